/**
 * A static host in miniature, for the browser tests, the screenshots and
 * Lighthouse: index.html for a folder, a 301 to the folder's address with a
 * trailing slash, 404.html with status 404 for anything unknown, gzip when the
 * browser accepts it and, on request, the headers of the build's own _headers file.
 */
import { existsSync, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";

/** @type {Record<string, string>} */
const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};
const compressible = new Set([".html", ".css", ".js", ".json", ".svg", ".xml", ".txt"]);

/**
 * The rules of the _headers file (Netlify, Cloudflare Pages): a path pattern, then indented headers.
 * @param {string} root
 * @returns {{ test: RegExp, headers: Record<string, string> }[]}
 */
function headerRules(root) {
  const path = join(root, "_headers");
  if (!existsSync(path)) return [];
  /** @type {{ test: RegExp, headers: Record<string, string> }[]} */
  const rules = [];
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replaceAll("*", ".*");
      rules.push({ test: new RegExp(`^${pattern}$`), headers: {} });
    } else if (rules.length) {
      const colon = line.indexOf(":");
      rules[rules.length - 1].headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

/**
 * @param {{ test: RegExp, headers: Record<string, string> }[]} rules
 * @param {string} pathname
 */
function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) if (rule.test.test(pathname)) Object.assign(headers, rule.headers);
  // Plain http on loopback: upgrading the page's own requests to https, or HSTS, would break them.
  const csp = headers["content-security-policy"];
  if (csp) headers["content-security-policy"] = csp.replace(/;\s*upgrade-insecure-requests/, "");
  delete headers["strict-transport-security"];
  return headers;
}

/**
 * Serves `root` on a free loopback port.
 * @param {string} root
 * @param {{ headers?: boolean }} [options] `headers`: send the build's _headers as the host would
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startStaticHost(root, options = {}) {
  const rules = options.headers ? headerRules(root) : [];
  /** @param {string} path */
  const fileAt = (path) => stat(path).catch(() => undefined);
  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   * @param {number} status
   * @param {string} path
   * @param {string} pathname
   */
  const send = (request, response, status, path, pathname) => {
    let body = readFileSync(path);
    const type = extname(path);
    /** @type {Record<string, string | number>} */
    const headers = {
      ...headersFor(rules, pathname),
      "content-type": contentTypes[type] ?? "application/octet-stream",
    };
    if (compressible.has(type) && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
      headers.vary = "Accept-Encoding";
    }
    headers["content-length"] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  };

  const server = createServer(async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const url = new URL(request.url ?? "/", "http://localhost");
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const path = join(root, normalize(pathname));
    const found = path === root || path.startsWith(root + sep) ? await fileAt(path) : undefined;
    if (found?.isDirectory()) {
      if (!pathname.endsWith("/")) {
        response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      const index = join(path, "index.html");
      if ((await fileAt(index))?.isFile()) return send(request, response, 200, index, pathname);
    } else if (found?.isFile()) {
      return send(request, response, 200, path, pathname);
    }
    const notFound = join(root, "404.html");
    if (await fileAt(notFound)) return send(request, response, 404, notFound, pathname);
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve(undefined)));
      }),
  };
}
