/**
 * A static host in miniature, for the browser tests, the screenshots and
 * Lighthouse: index.html for a folder, a 301 to the folder's address with a
 * trailing slash, the build's routing table (its redirects, and each language's
 * 404 page with status 404 for anything unknown), gzip when the
 * browser accepts it and, on request, the headers of the build's own _headers file.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { contentTypes, resolveRequest } from "../cli/static-files.js";

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
    const url = request.url ?? "/";
    const pathname = url.split("?")[0];
    const resolution = await resolveRequest(root, url);
    if (resolution.kind === "redirect") {
      response.writeHead(301, { location: resolution.location }).end();
    } else if (resolution.kind === "file") {
      send(request, response, 200, resolution.file, pathname);
    } else if (resolution.kind === "not-found" && existsSync(join(root, resolution.page))) {
      send(request, response, 404, join(root, resolution.page), pathname);
    } else {
      const status = resolution.kind === "bad-request" ? 400 : 404;
      response.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
    }
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
