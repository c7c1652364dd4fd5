/**
 * The editor's part of `site serve`, under /__edit/: its page, script and
 * stylesheet, and a small JSON interface over the operations in editor.ts.
 *
 * Only the owner may use it. The preview listens on 127.0.0.1 alone (and on
 * the local network's address only with --phone, phone.ts); every request for
 * the editor must name this host or that address (a page of another site that
 * rebinds its name to one of them sends its own name as Host), must not come
 * from another origin, and every request that reads or changes a file carries
 * the key of this run (printed in the address, then kept in a cookie: key.ts),
 * compared in constant time.
 * Files are named by their place in content/ and served only when the
 * registry lists them (files.ts).
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { SiteError } from "../errors.js";
import { type ToolLanguage, toolLanguage } from "../language.js";
import { wordsIn } from "../messages/editor-words.js";
import { render } from "../messages/index.js";
import { editorMarker } from "../stages/editor-marker.js";
import { contentTypes, resolveRequest } from "../static-files.js";
import { createEditor, type EditorOptions } from "./editor.js";
import { editorEntries } from "./files.js";
import { cookieKey, keyCookie, sameKey, withoutKey } from "./key.js";
import { maxUploadBytes } from "./photos.js";
import { fieldValue, momentText, previewInstant } from "./preview-time.js";
import { createPublisher, type PublishEvent, type PublisherOptions } from "./publish.js";

export const editorPath = "/__edit/";
const maxBody = 2 * 1024 * 1024;
/** Longer than any password a host hands out. */
const maxPassword = 1024;

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

const commonHeaders = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export { sameKey };

/**
 * The first of the editor's languages the browser lists ("de-DE,de;q=0.9,en;q=0.8" → "de"), in the
 * order of preference it gives: a computer set up in German without LANG (as on Windows) gets German.
 */
export function browserLanguage(header: string | undefined): ToolLanguage | undefined {
  const wanted = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const weight = Number(
        params
          .find((param) => param.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && (entry.base === "de" || entry.base === "en"))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted[0]?.base as ToolLanguage | undefined;
}

/**
 * The names this computer's browser gives the preview in the Host header: another name is a page
 * that rebound its own to 127.0.0.1 (browsers leave out port 80).
 */
export function ownHosts(port: number, networkAddress?: string): string[] {
  const names = ["127.0.0.1", "localhost", ...(networkAddress ? [networkAddress] : [])];
  return [...names.map((name) => `${name}:${port}`), ...(port === 80 ? names : [])];
}

export interface EditorServer {
  /** The key of this run, for the printed address. */
  token: string;
  /** Answers a request for /__edit/…; false when the request is not the editor's. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** The editor's own sources changed: its script is bundled again on the next request. */
  invalidate(): void;
  /** The content files an open tab has changes of that are not saved, as each tab last said. */
  unsaved(): string[];
  /** Whether a request brings the key in its cookie: what lets a phone see the preview's pages. */
  admits(request: IncomingMessage): boolean;
}

export function editorServer(
  options: EditorOptions & {
    port: () => number;
    /** The local network's address the preview listens on too (--phone), if any. */
    networkAddress?: () => string | undefined;
    /** The moment the preview is shown as on ("Vorschau für den …"), and setting it (rebuilds the preview). */
    previewTime?: { get: () => number | undefined; set: (at: number | undefined, lang: ToolLanguage) => Promise<void> };
    publish: Omit<PublisherOptions, "root" | "contentDir">;
  },
): EditorServer {
  const token = randomBytes(32).toString("base64url");
  const editor = createEditor(options);
  const publisher = createPublisher({ root: options.root, contentDir: options.contentDir, ...options.publish });
  let script: Promise<string> | undefined;
  /** Each open tab's files with changes not saved, by the tab's own key. */
  const unsavedIn = new Map<string, string[]>();
  const unsaved = () => [...new Set([...unsavedIn.values()].flat())].sort();

  const hosts = () => ownHosts(options.port(), options.networkAddress?.());
  const origins = () => hosts().map((host) => `http://${host}`);
  /** The key a request brings in its cookie (or, on the first visit and in scripts, in its address). */
  const admits = (request: IncomingMessage) => sameKey(cookieKey(request.headers.cookie, options.port()) ?? "", token);
  const brings = (request: IncomingMessage, url: URL) =>
    sameKey(url.searchParams.get("token") ?? "", token) || admits(request);

  const send = (response: ServerResponse, status: number, type: string, body: string | Buffer, extra = {}) => {
    response.writeHead(status, {
      ...commonHeaders,
      "content-type": type,
      "content-length": Buffer.byteLength(body),
      ...extra,
    });
    response.end(body);
  };
  const json = (response: ServerResponse, status: number, value: unknown) =>
    send(response, status, contentTypes[".json"], JSON.stringify(value));
  const refuse = (response: ServerResponse, status: number, error: SiteError, lang: ToolLanguage) =>
    json(response, status, { ok: false, problems: [], ...error.texts(lang) });

  /** The language a request asks for, else the one set for the tool (SITE_LANG), else the browser's, else the system's. */
  const languageOf = (value: unknown, request: IncomingMessage): ToolLanguage =>
    value === "de" || value === "en"
      ? value
      : process.env.SITE_LANG
        ? toolLanguage()
        : (browserLanguage(request.headers["accept-language"]) ?? toolLanguage());

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const path = (request.url ?? "/").split("?")[0];
    if (!path.startsWith(editorPath) && path !== editorPath.slice(0, -1)) return false;
    await route(request, response);
    return true;
  };

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const lang = languageOf(url.searchParams.get("lang"), request);
    // A name other than this computer's is a page that rebound its own name to 127.0.0.1.
    const host = request.headers.host ?? "";
    if (!hosts().includes(host)) {
      return refuse(
        response,
        403,
        SiteError.of("EditorForeignRequest", { header: "Host", value: host.slice(0, 100) }),
        lang,
      );
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !origins().includes(origin)) {
      return refuse(
        response,
        403,
        SiteError.of("EditorForeignRequest", { header: "Origin", value: origin.slice(0, 100) }),
        lang,
      );
    }
    const site = request.headers["sec-fetch-site"];
    if (site === "cross-site" || site === "same-site") {
      return refuse(
        response,
        403,
        SiteError.of("EditorForeignRequest", { header: "Sec-Fetch-Site", value: site }),
        lang,
      );
    }
    const path = url.pathname;
    if (path === `${editorPath}editor.js`) {
      script ??= bundleScript(options.root).catch((failure) => {
        script = undefined;
        throw failure;
      });
      return send(response, 200, contentTypes[".js"], await script);
    }
    if (path === `${editorPath}editor.css`) {
      const css = await readFile(join(options.root, "client", "editor", "editor.css"), "utf8");
      return send(response, 200, contentTypes[".css"], `/* ${editorMarker} */\n${css}`);
    }
    if (path === editorPath || path === editorPath.slice(0, -1)) return page(request, response, url, lang);
    const draft = /^\/__edit\/draft\/(\d+)(\/.*)$/.exec(path);
    if (draft) {
      if (!brings(request, url)) return refuse(response, 403, SiteError.of("EditorKeyRefused", {}), lang);
      const folder = editor.draftFolder(Number(draft[1]));
      const resolution = folder ? await resolveRequest(folder, draft[2]) : undefined;
      const file = resolution?.kind === "file" ? resolution.file : undefined;
      const body = file ? await readFile(file).catch(() => undefined) : undefined;
      if (!file || !body) return json(response, 404, { ok: false });
      // Shown in a sandboxed frame; opened by itself, it runs no script either.
      return send(response, 200, contentTypes[extname(file)] ?? "application/octet-stream", body, {
        "content-security-policy": "sandbox allow-same-origin; frame-ancestors 'self'",
        "x-frame-options": "SAMEORIGIN",
      });
    }
    // What the editor shows of a photo: one in content/images/, or one the owner added and has not saved yet.
    const shown = /^\/__edit\/(photo|upload)\/(.+)$/.exec(path);
    if (shown) {
      if (!brings(request, url)) return refuse(response, 403, SiteError.of("EditorKeyRefused", {}), lang);
      let named: string;
      try {
        named = decodeURIComponent(shown[2]);
      } catch {
        return json(response, 404, { ok: false });
      }
      const preview = await editor.photos.preview(shown[1] === "photo" ? { file: named } : { upload: named });
      if (!preview) return json(response, 404, { ok: false });
      return send(response, 200, "image/jpeg", preview);
    }
    if (!path.startsWith(`${editorPath}api/`)) return json(response, 404, { ok: false });
    const headerKey = request.headers["x-site-token"];
    if (typeof headerKey !== "string" || !sameKey(headerKey, token)) {
      return refuse(response, 403, SiteError.of("EditorKeyRefused", {}), lang);
    }
    await api(request, response, path.slice(`${editorPath}api/`.length), url, lang);
  };

  /**
   * The editor's page. The printed address brings the key: it is kept in a cookie, and the browser
   * goes on to the address without it. Later visits bring the cookie; anything else is refused.
   */
  const page = (request: IncomingMessage, response: ServerResponse, url: URL, lang: ToolLanguage) => {
    if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(response);
    const html = (status: number, body: string, extra = {}) =>
      send(response, status, contentTypes[".html"], body, { "content-security-policy": pagePolicy, ...extra });
    if (url.searchParams.has("token")) {
      if (!sameKey(url.searchParams.get("token") ?? "", token)) return html(403, refusalPage(lang));
      response.writeHead(303, {
        ...commonHeaders,
        location: withoutKey(url),
        "set-cookie": keyCookie(options.port(), token),
      });
      return void response.end();
    }
    if (!admits(request)) return html(403, refusalPage(lang));
    return html(200, shellPage(lang, token));
  };

  const api = async (
    request: IncomingMessage,
    response: ServerResponse,
    action: string,
    url: URL,
    lang: ToolLanguage,
  ) => {
    try {
      if (request.method === "GET") {
        if (action === "session") {
          const at = options.previewTime?.get();
          return json(response, 200, { ...editor.session(lang), previewAt: at === undefined ? null : fieldValue(at) });
        }
        if (action === "unsaved") {
          // One tab's, or every tab's.
          const tab = url.searchParams.get("tab");
          return json(response, 200, { files: tab === null ? unsaved() : (unsavedIn.get(tab) ?? []) });
        }
        if (action === "open") return json(response, 200, await editor.open(url.searchParams.get("id"), lang));
        if (action === "photo-info") {
          const info = await editor.photos.info(url.searchParams.get("file") ?? "");
          return info ? json(response, 200, info) : json(response, 404, { ok: false });
        }
        return json(response, 404, { ok: false });
      }
      if (request.method !== "POST") return methodNotAllowed(response);
      if (action === "photo") return receivePhoto(request, response, url, lang);
      // A form of another site can post text/plain without asking; JSON it cannot.
      if (!/^application\/json(;|$)/.test(request.headers["content-type"] ?? "")) {
        return refuse(response, 415, SiteError.of("EditorRequestInvalid", {}), lang);
      }
      const body = await readBody(request);
      if (body === undefined) return refuse(response, 400, SiteError.of("EditorRequestInvalid", {}), lang);
      const bodyLang = languageOf((body as { lang?: unknown }).lang ?? url.searchParams.get("lang"), request);
      const { id, changes, text, uploads } = body as {
        id?: unknown;
        changes?: unknown;
        text?: unknown;
        uploads?: unknown;
      };
      const validChanges = isChanges(changes) ? changes : undefined;
      const validUploads = uploads === undefined ? {} : isUploads(uploads) ? uploads : undefined;
      if (!validUploads) return refuse(response, 400, SiteError.of("EditorRequestInvalid", {}), bodyLang);
      if (action === "check" && validChanges)
        return json(response, 200, { problems: await editor.check(id, validChanges, bodyLang) });
      if (action === "save" && validChanges) {
        const outcome = await editor.save(id, validChanges, bodyLang, validUploads);
        return json(response, outcome.ok ? 200 : "conflict" in outcome ? 409 : 422, outcome);
      }
      if (action === "undo") {
        const outcome = await editor.undo(bodyLang);
        return json(response, outcome.ok ? 200 : "conflict" in outcome ? 409 : 422, outcome);
      }
      if (action === "draft") {
        const outcome = await editor.draft(id, text, bodyLang, validUploads);
        return json(response, 200, outcome ?? { stale: true });
      }
      if (action === "front-matter") {
        const { value, origins } = body as { value?: unknown; origins?: unknown };
        if (value !== undefined && !shallow(value))
          return refuse(response, 400, SiteError.of("EditorRequestInvalid", {}), bodyLang);
        return json(response, 200, await editor.frontMatter(id, text, value, origins));
      }
      if (action === "publish") {
        const { step, plan } = body as { step?: unknown; plan?: unknown };
        if (step === "plan") return stream(response, (emit) => publisher.plan(bodyLang, emit));
        if (step === "publish" && typeof plan === "string" && plan.length <= 100) {
          return stream(response, (emit) => publisher.publish(bodyLang, plan, emit));
        }
      }
      if (action === "unsaved") {
        // What a tab has changed and not saved, so that stopping the preview can say so in the terminal.
        const { tab, files } = body as { tab?: unknown; files?: unknown };
        // Only the editor's own files are printed, and only the latest tabs are kept: nothing can flood the terminal.
        const known = new Set(
          editorEntries(options.contentDir).flatMap((entry) => entry.files.map((file) => file.path)),
        );
        if (
          typeof tab !== "string" ||
          !/^[\w-]{1,64}$/.test(tab) ||
          !isPaths(files) ||
          !files.every((file) => known.has(file))
        ) {
          return refuse(response, 400, SiteError.of("EditorRequestInvalid", {}), bodyLang);
        }
        unsavedIn.delete(tab);
        if (files.length > 0) unsavedIn.set(tab, files);
        for (const oldest of unsavedIn.keys()) if (unsavedIn.size > maxTabs) unsavedIn.delete(oldest);
        return json(response, 200, { ok: true });
      }
      if (action === "preview-time") {
        const { at } = body as { at?: unknown };
        return previewTime(response, typeof at === "string" ? at : null, bodyLang);
      }
      if (action === "publish/host") {
        const { trust } = body as { trust?: unknown };
        return json(response, 200, { ok: publisher.trust(trust === true) });
      }
      if (action === "publish/password") {
        const { password } = body as { password?: unknown };
        const given = typeof password === "string" && password.length <= maxPassword ? password : undefined;
        return json(response, 200, { ok: publisher.answer(given) });
      }
      return refuse(response, 400, SiteError.of("EditorRequestInvalid", {}), bodyLang);
    } catch (failure) {
      if (!(failure instanceof SiteError)) throw failure;
      // A name the registry does not list: refused, and nothing was read.
      const status = failure.code === "EditorNotContent" ? 403 : 422;
      return refuse(response, status, failure, lang);
    }
  };

  /**
   * A photo the owner added: its bytes as the body (a form of another site cannot send those with
   * the run's key), its name in the address. Checked and kept until a save names it.
   */
  const receivePhoto = async (request: IncomingMessage, response: ServerResponse, url: URL, lang: ToolLanguage) => {
    if (request.headers["content-type"] !== "application/octet-stream") {
      return refuse(response, 415, SiteError.of("EditorRequestInvalid", {}), lang);
    }
    const tooBig = (megabytes: number) => {
      // The rest of a body this large is not read: the connection closes after the answer.
      response.setHeader("connection", "close");
      const limit = maxUploadBytes / 1024 / 1024;
      refuse(response, 413, SiteError.of("EditorPhotoTooBig", { megabytes, limit }), lang);
      request.resume();
    };
    const declared = Number(request.headers["content-length"] ?? Number.NaN);
    if (declared > maxUploadBytes) return tooBig(Math.ceil(declared / 1024 / 1024));
    const bytes = await readBytes(request, maxUploadBytes);
    if (!bytes) return tooBig(0);
    try {
      // The waiting photos the page still holds, by their keys: a few, each of the tool's making.
      const keep = (url.searchParams.get("keep") ?? "").split(",").filter((id) => /^[\w-]{1,64}$/.test(id));
      const upload = await editor.photos.receive(url.searchParams.get("name") ?? "", bytes, keep.slice(0, 1000));
      return json(response, 200, { ok: true, ...upload });
    } catch (failure) {
      if (!(failure instanceof SiteError)) throw failure;
      return refuse(response, 422, failure, lang);
    }
  };

  /** Shows the preview as on a chosen moment, or as now again (`value` null); answers once it is built. */
  const previewTime = async (response: ServerResponse, value: string | null, lang: ToolLanguage) => {
    if (!options.previewTime) return json(response, 404, { ok: false });
    if (value === null || value === "") {
      await options.previewTime.set(undefined, lang);
      return json(response, 200, { ok: true, at: null });
    }
    const moment = previewInstant(value);
    if ("problem" in moment) {
      const error = SiteError.of("PreviewTimeInvalid", {
        value: value.slice(0, 40),
        skipped: moment.problem === "skipped",
      });
      return refuse(response, 422, error, lang);
    }
    await options.previewTime.set(moment.at, lang);
    return json(response, 200, { ok: true, at: fieldValue(moment.at), text: momentText(moment.at, lang) });
  };

  /** A response of one JSON line per event, written as they happen, ended with the task. */
  const stream = async (response: ServerResponse, task: (emit: (event: PublishEvent) => void) => Promise<void>) => {
    response.writeHead(200, { ...commonHeaders, "content-type": "application/x-ndjson; charset=utf-8" });
    // The page went away meanwhile (closed, reloaded): the task goes on, unheard, and asks nothing of it.
    let gone = false;
    response.on("close", () => {
      if (response.writableFinished) return;
      gone = true;
      publisher.answer(undefined);
      publisher.trust(false);
    });
    await task((event) => {
      if (event.type === "password" && gone) publisher.answer(undefined);
      if (event.type === "host" && gone) publisher.trust(false);
      if (!gone) response.write(`${JSON.stringify(event)}\n`);
    });
    response.end();
  };

  const methodNotAllowed = (response: ServerResponse) => {
    response.writeHead(405, { ...commonHeaders, allow: "GET, POST" }).end();
  };

  return {
    token,
    handle,
    invalidate() {
      script = undefined;
    },
    unsaved,
    admits,
  };
}

/** The open tabs whose changes not saved the preview keeps: the latest that said so. */
const maxTabs = 20;

/** Content files by their paths in content/ ("pages/about.de.md"): a few, in plain letters, to print as they are. */
function isPaths(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= 50 &&
    value.every(
      (file) =>
        typeof file === "string" && /^[\w-]+(?:\.[\w-]+)*(?:\/[\w-]+(?:\.[\w-]+)*)*$/.test(file) && file.length <= 300,
    )
  );
}

/**
 * The request's bytes, or undefined when they pass `limit`: the rest is read and dropped, so the
 * answer reaches the page (a connection closed mid-upload would show it a network error instead).
 */
async function readBytes(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
    else chunks.length = 0;
  }
  return size <= limit ? Buffer.concat(chunks) : undefined;
}

/** Where each photo added in the editor goes → the key it was given: a few, as plain strings. */
function isUploads(value: unknown): value is Record<string, string> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= 50 &&
    entries.every(([file, id]) => file.length <= 300 && typeof id === "string" && id.length <= 64)
  );
}

/** The request's JSON body, or undefined when it is too large or not JSON. */
async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBody) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return value !== null && typeof value === "object" && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** No content file nests deeper; a value nested thousands deep would exhaust the stack of every step after. */
const maxDepth = 64;

/** Whether a value nests at most `maxDepth` deep, found without recursion. */
function shallow(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== "object") continue;
    if (depth > maxDepth) return false;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return true;
}

function isChanges(value: unknown): value is Record<string, { base: string; value?: unknown; text?: string }> {
  if (value === null || typeof value !== "object" || Array.isArray(value) || !shallow(value)) return false;
  return Object.values(value).every(
    (change) =>
      change !== null &&
      typeof change === "object" &&
      typeof (change as { base?: unknown }).base === "string" &&
      ((change as { text?: unknown }).text === undefined || typeof (change as { text?: unknown }).text === "string"),
  );
}

/** The editor's script, bundled from client/editor/ when first asked for: it never goes through the build. */
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

/**
 * The editor's page: its frame and words; the script fills in the forms. It holds the run's key for
 * the script's requests (sent in a header, which no other site's page can add): served only to a
 * browser that brought the key, and read by no other origin.
 */
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
