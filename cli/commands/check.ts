import { resolve } from "node:path";
import type { Command } from "commander";
import { fail, seconds } from "./output.js";

export function registerCheck(program: Command, root: string): void {
  program
    .command("check")
    .description("validate content/, build into a temporary folder and check every page (HTML, links, text)")
    .option("--content <dir>", "content folder", "content")
    .action(async (options: { content: string }) => {
      try {
        const { check } = await import("../check.js");
        const result = await check({ root, contentDir: resolve(options.content) });
        for (const problem of result.problems) console.error(problem);
        if (result.problems.length > 0) {
          console.error(`${result.problems.length} problem(s) in ${result.pages} pages`);
          process.exitCode = 1;
        } else {
          console.log(`Checked ${result.pages} pages in ${seconds(result.milliseconds)}: no problems`);
        }
      } catch (failure) {
        fail(failure);
      }
    });
}
