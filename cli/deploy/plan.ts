/**
 * What a deploy must do, decided from values alone: the build's files, the
 * records the last deploys left on the server, and what the server holds now.
 *
 * - A file is the tool's to overwrite or delete only while what the server
 *   shows matches its record in the manifest (records.ts): size and time, or
 *   else the hash of its bytes, read back; anything else is left in place and
 *   named. Size and time alone are no proof to lose a file by: what a deploy
 *   deletes is moved, and what it replaces hard-linked where the server can,
 *   into `.site-deploy/replaced/` on the server (replaced.ts); elsewhere a
 *   replaced file is read back and proven by its bytes. Folders are removed
 *   only when a deploy created them, and only empty.
 * - A file the site needs that is missing, or changed on the server since the
 *   last deploy (or was never the tool's), is uploaded again; a changed one is
 *   first copied to the owner's computer, so nothing anybody put there is lost.
 * - A symbolic link where the site needs a file or a folder is never written
 *   through: the deploy is refused, unless the owner asks for the link itself
 *   (never what it points to) to be replaced.
 */
import { createHash } from "node:crypto";
import { posix } from "node:path";
import { stepOrder } from "../stages/9-write/write.js";
import { type FileRecord, isDeployablePath, type Known, type KnownUploads } from "./records.js";

/** A file larger than this is not read back to prove or keep it. */
export const readBackLimit = 32 * 1024 * 1024;

export interface DeployFile {
  /** Relative to the remote folder, "/" separated, as in dist/. */
  path: string;
  contents: Uint8Array;
  /** sha256 of the contents, hex. */
  hash: string;
}

export const hashOf = (contents: Uint8Array) => createHash("sha256").update(contents).digest("hex");

/** The build's files as the deploy uploads them. A path the deploy could not safely own is a bug in the build. */
export function deployFiles(files: readonly { path: string; contents: string | Uint8Array }[]): DeployFile[] {
  return files.map((file) => {
    if (!isDeployablePath(file.path)) throw new Error(`the build made a file the deploy cannot upload: ${file.path}`);
    const contents = typeof file.contents === "string" ? Buffer.from(file.contents) : file.contents;
    return { path: file.path, contents, hash: hashOf(contents) };
  });
}

/** What the server shows at a path, as the deploy looked before changing anything. */
export type Found =
  | { kind: "missing" }
  /** A folder on the way is a link or not a folder: the path is not looked at through it. */
  | { kind: "blocked"; by: string; byKind: "link" | "file" | "other" }
  | {
      kind: "file";
      size: number;
      time?: string /** Read back: the hash of its bytes, when it was needed and not too large. */;
      hash?: string;
    }
  | { kind: "folder" }
  | { kind: "link" }
  | { kind: "other" };

/** Whether the file there is one a deploy wrote and nobody changed since: its record's size and time, or its bytes' hash. */
export function isProven(known: Known | undefined, found: Found): boolean {
  if (!known || found.kind !== "file") return false;
  if (found.hash !== undefined) return known.hashes.includes(found.hash);
  return (
    known.hashes.length === 1 && known.size === found.size && known.time !== undefined && known.time === found.time
  );
}

/**
 * Whether proving the file there needs its bytes read back: its size and time do not settle it, or
 * the build replaces it and the server cannot keep the old one aside (`keepsAside`: a hard link into
 * .site-deploy/replaced/, replaced.ts). Size and time alone never let a file go without a way back.
 */
export function needsReading(known: Known | undefined, found: Found, wanted?: DeployFile, keepsAside = false): boolean {
  if (found.kind !== "file" || found.hash !== undefined) return false;
  if (isProven(known, found)) {
    const replaced = wanted !== undefined && !known?.hashes.includes(wanted.hash);
    return replaced && !keepsAside && found.size <= readBackLimit;
  }
  // Nothing the tool knows could have this size: changed. A file the build needs is read anyway, to keep a copy.
  if (!wanted && known?.hashes.length === 1 && known.size !== undefined && known.size !== found.size) return false;
  return found.size <= readBackLimit && (wanted !== undefined || (known?.hashes.length ?? 0) > 0);
}

export interface Conflict {
  path: string;
  /**
   * What is there: a link (a folder or file), a file where a folder must be, a folder where a file must
   * be, a file too large to keep a copy of, no folder where the deploy keeps what it replaces (replaced.ts).
   */
  what: "link" | "file-in-the-way" | "folder-in-the-way" | "too-large" | "kept-folder";
}

export interface Plan {
  /** In the order they go up: assets, new pages, the other pages and the sitemap, host configuration. */
  upload: DeployFile[];
  /** Files the build needs that the server lost or that were changed there: uploaded again. */
  drift: { path: string; was: "missing" | "changed" | "foreign"; copy?: string }[];
  /** Proven files the build no longer has, in the order they go: host configuration and pages before the assets they name. */
  remove: string[];
  /** Files an earlier deploy listed that cannot be proven unchanged: left in place. */
  kept: { path: string; why: "changed" | "not-a-file" | "behind-link" }[];
  /** What stands where the site needs a file or folder: the deploy stops unless every one is a link the owner lets it replace. */
  conflicts: Conflict[];
  /** Links the owner let the deploy replace (the links themselves, never what they point to). */
  unlink: string[];
  /** Folders to create, parents first, and created folders the build no longer needs, deepest first. */
  createFolders: string[];
  removeFolders: string[];
  unchanged: number;
  /** What the server is known to hold before (the pending journal's `previous`). */
  known: KnownUploads;
  /** What it holds after (the new manifest, less the times of the uploaded files). */
  next: Record<string, string>;
  /** Records of the files that stay as they are, with the time the server showed (read back where it had changed). */
  stays: Record<string, FileRecord>;
}

const byStep = (a: string, b: string, fresh?: ReadonlySet<string>) =>
  stepOrder(a, fresh?.has(a)) - stepOrder(b, fresh?.has(b)) || (a < b ? -1 : a > b ? 1 : 0);
const byDepth = (a: string, b: string) => a.split("/").length - b.split("/").length || (a < b ? -1 : a > b ? 1 : 0);

/** Folders that must exist before `paths` are uploaded, parents first. */
export function foldersFor(paths: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const path of paths) {
    for (let folder = posix.dirname(path); folder !== "."; folder = posix.dirname(folder)) folders.add(folder);
  }
  return [...folders].sort(byDepth);
}

export interface PlanOptions {
  /** Replace a link where the site needs a file or folder (the link only; what it points to stays). */
  replaceLinks?: boolean;
}

export function planDeploy(
  files: readonly DeployFile[],
  known: KnownUploads,
  at: (path: string) => Found,
  options: PlanOptions = {},
): Plan {
  const conflicts = new Map<string, Conflict["what"]>();
  const unlink = new Set<string>();
  const upload: DeployFile[] = [];
  /** Files nothing of the site stands at yet: new pages go up before the pages that link to them. */
  const fresh = new Set<string>();
  const drift: Plan["drift"] = [];
  const stays: Record<string, FileRecord> = {};
  const wanted = new Set(files.map((file) => file.path));
  const neededFolders = foldersFor([...wanted]);
  /** What is there once the links the owner lets go are gone. */
  const seen = (path: string): Found => {
    const found = at(path);
    if (options.replaceLinks && found.kind === "blocked" && found.byKind === "link") return { kind: "missing" };
    return found;
  };
  const inTheWay = (path: string, what: Conflict["what"]) => {
    if (what === "link" && options.replaceLinks) unlink.add(path);
    else conflicts.set(path, what);
  };

  const createFolders: string[] = [];
  for (const folder of neededFolders) {
    const found = seen(folder);
    if (found.kind === "missing") createFolders.push(folder);
    else if (found.kind === "link") {
      inTheWay(folder, "link");
      if (options.replaceLinks) createFolders.push(folder);
    } else if (found.kind === "file" || found.kind === "other") inTheWay(folder, "file-in-the-way");
  }

  for (const file of files) {
    const record = known.files[file.path];
    const found = seen(file.path);
    if (found.kind === "blocked") continue; // the folder on the way is the conflict
    if (found.kind === "link") {
      inTheWay(file.path, "link");
      if (options.replaceLinks) {
        fresh.add(file.path);
        upload.push(file);
      }
      continue;
    }
    if (found.kind === "folder" || found.kind === "other") {
      inTheWay(file.path, "folder-in-the-way");
      continue;
    }
    if (found.kind === "missing") {
      if (record && !record.unfinished && at(file.path).kind === "missing") {
        drift.push({ path: file.path, was: "missing" });
      }
      fresh.add(file.path);
      upload.push(file);
      continue;
    }
    const proven = isProven(record, found);
    const holds = found.hash ?? (proven ? record?.hashes[0] : undefined);
    if (holds === file.hash) {
      stays[file.path] = {
        hash: file.hash,
        size: found.size,
        ...(found.time === undefined ? {} : { time: found.time }),
      };
      continue;
    }
    if (!proven) {
      // Someone else's bytes where the site needs its file: a copy is kept first, so it must be read.
      if (found.hash === undefined) {
        inTheWay(file.path, "too-large");
        continue;
      }
      drift.push({ path: file.path, was: record ? "changed" : "foreign" });
    }
    upload.push(file);
  }

  const remove: string[] = [];
  const kept: Plan["kept"] = [];
  for (const [path, record] of Object.entries(known.files)) {
    if (wanted.has(path)) continue;
    const found = at(path);
    if (found.kind === "missing") continue;
    if (found.kind === "blocked") kept.push({ path, why: "behind-link" });
    else if (found.kind !== "file") kept.push({ path, why: "not-a-file" });
    else if (isProven(record, found)) remove.push(path);
    else kept.push({ path, why: "changed" });
  }

  const needed = new Set(neededFolders);
  const removeFolders = known.folders.filter((folder) => !needed.has(folder) && at(folder).kind === "folder");

  return {
    upload: upload.sort((a, b) => byStep(a.path, b.path, fresh)),
    drift: drift.sort((a, b) => byStep(a.path, b.path)),
    remove: remove.sort((a, b) => byStep(b, a)),
    kept: kept.sort((a, b) => byStep(a.path, b.path)),
    conflicts: [...conflicts].map(([path, what]) => ({ path, what })).sort((a, b) => byDepth(a.path, b.path)),
    unlink: [...unlink].sort(byDepth),
    createFolders,
    removeFolders: removeFolders.sort(byDepth).reverse(),
    unchanged: Object.keys(stays).length,
    known,
    next: Object.fromEntries(files.map((file) => [file.path, file.hash])),
    stays,
  };
}
