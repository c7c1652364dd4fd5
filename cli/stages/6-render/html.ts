/**
 * What a built page contains, read with an HTML parser (htmlparser2) the way a
 * browser tokenizes it: inline scripts and styles, attributes, links and the
 * text a visitor reads. Text is never taken for markup, whatever it says.
 * One pass per page, for the Content-Security-Policy and for `site check`.
 */
import { Parser, Tokenizer } from "htmlparser2";

export interface UrlAttribute {
  element: string;
  attribute: string;
  value: string;
  /** Where the element starts in the page. */
  offset: number;
}

export interface HtmlFacts {
  /** Texts of the inline scripts a browser runs: no src, a JavaScript, module or import-map type. */
  scripts: string[];
  /** Texts of the <style> elements. */
  styles: string[];
  /** Attributes the Content-Security-Policy blocks: style= and on…= handlers. */
  inlineAttributes: { element: string; attribute: string; offset: number }[];
  /** Whether an <img> shows a data: URI (a photo's placeholder): the policy must allow them. */
  dataImages: boolean;
  /** Only with `details`: every href and src. */
  urls: UrlAttribute[];
  /** Only with `details`: every id. */
  ids: Set<string>;
  /** Only with `details`: text a visitor or a crawler reads (data blocks like JSON-LD included), one string per node. */
  text: { value: string; offset: number }[];
}

/** A `<script>` with another type is a data block the browser never runs (JSON-LD, templates). */
export function isExecutableScript(type: string | undefined): boolean {
  const value = type?.trim().toLowerCase();
  return (
    !value || value === "module" || value === "importmap" || /^(text|application)\/(x-)?(java|ecma)script$/.test(value)
  );
}

export type InlineCode = Pick<HtmlFacts, "scripts" | "styles" | "inlineAttributes" | "dataImages">;

/**
 * Where the text a visitor can see goes, for the fonts (cli/stages/6-render/page-reading.ts): text
 * nodes, alt and placeholder texts, the words of data-* attributes a script
 * writes into the page, and the strings of the stylesheet's `content`.
 * Texts of UTF-8 pages read as latin1 come as bytes.
 */
export interface ShownText {
  add(text: string): void;
  addBytes(latin1: string): void;
  addCss(latin1: string): void;
}

const shownAttributes = new Set(["alt", "placeholder", "label", "value"]);

/** An attribute's words: a JSON value's strings (its keys are names), "{{time}}" and the like left out. */
function wordsOf(value: string): string[] {
  const words: string[] = [];
  const collect = (item: unknown) => {
    if (typeof item === "string") words.push(item);
    else if (item && typeof item === "object") for (const inner of Object.values(item)) collect(inner);
  };
  if (/^\s*[[{]/.test(value)) {
    try {
      collect(JSON.parse(value));
    } catch {
      words.push(value);
    }
  } else words.push(value);
  return words.map((word) => word.replace(/\{\{\w+\}\}/g, ""));
}

const ignore = () => {};

/**
 * The inline code of a page, for its Content-Security-Policy: what `readHtml`
 * finds, from htmlparser2's tokenizer alone. Every page of every build passes
 * through here, and building attribute objects for every tag (the parser's
 * work) took longer than the rest of the stage. The same pass hands the text
 * a visitor sees to `shown`.
 */
export function readInlineCode(html: string, shown?: ShownText): InlineCode {
  const code: InlineCode = { scripts: [], styles: [], inlineAttributes: [], dataImages: false };
  let element = "";
  let elementStart = 0;
  let attribute = "";
  let typeValue = "";
  let srcStart = "";
  let type: string | undefined;
  let hasSrc = false;
  let raw: { kind: "script" | "data" | "style"; start: number } | undefined;
  /** The value so far (UTF-8 read as latin1) of an attribute whose words are shown, else undefined. */
  let shownValue: string | undefined;
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, end) {
        element = html.slice(start, end).toLowerCase();
        elementStart = start - 1;
        type = undefined;
        hasSrc = false;
      },
      onattribname(start, end) {
        attribute = html.slice(start, end).toLowerCase();
        typeValue = "";
        srcStart = "";
        shownValue = shown && (shownAttributes.has(attribute) || attribute.startsWith("data-")) ? "" : undefined;
        if (attribute === "style" || attribute.startsWith("on")) {
          code.inlineAttributes.push({ element, attribute, offset: elementStart });
        } else if (attribute === "src") {
          hasSrc = true;
        }
      },
      onattribdata(start, end) {
        if (shownValue !== undefined) shownValue += html.slice(start, end);
        if (attribute === "type") typeValue += html.slice(start, end);
        else if (attribute === "src" && element === "img" && srcStart.length < 5) srcStart += html.slice(start, end);
      },
      onattribentity(codePoint) {
        if (shownValue !== undefined) {
          shownValue +=
            codePoint < 0x80
              ? String.fromCharCode(codePoint)
              : Buffer.from(String.fromCodePoint(codePoint)).toString("latin1");
        }
        if (attribute === "type") typeValue += String.fromCodePoint(codePoint);
      },
      onattribend() {
        if (shownValue)
          for (const word of wordsOf(Buffer.from(shownValue, "latin1").toString("utf8"))) shown?.add(word);
        shownValue = undefined;
        if (attribute === "type") type = typeValue;
        else if (srcStart.trimStart().toLowerCase().startsWith("data:")) code.dataImages = true;
      },
      onopentagend(end) {
        if (element === "style") raw = { kind: "style", start: end + 1 };
        else if (element === "script" && !hasSrc) {
          raw = { kind: isExecutableScript(type) ? "script" : "data", start: end + 1 };
        }
      },
      onclosetag(start) {
        if (!raw) return;
        // The raw text runs to the "</" before the closing tag's name.
        const text = html.slice(raw.start, start - 2);
        if (raw.kind === "script") code.scripts.push(text);
        else if (raw.kind === "style") {
          code.styles.push(text);
          shown?.addCss(text);
        }
        raw = undefined;
      },
      onselfclosingtag: ignore,
      ontext(start, end) {
        if (shown && !raw) shown.addBytes(html.slice(start, end));
      },
      ontextentity(codePoint) {
        if (shown && !raw) shown.add(String.fromCodePoint(codePoint));
      },
      oncdata: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onprocessinginstruction: ignore,
      onend: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return code;
}

/**
 * `html` may be a one-byte-per-character view of UTF-8 bytes (latin1): tags and
 * attribute names are ASCII either way, and script texts then hash to the
 * bytes the browser hashes.
 */
export function readHtml(html: string, options: { details?: boolean } = {}): HtmlFacts {
  const facts: HtmlFacts = {
    scripts: [],
    styles: [],
    inlineAttributes: [],
    dataImages: false,
    urls: [],
    ids: new Set(),
    text: [],
  };
  const details = options.details ?? false;
  /** The raw-text element being read and its text so far. */
  let raw: { kind: "script" | "data" | "style"; text: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const offset = parser.startIndex;
        for (const attribute of Object.keys(attributes)) {
          if (attribute === "style" || attribute.startsWith("on")) {
            facts.inlineAttributes.push({ element: name, attribute, offset });
          }
        }
        if (name === "script" && attributes.src === undefined) {
          raw = { kind: isExecutableScript(attributes.type) ? "script" : "data", text: "" };
        } else if (name === "style") {
          raw = { kind: "style", text: "" };
        }
        if (name === "img" && /^\s*data:/i.test(attributes.src ?? "")) facts.dataImages = true;
        if (!details) return;
        if (attributes.id !== undefined) facts.ids.add(attributes.id);
        for (const attribute of ["href", "src"]) {
          const value = attributes[attribute];
          if (value !== undefined) facts.urls.push({ element: name, attribute, value, offset });
        }
        // Every candidate of a srcset (<img>, <source>) and of a preload's imagesrcset.
        for (const attribute of ["srcset", "imagesrcset"]) {
          for (const value of candidatesOf(attributes[attribute])) {
            facts.urls.push({ element: name, attribute, value, offset });
          }
        }
      },
      ontext(text) {
        if (raw) raw.text += text;
        else if (details) facts.text.push({ value: text, offset: parser.startIndex });
      },
      onclosetag(name) {
        if (!raw || (name !== "script" && name !== "style")) return;
        if (raw.kind === "script") facts.scripts.push(raw.text);
        else if (raw.kind === "style") facts.styles.push(raw.text);
        else if (details) facts.text.push({ value: raw.text, offset: parser.startIndex });
        raw = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return facts;
}

/** "line:col" (1-based) of an offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let index = text.indexOf("\n"); index !== -1 && index < offset; index = text.indexOf("\n", index + 1)) {
    line++;
    start = index + 1;
  }
  return { line, col: offset - start + 1 };
}

/** The URLs of a srcset: "a.avif 480w, b.avif 960w" → ["a.avif", "b.avif"]. */
export function candidatesOf(srcset: string | undefined): string[] {
  if (!srcset) return [];
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url) => url !== "");
}
