/**
 * Write stage: the whole site goes into a staging folder beside the output and
 * replaces it only when every file is written, so a failed build never leaves
 * a half-written dist/ behind.
 *
 * The output a build replaces is kept beside it as `.dist.spare` and becomes
 * the next build's staging folder: its folders already exist, files that are
 * no longer part of the site are removed, and files whose bytes did not change
 * are not written again. Creating and deleting hundreds of folders on every
 * build cost more than all the rendering; anything in the spare folder is
 * compared byte for byte, never trusted.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

export interface OutputFile {
  /** Relative to the output folder, with "/" separators. */
  path: string;
  contents: string | Uint8Array;
}

/** The folder beside `outDir` that the next build writes into. */
export function spareFolder(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}.spare`);
}

export async function writeAtomically(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const parent = dirname(outDir);
  const spare = spareFolder(outDir);
  const staging = join(parent, `.${basename(outDir)}.building-${process.pid}`);
  const previous = join(parent, `.${basename(outDir)}.previous-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  // Renaming claims the spare folder: two builds at once never share it.
  const reused = tryRename(spare, staging);
  try {
    const folders = new Set(files.map((file) => dirname(join(staging, file.path))));
    if (reused) removeOthers(staging, files);
    // Folders one after another, synchronously: hundreds of awaited mkdir calls cost more than the writes.
    for (const folder of [...folders].sort()) mkdirSync(folder, { recursive: true });
    const changed = reused ? files.filter((file) => !sameBytes(join(staging, file.path), file.contents)) : files;
    await Promise.all(changed.map((file) => writeFile(join(staging, file.path), file.contents)));
    const hadPrevious = tryRename(outDir, previous);
    await rename(staging, outDir);
    // Another build may have parked its own spare meanwhile: then this one is not needed.
    if (hadPrevious && !tryRename(previous, spare)) await rm(previous, { recursive: true, force: true });
  } catch (failure) {
    await rm(staging, { recursive: true, force: true });
    throw failure;
  }
}

/** false when `from` does not exist or cannot be moved (then the caller goes without it). */
function tryRename(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTEMPTY" || code === "EEXIST" || code === "EPERM" || code === "EACCES") {
      return false;
    }
    throw error;
  }
}

/** Deletes everything below `dir` that is neither one of `files` nor a folder on the way to one. */
function removeOthers(dir: string, files: readonly OutputFile[]): void {
  const wanted = new Set(files.map((file) => join(dir, file.path)));
  const folders = new Set<string>();
  for (const file of wanted) {
    for (let folder = dirname(file); folder.length > dir.length && !folders.has(folder); folder = dirname(folder))
      folders.add(folder);
  }
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const keep = entry.isDirectory() ? folders.has(path) : entry.isFile() && wanted.has(path);
    // Listed before anything was removed: entries of a folder already gone are skipped by force.
    if (!keep) rmSync(path, { recursive: true, force: true });
  }
}

function sameBytes(path: string, contents: string | Uint8Array): boolean {
  try {
    const old = readFileSync(path);
    return typeof contents === "string" ? old.equals(Buffer.from(contents)) : old.equals(contents);
  } catch {
    return false;
  }
}
