/**
 * What the editor's page holds while the owner works: the session (the list of files, the words),
 * the file open in the form and its changes, and the few things every part of the page shows of
 * them: the status line under the form, the undo button, the page's address.
 */
import { lang, type Opened, type Session } from "./api.js";
import { h } from "./dom.js";
import type { FieldIndex } from "./form-fields.js";
import type { TextView } from "./text.js";

/** The file open in the form, and what the owner did with it since it was opened. */
export interface OpenState {
  opened: Opened;
  fields: FieldIndex;
  dirty: Set<string>;
  /** Photos added and not saved yet: where each goes → the key the server gave it. */
  uploads: Map<string, string>;
  bases: Record<string, string>;
  /** Each form's value as the file at its base gave it, untouched by her changes. */
  originals: Record<string, unknown>;
  texts: Map<string, TextView>;
  /** Counts her changes of each file: one made while a save was on its way is not saved by it. */
  edits: Map<string, number>;
  /** Opens the file anew, as it is on disk now (after a save or an undo). */
  reopen(keepFocus?: boolean): Promise<void>;
}

/** The session the page started with, and the file open now. */
export const page: { session: Session; current: OpenState | undefined } = {
  session: undefined as unknown as Session,
  current: undefined,
};

export const main = document.getElementById("main") as HTMLElement;
export const words = () => page.session.words.ui;
export const fileParam = () => new URLSearchParams(location.search).get("file");

/** An address of this page with the language and the file (the key stays in its cookie, out of the history). */
export function pageAddress(file: string | undefined, language = lang): string {
  const params = new URLSearchParams({ lang: language });
  if (file) params.set("file", file);
  return `/__edit/?${params}`;
}

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Whether the owner may leave the open file: it has no changes not saved, or she says so. */
export function leaveAllowed(): boolean {
  const { current, session } = page;
  if (!current || current.dirty.size === 0) return true;
  const { message, hint = "" } = session.words.leave;
  return window.confirm(`${message} ${hint.charAt(0).toUpperCase()}${hint.slice(1)}`);
}

export function setStatus(text: string): void {
  const status = document.getElementById("status");
  // The server's sentences start small ("the editor gets no answer …"); alone on the line, a sentence starts
  // capital. One that starts with a file's name (content/buffet.yaml) keeps it as it is.
  if (status) status.textContent = /^\p{L}+[\s,:]/u.test(text) ? capitalized(text) : text;
}

export function setUndo(undo: { file: string } | null): void {
  const button = document.getElementById("undo") as HTMLButtonElement | null;
  if (!button) return;
  button.disabled = !undo;
  // On a phone the bar holds one row: the button shows its short word, its full name is still read.
  button.replaceChildren(
    h("span", { class: "undo-full" }, undo ? `${words().undo} (${undo.file})` : words().undo),
    h("span", { class: "undo-short", "aria-hidden": "true" }, words().undoShort),
  );
}

/** The photos added and not saved yet that a text names: the server writes them with it. */
export function uploadsNamedIn(state: OpenState, text: string): Record<string, string> {
  return Object.fromEntries([...state.uploads].filter(([file]) => text.includes(file)));
}
