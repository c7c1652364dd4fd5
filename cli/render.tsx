/**
 * Render stage: one HTML file per page model, with react-dom/server. A
 * template that throws fails the build naming the page, language and component.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { Document } from "../templates/Document.js";
import { SiteError } from "./errors.js";
import type { PageModel } from "./model.js";
import type { OutputFile } from "./write.js";

export function renderPage(page: PageModel): OutputFile {
  try {
    return { path: page.file, contents: `<!DOCTYPE html>${renderToStaticMarkup(<Document page={page} />)}\n` };
  } catch (failure) {
    const component = componentOf(failure);
    const reason = failure instanceof Error ? failure.message : String(failure);
    throw SiteError.of(
      "TemplateFailed",
      { template: component, page: page.path, lang: page.locale.lang, reason },
      { cause: failure },
    );
  }
}

/** The nearest component in the stack: the first frame named like a component (PascalCase). */
export function componentOf(failure: unknown): string {
  const stack = failure instanceof Error ? (failure.stack ?? "") : "";
  for (const match of stack.matchAll(/^\s+at (?:Object\.)?([A-Z][A-Za-z0-9]*) /gm)) {
    if (!["Object", "Array", "Function", "Error", "Module", "Promise"].includes(match[1])) return match[1];
  }
  return "(unknown component)";
}
