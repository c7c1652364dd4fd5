/**
 * What a deploy must do, decided from values alone: the build's files, the
 * records the last deploys left on the server, and what the server holds now.
 *
 * - The manifest (`.site-deploy.json`) records every file the last complete
 *   deploy uploaded (its hash, size and the server's time for it) and every
 *   folder a deploy created. A file is the tool's to overwrite or delete only
 *   while what the server shows matches that record (size and time, or else
 *   the hash of its bytes, read back): anything else is left in place and
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
 * - The pending journal (`.site-deploy.pending.json`) is written before the
 *   first change and removed after the manifest: while it is there, every path
 *   it names may hold the old or the new file, so either counts as the tool's.
 * - Paths read from the server are trusted only if the tool could have
 *   written them: plain relative paths of letters, digits, "_", "-" and "." (never starting with "-");
 *   never "..", an absolute path, a backslash or the tool's own files.
 */
import { createHash } from "node:crypto";
import { posix } from "node:path";
import { stepOrder } from "../stages/write.js";

export const manifestName = ".site-deploy.json";
export const pendingName = ".site-deploy.pending.json";
export const lockName = ".site-deploy.lock";
/** Temporary names beside a file: the new bytes before the rename, and the old file moved aside where a server cannot rename over it. */
const newSuffix = ".site-deploy-new";
const oldSuffix = ".site-deploy-old";

/** A manifest or journal larger than this is not read: no deploy writes one, and reading it could exhaust memory. */
export const recordsLimit = 16 * 1024 * 1024;
/** A manifest listing more files is not read: looking at each on the server would take hours. */
export const recordsEntriesLimit = 100_000;
/** A file larger than this is not read back to prove or keep it. */
export const readBackLimit = 32 * 1024 * 1024;

export interface DeployFile {
  /** Relative to the remote folder, "/" separated, as in dist/. */
  path: string;
  contents: Uint8Array;
  /** sha256 of the contents, hex. */
  hash: string;
}

/** What a deploy recorded of a file it uploaded. */
export interface FileRecord {
  hash: string;
  size: number;
  /** The server's modification time as it reported it; absent where it reports none. */
  time?: string;
}

/** What is known of a file a deploy may have written: the hashes it may hold, and size and time when one record is certain. */
export interface Known {
  /** Empty: a deploy may have written the path, but what it holds is not known. */
  hashes: string[];
  size?: number;
  time?: string;
  /** Only an interrupted deploy meant to put it there: missing, it was never uploaded, not lost. */
  unfinished?: true;
}

export interface KnownUploads {
  files: Record<string, Known>;
  /** Folders a deploy created. */
  folders: string[];
}

interface Manifest {
  tool: "site deploy";
  version: 2;
  files: Record<string, FileRecord>;
  folders: string[];
}

interface Pending {
  tool: "site deploy";
  version: 2;
  /** What the server was known to hold when the interrupted deploy began. */
  previous: KnownUploads;
  /** What it was to hold at the end. */
  next: Record<string, string>;
  /** Folders it was about to create. */
  folders: string[];
}

/** Whether `name` is one of the deploy's own files on the server (manifest, journal, lock, temporary names). */
const isOwnName = (name: string) =>
  name.startsWith(".site-deploy") || name.endsWith(newSuffix) || name.endsWith(oldSuffix);

/** A path the tool could have uploaded: relative, inside the remote folder, and none of its own bookkeeping. */
export function isDeployablePath(path: string): boolean {
  if (typeof path !== "string" || path.length === 0 || path.length > 1024) return false;
  return path
    .split("/")
    .every((part) => /^[A-Za-z0-9_.][A-Za-z0-9_.-]*$/.test(part) && part !== "." && part !== ".." && !isOwnName(part));
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

const isHash = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f]{64}$/.test(value);
const isSize = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isTime = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length < 64;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

interface Read<T> {
  value: T;
  refused: string[];
}

/** Entries whose path the tool could never have written are refused; a malformed value makes the whole record unreadable. */
function readEntries<T>(value: unknown, read: (entry: unknown) => T | undefined): Read<Record<string, T>> | undefined {
  if (!isObject(value) || Object.keys(value).length > recordsEntriesLimit) return undefined;
  const files: Record<string, T> = {};
  const refused: string[] = [];
  for (const [path, entry] of Object.entries(value)) {
    const parsed = read(entry);
    if (parsed === undefined) return undefined;
    if (isDeployablePath(path)) files[path] = parsed;
    else refused.push(path);
  }
  return { value: files, refused };
}

function readFolders(value: unknown): Read<string[]> | undefined {
  if (
    !Array.isArray(value) ||
    value.length > recordsEntriesLimit ||
    !value.every((folder) => typeof folder === "string")
  )
    return undefined;
  return {
    value: [...new Set(value.filter((folder) => isDeployablePath(folder)))].sort(),
    refused: value.filter((folder) => !isDeployablePath(folder)),
  };
}

/** A version 2 record, or a version 1 hash (size and time unknown: proven by reading the file back). */
const readRecord = (entry: unknown): Known | undefined => {
  if (isHash(entry)) return { hashes: [entry] };
  if (entry === null) return { hashes: [] };
  if (!isObject(entry) || !isHash(entry.hash) || !isSize(entry.size)) return undefined;
  if (entry.time !== undefined && !isTime(entry.time)) return undefined;
  return { hashes: [entry.hash], size: entry.size, ...(entry.time === undefined ? {} : { time: entry.time }) };
};

const readKnown = (entry: unknown): Known | undefined => {
  if (!isObject(entry) || !Array.isArray(entry.hashes) || !entry.hashes.every(isHash)) return readRecord(entry);
  if (entry.size !== undefined && !isSize(entry.size)) return undefined;
  if (entry.time !== undefined && !isTime(entry.time)) return undefined;
  return {
    hashes: [...entry.hashes],
    size: entry.size as number | undefined,
    time: entry.time as string | undefined,
    ...(entry.unfinished === true ? { unfinished: true as const } : {}),
  };
};

const parseJson = (bytes: Uint8Array) => {
  try {
    return JSON.parse(Buffer.from(bytes).toString("utf8"));
  } catch {
    return undefined;
  }
};

export interface RemoteRecords {
  /** The manifest's files and folders; undefined when there is none. */
  manifest?: KnownUploads;
  pending?: Pending;
  /** Entries refused because the tool could never have written them ("../../etc/passwd", "/abs"). */
  refused: string[];
  /** A manifest or journal that could not be read: what it listed is not deleted, since it cannot be told apart. */
  damaged: string[];
}

function readManifest(json: unknown): Read<KnownUploads> | undefined {
  if (!isObject(json) || json.tool !== "site deploy") return undefined;
  if (json.version === 1) {
    const files = readEntries(json.files, (entry) => (isHash(entry) || entry === null ? readRecord(entry) : undefined));
    return files && { value: { files: files.value, folders: [] }, refused: files.refused };
  }
  if (json.version !== 2) return undefined;
  const files = readEntries(json.files, readRecord);
  const folders = readFolders(json.folders);
  return (
    files &&
    folders && {
      value: { files: files.value, folders: folders.value },
      refused: [...files.refused, ...folders.refused],
    }
  );
}

function readPending(json: unknown): Read<Pending> | undefined {
  if (!isObject(json) || json.tool !== "site deploy" || json.version !== 2 || !isObject(json.previous))
    return undefined;
  const previous = readEntries(json.previous.files, readKnown);
  const previousFolders = readFolders(json.previous.folders);
  const next = readEntries(json.next, (entry) => (isHash(entry) ? entry : undefined));
  const folders = readFolders(json.folders);
  if (!previous || !previousFolders || !next || !folders) return undefined;
  return {
    value: {
      tool: "site deploy",
      version: 2,
      previous: { files: previous.value, folders: previousFolders.value },
      next: next.value,
      folders: folders.value,
    },
    refused: [...previous.refused, ...previousFolders.refused, ...next.refused, ...folders.refused],
  };
}

/** Reads the manifest and the pending journal as they came from the server (undefined: not there). */
export function readRecords(manifest: Uint8Array | undefined, pending: Uint8Array | undefined): RemoteRecords {
  const records: RemoteRecords = { refused: [], damaged: [] };
  if (manifest) {
    const read = readManifest(parseJson(manifest));
    if (read) {
      records.manifest = read.value;
      records.refused.push(...read.refused);
    } else records.damaged.push(manifestName);
  }
  if (pending) {
    const read = readPending(parseJson(pending));
    if (read) {
      records.pending = read.value;
      records.refused.push(...read.refused);
    } else records.damaged.push(pendingName);
  }
  records.refused = [...new Set(records.refused)].sort();
  return records;
}

const sameKnown = (a: Known | undefined, hash: string | undefined) =>
  a !== undefined && hash !== undefined && a.hashes.length === 1 && a.hashes[0] === hash;

/**
 * What the server holds of the tool's files, as far as is known. A deploy interrupted after
 * its journal: every path it was changing may hold the old file, the new one, or (on a server
 * that cannot rename over a file) nothing for a moment; each such path may hold either hash.
 */
export function knownUploads(records: RemoteRecords): { known: KnownUploads; interrupted: string[] } {
  const manifest = records.manifest ?? { files: {}, folders: [] };
  const { pending } = records;
  const finished =
    pending &&
    Object.keys(pending.next).length === Object.keys(manifest.files).length &&
    Object.entries(pending.next).every(([path, hash]) => sameKnown(manifest.files[path], hash));
  // Killed after the manifest was written: the deploy had finished but for removing its journal.
  if (!pending || finished)
    return { known: { files: { ...manifest.files }, folders: manifest.folders }, interrupted: [] };
  const files: Record<string, Known> = { ...manifest.files, ...pending.previous.files };
  const interrupted: string[] = [];
  for (const path of new Set([...Object.keys(pending.previous.files), ...Object.keys(pending.next)])) {
    const before = pending.previous.files[path];
    const after = pending.next[path];
    if (sameKnown(before, after)) continue;
    files[path] = {
      hashes: [...new Set([...(before?.hashes ?? []), ...(after ? [after] : [])])],
      ...((before && !before.unfinished) || manifest.files[path] ? {} : { unfinished: true as const }),
    };
    interrupted.push(path);
  }
  const folders = [...new Set([...manifest.folders, ...pending.previous.folders, ...pending.folders])].sort();
  return { known: { files, folders }, interrupted: interrupted.sort() };
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

/** The temporary name a file is uploaded under, beside it and hidden, before it is renamed into place. */
export const newNameOf = (path: string) => posix.join(posix.dirname(path), `.${posix.basename(path)}${newSuffix}`);
/** Where the old file waits while the new one is renamed in, on a server that cannot rename over a file. */
export const oldNameOf = (path: string) => posix.join(posix.dirname(path), `.${posix.basename(path)}${oldSuffix}`);

export const manifestText = (files: Record<string, FileRecord>, folders: readonly string[] = []) =>
  `${JSON.stringify({ tool: "site deploy", version: 2, files, folders: [...folders].sort() } satisfies Manifest, null, 1)}\n`;

export const pendingText = (previous: KnownUploads, next: Record<string, string>, folders: readonly string[] = []) =>
  `${JSON.stringify({ tool: "site deploy", version: 2, previous, next, folders: [...folders] } satisfies Pending, null, 1)}\n`;
