/**
 * Render stage: one HTML file per page model, with react-dom/server (cli/stages/6-render/render-page.tsx).
 * A template that throws fails the build naming the page, language and component.
 *
 * Templates show their page's model and nothing else, so the HTML of a page is
 * kept by a hash of its model: a build in which a page's model did not change
 * takes its HTML from the cache, and one in which no model changed runs no
 * template at all.
 */
import { createHash } from "node:crypto";
import type { PackedCache } from "../../cache.js";
import { SiteError, SiteErrors } from "../../errors.js";
import type { MessageParams } from "../../messages/index.js";
import type { PageModel } from "../../restaurant/page-model.js";
import { refuseEditorIn } from "../common/editor-marker.js";
import type { OutputFile } from "../common/output-file.js";
import { eventLoopTurns } from "../common/workers.js";

/**
 * A rendered page. `made`: the rendered cache's key of its model and of the code that rendered it,
 * which names its bytes as surely as a hash of them would (a later step keys what it reads from
 * the page by it, and skips hashing the page again).
 */
export interface RenderedPage extends OutputFile {
  made?: string;
}

/**
 * A page's HTML as kept: without its stylesheet, which every page holds and the key covers (a
 * third of the bytes), after 4 bytes that say where it was cut out (0xffffffff: nowhere).
 */
function packed(html: Buffer, styles: Buffer): Uint8Array[] {
  const at = styles.length > 0 ? html.indexOf(styles) : -1;
  const cut = Buffer.alloc(4);
  cut.writeUInt32BE(at < 0 ? 0xffffffff : at);
  return at < 0 ? [cut, html] : [cut, html.subarray(0, at), html.subarray(at + styles.length)];
}

function unpacked(kept: Buffer, styles: Buffer): Buffer | undefined {
  if (kept.length < 4) return undefined;
  const at = kept.readUInt32BE(0);
  const html = kept.subarray(4);
  if (at === 0xffffffff) return html;
  return at <= html.length ? Buffer.concat([html.subarray(0, at), styles, html.subarray(at)]) : undefined;
}

/**
 * A value as text that names its kinds too (a Map, a Set, a Date, undefined, which JSON alone would
 * drop or blur), the same whatever V8 holds the strings as: v8's serialisation writes "Deutsch" one
 * way when it came from the content cache and another when it was just cut from a longer text, so
 * pages were rendered again for nothing. A function, which no page shows, makes it throw.
 */
export function modelText(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, plain) {
    // `plain` went through toJSON already (a Date is a string by now): the holder has the value itself.
    const raw = key === "" ? value : this[key];
    if (raw === undefined) return "\u0000undefined";
    if (typeof raw === "function" || typeof raw === "symbol") throw new Error(`a ${typeof raw} in a page's model`);
    if (typeof raw === "bigint") return `\u0000bigint:${raw}`;
    if (raw instanceof Date) return `\u0000date:${Number.isNaN(raw.getTime()) ? "invalid" : raw.toISOString()}`;
    if (raw instanceof Map) return { "\u0000map": [...raw] };
    if (raw instanceof Set) return { "\u0000set": [...raw] };
    if (ArrayBuffer.isView(raw))
      return { "\u0000bytes": Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("base64") };
    if (typeof raw === "number" && !Number.isFinite(raw)) return `\u0000number:${raw}`;
    return plain;
  });
}

/**
 * The hash of everything a page's templates read: its model, whole. A language's data, the same
 * object for all its pages, is hashed once.
 */
function modelHasher() {
  const locales = new WeakMap<object, string>();
  const hash = (value: unknown) => createHash("sha256").update(modelText(value)).digest("hex");
  return (page: PageModel): string | undefined => {
    try {
      let locale = locales.get(page.locale);
      if (!locale) {
        locale = hash(page.locale);
        locales.set(page.locale, locale);
      }
      return hash({ ...page, locale });
    } catch {
      // Something that is no data (a function): rendered every time.
      return undefined;
    }
  };
}

/**
 * Every page, as bytes, from `cache` where a page's model is one an earlier build rendered. A
 * template mistake fails every page that uses the template the same way: it is reported once, with
 * the first page and how many more.
 */
export async function renderPages(pages: PageModel[], cache?: PackedCache): Promise<RenderedPage[]> {
  const files: RenderedPage[] = [];
  const turn = eventLoopTurns();
  const failures = new Map<string, { error: SiteError; more: number }>();
  const modelHash = modelHasher();
  const stylesheets = new Map<string, Buffer>();
  for (const page of pages) {
    await turn();
    let styles = stylesheets.get(page.locale.assets.styles);
    if (!styles) {
      styles = Buffer.from(page.locale.assets.styles);
      stylesheets.set(page.locale.assets.styles, styles);
    }
    const hash = cache && modelHash(page);
    const key = hash && cache.key(hash);
    const kept = key ? cache.get(key) : undefined;
    const html = kept && unpacked(kept, styles);
    if (html) {
      files.push({ path: page.file, contents: html, made: key });
      continue;
    }
    try {
      // react-dom and the templates load with the first page to render: a build that renders none loads neither.
      const { renderPage } = await import("./render-page.js");
      const file = renderPage(page);
      // Bytes at once: hundreds of pages kept as strings make every young-generation GC copy them.
      const contents = Buffer.from(file.contents);
      // Before the cache keeps the page: one taken from it is known to be free of the editor.
      refuseEditorIn([{ path: file.path, contents }]);
      if (key) cache.set(key, packed(contents, styles));
      files.push({ path: file.path, contents, ...(key ? { made: key } : {}) });
    } catch (failure) {
      if (!(failure instanceof SiteError) || failure.code !== "TemplateFailed") throw failure;
      const { template, reason } = failure.params as MessageParams<"TemplateFailed">;
      const key = `${template}\0${reason.en}`;
      const seen = failures.get(key);
      if (seen) seen.more++;
      else failures.set(key, { error: failure, more: 0 });
    }
  }
  if (failures.size > 0) {
    throw new SiteErrors(
      [...failures.values()].map(({ error, more }) =>
        SiteError.of(
          "TemplateFailed",
          { ...(error.params as MessageParams<"TemplateFailed">), more },
          {
            cause: error.cause,
          },
        ),
      ),
    );
  }
  return files;
}
