/**
 * One page rendered with react-dom/server: loaded by the render stage (render.tsx) with the first page
 * it renders, so a build whose pages all come from its cache loads neither react-dom nor the templates.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { Document } from "../../../templates/Document.js";
import { InlineCodeRefused } from "../../../templates/jsx-runtime.js";
import { SiteError } from "../../errors.js";
import type { ToolLanguage } from "../../language.js";
import type { PageModel } from "../../restaurant/page-model.js";
import type { OutputFile } from "../common/output-file.js";

export function renderPage(page: PageModel): OutputFile {
  try {
    return { path: page.file, contents: `<!DOCTYPE html>${renderToStaticMarkup(<Document page={page} />)}\n` };
  } catch (failure) {
    // The tool's own refusals (an inline style, texts outside the provider) are catalogued; JavaScript's are quoted.
    const own =
      failure instanceof SiteError
        ? failure
        : failure instanceof InlineCodeRefused
          ? failure.handler
            ? SiteError.of("HandlerInTemplate", { element: failure.element, handler: failure.handler })
            : SiteError.of("InlineStyleInTemplate", { element: failure.element })
          : undefined;
    const both = (text: (lang: ToolLanguage) => string) => ({ en: text("en"), de: text("de") });
    const reason = own
      ? both((lang) => own.texts(lang).message)
      : both(() => (failure instanceof Error ? failure.message : String(failure)));
    const fix = own?.hint ? both((lang) => own.texts(lang).hint ?? "") : undefined;
    throw SiteError.of(
      "TemplateFailed",
      { template: componentOf(failure), page: page.path, lang: page.locale.lang, more: 0, reason, fix },
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
