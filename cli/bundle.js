// Bundles cli/ and templates/ into one ESM file under node_modules/.cache,
// rebuilt only when a source file is newer than the bundle: start-up pays
// neither for transpiling TypeScript nor for resolving hundreds of modules.
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const sources = ["cli", "templates"];
const cacheDir = join(root, "node_modules", ".cache", "site");
export const bundlePath = join(cacheDir, "cli.mjs");

function newestSource() {
  let newest = statSync(join(root, "package-lock.json"), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  for (const dir of sources) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|js)$/.test(entry.name)) continue;
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * Writes a file so that a concurrent reader sees the old or the new version, never half of one.
 * @param {string} path
 * @param {string | NodeJS.ArrayBufferView} contents
 */
function replaceFile(path, contents) {
  const staging = `${path}.${process.pid}.tmp`;
  writeFileSync(staging, contents);
  renameSync(staging, path);
}

export async function buildBundle() {
  const { build } = await import("esbuild");
  mkdirSync(cacheDir, { recursive: true });
  const result = await build({
    entryPoints: [join(root, "cli", "main.ts")],
    write: false,
    outfile: bundlePath,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    jsx: "automatic",
    // Native or heavy packages stay outside; html-validate loads only in `check`.
    external: ["esbuild", "lightningcss", "html-validate", "chokidar", "fsevents"],
    // Only renderToStaticMarkup is used: skip the streaming renderer react-dom/server also loads.
    alias: { "react-dom/server": join(root, "node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js") },
    define: { "process.env.NODE_ENV": '"production"' },
    // Bundled CommonJS packages call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __siteRequire } from 'node:module'; const require = __siteRequire(import.meta.url);",
    },
    logLevel: "error",
  });
  replaceFile(bundlePath, result.outputFiles[0].contents);
}

export async function ensureBundle() {
  const built = statSync(bundlePath, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built < newestSource()) await buildBundle();
  return bundlePath;
}

/**
 * The CLI's exports, from a fresh bundle.
 * @returns {Promise<{ main(argv: string[]): Promise<void> }>}
 */
export async function loadCli() {
  return import(pathToFileURL(await ensureBundle()).href);
}
