/**
 * The open file checked while the owner types: a moment after her last key, what the form would save
 * is sent to the server's checks of the file alone (cli/editor/checks.ts), and their problems shown
 * at the fields. An answer overtaken by a newer check, or a save, is dropped.
 */
import { type Changes, checkChanges } from "./api.js";
import { collectOrigins } from "./form-values.js";
import { showProblems } from "./problems.js";
import { type OpenState, page, setStatus, words } from "./state.js";

/** The milliseconds after the last key before a value is checked. */
export const checkDelay = 400;

let checkTimer: ReturnType<typeof setTimeout> | undefined;
let checkNumber = 0;

/** What the form would save: every file it changed (or, to check them all, every file). */
export function changesOf(state: OpenState, all = false): Changes {
  const changes: Changes = {};
  for (const file of state.opened.files) {
    if (!all && !state.dirty.has(file.path)) continue;
    const text = state.texts.get(file.path);
    changes[file.path] = text
      ? { base: state.bases[file.path], text: text.text() }
      : {
          base: state.bases[file.path],
          value: file.value,
          origins: collectOrigins(file.value),
          original: state.originals[file.path],
        };
  }
  return changes;
}

/** The check a change scheduled does not run: another file is opened. */
export function cancelScheduledCheck(): void {
  clearTimeout(checkTimer);
}

/** No check runs from now on, and the answer of one on its way is dropped: a save is sent. */
export function cancelChecks(): void {
  clearTimeout(checkTimer);
  checkNumber++;
}

export function scheduleCheck(state: OpenState): void {
  clearTimeout(checkTimer);
  // A Markdown page is checked with its preview (text.ts).
  if (state.opened.kind === "text" && state.opened.format === "markdown") return;
  checkTimer = setTimeout(() => void runCheck(state, false), checkDelay);
}

export async function runCheck(state: OpenState, all: boolean): Promise<void> {
  const number = ++checkNumber;
  const changes = changesOf(state, all);
  if (Object.keys(changes).length === 0) return;
  if (!all) setStatus(words().checking);
  const { data } = await checkChanges(state.opened.id, changes);
  // An answer overtaken by a newer check, or for a file no longer open, is dropped.
  if (number !== checkNumber || page.current !== state || !("problems" in data) || "ok" in data) return;
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
