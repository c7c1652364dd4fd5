/**
 * The live preview of a Markdown page beside its text: a draft build of the site with the text as it
 * is (cli/editor/draft.ts), asked for a moment after the owner stops typing and shown in a sandboxed
 * frame; the draft's problems go to the text's field.
 */
import { draftPage, type Opened, type OpenedFile, type Problem } from "./api.js";
import { h } from "./dom.js";

/** The milliseconds after the last key before the preview is built anew. */
export const previewDelay = 600;

/** The preview's pane, and `draft`, which builds it anew a moment after it was last called. */
export function livePreview(
  opened: Opened,
  file: OpenedFile,
  area: HTMLTextAreaElement,
  words: { preview: string; previewOf: string },
  onDraftProblems: (problems: Problem[], lines: string[]) => void,
  uploads?: (text: string) => Record<string, string>,
): { pane: HTMLElement; draft: () => void } {
  const frame = h("iframe", {
    // Shown, never run: no script (its own origin only lets it load the site's fonts).
    sandbox: "allow-same-origin",
    title: `${words.previewOf}: ${file.path}`,
    src: opened.preview,
  });
  const pane = h(
    "section",
    { class: "preview-pane", "aria-labelledby": "preview-title" },
    h("h3", { id: "preview-title" }, words.preview),
    frame,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const draft = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const { data } = await draftPage(opened.id, area.value, uploads?.(area.value));
      if ("stale" in data || !("problems" in data)) return;
      onDraftProblems(data.problems, "lines" in data && data.lines ? data.lines : []);
      if ("url" in data && data.url) frame.src = data.url;
    }, previewDelay);
  };
  return { pane, draft };
}
