/**
 * The `site` command. Each subcommand is a thin action over a plain function;
 * the owner's mistakes print as `file:line:col message` lines on stderr with
 * exit code 1, never a stack trace.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Command } from "commander";
import { build } from "./build.js";
import { check } from "./check.js";
import { describeFailure } from "./errors.js";

/** The tool's own folder (where package.json is), found from this file's location. */
export function toolRoot(from = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      if (pkg.bin?.site) return dir;
    } catch {}
    const parent = dirname(dir);
    if (parent === dir) throw new Error("cannot find the site tool's package.json");
    dir = parent;
  }
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function fail(failure: unknown): void {
  for (const line of describeFailure(failure)) console.error(line);
  process.exitCode = 1;
}

export async function main(argv: string[]): Promise<void> {
  const root = toolRoot();
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const program = new Command("site")
    .description("Builds the restaurant's website from content/ into dist/.")
    .version(version)
    .showHelpAfterError();

  program
    .command("build")
    .description("validate content/ and write every page of every language to dist/")
    .option("--content <dir>", "content folder", "content")
    .option("--out <dir>", "output folder", "dist")
    .action(async (options: { content: string; out: string }) => {
      try {
        const result = await build({ root, contentDir: resolve(options.content), outDir: resolve(options.out) });
        const pages = result.files.filter((file) => file.path.endsWith(".html")).length;
        console.log(
          `Wrote ${pages} pages, ${result.files.length} files (${kilobytes(result.bytes)}) to ${options.out}/ in ${seconds(result.milliseconds)}`,
        );
      } catch (failure) {
        fail(failure);
      }
    });

  program
    .command("check")
    .description("validate content/, build into a temporary folder and check every page (HTML, links, text)")
    .option("--content <dir>", "content folder", "content")
    .action(async (options: { content: string }) => {
      try {
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

  await program.parseAsync(argv);
}
