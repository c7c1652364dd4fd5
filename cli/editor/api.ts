/**
 * The editor's JSON interface under /__edit/api/, over the operations of editor.ts, the photos
 * (photos.ts), publishing (publish.ts), the preview's time (preview-time.ts) and the tabs' changes
 * not saved (unsaved.ts). The caller (server.ts) has checked the request's host, origin and key.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { SiteError } from "../errors.js";
import type { ToolLanguage } from "../language.js";
import { maxPhotoBytes } from "../stages/2-photos/photo-files.js";
import { languageOf } from "./access.js";
import type { Editor } from "./editor.js";
import { commonHeaders, json, methodNotAllowed, readBody, readBytes, refuse } from "./http.js";
import { fieldValue, momentText, previewInstant } from "./preview-time.js";
import type { PublishEvent, Publisher } from "./publish.js";
import type { unsavedTabs } from "./unsaved.js";

/** Longer than any password a host hands out. */
const maxPassword = 1024;
/** No content file nests deeper; a value nested thousands deep would exhaust the stack of every step after. */
const maxDepth = 64;

/** What the interface answers from. */
export interface Api {
  editor: Editor;
  publisher: Publisher;
  tabs: ReturnType<typeof unsavedTabs>;
  /** The moment the preview is shown as on ("Vorschau für den …"), and setting it (rebuilds the preview). */
  previewTime?: { get: () => number | undefined; set: (at: number | undefined, lang: ToolLanguage) => Promise<void> };
}

/** One request of the interface: `action` is what follows /__edit/api/. */
export async function answerApi(
  api: Api,
  request: IncomingMessage,
  response: ServerResponse,
  action: string,
  url: URL,
  lang: ToolLanguage,
): Promise<void> {
  try {
    if (request.method === "GET") return await answerGet(api, response, action, url, lang);
    if (request.method !== "POST") return methodNotAllowed(response);
    if (action === "photo") return await receivePhoto(api, request, response, url, lang);
    // A form of another site can post text/plain without asking; JSON it cannot.
    if (!/^application\/json(;|$)/.test(request.headers["content-type"] ?? "")) {
      return refuse(response, 415, SiteError.of("EditorRequestInvalid", {}), lang);
    }
    const body = await readBody(request);
    if (body === undefined) return refuse(response, 400, SiteError.of("EditorRequestInvalid", {}), lang);
    const bodyLang = languageOf((body as { lang?: unknown }).lang ?? url.searchParams.get("lang"), request);
    const { uploads } = body as { uploads?: unknown };
    const validUploads = uploads === undefined ? {} : isUploads(uploads) ? uploads : undefined;
    if (!validUploads) return refuse(response, 400, SiteError.of("EditorRequestInvalid", {}), bodyLang);
    const answered = await answerPost(api, response, action, body as Record<string, unknown>, validUploads, bodyLang);
    if (!answered) return refuse(response, 400, SiteError.of("EditorRequestInvalid", {}), bodyLang);
  } catch (failure) {
    if (!(failure instanceof SiteError)) throw failure;
    // A name the registry does not list: refused, and nothing was read.
    const status = failure.code === "EditorNotContent" ? 403 : 422;
    return refuse(response, status, failure, lang);
  }
}

async function answerGet(api: Api, response: ServerResponse, action: string, url: URL, lang: ToolLanguage) {
  if (action === "session") {
    const at = api.previewTime?.get();
    return json(response, 200, { ...api.editor.session(lang), previewAt: at === undefined ? null : fieldValue(at) });
  }
  // One tab's, or every tab's.
  if (action === "unsaved") return json(response, 200, { files: api.tabs.files(url.searchParams.get("tab")) });
  if (action === "open") return json(response, 200, await api.editor.open(url.searchParams.get("id"), lang));
  if (action === "photo-info") {
    const info = await api.editor.photos.info(url.searchParams.get("file") ?? "");
    return info ? json(response, 200, info) : json(response, 404, { ok: false });
  }
  return json(response, 404, { ok: false });
}

/** A POST with a JSON body; false when it names no action, or not with what that action takes. */
async function answerPost(
  api: Api,
  response: ServerResponse,
  action: string,
  body: Record<string, unknown>,
  uploads: Record<string, string>,
  lang: ToolLanguage,
): Promise<boolean> {
  const { editor, publisher } = api;
  const { id, text } = body;
  const changes = isChanges(body.changes) ? body.changes : undefined;
  const outcome = (answer: Awaited<ReturnType<Editor["save"]>>) =>
    json(response, answer.ok ? 200 : "conflict" in answer ? 409 : 422, answer);
  if (action === "check" && changes) {
    json(response, 200, { problems: await editor.check(id, changes, lang) });
  } else if (action === "save" && changes) outcome(await editor.save(id, changes, lang, uploads));
  else if (action === "undo") outcome(await editor.undo(lang));
  else if (action === "draft") json(response, 200, (await editor.draft(id, text, lang, uploads)) ?? { stale: true });
  else if (action === "front-matter") {
    if (body.value !== undefined && !shallow(body.value)) return false;
    json(response, 200, await editor.frontMatter(id, text, body.value, body.origins));
  } else if (action === "publish") {
    const { step, plan } = body;
    if (step === "plan") await publishStream(response, publisher, (emit) => publisher.plan(lang, emit));
    else if (step === "publish" && typeof plan === "string" && plan.length <= 100) {
      await publishStream(response, publisher, (emit) => publisher.publish(lang, plan, emit));
    } else return false;
  } else if (action === "unsaved") {
    // What a tab has changed and not saved, so that stopping the preview can say so in the terminal.
    if (!api.tabs.tell(body.tab, body.files)) return false;
    json(response, 200, { ok: true });
  } else if (action === "preview-time") {
    await setPreviewTime(api, response, typeof body.at === "string" ? body.at : null, lang);
  } else if (action === "publish/host") json(response, 200, { ok: publisher.trust(body.trust === true) });
  else if (action === "publish/password") {
    const { password } = body;
    const given = typeof password === "string" && password.length <= maxPassword ? password : undefined;
    json(response, 200, { ok: publisher.answer(given) });
  } else return false;
  return true;
}

/**
 * A photo the owner added: its bytes as the body (a form of another site cannot send those with
 * the run's key), its name in the address. Checked and kept until a save names it.
 */
async function receivePhoto(
  api: Api,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  lang: ToolLanguage,
) {
  if (request.headers["content-type"] !== "application/octet-stream") {
    return refuse(response, 415, SiteError.of("EditorRequestInvalid", {}), lang);
  }
  const tooBig = (megabytes: number) => {
    // The rest of a body this large is not read: the connection closes after the answer.
    response.setHeader("connection", "close");
    const limit = maxPhotoBytes / 1024 / 1024;
    refuse(response, 413, SiteError.of("EditorPhotoTooBig", { megabytes, limit }), lang);
    request.resume();
  };
  const declared = Number(request.headers["content-length"] ?? Number.NaN);
  if (declared > maxPhotoBytes) return tooBig(Math.ceil(declared / 1024 / 1024));
  const bytes = await readBytes(request, maxPhotoBytes);
  if (!bytes) return tooBig(0);
  try {
    // The waiting photos the page still holds, by their keys: a few, each of the tool's making.
    const keep = (url.searchParams.get("keep") ?? "").split(",").filter((id) => /^[\w-]{1,64}$/.test(id));
    const upload = await api.editor.photos.receive(url.searchParams.get("name") ?? "", bytes, keep.slice(0, 1000));
    return json(response, 200, { ok: true, ...upload });
  } catch (failure) {
    if (!(failure instanceof SiteError)) throw failure;
    return refuse(response, 422, failure, lang);
  }
}

/** Shows the preview as on a chosen moment, or as now again (`value` null); answers once it is built. */
async function setPreviewTime(api: Api, response: ServerResponse, value: string | null, lang: ToolLanguage) {
  if (!api.previewTime) return json(response, 404, { ok: false });
  if (value === null || value === "") {
    await api.previewTime.set(undefined, lang);
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
  await api.previewTime.set(moment.at, lang);
  return json(response, 200, { ok: true, at: fieldValue(moment.at), text: momentText(moment.at, lang) });
}

/** A response of one JSON line per event of a publishing step, written as they happen, ended with the step. */
async function publishStream(
  response: ServerResponse,
  publisher: Publisher,
  task: (emit: (event: PublishEvent) => void) => Promise<void>,
) {
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
