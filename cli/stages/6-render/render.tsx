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
import { type LocaleData, type PageModel, partNames, partViews } from "../../restaurant/page-model.js";
import { refuseEditorIn } from "../common/editor-marker.js";
import type { OutputFile } from "../common/output-file.js";
import { eventLoopTurns } from "../common/workers.js";
import type { PartUse } from "./render-page.js";

/**
 * A rendered page. `made`: what it is made of, each named by the rendered cache's key of what made
 * it (a model and the code that rendered it), which names its bytes as surely as a hash of them
 * would: the page without its parts, then each part (templates/Slot.tsx). A later step keys what it
 * reads from the page by them, reading only the pieces it has not read before (page-reading.ts).
 */
export interface RenderedPage extends OutputFile {
  made?: MadePiece[];
}

export interface MadePiece {
  key: string;
  /** The piece's HTML, asked for only when it must be read: the page without its parts (with its stylesheet), or a part. */
  html: () => Buffer;
}

/**
 * A page kept without its stylesheet, which every page holds and the key covers (a third of the
 * bytes), and without its parts, which are kept once per language: its bytes, in the chunks between
 * the cuts (views, never copied), and what goes into each cut.
 */
interface Shell {
  chunks: Buffer[];
  /** Byte offsets into the chunks joined (ascending), each with the part that goes there, or null for the stylesheet. */
  cuts: [number, PartUse | null][];
}

/** `page` (a shell assembled) in its pieces: the shell's bytes between `cuts`, and what was set into each cut. */
function piecesOf(cuts: Shell["cuts"], page: Buffer, styles: Buffer, parts: readonly Buffer[]) {
  const between: Buffer[] = [];
  const set: Buffer[] = [];
  let from = 0;
  let at = 0;
  let part = 0;
  for (const [cut, use] of cuts) {
    const inserted = use ? parts[part++] : styles;
    between.push(page.subarray(at, at + cut - from));
    set.push(page.subarray(at + cut - from, at + cut - from + inserted.length));
    at += cut - from + inserted.length;
    from = cut;
  }
  between.push(page.subarray(at));
  return { between, set };
}

/**
 * As kept: the cuts' length (4 bytes), the cuts as JSON, the bytes, taken from `page` (the shell
 * assembled): views into the page's own bytes, so a build that renders 810 pages holds each once.
 */
function packed(cuts: Shell["cuts"], page: Buffer, styles: Buffer, parts: readonly Buffer[]): Uint8Array[] {
  const header = Buffer.from(JSON.stringify(cuts));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return [length, header, ...piecesOf(cuts, page, styles, parts).between];
}

/** `page` without its parts, its stylesheet kept: what the page around them is read for. */
function withoutParts(cuts: Shell["cuts"], page: Buffer, styles: Buffer, parts: readonly Buffer[]): Buffer {
  const { between, set } = piecesOf(cuts, page, styles, parts);
  return Buffer.concat(between.flatMap((bytes, index) => (cuts[index]?.[1] === null ? [bytes, set[index]] : [bytes])));
}

/** Props as `<Slot>` keeps them: the JSON of an object. */
function isProps(text: string): boolean {
  try {
    const props: unknown = JSON.parse(text);
    return typeof props === "object" && props !== null && !Array.isArray(props);
  } catch {
    return false;
  }
}

/**
 * A part this code renders, with props it can read: a file whose checksum holds but that names
 * another ("toString") or holds broken props is made again, never a failure of every build.
 */
const isUse = (value: unknown): value is PartUse =>
  typeof value === "object" &&
  value !== null &&
  (partNames as readonly unknown[]).includes((value as PartUse).part) &&
  typeof (value as PartUse).props === "string" &&
  isProps((value as PartUse).props);

function unpacked(kept: Buffer | undefined): Shell | undefined {
  if (!kept || kept.length < 4) return undefined;
  const length = kept.readUInt32BE(0);
  if (4 + length > kept.length) return undefined;
  const bytes = kept.subarray(4 + length);
  try {
    const cuts: unknown = JSON.parse(kept.subarray(4, 4 + length).toString("utf8"));
    let last = 0;
    const chunks: Buffer[] = [];
    const fits = (cut: unknown) => {
      if (!Array.isArray(cut) || cut.length !== 2 || !Number.isSafeInteger(cut[0])) return false;
      const [at, use] = cut as [number, unknown];
      if (at < last || at > bytes.length || !(use === null || isUse(use))) return false;
      chunks.push(bytes.subarray(last, at));
      last = at;
      return true;
    };
    if (!Array.isArray(cuts) || !cuts.every(fits)) return undefined;
    chunks.push(bytes.subarray(last));
    return { chunks, cuts: cuts as Shell["cuts"] };
  } catch {
    return undefined;
  }
}

/** The page as the renderer gave it, cut at its parts' marks and around its stylesheet (in the first chunk that holds it). */
function shellOf(html: Buffer, marks: readonly [number, number][], uses: readonly PartUse[], styles: Buffer): Shell {
  const chunks: Buffer[] = [];
  const cuts: Shell["cuts"] = [];
  let length = 0;
  let cutStyles = styles.length === 0;
  let from = 0;
  const add = (chunk: Buffer, use: PartUse | null | undefined) => {
    let bytes = chunk;
    const at = cutStyles ? -1 : bytes.indexOf(styles);
    if (at >= 0) {
      chunks.push(bytes.subarray(0, at));
      cuts.push([length + at, null]);
      length += at;
      bytes = bytes.subarray(at + styles.length);
      cutStyles = true;
    }
    chunks.push(bytes);
    length += bytes.length;
    if (use !== undefined) cuts.push([length, use]);
  };
  marks.forEach(([start, end], index) => {
    add(html.subarray(from, start), uses[index]);
    from = end;
  });
  add(html.subarray(from), undefined);
  return { chunks, cuts };
}

/** The whole page: its stylesheet and `parts` (one for each part's cut, in order) set into the shell. */
function assembled(shell: Shell, styles: Buffer, parts: readonly Buffer[]): Buffer {
  const joined: Buffer[] = [];
  let part = 0;
  shell.cuts.forEach(([, use], index) => {
    joined.push(shell.chunks[index], use ? parts[part++] : styles);
  });
  joined.push(shell.chunks[shell.cuts.length]);
  return Buffer.concat(joined);
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
 * The hash of everything a page's templates read: its model, whole, and Intl's data. A language's data, the same
 * object for all its pages, is hashed once; a part, which may read any of it, is kept by that hash
 * of the language without the views only parts read and by the hash of those views.
 */
function modelHasher() {
  const locales = new WeakMap<object, string>();
  const hash = (value: unknown) => createHash("sha256").update(modelText(value)).digest("hex");
  // The views' dates and prices are written as the page renders (writtenViews): by Intl, whose words
  // come with Node's ICU and its CLDR data.
  const intl = `${process.versions.icu} ${process.versions.cldr}`;
  const locale = (data: LocaleData): string => {
    let text = locales.get(data);
    if (!text) {
      text = hash({ data, intl });
      locales.set(data, text);
    }
    return text;
  };
  const parted = new WeakMap<object, string>();
  return {
    locale,
    /** The views only parts read: with the hash of the language without them, what a part may read. */
    partViews: (data: LocaleData): string => {
      let text = parted.get(data);
      if (!text) {
        text = hash(partViews.map((name) => data.views[name]));
        parted.set(data, text);
      }
      return text;
    },
    page: (page: PageModel): string | undefined => {
      try {
        return hash({ ...page, locale: locale(page.locale) });
      } catch {
        // Something that is no data (a function): rendered every time.
        return undefined;
      }
    },
  };
}

/**
 * A language's data without the views only parts read: what the rest of its pages is rendered and
 * kept with. Each is left as a getter that throws, which the model's hash (JSON) does not see: a
 * template that reads one outside a part, by `useContent` or by `useLocale().views`, fails, where
 * it would otherwise be kept with nothing and never rendered again after a buffet edit.
 */
export function withoutPartViews(): (locale: LocaleData) => LocaleData {
  const made = new WeakMap<LocaleData, LocaleData>();
  return (locale) => {
    let shell = made.get(locale);
    if (!shell) {
      const views: Partial<LocaleData["views"]> = { ...locale.views };
      for (const name of partViews) {
        delete views[name];
        Object.defineProperty(views, name, {
          enumerable: false,
          get() {
            throw new Error(
              `the ${name} view is read outside a part (templates/Slot.tsx), the only templates that show it`,
            );
          },
        });
      }
      shell = { ...locale, views: views as LocaleData["views"] };
      made.set(locale, shell);
    }
    return shell;
  };
}

/**
 * Every page, as bytes, from `cache` where a page's model is one an earlier build rendered. With a
 * cache, a page is kept without its parts (templates/Slot.tsx), and each part once per language and
 * props: an edit of what only the parts show (the buffets) renders the parts alone. A template
 * mistake fails every page that uses the template the same way: it is reported once, with the
 * first page and how many more.
 */
export async function renderPages(pages: PageModel[], cache?: PackedCache): Promise<RenderedPage[]> {
  const files: RenderedPage[] = [];
  const turn = eventLoopTurns();
  const failures = new Map<string, { error: SiteError; more: number }>();
  const hashes = modelHasher();
  const shellLocale = withoutPartViews();
  const stylesheets = new Map<string, Buffer>();
  /** Parts this build has, by key: each known to be free of the editor. */
  const partsMade = new Map<string, Buffer>();
  // react-dom and the templates load with the first page or part to render: a build that renders none loads neither.
  let renderer: typeof import("./render-page.js") | undefined;
  const render = async () => {
    renderer ??= await import("./render-page.js");
    return renderer;
  };
  for (const page of pages) {
    await turn();
    let styles = stylesheets.get(page.locale.assets.styles);
    if (!styles) {
      styles = Buffer.from(page.locale.assets.styles);
      stylesheets.set(page.locale.assets.styles, styles);
    }
    const model = cache && { ...page, locale: shellLocale(page.locale) };
    const hash = model && hashes.page(model);
    try {
      if (!cache || !model || !hash) {
        // Nothing to keep it in: the page whole.
        const file = (await render()).renderPage(page);
        // Bytes at once: hundreds of pages kept as strings make every young-generation GC copy them.
        const contents = Buffer.from(file.contents);
        refuseEditorIn([{ path: file.path, contents }]);
        files.push({ path: file.path, contents });
        continue;
      }
      const key = cache.key(hash);
      /** What this page rendered: kept once the whole page is known to be free of the editor. */
      const rendered: [string, Uint8Array[]][] = [];
      let shell = unpacked(cache.get(key));
      const fresh = !shell;
      if (!shell) {
        const { html, marks, uses } = (await render()).renderWithoutParts(model);
        shell = shellOf(html, marks, uses, styles);
      }
      const made: MadePiece[] = [];
      const parts: Buffer[] = [];
      for (const [, use] of shell.cuts) {
        if (!use) continue;
        const partKey = cache.key(
          "part",
          hashes.locale(model.locale),
          hashes.partViews(page.locale),
          use.part,
          use.props,
        );
        let part = partsMade.get(partKey) ?? cache.get(partKey);
        if (!part) {
          part = Buffer.from((await render()).renderPart(page, page.locale, use));
          rendered.push([partKey, [part]]);
        } else partsMade.set(partKey, part);
        parts.push(part);
        const bytes = part;
        made.push({ key: partKey, html: () => bytes });
      }
      const contents = assembled(shell, styles, parts);
      // The cuts only: a shell just rendered holds a copy of the page's bytes, which need not stay.
      const { cuts } = shell;
      made.unshift({ key, html: () => withoutParts(cuts, contents, styles, parts) });
      if (fresh) rendered.push([key, packed(cuts, contents, styles, parts)]);
      // Before the cache keeps what was rendered: a page taken from it is known to be free of the editor.
      if (rendered.length > 0) refuseEditorIn([{ path: page.file, contents }]);
      for (const [entry, bytes] of rendered) {
        cache.set(entry, bytes);
        if (entry !== key) partsMade.set(entry, bytes[0] as Buffer);
      }
      files.push({ path: page.file, contents, made });
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
