import { resolve } from "node:path";
import type { Command } from "commander";
import { cacheActivity } from "../cache-folder.js";
import { type ProblemRecord, problemRecord, SiteError, SiteErrors } from "../errors.js";
import { harmlessJson } from "../gate.js";
import { toolLanguage } from "../language.js";
import { detail, err, info, problems, say, seconds, warn, workProgress } from "../output.js";
import { helpText } from "./help.js";

/** `site check --json`: one JSON document on stdout, every problem and warning an object, nothing else printed. */
interface CheckReport {
  ok: boolean;
  pages: number;
  problems: ProblemRecord[];
  warnings: ProblemRecord[];
}

export function registerCheck(program: Command, root: string): void {
  program
    .command("check")
    .description(helpText("check"))
    .option("--content <dir>", helpText("contentFolder"), "content")
    .option("--json", helpText("checkJson"))
    .action(async (options: { content: string; json?: boolean }) => {
      if (options.json) {
        await checkAsJson(root, resolve(options.content));
        return;
      }
      const progress = workProgress();
      const { check } = await import("../stages/check.js");
      const result = await check({ root, contentDir: resolve(options.content), progress: progress.report }).finally(
        progress.clear,
      );
      warn(result.warnings);
      problems(result.problems);
      detail(say("VerboseStages", { stages: result.stages }));
      detail(say("VerboseCaches", { caches: cacheActivity() }));
      if (result.problems.length > 0) {
        err(say("CheckFailed", { problems: result.problems.length, pages: result.pages }));
        process.exitCode = 1;
      } else {
        info(say("CheckPassed", { pages: result.pages, seconds: seconds(result.milliseconds) }));
      }
    });
}

/**
 * The same problems the lines show, as objects: the owner's mistakes in the content (which stop the build)
 * and in the built pages alike; a bug in the tool is one problem of rule InternalError. Exit code 1 with any.
 */
async function checkAsJson(root: string, contentDir: string): Promise<void> {
  const lang = toolLanguage();
  const record = (severity: ProblemRecord["severity"]) => (error: SiteError) =>
    problemRecord(error, severity, { lang });
  let report: CheckReport;
  try {
    const { check } = await import("../stages/check.js");
    const result = await check({ root, contentDir });
    report = {
      ok: result.problems.length === 0,
      pages: result.pages,
      problems: result.problems.map(record("error")),
      warnings: result.warnings.map(record("warning")),
    };
  } catch (failure) {
    const errors =
      failure instanceof SiteErrors
        ? failure.errors
        : failure instanceof SiteError
          ? [failure]
          : [
              SiteError.of("InternalError", {
                detail:
                  failure instanceof Error ? `${failure.name}: ${failure.message.split("\n")[0]}` : String(failure),
              }),
            ];
    report = { ok: false, pages: 0, problems: errors.map(record("error")), warnings: [] };
  }
  console.log(harmlessJson(report));
  if (!report.ok) process.exitCode = 1;
}
