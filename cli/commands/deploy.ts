import { resolve } from "node:path";
import type { Command } from "commander";
import type { DeployResult } from "../deploy/deploy.js";
import type { SiteError } from "../errors.js";
import { type ToolLanguage, toolLanguage } from "../language.js";
import { helpText } from "./help.js";
import { fail, kilobytes, say, seconds, warn } from "./output.js";

interface DeployCommandOptions {
  content: string;
  out: string;
  dryRun?: boolean;
  insecure?: boolean;
  yes?: boolean;
  replaceLinks?: boolean;
}

/** A progress line that rewrites itself, on a terminal only, at most ten times a second. */
function progressLine() {
  if (!process.stderr.isTTY) return { update: undefined, end: () => {} };
  let last = 0;
  let shown = false;
  return {
    update: (progress: { files: number; totalFiles: number; bytes: number; totalBytes: number }) => {
      const now = performance.now();
      if (now - last < 100 && progress.files < progress.totalFiles) return;
      last = now;
      shown = true;
      const line = say("DeployProgress", {
        files: progress.files,
        totalFiles: progress.totalFiles,
        size: kilobytes(progress.bytes),
        totalSize: kilobytes(progress.totalBytes),
      });
      process.stderr.write(`\r\u001b[2K${line}`);
    },
    end: () => {
      if (shown) process.stderr.write("\r\u001b[2K");
    },
  };
}

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
  for (const { path, was } of plan.drift) {
    const copy = done.copies ? `${done.copies}/${path}` : undefined;
    err(say("DeployUploadedAgain", { path, was, copy }, lang));
  }
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

export function registerDeploy(program: Command, root: string): void {
  program
    .command("deploy")
    .description(helpText("deploy"))
    .option("--dry-run", helpText("deployDryRun"))
    .option("--yes", helpText("deployYes"))
    .option("--replace-links", helpText("deployReplaceLinks"))
    .option("--insecure", helpText("deployInsecure"))
    .option("--content <dir>", helpText("contentFolder"), "content")
    .option("--out <dir>", helpText("deployOut"), "dist")
    .action(async (options: DeployCommandOptions) => {
      const progress = progressLine();
      try {
        const [{ deploy }, { promptHidden, promptYes }] = await Promise.all([
          import("../deploy/deploy.js"),
          import("../deploy/credentials.js"),
        ]);
        const done = await deploy({
          root,
          contentDir: resolve(options.content),
          outDir: options.out,
          project: process.cwd(),
          dryRun: options.dryRun,
          insecure: options.insecure,
          yes: options.yes,
          replaceLinks: options.replaceLinks,
          prompt: promptHidden,
          confirm: (warnings) => promptYes(say("DeployConfirmPrompt", { warnings: warnings.length })),
          notify: (notice: SiteError) => warn([notice]),
          onProgress: progress.update,
        });
        progress.end();
        for (const line of deployReport(done, options.dryRun)) {
          if (line.stream === "out") console.log(line.text);
          else console.error(line.text);
        }
      } catch (failure) {
        progress.end();
        fail(failure);
      }
    });
}
