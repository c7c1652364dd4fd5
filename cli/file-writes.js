// Writing a file the tool keeps (its caches, the owner's content it edits, generated schemas):
// one helper, so no reader ever meets half a file. Plain JavaScript: bin.js uses it before
// the TypeScript is bundled. The output folder has its own, journalled way (write.ts).
import { randomBytes } from "node:crypto";
import { closeSync, fchmodSync, linkSync, lstatSync, openSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { makeFolders } from "./make-folders.js";

export { makeFolders };

/**
 * Writes `contents` to a new file beside `path`, under a name no one can guess, and returns that
 * name. The file is created exclusively: whatever already stands at the name, a link placed there
 * included, makes it fail before anything is written, and is left as it is.
 * @param {string} path
 * @param {string | NodeJS.ArrayBufferView | readonly Uint8Array[]} contents parts are written one after another
 * @param {number} [mode] its permissions, when not those a new file gets
 */
function staged(path, contents, mode) {
  const staging = `${path}.${process.pid}-${randomBytes(6).toString("hex")}.tmp`;
  // Made with its permissions at once: a secret is never readable by others, not even for a moment.
  const fd = openSync(staging, "wx", mode ?? 0o666);
  try {
    // The umask may have taken some away: exactly these.
    if (mode !== undefined) fchmodSync(fd, mode);
    if (Array.isArray(contents)) for (const part of contents) writeFileSync(fd, part);
    else writeFileSync(fd, /** @type {string | NodeJS.ArrayBufferView} */ (contents));
  } catch (failure) {
    rmSync(staging, { force: true });
    throw failure;
  } finally {
    closeSync(fd);
  }
  return staging;
}

/**
 * Writes `contents` beside `path` and renames it over: a reader sees the old or the new file, with
 * the permissions the old one had (a file the owner keeps from others' eyes stays so).
 * @param {string} path
 * @param {string | NodeJS.ArrayBufferView | readonly Uint8Array[]} contents a large file may come in parts, never joined in memory
 * @param {{ beforeRename?: () => void, mode?: number }} [options] `beforeRename` may still refuse, once the new file
 * is written; `mode`: its permissions whatever the old file's were (a secret: 0o600)
 */
export function replaceFile(path, contents, { beforeRename, mode } = {}) {
  makeFolders(dirname(path));
  const before = lstatSync(path, { throwIfNoEntry: false });
  // Who may read and write it, not the set-user and set-group bits of a file someone else may own.
  const staging = staged(path, contents, mode ?? (before?.isFile() ? before.mode & 0o777 : undefined));
  try {
    beforeRename?.();
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
 * @param {{ mode?: number }} [options] `mode`: its permissions, when not those a new file gets (a secret: 0o600)
 */
export function createFile(path, contents, { mode } = {}) {
  const staging = staged(path, contents, mode);
  try {
    linkSync(staging, path);
  } finally {
    rmSync(staging, { force: true });
  }
}
