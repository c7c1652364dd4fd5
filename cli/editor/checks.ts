/**
 * What a change of the owner's would break, as the build would find it: the checks of the changed
 * files alone (their schema, or their Markdown), while she types; and, before a save, the rules
 * across files and a whole build of the site in a copy of content/ with the change in it.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { type ContentType, registry } from "../content/registry.js";
import { SiteError } from "../errors.js";
import type { ToolLanguage } from "../language.js";
import { loadMarkdown, loadYaml, type MarkdownContext } from "../stages/1-load/formats.js";
import { loadContent } from "../stages/1-load/load.js";
import { factsOf } from "../stages/1-load/placeholders.js";
import { copyWith } from "./content-copy.js";
import { type EditorEntry, entryById, entryType, readEntryFile, readForEdit } from "./files.js";
import type { Staged } from "./photos.js";
import { linesOf, type Problem, problemsOf, problemsOfLines } from "./problems.js";
import type { EditorState } from "./state.js";
import { isOrigins, type Origins, writeValue } from "./yaml-edit.js";

/** What the owner sends for one file: the form's value (or the text), and the version it started from. */
export interface FileChange {
  /** The hash of the file as the form was opened. */
  base: string;
  value?: unknown;
  origins?: Origins;
  text?: string;
  /** The form's value as the file gave it (at `base`): a file changed elsewhere since gets only her changes (merge.ts). */
  original?: unknown;
}

/**
 * The new text of each changed file, or the problems of a change that cannot be written at all; a form's
 * value is written into the file as it is on disk (`onDisk`, where the caller has just read it).
 */
export function newTexts(
  contentDir: string,
  entry: EditorEntry,
  changes: Record<string, FileChange>,
  onDisk: Record<string, { text: string }> = {},
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [path, change] of Object.entries(changes)) {
    if (!entry.files.some((file) => file.path === path)) throw SiteError.of("EditorNotContent", { path });
    const current = onDisk[path] ?? readForEdit(contentDir, path);
    if (typeof change.text === "string") texts[path] = change.text.replace(/\r\n?/g, "\n");
    else if (change.value !== undefined && entry.kind !== "text") {
      if (change.origins !== undefined && !isOrigins(change.origins)) throw SiteError.of("EditorRequestInvalid", {});
      texts[path] = writeValue(current.text, change.value, change.origins);
    } else throw SiteError.of("EditorRequestInvalid", {});
  }
  return texts;
}

/** The facts Markdown may use, from site.yaml as it is now. */
async function markdownContext(contentDir: string): Promise<MarkdownContext> {
  try {
    const text = readEntryFile(contentDir, registry.site.path);
    const { value } = await loadYaml(registry.site, join(contentDir, registry.site.path), text);
    return { facts: factsOf(value), unreliable: new Set() };
  } catch {
    return { facts: new Map(), unreliable: new Set(["site"]) };
  }
}

/** The checks of one file alone, as the build reads it: its schema, or its Markdown. */
export async function checkFiles(
  contentDir: string,
  entry: EditorEntry,
  texts: Record<string, string>,
  lang: ToolLanguage,
): Promise<Problem[]> {
  const type = entryType(entry);
  const problems: Problem[] = [];
  for (const [path, text] of Object.entries(texts)) {
    const file = join(contentDir, path);
    try {
      if (type.format === "yaml") await loadYaml(type, file, text);
      else await loadMarkdown(type as ContentType<object>, file, text, await markdownContext(contentDir));
    } catch (failure) {
      problems.push(...problemsOf(failure, lang, contentDir, texts));
    }
  }
  return problems;
}

/** The problems a change would have, for the form while the owner types (this file's own checks). */
export async function checkChange(
  state: EditorState,
  id: unknown,
  changes: Record<string, FileChange>,
  lang: ToolLanguage,
): Promise<Problem[]> {
  const entry = entryById(state.contentDir, id);
  try {
    return await checkFiles(state.contentDir, entry, newTexts(state.contentDir, entry, changes), lang);
  } catch (failure) {
    return problemsOf(failure, lang, state.contentDir);
  }
}

/** Problems the whole site has with these texts: the rules across files, then a build. */
export async function checkSite(
  state: EditorState,
  texts: Record<string, string>,
  lang: ToolLanguage,
  staged: Staged[] = [],
): Promise<{ problems: Problem[]; lines?: string[] }> {
  const { dir, copy } = copyWith(state, texts, staged);
  try {
    try {
      await loadContent(copy);
    } catch (failure) {
      return { problems: problemsOf(failure, lang, copy, texts) };
    }
    const outcome = await state.options.build(copy, join(dir, "out"), lang);
    return outcome.ok
      ? { problems: [] }
      : problemsOfLines(state.contentDir, linesOf(state.contentDir, outcome.lines, copy), texts);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
