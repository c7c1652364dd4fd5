/**
 * What the open tabs have changed and not saved, as each tab last said: stopping the preview then
 * says so in the terminal, where the owner stops it. Only the editor's own files are kept, and only
 * the latest tabs: nothing a page sends can flood the terminal.
 */
import { editorEntries } from "./files.js";

/** The open tabs whose changes not saved the preview keeps: the latest that said so. */
const maxTabs = 20;

/** Content files by their paths in content/ ("pages/about.de.md"): a few, in plain letters, to print as they are. */
function isPaths(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= 50 &&
    value.every(
      (file) =>
        typeof file === "string" && /^[\w-]+(?:\.[\w-]+)*(?:\/[\w-]+(?:\.[\w-]+)*)*$/.test(file) && file.length <= 300,
    )
  );
}

export function unsavedTabs(contentDir: string) {
  /** Each open tab's files with changes not saved, by the tab's own key. */
  const unsavedIn = new Map<string, string[]>();
  return {
    /** One tab's files, or (`tab` null) every tab's. */
    files(tab: string | null = null): string[] {
      if (tab !== null) return unsavedIn.get(tab) ?? [];
      return [...new Set([...unsavedIn.values()].flat())].sort();
    },
    /** What a tab says it has not saved; false when that is no tab's key and files of the editor's. */
    tell(tab: unknown, files: unknown): boolean {
      const known = new Set(editorEntries(contentDir).flatMap((entry) => entry.files.map((file) => file.path)));
      if (
        typeof tab !== "string" ||
        !/^[\w-]{1,64}$/.test(tab) ||
        !isPaths(files) ||
        !files.every((file) => known.has(file))
      ) {
        return false;
      }
      unsavedIn.delete(tab);
      if (files.length > 0) unsavedIn.set(tab, files);
      for (const oldest of unsavedIn.keys()) if (unsavedIn.size > maxTabs) unsavedIn.delete(oldest);
      return true;
    },
  };
}
