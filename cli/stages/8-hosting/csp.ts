/**
 * The Content-Security-Policy the pages need, read from the built pages with
 * an HTML parser (cli/stages/6-render/html.ts): inline scripts and style elements are allowed
 * by their hash, never by 'unsafe-inline'. Inline style attributes and event
 * handlers would need 'unsafe-hashes', so they are refused as the template
 * mistakes they are.
 */
import { bytesAsText, type PageSources } from "../6-render/page-reading.js";
import type { OutputFile } from "../common/output-file.js";

/** `sources`: what the pages' inline code needs (readPages), from the pages among `files`. */
export function contentSecurityPolicy(files: readonly OutputFile[], sources: PageSources): string {
  const { scripts, styles } = sources;
  let { dataImages } = sources;
  const stylesheets = files.filter((file) => file.path.endsWith(".css")).map(bytesAsText);
  if (stylesheets.some((css) => /url\(\s*["']?data:/i.test(css))) dataImages = true;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...[...scripts].sort()].join(" "),
    ["style-src 'self'", ...[...styles].sort()].join(" "),
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
