// Bundles cli/ and templates/ into ESM files under node_modules/.cache/site,
// rebuilt only when a source file changed: start-up pays neither for
// transpiling TypeScript nor for resolving hundreds of modules.
// Each command's code is its own chunk, loaded when that command runs, so
// `site --help` does not load the pipeline and `site build` not the preview server.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { replaceFile } from "./files.js";

/** The tool this file belongs to. */
export const toolRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const sources = ["cli", "templates"];
/** Bundles kept besides the current one, for processes still loading chunks of an older one. */
const keepOlder = 2;

/**
 * Inside node_modules, so the bundle finds the packages it leaves outside (esbuild, lightningcss…).
 * @param {string} root
 */
const cacheDirOf = (root) => join(root, "node_modules", ".cache", "site");
/**
 * Names the folder of the current bundle and what it was made from; replaced in one rename,
 * so readers see the old or the new one.
 * @param {string} root
 */
const pointerOf = (root) => join(cacheDirOf(root), "cli.json");

/**
 * What a bundle is made from: the path, size and time stamp of every source file and of the
 * lockfile. Any difference means a new bundle, an older time stamp too (an unpacked archive
 * keeps the dates it was packed with).
 * @param {string} root
 */
function sourceSignature(root) {
  const files = [join(root, "package-lock.json")];
  for (const dir of sources) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(ts|tsx|js)$/.test(entry.name)) files.push(join(entry.parentPath, entry.name));
    }
  }
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    const stat = statSync(file, { throwIfNoEntry: false });
    hash.update(`${file}\0${stat?.size}\0${stat?.mtimeMs}\n`);
  }
  return hash.digest("hex").slice(0, 32);
}

/**
 * Builds the bundle into a folder named after its contents and points cli.json at it.
 * A folder, once there, never changes: a process that started from it can still load its chunks.
 * @param {string} root the tool's folder
 * @param {string} signature what the sources look like now (taken before building: a change meanwhile means another build)
 * @returns {Promise<string>} the entry file
 */
export async function buildBundle(root = toolRoot, signature = sourceSignature(root)) {
  const cacheDir = cacheDirOf(root);
  mkdirSync(cacheDir, { recursive: true });
  const { build } = await import("esbuild");
  /** @type {import("esbuild").BuildResult & { outputFiles: import("esbuild").OutputFile[] }} */
  let result;
  try {
    result = await build({
      entryPoints: { main: join(root, "cli", "main.ts") },
      write: false,
      outdir: join(cacheDir, "staging"),
      bundle: true,
      splitting: true,
      chunkNames: "[name]-[hash]",
      // Stack traces name cli/ and templates/ lines when DEBUG=site turns source maps on (bin.js).
      sourcemap: "linked",
      sourcesContent: false,
      platform: "node",
      format: "esm",
      target: "node20",
      jsx: "automatic",
      // Native or heavy packages stay outside; html-validate loads only in `check`, browserslist
      // (with the caniuse database) only when the stylesheet is not cached.
      // ssh2 loads its optional native parts (cpu-features, its crypto binding) with require() at run time;
      // sharp its platform's libvips; satori (share cards), heic-decode and subset-font (harfbuzz) their WebAssembly.
      external: [
        "esbuild",
        "lightningcss",
        "browserslist",
        "html-validate",
        "chokidar",
        "fsevents",
        "ssh2",
        "basic-ftp",
        "sharp",
        "satori",
        "heic-decode",
        "subset-font",
        "hyphen",
      ],
      alias: {
        // Only renderToStaticMarkup is used: skip the streaming renderer react-dom/server also loads.
        "react-dom/server": join(root, "node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js"),
      },
      define: { "process.env.NODE_ENV": '"production"' },
      // Bundled CommonJS packages call require() for Node's built-ins.
      banner: {
        js: "import { createRequire as __siteRequire } from 'node:module'; const require = __siteRequire(import.meta.url);",
      },
      logLevel: "silent",
    });
  } catch (failure) {
    throw await sourceUnreadable(root, failure);
  }
  const hash = createHash("sha256");
  for (const file of result.outputFiles) hash.update(file.path).update(file.contents);
  const name = `cli-${hash.digest("hex").slice(0, 12)}`;
  const folder = join(cacheDir, name);
  /** @type {Record<string, string>} */
  const files = {};
  for (const file of result.outputFiles) {
    if (file.path.endsWith(".js")) files[basename(file.path)] = checksum(file.contents);
  }
  if (!bundleIsWhole(folder, files)) {
    const staging = `${folder}.${process.pid}.tmp`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    for (const file of result.outputFiles) writeFileSync(join(staging, basename(file.path)), file.contents);
    // A damaged folder of the same name goes first; a process still running from it was broken anyway.
    if (statSync(folder, { throwIfNoEntry: false })) {
      const damaged = `${folder}.${process.pid}.damaged`;
      try {
        renameSync(folder, damaged);
        rmSync(damaged, { recursive: true, force: true });
      } catch {}
    }
    try {
      renameSync(staging, folder);
    } catch {
      // Another process finished the same bundle first.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  replaceFile(pointerOf(root), JSON.stringify({ folder: name, sources: signature, files }));
  removeOldBundles(cacheDir, name);
  return join(folder, "main.js");
}

/** A source file of the tool that esbuild cannot read: printed as one line, without a stack. */
export class SourceUnreadable extends Error {
  /** @param {string} line */
  constructor(line) {
    super(line);
    this.name = "SourceUnreadable";
  }
}

/**
 * The line for esbuild's first error: its file, line and column (esbuild's column counts from 0), in
 * the tool's language. The catalogue is TypeScript, so it is bundled on its own for this; should it
 * be the file that cannot be read, the line is in English.
 * @param {string} root
 * @param {unknown} failure
 */
async function sourceUnreadable(root, failure) {
  const first = /** @type {{ errors?: import("esbuild").Message[] }} */ (failure).errors?.[0];
  if (!first) return failure;
  const place = first.location ? `${first.location.file}:${first.location.line}:${first.location.column + 1} ` : "";
  try {
    const { build } = await import("esbuild");
    const catalogue = await build({
      stdin: {
        contents: 'export { render } from "./messages.ts"; export { toolLanguage } from "./language.ts";',
        resolveDir: join(root, "cli"),
        loader: "ts",
      },
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      logLevel: "silent",
    });
    const code = Buffer.from(catalogue.outputFiles[0].contents).toString("base64");
    const { render, toolLanguage } = await import(`data:text/javascript;base64,${code}`);
    const { message, hint } = render("SourceUnreadable", { detail: first.text }, toolLanguage(process.env));
    return new SourceUnreadable(`${place}${message} (${hint})`);
  } catch {
    return new SourceUnreadable(`${place}the tool's code cannot be read here: ${first.text}`);
  }
}

/**
 * A checksum of a file's bytes: a truncated or overwritten chunk never runs.
 * @param {Uint8Array} bytes
 */
const checksum = (bytes) => createHash("sha256").update(bytes).digest("base64");

/**
 * Whether every file of a bundle is there with the bytes it was made with.
 * @param {string} folder
 * @param {unknown} files
 */
function bundleIsWhole(folder, files) {
  if (!files || typeof files !== "object" || !Object.keys(files).includes("main.js")) return false;
  return Object.entries(files).every(([name, sum]) => {
    try {
      return checksum(readFileSync(join(folder, name))) === sum;
    } catch {
      return false;
    }
  });
}

/**
 * @param {string} cacheDir
 * @param {string} current
 */
function removeOldBundles(cacheDir, current) {
  const older = readdirSync(cacheDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && /^cli-[0-9a-f]+(\.\d+\.(tmp|damaged))?$/.test(entry.name) && entry.name !== current,
    )
    .map((entry) => ({ path: join(cacheDir, entry.name), time: statSync(join(cacheDir, entry.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { path } of older.slice(keepOlder)) rmSync(path, { recursive: true, force: true });
}

/**
 * @param {string} root the tool's folder
 * @returns {Promise<string>} the entry file of a bundle made from the sources as they are
 */
export async function ensureBundle(root = toolRoot) {
  const signature = sourceSignature(root);
  try {
    const { folder, sources: madeFrom, files } = JSON.parse(readFileSync(pointerOf(root), "utf8"));
    const path = join(cacheDirOf(root), String(folder));
    if (madeFrom === signature && /^cli-[0-9a-f]+$/.test(folder) && bundleIsWhole(path, files)) {
      return join(path, "main.js");
    }
  } catch {}
  // No bundle, an old one, or a damaged one (half-written, overwritten): made again.
  return buildBundle(root, signature);
}

/**
 * The CLI's exports, from a fresh bundle.
 * @returns {Promise<{ main(argv: string[], root: string): Promise<void> }>}
 */
export async function loadCli() {
  return import(pathToFileURL(await ensureBundle()).href);
}
