/**
 * The editor's page, script and stylesheet, under /__edit/. The printed address brings the run's
 * key: it is kept in a cookie, and the browser goes on to the address without it. The page holds
 * the key for its script's requests (sent in a header, which no other site's page can add): served
 * only to a browser that brought the key, and read by no other origin.
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { ToolLanguage } from "../language.js";
import { wordsIn } from "../messages/editor-words.js";
import { render } from "../messages/index.js";
import { editorMarker } from "../stages/common/editor-marker.js";
import { contentTypes } from "../static-files.js";
import { commonHeaders, methodNotAllowed, send } from "./http.js";
import { keyCookie, sameKey, withoutKey } from "./key.js";

export const editorPath = "/__edit/";

/** What the editor's page may load: its own script and styles, the preview's pages in a frame, nothing else. */
const pagePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The run's key, as the page checks it: what it is, the port its cookie is for, and whether a request brings it. */
export interface PageKey {
  token: string;
  port: number;
  admits(request: IncomingMessage): boolean;
}

/** The editor's page: to a browser that brings the key in its address, the cookie; to one that brings the cookie, the page. */
export function answerPage(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  lang: ToolLanguage,
  key: PageKey,
) {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(response);
  const html = (status: number, body: string, extra = {}) =>
    send(response, status, contentTypes[".html"], body, { "content-security-policy": pagePolicy, ...extra });
  if (url.searchParams.has("token")) {
    if (!sameKey(url.searchParams.get("token") ?? "", key.token)) return html(403, refusalPage(lang));
    response.writeHead(303, {
      ...commonHeaders,
      location: withoutKey(url),
      "set-cookie": keyCookie(key.port, key.token),
    });
    return void response.end();
  }
  if (!key.admits(request)) return html(403, refusalPage(lang));
  return html(200, shellPage(lang, key.token));
}

/** The editor's stylesheet, marked as the editor's (the build refuses a file that carries the mark). */
export async function editorStyles(root: string): Promise<string> {
  const css = await readFile(join(root, "client", "editor", "editor.css"), "utf8");
  return `/* ${editorMarker} */\n${css}`;
}

/** The editor's script, bundled when first asked for, and again after its sources changed (`invalidate`). */
export function editorScript(root: string) {
  let script: Promise<string> | undefined;
  return {
    get(): Promise<string> {
      script ??= bundleScript(root).catch((failure) => {
        script = undefined;
        throw failure;
      });
      return script;
    },
    invalidate(): void {
      script = undefined;
    },
  };
}

/** The editor's script, bundled from client/editor/: it never goes through the build. */
async function bundleScript(root: string): Promise<string> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [join(root, "client", "editor", "main.ts")],
    bundle: true,
    format: "iife",
    target: "es2022",
    write: false,
    legalComments: "none",
    logLevel: "silent",
    banner: { js: `/* ${editorMarker}: served by site serve only */` },
  });
  return result.outputFiles[0].text;
}

/** The editor's page: its frame and words; the script fills in the forms. */
function shellPage(lang: ToolLanguage, token: string): string {
  const words = wordsIn(lang).ui;
  const noScript = render("EditorNeedsJavaScript", {}, lang);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="generator" content="${editorMarker}">
<meta name="site-editor-key" content="${escapeHtml(token)}">
<title>${escapeHtml(words.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${editorPath}editor.css">
<script src="${editorPath}editor.js" defer></script>
</head>
<body>
<a class="skip" href="#main">${escapeHtml(words.skip)}</a>
<header class="top">
<h1 id="title">${escapeHtml(words.title)}</h1>
<div class="top-links" id="top-links"></div>
</header>
<div class="layout">
<nav id="files" aria-labelledby="files-title"><h2 id="files-title">${escapeHtml(words.files)}</h2></nav>
<main id="main" tabindex="-1">
<noscript><p>${escapeHtml(noScript.message)} ${escapeHtml(noScript.hint ?? "")}</p></noscript>
<p id="choose">${escapeHtml(words.loading)}</p>
</main>
</div>
</body>
</html>
`;
}

function refusalPage(lang: ToolLanguage): string {
  const { message, hint } = render("EditorKeyRefused", {}, lang);
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>403</title><meta name="generator" content="${editorMarker}"></head>
<body><main><h1>403</h1><p>${escapeHtml(message)}</p><p>${escapeHtml(hint ?? "")}</p></main></body>
</html>
`;
}
