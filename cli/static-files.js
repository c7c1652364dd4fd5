// How a static host (nginx, Apache, Netlify, Cloudflare Pages) maps a URL to a
// file of the build. Shared by `site serve` and the test and benchmark servers,
// so every preview answers as production does. Plain JavaScript, so the tests'
// and the benchmark's plain-JS scripts can import it too.
import { stat } from "node:fs/promises";
import { join, normalize, sep } from "node:path";

/** @type {Record<string, string>} */
export const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
};

/** @param {string} path */
const isFile = (path) =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  );

/**
 * Where a request is answered from: a file, a redirect to the folder's address
 * with a trailing slash, or not found (the host then sends 404.html with status 404).
 * @param {string} dir the build folder
 * @param {string} url the request URL (path and query)
 * @returns {Promise<{ kind: "file", file: string } | { kind: "redirect", location: string } | { kind: "not-found" }>}
 */
export async function resolveRequest(dir, url) {
  const { pathname, search } = new URL(url, "http://preview.invalid");
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: "not-found" };
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, "");
  // Hosts do not serve their own configuration (_headers, .htaccess) as pages.
  const hidden = relative.split(/[/\\]/).some((part) => part.startsWith(".") || part.startsWith("_"));
  const full = join(dir, relative);
  if (decoded.includes("\0") || hidden || (full !== dir && !full.startsWith(dir + sep))) return { kind: "not-found" };
  const info = await stat(full).catch(() => undefined);
  if (pathname.endsWith("/")) {
    const index = join(full, "index.html");
    return (await isFile(index)) ? { kind: "file", file: index } : { kind: "not-found" };
  }
  if (info?.isFile()) return { kind: "file", file: full };
  if (info?.isDirectory() && (await isFile(join(full, "index.html")))) {
    return { kind: "redirect", location: `${pathname}/${search}` };
  }
  return { kind: "not-found" };
}
