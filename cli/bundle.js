// Bundles cli/ and templates/ into one ESM file under node_modules/.cache,
// and rebuilds it only when a source file is newer than the bundle.
import { mkdirSync, readdirSync, renameSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const sources = ["cli", "templates"];
export const bundlePath = join(root, "node_modules", ".cache", "site", "cli.mjs");

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

export async function buildBundle() {
  const { build } = await import("esbuild");
  mkdirSync(dirname(bundlePath), { recursive: true });
  const staging = `${bundlePath}.${process.pid}.tmp`;
  await build({
    entryPoints: [join(root, "cli", "main.ts")],
    outfile: staging,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    jsx: "automatic",
    // Native or heavy packages stay outside; html-validate loads only in `check`.
    external: ["esbuild", "lightningcss", "html-validate", "chokidar", "fsevents"],
    define: { "process.env.NODE_ENV": '"production"' },
    banner: {
      js: "import { createRequire as __siteRequire } from 'node:module'; const require = __siteRequire(import.meta.url);",
    },
    logLevel: "error",
  });
  // Rename is atomic: a second process starting now sees the old file or the new one, never half of one.
  renameSync(staging, bundlePath);
}

export async function ensureBundle() {
  const built = statSync(bundlePath, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built < newestSource()) await buildBundle();
  return pathToFileURL(bundlePath).href;
}
