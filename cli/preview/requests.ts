/**
 * How the preview answers a request: the editor's under /__edit/ (cli/editor/server.ts), the reload
 * channel and script, and the pages of the latest good build as the production host would serve them
 * (directory index, the build's redirects, each language's 404 page), only to this computer's browser,
 * or to the owner's phone with the run's key.
 */
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { ownHosts } from "../editor/access.js";
import { editorPath } from "../editor/page.js";
import { mustBringKey } from "../editor/phone.js";
import { clockScript, clockScriptPath } from "../editor/preview-time.js";
import type { EditorServer } from "../editor/server.js";
import { type ToolLanguage, toolLanguage } from "../language.js";
import { render } from "../messages/index.js";
import { contentTypes, resolveRequest } from "../static-files.js";
import type { PreviewBuilds } from "./builds.js";
import {
  eventsPath,
  type LiveClients,
  problemsPath,
  reloadScript,
  reloadScriptPath,
  withReloadScript,
} from "./reload.js";

/** What the preview answers from. */
export interface PreviewServer {
  editor: EditorServer;
  builds: PreviewBuilds;
  clients: LiveClients;
  /** The port it listens on, once it does. */
  port: () => number;
  /** The local network's address it listens on too (--phone), if any. */
  network?: string;
  /** The moment the preview is shown as on, if one was chosen, and in whose language its note speaks. */
  previewAt: () => number | undefined;
  previewLang: () => ToolLanguage;
}

export async function answerRequest(
  preview: PreviewServer,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { editor, builds } = preview;
  const url = request.url ?? "/";
  const path = url.split("?")[0];
  if (path.startsWith(editorPath.slice(0, -1)) && (await editor.handle(request, response))) return;
  // Unpublished edits and the build's problems are for this computer only, not for a page that rebound its name.
  const host = request.headers.host ?? "";
  if (!ownHosts(preview.port(), preview.network).includes(host)) {
    const { message, hint } = render("PreviewForeignHost", { host: host.slice(0, 100) }, toolLanguage());
    return reply(response, request, 403, contentTypes[".txt"], `${message} (${hint})\n`);
  }
  // The owner's phone (or anyone on her network) sees them only with the key the editor gave it.
  const networkHost = preview.network ? `${preview.network}:${preview.port()}` : undefined;
  if (mustBringKey(request.socket.remoteAddress, host, networkHost) && !editor.admits(request)) {
    const { message, hint } = render("EditorKeyRefused", {}, toolLanguage());
    return reply(response, request, 403, contentTypes[".txt"], `${message} (${hint})\n`);
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { allow: "GET, HEAD" }).end();
    return;
  }
  if (path === eventsPath) {
    preview.clients.listen(request, response, { build: builds.latest().build, problems: builds.problems() });
    return;
  }
  if (path === clockScriptPath) {
    const at = preview.previewAt();
    const script = at === undefined ? "" : clockScript(at, preview.previewLang());
    return reply(response, request, 200, contentTypes[".js"], script);
  }
  if (path === reloadScriptPath)
    return reply(response, request, 200, contentTypes[".js"], reloadScript(toolLanguage()));
  if (path === problemsPath) {
    return reply(response, request, 200, contentTypes[".json"], JSON.stringify({ problems: builds.problems() }));
  }
  await answerPage(preview, request, response, url);
}

/** A file of the latest good build, as the production host answers for it; pages with the reload script. */
async function answerPage(
  preview: PreviewServer,
  request: IncomingMessage,
  response: ServerResponse,
  url: string,
): Promise<void> {
  // The build answering this request, even if another one finishes meanwhile.
  const { dir, build } = preview.builds.latest();
  const clock = () => preview.previewAt() !== undefined;
  if (!dir) {
    const lang = toolLanguage();
    const notBuilt = render("PreviewNotBuilt", {}, lang).message;
    const page = `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${notBuilt}</title>${withReloadScript("", build, clock())}<body><p>${notBuilt}</p></body></html>`;
    return reply(response, request, 503, contentTypes[".html"], page);
  }
  const resolution = await resolveRequest(dir, url);
  if (resolution.kind === "redirect") {
    response.writeHead(301, { location: resolution.location, "cache-control": "no-store" }).end();
    return;
  }
  if (resolution.kind === "bad-request") return reply(response, request, 400, contentTypes[".txt"], "Bad request\n");
  const [status, file] =
    resolution.kind === "file" ? [200, resolution.file] : [404, join(dir, ...resolution.page.split("/"))];
  const body = await readFile(file).catch(() => undefined);
  if (!body) return reply(response, request, 404, contentTypes[".txt"], "Not found\n");
  const type = contentTypes[extname(file)] ?? "application/octet-stream";
  reply(
    response,
    request,
    status,
    type,
    type.startsWith("text/html") ? withReloadScript(body.toString("utf8"), build, clock()) : body,
  );
}

function reply(
  response: ServerResponse,
  request: IncomingMessage,
  status: number,
  type: string,
  body: string | Buffer,
): void {
  response.writeHead(status, {
    "content-type": type,
    "content-length": Buffer.byteLength(body),
    // A preview must never show a stale page after a rebuild.
    "cache-control": "no-store",
  });
  response.end(request.method === "HEAD" ? undefined : body);
}
