/**
 * The editor's page: the list of content on the left, the open file's form on
 * the right, saving and undoing below it. Served by `site serve` only
 * (cli/editor/server.ts), never part of the built site.
 */
import {
  type Changes,
  checkChanges,
  getSession,
  lang,
  type Opened,
  type Outcome,
  openFile,
  type Problem,
  type Refusal,
  type Session,
  saveChanges,
  setNoAnswer,
  tellUnsaved,
  undoLastSave,
} from "./api.js";
import { append, h, reveal } from "./dom.js";
import {
  collectOrigins,
  type Field,
  type FieldIndex,
  type FormContext,
  fieldKey,
  listsOf,
  renderForm,
  trackOrigins,
  trackOriginsSince,
} from "./form.js";
import { renderLanguages } from "./languages.js";
import { phoneNav, phoneStart } from "./phone-nav.js";
import type { PhotoOptions } from "./photo.js";
import { previewTimeControl } from "./preview-time.js";
import { publishButton } from "./publish.js";
import { atLine, renderText, type TextView } from "./text.js";

/** The milliseconds after the last key before a value is checked. */
export const checkDelay = 400;

interface OpenState {
  opened: Opened;
  fields: FieldIndex;
  dirty: Set<string>;
  /** Photos added and not saved yet: where each goes → the key the server gave it. */
  uploads: Map<string, string>;
  bases: Record<string, string>;
  texts: Map<string, TextView>;
  /** Counts her changes of each file: one made while a save was on its way is not saved by it. */
  edits: Map<string, number>;
}

let session: Session;
let current: OpenState | undefined;
let checkTimer: ReturnType<typeof setTimeout> | undefined;
let checkNumber = 0;

const main = document.getElementById("main") as HTMLElement;
const words = () => session.words.ui;
const fileParam = () => new URLSearchParams(location.search).get("file");

/** An address of this page with the language and the file (the key stays in its cookie, out of the history). */
function pageAddress(file: string | undefined, language = lang): string {
  const params = new URLSearchParams({ lang: language });
  if (file) params.set("file", file);
  return `/__edit/?${params}`;
}

async function start(): Promise<void> {
  const answer = await getSession();
  if (answer.status !== 200) {
    const refusal = answer.data as unknown as Refusal;
    main.replaceChildren(h("p", { class: "error" }, `${refusal.message} (${refusal.hint ?? ""})`));
    return;
  }
  session = answer.data;
  setNoAnswer(session.words.noAnswer);
  drawTopLinks();
  drawNav();
  // Back and forward between files; a jump within the page (the skip link) fires popstate too and is no new file.
  window.addEventListener("popstate", () => {
    const id = fileParam() ?? phoneStart(session) ?? session.entries[0]?.id;
    if (id === current?.opened.id) return;
    // Back to another file with changes not saved: asked as a click in the list is; staying puts the address back.
    if (!leaveAllowed()) {
      if (current) history.pushState(null, "", pageAddress(current.opened.id));
      return;
    }
    void open(id);
  });
  window.addEventListener("beforeunload", (event) => {
    if (current && current.dirty.size > 0) event.preventDefault();
  });
  // Gone (closed, reloaded, another address): its changes go with it. Back from the browser's cache: still there.
  window.addEventListener("pagehide", () => reportUnsaved(true));
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) reportUnsaved();
  });
  // The page opens with the focus where a page's starts (its skip link first); a file chosen later moves it to the form.
  // A phone opens with the buffet, what she edits most; a wide screen with the list's first file.
  await open(fileParam() ?? phoneStart(session) ?? session.entries[0]?.id, true);
}

function drawTopLinks(): void {
  const links = document.getElementById("top-links") as HTMLElement;
  const other = lang === "de" ? "en" : "de";
  links.replaceChildren(
    h(
      "a",
      { href: "/", target: "_blank", rel: "noopener", class: "preview-link" },
      words().openPreview,
      h("span", { class: "visually-hidden" }, ` ${words().opensInNewTab}`),
    ),
    previewTimeControl(words(), session.previewAt),
    h(
      "a",
      { href: pageAddress(fileParam() ?? undefined, other), lang: other, hreflang: other, class: "language-link" },
      other === "de" ? "Deutsch" : "English",
    ),
    publishButton(words(), {
      unsaved: () => Boolean(current && current.dirty.size > 0),
      save: async () => {
        const state = current;
        if (!state) return true;
        await submit(state);
        return current === state && state.dirty.size === 0;
      },
    }),
  );
}

/** A link to a file of the list: opened in place, the address following it. */
function fileLink(id: string, label: string): HTMLAnchorElement {
  const link = h("a", { href: pageAddress(id), "data-file": id }, label);
  link.addEventListener("click", (event) => {
    event.preventDefault();
    if (!leaveAllowed()) return;
    history.pushState(null, "", pageAddress(id));
    void open(id);
  });
  return link;
}

function drawNav(): void {
  const nav = document.getElementById("files") as HTMLElement;
  const title = nav.querySelector("h2") as HTMLElement;
  const groups = new Map<string, Session["entries"]>();
  for (const entry of session.entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  const list = h("ul", { class: "nav-groups" });
  for (const [group, entries] of groups) {
    const links = entries.map((entry) => h("li", {}, fileLink(entry.id, entry.name ?? entry.id)));
    // A file of its own (the buffet) is one link; the pages are listed under their group's name.
    const single = entries.length === 1 && entries[0].kind !== "text";
    // The many pages fold away under their group's name until one of them is open.
    append(
      list,
      h(
        "li",
        {},
        single
          ? links[0].firstChild
          : h("details", { class: "nav-group" }, h("summary", {}, group), h("ul", {}, links)),
      ),
    );
  }
  nav.replaceChildren(title, phoneNav(session, defaultLanguageOf(session), list, fileLink), list);
}

/** The site's default language: its pages come first in the list (cli/editor/files.ts). */
const defaultLanguageOf = (session: Session) =>
  session.entries.map((entry) => /^pages\/[^/]+\.([a-z]{2})\.md$/.exec(entry.id)?.[1]).find(Boolean) ?? "de";

function markCurrent(id: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("#files a[data-file]")) {
    if (link.dataset.file === id) {
      link.setAttribute("aria-current", "page");
      reveal(link);
    } else link.removeAttribute("aria-current");
  }
}

/** This tab's own key, for what it tells site serve about changes not saved. */
const tab = crypto.randomUUID();
let reported: string | undefined = "";

/**
 * Tells site serve which files this tab has changed and not saved, whenever that changes: stopping
 * the preview then says so in the terminal, where the owner stops it.
 */
function reportUnsaved(leaving = false): void {
  const files = !leaving && current ? [...current.dirty].sort() : [];
  const said = files.join("\n");
  if (said === reported) return;
  reported = said;
  // Not heard (site serve busy or gone): the next change tells it again.
  void tellUnsaved(tab, files, leaving).then((heard) => {
    if (!heard && reported === said) reported = undefined;
  });
}

/** The files of the open form with changes not saved: each change is told to site serve. */
class Changed extends Set<string> {
  override add(file: string): this {
    super.add(file);
    reportUnsaved();
    return this;
  }

  override delete(file: string): boolean {
    const had = super.delete(file);
    reportUnsaved();
    return had;
  }

  override clear(): void {
    super.clear();
    reportUnsaved();
  }
}

function leaveAllowed(): boolean {
  if (!current || current.dirty.size === 0) return true;
  const { message, hint = "" } = session.words.leave;
  return window.confirm(`${message} ${hint.charAt(0).toUpperCase()}${hint.slice(1)}`);
}

async function open(id: string | undefined, keepFocus = false): Promise<void> {
  if (!id) return;
  clearTimeout(checkTimer);
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
    texts: new Map(),
    edits: new Map(),
  };
  current = state;
  reportUnsaved();
  markCurrent(id);
  const entry = session.entries.find((candidate) => candidate.id === id);
  const heading = entry?.name ?? entry?.group ?? id;
  document.title = `${heading} – ${words().title}`;

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
      { key: words().key, caption: heading, rows: session.words.rows },
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
  setUndo(opened.undo);
  if (!keepFocus) main.focus({ preventScroll: true });
  // A file too broken for a form opens with the caret on its mistake.
  for (const text of state.texts.values()) text.showMistake();
  // The file's own problems show at once, before any change.
  if (opened.kind !== "text" || opened.format !== "markdown") void runCheck(state, true);
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
    words: session.words,
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
    maxBytes: session.maxPhotoBytes,
    tooBig: session.words.photoTooBig,
  };
}

/** The photos added and not saved yet that a text names: the server writes them with it. */
function uploadsNamedIn(state: OpenState, text: string): Record<string, string> {
  return Object.fromEntries([...state.uploads].filter(([file]) => text.includes(file)));
}

function setStatus(text: string): void {
  const status = document.getElementById("status");
  // The server's sentences start small ("the editor gets no answer …"); alone on the line, a sentence starts
  // capital. One that starts with a file's name (content/buffet.yaml) keeps it as it is.
  if (status) status.textContent = /^\p{L}+[\s,:]/u.test(text) ? capitalized(text) : text;
}

function setUndo(undo: { file: string } | null): void {
  const button = document.getElementById("undo") as HTMLButtonElement | null;
  if (!button) return;
  button.disabled = !undo;
  // On a phone the bar holds one row: the button shows its short word, its full name is still read.
  button.replaceChildren(
    h("span", { class: "undo-full" }, undo ? `${words().undo} (${undo.file})` : words().undo),
    h("span", { class: "undo-short", "aria-hidden": "true" }, words().undoShort),
  );
}

/** What the form would save: every file it changed (or, to check them all, every file). */
function changesOf(state: OpenState, all = false): Changes {
  const changes: Changes = {};
  for (const file of state.opened.files) {
    if (!all && !state.dirty.has(file.path)) continue;
    const text = state.texts.get(file.path);
    changes[file.path] = text
      ? { base: state.bases[file.path], text: text.text() }
      : { base: state.bases[file.path], value: file.value, origins: collectOrigins(file.value) };
  }
  return changes;
}

function scheduleCheck(state: OpenState): void {
  clearTimeout(checkTimer);
  // A Markdown page is checked with its preview (text.ts).
  if (state.opened.kind === "text" && state.opened.format === "markdown") return;
  checkTimer = setTimeout(() => void runCheck(state, false), checkDelay);
}

async function runCheck(state: OpenState, all: boolean): Promise<void> {
  const number = ++checkNumber;
  const changes = changesOf(state, all);
  if (Object.keys(changes).length === 0) return;
  if (!all) setStatus(words().checking);
  const { data } = await checkChanges(state.opened.id, changes);
  // An answer overtaken by a newer check, or for a file no longer open, is dropped.
  if (number !== checkNumber || current !== state || !("problems" in data) || "ok" in data) return;
  const shown = showProblems(state, data.problems, { summary: false });
  // Fields of a new entry the owner has not filled yet are no problems found, nor are they none.
  if (!all) {
    setStatus(
      shown > 0
        ? `${words().problemsFound} ${shown}`
        : shown < data.problems.length
          ? words().unsaved
          : words().noProblems,
    );
  }
}

/** The field registered at exactly a problem's key path, if there is one. */
function ownField(state: OpenState, problem: Problem): Field | undefined {
  return problem.at && state.fields.get(fieldKey(problem.file ?? state.opened.files[0]?.path, problem.at));
}

/** A field as the list of problems names it: with the entries it is in, "Buffet 3 › Bis". */
function placeName(field: Field): string {
  const names = [field.label];
  for (let at = field.focus.parentElement?.closest("fieldset"); at; at = at.parentElement?.closest("fieldset")) {
    const entry = at.querySelector(":scope > legend.visually-hidden")?.textContent;
    if (entry && entry !== names[0]) names.unshift(entry);
  }
  return names.join(" › ");
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The field a problem belongs to: the deepest one registered along its key path. */
function fieldOf(state: OpenState, problem: Problem): Field | undefined {
  const file = problem.file ?? state.opened.files[0]?.path;
  if (problem.at) {
    for (let length = problem.at.length; length >= 0; length--) {
      const found = state.fields.get(fieldKey(file, problem.at.slice(0, length)));
      if (found) return found;
    }
  }
  return state.texts.has(file) ? state.fields.get(fieldKey(file, [])) : undefined;
}

/** Shows problems at their fields and, unless `summary` is false, above the form; returns how many it shows. */
function showProblems(
  state: OpenState,
  problems: Problem[],
  options: { summary?: boolean; message?: string; hint?: string; lines?: string[] } = {},
): number {
  for (const field of state.fields.values()) field.setError(undefined);
  // Once a save was refused, every field says what it lacks, touched or not.
  if (options.summary !== false) {
    for (const entry of main.querySelectorAll("[data-new-entry]")) entry.removeAttribute("data-new-entry");
  }
  const byField = new Map<Field, string[]>();
  const listed: { text: string; field?: Field }[] = [];
  for (const problem of problems) {
    const field = fieldOf(state, problem);
    // While the owner types, the empty fields of an entry just added wait for her; a save shows them.
    if (options.summary === false && field?.untouched?.()) continue;
    const prefix =
      state.texts.has(problem.file ?? "") || (state.opened.kind === "text" && !problem.file)
        ? atLine(problem, words())
        : "";
    const withHint = (said: { message: string; hint?: string }) =>
      `${said.message}${said.hint ? ` (${said.hint})` : ""}`;
    // At its own field, whose label names the key, a problem is said without the key path: "bitte ausfüllen".
    const own = field && problem.atField && field === ownField(state, problem) ? problem.atField : undefined;
    const text = `${prefix}${withHint(own ?? problem)}`;
    if (field) byField.set(field, [...(byField.get(field) ?? []), own ? capitalized(text) : text]);
    const place =
      !field && problem.file ? `content/${problem.file}${problem.line ? `:${problem.line}:${problem.col}` : ""} ` : "";
    // A line of its own in the list starts as a sentence does.
    listed.push({ text: field || place ? `${place}${text}` : capitalized(text), field });
  }
  for (const [field, texts] of byField) field.setError(texts.join(" · "));
  const summary = document.getElementById("summary") as HTMLElement;
  const lines = options.lines ?? [];
  // While she types, the list shows only what no field of this form can show (a line of another file).
  const show = options.summary !== false || lines.length > 0 || listed.some((item) => !item.field);
  if (!show || (listed.length === 0 && lines.length === 0 && !options.message)) {
    summary.hidden = true;
    summary.removeAttribute("role");
    summary.replaceChildren();
    return listed.length;
  }
  const items = listed.map(({ text, field }) => {
    if (!field) return h("li", {}, text);
    const link = h("a", { href: `#${field.focus.id}` }, `${placeName(field)}: ${text}`);
    link.addEventListener("click", (event) => {
      event.preventDefault();
      reveal(field.focus);
      field.focus.focus();
    });
    return h("li", {}, link);
  });
  summary.replaceChildren();
  append(
    summary,
    h("h3", {}, words().problemsTitle),
    options.message ? h("p", {}, `${options.message}${options.hint ? ` (${options.hint})` : ""}`) : null,
    items.length > 0 ? h("ul", {}, items) : null,
    lines.length > 0 ? h("pre", {}, lines.join("\n")) : null,
  );
  summary.setAttribute("role", "alert");
  summary.hidden = false;
  return listed.length;
}

/** The save on its way, if one is: a second "save" (a click, "save, then publish") waits for it instead. */
let saving: { state: OpenState; done: Promise<void> } | undefined;

function submit(state: OpenState, overwrite = false): Promise<void> {
  if (saving?.state === state) return saving.done;
  // Another file's save still on its way (she went on to the next file): this one follows it.
  const done: Promise<void> = (saving?.done ?? Promise.resolve()).then(() => saveNow(state, overwrite));
  saving = { state, done };
  void done.finally(() => {
    if (saving?.done === done) saving = undefined;
  });
  return done;
}

async function saveNow(state: OpenState, overwrite: boolean): Promise<void> {
  // Its turn came after she had opened yet another file: that file's form is not this one.
  if (current !== state) return;
  clearTimeout(checkTimer);
  checkNumber++;
  const form = main.querySelector("form") as HTMLFormElement;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
  hideConflict();
  button.disabled = true;
  // Undo waits too: sent now, it would undo this very save once it is done.
  const undo = document.getElementById("undo") as HTMLButtonElement | null;
  const undoWas = undo?.disabled ?? true;
  let saved = false;
  if (undo) undo.disabled = true;
  form.setAttribute("aria-busy", "true");
  // A new photo is converted by the save's build: say so, the longest part of it.
  setStatus(state.uploads.size > 0 ? words().savingPhotos : words().saving);
  const changes = changesOf(state);
  const sent: Sent = { edits: new Map(state.edits), lists: listsOf(state.opened.files.map((file) => file.value)) };
  if (overwrite) for (const path of Object.keys(changes)) changes[path].base = state.bases[path];
  try {
    const uploads = uploadsNamedIn(state, JSON.stringify(changes));
    const { data } = await saveChanges(state.opened.id, changes, uploads);
    if (current !== state) return;
    // Saved: those photos are the owner's files now, and their keys are spent.
    if (data.ok) for (const file of Object.keys(uploads)) state.uploads.delete(file);
    handleOutcome(state, data, () => void submit(state, true), sent);
    saved = data.ok;
  } finally {
    button.disabled = false;
    // A save that went through set the undo button itself; any other outcome leaves it as it was.
    if (undo && !saved) undo.disabled = undoWas;
    form.removeAttribute("aria-busy");
  }
}

/** What a save sent: how often each file had been changed, and each list's entries, as they were then. */
interface Sent {
  edits: Map<string, number>;
  lists: Map<unknown[], unknown[]>;
}

function handleOutcome(state: OpenState, outcome: Outcome, overwrite?: () => void, sent?: Sent): void {
  if (outcome.ok) {
    Object.assign(state.bases, outcome.hashes);
    // What she changed while the save was on its way is still to be saved, whichever file it is in.
    const meanwhile = sent
      ? [...state.edits].filter(([file, count]) => sent.edits.get(file) !== count).map(([file]) => file)
      : [];
    state.dirty.clear();
    for (const file of meanwhile) state.dirty.add(file);
    // The file now holds the form's lists as they were sent: a list changed since keeps its entries' places in it.
    for (const file of state.opened.files) {
      if (sent && meanwhile.length > 0) trackOriginsSince(file.value, sent.lists);
      else trackOrigins(file.value);
    }
    showProblems(state, [], { summary: false });
    setStatus(meanwhile.length > 0 ? `${outcome.message ?? ""} ${words().newerUnsaved}` : (outcome.message ?? ""));
    setUndo(outcome.undo);
    // A YAML file mended as text opens as its form again, unless she typed on meanwhile.
    if (state.opened.kind === "text" && state.opened.format === "yaml" && meanwhile.length === 0) {
      const message = outcome.message ?? "";
      void open(state.opened.id, true).then(() => setStatus(message));
    }
    return;
  }
  if ("conflict" in outcome) {
    setStatus("");
    showConflict(state, outcome, overwrite);
    return;
  }
  setStatus(outcome.message);
  showProblems(state, outcome.problems, { message: outcome.message, hint: outcome.hint, lines: outcome.lines });
  (document.getElementById("summary") as HTMLElement).focus();
}

function showConflict(state: OpenState, outcome: Extract<Outcome, { conflict: string[] }>, overwrite?: () => void) {
  const panel = document.getElementById("conflict") as HTMLElement;
  const reload = h("button", { type: "button" }, words().reloadFile);
  reload.addEventListener("click", () => {
    state.dirty.clear();
    void open(state.opened.id);
  });
  const buttons = [reload];
  if (overwrite) {
    const again = h("button", { type: "button" }, words().overwrite);
    again.addEventListener("click", () => {
      Object.assign(state.bases, outcome.hashes);
      overwrite();
    });
    buttons.push(again);
  }
  panel.className = "conflict";
  panel.setAttribute("role", "alert");
  panel.tabIndex = -1;
  panel.replaceChildren(
    h("h3", {}, words().conflictTitle),
    h("p", {}, `${outcome.message}${outcome.hint ? ` (${outcome.hint})` : ""}`),
    h("div", { class: "conflict-actions" }, buttons),
  );
  panel.hidden = false;
  panel.focus();
}

function hideConflict(): void {
  const panel = document.getElementById("conflict") as HTMLElement;
  panel.hidden = true;
  panel.removeAttribute("role");
  panel.replaceChildren();
}

async function undoSave(state: OpenState): Promise<void> {
  if (!leaveAllowed()) return;
  hideConflict();
  const { data } = await undoLastSave();
  if (current !== state) return;
  if (data.ok) {
    await open(state.opened.id, true);
    setStatus(data.message ?? "");
    setUndo(data.undo);
    (document.getElementById("undo") as HTMLButtonElement).disabled
      ? (main.querySelector('button[type="submit"]') as HTMLElement).focus()
      : (document.getElementById("undo") as HTMLElement).focus();
    return;
  }
  if ("conflict" in data) showConflict(state, data);
  else {
    setStatus(data.message);
    showProblems(state, [], { message: data.message, hint: data.hint });
  }
}

void start();
