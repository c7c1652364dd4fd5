/**
 * What the editor does with the owner's files, as plain operations the HTTP layer (server.ts)
 * calls, one module each: the list of files and a file opened as a form (forms.ts), a value checked
 * while the owner types (checks.ts), a save and its undo (save.ts), a draft of a Markdown page built
 * for its preview (draft.ts), a page's photos in its front matter (page-photos.ts), and the photos
 * she adds (photos.ts). They share what state.ts holds: one operation runs at a time.
 */
import type { ToolLanguage } from "../language.js";
import { checkChange, type FileChange } from "./checks.js";
import { buildDraft, draftFolder, latestOnly } from "./draft.js";
import { openForm, sessionOf } from "./forms.js";
import { pagePhotosIn } from "./page-photos.js";
import { saveChange, undoSave } from "./save.js";
import { type EditorOptions, editorState } from "./state.js";

export type { FileChange } from "./checks.js";
export type { Problem } from "./problems.js";
export type { Outcome } from "./save.js";
export type { EditorOptions, UndoState } from "./state.js";

export function createEditor(options: EditorOptions) {
  const state = editorState(options);
  return {
    /** The nav of the editor: every file it opens, with what the owner calls it. */
    session: (lang: ToolLanguage) => sessionOf(state, lang),
    /** A file (or the languages of a dictionary) as the form edits it. */
    open: (id: unknown, lang: ToolLanguage) => openForm(state, id, lang),
    /** The problems a change would have, for the form while the owner types (this file's own checks). */
    check: (id: unknown, changes: Record<string, FileChange>, lang: ToolLanguage) =>
      checkChange(state, id, changes, lang),
    /** Saves a change when the whole site still builds with it, and the files are as the form found them. */
    save: (id: unknown, changes: Record<string, FileChange>, lang: ToolLanguage, uploads?: Record<string, string>) =>
      saveChange(state, id, changes, lang, uploads),
    /** Puts back the files of the last save, unless they were changed since. */
    undo: (lang: ToolLanguage) => undoSave(state, lang),
    /** A build of the site with a draft of a page, for its preview; undefined when a newer draft came first. */
    draft: latestOnly((id: unknown, text: unknown, lang: ToolLanguage, uploads?: Record<string, string>) =>
      buildDraft(state, id, text, lang, uploads),
    ),
    /** A page's photos in its front matter, read from its text or written into it (page-photos.ts). */
    frontMatter: (id: unknown, text: unknown, value: unknown, origins: unknown) =>
      pagePhotosIn(options.contentDir, id, text, value, origins),
    /** Photos the owner adds: checked, kept until a save names them, shown (photos.ts). */
    photos: state.photos,
    /** The folder of a draft build, if it is still kept. */
    draftFolder: (number: number) => draftFolder(state, number),
  };
}

export type Editor = ReturnType<typeof createEditor>;
