/**
 * What the editor's page draws: its list of files (the session), and a file opened as a form: its
 * JSON Schema and value, the site's languages, the labels of choices, the photos to choose from and
 * the frames they are cut to. A YAML file too broken for a form opens as text, at its mistake.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import * as z from "zod";
import { type ContentType, registry } from "../content/registry.js";
import type { ToolLanguage } from "../language.js";
import { wordsIn } from "../messages/editor-words.js";
import { frameNames, render } from "../messages/index.js";
import { frameRatios, framesOf, roundFrames } from "../shared/frames.js";
import { photoProblem } from "../shared/urls.js";
import { maxPhotoBytes } from "../stages/2-photos/photo-files.js";
import { photoRoles } from "../stages/2-photos/photo-roles.js";
import { previewPath } from "./draft.js";
import { defaultLanguage, editorEntries, entryById, entryType, readEntryFile, readForEdit } from "./files.js";
import { pagePhotosOf, sharedPhotos } from "./page-photos.js";
import { yamlReason } from "./problems.js";
import { type EditorState, undoState } from "./state.js";
import { readValue } from "./yaml-edit.js";

/** The nav of the editor: every file it opens, with what the owner calls it. */
export function sessionOf(state: EditorState, lang: ToolLanguage) {
  const { contentDir } = state;
  const words = wordsIn(lang);
  const site = defaultLanguage(contentDir);
  const languages = new Map(languagesOf(contentDir, site).map(({ code, name }) => [code, name]));
  const entries = editorEntries(contentDir, site).map((entry) => {
    const file = entry.files[0];
    // A page by what it is and its language ("About us · English"); a type of one file or one table, by what it holds.
    const language = file?.lang && (languages.get(file.lang) ?? file.lang);
    const page = entry.page && [words.pages[entry.page] ?? entry.page, language].filter(Boolean).join(" · ");
    return {
      id: entry.id,
      type: entry.type,
      kind: entry.kind,
      name: page || (words.types[entry.type] ?? entry.id),
      group: words.types[entry.type] ?? entry.type,
    };
  });
  const leave = render("EditorUnsavedChanges", {}, lang);
  // Said by the page when site serve has stopped: the page cannot ask for it then.
  const noAnswer = render("EditorNoAnswer", {}, lang);
  // A photo too large is said before it is sent: a browser may show a refused upload as a network error.
  const limit = maxPhotoBytes / 1024 / 1024;
  const photoTooBig = render("EditorPhotoTooBig", { megabytes: 0, limit }, lang);
  return {
    lang,
    words: { ...words, leave, photoTooBig, noAnswer },
    maxPhotoBytes: maxPhotoBytes,
    entries,
    undo: undoState(state),
  };
}

/** A file (or the languages of a dictionary) as the form edits it. */
export async function openForm(state: EditorState, id: unknown, lang: ToolLanguage) {
  const { contentDir } = state;
  const site = defaultLanguage(contentDir);
  const entry = entryById(contentDir, id, site);
  const type = entryType(entry);
  const files = entry.files.map(({ path, lang: fileLang }) => {
    const { text, hash } = readForEdit(contentDir, path);
    if (type.format !== "yaml") return { path, lang: fileLang, hash, text };
    try {
      const { value, numbers } = readValue(text);
      return { path, lang: fileLang, hash, value, numbers };
    } catch (failure) {
      // Opened as text, the caret where the mistake is (the page shows the lines' numbers).
      const { reason, at } = yamlReason(text, failure, lang);
      const { message: note, hint } = render("EditorOpenedAsText", { reason }, lang);
      return { path, lang: fileLang, hash, text, note: `${note} (${hint})`, ...(at ? { at } : {}) };
    }
  });
  const asText = files.some((file) => "note" in file);
  const schema =
    type.format === "yaml" && !asText
      ? z.toJSONSchema(await type.schema(), { io: "input", unrepresentable: "any" })
      : undefined;
  return {
    id: entry.id,
    type: entry.type,
    kind: asText ? "text" : entry.kind,
    format: type.format,
    schema,
    files,
    languages: languagesOf(contentDir, site),
    choices: choiceLabels(contentDir, lang, site),
    photos: photosIn(contentDir),
    frames: framesByKey(type, entry.page, lang),
    pagePhotos: files.length === 1 ? await pagePhotosOf(type, files[0].text, sharedPhotos(entry, site)) : undefined,
    preview: previewPath(entry, site),
    undo: undoState(state),
  };
}

/** The site's languages, each by the name its dictionary gives it ("Deutsch"), in the site's order. */
function languagesOf(contentDir: string, site: string) {
  const dictionaries = editorEntries(contentDir, site).find((entry) => entry.type === registry.i18n.name);
  return (dictionaries?.files ?? []).map(({ path, lang }) => {
    let name = lang ?? path;
    try {
      const { value } = readValue(readEntryFile(contentDir, path));
      const written = (value as { languageName?: unknown } | null)?.languageName;
      if (typeof written === "string") name = written;
    } catch {}
    return { code: lang ?? "", name };
  });
}

/**
 * The labels of a list of choices, from the dictionaries' groups of the same name (allergens, additives):
 * in the editor's language when the site has it, else in the site's default language.
 */
function choiceLabels(contentDir: string, lang: ToolLanguage, site: string): Record<string, Record<string, string>> {
  const dictionaries = editorEntries(contentDir, site).find((entry) => entry.type === registry.i18n.name);
  const file = dictionaries?.files.find((candidate) => candidate.lang === lang) ?? dictionaries?.files[0];
  if (!file) return {};
  try {
    const { value } = readValue(readEntryFile(contentDir, file.path));
    const groups: Record<string, Record<string, string>> = {};
    for (const [key, group] of Object.entries((value ?? {}) as Record<string, unknown>)) {
      if (group && typeof group === "object" && !Array.isArray(group)) {
        groups[key] = Object.fromEntries(
          Object.entries(group).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        );
      }
    }
    return groups;
  } catch {
    return {};
  }
}

/** The photos in content/images/ ("images/kitchen.jpg"), offered where a form asks for a photo's file. */
function photosIn(contentDir: string): string[] {
  const folder = join(contentDir, "images");
  if (!existsSync(folder)) return [];
  const names = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return names
    .map((entry) => relative(contentDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((path) => !photoProblem(path))
    .sort()
    .slice(0, 1000);
}

/** "the top photo…" → "The top photo…": a frame's name as a caption. */
const caption = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The frames the photos of a type are cut to, by the key that names them (`hero`, `gallery`, a
 * dish's or the chef's `photo`), in the editor's language, with the widest each is shown.
 */
function framesByKey(type: ContentType<unknown>, page: string | undefined, lang: ToolLanguage) {
  const frames: Record<string, { name: string; label: string; ratio: number; round: boolean; shown: number }[]> = {};
  for (const [key, role] of Object.entries(type.photos ?? {})) {
    frames[key] = framesOf(role, page).map((name) => ({
      name,
      label: caption(frameNames[name][lang]),
      ratio: frameRatios[name],
      round: roundFrames.has(name),
      shown: photoRoles[role].shown,
    }));
  }
  return frames;
}
