/**
 * Reads one built page (cli/stages/6-render/html.ts): the hashes of its inline code and every
 * character it shows. Loaded by readPages (page-reading.ts) with the first page that is not in its
 * cache, so a build whose pages were all read before loads no HTML reader.
 */
import { createHash } from "node:crypto";
import { readInlineCode, type ShownText } from "./html.js";

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

/** The policy's source for an inline script or style: the hash of the UTF-8 bytes of a text read with `bytesAsText`. */
const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "latin1").digest("base64")}'`;

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
