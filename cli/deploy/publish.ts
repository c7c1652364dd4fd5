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
 *    what stands there is looked at once more just before, and copied first
 *    if somebody changed it since step 2;
 * 5. delete the files an earlier deploy uploaded, unchanged since (looked at
 *    once more: one changed meanwhile stays), that the build no longer has
 *    (pages before assets), and the empty folders it made;
 * 6. write the manifest (each file's hash, size and the server's time for it),
 *    remove the journal, give back the lock.
 */
import { createHash } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
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
  readBackLimit,
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
  /**
   * Keeps a copy of a file the deploy is about to replace though it cannot prove it wrote it; called
   * before that change. A string it gives back names the copy, where it is not `path` (a second one).
   */
  keepCopy?: (path: string, contents: Buffer) => unknown;
  /** Sees the plan before anything on the server changes; throwing stops the deploy there. */
  approve?: (plan: Plan) => void | Promise<void>;
  /** How often the deploy writes its lock again, to show it still runs (`heartbeatMs`; tests give 0). */
  heartbeatMs?: number;
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
  /** This lock among the locks of one process: the editor publishes many times in one. */
  token?: string;
  /**
   * Which process numbers `pid` is one of: two containers, or WSL beside Windows, may share a host name
   * and not their processes. Where the system does not say, the host name alone.
   */
  space?: string;
  /** Which start of the system it ran in: a lock of an earlier one was left by a process that is gone. */
  boot?: string;
}

const hostTag = (host: string) => createHash("sha256").update(host).digest("hex").slice(0, 8);
const randomTag = () => createHash("sha256").update(String(Math.random())).digest("hex").slice(0, 8);
const hashed = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** Linux names each set of process numbers (a container has its own) and each start of the system. */
function processSpace(): Pick<Holder, "space" | "boot"> {
  try {
    return {
      space: hashed(readlinkSync("/proc/self/ns/pid")),
      boot: hashed(readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()),
    };
  } catch {
    return {};
  }
}

/** The tokens of the locks deploys of this process hold right now. */
const heldHere = new Set<string>();

/**
 * Whether a lock was left by a deploy that no longer runs, as this computer can tell: one of an
 * earlier start of the system, one of this process that no deploy here holds, one of a process here
 * that ended. A lock of another computer or container is judged by its silence only.
 */
function isStale(
  holder: Partial<Holder>,
  here: string,
  own: Pick<Holder, "space" | "boot">,
  isAlive: (pid: number) => boolean,
) {
  if (holder.host !== here || typeof holder.pid !== "number") return false;
  if (holder.boot !== undefined && own.boot !== undefined && holder.boot !== own.boot) return true;
  if (holder.space !== undefined && own.space !== undefined && holder.space !== own.space) return false;
  // Every lock this process takes has a token: one without is an older version's, not this process's.
  if (holder.pid === process.pid) return holder.token === undefined || !heldHere.has(holder.token);
  return !isAlive(holder.pid);
}

const sameHolder = (a: Partial<Holder> | undefined, b: Partial<Holder>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A running deploy writes its lock's holder.json again at least this often (between files), so a lock
 * whose file the server shows unchanged for `silentAfterMs` belongs to a deploy that was stopped: on
 * another computer, a CI runner cancelled mid-upload. Both are measured by the server's own clock.
 */
export const heartbeatMs = 60_000;
export const silentAfterMs = 15 * 60_000;

/** A time as a Remote reports it (SFTP: seconds since 1970; FTP: an ISO date), in seconds. */
function secondsOf(time: string | undefined): number | undefined {
  if (time === undefined) return undefined;
  const seconds = /^\d+$/.test(time) ? Number(time) : Date.parse(time) / 1000;
  return Number.isFinite(seconds) ? seconds : undefined;
}

/** The deploy holding the lock found it taken over (it was silent too long): it stops before changing more. */
export class LockLost extends Error {
  constructor() {
    super("the remote folder's lock was taken over by another deploy");
  }
}
const lockAttempt = /^\.site-deploy\.lock\.([0-9a-f]{8})\.(\d+)\.[0-9a-f]+$/;

export class LockBusy extends Error {
  constructor(readonly holder: Partial<Holder>) {
    super("the remote folder is locked by another deploy");
  }
}

const copyName = (named: unknown, path: string) => (typeof named === "string" && named ? named : path);

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
  const holder = posix.join(path, "holder.json");
  // With what a heartbeat stopped halfway may have left: holder.json under its temporary names.
  for (const file of [holder, newNameOf(holder), oldNameOf(holder)]) await removeIfThere(remote, file);
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
async function takeLock(
  remote: Remote,
  folder: string,
  isAlive: (pid: number) => boolean,
  every = heartbeatMs,
): Promise<{ release: () => Promise<void>; beat: () => Promise<void> }> {
  const here = hostname();
  const own = processSpace();
  const lock = posix.join(folder, lockName);
  const token = randomTag();
  const holder: Holder = { host: here, pid: process.pid, since: new Date().toISOString(), token, ...own };
  const attempt = () => posix.join(folder, `${lockName}.${hostTag(here)}.${process.pid}.${randomTag()}`);
  for (let tries = 0; ; tries++) {
    const mine = attempt();
    await remote.mkdir(mine);
    await remote.write(posix.join(mine, "holder.json"), Buffer.from(JSON.stringify(holder)));
    // The server's clock now, as it stamped the file just written: what a lock's silence is measured by.
    const serverNow = secondsOf((await remote.stat(posix.join(mine, "holder.json")))?.time);
    try {
      await remote.rename(mine, lock);
      heldHere.add(token);
      let lastBeat = Date.now();
      return {
        release: async () => {
          // Given back or not (a lost connection cannot), this deploy is over: its lock is stale from now on.
          heldHere.delete(token);
          // Only its own: a lock another deploy took over (this one was silent too long) stays theirs.
          if ((await readHolder(remote, lock))?.token === token) await removeLockFolder(remote, lock);
        },
        // Before each change on the server: the lock is still this deploy's (another may have taken
        // it over, judging it silent), and now and then written again to show it still runs.
        beat: async () => {
          if ((await readHolder(remote, lock))?.token !== token) throw new LockLost();
          if (Date.now() - lastBeat < every) return;
          await putFile(remote, lock, "holder.json", Buffer.from(JSON.stringify(holder)));
          lastBeat = Date.now();
        },
      };
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
    const lockTime = (await remote.stat(posix.join(lock, "holder.json")))?.time;
    const lockSeconds = secondsOf(lockTime);
    const silent =
      serverNow !== undefined && lockSeconds !== undefined && (serverNow - lockSeconds) * 1000 > silentAfterMs;
    if (!silent && !isStale(current, here, own, isAlive)) throw new LockBusy(current);
    // Left by a deploy that no longer runs: renaming claims it, so of two taking it over one wins.
    const claimed = attempt();
    try {
      await remote.rename(lock, claimed);
    } catch (failure) {
      if (isProblem(failure, "missing")) continue;
      throw failure;
    }
    // Another deploy may have taken the stale lock over and put its own in place since it was read:
    // a lock claimed that is not the one judged stale goes back, and the deploy starts again.
    const claimedTime = (await remote.stat(posix.join(claimed, "holder.json")))?.time;
    if (!sameHolder(await readHolder(remote, claimed), current) || claimedTime !== lockTime) {
      // Back where it was; if a third deploy took the place meanwhile, the lock claimed goes, and its
      // holder, finding its lock gone at its next step (beat), stops before changing anything more.
      await remote.rename(claimed, lock).catch(() => removeLockFolder(remote, claimed));
      continue;
    }
    await removeLockFolder(remote, claimed);
  }
}

/** Lock attempts a stopped deploy on this computer left behind (hidden entries; a server that hides them keeps them). */
async function clearLockAttempts(remote: Remote, folder: string, isAlive: (pid: number) => boolean) {
  const here = hostTag(hostname());
  for (const entry of await remote.list(folder)) {
    const match = lockAttempt.exec(entry.name);
    // Only the folders the tool makes: never a link at such a name, nor what it points to.
    if (match && entry.kind === "folder" && match[1] === here && !isAlive(Number(match[2]))) {
      await removeLockFolder(remote, posix.join(folder, entry.name));
    }
  }
}

/**
 * Writes a file whole: under its temporary name, then renamed over the old one. `beforeRename` looks
 * at what is there once the bytes are up, the last moment before it is replaced. Gives the file's
 * size and time as the server showed them before anybody else could reach it.
 */
async function putFile(
  remote: Remote,
  folder: string,
  path: string,
  contents: Uint8Array,
  onBytes?: (bytes: number) => void,
  beforeRename?: () => Promise<void>,
) {
  const target = posix.join(folder, path);
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
  // The file as the server keeps it, looked at under a name only this deploy uses: a rename keeps its
  // time, so a change anybody makes once it is in place shows in the time.
  const written = await remote.stat(staged);
  await beforeRename?.();
  try {
    await remote.rename(staged, target);
  } catch (failure) {
    if (!isProblem(failure, "exists")) throw failure;
    // Only a file steps aside: a folder or link someone put at a file's name stays where it is.
    const there = await remote.stat(target);
    if (there && there.kind !== "file") {
      throw new DeployConflicts([{ path, what: there.kind === "link" ? "link" : "folder-in-the-way" }]);
    }
    // A server that cannot rename over a file: the old one steps aside for one round trip.
    // A kill in between leaves it there, and the next run puts it back (repairInterrupted).
    const aside = oldNameOf(target);
    await remote.rename(target, aside);
    await remote.rename(staged, target);
    await remote.remove(aside);
  }
  return written;
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
  if (options.dryRun) return publishLocked(remote, files, options, isAlive, async () => {});
  const { release, beat } = await takeLock(remote, options.folder, isAlive, options.heartbeatMs);
  let result: PublishResult;
  try {
    result = await publishLocked(remote, files, options, isAlive, beat);
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
  // Not the tool's to move: the deploy stops before changing anything, naming it.
  if (entry.kind === "folder" || entry.kind === "other") {
    throw new DeployConflicts([{ path: posix.basename(path), what: "folder-in-the-way" }]);
  }
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
  beat: () => Promise<void>,
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
  // Every path it names, not only those whose file it changed: a file changed on the server goes up
  // again with the same bytes, and may have been stopped between its two renames too.
  if (records.pending && !options.dryRun) {
    const named = [...Object.keys(records.pending.next), ...Object.keys(records.pending.previous.files)];
    await repairInterrupted(remote, folder, [...new Set([...named, manifestName, pendingName])]);
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
  for (const drift of plan.drift) {
    if (drift.was === "missing") continue;
    const bytes = copies.get(drift.path);
    if (!options.keepCopy || !bytes) throw new Error(`no copy kept of ${drift.path}, which the deploy would replace`);
    drift.copy = copyName(await options.keepCopy(drift.path, bytes), drift.path);
  }

  // The commit point: from here on the next run knows which paths may be half done.
  await putFile(remote, folder, pendingName, Buffer.from(pendingText(plan.known, plan.next, plan.createFolders)));
  // Only the links the owner named: unlinking removes the link itself, never what it points to.
  for (const path of plan.unlink) await removeIfThere(remote, at(path));
  await makeFolders(remote, folder, plan.createFolders);

  /**
   * Whether the server still shows `path` as the survey found it: nothing there, or a file of the same
   * size and time (without a time, the same bytes). Someone may work on the server while a deploy runs;
   * asked at the last moment before the deploy replaces or deletes the file.
   */
  const asSurveyed = async (path: string): Promise<{ same: boolean; now?: RemoteEntry }> => {
    const then = readBack.get(path) ?? view(path);
    const now = await remote.stat(at(path));
    if (!now) return { same: true };
    if (then.kind !== now.kind) return { same: false, now };
    if (then.kind !== "file") return { same: true, now };
    if (now.size !== then.size) return { same: false, now };
    if (then.time !== undefined && now.time !== undefined) return { same: now.time === then.time, now };
    const bytes = then.hash === undefined ? undefined : await remote.read(at(path));
    return { same: bytes !== undefined && hashOf(bytes) === then.hash, now };
  };
  /** A file changed on the server since the survey, about to be replaced: a copy is kept first, as of any drift. */
  const keepWhatChanged = async (path: string) => {
    const { same, now } = await asSurveyed(path);
    if (same || !now) return;
    if (now.kind !== "file") {
      throw new DeployConflicts([{ path, what: now.kind === "link" ? "link" : "folder-in-the-way" }]);
    }
    if ((now.size ?? 0) > readBackLimit) throw new DeployConflicts([{ path, what: "too-large" }]);
    const bytes = await remote.read(at(path));
    if (!bytes) return;
    if (!options.keepCopy) throw new Error(`no copy kept of ${path}, which the deploy would replace`);
    // The copy of what is replaced now: a second change during the deploy has a second copy, named.
    const copy = copyName(await options.keepCopy(path, bytes), path);
    const drift = plan.drift.find((entry) => entry.path === path);
    if (drift) Object.assign(drift, { was: "changed", copy });
    else plan.drift.push({ path, was: view(path).kind === "file" ? "changed" : "foreign", copy });
  };

  // The time the server gives each uploaded file as it goes into place, so the next deploy can tell
  // it is unchanged without reading it (a change made on the server later shows in its time).
  const placed = new Map<string, RemoteEntry | undefined>();
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
    placed.set(
      file.path,
      await putFile(remote, folder, file.path, file.contents, report, async () => {
        // The upload under a name of its own changed nothing yet: the lock is looked at before the rename,
        // after an upload however long.
        await beat();
        await keepWhatChanged(file.path);
      }),
    );
    result.uploadedBytes += file.contents.byteLength;
    options.onProgress?.({
      files: index + 1,
      totalFiles: plan.upload.length,
      bytes: result.uploadedBytes,
      totalBytes,
      path: file.path,
    });
  }

  for (const path of plan.remove) {
    await beat();
    // Changed on the server since the survey: no longer provably the tool's, so it stays, named.
    if (!(await asSurveyed(path)).same) {
      plan.kept.push({ path, why: "changed" });
      continue;
    }
    if (await removeIfThere(remote, at(path))) result.removed++;
  }
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

  const manifest: Record<string, FileRecord> = { ...plan.stays };
  for (const file of plan.upload) {
    const entry = placed.get(file.path);
    const size = file.contents.byteLength;
    const time = entry?.kind === "file" && entry.size === size ? entry.time : undefined;
    manifest[file.path] = { hash: file.hash, size, ...(time === undefined ? {} : { time }) };
  }
  await putFile(remote, folder, manifestName, Buffer.from(manifestText(manifest, [...folders])));
  await removeIfThere(remote, at(pendingName));
  return result;
}
