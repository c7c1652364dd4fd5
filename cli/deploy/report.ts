/**
 * What a deploy did, or would do, in the owner's words: the lines `site
 * deploy` prints, made once for the terminal (cli/commands/deploy.ts) and the
 * editor's Publish (cli/editor/publish.ts) alike.
 */
import { kilobytes, seconds, type ToolLanguage } from "../language.js";
import { type MessageName, type MessageParams, render } from "../messages.js";
import type { DeployResult } from "./deploy.js";

export interface DeployReport {
  /** What the server's records made the deploy leave alone (warnings). */
  warnings: string[];
  /** Each file a dry run would upload or delete; after a deploy, the interrupted one it completed. */
  lines: string[];
  /** The last line: what was (or would be) uploaded, deleted and left as it was, where. */
  summary: string;
}

const line = <N extends MessageName>(name: N, params: MessageParams<N>, lang: ToolLanguage) => {
  const { message, hint } = render(name, params, lang);
  return hint ? `${message} (${hint})` : message;
};

export function deployReport(done: DeployResult, dryRun: boolean, lang: ToolLanguage): DeployReport {
  const { plan, refused, damaged, completed, uploadedBytes, removed } = done.result;
  const warnings = [
    ...refused.map((path) => line("DeployEntryRefused", { path }, lang)),
    ...damaged.map((file) => line("DeployRecordsDamaged", { file }, lang)),
  ];
  if (!dryRun) {
    return {
      warnings,
      lines: completed.length ? [line("DeployCompleted", { files: completed.length }, lang)] : [],
      summary: line(
        "DeploySummary",
        {
          uploaded: plan.upload.length,
          size: kilobytes(uploadedBytes, lang),
          removed,
          unchanged: plan.unchanged,
          target: done.target,
          seconds: seconds(done.milliseconds, lang),
        },
        lang,
      ),
    };
  }
  const bytes = plan.upload.reduce((sum, file) => sum + file.contents.byteLength, 0);
  return {
    warnings,
    lines: [
      ...plan.upload.map((file) =>
        line("DeployWouldUpload", { path: file.path, size: kilobytes(file.contents.byteLength, lang) }, lang),
      ),
      ...plan.remove.map((path) => line("DeployWouldDelete", { path }, lang)),
    ],
    summary: line(
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
  };
}
