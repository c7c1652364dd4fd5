// Making a folder and the folders on the way to it, for every folder the tool makes: its caches, the
// output, the editor's files (cli/file-writes.js), and the folder of Node's compile cache, made at
// the start (cli/bundle.js). Plain JavaScript, Node's modules looked up when called, as bundle.js
// loads it before anything is bundled and before any command runs.

/** Node's fs, its functions looked up when called. */
const fs = process.getBuiltinModule("node:fs");
const { dirname } = process.getBuiltinModule("node:path");

/**
 * Makes `path` and the folders on the way to it, as mkdir -p does. Node's own (`recursive: true`, and
 * what its compile cache runs) tries again for ever where a folder refuses a new entry with "no such
 * file" (/proc, behind a link a cache folder may be): here each folder is tried once more after its
 * parent, then the error stands.
 * @param {string} path
 * @param {number} [tries]
 */
export function makeFolders(path, tries = 2) {
  try {
    fs.mkdirSync(path);
  } catch (failure) {
    const code = /** @type {NodeJS.ErrnoException} */ (failure).code;
    if (code === "EEXIST") {
      // There already (made by another process meanwhile, or a link to a folder, as mkdir -p takes it). A link
      // that leads nowhere fails here as what it is (no such file, a loop), as Node's own says it: not as a file.
      if (fs.statSync(path).isDirectory()) return;
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
 * Whether `path` is a folder now, made if it was missing; false where it cannot be.
 * @param {string} path
 */
export function canMake(path) {
  try {
    makeFolders(path);
    return true;
  } catch {
    return false;
  }
}
