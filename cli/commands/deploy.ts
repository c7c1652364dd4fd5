import { resolve } from "node:path";
import type { Command } from "commander";
import { deployReport } from "../deploy/report.js";
import type { SiteError } from "../errors.js";
import { fail, kilobytes, say, warn } from "../output.js";
import { helpText } from "./help.js";

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
