/**
 * A save, and its undo. A save goes through the same checks as the build (the file's schema, the
 * rules across files, then a whole build of the site in a copy of content/) and writes only when
 * all pass and the files are still as the form found them: in place (yaml-edit.ts), atomically
 * (cli/file-writes.js), every file or none. An undo puts back the files of the last save, unless they
 * were changed since.
 */
import { join } from "node:path";
import { SiteError } from "../errors.js";
import { replaceFile } from "../file-writes.js";
import type { ToolLanguage } from "../language.js";
import { render } from "../messages/index.js";
import { checkFiles, checkSite, type FileChange, newTexts } from "./checks.js";
import { contentHash, type EditorEntry, entryById, readForEdit, writablePath } from "./files.js";
import { mergedValue, sameValue } from "./merge.js";
import type { Staged } from "./photos.js";
import { type Problem, problemOf, problemsOf } from "./problems.js";
import { type EditorState, type UndoState, undoState } from "./state.js";
import { isOrigins, readValue } from "./yaml-edit.js";

export type Outcome =
  | {
      ok: true;
      message?: string;
      hashes: Record<string, string>;
      undo: UndoState;
      /** Files that were changed elsewhere, saved with her changes made on them: the form shows them anew. */
      merged?: string[];
      /** Each saved form's value as the file now gives it: what her next save's changes are told from. */
      values?: Record<string, unknown>;
    }
  | { ok: false; problems: Problem[]; lines?: string[]; message: string; hint?: string }
  | { ok: false; conflict: string[]; message: string; hint?: string; hashes: Record<string, string> };

/** How many saves can be undone, the latest first. */
const undoDepth = 50;

const shownName = (paths: string[]) => paths.map((path) => `content/${path}`).join(", ");

/** A change refused for these problems: nothing was written. */
const refusedFor = (problems: Problem[], lang: ToolLanguage): Outcome => ({
  ok: false,
  problems,
  ...render("EditorProblems", { count: problems.length }, lang),
});

/** A save refused for a photo that no longer waits: the problem, and that nothing was saved. */
const photoGone = (state: EditorState, failure: SiteError, lang: ToolLanguage): Outcome =>
  refusedFor([problemOf(failure, lang, state.contentDir)], lang);

/**
 * The photos added in the editor that a change names (`uploads`: where each goes → the key the page
 * was given for it); a key that is not one of this run's, or that goes elsewhere, is refused.
 */
export function stagedFor(
  state: EditorState,
  texts: Record<string, string>,
  uploads: Record<string, string> = {},
): Staged[] {
  const staged: Staged[] = [];
  for (const [file, id] of Object.entries(uploads)) {
    const upload = state.photos.upload(id, file);
    if (!upload) throw SiteError.of("EditorRequestInvalid", {});
    if (Object.values(texts).some((text) => text.includes(file))) staged.push(upload);
  }
  if (staged.length > 0) state.photos.checkFolder();
  state.photos.checkFree(staged);
  return staged;
}

/** A change's files as they are on disk, each read once: what the comparisons below look at. */
type OnDisk = Record<string, ReturnType<typeof readForEdit>>;

const onDisk = (state: EditorState, paths: Iterable<string>): OnDisk =>
  Object.fromEntries([...new Set(paths)].map((path) => [path, readForEdit(state.contentDir, path)]));

/**
 * The files of a change that are no longer as the form found them, unless they hold what it writes
 * (`texts`): the same save sent again, its answer lost on the way (a phone's Wi-Fi), has arrived.
 */
const conflictsOf = (disk: OnDisk, changes: Record<string, FileChange>, texts: Record<string, string>) =>
  Object.entries(changes)
    .filter(([path, change]) => disk[path].hash !== change.base && disk[path].text !== texts[path])
    .map(([path]) => path);

/** The files of a change that already hold it, though the form found them otherwise: its save arrived before. */
const arrivedOf = (disk: OnDisk, changes: Record<string, FileChange>, texts: Record<string, string>) =>
  Object.entries(changes)
    .filter(([path, change]) => disk[path].hash !== change.base && disk[path].text === texts[path])
    .map(([path]) => path);

const hashesOf = (disk: OnDisk, paths: string[]) => Object.fromEntries(paths.map((path) => [path, disk[path].hash]));

const conflict = (disk: OnDisk, paths: string[], lang: ToolLanguage): Outcome => ({
  ok: false,
  conflict: paths,
  ...render("EditorChangedOnDisk", { file: shownName(paths) }, lang),
  hashes: hashesOf(disk, paths),
});

/** Saves a change when the whole site still builds with it, and the files are as the form found them. */
export function saveChange(
  state: EditorState,
  id: unknown,
  changes: Record<string, FileChange>,
  lang: ToolLanguage,
  uploads: Record<string, string> = {},
): Promise<Outcome> {
  return state.queue(async () => {
    const entry = entryById(state.contentDir, id);
    // Only the entry's own files are ever read or written, whatever else the request names.
    for (const path of Object.keys(changes)) {
      if (!entry.files.some((file) => file.path === path)) throw SiteError.of("EditorNotContent", { path });
    }
    const ready = readyToCheck(state, entry, changes, lang, uploads);
    if ("ok" in ready) return ready;
    const { texts, staged, disk: before, merged } = ready;
    const changed = Object.keys(texts).filter((path) => texts[path] !== before[path].text);
    if (changed.length === 0) {
      // Said saved, with the files' hashes as they are now: the form's next save starts from them. A file
      // that holds her change and one made elsewhere is shown anew.
      const arrived = [...new Set([...arrivedOf(before, changes, texts), ...merged])];
      const message =
        merged.length > 0
          ? render("EditorSavedMerged", { file: shownName(merged) }, lang)
          : arrived.length > 0
            ? render("EditorSaved", { file: shownName(arrived) }, lang)
            : render("EditorUnchanged", {}, lang);
      return {
        ok: true,
        message: message.message,
        hashes: hashesOf(before, arrived),
        values: valuesOf(changes, texts, arrived),
        undo: undoState(state),
        ...(merged.length > 0 ? { merged } : {}),
      };
    }
    const refused = await refusedByChecks(state, entry, texts, lang, staged);
    if (refused) return refused;
    // The build took a while: a file changed on disk meanwhile is not overwritten.
    const now = onDisk(state, Object.keys(changes));
    const late = conflictsOf(now, ready.changes, texts);
    if (late.length > 0) return conflict(now, late, lang);
    const written = writeChange(state, changed, texts, before, staged, lang);
    if (!written.ok) return written;
    await state.options.refresh(changed.map((path) => join(state.contentDir, path)));
    return {
      ok: true,
      message: render(merged.length > 0 ? "EditorSavedMerged" : "EditorSaved", { file: shownName(changed) }, lang)
        .message,
      hashes: hashesOf(onDisk(state, Object.keys(texts)), Object.keys(texts)),
      values: valuesOf(changes, texts, Object.keys(texts)),
      undo: undoState(state),
      ...(merged.length > 0 ? { merged } : {}),
    };
  });
}

/** The change's new texts and the photos it takes along, or why it cannot be checked at all. */
function readyToCheck(
  state: EditorState,
  entry: EditorEntry,
  changes: Record<string, FileChange>,
  lang: ToolLanguage,
  uploads: Record<string, string>,
):
  | Outcome
  | {
      texts: Record<string, string>;
      staged: Staged[];
      disk: OnDisk;
      /** The change as it is written: a file changed elsewhere gets her changes made on it (`merged`). */
      changes: Record<string, FileChange>;
      merged: string[];
    } {
  try {
    const disk = onDisk(state, Object.keys(changes));
    const { changes: made, merged, kept, broken } = madeOnDisk(entry, changes, disk);
    if (broken.length > 0) return conflict(disk, broken, lang);
    const texts = newTexts(state.contentDir, entry, made, disk);
    // Files that already hold the merged value stay byte for byte as they are.
    for (const path of kept) {
      texts[path] = disk[path].text;
      made[path] = { base: disk[path].hash, text: disk[path].text };
    }
    const conflicts = conflictsOf(disk, made, texts);
    if (conflicts.length > 0) return conflict(disk, conflicts, lang);
    return { texts, staged: stagedFor(state, texts, uploads), disk, changes: made, merged };
  } catch (failure) {
    if (failure instanceof SiteError && failure.code === "EditorPhotoNameTaken") {
      return { ok: false, problems: [], ...failure.texts(lang) };
    }
    if (failure instanceof SiteError && failure.code === "EditorPhotoGone") return photoGone(state, failure, lang);
    return refusedFor(problemsOf(failure, lang, state.contentDir), lang);
  }
}

/** Why the checks refuse a change: its files' own problems, then the whole site's; undefined when it may be saved. */
async function refusedByChecks(
  state: EditorState,
  entry: EditorEntry,
  texts: Record<string, string>,
  lang: ToolLanguage,
  staged: Staged[],
): Promise<Outcome | undefined> {
  const own = await checkFiles(state.contentDir, entry, texts, lang);
  if (own.length > 0) return refusedFor(own, lang);
  let site: Awaited<ReturnType<typeof checkSite>>;
  try {
    site = await checkSite(state, texts, lang, staged);
  } catch (failure) {
    // A photo of this save pushed out by newer ones while its own checks ran.
    if (failure instanceof SiteError && failure.code === "EditorPhotoGone") return photoGone(state, failure, lang);
    throw failure;
  }
  if (site.problems.length > 0) {
    return {
      ok: false,
      problems: site.problems,
      ...(site.lines ? { lines: site.lines } : {}),
      ...render("EditorProblems", { count: site.problems.length }, lang),
    };
  }
  if (site.lines) return { ok: false, problems: [], lines: site.lines, ...render("EditorSiteWouldBreak", {}, lang) };
  return undefined;
}

/** Writes the photos, then the files, and keeps what undoes it; every file is found writable before the first is written. */
function writeChange(
  state: EditorState,
  changed: string[],
  texts: Record<string, string>,
  before: OnDisk,
  staged: Staged[],
  lang: ToolLanguage,
): Outcome | { ok: true } {
  const { contentDir } = state;
  // Every file is found writable before the first is written: a save is whole or not at all.
  let targets: string[];
  try {
    targets = changed.map((path) => writablePath(contentDir, path));
  } catch (failure) {
    return refusedFor(problemsOf(failure, lang, contentDir), lang);
  }
  // The photos first: a file that names a photo not there yet would not build.
  try {
    state.photos.commit(staged);
  } catch (failure) {
    if (!(failure instanceof SiteError)) throw failure;
    return { ok: false, problems: [], ...failure.texts(lang) };
  }
  const hashes: Record<string, string> = {};
  try {
    for (const [index, path] of changed.entries()) {
      const text = before[path].crlf ? texts[path].replace(/\n/g, "\r\n") : texts[path];
      // Asked again the moment before the rename: a folder swapped for a link meanwhile is refused.
      replaceFile(targets[index], text, { beforeRename: () => writablePath(contentDir, path) });
      hashes[path] = contentHash(text);
    }
  } catch (failure) {
    return refusedFor(problemsOf(failure, lang, contentDir), lang);
  }
  state.undoStack.push({ files: changed.map((path) => ({ path, before: before[path].bytes, after: hashes[path] })) });
  if (state.undoStack.length > undoDepth) state.undoStack.shift();
  return { ok: true };
}

/** Puts back the files of the last save, unless they were changed since. */
export function undoSave(state: EditorState, lang: ToolLanguage): Promise<Outcome> {
  const { contentDir } = state;
  return state.queue(async () => {
    const last = state.undoStack[state.undoStack.length - 1];
    if (!last) return { ok: false, problems: [], ...render("EditorNothingToUndo", {}, lang) };
    const changed = last.files.filter((file) => readForEdit(contentDir, file.path).hash !== file.after);
    if (changed.length > 0) {
      const paths = changed.map((file) => file.path);
      return {
        ok: false,
        conflict: paths,
        ...render("EditorUndoChanged", { file: shownName(paths) }, lang),
        hashes: {},
      };
    }
    // Every file is found writable before the first is put back: an undo is whole or not at all.
    let targets: string[];
    try {
      targets = last.files.map((file) => writablePath(contentDir, file.path));
    } catch (failure) {
      return refusedFor(problemsOf(failure, lang, contentDir), lang);
    }
    for (const [index, file] of last.files.entries()) {
      replaceFile(targets[index], file.before, { beforeRename: () => writablePath(contentDir, file.path) });
    }
    state.undoStack.pop();
    await state.options.refresh(last.files.map((file) => join(contentDir, file.path)));
    return {
      ok: true,
      message: render("EditorUndone", { file: shownName(last.files.map((file) => file.path)) }, lang).message,
      hashes: Object.fromEntries(last.files.map((file) => [file.path, readForEdit(contentDir, file.path).hash])),
      undo: undoState(state),
    };
  });
}

/**
 * The change as it is written on the files as they are now (`disk`). A form's change sent with the
 * value it opened with (`original`), of a file whose value is no longer that one (changed elsewhere
 * since, or after her save while she typed on), is made on the file's value now (merge.ts): `merged`
 * names the files the form must then show anew, `kept` those that already hold the result and stay
 * as they are. A file both changed one value of, each differently, stays as sent (a conflict); so
 * does one that changed on disk and no longer reads as YAML (`broken`).
 */
function madeOnDisk(entry: EditorEntry, changes: Record<string, FileChange>, disk: OnDisk) {
  const made: Record<string, FileChange> = {};
  const merged: string[] = [];
  const kept: string[] = [];
  const broken: string[] = [];
  for (const [path, change] of Object.entries(changes)) {
    made[path] = change;
    const now = disk[path];
    if (entry.kind === "text" || change.text !== undefined || change.value === undefined) continue;
    let theirs: unknown;
    try {
      theirs = readValue(now.text).value;
    } catch {
      if (now.hash !== change.base) broken.push(path);
      continue;
    }
    if (change.original === undefined || (change.origins !== undefined && !isOrigins(change.origins))) continue;
    if (now.hash === change.base && sameValue(change.original, theirs)) continue;
    const result = mergedValue(change.original, change.value, theirs, change.origins);
    if (!result) continue;
    if (sameValue(result.value, theirs)) {
      kept.push(path);
      delete made[path];
    } else made[path] = { base: now.hash, value: result.value, origins: result.origins };
    if (!sameValue(result.value, change.value)) merged.push(path);
  }
  return { changes: made, merged, kept, broken };
}

/** The value each of `paths` a form changed holds now, as the editor reads it (readValue). */
function valuesOf(changes: Record<string, FileChange>, texts: Record<string, string>, paths: string[]) {
  const values: Record<string, unknown> = {};
  for (const path of paths) {
    if (changes[path]?.value === undefined || texts[path] === undefined) continue;
    try {
      values[path] = readValue(texts[path]).value;
    } catch {}
  }
  return values;
}
