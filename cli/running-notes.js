// Which bundles processes still run from (cli/bundle.js): a note beside a bundle's folder for each
// process that may still load one of its chunks, and whether the process of a note still runs.
const fs = process.getBuiltinModule("node:fs");

/** The notes of this process that it runs from a bundle, removed as it ends. */
const notes = new Set();

/**
 * Notes, beside the bundle's folder, that this process runs from it until it ends: a process that makes a
 * newer bundle leaves the folder meanwhile, whose chunks and fingerprints this one reads when first needed
 * (site serve publishes hours after it started, the templates edited and bundled twice since). Empty;
 * created, never written through; left behind by a killed process, it goes with the next bundle made.
 * @param {string} folder
 */
export function runningFrom(folder) {
  const note = `${folder}.${process.pid}.run`;
  if (notes.has(note)) return;
  try {
    fs.closeSync(fs.openSync(note, "wx"));
  } catch {
    return;
  }
  if (notes.size === 0)
    process.once("exit", () => {
      for (const path of notes) fs.rmSync(path, { force: true });
    });
  notes.add(note);
}

/**
 * Whether process `pid` still runs (EPERM: it does, as another user).
 * @param {number} pid
 */
export function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (failure) {
    return /** @type {NodeJS.ErrnoException} */ (failure).code === "EPERM";
  }
}
