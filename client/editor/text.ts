/**
 * A file as text: a Markdown page beside a preview of the page as the site
 * shows it (a draft build, refreshed a moment after the owner stops typing),
 * or a YAML file too broken for a form.
 */
import { draftPage, type Opened, type OpenedFile, type Problem, withToken } from "./api.js";
import { append, h, newId } from "./dom.js";
import { type FieldIndex, fieldKey } from "./form.js";

export interface TextView {
  element: HTMLElement;
  text(): string;
}

/** The milliseconds after the last key before the preview is built anew. */
export const previewDelay = 600;

export function renderText(
  opened: Opened,
  file: OpenedFile,
  words: { label: string; preview: string; previewOf: string; line: string; column: string },
  fields: FieldIndex,
  onChange: (file: string) => void,
  onDraftProblems: (problems: Problem[], lines: string[]) => void,
): TextView {
  const id = newId("f");
  const area = h("textarea", {
    id,
    class: "source",
    rows: 24,
    spellcheck: opened.format === "markdown",
    lang: opened.format === "markdown" ? file.lang : undefined,
  });
  area.value = file.text ?? "";
  const error = h("div", { class: "error", id: newId("err"), hidden: true });
  const editor = h("div", { class: "text-pane" }, h("label", { for: id }, words.label), area, error);
  fields.set(fieldKey(file.path, []), {
    focus: area,
    label: words.label,
    setError(message) {
      error.textContent = message ?? "";
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
  const element = h("div", { class: "text-editor" }, editor);
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (opened.format === "markdown") {
    const frame = h("iframe", {
      // Shown, never run: no script (its own origin only lets it load the site's fonts).
      sandbox: "allow-same-origin",
      title: `${words.previewOf}: ${file.path}`,
      src: opened.preview,
    });
    append(
      element,
      h(
        "section",
        { class: "preview-pane", "aria-labelledby": "preview-title" },
        h("h3", { id: "preview-title" }, words.preview),
        frame,
      ),
    );
    area.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const { data } = await draftPage(opened.id, area.value);
        if ("stale" in data || !("problems" in data)) return;
        onDraftProblems(data.problems, "lines" in data && data.lines ? data.lines : []);
        if ("url" in data && data.url) frame.src = withToken(data.url);
      }, previewDelay);
    });
  }
  area.addEventListener("input", () => onChange(file.path));
  return { element, text: () => area.value };
}

/** "line 4, column 3: …" for a problem in a text, so the owner finds it without a form's fields. */
export function atLine(problem: Problem, words: { line: string; column: string }): string {
  return problem.line ? `${words.line} ${problem.line}, ${words.column} ${problem.col ?? 1}: ` : "";
}
