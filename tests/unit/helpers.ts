/** Shared test helpers: a private copy of the shipped content to break, and the real CLI. */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, onTestFinished } from "vitest";

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

/**
 * A copy of the tool with its content, to change its code in. Its node_modules links each package of
 * the real one but keeps a build cache of its own, so the copy's bundle never replaces the one other
 * tests run.
 */
export function copyTool(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-tool-"));
  for (const name of ["cli", "templates", "client", "content", "package.json", "package-lock.json", "tsconfig.json"]) {
    cpSync(join(root, name), join(dir, name), { recursive: true, preserveTimestamps: true });
  }
  mkdirSync(join(dir, "node_modules"));
  for (const name of readdirSync(join(root, "node_modules"))) {
    if (name !== ".cache") symlinkSync(join(root, "node_modules", name), join(dir, "node_modules", name));
  }
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
export const testNow = "2026-11-18T12:00:00+01:00";

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

/**
 * The files a page needs from its own site, or the sitemap lists: every `src` and `href` to it and
 * every `<loc>`, a page's address ("/about/") as its index.html.
 */
export const filesNamedBy = (html: string): string[] =>
  [...html.matchAll(/\b(?:src|href)="\/([^"?#]*)|<loc>https?:\/\/[^/<]+\/([^<?#]*)<\/loc>/g)]
    .map(([, named, listed]) => named ?? listed)
    .map((path) => (path === "" || path.endsWith("/") ? `${path}index.html` : path));

/** Where a host that cannot rename over a file keeps the old one for a moment: hidden, beside it. */
export const besideName = (path: string) => join(dirname(path), `.${basename(path)}.site-deploy-old`);

export interface ServableOptions {
  /** Which instant this is, said with every failure. */
  where?: string;
  /** The owner's files (path → hash): there and unchanged at every instant. */
  own?: Record<string, string>;
  /** The tool may keep files of its own out of sight (a name starting with ".") besides the two versions. */
  hiddenWork?: boolean;
  /** A host that cannot rename over a file: one both versions have may wait whole at `besideName` instead. */
  steppingAside?: boolean;
}

/**
 * Asserts what a visitor could be served from `folder` at this instant, anywhere between two
 * versions of a site (path → hash, {} for none): every file is whole, its old or its new bytes;
 * every file a page a visitor can reach names is there; a file both versions have is there; the owner's files are
 * untouched; nothing else is visible. Returns how many files were waiting beside their place.
 */
export function expectServable(
  folder: string,
  before: Record<string, string>,
  after: Record<string, string>,
  options: ServableOptions = {},
): number {
  const where = options.where ? ` ${options.where}` : "";
  const own = options.own ?? {};
  expect(existsSync(folder), `the folder is there${where}`).toBe(true);
  const now = snapshot(folder);
  let waiting = 0;
  for (const [path, hash] of Object.entries(own))
    expect(now[path], `${path}, the owner's, is untouched${where}`).toBe(hash);
  for (const [path, hash] of Object.entries(now)) {
    if (path in own) continue;
    if (!(path in before || path in after)) {
      const hidden = path.split("/").some((part) => part.startsWith("."));
      expect(options.hiddenWork && hidden, `${path} is no file of either version${where}`).toBe(true);
      continue;
    }
    expect([before[path], after[path]], `${path} is a whole old or new file${where}`).toContain(hash);
  }
  // What a visitor can reach: the home page, the sitemap and the pages both versions have, then
  // every page they link to. A page not linked yet, or no longer, may still wait for its neighbours.
  const reached = new Set(
    ["index.html", "sitemap.xml", ...Object.keys(before).filter((path) => path in after)].filter((path) => now[path]),
  );
  for (const path of reached) {
    if (!(path.endsWith(".html") || path === "sitemap.xml") || path in own) continue;
    for (const named of filesNamedBy(readFileSync(join(folder, path), "utf8"))) {
      expect(now[named], `${named}, named by ${path}, is there${where}`).toBeDefined();
      reached.add(named);
    }
  }
  for (const path of Object.keys(before)) {
    if (!(path in after) || now[path]) continue;
    const aside = options.steppingAside ? now[besideName(path)] : undefined;
    expect(aside, `${path} is there${options.steppingAside ? " or waiting whole beside it" : ""}${where}`).toBe(
      before[path],
    );
    waiting++;
  }
  return waiting;
}
