import { resolve } from "node:path";
import type { Command } from "commander";
import type { SiteError } from "../errors.js";
import { toolLanguage } from "../language.js";
import { fail, kilobytes, say, warn } from "./output.js";

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
        const [{ deploy }, { promptHidden }, { deployReport }] = await Promise.all([
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
          prompt: promptHidden,
          notify: (notice: SiteError) => warn([notice]),
          onProgress: progress.update,
        });
        progress.end();
        const report = deployReport(done, Boolean(options.dryRun), toolLanguage());
        for (const line of report.warnings) console.error(line);
        for (const line of report.lines) console.log(line);
        console.log(report.summary);
        warn(done.warnings);
      } catch (failure) {
        progress.end();
        fail(failure);
      }
    });
}
