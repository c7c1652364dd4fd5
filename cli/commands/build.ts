import { resolve } from "node:path";
import { type Command, Option } from "commander";
import { cacheActivity } from "../cache-folder.js";
import { detail, info, kilobytes, out, say, seconds, warn, workProgress } from "../output.js";
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
      const progress = workProgress();
      // Loaded on demand, so `site --help` does not pay for the pipeline (the same in every command).
      const [{ build }, { currentTime }] = await Promise.all([
        import("../stages/build.js"),
        import("../content/buffet/view.js"),
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
        progress: progress.report,
      }).finally(progress.clear);
      const pages = result.files.filter((file) => file.path.endsWith(".html")).length;
      info(
        say("BuildSummary", {
          pages,
          files: result.files.length,
          size: kilobytes(result.bytes),
          out: options.out,
          seconds: seconds(result.milliseconds),
        }),
      );
      const stages: [string, number][] = [["start-up", startup], ...result.stages];
      // SITE_TIMINGS=1: where the time went, for the benchmark, which reads these lines on stdout.
      if (process.env.SITE_TIMINGS) {
        out(say("BuildTimes", { stages }));
        out(say("BuildWorkDone", result.made));
      }
      detail(say("VerboseStages", { stages }));
      detail(say("VerboseCaches", { caches: cacheActivity() }));
      warn(result.warnings);
    });
}
