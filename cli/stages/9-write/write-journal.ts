/**
 * The journal of a write (write.ts): the steps that turn the output folder into the new build,
 * committed by one rename before the first one runs, and run to their end by the next build (or
 * `site serve`) when a process died after the commit. Each step checks first, since it may already
 * have run; a journal run again looks at every folder on the way, and leaves a file put there by
 * hand since the build died where it is.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { SiteError } from "../../errors.js";
import { outputMarker } from "../common/output-file.js";
import { checkOutputFolder, type Disk, errorCode, type OutputOptions } from "./output-folder.js";
import { unlinkIfThere } from "./output-lock.js";

/** The steps that turn the output folder into the new build, committed before the first one runs. */
export interface Journal {
  staging: string;
  /** Entries of the wrong kind where a file or folder must go (a file named like a folder), and what must go there: removed first. */
  clear: [string, "file" | "folder"][];
  /** Folders to create, parents first. */
  folders: string[];
  /** [name in the staging folder, path in the output], in the order they are moved in. */
  put: [string, string][];
  /** Files of an earlier build that this one no longer has. */
  remove: string[];
  /** Folders that are left empty then, deepest first. */
  removeFolders: string[];
  /**
   * What stood at each path the journal replaces or removes when it was planned: the size and hash
   * of the tool's file, or null for none. A journal finished after a kill touches a path only while
   * it still holds that, so a file put there by hand meanwhile stays.
   */
  found?: Record<string, Found>;
}

type Found = [size: number, sha256: string] | null;

/** What stands at `path` now, as a journal records it (a folder or a link by its kind alone). */
export function foundAt(disk: Disk, path: string): Found {
  const info = disk.lstat(path);
  if (!info) return null;
  if (!info.isFile()) return [-1, info.isDirectory() ? "folder" : "other"];
  return [info.size, createHash("sha256").update(disk.readFile(path)).digest("hex")];
}

/** A path the journal may name: inside the output, "/" separators, no empty, "." or ".." part. */
const isOutputPath = (path: unknown) =>
  typeof path === "string" &&
  path !== "" &&
  path
    .split("/")
    .every((part) => part !== "" && part !== "." && part !== ".." && !part.includes("\\") && !part.includes("\0"));

function readJournal(disk: Disk, file: string): Journal | undefined {
  try {
    const journal = JSON.parse(disk.readFile(file).toString()) as Journal;
    const lists = [journal.clear, journal.folders, journal.put, journal.remove, journal.removeFolders];
    if (typeof journal.staging !== "string" || !/^staging-\d+$/.test(journal.staging) || !lists.every(Array.isArray))
      return undefined;
    // A journal is only ever the tool's own; one naming a path outside the output is not run.
    const paths = [
      ...journal.clear.map((step) => step?.[0]),
      ...journal.folders,
      ...journal.put.map((step) => step?.[1]),
      ...journal.remove,
      ...journal.removeFolders,
    ];
    const staged = journal.put.every((step) => Array.isArray(step) && /^\d+$/.test(String(step[0])));
    const found =
      journal.found === undefined ||
      (typeof journal.found === "object" &&
        journal.found !== null &&
        Object.values(journal.found).every(
          (value) =>
            value === null ||
            (Array.isArray(value) && value.length === 2 && Number.isFinite(value[0]) && typeof value[1] === "string"),
        ));
    return staged && found && paths.every(isOutputPath) ? journal : undefined;
  } catch (failure) {
    if (errorCode(failure) === "ENOENT" || failure instanceof SyntaxError) return undefined;
    throw failure;
  }
}

/**
 * Whether every folder on the way to `path` in the output is a folder, not a link to one elsewhere. The
 * plan was made from the output as it was; a journal run again after a kill finds it as it is now.
 */
function onlyFolders(disk: Disk, out: string, path: string): boolean {
  const parts = path.split("/").slice(0, -1);
  return parts.every((_, index) => disk.lstat(join(out, ...parts.slice(0, index + 1)))?.isDirectory() ?? true);
}

/**
 * Runs a committed journal's steps; each may already have run before a kill, so each checks first.
 * `again`: the journal of a build that died, run by the next one, which looks at every folder on the
 * way first: it removes nothing behind a link, and puts a file behind one only after the link itself
 * has made room for a folder.
 */
export function applyJournal(disk: Disk, work: string, out: string, journal: Journal, again = false): void {
  const at = (path: string) => join(out, ...path.split("/"));
  const reachable = (path: string) => !again || onlyFolders(disk, out, path);
  for (const [path, kind] of journal.clear) {
    // Run again after a kill, the entry may already be the new one.
    const info = reachable(path) ? disk.lstat(at(path)) : undefined;
    if (info && !(kind === "file" ? info.isFile() : info.isDirectory())) disk.removeTree(at(path));
  }
  disk.mkdir(out);
  const moveIn = ([staged, path]: [string, string]) => {
    const from = join(work, journal.staging, staged);
    if (!disk.lstat(from)) return;
    if (!reachable(path)) makeRoom(disk, out, path);
    try {
      disk.rename(from, at(path));
    } catch (failure) {
      if (!["ENOENT", "ENOTDIR", "EISDIR", "ENOTEMPTY", "EEXIST"].includes(errorCode(failure) ?? "")) throw failure;
      // The output changed after the journal was planned (a folder deleted by hand, a file put
      // where a folder was, while the build lay dead): made to fit, as the plan would have.
      makeRoom(disk, out, path);
      disk.rename(from, at(path));
    }
  };
  // The marker before anything else: a new output killed from here on is already the tool's own.
  const [marker, ...rest] = journal.put[0]?.[1] === outputMarker ? journal.put : [undefined, ...journal.put];
  if (marker) moveIn(marker);
  for (const folder of journal.folders) {
    if (again) makeFolders(disk, out, folder.split("/"));
    else disk.mkdir(at(folder));
  }
  for (const step of rest) if (step) moveIn(step);
  for (const path of journal.remove) {
    if (!reachable(path)) continue;
    try {
      disk.unlink(at(path));
    } catch (failure) {
      if (errorCode(failure) !== "ENOENT") throw failure;
    }
  }
  for (const folder of journal.removeFolders) {
    if (!reachable(folder) || disk.lstat(at(folder))?.isSymbolicLink()) continue;
    try {
      disk.rmdir(at(folder));
    } catch (failure) {
      if (!["ENOENT", "ENOTEMPTY", "EEXIST"].includes(errorCode(failure) ?? "")) throw failure;
    }
  }
}

/** Folders for every parent of `path` in the output, and nothing in the way of the file itself. */
function makeRoom(disk: Disk, out: string, path: string): void {
  const parts = path.split("/");
  const target = join(makeFolders(disk, out, parts.slice(0, -1)), parts[parts.length - 1]);
  if (disk.lstat(target)?.isDirectory()) disk.removeTree(target);
}

/** The folder of `parts` in the output, each on the way a folder: made where missing or where something else is. */
function makeFolders(disk: Disk, out: string, parts: string[]): string {
  let folder = out;
  for (const part of parts) {
    folder = join(folder, part);
    const info = disk.lstat(folder);
    if (info?.isDirectory()) continue;
    // A file or a link where a folder belongs: the link itself goes, never what it points to.
    if (info) disk.removeTree(folder);
    disk.mkdir(folder);
  }
  return folder;
}

/**
 * The first path a journal still has to replace or remove that no longer holds what it held when
 * the journal was planned: a file put there by hand after the build died.
 */
function changedSince(disk: Disk, work: string, out: string, journal: Journal): string | undefined {
  const { found } = journal;
  if (!found) return undefined;
  const at = (path: string) => join(out, ...path.split("/"));
  const same = (path: string) => {
    const now = foundAt(disk, at(path));
    const then = found[path] ?? null;
    return now === null || (then !== null && now.every((value, index) => value === then[index]));
  };
  // A file already moved in has left the staging folder: its place holds the new one, rightly.
  const pending = journal.put
    .filter(([staged]) => disk.lstat(join(work, journal.staging, staged)))
    .map(([, path]) => path);
  return [...pending, ...journal.remove].find((path) => !same(path));
}

/**
 * Completes what a build that died left behind: a committed journal is run
 * to its end, staging folders and half-made lock files are removed. Runs
 * with the lock held.
 */
export function recover(disk: Disk, work: string, out: string, outDir: string, options: OutputOptions): void {
  const journalFile = join(work, "journal");
  const journal = readJournal(disk, journalFile);
  // An output deleted since then is not brought back in parts.
  if (journal && disk.lstat(out)?.isDirectory()) {
    // The folder may have been replaced since the build died: nothing is touched unless it is still the tool's.
    const ours = [...journal.put.map(([, path]) => path), ...journal.remove];
    checkOutputFolder(outDir, options, new Set(ours));
    const theirs = changedSince(disk, work, out, journal);
    if (theirs) throw SiteError.of("OutputHoldsOthers", { out: outDir, file: theirs });
    applyJournal(disk, work, out, journal, true);
  }
  if (disk.lstat(journalFile)) disk.unlink(journalFile);
  for (const entry of disk.list(work)) {
    const path = join(work, entry.name);
    if (/^(staging|tree)-\d+$/.test(entry.name)) disk.removeTree(path);
    // Another live build removes its own lock.<pid>.tmp (its attempt at the lock) or lock.stale-<pid> (a dead
    // build's lock it claimed) a moment after making it: gone between the listing and the unlink, as wanted.
    else if (
      /^(journal\.tmp|lock\.\d+\.tmp|lock\.stale-\d+)$/.test(entry.name) &&
      entry.name !== `lock.${process.pid}.tmp`
    )
      unlinkIfThere(disk, path);
  }
}
