/**
 * Writing on the server as a deploy does: a file whole, under a name of its own first, renamed over
 * the old one; a file removed only where one is. Used by the deploy (publish.ts) and its lock (lock.ts).
 */
import { posix } from "node:path";
import type { Conflict } from "./plan.js";
import { newNameOf, oldNameOf } from "./records.js";
import { isProblem, type Remote } from "./remote.js";

/** What stands where the site needs a file or folder: nothing was changed. */
export class DeployConflicts extends Error {
  constructor(readonly conflicts: Conflict[]) {
    super(`the server has something in the way at ${conflicts.map((conflict) => conflict.path).join(", ")}`);
  }
}

/** Whether there was a file to remove. */
export async function removeIfThere(remote: Remote, path: string): Promise<boolean> {
  try {
    await remote.remove(path);
    return true;
  } catch (failure) {
    if (!isProblem(failure, "missing")) throw failure;
    return false;
  }
}

/**
 * Writes a file whole: under its temporary name, then renamed over the old one. `beforeRename` looks
 * at what is there once the bytes are up, the last moment before it is replaced. Gives the file's
 * size and time as the server showed them before anybody else could reach it.
 */
export async function putFile(
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
