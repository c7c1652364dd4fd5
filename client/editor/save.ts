/**
 * Saving the open file, and undoing the last save. A second "save" while one is on its way (a click,
 * "save, then publish") waits for it; what she changes meanwhile stays to be saved. A file changed on
 * disk since it was opened is not overwritten unless she says so (the conflict panel).
 */
import { type Outcome, saveChanges, undoLastSave } from "./api.js";
import { cancelChecks, changesOf } from "./checks.js";
import { h } from "./dom.js";
import { listsOf, trackOrigins, trackOriginsSince } from "./form-values.js";
import { showProblems } from "./problems.js";
import { leaveAllowed, main, type OpenState, page, setStatus, setUndo, uploadsNamedIn, words } from "./state.js";

/** The save on its way, if one is: a second "save" (a click, "save, then publish") waits for it instead. */
let saving: { state: OpenState; done: Promise<void> } | undefined;

/** `overwrite`: files whose conflict she answered "save my version anyway": her whole form goes over them. */
export function submit(state: OpenState, overwrite: readonly string[] = []): Promise<void> {
  if (saving?.state === state) return saving.done;
  // Another file's save still on its way (she went on to the next file): this one follows it.
  const done: Promise<void> = (saving?.done ?? Promise.resolve()).then(() => saveNow(state, overwrite));
  saving = { state, done };
  void done.finally(() => {
    if (saving?.done === done) saving = undefined;
  });
  return done;
}

async function saveNow(state: OpenState, overwrite: readonly string[]): Promise<void> {
  // Its turn came after she had opened yet another file: that file's form is not this one.
  if (page.current !== state) return;
  cancelChecks();
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
  const sent: Sent = {
    edits: new Map(state.edits),
    lists: listsOf(state.opened.files.map((file) => file.value)),
    values: Object.fromEntries(Object.entries(changes).map(([path, change]) => [path, structuredClone(change.value)])),
  };
  // Her whole form over the files she said, as they are now: nothing of them merged.
  for (const path of overwrite) {
    if (!changes[path]) continue;
    changes[path].base = state.bases[path];
    delete changes[path].original;
  }
  try {
    const uploads = uploadsNamedIn(state, JSON.stringify(changes));
    const { data } = await saveChanges(state.opened.id, changes, uploads);
    if (page.current !== state) return;
    // Saved: those photos are the owner's files now, and their keys are spent.
    if (data.ok) for (const file of Object.keys(uploads)) state.uploads.delete(file);
    handleOutcome(state, data, (paths) => void submit(state, paths), sent);
    saved = data.ok;
  } finally {
    button.disabled = false;
    // A save that went through set the undo button itself; any other outcome leaves it as it was.
    if (undo && !saved) undo.disabled = undoWas;
    form.removeAttribute("aria-busy");
  }
}

/** What a save sent: how often each file had been changed, each list's entries, and each form's value, as they were then. */
interface Sent {
  edits: Map<string, number>;
  lists: Map<unknown[], unknown[]>;
  values: Record<string, unknown>;
}

function handleOutcome(state: OpenState, outcome: Outcome, overwrite?: (paths: string[]) => void, sent?: Sent): void {
  if (outcome.ok) {
    // What she changed while the save was on its way is still to be saved, whichever file it is in.
    const meanwhile = sent
      ? [...state.edits].filter(([file, count]) => sent.edits.get(file) !== count).map(([file]) => file)
      : [];
    const merged = outcome.merged ?? [];
    if (merged.length > 0 && meanwhile.length === 0) {
      // The file holds what was changed elsewhere too: the form shows it, to go on from there.
      const message = outcome.message ?? "";
      setUndo(outcome.undo);
      void state.reopen(true).then(() => setStatus(message));
      return;
    }
    // Her next changes are told from the file as it is now. A file saved merged while she typed on is
    // told from what she sent: her form still lacks what was changed elsewhere, so her next save is
    // made on the file again (the server merges where the file's value is not the one given).
    for (const [path, hash] of Object.entries(outcome.hashes)) {
      state.bases[path] = hash;
      const value = merged.includes(path) ? sent?.values[path] : (outcome.values?.[path] ?? sent?.values[path]);
      if (value !== undefined) state.originals[path] = value;
    }
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
      void state.reopen(true).then(() => setStatus(message));
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

function showConflict(
  state: OpenState,
  outcome: Extract<Outcome, { conflict: string[] }>,
  overwrite?: (paths: string[]) => void,
) {
  const panel = document.getElementById("conflict") as HTMLElement;
  const reload = h("button", { type: "button" }, words().reloadFile);
  reload.addEventListener("click", () => {
    state.dirty.clear();
    void state.reopen();
  });
  const buttons = [reload];
  if (overwrite) {
    const again = h("button", { type: "button" }, words().overwrite);
    again.addEventListener("click", () => {
      Object.assign(state.bases, outcome.hashes);
      overwrite(outcome.conflict);
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

export async function undoSave(state: OpenState): Promise<void> {
  if (!leaveAllowed()) return;
  hideConflict();
  const { data } = await undoLastSave();
  if (page.current !== state) return;
  if (data.ok) {
    await state.reopen(true);
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
