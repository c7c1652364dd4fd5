import { resolve } from "node:path";
import { type Command, Option } from "commander";
import { fail, kilobytes, say, seconds, warn } from "../output.js";
import { helpText } from "./help.js";

export function registerBuild(program: Command, root: string): void {
  program
    .command("build")
    .description(helpText("build"))
    .option("--content <dir>", helpText("contentFolder"), "content")
    .option("--out <dir>", helpText("outputFolder"), "dist")
    // The editor of `site serve` builds copies of content/: they reuse what builds of content/ converted.
    .addOption(new Option("--cache-for <dir>").hideHelp())
    .action(async (options: { content: string; out: string; cacheFor?: string }) => {
      try {
        // Loaded on demand, so `site --help` does not pay for the pipeline (the same in every command).
        const [{ build }, { currentTime }] = await Promise.all([
          import("../stages/build.js"),
          import("../restaurant/buffet.js"),
        ]);
        const now = currentTime();
        // From the start of the process: Node itself and loading the tool's code.
        const startup = performance.now();
        const result = await build({
          root,
          contentDir: resolve(options.content),
          ...(options.cacheFor ? { cacheFor: resolve(options.cacheFor) } : {}),
          outDir: options.out,
          now,
          protect: { project: [process.cwd(), root] },
        });
        const pages = result.files.filter((file) => file.path.endsWith(".html")).length;
        console.log(
          say("BuildSummary", {
            pages,
            files: result.files.length,
            size: kilobytes(result.bytes),
            out: options.out,
            seconds: seconds(result.milliseconds),
          }),
        );
        // SITE_TIMINGS=1: where the time went, for the benchmark and for profiling.
        if (process.env.SITE_TIMINGS) {
          console.log(say("BuildTimes", { stages: [["start-up", startup], ...result.stages] }));
          console.log(say("BuildWorkDone", result.made));
        }
        warn(result.warnings);
      } catch (failure) {
        fail(failure);
      }
    });
}
