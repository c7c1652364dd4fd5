import { resolve } from "node:path";
import type { Command } from "commander";
import type { SiteError } from "../errors.js";
import { fail, kilobytes, say, seconds, warn } from "./output.js";

interface DeployCommandOptions {
  content: string;
  out: string;
  dryRun?: boolean;
  insecure?: boolean;
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
    .description("build, then upload what changed to the host named under deploy: in content/site.yaml")
    .option("--dry-run", "list what would be uploaded and deleted, and change nothing")
    .option("--insecure", "allow protocol ftp, which sends the password unencrypted")
    .option("--content <dir>", "content folder", "content")
    .option("--out <dir>", "output folder the build writes first", "dist")
    .action(async (options: DeployCommandOptions) => {
      const progress = progressLine();
      try {
        const [{ deploy }, { promptHidden }] = await Promise.all([
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
          prompt: promptHidden,
          notify: (notice: SiteError) => warn([notice]),
          onProgress: progress.update,
        });
        progress.end();
        const { plan, refused, damaged, completed, uploadedBytes, removed } = done.result;
        for (const path of refused) console.error(say("DeployEntryRefused", { path }));
        for (const file of damaged) console.error(say("DeployRecordsDamaged", { file }));
        if (completed.length && !options.dryRun) console.log(say("DeployCompleted", { files: completed.length }));
        const bytes = plan.upload.reduce((sum, file) => sum + file.contents.byteLength, 0);
        if (options.dryRun) {
          for (const file of plan.upload) {
            console.log(say("DeployWouldUpload", { path: file.path, size: kilobytes(file.contents.byteLength) }));
          }
          for (const path of plan.remove) console.log(say("DeployWouldDelete", { path }));
          console.log(
            say("DeployDryRunSummary", {
              upload: plan.upload.length,
              size: kilobytes(bytes),
              remove: plan.remove.length,
              unchanged: plan.unchanged,
              target: done.target,
            }),
          );
        } else {
          console.log(
            say("DeploySummary", {
              uploaded: plan.upload.length,
              size: kilobytes(uploadedBytes),
              removed,
              unchanged: plan.unchanged,
              target: done.target,
              seconds: seconds(done.milliseconds),
            }),
          );
        }
        warn(done.warnings);
      } catch (failure) {
        progress.end();
        fail(failure);
      }
    });
}
