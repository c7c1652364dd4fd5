/**
 * The server as a deploy finds it before it changes anything: its records (manifest and journal),
 * what stands at every path the deploy may touch, and what an interrupted deploy left half done.
 */
import { posix } from "node:path";
import { type Found, foldersFor } from "./plan.js";
import { DeployConflicts, removeIfThere } from "./put.js";
import { newNameOf, oldNameOf, recordsLimit } from "./records.js";
import type { Remote, RemoteEntry } from "./remote.js";

/** Clears what an interrupted deploy may have left at the paths it was changing. */
export async function repairInterrupted(remote: Remote, folder: string, paths: readonly string[]) {
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
export async function survey(remote: Remote, folder: string, paths: readonly string[], folders: readonly string[]) {
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

/** The manifest or journal, unless it is larger than any deploy writes. */
export async function readRecordFile(remote: Remote, path: string, damaged: string[]): Promise<Buffer | undefined> {
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
