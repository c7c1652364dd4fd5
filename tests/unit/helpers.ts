/** Shared test helpers: a private copy of the shipped content to break, and the real CLI. */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { onTestFinished } from "vitest";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const shippedContent = join(root, "content");

/** A temporary folder with a copy of content/, which a test may break as it likes. */
export function copyContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-test-"));
  cpSync(shippedContent, join(dir, "content"), { recursive: true });
  return dir;
}

/** A copy of content/ for the running test, removed when the test ends. */
export function contentForTest(): string {
  const dir = copyContent();
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Replaces the first occurrence of `from` in a content file; fails loudly if the text is not there. */
export function edit(contentDir: string, file: string, from: string | RegExp, to: string): void {
  const path = join(contentDir, file);
  const text = readFileSync(path, "utf8");
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(path, changed);
}

/** "line:col" (1-based) of the first occurrence of `needle` in a content file. */
export function positionOf(contentDir: string, file: string, needle: string): string {
  const text = readFileSync(join(contentDir, file), "utf8");
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`${file} does not contain ${needle}`);
  const before = text.slice(0, index).split("\n");
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** "Now" for every CLI run: before the shipped buffet, so no test depends on today's date. */
export const testNow = "2025-10-15T12:00:00+02:00";

/** Runs the real `site` command, as the owner and CI do. */
export function runSite(args: string[], cwd: string, env: Record<string, string> = {}): RunResult {
  const result = spawnSync(process.execPath, [join(root, "cli/bin.js"), ...args], {
    cwd,
    encoding: "utf8",
    // English messages unless a test asks for another language, whatever the machine's locale; no
    // GitHub Actions annotations unless a test asks for them, wherever the tests run.
    env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en", GITHUB_ACTIONS: "", ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Every file below `dir`, dotfiles included, with a hash of its bytes: two snapshots are equal when no byte changed. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = hashOf(readFileSync(path));
  }
  return files;
}
