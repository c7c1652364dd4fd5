/**
 * A copy of the content folder with changed files in it, for the checks that need the whole site
 * and for a draft's preview. Nothing written into the copy may reach a file of the owner's: a link
 * that leads to a file or folder in content/ leads to its copy instead (so the copy's build reads
 * what the build reads), a link out of content/ keeps its target (refused by the copy's build as by
 * the build), and a changed file is written only into a folder of the copy.
 */
import { cpSync, linkSync, lstatSync, readlinkSync, realpathSync, symlinkSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { SiteError } from "../errors.js";
import { makeFolders, replaceFile } from "../file-writes.js";
import type { Staged } from "./photos.js";
import type { EditorState } from "./state.js";

/** Where a path leads, links followed; undefined when it leads nowhere. */
function realPathOf(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/**
 * Copies content/ into a new folder of the work folder (`dir`, the copy in its `content`), with the
 * new texts of the changed files and the waiting photos a change names.
 */
export function copyWith(
  state: EditorState,
  texts: Record<string, string>,
  staged: Staged[] = [],
): { dir: string; copy: string } {
  const dir = join(state.work, `edit-${++state.made.copies}`);
  const copy = join(dir, "content");
  makeFolders(dir);
  copyFolder(state.contentDir, copy);
  const realCopy = realpathSync.native(copy);
  for (const [path, text] of Object.entries(texts)) {
    const folder = realPathOf(dirname(join(copy, path)));
    if (folder === undefined || (folder !== realCopy && !folder.startsWith(realCopy + sep))) {
      throw SiteError.of("LinkOutOfContent", {}, { place: { file: join(state.contentDir, path), line: 1, col: 1 } });
    }
    // Written in the copy's folder, over the copy's own link if the file was one.
    replaceFile(join(folder, basename(path)), text);
  }
  state.photos.linkInto(copy, staged);
  return { dir, copy };
}

/** The content folder's files, folders and links in `copy`, its photos linked rather than copied. */
function copyFolder(contentDir: string, copy: string): void {
  // The folder itself, wherever a link to it leads: the copy is a folder of the tool's, never a link.
  const realContent = realpathSync.native(contentDir);
  // Photos are linked, not copied: a save costs no copy of every photo, and the build knows them as the
  // same files (cli/stages/2-photos/photos.ts). Nothing writes to a file of the copy; edited texts replace theirs.
  cpSync(realContent, copy, {
    recursive: true,
    filter: (source, target) => {
      // A pipe or a socket some program left here is never read by the build, and cpSync cannot copy it.
      const info = lstatSync(source, { throwIfNoEntry: false });
      if (!info || !(info.isFile() || info.isDirectory() || info.isSymbolicLink())) return false;
      if (info.isFile() && relative(realContent, source).startsWith(`images${sep}`)) {
        try {
          linkSync(source, target);
          return false;
        } catch {}
      }
      if (!info.isSymbolicLink()) return true;
      // A link leads where it led: into content/, to the same place in the copy; out of it, or to nothing,
      // to the same place as before, which the copy's build refuses as the build does.
      const real = realPathOf(source);
      const inside = real !== undefined && (real === realContent || real.startsWith(realContent + sep));
      symlinkSync(
        inside ? join(copy, relative(realContent, real)) : resolve(dirname(source), readlinkSync(source)),
        target,
      );
      return false;
    },
  });
}
