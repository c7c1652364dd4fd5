/**
 * The folder a preview keeps its builds, the editor's copies of content/ and its drafts in: in the
 * system's temporary folder, named by its process and marked so; removed when the preview stops, and
 * by the next preview when one was stopped by force (a kill, a closed terminal).
 */
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const workPrefix = "site-serve-";
const workMarker = ".site-serve-work";

/** A new work folder of this process, marked as a preview's. */
export function makeWorkFolder(): string {
  const work = mkdtempSync(join(tmpdir(), `${workPrefix}${process.pid}-`));
  writeFileSync(join(work, workMarker), `${process.pid}\n`);
  return work;
}

/**
 * Removes what a preview stopped by force (a kill, a closed terminal) left: each check of a save left a
 * whole copy of content/. A folder goes only when everything says a preview made it: its name, its
 * marker naming a process that has ended, and this user as its owner; a running preview's stays.
 */
export function removeStaleWork(dir = tmpdir()): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(new RegExp(`^${workPrefix}(\\d+)-[^/]+$`).exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    const folder = join(dir, name);
    const info = lstatSync(folder, { throwIfNoEntry: false });
    if (!info?.isDirectory() || (process.getuid && info.uid !== process.getuid())) continue;
    let marked: string;
    try {
      marked = readFileSync(join(folder, workMarker), "utf8");
    } catch {
      continue;
    }
    if (marked !== `${pid}\n` || running(pid)) continue;
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Whether a process of this number still runs (one of another user's counts as running). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (failure) {
    return (failure as NodeJS.ErrnoException).code !== "ESRCH";
  }
}
