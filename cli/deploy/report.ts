import { type ToolLanguage, toolLanguage } from "../language.js";
import { kilobytes, say, seconds } from "../output.js";
import type { DeployResult } from "./deploy.js";
import { replacedFolder, replacedKept } from "./replaced.js";

/**
 * What a deploy did, or would do, as the owner reads it: notices (stderr) first, then what each
 * file would become on a dry run, then the one summary line (stdout). The command prints these;
 * the editor of `site serve` shows the same lines, in the editor's language.
 */
export function deployReport(
  done: DeployResult,
  dryRun = false,
  lang: ToolLanguage = toolLanguage(),
): { stream: "out" | "err"; text: string }[] {
  const { plan, refused, damaged, completed, uploadedBytes, removed } = done.result;
  const lines: { stream: "out" | "err"; text: string }[] = [];
  const err = (text: string) => lines.push({ stream: "err", text });
  const out = (text: string) => lines.push({ stream: "out", text });
  for (const path of refused) err(say("DeployEntryRefused", { path }, lang));
  for (const file of damaged) err(say("DeployRecordsDamaged", { file }, lang));
  for (const { path, why } of plan.kept) err(say("DeployLeftInPlace", { path, why }, lang));
  if (dryRun) {
    for (const { path, was } of plan.drift) out(say("DeployWouldUploadAgain", { path, was }, lang));
    const again = new Set(plan.drift.map((drift) => drift.path));
    for (const file of plan.upload) {
      if (!again.has(file.path)) {
        out(say("DeployWouldUpload", { path: file.path, size: kilobytes(file.contents.byteLength, lang) }, lang));
      }
    }
    for (const path of plan.remove) out(say("DeployWouldDelete", { path }, lang));
    const bytes = plan.upload.reduce((sum, file) => sum + file.contents.byteLength, 0);
    out(
      say(
        "DeployDryRunSummary",
        {
          upload: plan.upload.length,
          size: kilobytes(bytes, lang),
          remove: plan.remove.length,
          unchanged: plan.unchanged,
          target: done.target,
        },
        lang,
      ),
    );
    return lines;
  }
  if (completed.length) out(say("DeployCompleted", { files: completed.length }, lang));
  for (const path of plan.unlink) err(say("DeployLinkReplaced", { path }, lang));
  for (const { path, was, copy: kept } of plan.drift) {
    const copy = done.copies ? `${done.copies}/${kept ?? path}` : undefined;
    err(say("DeployUploadedAgain", { path, was, copy }, lang));
  }
  // Every file deleted or replaced is named, with where it is kept on the server.
  const { kept, keptIn } = done.result;
  for (const { path, replaced } of kept)
    out(say(replaced ? "DeployReplacedKept" : "DeployDeletedKept", { path, folder: keptIn }, lang));
  if (kept.length > 0)
    out(say("DeployKeptHowToRestore", { readme: `${replacedFolder}/README.txt`, kept: replacedKept }, lang));
  out(
    say(
      "DeploySummary",
      {
        uploaded: plan.upload.length,
        again: plan.drift.length,
        size: kilobytes(uploadedBytes, lang),
        removed,
        unchanged: plan.unchanged,
        target: done.target,
        seconds: seconds(done.milliseconds, lang),
      },
      lang,
    ),
  );
  return lines;
}
