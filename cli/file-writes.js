// Writing a file the tool keeps (its caches, the owner's content it edits, generated schemas):
// one helper, so no reader ever meets half a file. Plain JavaScript: bin.js uses it before
// the TypeScript is bundled. The output folder has its own, journalled way (write.ts).
import { randomBytes } from "node:crypto";
import {
  closeSync,
  fchmodSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname } from "node:path";

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
  const fd = openSync(staging, "wx");
  try {
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
 * Makes `path` and the folders on the way to it, as mkdir -p does. Node's own (`recursive: true`)
 * tries again for ever where a folder refuses a new entry with "no such file" (/proc, behind a link a
 * cache folder may be): here each folder is tried once more after its parent, then the error stands.
 * @param {string} path
 * @param {number} [tries]
 */
export function makeFolders(path, tries = 2) {
  try {
    mkdirSync(path);
  } catch (failure) {
    const code = /** @type {NodeJS.ErrnoException} */ (failure).code;
    if (code === "EEXIST") {
      // There already (made by another process meanwhile, or a link to a folder, as mkdir -p takes it). A link
      // that leads nowhere fails here as what it is (no such file, a loop), as Node's own says it: not as a file.
      if (statSync(path).isDirectory()) return;
      throw failure;
    }
    if (code !== "ENOENT" || dirname(path) === path || tries === 1) throw failure;
    try {
      makeFolders(dirname(path));
    } catch (above) {
      // Something missing on the way, or a link that leads nowhere: said of this path, as Node's own says it.
      throw /** @type {NodeJS.ErrnoException} */ (above).code === "ENOENT" ? failure : above;
    }
    makeFolders(path, 1);
  }
}

/**
 * Writes `contents` beside `path` and renames it over: a reader sees the old or the new file, with
 * the permissions the old one had (a file the owner keeps from others' eyes stays so).
 * @param {string} path
 * @param {string | NodeJS.ArrayBufferView | readonly Uint8Array[]} contents a large file may come in parts, never joined in memory
 * @param {{ beforeRename?: () => void }} [options] `beforeRename` may still refuse, once the new file is written
 */
export function replaceFile(path, contents, { beforeRename } = {}) {
  makeFolders(dirname(path));
  const before = lstatSync(path, { throwIfNoEntry: false });
  // Who may read and write it, not the set-user and set-group bits of a file someone else may own.
  const staging = staged(path, contents, before?.isFile() ? before.mode & 0o777 : undefined);
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
 */
export function createFile(path, contents) {
  const staging = staged(path, contents);
  try {
    linkSync(staging, path);
  } finally {
    rmSync(staging, { force: true });
  }
}
