// Writing a file the tool keeps (its caches, the owner's content it edits, generated schemas):
// one helper, so no reader ever meets half a file. Plain JavaScript: bin.js uses it before
// the TypeScript is bundled. The output folder has its own, journalled way (write.ts).
import { linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Writes `contents` beside `path` and renames it over: a reader sees the old or the new file.
 * @param {string} path
 * @param {string | NodeJS.ArrayBufferView} contents
 */
export function replaceFile(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const staging = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(staging, contents);
    renameSync(staging, path);
  } catch (failure) {
    rmSync(staging, { force: true });
    throw failure;
  }
}

/**
 * Writes a new file whole, never over anything: written beside `path`, then linked to its name,
 * which fails (EEXIST) when something is there already, even if it appeared a moment ago.
 * @param {string} path
 * @param {string | NodeJS.ArrayBufferView} contents
 */
export function createFile(path, contents) {
  const staging = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(staging, contents);
    linkSync(staging, path);
  } finally {
    rmSync(staging, { force: true });
  }
}
