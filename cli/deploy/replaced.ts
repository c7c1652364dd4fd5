/**
 * What a deploy takes off the server or replaces there is kept on the server itself: a file the site
 * no longer has is moved, a file about to be replaced is hard-linked, into
 * `.site-deploy/replaced/<when the deploy began>/` at its own path. Neither copies a byte, so the
 * way back costs no transfer, and no file a deploy touches is lost, whatever its size and time
 * claimed. The folder keeps the last few deploys' files and a README that says how to bring one back.
 */
import { posix } from "node:path";
import { render } from "../messages/index.js";
import { DeployConflicts, putFile } from "./put.js";
import { isProblem, type Remote } from "./remote.js";

/** The deploy's folder on the server, hidden like its other files (`.htaccess` and nginx serve none). */
export const keptFolder = ".site-deploy";
export const replacedFolder = `${keptFolder}/replaced`;
/** How many deploys' files replaced/ keeps: the oldest go as a new deploy adds its own. */
export const replacedKept = 5;
/** A deploy's folder in replaced/: when it began, in UTC ("2026-11-18T11-00-00-000Z", "-2" for a second one). */
const stampPattern = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z(?:-\d+)?$/;
export const stampOf = (now: Date) => now.toISOString().replace(/[:.]/g, "-");

/** The README of replaced/, in German and English: the server's folder is read in no tool's language. */
export const readmeText = () =>
  `${(["de", "en"] as const)
    .map((lang) => render("DeployReplacedReadme", { kept: replacedKept, folder: replacedFolder }, lang).message)
    .join("\n\n")}\n`;

/**
 * Stops a deploy before it changes anything where the deploy's folder, or replaced/ in it, is not a
 * folder: files moved into a link would go wherever it points.
 */
export async function checkKeptFolders(remote: Remote, folder: string): Promise<void> {
  for (const path of [keptFolder, replacedFolder]) {
    const entry = await remote.stat(posix.join(folder, path));
    if (!entry) return;
    if (entry.kind !== "folder") throw new DeployConflicts([{ path, what: "kept-folder" }]);
  }
}

/** A file kept in replaced/: where it was, where it is now (relative to the web folder). */
export interface KeptFile {
  path: string;
  kept: string;
  /** Replaced by the site's new file (linked); else taken off the site (moved). */
  replaced: boolean;
}

/** The deploy's own folder in replaced/, made on the first file kept, named by when the deploy began. */
export function replacedFiles(remote: Remote, folder: string, began: Date) {
  const at = (path: string) => posix.join(folder, path);
  let stamp: string | undefined;
  const made = new Set<string>();
  const kept: KeptFile[] = [];

  /** A folder of the tool's where one may already be: made, or found a folder (never a link). */
  const folderAt = async (path: string) => {
    try {
      await remote.mkdir(at(path));
    } catch (failure) {
      if (!isProblem(failure, "exists")) throw failure;
      if ((await remote.stat(at(path)))?.kind !== "folder") throw new DeployConflicts([{ path, what: "kept-folder" }]);
    }
  };

  async function open(): Promise<string> {
    if (stamp) return stamp;
    await folderAt(keptFolder);
    await folderAt(replacedFolder);
    // A folder of its own, new: nothing in it can be a link someone left there.
    for (let attempt = 1; ; attempt++) {
      const name = attempt === 1 ? stampOf(began) : `${stampOf(began)}-${attempt}`;
      try {
        await remote.mkdir(at(`${replacedFolder}/${name}`));
        stamp = name;
        break;
      } catch (failure) {
        if (!isProblem(failure, "exists") || attempt >= 100) throw failure;
      }
    }
    await putFile(remote, folder, `${replacedFolder}/README.txt`, Buffer.from(readmeText()));
    await prune(remote, folder, stamp);
    return stamp;
  }

  return {
    /**
     * Keeps the file at `path` in this deploy's folder: `move` takes it off the site, `link` leaves it
     * in place for the rename that replaces it. Undefined when nothing is there any more.
     */
    async keep(path: string, how: "move" | "link"): Promise<string | undefined> {
      const own = `${replacedFolder}/${await open()}`;
      const parts = path.split("/");
      for (let depth = 1; depth < parts.length; depth++) {
        const parent = `${own}/${parts.slice(0, depth).join("/")}`;
        if (made.has(parent)) continue;
        await folderAt(parent);
        made.add(parent);
      }
      const copy = `${own}/${path}`;
      try {
        if (how === "link" && remote.link) await remote.link(at(path), at(copy));
        else await remote.rename(at(path), at(copy));
      } catch (failure) {
        if (isProblem(failure, "missing")) return undefined;
        throw failure;
      }
      kept.push({ path, kept: copy, replaced: how === "link" });
      return copy;
    },
    /** The files kept so far, and this deploy's folder ("" before the first). */
    get kept(): readonly KeptFile[] {
      return kept;
    },
    get folder(): string {
      return stamp ? `${replacedFolder}/${stamp}` : "";
    },
  };
}

/** Deletes the files of all but the newest `replacedKept` deploys in replaced/, and their folders once empty. */
async function prune(remote: Remote, folder: string, current: string): Promise<void> {
  const at = (path: string) => posix.join(folder, path);
  const stamps = (await remote.list(at(replacedFolder)))
    .filter((entry) => entry.kind === "folder" && stampPattern.test(entry.name) && entry.name !== current)
    .map((entry) => entry.name)
    .sort()
    .reverse();
  for (const old of stamps.slice(replacedKept - 1)) await removeTree(remote, at(`${replacedFolder}/${old}`));
}

/** A folder the deploy made in replaced/, emptied: files and links (never followed) removed, folders in turn. */
async function removeTree(remote: Remote, path: string): Promise<void> {
  for (const entry of await remote.list(path)) {
    if (entry.name === "." || entry.name === "..") continue;
    const inside = posix.join(path, entry.name);
    if (entry.kind === "folder") await removeTree(remote, inside);
    else if (entry.kind === "file" || entry.kind === "link") await remote.remove(inside);
  }
  try {
    await remote.rmdir(path);
  } catch (failure) {
    // Something that is no file stays, and its folder with it.
    if (isProblem(failure, "lost")) throw failure;
  }
}
