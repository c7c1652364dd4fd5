// How a static host (nginx, Apache, Netlify, Cloudflare Pages) maps a URL to a
// file of the build. Shared by `site serve` and the test and benchmark servers,
// so every preview answers as production does. Plain JavaScript, so the tests'
// and the benchmark's plain-JS scripts can import it too.
// node:fs's `promises`, read where a request is answered: the build, which imports this file for
// isSiteLocation, loads no node:fs/promises (and the readline it brings).
import { promises as files } from "node:fs";
import { join, sep } from "node:path";

/** @type {Record<string, string>} */
export const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
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
  files.stat(path).then(
    (info) => info.isFile(),
    () => false,
  );

/**
 * Whether a Location header keeps the visitor on this site: one "/", then neither "/"
 * nor "\\" (which browsers read as "/"), and no control character or space anywhere
 * (browsers drop tabs and newlines, so "/\t/evil.example" is "//evil.example").
 * @param {string} location
 */
export function isSiteLocation(location) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  return /^\/(?![/\\])/.test(location) && !/[\u0000-\u0020\u007f-\u009f]/.test(location);
}

/**
 * The path as nginx matches it: percent-decoded, "//" merged, "." and ".." resolved.
 * undefined where nginx answers 400: a path that does not decode, holds a NUL, or climbs above the root.
 * @param {string} rawPath the request's path, as sent
 * @returns {string | undefined}
 */
export function normalizePath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith("/") || decoded.includes("\0")) return undefined;
  /** @type {string[]} */
  const segments = [];
  const parts = decoded.split("/").slice(1);
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else segments.push(part);
  }
  const last = parts[parts.length - 1];
  const folder = last === "" || last === "." || last === "..";
  return segments.length === 0 ? "/" : `/${segments.join("/")}${folder ? "/" : ""}`;
}

/**
 * @typedef {{ kind: "redirect", from: string, to: string }
 *   | { kind: "hidden", path: string, page: string }
 *   | { kind: "not-found", prefix: string, page: string }} RoutingRule
 */

/**
 * The routing table of a build, read back from its `_redirects` (written from the table in
 * cli/stages/8-hosting/hosting.ts): so the preview follows the same rows as every host. Only the forms that
 * file is written in are read; any other line is ignored.
 * @param {string} text
 * @returns {RoutingRule[]}
 */
export function readRoutingTable(text) {
  /** @type {RoutingRule[]} */
  const table = [];
  for (const line of text.split("\n")) {
    const [from, to, status, extra] = line.trim().split(/\s+/);
    // Every page a row names is a path of the site, inside the build.
    if (!from || from.startsWith("#") || extra !== undefined || !to || !isSiteLocation(to) || normalizePath(to) !== to)
      continue;
    if (status === "301" && !from.includes("*")) table.push({ kind: "redirect", from, to });
    else if (status === "404!" && !from.includes("*")) table.push({ kind: "hidden", path: from, page: to });
    else if (status === "404" && from.endsWith("/*"))
      table.push({ kind: "not-found", prefix: from.slice(0, -1), page: to });
  }
  return table;
}

/** @param {string} dir */
async function routingTableOf(dir) {
  const text = await files.readFile(join(dir, "_redirects"), "utf8").catch(() => "");
  return readRoutingTable(text);
}

/** Characters a Location may carry as they are; everything else is percent-encoded. */
const encodePath = (/** @type {string} */ path) =>
  path
    .split("/")
    .map((part) => encodeURIComponent(part).replace(/%(?:2[146-9ABC]|3[ABD]|40)/gi, decodeURIComponent))
    .join("/");
/** The query as sent, with anything but printable ASCII encoded. */
const encodeQuery = (/** @type {string} */ query) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this encodes.
  query.replace(/[\u0000-\u0020\u007f-\uffff]/gu, (char) => encodeURIComponent(char));

/**
 * Where a request is answered from, by the build's routing table: a file, a
 * redirect (a table row, or a folder's address without its trailing slash), not
 * found (with the 404 page of its part of the site), or a bad request (as nginx
 * answers a path that does not decode or climbs above the root).
 * @param {string} dir the build folder
 * @param {string} url the request target (path and query, as sent)
 * @returns {Promise<{ kind: "file", file: string } | { kind: "redirect", location: string } | { kind: "not-found", page: string } | { kind: "bad-request" }>}
 */
export async function resolveRequest(dir, url) {
  const queryAt = url.indexOf("?");
  const rawPath = (queryAt < 0 ? url : url.slice(0, queryAt)).split("#")[0];
  const query = queryAt < 0 ? "" : encodeQuery(url.slice(queryAt));
  const path = normalizePath(rawPath);
  if (path === undefined) return { kind: "bad-request" };
  const table = await routingTableOf(dir);
  const notFound = () => {
    const rule = table.find((row) => row.kind === "not-found" && path.startsWith(row.prefix));
    return { kind: /** @type {const} */ ("not-found"), page: rule?.kind === "not-found" ? rule.page : "/404.html" };
  };
  const redirect = (/** @type {string} */ location) =>
    // Never off the site, whatever a tampered table or a folder's name says.
    isSiteLocation(location) ? { kind: /** @type {const} */ ("redirect"), location } : notFound();

  for (const rule of table) {
    if (rule.kind === "redirect" && rule.from === path) return redirect(`${rule.to}${query}`);
    if (rule.kind === "hidden" && rule.path === path) return { kind: "not-found", page: rule.page };
  }
  const relative = path.slice(1);
  // The build's own files only: nothing hidden (dotfiles, other hosts' configuration), nothing outside it.
  const hidden = relative
    .split("/")
    .some((part) => part.startsWith(".") || part.startsWith("_") || part.includes("\\"));
  const full = join(dir, relative);
  if (hidden || (full !== dir && !full.startsWith(dir + sep))) return notFound();
  if (path.endsWith("/")) {
    const index = join(full, "index.html");
    return (await isFile(index)) ? { kind: "file", file: index } : notFound();
  }
  const info = await files.stat(full).catch(() => undefined);
  if (info?.isFile()) return { kind: "file", file: full };
  if (info?.isDirectory()) return redirect(`${encodePath(path)}/${query}`);
  return notFound();
}
