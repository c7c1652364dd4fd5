/**
 * The problems of the open file as the form shows them: each under its field (the deepest one
 * registered along its key path), and, after a save or for what no field can show, in the list
 * above the form, each a link to its field.
 */
import type { Problem } from "./api.js";
import { append, h, reveal } from "./dom.js";
import { type Field, fieldKey } from "./form-fields.js";
import { capitalized, main, type OpenState, words } from "./state.js";
import { atLine } from "./text.js";

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

/** How the list above the form names a problem, and the field it is shown at, if any. */
interface Listed {
  text: string;
  field?: Field;
}

/** Shows problems at their fields and, unless `summary` is false, above the form; returns how many it shows. */
export function showProblems(
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
  const listed: Listed[] = [];
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
  showSummary(listed, options);
  return listed.length;
}

/** The list above the form: the problems no field shows while she types, every one after a save. */
function showSummary(
  listed: Listed[],
  options: { summary?: boolean; message?: string; hint?: string; lines?: string[] },
): void {
  const summary = document.getElementById("summary") as HTMLElement;
  const lines = options.lines ?? [];
  // While she types, the list shows only what no field of this form can show (a line of another file).
  const show = options.summary !== false || lines.length > 0 || listed.some((item) => !item.field);
  if (!show || (listed.length === 0 && lines.length === 0 && !options.message)) {
    summary.hidden = true;
    summary.removeAttribute("role");
    summary.replaceChildren();
    return;
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
}
