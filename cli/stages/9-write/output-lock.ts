/**
 * One writer of an output folder at a time: a lock file in the tool's folder
 * beside the output names the process holding it. A build waits while a live
 * process holds it and takes over the lock of one that no longer runs.
 */
import { hostname } from "node:os";
import { dirname, join } from "node:path";
import { SiteError } from "../../errors.js";
import { type Disk, errorCode } from "./output-folder.js";

export interface LockOptions {
  disk: Disk;
  /** Whether the process that holds a lock still runs. */
  isAlive: (pid: number) => boolean;
  /** How long to wait for another build's write stage before giving up. */
  lockWaitMs: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (failure) {
    return errorCode(failure) === "EPERM";
  }
}

interface LockHolder {
  pid: number;
  host: string;
}

/**
 * Takes the output's lock, waiting while another live process holds it. The
 * lock file appears whole or not at all: written under a name of its own,
 * then linked to `lock`, which fails if a lock is there.
 */
export async function takeLock(work: string, outDir: string, options: LockOptions) {
  const { disk, isAlive } = options;
  const lock = join(work, "lock");
  const mine = join(work, `lock.${process.pid}.tmp`);
  const deadline = Date.now() + options.lockWaitMs;
  for (;;) {
    let taken = false;
    // Outside the waiting below: a folder that cannot be made (under /proc, which answers "no such file") is said
    // as it is, not waited on as another build's lock.
    disk.mkdir(work);
    try {
      // Made new: whatever has its name (a link left there to write through) goes first, itself only.
      unlinkIfThere(disk, mine);
      disk.writeFile(mine, JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockHolder), true);
      disk.link(mine, lock);
      taken = true;
    } catch (failure) {
      // EEXIST: another build holds the lock. ENOENT: another build, releasing its lock, removed the
      // empty folder between our mkdir and write (seen with three builds at once on a busy machine).
      if (errorCode(failure) !== "EEXIST" && errorCode(failure) !== "ENOENT") throw failure;
      // Neither, when the output's own folder is not one: a file or a link to nothing stands on the way.
      if (!disk.lstat(dirname(dirname(work)))?.isDirectory()) throw failure;
    }
    unlinkIfThere(disk, mine);
    if (taken) return () => releaseLock(work, disk);
    const holder = readHolder(disk, lock);
    if (holder && holder.host === hostname() && !isAlive(holder.pid)) {
      // Renaming claims the stale lock: of two processes taking it over, one succeeds.
      const claimed = join(work, `lock.stale-${process.pid}`);
      try {
        disk.rename(lock, claimed);
        disk.unlink(claimed);
      } catch (failure) {
        if (errorCode(failure) !== "ENOENT") throw failure;
      }
      continue;
    }
    if (Date.now() >= deadline) {
      throw SiteError.of("OutputBusy", { out: outDir, pid: holder?.pid ?? 0 });
    }
    await sleep(25);
  }
}

export function unlinkIfThere(disk: Disk, path: string): void {
  try {
    disk.unlink(path);
  } catch (failure) {
    if (errorCode(failure) !== "ENOENT") throw failure;
  }
}

function readHolder(disk: Disk, lock: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(disk.readFile(lock).toString());
    return Number.isInteger(holder?.pid) && typeof holder.host === "string" ? holder : undefined;
  } catch (failure) {
    if (errorCode(failure) === "ENOENT" || failure instanceof SyntaxError) return undefined;
    throw failure;
  }
}

/** Gives the lock back, and the tool's folders too once they are empty. */
function releaseLock(work: string, disk: Disk): void {
  const holder = readHolder(disk, join(work, "lock"));
  if (holder?.pid === process.pid) disk.unlink(join(work, "lock"));
  for (const folder of [work, dirname(work)]) {
    try {
      disk.rmdir(folder);
    } catch (failure) {
      if (errorCode(failure) !== "ENOTEMPTY" && errorCode(failure) !== "ENOENT" && errorCode(failure) !== "EEXIST")
        throw failure;
      return;
    }
  }
}
