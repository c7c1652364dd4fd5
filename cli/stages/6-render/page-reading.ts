/**
 * One reading of every built page (cli/stages/6-render/html.ts): the hashes of its inline code,
 * for the Content-Security-Policy (cli/stages/8-hosting/csp.ts), and every character it shows,
 * for the fonts (cli/stages/7-fonts/fonts.ts). What a page's bytes give is kept in the build
 * cache under their hash, so a rebuild reads only the pages that changed:
 * reading all 810 pages of the benchmark's largest site is a third of its build.
 */
import { createHash } from "node:crypto";
import type { EntryCache } from "../../cache.js";
import { SiteError } from "../../errors.js";
import type { OutputFile } from "../common/output-file.js";
import { readInlineCode, type ShownText } from "./html.js";

/** The characters the pages show, and those the script writes into them. */
export class Characters {
  readonly codes = new Set<number>();

  constructor(text = "") {
    this.add(text);
  }

  add(text: string): void {
    for (const char of text) this.codes.add(char.codePointAt(0) ?? 0);
  }
}

/**
 * One character per byte (latin1): markup is ASCII, so tags and attributes
 * read the same as in the UTF-8 file, and decoding costs a copy only.
 */
export const bytesAsText = (file: OutputFile) =>
  typeof file.contents === "string"
    ? Buffer.from(file.contents).toString("latin1")
    : Buffer.from(file.contents.buffer, file.contents.byteOffset, file.contents.byteLength).toString("latin1");

/** The policy's source for an inline script or style: the hash of the UTF-8 bytes of a text read with `bytesAsText`. */
const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "latin1").digest("base64")}'`;

export interface PageReading {
  /** The policy's sources for the page's inline scripts and style elements: "'sha256-…'". */
  scripts: string[];
  styles: string[];
  /** Whether an <img> or a style element of the page shows a data: URI. */
  dataImages: boolean;
  /** The first style= or on…= attribute: the policy would block it. */
  inline?: { element: string; attribute: string };
  /** Every character the page shows, each once. */
  text: string;
}

/** Only hashes: a cache file that says 'unsafe-inline' is not a reading. */
const isSources = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string" && /^'sha256-[A-Za-z0-9+/]{43}='$/.test(item));

export function isPageReading(value: unknown): value is PageReading {
  const page = value as Partial<PageReading> | null;
  const inline = page?.inline as Partial<PageReading["inline"]> | null | undefined;
  return (
    isSources(page?.scripts) &&
    isSources(page.styles) &&
    typeof page.dataImages === "boolean" &&
    typeof page.text === "string" &&
    (inline === undefined ||
      (typeof inline === "object" &&
        inline !== null &&
        typeof inline.element === "string" &&
        typeof inline.attribute === "string"))
  );
}

/** A style element's hash, whether it shows a data: URI, and the characters of its `content` strings. */
interface Stylesheet {
  source: string;
  dataImages: boolean;
  shown: string;
}

/** The characters of one page, as the reader hands them over: most texts are ASCII and need no decoding. */
class PageText implements ShownText {
  private readonly ascii = new Uint8Array(128);
  private readonly others = new Set<string>();

  constructor(private readonly stylesheet: (latin1: string) => Stylesheet) {}

  add(text: string): void {
    for (const char of text) {
      const code = char.charCodeAt(0);
      if (code < 0x80) this.ascii[code] = 1;
      else this.others.add(char);
    }
  }

  addBytes(latin1: string): void {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a byte above 0x7f starts a UTF-8 sequence.
    if (/[^\x00-\x7f]/.test(latin1)) this.add(Buffer.from(latin1, "latin1").toString("utf8"));
    else for (let index = 0; index < latin1.length; index++) this.ascii[latin1.charCodeAt(index)] = 1;
  }

  addCss(latin1: string): void {
    this.add(this.stylesheet(latin1).shown);
  }

  toString(): string {
    let text = "";
    for (let code = 0; code < 0x80; code++) if (this.ascii[code]) text += String.fromCharCode(code);
    return text + [...this.others].sort().join("");
  }
}

/** The strings of a stylesheet's `content` declarations ("“", "→"): shown in the page's fonts too. */
function contentStrings(css: string): string {
  let text = "";
  for (const [, value] of css.matchAll(/content:([^;}]*)/g)) {
    for (const [, double, single] of value.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g)) {
      text += (double ?? single).replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gi, (_, hex: string, char: string) =>
        hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
      );
    }
  }
  return text;
}

/** What the pages' inline code needs the policy to allow, gathered page by page. */
export class PageSources {
  readonly scripts = new Set<string>();
  readonly styles = new Set<string>();
  /** A photo's placeholder: a few pixels inlined as a data: URI. */
  dataImages = false;

  add(path: string, page: PageReading): void {
    if (page.dataImages) this.dataImages = true;
    for (const source of page.scripts) this.scripts.add(source);
    for (const source of page.styles) this.styles.add(source);
    if (page.inline) throw SiteError.of("InlineCodeInPage", { page: path, ...page.inline });
  }
}

/** Reads pages one by one; every page carries the same stylesheet, which is looked at once. */
export class PageReader {
  private readonly stylesheets = new Map<string, Stylesheet>();

  private stylesheet = (latin1: string): Stylesheet => {
    let sheet = this.stylesheets.get(latin1);
    if (!sheet) {
      sheet = {
        source: sha256Source(latin1),
        dataImages: /url\(\s*["']?data:/i.test(latin1),
        shown: contentStrings(Buffer.from(latin1, "latin1").toString("utf8")),
      };
      this.stylesheets.set(latin1, sheet);
    }
    return sheet;
  };

  /** `html`: the page's UTF-8 bytes read as latin1 (`bytesAsText`). */
  read(html: string): PageReading {
    const text = new PageText(this.stylesheet);
    const code = readInlineCode(html, text);
    const sheets = code.styles.map(this.stylesheet);
    const [inline] = code.inlineAttributes;
    return {
      scripts: code.scripts.map(sha256Source),
      styles: sheets.map((sheet) => sheet.source),
      dataImages: code.dataImages || sheets.some((sheet) => sheet.dataImages),
      ...(inline ? { inline: { element: inline.element, attribute: inline.attribute } } : {}),
      text: text.toString(),
    };
  }
}

/**
 * Reads the pages among `files`, or takes from `cache` what an earlier build read from the same
 * bytes (a rendered page's named by what made it, `made`); without one every page is read. Throws a SiteError for a page with inline code the policy
 * would block.
 */
export function readPages(
  files: readonly (OutputFile & { made?: string })[],
  cache: EntryCache<PageReading> | undefined,
): { sources: PageSources; characters: Characters; read: number } {
  const reader = new PageReader();
  const sources = new PageSources();
  const characters = new Characters();
  let read = 0;
  for (const file of files) {
    if (!file.path.endsWith(".html")) continue;
    // A rendered page is named by what made it (its model, the templates' code), else by its bytes.
    const key = cache?.key(
      ...(file.made ? ["rendered", file.made] : [createHash("sha256").update(file.contents).digest("hex")]),
    );
    let page = key ? cache?.get(key) : undefined;
    if (!page) {
      page = reader.read(bytesAsText(file));
      read++;
      if (key) cache?.set(key, page);
    }
    sources.add(file.path, page);
    characters.add(page.text);
  }
  return { sources, characters, read };
}
