/**
 * What a deploy must do, decided from values alone: the build's files, and the
 * manifest and pending journal the last deploys left on the server.
 *
 * - The manifest (`.site-deploy.json`) lists every file the last complete
 *   deploy uploaded, with a hash of its bytes: the next deploy uploads only
 *   what differs, and deletes only files listed there (or in a pending
 *   journal) that the new build lacks. Nothing else in the folder is ever
 *   touched: the owner's own files survive.
 * - The pending journal (`.site-deploy.pending.json`) is written before the
 *   first change and removed after the manifest: while it is there, every path
 *   it names may hold the old or the new file, so the next run uploads those
 *   again and cleans up their temporary names.
 * - Paths read from the server are trusted only if the tool could have
 *   written them: plain relative paths of letters, digits, "_", "-" and "." (never starting with "-");
 *   never "..", an absolute path, a backslash or the tool's own files.
 */
import { createHash } from "node:crypto";
import { posix } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { stepOrder } from "../write.js";

export const manifestName = ".site-deploy.json";
export const pendingName = ".site-deploy.pending.json";
export const lockName = ".site-deploy.lock";
/** Temporary names beside a file: the new bytes before the rename, and the old file moved aside where a server cannot rename over it. */
const newSuffix = ".site-deploy-new";
const oldSuffix = ".site-deploy-old";

export interface DeployFile {
  /** Relative to the remote folder, "/" separated, as in dist/. */
  path: string;
  contents: Uint8Array;
  /** sha256 of the contents, hex. */
  hash: string;
}

/** Path → hash of what a deploy uploaded there; null: a deploy may have written it, and what it holds now is not known. */
export type Uploaded = Record<string, string | null>;

interface Manifest {
  tool: "site deploy";
  version: 1;
  files: Uploaded;
}

interface Pending {
  tool: "site deploy";
  version: 1;
  /** What the server was known to hold when the interrupted deploy began. */
  previous: Uploaded;
  /** What it was to hold at the end. */
  next: Record<string, string>;
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

const isHash = (value: unknown) => typeof value === "string" && /^[0-9a-f]{64}$/.test(value);

/** The entries of an Uploaded record read from the server, and the ones refused (a path the tool never writes). */
function readUploaded(value: unknown, nullable: boolean): { files: Uploaded; refused: string[] } | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const files: Uploaded = {};
  const refused: string[] = [];
  for (const [path, hash] of Object.entries(value)) {
    if (!isHash(hash) && !(nullable && hash === null)) return undefined;
    if (isDeployablePath(path)) files[path] = hash as string | null;
    else refused.push(path);
  }
  return { files, refused };
}

const parseJson = (bytes: Uint8Array) => {
  try {
    return JSON.parse(Buffer.from(bytes).toString("utf8"));
  } catch {
    return undefined;
  }
};

export interface RemoteRecords {
  /** The manifest's files; undefined when there is none. */
  manifest?: Uploaded;
  pending?: Pending;
  /** Entries refused because the tool could never have written them ("../../etc/passwd", "/abs"). */
  refused: string[];
  /** A manifest or journal that could not be read: what it listed is not deleted, since it cannot be told apart. */
  damaged: string[];
}

/** Reads the manifest and the pending journal as they came from the server (undefined: not there). */
export function readRecords(manifest: Uint8Array | undefined, pending: Uint8Array | undefined): RemoteRecords {
  const records: RemoteRecords = { refused: [], damaged: [] };
  if (manifest) {
    const json = parseJson(manifest);
    const files = json?.tool === "site deploy" && json.version === 1 ? readUploaded(json.files, true) : undefined;
    if (files) {
      records.manifest = files.files;
      records.refused.push(...files.refused);
    } else records.damaged.push(manifestName);
  }
  if (pending) {
    const json = parseJson(pending);
    const previous = json?.tool === "site deploy" && json.version === 1 ? readUploaded(json.previous, true) : undefined;
    const next = previous ? readUploaded(json.next, false) : undefined;
    if (previous && next) {
      records.pending = {
        tool: "site deploy",
        version: 1,
        previous: previous.files,
        next: next.files as Record<string, string>,
      };
      records.refused.push(...previous.refused, ...next.refused);
    } else records.damaged.push(pendingName);
  }
  records.refused = [...new Set(records.refused)].sort();
  return records;
}

/**
 * What the server holds of the tool's files, as far as is known. A deploy interrupted after
 * its journal: every path it was changing may hold the old file, the new one, or (on a server
 * that cannot rename over a file) nothing for a moment; those become null, so they are
 * uploaded again, and still count as the tool's own, so they can be deleted.
 */
export function knownUploads(records: RemoteRecords): { known: Uploaded; interrupted: string[] } {
  const manifest = records.manifest ?? {};
  const { pending } = records;
  // Killed after the manifest was written: the deploy had finished but for removing its journal.
  if (!pending || isDeepStrictEqual(manifest, pending.next)) return { known: { ...manifest }, interrupted: [] };
  const known: Uploaded = { ...manifest, ...pending.previous };
  const interrupted: string[] = [];
  for (const path of new Set([...Object.keys(pending.previous), ...Object.keys(pending.next)])) {
    if (pending.previous[path] === null || pending.previous[path] !== pending.next[path]) {
      known[path] = null;
      interrupted.push(path);
    }
  }
  return { known, interrupted: interrupted.sort() };
}

export interface Plan {
  /** In the order they go up: assets, then pages, then host configuration. */
  upload: DeployFile[];
  /** In the order they go: host configuration and pages before the assets they name. */
  remove: string[];
  unchanged: number;
  /** What the server is known to hold before (the pending journal's `previous`). */
  known: Uploaded;
  /** What it holds after (the new manifest). */
  next: Record<string, string>;
}

const byStep = (a: string, b: string) => stepOrder(a) - stepOrder(b) || (a < b ? -1 : a > b ? 1 : 0);

export function planDeploy(files: readonly DeployFile[], known: Uploaded): Plan {
  const wanted = new Set(files.map((file) => file.path));
  const upload = files.filter((file) => known[file.path] !== file.hash).sort((a, b) => byStep(a.path, b.path));
  const remove = Object.keys(known)
    .filter((path) => !wanted.has(path) && isDeployablePath(path))
    .sort((a, b) => byStep(b, a));
  return {
    upload,
    remove,
    unchanged: files.length - upload.length,
    known,
    next: Object.fromEntries(files.map((file) => [file.path, file.hash])),
  };
}

/** Folders that must exist before `paths` are uploaded, parents first. */
export function foldersFor(paths: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const path of paths) {
    for (let folder = posix.dirname(path); folder !== "."; folder = posix.dirname(folder)) folders.add(folder);
  }
  return [...folders].sort((a, b) => a.split("/").length - b.split("/").length || (a < b ? -1 : 1));
}

/** Folders a removal may leave empty, deepest first, unless the new build still uses them. */
export function foldersLeftBy(removed: readonly string[], files: readonly DeployFile[]): string[] {
  const used = new Set(foldersFor(files.map((file) => file.path)));
  return foldersFor(removed)
    .filter((folder) => !used.has(folder))
    .reverse();
}

/** The temporary name a file is uploaded under, beside it and hidden, before it is renamed into place. */
export const newNameOf = (path: string) => posix.join(posix.dirname(path), `.${posix.basename(path)}${newSuffix}`);
/** Where the old file waits while the new one is renamed in, on a server that cannot rename over a file. */
export const oldNameOf = (path: string) => posix.join(posix.dirname(path), `.${posix.basename(path)}${oldSuffix}`);

export const manifestText = (files: Record<string, string>) =>
  `${JSON.stringify({ tool: "site deploy", version: 1, files } satisfies Manifest, null, 1)}\n`;

export const pendingText = (previous: Uploaded, next: Record<string, string>) =>
  `${JSON.stringify({ tool: "site deploy", version: 1, previous, next } satisfies Pending, null, 1)}\n`;
