/**
 * Which folder the write stage may write into: never the content or project
 * folder, a folder above them, the home folder or the root, never a file, and
 * only a folder that is empty or the tool's own (its marker file). Also the
 * file-system calls the write stage makes, which tests replace to stop after
 * any of them, as a kill would.
 */
import {
  closeSync,
  type Dirent,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  type Stats,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, join, parse, relative, resolve, sep } from "node:path";
import { SiteError } from "../../errors.js";
import { makeFolders } from "../../file-writes.js";
import type { ProtectedKind } from "../../messages/index.js";
import { outputMarker } from "../common/output-file.js";

export const markerText =
  "This folder is written by `npx site build`; every build replaces what is in it. Keep nothing of your own here.\n" +
  "Diesen Ordner schreibt `npx site build`; jeder Build ersetzt seinen Inhalt. Legen Sie hier nichts Eigenes ab.\n";
/**
 * What a file manager leaves in a folder it shows (macOS's Finder, also as "._" files on a USB
 * stick; Windows's Explorer): neither the owner's work nor the tool's. Left where it is, and no
 * reason to stop a build; never uploaded (the deploy sends the build's files).
 */
export const isFileManagerLitter = (path: string) => /(^|\/)(\.DS_Store|\._[^/]*|Thumbs\.db|desktop\.ini)$/.test(path);

/** Before the paths the build wrote, in the marker. */
const writtenHeading = "Written by the last build / Vom letzten Build geschrieben:\n";

/** The marker of an output of `paths`: its words, then every path the build wrote, which are the tool's to replace. */
export function markerFor(paths: Iterable<string>): string {
  const listed = [...paths].filter((path) => path !== outputMarker).sort();
  return `${markerText}\n${writtenHeading}${listed.map((path) => `${path}\n`).join("")}`;
}

/**
 * What the output's marker says the tool wrote there: its paths, or "all" for the marker of an
 * earlier version, which named none. Undefined without a marker of the tool's: none, a link or a
 * folder by its name, or a file with other words.
 */
function writtenFiles(disk: Disk, out: string): ReadonlySet<string> | "all" | undefined {
  const marker = join(out, outputMarker);
  if (!disk.lstat(marker)?.isFile()) return undefined;
  // Line ends as Windows writes them (an editor, git's autocrlf) leave it the same marker.
  const text = disk.readFile(marker).toString().replace(/\r\n/g, "\n");
  if (text === markerText) return "all";
  const head = `${markerText}\n${writtenHeading}`;
  return text.startsWith(head) ? new Set(text.slice(head.length).split("\n").filter(Boolean)) : undefined;
}

/**
 * Whether the output's marker is one of an earlier version, which named none of the files it wrote:
 * the build replaces the files it writes now, and no other is proven the tool's.
 */
export function hasOlderMarker(disk: Disk, out: string): boolean {
  return writtenFiles(disk, out) === "all";
}

/**
 * Which of the output's folders the tool may remove once empty: those it made for the files it
 * wrote; none where its marker names none.
 */
export function madeFolders(disk: Disk, out: string): ((folder: string) => boolean) | undefined {
  const written = writtenFiles(disk, out);
  if (written === "all") return () => false;
  if (!written) return undefined;
  const folders = new Set<string>();
  for (const path of written)
    for (let at = path.lastIndexOf("/"); at > 0; at = path.lastIndexOf("/", at - 1)) folders.add(path.slice(0, at));
  return (folder) => folders.has(folder);
}

/** The file-system calls of the write stage. Tests pass one that stops after any of them, as a kill would. */
export interface Disk {
  mkdir(path: string): void;
  /** One new folder, its parent there: fails with EEXIST when anything has the name. */
  mkdirNew(path: string): void;
  /** `exclusive`: fails with EEXIST when the path exists. */
  writeFile(path: string, contents: string | Uint8Array, exclusive?: boolean): void;
  link(existing: string, path: string): void;
  rename(from: string, to: string): void;
  unlink(path: string): void;
  rmdir(path: string): void;
  removeTree(path: string): void;
  readFile(path: string): Buffer;
  /** Whether the file at `path` holds exactly `contents`. */
  holds(path: string, contents: Uint8Array): boolean;
  list(dir: string): Dirent[];
  lstat(path: string): Stats | undefined;
}

export const realDisk: Disk = {
  mkdir: (path) => makeFolders(path),
  mkdirNew: (path) => mkdirSync(path),
  // Exclusive: a new file or none, never through a link of the same name.
  writeFile: (path, contents, exclusive = false) => writeFileSync(path, contents, { flag: exclusive ? "wx" : "w" }),
  link: (existing, path) => linkSync(existing, path),
  rename: (from, to) => renameSync(from, to),
  unlink: (path) => unlinkSync(path),
  rmdir: (path) => rmdirSync(path),
  removeTree: (path) => rmSync(path, { recursive: true, force: true }),
  readFile: (path) => readFileSync(path),
  holds: (path, contents) => fileHolds(path, contents),
  list: (dir) => readdirSync(dir, { withFileTypes: true }),
  lstat: (path) => {
    try {
      return lstatSync(path, { throwIfNoEntry: false });
    } catch (failure) {
      // A file on the way, or links that lead round in a circle: nothing is there, and making it fails with the reason.
      if (errorCode(failure) === "ENOTDIR" || errorCode(failure) === "ELOOP") return undefined;
      throw failure;
    }
  },
};

/** Where fileHolds reads a file: one buffer for every file a build compares, not a new one each. */
let scratch = Buffer.allocUnsafe(0);

/**
 * Reads no more of the file than `contents` and a byte beyond: a longer file differs. A build compares
 * every page it made with the one in the output (43 MB for 810 pages); reading each into a new buffer
 * took twice as long.
 */
function fileHolds(path: string, contents: Uint8Array): boolean {
  if (scratch.length <= contents.length)
    scratch = Buffer.allocUnsafe(Math.max(contents.length + 1, 2 * scratch.length));
  const fd = openSync(path, "r");
  let size = 0;
  try {
    for (let read = -1; read !== 0 && size <= contents.length; size += read) {
      read = readSync(fd, scratch, size, contents.length + 1 - size, null);
    }
  } finally {
    closeSync(fd);
  }
  return size === contents.length && scratch.subarray(0, size).equals(contents);
}

export interface OutputOptions {
  /** The content folder and the project's folders: never replaced, and never inside or above the output. */
  protect?: { content?: string; project?: readonly string[] };
  disk?: Disk;
}

export type Kind = "file" | "folder" | "other";

export const errorCode = (failure: unknown) => (failure as NodeJS.ErrnoException | undefined)?.code;
const isInside = (child: string, parent: string) => {
  const path = relative(parent, child);
  return path !== "" && !path.startsWith(`..${sep}`) && path !== ".." && !parse(path).root;
};

export function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(realPath(parent), basename(path));
  }
}

/** The tool's own folder beside the output: lock, journal and staging. */
export function workFolder(outDir: string): string {
  const out = realPath(resolve(outDir));
  return join(dirname(out), ".site-build", basename(out));
}

/** Why the output folder must not be written, judged from its path alone. */
function protectedKind(out: string, protect: OutputOptions["protect"] = {}): ProtectedKind | undefined {
  if (parse(out).root === out) return "root";
  const content = protect.content && realPath(resolve(protect.content));
  if (content && out === content) return "content";
  if (content && isInside(out, content)) return "insideContent";
  const projects = [...(protect.project ?? []), ...(content ? [content] : [])].map((dir) => realPath(resolve(dir)));
  if (projects.some((dir) => dir === out || isInside(dir, out))) return "project";
  const home = realPath(homedir());
  if (home === out || isInside(home, out)) return "home";
  return undefined;
}

/** Every entry below `dir`, by path relative to it ("/" separators); symbolic links are never followed. */
export function listTree(disk: Disk, dir: string): Map<string, Kind> {
  const found = new Map<string, Kind>();
  const visit = (folder: string, prefix: string) => {
    for (const entry of disk.list(folder)) {
      const path = `${prefix}${entry.name}`;
      const kind: Kind = entry.isDirectory() ? "folder" : entry.isFile() ? "file" : "other";
      found.set(path, kind);
      if (kind === "folder") visit(join(folder, entry.name), `${path}/`);
    }
  };
  visit(dir, "");
  return found;
}

/**
 * Refuses an output the tool must not write whatever it holds: a protected folder, or a file; and a
 * link or a file where the tool's own folder beside it goes, which its lock, journal and staging
 * would be written and removed through.
 */
export function checkOutputPath(outDir: string, options: OutputOptions = {}): void {
  const disk = options.disk ?? realDisk;
  const out = realPath(resolve(outDir));
  const kind = protectedKind(out, options.protect);
  if (kind) throw SiteError.of("OutputProtected", { out: outDir, kind });
  const info = disk.lstat(out);
  if (info && !info.isDirectory()) throw SiteError.of("OutputIsFile", { out: outDir });
  const work = workFolder(out);
  for (const folder of [dirname(work), work]) {
    const found = disk.lstat(folder);
    if (found && (found.isSymbolicLink() || !found.isDirectory())) throw SiteError.of("WorkFolderTaken", { folder });
  }
}

/**
 * Refuses an output folder the tool must not write for what it holds: files of
 * someone else's, or the tool's own folder once a file it did not write is in
 * it. Its path was refused or accepted before (`checkOutputPath`, before the
 * lock is taken). Throws SiteError; moves nothing. Returns what the folder holds where it had
 * to list it all (`folder`: the folder it listed, links resolved), for the write, under the same
 * lock, to plan from.
 *
 * `ours`: besides those its marker names, the files that count as the tool's: those of a
 * journal being finished. A folder without the marker is nobody's to take over, whatever it holds
 * (an `.htaccess` like the tool's proves nothing).
 */
export function checkOutputFolder(
  outDir: string,
  options: OutputOptions = {},
  ours?: ReadonlySet<string>,
): { folder: string; tree: Map<string, Kind> } | undefined {
  const disk = options.disk ?? realDisk;
  const out = realPath(resolve(outDir));
  if (!disk.lstat(out)) return undefined;
  const entries = disk.list(out).map((entry) => entry.name);
  if (entries.length === 0) return undefined;
  const written = writtenFiles(disk, out);
  if (written === "all") return undefined;
  if (written) {
    // A file of the owner's among the tool's (or a link, which the tool never makes): the build
    // replaces or removes none of it, and stops.
    const tree = listTree(disk, out);
    const theirs = [...tree].find(
      ([path, kind]) =>
        kind !== "folder" &&
        path !== outputMarker &&
        (kind === "other" || (!written.has(path) && !ours?.has(path))) &&
        !isFileManagerLitter(path),
    );
    if (theirs) throw SiteError.of("OutputHoldsOthers", { out: outDir, file: theirs[0] });
    return { folder: out, tree };
  }
  throw SiteError.of("OutputNotOwned", { out: outDir, file: entries.sort()[0] });
}
