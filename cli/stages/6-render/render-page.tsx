/**
 * One page rendered with react-dom/server: loaded by the render stage (render.tsx) with the first page
 * it renders, so a build whose pages all come from its cache loads neither react-dom nor the templates.
 * A page is rendered whole (`renderPage`), or without its parts (`renderWithoutParts`), each of which
 * `renderPart` renders on its own (templates/Slot.tsx).
 */
import { randomBytes } from "node:crypto";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Document } from "../../../templates/Document.js";
import { InlineCodeRefused } from "../../../templates/jsx-runtime.js";
import { LocaleProvider } from "../../../templates/locale.js";
import { MarksProvider, type PartUse, parts } from "../../../templates/Slot.js";
import { SiteError } from "../../errors.js";
import type { ToolLanguage } from "../../language.js";
import type { LocaleData, PageModel } from "../../restaurant/page-model.js";
import type { OutputFile } from "../common/output-file.js";

export type { PartUse };

export function renderPage(page: PageModel): OutputFile {
  return {
    path: page.file,
    contents: documentOf(rendering(page, () => renderToStaticMarkup(<Document page={page} />))),
  };
}

const documentOf = (markup: string) => `<!DOCTYPE html>${markup}\n`;

/** What marks a part's place while its page renders: no text of the content can guess it. */
const markText = `\u0000${randomBytes(12).toString("base64url")}:`;
const markBytes = Buffer.from(markText);

/**
 * A page without its parts: its bytes, where each part's mark stands in them (a byte range), and
 * the parts, in the order the page shows them.
 */
export function renderWithoutParts(page: PageModel): {
  html: Buffer;
  marks: [number, number][];
  uses: PartUse[];
} {
  const uses: PartUse[] = [];
  const marks = { uses, mark: (index: number) => `${markText}${index}\u0000` };
  // Bytes at once: the marks are found in them, and the page's pieces are views into them.
  const html = Buffer.from(
    documentOf(
      rendering(page, () =>
        renderToStaticMarkup(
          <MarksProvider value={marks}>
            <Document page={page} />
          </MarksProvider>,
        ),
      ),
    ),
  );
  const found: [number, number][] = [];
  for (let at = html.indexOf(markBytes); at >= 0; at = html.indexOf(markBytes, at + 1)) {
    const end = html.indexOf(0, at + markBytes.length);
    // Each mark once, every part's, in order.
    if (end < 0 || html.toString("latin1", at + markBytes.length, end) !== String(found.length)) break;
    found.push([at, end + 1]);
  }
  if (found.length !== uses.length || html.includes(markBytes, found.at(-1)?.[1] ?? 0)) {
    throw new Error(`the parts of ${page.path} (${page.locale.lang}) did not come back as they were marked`);
  }
  return { html, marks: found, uses };
}

/** One part of `page`'s (templates/Slot.tsx), with the page's whole language, views included. */
export function renderPart(
  page: PageModel,
  locale: LocaleData,
  use: PartUse,
  table: Record<string, (props: never) => ReactNode> = parts,
): string {
  if (!Object.hasOwn(table, use.part)) throw new Error(`no part "${use.part}" in templates/Slot.tsx`);
  const Part = table[use.part] as (props: object) => ReactNode;
  const props = JSON.parse(use.props) as object;
  return rendering(page, () => {
    const html = renderToStaticMarkup(
      <LocaleProvider value={locale}>
        <Part {...props} />
      </LocaleProvider>,
    );
    const hoisted = hoistedAhead(html);
    if (hoisted) {
      throw new Error(
        `the part ${use.part} (templates/Slot.tsx) holds ${hoisted}, which react-dom moves into the page's head: a part is rendered without the page, so it would stay in the part`,
      );
    }
    return html;
  });
}

/**
 * What react-dom put ahead of a part rendered on its own, where a whole page's head would have
 * taken it: an <img>'s preload, a <link>, <meta> or <title>, an async script, a style with a
 * precedence. Undefined when the part starts with none of them.
 */
export function hoistedAhead(html: string): string | undefined {
  return /^<(?:link|meta|title|base)\b[^>]*>|^<script async[^>]*>|^<style data-precedence[^>]*>/.exec(html)?.[0];
}

/** Runs a render for `page`, a failure said as the template that threw, the page and its language. */
function rendering(page: PageModel, render: () => string): string {
  try {
    return render();
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
