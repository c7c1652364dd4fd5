/**
 * A deploy, run against a connected server (remote.ts), in an order that keeps
 * the website whole at every instant:
 *
 * 1. take the folder's lock (`.site-deploy.lock`, renamed into place whole, so
 *    two deploys never run at once);
 * 2. read the manifest and pending journal; look at every path the deploy may
 *    touch (folder listings from the top, never through a link; a file's bytes
 *    read back where its size and time do not prove it unchanged); plan
 *    (plan.ts), and stop before any change if something is in the way;
 * 3. copy what the site replaces without having written it to the owner's
 *    computer (keepCopy), then write the pending journal: from here on, an
 *    interruption is completed by the next run, which first clears what this
 *    one may have left half done;
 * 4. upload each changed file under a temporary name and rename it over the
 *    old one (assets, then pages, then host configuration), so a visitor gets
 *    the old page or the new one, and never a page naming a missing asset;
 * 5. delete the files an earlier deploy uploaded, unchanged since, that the
 *    build no longer has (pages before assets), and the empty folders it made;
 * 6. write the manifest (each file's hash, size and the server's time for it),
 *    remove the journal, give back the lock.
 */
import { createHash } from "node:crypto";
import { hostname } from "node:os";
import { posix } from "node:path";
import { processIsAlive } from "../stages/output-lock.js";
import {
  type Conflict,
  type DeployFile,
  type FileRecord,
  type Found,
  foldersFor,
  hashOf,
  knownUploads,
  lockName,
  manifestName,
  manifestText,
  needsReading,
  newNameOf,
  oldNameOf,
  type Plan,
  pendingName,
  pendingText,
  planDeploy,
  readRecords,
  recordsLimit,
} from "./plan.js";
import { isProblem, type Remote, type RemoteEntry, RemoteError } from "./remote.js";

export interface Progress {
  /** Files uploaded so far, of `totalFiles`. */
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
  /** The file being uploaded. */
  path: string;
}

export interface PublishOptions {
  /** The remote folder, as in site.yaml. */
  folder: string;
  dryRun?: boolean;
  /** Whether a process on this computer still runs (a lock it left is stale otherwise). */
  isAlive?: (pid: number) => boolean;
  onProgress?: (progress: Progress) => void;
  /** Replace a link where the site needs a file or folder (the link only, never what it points to). */
  replaceLinks?: boolean;
  /** Keeps a copy of a file the deploy is about to replace though it cannot prove it wrote it; called before any change. */
  keepCopy?: (path: string, contents: Buffer) => void | Promise<void>;
  /** Sees the plan before anything on the server changes; throwing stops the deploy there. */
  approve?: (plan: Plan) => void | Promise<void>;
}

export interface PublishResult {
  plan: Plan;
  /** Entries of the server's records the tool could never have written: ignored, never deleted. */
  refused: string[];
  /** Records that could not be read (so nothing they listed was deleted). */
  damaged: string[];
  /** Paths an interrupted deploy was changing, which this one completed. */
  completed: string[];
  uploadedBytes: number;
  /** Files deleted (a file the plan names may already have been gone). */
  removed: number;
  /** Folders a deploy created that were removed, now empty. */
  removedFolders: number;
}

/** What stands where the site needs a file or folder: nothing was changed. */
export class DeployConflicts extends Error {
  constructor(readonly conflicts: Conflict[]) {
    super(`the server has something in the way at ${conflicts.map((conflict) => conflict.path).join(", ")}`);
  }
}

/** Who holds the lock: in its folder's name too, so a lock folder a kill left without its file is still known. */
interface Holder {
  host: string;
  pid: number;
  since: string;
}

const hostTag = (host: string) => createHash("sha256").update(host).digest("hex").slice(0, 8);
const lockAttempt = /^\.site-deploy\.lock\.([0-9a-f]{8})\.(\d+)\.[0-9a-f]+$/;

export class LockBusy extends Error {
  constructor(readonly holder: Partial<Holder>) {
    super("the remote folder is locked by another deploy");
  }
}

/** Whether there was a file to remove. */
async function removeIfThere(remote: Remote, path: string): Promise<boolean> {
  try {
    await remote.remove(path);
    return true;
  } catch (failure) {
    if (!isProblem(failure, "missing")) throw failure;
    return false;
  }
}

async function readHolder(remote: Remote, lock: string): Promise<Partial<Holder> | undefined> {
  try {
    const bytes = await remote.read(posix.join(lock, "holder.json"));
    return bytes ? JSON.parse(bytes.toString("utf8")) : undefined;
  } catch (failure) {
    if (failure instanceof SyntaxError) return {};
    throw failure;
  }
}

async function removeLockFolder(remote: Remote, path: string): Promise<void> {
  await removeIfThere(remote, posix.join(path, "holder.json"));
  try {
    await remote.rmdir(path);
  } catch (failure) {
    if (!isProblem(failure, "missing")) throw failure;
  }
}

/**
 * Takes the remote folder's lock: a folder holding holder.json is made under a name of its
 * own, then renamed to `.site-deploy.lock`, which fails while another (non-empty) lock is
 * there, on every server. A lock whose holder ran on this computer and is gone is taken over.
 */
async function takeLock(remote: Remote, folder: string, isAlive: (pid: number) => boolean) {
  const here = hostname();
  const lock = posix.join(folder, lockName);
  const holder: Holder = { host: here, pid: process.pid, since: new Date().toISOString() };
  const attempt = () =>
    posix.join(
      folder,
      `${lockName}.${hostTag(here)}.${process.pid}.${createHash("sha256").update(String(Math.random())).digest("hex").slice(0, 8)}`,
    );
  for (let tries = 0; ; tries++) {
    const mine = attempt();
    await remote.mkdir(mine);
    await remote.write(posix.join(mine, "holder.json"), Buffer.from(JSON.stringify(holder)));
    try {
      await remote.rename(mine, lock);
      return async () => removeLockFolder(remote, lock);
    } catch (failure) {
      await removeLockFolder(remote, mine);
      // A link in the lock's place (OpenSSH says "no such file" for it) is not followed: neither its
      // holder.json is read nor anything in it removed.
      const there = isProblem(failure, "lost") ? undefined : await remote.stat(lock);
      if (there && there.kind !== "folder") {
        throw new DeployConflicts([{ path: lockName, what: there.kind === "link" ? "link" : "file-in-the-way" }]);
      }
      if (!isProblem(failure, "exists")) throw failure;
      if (tries > 2) throw new LockBusy({});
    }
    const current = await readHolder(remote, lock);
    if (current === undefined) {
      // An empty lock folder: a deploy was stopped while giving it back.
      await removeLockFolder(remote, lock);
      continue;
    }
    if (current.host !== here || typeof current.pid !== "number" || isAlive(current.pid)) throw new LockBusy(current);
    // Left by a deploy on this computer that no longer runs: renaming claims it, so of two taking it over one wins.
    const claimed = attempt();
    try {
      await remote.rename(lock, claimed);
    } catch (failure) {
      if (isProblem(failure, "missing")) continue;
      throw failure;
    }
    await removeLockFolder(remote, claimed);
  }
}

/** Lock attempts a stopped deploy on this computer left behind (hidden entries; a server that hides them keeps them). */
async function clearLockAttempts(remote: Remote, folder: string, isAlive: (pid: number) => boolean) {
  const here = hostTag(hostname());
  for (const entry of await remote.list(folder)) {
    const match = lockAttempt.exec(entry.name);
    if (match && match[1] === here && !isAlive(Number(match[2]))) {
      await removeLockFolder(remote, posix.join(folder, entry.name));
    }
  }
}

/** Writes a file whole: under its temporary name, then renamed over the old one. */
async function putFile(remote: Remote, target: string, contents: Uint8Array, onBytes?: (bytes: number) => void) {
  const staged = newNameOf(target);
  try {
    await remote.write(staged, contents, onBytes);
  } catch (failure) {
    if (!isProblem(failure, "exists")) throw failure;
    // The tool's own temporary name, left by a run stopped before its journal, or a link someone put
    // there: removed (a link itself, never what it points to), then written afresh.
    await remote.remove(staged);
    await remote.write(staged, contents, onBytes);
  }
  try {
    await remote.rename(staged, target);
  } catch (failure) {
    if (!isProblem(failure, "exists")) throw failure;
    // A server that cannot rename over a file: the old one steps aside for one round trip.
    // A kill in between leaves it there, and the next run puts it back (repairInterrupted).
    const aside = oldNameOf(target);
    await remote.rename(target, aside);
    await remote.rename(staged, target);
    await remote.remove(aside);
  }
}

/** Clears what an interrupted deploy may have left at the paths it was changing. */
async function repairInterrupted(remote: Remote, folder: string, paths: readonly string[]) {
  for (const path of paths) {
    const target = posix.join(folder, path);
    await removeIfThere(remote, newNameOf(target));
    const aside = oldNameOf(target);
    if ((await remote.stat(aside))?.kind !== "file") continue;
    // Stopped between the two renames: the old file goes back until the new one is uploaded.
    if ((await remote.stat(target)) === undefined) await remote.rename(aside, target);
    else await remote.remove(aside);
  }
}

/**
 * The server as the deploy finds it, at every path it may touch: the folders on the way are
 * looked at from the top, and nothing through a link (each path is looked at itself, never followed).
 * One question a path on the control connection: FTP opens no data connection for it.
 */
async function survey(remote: Remote, folder: string, paths: readonly string[], folders: readonly string[]) {
  const entries = new Map<string, RemoteEntry | undefined>();
  const parentOf = (path: string) => (path.includes("/") ? posix.dirname(path) : "");
  /** Whether every folder above `path` is a real folder on the server. */
  const reachable = (path: string) => {
    for (let above = parentOf(path); above !== ""; above = parentOf(above)) {
      if (entries.get(above)?.kind !== "folder") return false;
    }
    return true;
  };
  for (const path of [...new Set([...foldersFor([...paths, ...folders]), ...folders])].sort(
    (a, b) => a.split("/").length - b.split("/").length,
  )) {
    if (reachable(path)) entries.set(path, await remote.stat(posix.join(folder, path)));
  }
  for (const path of paths) {
    if (!entries.has(path) && reachable(path)) entries.set(path, await remote.stat(posix.join(folder, path)));
  }
  return (path: string): Found => {
    const parts = path.split("/");
    for (let depth = 1; depth < parts.length; depth++) {
      const above = parts.slice(0, depth).join("/");
      const entry = entries.get(above);
      if (!entry) return { kind: "missing" };
      if (entry.kind !== "folder") return { kind: "blocked", by: above, byKind: entry.kind };
    }
    const entry = entries.get(path);
    if (!entry) return { kind: "missing" };
    if (entry.kind !== "file") return { kind: entry.kind } as Found;
    return { kind: "file", size: entry.size ?? -1, ...(entry.time === undefined ? {} : { time: entry.time }) };
  };
}

async function makeFolders(remote: Remote, folder: string, folders: readonly string[]) {
  for (const path of folders) {
    try {
      await remote.mkdir(posix.join(folder, path));
    } catch (failure) {
      if (!isProblem(failure, "exists")) throw failure;
    }
  }
}

export async function publish(
  remote: Remote,
  files: readonly DeployFile[],
  options: PublishOptions,
): Promise<PublishResult> {
  const isAlive = options.isAlive ?? processIsAlive;
  // The web folder itself may be a link (many hosts link /htdocs somewhere): the owner named it, so it is followed.
  const root = await remote.stat(options.folder);
  if (root?.kind !== "folder" && root?.kind !== "link") {
    throw new RemoteError("missing", options.folder, "the remote folder is not there");
  }
  // A dry run only reads, so it needs no lock and leaves none.
  if (options.dryRun) return publishLocked(remote, files, options, isAlive);
  const release = await takeLock(remote, options.folder, isAlive);
  let result: PublishResult;
  try {
    result = await publishLocked(remote, files, options, isAlive);
  } catch (failure) {
    // After a lost connection the lock stays (the next run from here takes it over); the first failure is the one to report.
    await release().catch(() => {});
    throw failure;
  }
  await release();
  return result;
}

/** The manifest or journal, unless it is larger than any deploy writes. */
async function readRecordFile(remote: Remote, path: string, damaged: string[]): Promise<Buffer | undefined> {
  const entry = await remote.stat(path);
  if (!entry) return undefined;
  if (entry.kind !== "file" || (entry.size ?? 0) > recordsLimit) {
    damaged.push(posix.basename(path));
    return undefined;
  }
  return remote.read(path);
}

async function publishLocked(
  remote: Remote,
  files: readonly DeployFile[],
  options: PublishOptions,
  isAlive: (pid: number) => boolean,
): Promise<PublishResult> {
  const { folder } = options;
  const at = (path: string) => posix.join(folder, path);
  const unreadable: string[] = [];
  const records = readRecords(
    await readRecordFile(remote, at(manifestName), unreadable),
    await readRecordFile(remote, at(pendingName), unreadable),
  );
  records.damaged.push(...unreadable);
  const { known, interrupted } = knownUploads(records);
  // Before the survey, and before the new journal: until it is written, the old one still names these paths.
  if (records.pending && !options.dryRun) {
    await repairInterrupted(remote, folder, [...interrupted, manifestName, pendingName]);
  }

  const wanted = new Map(files.map((file) => [file.path, file]));
  const paths = [...new Set([...wanted.keys(), ...Object.keys(known.files)])];
  const view = await survey(remote, folder, paths, known.folders);
  // Where size and time do not settle whose a file is, its bytes do; a file the build replaces is kept for a copy.
  const readBack = new Map<string, Found>();
  const copies = new Map<string, Buffer>();
  for (const path of paths) {
    const found = view(path);
    if (!needsReading(known.files[path], found, wanted.get(path))) continue;
    const bytes = await remote.read(at(path));
    if (!bytes) {
      readBack.set(path, { kind: "missing" });
      continue;
    }
    readBack.set(path, { ...found, hash: hashOf(bytes) } as Found);
    if (wanted.has(path)) copies.set(path, bytes);
  }
  const plan = planDeploy(files, known, (path) => readBack.get(path) ?? view(path), {
    replaceLinks: options.replaceLinks,
  });
  const result: PublishResult = {
    plan,
    refused: records.refused,
    damaged: records.damaged,
    completed: interrupted,
    uploadedBytes: 0,
    removed: 0,
    removedFolders: 0,
  };
  if (plan.conflicts.length) throw new DeployConflicts(plan.conflicts);
  if (options.dryRun) return result;
  await options.approve?.(plan);

  await clearLockAttempts(remote, folder, isAlive);
  const recordsStale = Object.entries(plan.stays).some(([path, record]) => {
    const before = known.files[path];
    return before?.time !== record.time || before?.size !== record.size || before?.hashes.length !== 1;
  });
  const work =
    plan.upload.length + plan.remove.length + plan.removeFolders.length + plan.unlink.length > 0 ||
    records.pending ||
    records.damaged.length > 0 ||
    recordsStale;
  if (!work) return result;

  // Nothing anybody put on the server is lost: what the site replaces is copied to the owner's computer first.
  for (const { path, was } of plan.drift) {
    if (was === "missing") continue;
    const bytes = copies.get(path);
    if (!options.keepCopy || !bytes) throw new Error(`no copy kept of ${path}, which the deploy would replace`);
    await options.keepCopy(path, bytes);
  }

  // The commit point: from here on the next run knows which paths may be half done.
  await putFile(remote, at(pendingName), Buffer.from(pendingText(plan.known, plan.next, plan.createFolders)));
  // Only the links the owner named: unlinking removes the link itself, never what it points to.
  for (const path of plan.unlink) await removeIfThere(remote, at(path));
  await makeFolders(remote, folder, plan.createFolders);

  const totalBytes = plan.upload.reduce((sum, file) => sum + file.contents.byteLength, 0);
  for (const [index, file] of plan.upload.entries()) {
    const before = result.uploadedBytes;
    const report = (bytes: number) =>
      options.onProgress?.({
        files: index,
        totalFiles: plan.upload.length,
        bytes: before + bytes,
        totalBytes,
        path: file.path,
      });
    await putFile(remote, at(file.path), file.contents, report);
    result.uploadedBytes += file.contents.byteLength;
    options.onProgress?.({
      files: index + 1,
      totalFiles: plan.upload.length,
      bytes: result.uploadedBytes,
      totalBytes,
      path: file.path,
    });
  }

  for (const path of plan.remove) if (await removeIfThere(remote, at(path))) result.removed++;
  const folders = new Set([...known.folders.filter((path) => view(path).kind === "folder"), ...plan.createFolders]);
  for (const path of plan.removeFolders) {
    try {
      await remote.rmdir(at(path));
      folders.delete(path);
      result.removedFolders++;
    } catch (failure) {
      // Not empty (someone keeps a file of their own there): it stays, still the tool's to remove once empty.
      if (isProblem(failure, "lost")) throw failure;
    }
  }

  // The time the server gives each uploaded file, so the next deploy can tell it is unchanged without reading it.
  const manifest: Record<string, FileRecord> = { ...plan.stays };
  for (const file of plan.upload) {
    const entry = await remote.stat(at(file.path));
    const size = file.contents.byteLength;
    const time = entry?.kind === "file" && entry.size === size ? entry.time : undefined;
    manifest[file.path] = { hash: file.hash, size, ...(time === undefined ? {} : { time }) };
  }
  await putFile(remote, at(manifestName), Buffer.from(manifestText(manifest, [...folders])));
  await removeIfThere(remote, at(pendingName));
  return result;
}
