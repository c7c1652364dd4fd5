import { resolve } from "node:path";
import type { Command } from "commander";
import { fail, problems, say, seconds, warn } from "../output.js";
import { helpText } from "./help.js";

export function registerCheck(program: Command, root: string): void {
  program
    .command("check")
    .description(helpText("check"))
    .option("--content <dir>", helpText("contentFolder"), "content")
    .action(async (options: { content: string }) => {
      try {
        const { check } = await import("../stages/check.js");
        const result = await check({ root, contentDir: resolve(options.content) });
        warn(result.warnings);
        problems(result.problems);
        if (result.problems.length > 0) {
          console.error(say("CheckFailed", { problems: result.problems.length, pages: result.pages }));
          process.exitCode = 1;
        } else {
          console.log(say("CheckPassed", { pages: result.pages, seconds: seconds(result.milliseconds) }));
        }
      } catch (failure) {
        fail(failure);
      }
    });
}
