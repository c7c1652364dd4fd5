/**
 * The editor's part of `site serve`, under /__edit/: its page, script and stylesheet (page.ts), the
 * drafts and photos it shows, and a small JSON interface (api.ts) over the operations in editor.ts.
 *
 * Only the owner may use it: every request must come from this computer's browser on the preview's
 * own page (access.ts), and every request that reads or changes a file carries the editor's key
 * (printed in the address, then kept in a cookie: key.ts), compared in constant time. Files are
 * named by their place in content/ and served only when the registry lists them (files.ts).
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname } from "node:path";
import { SiteError } from "../errors.js";
import { contentTypes, resolveRequest } from "../static-files.js";
import { foreignRequest, languageOf, ownHosts } from "./access.js";
import { type Api, answerApi } from "./api.js";
import { createEditor, type Editor, type EditorOptions } from "./editor.js";
import { json, refuse, send } from "./http.js";
import { cookieKey, runKey, sameKey } from "./key.js";
import { answerPage, editorPath, editorScript, editorStyles } from "./page.js";
import { createPublisher, type PublisherOptions } from "./publish.js";
import { unsavedTabs } from "./unsaved.js";

export interface EditorServer {
  /** The editor's key (key.ts), for the printed address. */
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
    previewTime?: Api["previewTime"];
    publish: Omit<PublisherOptions, "root" | "contentDir">;
    /** A new key, not the one a run before used (--new-key). */
    newKey?: boolean;
    /** The folder whose cache keeps the key: the tool's own, or a test's. */
    keyRoot?: string;
  },
): EditorServer {
  const key = runKey(options.keyRoot ?? options.root, { fresh: options.newKey });
  const { token } = key;
  const api: Api = {
    editor: createEditor(options),
    publisher: createPublisher({ root: options.root, contentDir: options.contentDir, ...options.publish }),
    tabs: unsavedTabs(options.contentDir),
    previewTime: options.previewTime,
  };
  const script = editorScript(options.root);
  const hosts = () => ownHosts(options.port(), options.networkAddress?.());
  /** The key a request brings in its cookie (or, on the first visit and in scripts, in its address). */
  const admits = (request: IncomingMessage) => sameKey(cookieKey(request.headers.cookie, options.port()) ?? "", token);
  const brings = (request: IncomingMessage, url: URL) =>
    sameKey(url.searchParams.get("token") ?? "", token) || admits(request);

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const lang = languageOf(url.searchParams.get("lang"), request);
    const foreign = foreignRequest(request, hosts());
    if (foreign) return refuse(response, 403, foreign, lang);
    const path = url.pathname;
    if (path === `${editorPath}editor.js`) return send(response, 200, contentTypes[".js"], await script.get());
    if (path === `${editorPath}editor.css`) {
      return send(response, 200, contentTypes[".css"], await editorStyles(options.root));
    }
    if (path === editorPath || path === editorPath.slice(0, -1)) {
      return answerPage(request, response, url, lang, { token, port: options.port(), admits });
    }
    const draft = /^\/__edit\/draft\/(\d+)(\/.*)$/.exec(path);
    // What the editor shows of a photo: one in content/images/, or one the owner added and has not saved yet.
    const photo = /^\/__edit\/(photo|upload)\/(.+)$/.exec(path);
    if ((draft || photo) && !brings(request, url)) {
      return refuse(response, 403, SiteError.of("EditorKeyRefused", {}), lang);
    }
    if (draft) return sendDraft(api.editor, response, Number(draft[1]), draft[2]);
    if (photo) return sendPhoto(api.editor, response, photo[1] === "photo" ? "file" : "upload", photo[2]);
    if (!path.startsWith(`${editorPath}api/`)) return json(response, 404, { ok: false });
    const headerKey = request.headers["x-site-token"];
    if (typeof headerKey !== "string" || !sameKey(headerKey, token)) {
      return refuse(response, 403, SiteError.of("EditorKeyRefused", {}), lang);
    }
    key.used();
    await answerApi(api, request, response, path.slice(`${editorPath}api/`.length), url, lang);
  };

  return {
    token,
    async handle(request, response) {
      const path = (request.url ?? "/").split("?")[0];
      if (!path.startsWith(editorPath) && path !== editorPath.slice(0, -1)) return false;
      await route(request, response);
      return true;
    },
    invalidate: () => script.invalidate(),
    unsaved: () => api.tabs.files(),
    admits,
  };
}

/** A file of a draft's build, shown in a sandboxed frame; opened by itself, it runs no script either. */
async function sendDraft(editor: Editor, response: ServerResponse, number: number, path: string): Promise<void> {
  const folder = editor.draftFolder(number);
  const resolution = folder ? await resolveRequest(folder, path) : undefined;
  const file = resolution?.kind === "file" ? resolution.file : undefined;
  const body = file ? await readFile(file).catch(() => undefined) : undefined;
  if (!file || !body) return json(response, 404, { ok: false });
  return send(response, 200, contentTypes[extname(file)] ?? "application/octet-stream", body, {
    "content-security-policy": "sandbox allow-same-origin; frame-ancestors 'self'",
    "x-frame-options": "SAMEORIGIN",
  });
}

/** What the editor shows of a photo in content/images/ (`file`) or of one waiting for a save (`upload`). */
async function sendPhoto(
  editor: Editor,
  response: ServerResponse,
  kind: "file" | "upload",
  encoded: string,
): Promise<void> {
  let named: string;
  try {
    named = decodeURIComponent(encoded);
  } catch {
    return json(response, 404, { ok: false });
  }
  const preview = await editor.photos.preview(kind === "file" ? { file: named } : { upload: named });
  if (!preview) return json(response, 404, { ok: false });
  return send(response, 200, "image/jpeg", preview);
}
