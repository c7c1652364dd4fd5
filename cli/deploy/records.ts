/**
 * The deploy's own files on the server, and what it reads from them.
 *
 * - The manifest (`.site-deploy.json`) records every file the last complete
 *   deploy uploaded (its hash, size and the server's time for it) and every
 *   folder a deploy created.
 * - The pending journal (`.site-deploy.pending.json`) is written before the
 *   first change and removed after the manifest: while it is there, every path
 *   it names may hold the old or the new file, so either counts as the tool's.
 * - Paths read from the server are trusted only if the tool could have
 *   written them: plain relative paths of letters, digits, "_", "-" and "."
 *   (never starting with "-"); never "..", an absolute path, a backslash or
 *   the tool's own files (these, its lock, the temporary names a file is
 *   uploaded under).
 */
import { posix } from "node:path";

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

/** The temporary name a file is uploaded under, beside it and hidden, before it is renamed into place. */
export const newNameOf = (path: string) => posix.join(posix.dirname(path), `.${posix.basename(path)}${newSuffix}`);
/** Where the old file waits while the new one is renamed in, on a server that cannot rename over a file. */
export const oldNameOf = (path: string) => posix.join(posix.dirname(path), `.${posix.basename(path)}${oldSuffix}`);

export const manifestText = (files: Record<string, FileRecord>, folders: readonly string[] = []) =>
  `${JSON.stringify({ tool: "site deploy", version: 2, files, folders: [...folders].sort() } satisfies Manifest, null, 1)}\n`;

export const pendingText = (previous: KnownUploads, next: Record<string, string>, folders: readonly string[] = []) =>
  `${JSON.stringify({ tool: "site deploy", version: 2, previous, next, folders: [...folders] } satisfies Pending, null, 1)}\n`;
