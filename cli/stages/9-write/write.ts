/**
 * Write stage: publishes the site into its output folder (dist/) so that the
 * folder is never missing or half-written, whatever instant the process dies
 * at, and so that nothing the tool did not create is ever lost.
 *
 * - Ownership: the tool writes only into a folder that does not exist, is
 *   empty, or carries its marker file (`.site-output`), which lists every file
 *   the last build wrote: only those are replaced or removed, and a file of
 *   anyone else's there stops the build. Any other output is refused before
 *   anything moves (output-folder.ts).
 * - Changed files are written to a staging folder beside the output, in
 *   `<parent>/.site-build/<name>/`. Then a journal of every step is committed
 *   by one rename, and the steps run: folders, assets, other files, new pages,
 *   the other pages and the sitemap, host configuration, removals. Each file is
 *   replaced by a rename, so a reader sees its old or its new version, and
 *   what a page names or links to is in place before it. Unchanged files are
 *   not touched. A first build, into a folder not there yet, makes the whole
 *   site beside it and moves it into place by one rename.
 * - A process that dies after the commit leaves the journal: the next build
 *   (or `site serve`) completes it first, if the output is still the tool's
 *   own, making again any folder deleted meanwhile (write-journal.ts). One
 *   that dies before leaves the output as it was; its staging folder is
 *   removed by the next run.
 * - One writer at a time: a lock file names the process holding it; the lock
 *   of a process that no longer runs is taken over (output-lock.ts).
 */
import { dirname, join, resolve } from "node:path";
import { SiteError } from "../../errors.js";
import { type OutputFile, outputMarker } from "../common/output-file.js";
import {
  checkOutputFolder,
  checkOutputPath,
  type Disk,
  errorCode,
  hasOlderMarker,
  isFileManagerLitter,
  type Kind,
  listTree,
  madeFolders,
  markerFor,
  type OutputOptions,
  realDisk,
  realPath,
  workFolder,
} from "./output-folder.js";
import { type LockOptions, processIsAlive, takeLock } from "./output-lock.js";
import { applyJournal, foundAt, type Journal, recover } from "./write-journal.js";

export interface WriteOptions extends OutputOptions, Partial<Omit<LockOptions, "disk">> {}

export interface WriteSummary {
  written: number;
  removed: number;
}

const isPage = (path: string) => path.endsWith(".html");
/** Host configuration names the pages' inline code by hash: it follows the pages. */
const isHostFile = (path: string) => !path.includes("/") && /^(_headers|_redirects|\.htaccess)$/.test(path);
/**
 * When a file is put in place (deploy follows it too): assets before the pages that name them, new
 * pages before the pages and the sitemap that link to them, host configuration last. A process killed
 * between two steps leaves every link of the pages in place leading somewhere.
 * `fresh`: nothing stands at the path yet.
 */
export const stepOrder = (path: string, fresh = false) =>
  path === outputMarker
    ? 0
    : isHostFile(path)
      ? 4
      : path === "sitemap.xml" || (isPage(path) && !fresh)
        ? 3
        : isPage(path)
          ? 2
          : 1;

/** What the write must do, from what the output holds now (`listed`, when just listed under the lock). Reads only. */
function planWrite(
  disk: Disk,
  out: string,
  files: readonly OutputFile[],
  staging: string,
  listed: Map<string, Kind> | undefined,
) {
  const existing = listed ?? (disk.lstat(out)?.isDirectory() ? listTree(disk, out) : new Map<string, Kind>());
  // A folder the owner made, empty, stays: the tool removes only those it made.
  const made = existing.size > 0 ? madeFolders(disk, out) : undefined;
  const wantedFiles = new Map(files.map((file) => [file.path, file]));
  const wantedFolders = new Set<string>();
  for (const path of wantedFiles.keys()) {
    for (let folder = dirname(path); folder !== "."; folder = dirname(folder)) wantedFolders.add(folder);
  }
  const clear = [...existing]
    .filter(
      ([path, kind]) => (wantedFiles.has(path) && kind !== "file") || (wantedFolders.has(path) && kind !== "folder"),
    )
    .map(([path]): [string, "file" | "folder"] => [path, wantedFiles.has(path) ? "file" : "folder"])
    .sort();
  // A folder where a file goes is removed with what it holds: only one the tool made.
  const theirs = clear.find(([path]) => existing.get(path) === "folder" && made?.(path) === false)?.[0];
  const cleared = (path: string) => clear.some(([gone]) => path === gone || path.startsWith(`${gone}/`));
  const changed = [...wantedFiles.values()].filter(
    (file) =>
      cleared(file.path) || existing.get(file.path) !== "file" || !sameBytes(disk, join(out, file.path), file.contents),
  );
  const order = (path: string) => stepOrder(path, cleared(path) || existing.get(path) !== "file");
  changed.sort((a, b) => order(a.path) - order(b.path) || (a.path < b.path ? -1 : 1));
  const journal: Journal = {
    staging,
    clear,
    folders: [...wantedFolders].filter((folder) => cleared(folder) || existing.get(folder) !== "folder").sort(),
    put: changed.map((file, index) => [String(index), file.path]),
    remove: [...existing]
      .filter(
        ([path, kind]) => kind !== "folder" && !wantedFiles.has(path) && !cleared(path) && !isFileManagerLitter(path),
      )
      .map(([path]) => path)
      // Pages that go, before the assets only they name.
      .sort((a, b) => stepOrder(b) - stepOrder(a) || (a < b ? -1 : 1)),
    removeFolders: [...existing]
      .filter(
        ([path, kind]) => kind === "folder" && !wantedFolders.has(path) && !cleared(path) && (made?.(path) ?? true),
      )
      .map(([path]) => path)
      .sort()
      .reverse(),
  };
  journal.found = Object.fromEntries(
    [...journal.put.map(([, path]) => path), ...journal.remove].map((path) => [path, foundAt(disk, join(out, path))]),
  );
  return { journal, changed, theirs };
}

function sameBytes(disk: Disk, path: string, contents: string | Uint8Array): boolean {
  return disk.holds(path, typeof contents === "string" ? Buffer.from(contents) : contents);
}

function resolved(options: WriteOptions): Required<Omit<WriteOptions, "protect">> {
  return {
    disk: options.disk ?? realDisk,
    isAlive: options.isAlive ?? processIsAlive,
    lockWaitMs: options.lockWaitMs ?? 30_000,
  };
}

/** Runs `step` holding the output's lock, after completing what a build that died left behind. */
async function withOutputLock<T>(outDir: string, options: WriteOptions, step: (out: string, work: string) => T) {
  const settings = resolved(options);
  const out = realPath(resolve(outDir));
  const work = workFolder(out);
  const release = await takeLock(work, outDir, settings);
  try {
    recover(settings.disk, work, out, outDir, options);
    return step(out, work);
  } finally {
    release();
  }
}

/** Brings the output back to a complete build if one died while writing it (for `site build` and `site serve`). */
export async function recoverOutput(outDir: string, options: WriteOptions = {}): Promise<void> {
  checkOutputPath(outDir, options);
  // Nothing to do unless a build left its folder behind: the usual case costs one lstat more.
  if (!(options.disk ?? realDisk).lstat(workFolder(outDir))) return;
  try {
    await withOutputLock(outDir, options, () => {});
  } catch (failure) {
    throw asWriteFailure(failure, outDir);
  }
}

/** A file-system failure as the owner reads it: the path and the reason, in one line. */
function asWriteFailure(failure: unknown, outDir: string): unknown {
  const code = errorCode(failure);
  if (failure instanceof SiteError || !code) return failure;
  const path = (failure as NodeJS.ErrnoException).path ?? outDir;
  return SiteError.of("OutputWriteFailed", { path, code }, { cause: failure });
}

/**
 * A first build, into a folder that is not there yet: the whole site is made beside its place, the
 * place is claimed by making the folder, empty, and the site is moved over it by one rename, so a
 * kill at any instant leaves no output, an empty folder, or all of it. Undefined when something took
 * the place meanwhile: the build then writes into it as into any output, if it may.
 */
function writeWhole(disk: Disk, work: string, out: string, files: readonly OutputFile[]): WriteSummary | undefined {
  const tree = join(work, `tree-${process.pid}`);
  try {
    disk.mkdir(tree);
    for (const file of files) {
      const path = join(tree, ...file.path.split("/"));
      disk.mkdir(dirname(path));
      disk.writeFile(path, file.contents, true);
    }
    try {
      // Made by this build, or failing: a rename would replace an empty folder someone made meanwhile.
      disk.mkdirNew(out);
    } catch (failure) {
      if (errorCode(failure) !== "EEXIST") throw failure;
      disk.removeTree(tree);
      return undefined;
    }
    disk.rename(tree, out);
  } catch (failure) {
    try {
      disk.removeTree(tree);
    } catch {}
    throw failure;
  }
  return { written: files.length, removed: 0 };
}

/** Publishes `files` as the whole content of `outDir`. */
export async function writeSite(
  outDir: string,
  files: readonly OutputFile[],
  options: WriteOptions = {},
): Promise<WriteSummary> {
  const disk = options.disk ?? realDisk;
  // The marker names every file the build writes: the next one replaces or removes those, and no other.
  const wanted = [{ path: outputMarker, contents: markerFor(files.map((file) => file.path)) }, ...files];
  // Its path before the lock is taken beside it; what it holds once the lock is held.
  checkOutputPath(outDir, options);
  try {
    return await withOutputLock(outDir, options, (out, work) => {
      let listed = checkOutputFolder(outDir, options);
      if (!disk.lstat(out)) {
        const whole = writeWhole(disk, work, out, wanted);
        if (whole) return whole;
        // Something took its place meanwhile: judged as any output is.
        checkOutputPath(outDir, options);
        listed = checkOutputFolder(outDir, options);
      }
      if (hasOlderMarker(disk, out)) {
        // An earlier version's marker proves the folder the tool's, not which files: one this build does
        // not write, or a link or anything but a file where it writes one, stays, and stops it.
        const paths = new Set(wanted.map((file) => file.path));
        const unknown = [...listTree(disk, out)].find(
          ([path, kind]) => kind !== "folder" && (kind === "other" || !paths.has(path)) && !isFileManagerLitter(path),
        );
        if (unknown) throw SiteError.of("OutputOlderMarker", { out: outDir, file: unknown[0] });
      }
      const staging = `staging-${process.pid}`;
      // Listed above, if of this very folder (a link on the way could have been changed since the lock).
      const tree = listed?.folder === out ? listed.tree : undefined;
      const { journal, changed, theirs } = planWrite(disk, out, wanted, staging, tree);
      if (theirs) throw SiteError.of("OutputHoldsOthers", { out: outDir, file: theirs });
      const summary = { written: changed.length, removed: journal.remove.length };
      if (!journal.put.length && !journal.remove.length && !journal.clear.length && !journal.removeFolders.length) {
        return summary;
      }
      try {
        disk.mkdir(join(work, staging));
        for (const [index, file] of changed.entries())
          disk.writeFile(join(work, staging, String(index)), file.contents);
        // The commit: until this rename the output is untouched, after it the journal is run to its end.
        disk.writeFile(join(work, "journal.tmp"), JSON.stringify(journal), true);
        disk.rename(join(work, "journal.tmp"), join(work, "journal"));
      } catch (failure) {
        // Not committed (a full disk, say): the output is as it was; the staged files go.
        for (const leftover of [join(work, staging), join(work, "journal.tmp")]) {
          try {
            disk.removeTree(leftover);
          } catch {}
        }
        throw failure;
      }
      applyJournal(disk, work, out, journal);
      disk.unlink(join(work, "journal"));
      disk.rmdir(join(work, staging));
      return summary;
    });
  } catch (failure) {
    throw asWriteFailure(failure, outDir);
  }
}
