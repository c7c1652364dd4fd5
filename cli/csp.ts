/**
 * The Content-Security-Policy the pages need, read from the built pages with
 * an HTML parser (cli/html.ts): inline scripts and style elements are allowed
 * by their hash, never by 'unsafe-inline'. Inline style attributes and event
 * handlers would need 'unsafe-hashes', so they are refused as the template
 * mistakes they are.
 */
import { createHash } from "node:crypto";
import { SiteError } from "./errors.js";
import { type InlineCode, readInlineCode } from "./html.js";
import type { OutputFile } from "./write.js";

/** Hashes the UTF-8 bytes of a text read with `bytesAsText`. */
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "latin1").digest("base64")}'`;

/**
 * One character per byte (latin1): markup is ASCII, so tags and attributes
 * read the same as in the UTF-8 file, and decoding costs a copy only.
 */
export const bytesAsText = (file: OutputFile) =>
  typeof file.contents === "string"
    ? Buffer.from(file.contents).toString("latin1")
    : Buffer.from(file.contents.buffer, file.contents.byteOffset, file.contents.byteLength).toString("latin1");

/** What the pages' inline code needs the policy to allow, gathered page by page as they are read. */
export class PageSources {
  readonly scripts = new Set<string>();
  /** Every page carries the same stylesheet: each distinct text is hashed once. */
  readonly styles = new Map<string, string>();
  /** A photo's placeholder: a few pixels inlined as a data: URI. */
  dataImages = false;

  add(path: string, code: InlineCode): void {
    if (code.dataImages) this.dataImages = true;
    for (const body of code.scripts) this.scripts.add(sha256(body));
    for (const body of code.styles) if (!this.styles.has(body)) this.styles.set(body, sha256(body));
    const [inline] = code.inlineAttributes;
    if (inline)
      throw SiteError.of("InlineCodeInPage", { page: path, element: inline.element, attribute: inline.attribute });
  }
}

/** `pages`: the pages' sources, when a build has read them already; otherwise the pages among `files` are read. */
export function contentSecurityPolicy(files: readonly OutputFile[], pages?: PageSources): string {
  let sources = pages;
  if (!sources) {
    sources = new PageSources();
    for (const file of files)
      if (file.path.endsWith(".html")) sources.add(file.path, readInlineCode(bytesAsText(file)));
  }
  const { scripts, styles } = sources;
  let { dataImages } = sources;
  const stylesheets = [...styles.keys(), ...files.filter((file) => file.path.endsWith(".css")).map(bytesAsText)];
  if (stylesheets.some((css) => /url\(\s*["']?data:/i.test(css))) dataImages = true;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...[...scripts].sort()].join(" "),
    ["style-src 'self'", ...[...new Set(styles.values())].sort()].join(" "),
    dataImages ? "img-src 'self' data:" : "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}
