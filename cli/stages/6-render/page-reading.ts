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
import type { PageReader, PageReading } from "./page-reader.js";
import type { MadePiece } from "./render.js";

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

/**
 * Reads the pages among `files`, or takes from `cache` what an earlier build read from the same
 * bytes (a rendered page's named by what made it, `made`); without one every page is read. Throws a SiteError for a page with inline code the policy
 * would block.
 */
export async function readPages(
  files: readonly (OutputFile & { made?: readonly MadePiece[] })[],
  cache: EntryCache<PageReading> | undefined,
): Promise<{ sources: PageSources; characters: Characters; read: number }> {
  // The HTML reader (htmlparser2) loads with the first page to read: a build that reads none loads neither.
  let reader: PageReader | undefined;
  const sources = new PageSources();
  const characters = new Characters();
  let read = 0;
  /** Pieces this build read, by key: a part is in every page of its language. */
  const readNow = new Map<string, PageReading>();
  for (const file of files) {
    if (!file.path.endsWith(".html")) continue;
    // A rendered page is named by what made it, piece by piece (the page without its parts, each
    // part: the model and the templates' code), else by its bytes. Each piece is whole elements, so
    // what the pieces are read for, together, is what the page is.
    const pieces = file.made?.map((piece) => ({ key: cache?.key("rendered", piece.key), html: piece.html })) ?? [
      { key: cache?.key(createHash("sha256").update(file.contents).digest("hex")), html: () => file.contents },
    ];
    for (const piece of pieces) {
      let page = piece.key ? (readNow.get(piece.key) ?? cache?.get(piece.key)) : undefined;
      if (!page) {
        reader ??= new (await import("./page-reader.js")).PageReader();
        page = reader.read(bytesAsText({ path: file.path, contents: piece.html() }));
        read++;
        if (piece.key) cache?.set(piece.key, page);
      }
      if (piece.key) readNow.set(piece.key, page);
      sources.add(file.path, page);
      characters.add(page.text);
    }
  }
  return { sources, characters, read };
}
