/**
 * A file as text: a Markdown page beside a preview of the page as the site
 * shows it (a draft build, refreshed a moment after the owner stops typing),
 * or a YAML file too broken for a form.
 */
import { frontMatter, type Opened, type OpenedFile, type Problem } from "./api.js";
import { append, h, newId } from "./dom.js";
import { type FieldIndex, fieldKey } from "./form-fields.js";
import { collectOrigins, trackOrigins } from "./form-values.js";
import { livePreview, previewDelay } from "./live-preview.js";

/** A page's photos as a form beside its text: written into its front matter as they change. */
export interface PagePhotoForm {
  title: string;
  /** The photos added and not saved yet that the text names, for the preview's build. */
  uploads: (text: string) => Record<string, string>;
  /** The form of the page's photos; `changed` hears each change of its value. */
  render: (value: Record<string, unknown>, changed: () => void) => HTMLElement;
}

export interface TextView {
  element: HTMLElement;
  text(): string;
  /** Puts the caret on the mistake of a file too broken for a form, if it has one. */
  showMistake(): void;
}

/** The milliseconds after a change of a page's photos before it is written into the text. */
export const photoDelay = 300;

export function renderText(
  opened: Opened,
  file: OpenedFile,
  words: { label: string; preview: string; previewOf: string; line: string; column: string },
  fields: FieldIndex,
  onChange: (file: string) => void,
  onDraftProblems: (problems: Problem[], lines: string[]) => void,
  photos?: PagePhotoForm,
): TextView {
  const { area, editor, goTo } = textPane(opened, file, words, fields);
  const element = h("div", { class: "text-editor" }, editor);
  if (opened.format === "markdown") {
    const { pane, draft } = livePreview(opened, file, area, words, onDraftProblems, photos?.uploads);
    append(element, pane);
    area.addEventListener("input", draft);
    if (photos && opened.pagePhotos) {
      append(
        editor,
        pagePhotos(opened, opened.pagePhotos.value, area, photos, () => {
          onChange(file.path);
          draft();
        }),
      );
    }
  }
  area.addEventListener("input", () => onChange(file.path));
  return {
    element,
    text: () => area.value,
    showMistake: () => {
      if (file.at) goTo(file.at[0], file.at[1]);
    },
  };
}

/**
 * The text itself: its area with the lines' numbers beside it, where the caret is, and the problems
 * under it, each "line 27, column 5" a button that puts the caret there.
 */
function textPane(
  opened: Opened,
  file: OpenedFile,
  words: { label: string; line: string; column: string },
  fields: FieldIndex,
) {
  const id = newId("f");
  const area = h("textarea", {
    id,
    class: "source",
    rows: 24,
    spellcheck: opened.format === "markdown",
    lang: opened.format === "markdown" ? file.lang : undefined,
  });
  area.value = file.text ?? "";
  const numbered = lineNumbers(area);
  const error = h("div", { class: "error", id: newId("err"), hidden: true });
  // Where the caret is, as the problems count: the text has no line numbers beside it.
  const caret = h("p", { class: "caret-place" });
  const showCaret = () => {
    const { line, column } = placeOf(area.value, area.selectionStart);
    caret.textContent = `${words.line} ${line}, ${words.column} ${column}`;
  };
  for (const event of ["input", "keyup", "click", "select", "focus"]) area.addEventListener(event, showCaret);
  showCaret();
  /** The caret put at a problem's place, its line shown in the middle of the text. */
  const goTo = (line: number, column: number) => {
    const lines = area.value.split("\n");
    const at = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
    const start = Math.min(at + column - 1, at + (lines[line - 1]?.length ?? 0));
    area.focus();
    area.setSelectionRange(start, at + (lines[line - 1]?.length ?? 0));
    const lineHeight = Number.parseFloat(getComputedStyle(area).lineHeight) || 20;
    const rowsBefore = numbered
      .rows()
      .slice(0, line - 1)
      .reduce((sum, rows) => sum + rows, 0);
    area.scrollTop = Math.max(0, rowsBefore * lineHeight - area.clientHeight / 3);
    showCaret();
  };
  const editor = h(
    "div",
    { class: "text-pane" },
    h("label", { for: id }, words.label),
    h("div", { class: "numbered" }, numbered.element, area),
    caret,
    error,
  );
  const place = new RegExp(`^${words.line} (\\d+), ${words.column} (\\d+): `);
  fields.set(fieldKey(file.path, []), {
    focus: area,
    label: words.label,
    setError(message) {
      // Each problem's "line 27, column 5" is a button that puts the caret there.
      error.replaceChildren(
        ...(message ?? "").split(" · ").map((text) => {
          const found = place.exec(text);
          if (!found) return h("p", {}, text);
          const go = h("button", { type: "button", class: "go-to" }, found[0].slice(0, -2));
          go.addEventListener("click", () => goTo(Number(found[1]), Number(found[2])));
          return h("p", {}, go, `: ${text.slice(found[0].length)}`);
        }),
      );
      error.hidden = !message;
      if (message) {
        area.setAttribute("aria-invalid", "true");
        area.setAttribute("aria-describedby", error.id);
      } else {
        area.removeAttribute("aria-invalid");
        area.removeAttribute("aria-describedby");
      }
    },
  });
  return { area, editor, goTo };
}

/**
 * How many rows each line of the text takes: a line longer than the text is wide wraps (on a phone,
 * most of a page's paragraphs). Measured on a copy of the lines as wide as the text, laid out unseen
 * beside it; one row each while the text is not laid out.
 */
function rowsOfLines(area: HTMLTextAreaElement, copy: HTMLElement): number[] {
  const style = getComputedStyle(area);
  const width = area.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  const lineHeight = Number.parseFloat(style.lineHeight);
  const lines = area.value.split("\n");
  if (!(width > 0 && lineHeight > 0)) return lines.map(() => 1);
  Object.assign(copy.style, {
    width: `${width}px`,
    fontFamily: style.fontFamily,
    fontSize: style.fontSize,
    fontWeight: style.fontWeight,
    fontStyle: style.fontStyle,
    lineHeight: style.lineHeight,
    letterSpacing: style.letterSpacing,
    wordSpacing: style.wordSpacing,
    tabSize: style.tabSize,
  });
  copy.replaceChildren(...lines.map((line) => h("div", {}, line || "\u200b")));
  const rows = [...copy.children].map((row) =>
    Math.max(1, Math.round(row.getBoundingClientRect().height / lineHeight)),
  );
  copy.replaceChildren();
  return rows;
}

/**
 * The lines' numbers beside the text, as the problems name them, each beside its line's first row;
 * read by no screen reader (the caret's line is). `rows` measures the lines' rows now.
 */
function lineNumbers(area: HTMLTextAreaElement) {
  const numbers = h("pre", { class: "line-numbers", "aria-hidden": "true" });
  const copy = h("div", { class: "line-rows", "aria-hidden": "true" });
  const element = h("div", { class: "line-numbers-wrap" }, numbers, copy);
  const rows = () => rowsOfLines(area, copy);
  let numbered = "";
  let pending = false;
  const number = () => {
    pending = false;
    const text = rows()
      .map((wrapped, index) => `${index + 1}${"\n".repeat(wrapped - 1)}`)
      .join("\n");
    if (text !== numbered) {
      numbered = text;
      numbers.textContent = text;
    }
    numbers.scrollTop = area.scrollTop;
  };
  // Measured once per frame at most, however fast she types.
  const later = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(number);
  };
  area.addEventListener("input", later);
  area.addEventListener("scroll", () => {
    numbers.scrollTop = area.scrollTop;
  });
  // A phone turned, a window made narrower: the lines wrap anew.
  new ResizeObserver(later).observe(area);
  later();
  return { element, rows };
}

/**
 * A page's photos as a form beside its text: a change in the form is written into the text's front
 * matter (then `written`, as if she typed); typed into the front matter by hand, the form follows.
 */
function pagePhotos(
  opened: Opened,
  start: Record<string, unknown>,
  area: HTMLTextAreaElement,
  photos: PagePhotoForm,
  written: () => void,
): HTMLElement {
  const section = h("section", { class: "page-photos", "aria-labelledby": "page-photos-title" });
  let value = start;
  let writing: ReturnType<typeof setTimeout> | undefined;
  const draw = () => {
    trackOrigins(value);
    section.replaceChildren(
      h("h3", { id: "page-photos-title" }, photos.title),
      photos.render(value, () => {
        // A change in the form is written into the text's front matter, then previewed like typing.
        clearTimeout(writing);
        writing = setTimeout(async () => {
          const { data } = await frontMatter(opened.id, area.value, value, collectOrigins(value));
          if (typeof data.text !== "string" || data.text === area.value) return;
          area.value = data.text;
          // The text now holds the form's lists in the form's order.
          trackOrigins(value);
          written();
        }, photoDelay);
      }),
    );
  };
  // Typed into the front matter by hand: the form shows what the text now says.
  let reading: ReturnType<typeof setTimeout> | undefined;
  area.addEventListener("input", () => {
    clearTimeout(reading);
    reading = setTimeout(async () => {
      const { data } = await frontMatter(opened.id, area.value);
      if (!data.value || JSON.stringify(data.value) === JSON.stringify(value)) return;
      value = data.value;
      draw();
    }, previewDelay);
  });
  draw();
  return section;
}

/** The line and column (from 1) of an offset in a text. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** "line 4, column 3: …" for a problem in a text, so the owner finds it without a form's fields. */
export function atLine(problem: Problem, words: { line: string; column: string }): string {
  return problem.line ? `${words.line} ${problem.line}, ${words.column} ${problem.col ?? 1}: ` : "";
}
