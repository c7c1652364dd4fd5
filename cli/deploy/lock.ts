/**
 * The remote folder's lock (`.site-deploy.lock`): one deploy at a time. A folder holding holder.json
 * is made under a name of its own, then renamed into place, which fails while another lock is there,
 * on every server. A running deploy checks before each change that the lock is still its own, and
 * writes it again now and then; a lock is taken over when its deploy has provably stopped (a process
 * of this computer that ended, an earlier start of the system, this very process) or when the server
 * shows it silent for `silentAfterMs`. The place only ever changes by a rename: a lock taken over or
 * given back is first moved to a name of its own, looked at there, and removed there (or put back),
 * so no deploy removes or replaces a lock another deploy put in place meanwhile.
 */
import { createHash } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
import { hostname } from "node:os";
import { posix } from "node:path";
import { DeployConflicts, putFile, removeIfThere } from "./put.js";
import { lockName, newNameOf, oldNameOf } from "./records.js";
import { isProblem, type Remote, type RemoteEntry } from "./remote.js";

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
  /** Which start of the system it ran in: on the same computer, a lock of an earlier one was left by a process that is gone. */
  boot?: string;
  /** Which computer (its machine id): two may share a host name, and a process space's name too. */
  machine?: string;
}

const hostTag = (host: string) => createHash("sha256").update(host).digest("hex").slice(0, 8);
const randomTag = () => createHash("sha256").update(String(Math.random())).digest("hex").slice(0, 8);
const hashed = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

type Identity = Pick<Holder, "space" | "boot" | "machine">;

/** What Linux names, each where it can: the set of process numbers (a container has its own), the start of the system, the computer. */
function processSpace(): Identity {
  const named = (read: () => string) => {
    try {
      const name = read().trim();
      return name ? hashed(name) : undefined;
    } catch {
      return undefined;
    }
  };
  const identity: Identity = {
    space: named(() => readlinkSync("/proc/self/ns/pid")),
    boot: named(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8")),
    machine: named(() => readFileSync("/etc/machine-id", "utf8")),
  };
  return Object.fromEntries(Object.entries(identity).filter(([, value]) => value !== undefined));
}

/** The tokens of the locks deploys of this process hold right now. */
const heldHere = new Set<string>();

/**
 * Whether a lock was left by a deploy that no longer runs, as this computer can tell: one of an
 * earlier start of the system, one of this process that no deploy here holds, one of a process here
 * that ended. A lock of another computer or container is judged by its silence only.
 */
function isStale(holder: Partial<Holder>, here: string, own: Identity, isAlive: (pid: number) => boolean) {
  if (holder.host !== here || typeof holder.pid !== "number") return false;
  const differ = (key: keyof Identity) =>
    holder[key] !== undefined && own[key] !== undefined ? holder[key] !== own[key] : undefined;
  // Another computer with the same host name: nothing here says whether its deploy still runs.
  if (differ("machine") === true) return false;
  // Another start of the system: on this very computer, stale; where the computer is unknown, it may be another.
  if (differ("boot") === true) return differ("machine") === false;
  if (differ("space") === true) return false;
  // Every lock this process takes has a token: one without is an older version's, not this process's.
  if (holder.pid === process.pid) return holder.token === undefined || !heldHere.has(holder.token);
  return !isAlive(holder.pid);
}

const sameHolder = (a: Partial<Holder> | undefined, b: Partial<Holder> | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

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

async function readHolder(remote: Remote, file: string): Promise<Partial<Holder> | undefined> {
  try {
    const bytes = await remote.read(file);
    return bytes ? JSON.parse(bytes.toString("utf8")) : undefined;
  } catch (failure) {
    if (failure instanceof SyntaxError) return {};
    throw failure;
  }
}

/**
 * Who holds the lock folder at `path`, and when the server last saw the file that says so: holder.json,
 * or while a heartbeat writes it again on a server that cannot rename over a file (putFile: the old one
 * steps aside for a moment), the new one. Nothing when the folder is empty, or not there.
 */
async function lookAtLock(remote: Remote, path: string): Promise<{ holder?: Partial<Holder>; time?: string }> {
  const file = posix.join(path, "holder.json");
  for (const name of [file, newNameOf(file)]) {
    const holder = await readHolder(remote, name);
    if (holder !== undefined) return { holder, time: (await remote.stat(name))?.time };
  }
  return {};
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
 * Whether a failed look at the lock's place, or move of it, may come from another deploy moving it
 * meanwhile: SFTP and FTP tell a refusal or "not there" from other failures only by looking again,
 * and see what the other deploy put there since. Such a step proves nothing, and is taken again.
 */
const placeMoved = (failure: unknown) =>
  (["exists", "failed", "denied"] as const).some((problem) => isProblem(failure, problem));

/** What a look gives where the place moved while it looked (placeMoved): `value`. */
const ifMoved =
  <T>(value: T) =>
  (failure: unknown): T => {
    if (placeMoved(failure)) return value;
    throw failure;
  };

/**
 * A lock claimed that is not the one judged goes back where it was; if a third deploy took the place
 * meanwhile, the lock claimed goes, and its holder, finding the third one's lock in its place at its
 * next step (beat), stops there.
 */
async function putBack(remote: Remote, claimed: string, lock: string): Promise<void> {
  await remote.rename(claimed, lock).catch(() => removeLockFolder(remote, claimed));
}

/** The lock this deploy holds: given back at the end, looked at (and now and then written again) before each change. */
function heldLock(remote: Remote, lock: string, holder: Holder, token: string, every: number, away: () => string) {
  const file = posix.join(lock, "holder.json");
  let lastBeat = Date.now();
  return {
    release: async () => {
      // Given back or not (a lost connection cannot), this deploy is over: its lock is stale from now on.
      heldHere.delete(token);
      // Only its own: a lock another deploy took over (this one was silent too long) stays theirs.
      if ((await readHolder(remote, file).catch(ifMoved(undefined)))?.token !== token) return;
      // Moved out of the place before it is emptied: a lock emptied where it stands is a folder another
      // deploy's lock can be renamed over, and its removal would then fail, or remove that lock.
      const leaving = away();
      try {
        await remote.rename(lock, leaving);
      } catch (failure) {
        // Gone, or moved by another deploy since it was read: nothing of this deploy's is to be removed.
        if (isProblem(failure, "missing") || placeMoved(failure)) return;
        throw failure;
      }
      // Taken over since it was read (stale from the start of release): the lock moved is the new holder's.
      if ((await readHolder(remote, posix.join(leaving, "holder.json")))?.token === token) {
        await removeLockFolder(remote, leaving);
      } else {
        await putBack(remote, leaving, lock);
      }
    },
    // Before each change on the server: the lock is still this deploy's (another may have taken
    // it over, judging it silent), and now and then written again to show it still runs.
    beat: async () => {
      const now = await readHolder(remote, file).catch(ifMoved(undefined));
      if (now !== undefined && now.token !== token) throw new LockLost();
      // Gone for a moment: another deploy claimed it to look, and puts it back unless it was stale;
      // had it been stale, its new holder's lock stands here at the next look.
      if (now === undefined || Date.now() - lastBeat < every) return;
      await putFile(remote, lock, "holder.json", Buffer.from(JSON.stringify(holder)));
      lastBeat = Date.now();
    },
  };
}

/**
 * Takes the remote folder's lock: a folder holding holder.json is made under a name of its
 * own, then renamed to `.site-deploy.lock`, which fails while another (non-empty) lock is
 * there, on every server. A lock whose deploy provably stopped (isStale) or that the server
 * shows silent for `silentAfterMs` is taken over.
 */
export async function takeLock(
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
    let there: RemoteEntry | undefined;
    try {
      await remote.rename(mine, lock);
      heldHere.add(token);
      return heldLock(remote, lock, holder, token, every, attempt);
    } catch (failure) {
      await removeLockFolder(remote, mine);
      // A link in the lock's place (OpenSSH says "no such file" for it) is not followed: neither its
      // holder.json is read nor anything in it removed.
      there = isProblem(failure, "lost") ? undefined : await remote.stat(lock);
      if (there && there.kind !== "folder") {
        throw new DeployConflicts([{ path: lockName, what: there.kind === "link" ? "link" : "file-in-the-way" }]);
      }
      // A lock in the place refuses the rename; the look that tells so may find the place emptied by
      // another deploy's claim (placeMoved): the rename is then tried again.
      if (!placeMoved(failure)) throw failure;
      if (tries > 2) throw there || isProblem(failure, "exists") ? new LockBusy({}) : failure;
    }
    if (!there) continue;
    const current = await lookAtLock(remote, lock).catch(ifMoved(undefined));
    if (current === undefined) continue;
    if (current.holder !== undefined) {
      const lockSeconds = secondsOf(current.time);
      const silent =
        serverNow !== undefined && lockSeconds !== undefined && (serverNow - lockSeconds) * 1000 > silentAfterMs;
      if (!silent && !isStale(current.holder, here, own, isAlive)) throw new LockBusy(current.holder);
    }
    // Left by a deploy that no longer runs, or empty (a deploy was stopped while giving it back): renaming
    // claims it, so of two taking it over one wins. What is in the place is never removed where it stands:
    // another deploy's lock may have been put there since it was looked at.
    const claimed = attempt();
    try {
      await remote.rename(lock, claimed);
    } catch (failure) {
      if (isProblem(failure, "missing") || placeMoved(failure)) continue;
      throw failure;
    }
    // A lock claimed that is not the one judged goes back, and the deploy starts again.
    const seen = await lookAtLock(remote, claimed);
    if (!sameHolder(seen.holder, current.holder) || seen.time !== current.time) {
      await putBack(remote, claimed, lock);
      continue;
    }
    await removeLockFolder(remote, claimed);
  }
}

/** Lock attempts a stopped deploy on this computer left behind (hidden entries; a server that hides them keeps them). */
export async function clearLockAttempts(remote: Remote, folder: string, isAlive: (pid: number) => boolean) {
  const here = hostTag(hostname());
  for (const entry of await remote.list(folder)) {
    const match = lockAttempt.exec(entry.name);
    // Only the folders the tool makes: never a link at such a name, nor what it points to.
    if (match && entry.kind === "folder" && match[1] === here && !isAlive(Number(match[2]))) {
      await removeLockFolder(remote, posix.join(folder, entry.name));
    }
  }
}
