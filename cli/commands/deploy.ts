import { resolve } from "node:path";
import type { Command } from "commander";
import type { SiteError } from "../errors.js";
import { harmless } from "../gate.js";
import { currentVerbosity, err, info, kilobytes, problems, say, warn } from "../output.js";
import { progressLine } from "../progress.js";
import { helpText } from "./help.js";

interface DeployCommandOptions {
  content: string;
  out: string;
  dryRun?: boolean;
  insecure?: boolean;
  yes?: boolean;
  replaceLinks?: boolean;
}

/** The upload's progress on the line that rewrites itself (cli/progress.ts): on a terminal only, never with --quiet. */
function uploadProgress() {
  const line = progressLine({ quiet: currentVerbosity() === "quiet" });
  return {
    update:
      line &&
      ((progress: { files: number; totalFiles: number; bytes: number; totalBytes: number }) =>
        line.show(
          harmless(
            say("DeployProgress", {
              files: progress.files,
              totalFiles: progress.totalFiles,
              size: kilobytes(progress.bytes),
              totalSize: kilobytes(progress.totalBytes),
            }),
          ),
          progress.files >= progress.totalFiles,
        )),
    end: () => line?.clear(),
  };
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
      const progress = uploadProgress();
      const [{ deploy }, { promptHidden, promptTrust, promptYes }, { deployReport }] = await Promise.all([
        import("../deploy/deploy.js"),
        import("../deploy/credentials.js"),
        import("../deploy/report.js"),
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
        trustHost: promptTrust,
        confirm: (warnings) => {
          // With --quiet the warnings were not printed: the question names what it asks about.
          if (currentVerbosity() === "quiet") problems(warnings, "warning");
          return promptYes(say("DeployConfirmPrompt", { warnings: warnings.length }));
        },
        notify: (notice: SiteError) => warn([notice]),
        onProgress: progress.update,
      }).finally(progress.end);
      for (const line of deployReport(done, options.dryRun)) {
        if (line.stream === "out") info(line.text);
        else err(line.text);
      }
    });
}
