/**
 * A file opened in the editor: asked of the server (its schema, its value or text, the site's
 * languages and photos), drawn as a form, as the languages of a dictionary side by side, or as text
 * beside a preview of its page (text.ts); with the buttons that save it and undo the last save.
 */
import { lang, openFile, type Refusal } from "./api.js";
import { cancelScheduledCheck, runCheck, scheduleCheck } from "./checks.js";
import { h } from "./dom.js";
import { renderForm } from "./form.js";
import type { FormContext } from "./form-fields.js";
import { trackOrigins } from "./form-values.js";
import { renderLanguages } from "./languages.js";
import { markCurrent } from "./nav.js";
import type { PhotoOptions } from "./photo.js";
import { showProblems } from "./problems.js";
import { submit, undoSave } from "./save.js";
import { main, type OpenState, page, setStatus, setUndo, uploadsNamedIn, words } from "./state.js";
import { renderText } from "./text.js";
import { Changed, reportUnsaved } from "./unsaved.js";

export async function open(id: string | undefined, keepFocus = false): Promise<void> {
  if (!id) return;
  cancelScheduledCheck();
  const answer = await openFile(id);
  if (answer.status !== 200 || !("files" in answer.data)) {
    const refusal = answer.data as Refusal;
    main.replaceChildren(h("p", { class: "error", role: "alert" }, `${refusal.message} (${refusal.hint ?? ""})`));
    return;
  }
  const opened = answer.data;
  const state: OpenState = {
    opened,
    fields: new Map(),
    dirty: new Changed(),
    uploads: new Map(),
    bases: Object.fromEntries(opened.files.map((file) => [file.path, file.hash])),
    originals: Object.fromEntries(opened.files.map((file) => [file.path, structuredClone(file.value)])),
    texts: new Map(),
    edits: new Map(),
    reopen: (keep) => open(opened.id, keep),
  };
  page.current = state;
  reportUnsaved();
  markCurrent(id);
  const entry = page.session.entries.find((candidate) => candidate.id === id);
  const heading = entry?.name ?? entry?.group ?? id;
  document.title = `${heading} – ${words().title}`;
  drawFile(state, heading, viewOf(state, heading));
  setUndo(opened.undo);
  if (!keepFocus) main.focus({ preventScroll: true });
  // A file too broken for a form opens with the caret on its mistake.
  for (const text of state.texts.values()) text.showMistake();
  // The file's own problems show at once, before any change.
  if (opened.kind !== "text" || opened.format !== "markdown") void runCheck(state, true);
}

/** The file's form, its languages side by side, or its text. */
function viewOf(state: OpenState, heading: string): HTMLElement {
  const { opened } = state;
  const onChange = (file: string) => {
    state.edits.set(file, (state.edits.get(file) ?? 0) + 1);
    state.dirty.add(file);
    setStatus(words().unsaved);
    scheduleCheck(state);
  };
  let view: HTMLElement;
  if (opened.kind === "text") {
    const file = opened.files[0];
    const text = renderText(
      opened,
      file,
      {
        label: opened.format === "markdown" ? words().markdownText : words().yamlText,
        preview: words().preview,
        previewOf: words().previewOf,
        line: words().line,
        column: words().column,
      },
      state.fields,
      onChange,
      (problems, lines) => showProblems(state, problems, { summary: false, lines }),
      {
        title: words().pagePhotos,
        uploads: (text) => uploadsNamedIn(state, text),
        render: (value, changed) =>
          renderForm(opened.pagePhotos?.schema ?? {}, value, formContext(state, file.path, {}, changed)),
      },
    );
    state.texts.set(file.path, text);
    view = text.element;
  } else if (opened.kind === "languages") {
    view = renderLanguages(
      opened.schema ?? {},
      opened.files,
      opened.languages,
      { key: words().key, caption: heading, rows: page.session.words.rows },
      state.fields,
      onChange,
    );
  } else {
    const file = opened.files[0];
    view = renderForm(
      opened.schema ?? {},
      file.value as Record<string, unknown>,
      formContext(state, file.path, file.numbers ?? {}, onChange),
    );
  }
  for (const file of opened.files) trackOrigins(file.value);
  return view;
}

/** The page's main part for the file: its name, its files, the view, and the save and undo buttons. */
function drawFile(state: OpenState, heading: string, view: HTMLElement): void {
  const { opened } = state;
  const notes = opened.files.filter((file) => file.note).map((file) => h("p", { class: "note" }, file.note ?? ""));
  const save = h("button", { type: "submit", class: "primary" }, words().save);
  const undo = h("button", { type: "button", id: "undo" }, words().undo);
  const status = h("p", { id: "status", role: "status" });
  const form = h(
    "form",
    { novalidate: true, "aria-labelledby": "form-title", class: `editor-form kind-${opened.kind}` },
    view,
    h("div", { class: "actions" }, save, undo, status),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void submit(state);
  });
  undo.addEventListener("click", () => void undoSave(state));
  main.replaceChildren(
    h("h2", { id: "form-title" }, heading),
    h("p", { class: "file" }, opened.files.map((file) => `content/${file.path}`).join(", ")),
    ...notes,
    h("div", { id: "conflict", hidden: true }),
    h("div", { id: "summary", class: "summary", hidden: true, tabindex: -1 }),
    form,
  );
}

/** What a form of the open file works with: its words, languages, choices and photos. */
function formContext(
  state: OpenState,
  file: string,
  numbers: Record<string, string>,
  onChange: (file: string) => void,
): FormContext {
  const { opened } = state;
  return {
    file,
    words: page.session.words,
    languages: opened.languages,
    choices: opened.choices,
    photos: opened.photos,
    photo: photoOptions(state),
    numbers,
    lang,
    fields: state.fields,
    onChange,
  };
}

/** The photo tools of a form of this file. */
function photoOptions(state: OpenState): PhotoOptions {
  return {
    frames: state.opened.frames,
    uploads: state.uploads,
    words: words(),
    maxBytes: page.session.maxPhotoBytes,
    tooBig: page.session.words.photoTooBig,
  };
}
