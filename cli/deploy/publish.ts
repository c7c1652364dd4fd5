/**
 * A deploy, run against a connected server (remote.ts), in an order that keeps
 * the website whole at every instant:
 *
 * 1. take the folder's lock (`.site-deploy.lock`, renamed into place whole, so
 *    two deploys never run at once);
 * 2. read the manifest and pending journal, and plan (plan.ts);
 * 3. write the pending journal: from here on, an interruption is completed by
 *    the next run, which first clears what this one may have left half done;
 * 4. upload each changed file under a temporary name and rename it over the
 *    old one (assets, then pages, then host configuration), so a visitor gets
 *    the old page or the new one, and never a page naming a missing asset;
 * 5. delete the files an earlier deploy uploaded that the build no longer has
 *    (pages before assets), and folders that leaves empty;
 * 6. write the manifest, remove the journal, give back the lock.
 */
import { createHash } from "node:crypto";
import { hostname } from "node:os";
import { posix } from "node:path";
import { processIsAlive } from "../write.js";
import {
  type DeployFile,
  foldersFor,
  foldersLeftBy,
  knownUploads,
  lockName,
  manifestName,
  manifestText,
  newNameOf,
  oldNameOf,
  type Plan,
  pendingName,
  pendingText,
  planDeploy,
  readRecords,
} from "./plan.js";
import { isProblem, type Remote, RemoteError } from "./remote.js";

export interface Progress {
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
}

export interface PublishOptions {
  /** The remote folder, as in site.yaml. */
  folder: string;
  dryRun?: boolean;
  /** Whether a process on this computer still runs (a lock it left is stale otherwise). */
  isAlive?: (pid: number) => boolean;
  onProgress?: (progress: Progress) => void;
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
  await remote.write(staged, contents, onBytes);
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
    if ((await remote.kind(aside)) !== "file") continue;
    // Stopped between the two renames: the old file goes back until the new one is uploaded.
    if ((await remote.kind(target)) === undefined) await remote.rename(aside, target);
    else await remote.remove(aside);
  }
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
  if ((await remote.kind(options.folder)) !== "folder") {
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

async function publishLocked(
  remote: Remote,
  files: readonly DeployFile[],
  options: PublishOptions,
  isAlive: (pid: number) => boolean,
): Promise<PublishResult> {
  const { folder } = options;
  const at = (path: string) => posix.join(folder, path);
  const records = readRecords(await remote.read(at(manifestName)), await remote.read(at(pendingName)));
  const { known, interrupted } = knownUploads(records);
  const plan = planDeploy(files, known);
  const result: PublishResult = {
    plan,
    refused: records.refused,
    damaged: records.damaged,
    completed: interrupted,
    uploadedBytes: 0,
    removed: 0,
  };
  if (options.dryRun) return result;
  await options.approve?.(plan);

  await clearLockAttempts(remote, folder, isAlive);
  if (!plan.upload.length && !plan.remove.length && !records.pending && !records.damaged.length) return result;

  // Before the new journal: until it is written, the old one still names these paths.
  if (records.pending) await repairInterrupted(remote, folder, [...interrupted, manifestName, pendingName]);
  // The commit point: from here on the next run knows which paths may be half done.
  await putFile(remote, at(pendingName), Buffer.from(pendingText(plan.known, plan.next)));

  // Folders only for paths the server may not have yet; an existing path's folder is there.
  await makeFolders(
    remote,
    folder,
    foldersFor(plan.upload.filter((file) => typeof plan.known[file.path] !== "string").map((file) => file.path)),
  );
  const totalBytes = plan.upload.reduce((sum, file) => sum + file.contents.byteLength, 0);
  for (const [index, file] of plan.upload.entries()) {
    const before = result.uploadedBytes;
    const report = (bytes: number) =>
      options.onProgress?.({ files: index, totalFiles: plan.upload.length, bytes: before + bytes, totalBytes });
    try {
      await putFile(remote, at(file.path), file.contents, report);
    } catch (failure) {
      // The owner may have deleted a folder by hand since the last deploy.
      if (!isProblem(failure, "missing")) throw failure;
      await makeFolders(remote, folder, foldersFor([file.path]));
      await putFile(remote, at(file.path), file.contents, report);
    }
    result.uploadedBytes += file.contents.byteLength;
    options.onProgress?.({
      files: index + 1,
      totalFiles: plan.upload.length,
      bytes: result.uploadedBytes,
      totalBytes,
    });
  }

  for (const path of plan.remove) if (await removeIfThere(remote, at(path))) result.removed++;
  for (const path of foldersLeftBy(plan.remove, files)) {
    try {
      await remote.rmdir(at(path));
    } catch (failure) {
      // Not empty (the owner keeps a file of their own there) or already gone: it stays.
      if (isProblem(failure, "lost")) throw failure;
    }
  }

  await putFile(remote, at(manifestName), Buffer.from(manifestText(plan.next)));
  await removeIfThere(remote, at(pendingName));
  return result;
}
