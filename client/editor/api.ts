/**
 * Requests to the editor's part of `site serve`. Each carries the key of this
 * run (the page holds it, served only to a browser that brought it) in a
 * header: a page of another site can neither read it nor send it. Photos and
 * drafts, loaded by the page's images and frames, go by the key's cookie.
 */
import type { Outcome, Problem } from "../../cli/editor/editor.js";
import type { PublishEvent } from "../../cli/editor/publish.js";
import type { EditorWords } from "../../cli/messages/editor-words.js";

export type { Outcome, Problem, PublishEvent };

export const token = document.querySelector<HTMLMetaElement>('meta[name="site-editor-key"]')?.content ?? "";
export const lang = document.documentElement.lang === "de" ? "de" : "en";

export interface Session {
  lang: string;
  words: EditorWords & {
    leave: { message: string; hint?: string };
    photoTooBig: { message: string; hint?: string };
    noAnswer: { message: string; hint?: string };
  };
  maxPhotoBytes: number;
  entries: { id: string; type: string; kind: string; name?: string; group: string }[];
  undo: { file: string } | null;
  /** The moment the preview is shown as on, "2026-12-20T18:00" (Berlin time); null: now. */
  previewAt: string | null;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  title?: string;
  /** A new entry of a list starts with this value of the entry before it. */
  "x-copied-to-new"?: boolean;
}

export interface OpenedFile {
  path: string;
  lang?: string;
  hash: string;
  value?: unknown;
  numbers?: Record<string, string>;
  text?: string;
  note?: string;
  /** Where a file too broken for a form has its mistake: [line, column]. */
  at?: [number, number];
}

export interface Opened {
  id: string;
  type: string;
  kind: "form" | "languages" | "text";
  format: "yaml" | "markdown";
  schema?: JsonSchema;
  files: OpenedFile[];
  languages: { code: string; name: string }[];
  choices: Record<string, Record<string, string>>;
  /** The photos in content/images/, offered where a photo's file is asked for. */
  photos: string[];
  /** The frames of each key that names a photo in this file. */
  frames: Record<string, FrameInfo[]>;
  /** A page's photos in its front matter, as a form edits them. */
  pagePhotos?: { schema: JsonSchema; value: Record<string, unknown> };
  preview: string;
  undo: { file: string } | null;
}

/** A frame a photo is cut to where the site shows it (cli/shared/frames.ts), as the server names it. */
export interface FrameInfo {
  name: string;
  label: string;
  ratio: number;
  round: boolean;
  /** The widest the site shows a photo in this place, in CSS pixels. */
  shown: number;
}

export interface Refusal {
  ok: false;
  message: string;
  hint?: string;
  problems: Problem[];
}

/** What the owner reads when site serve no longer answers (it was stopped): from the session, read while it ran. */
let noAnswer: { message: string; hint?: string } = { message: "site serve no longer answers" };

export function setNoAnswer(words: { message: string; hint?: string }): void {
  noAnswer = words;
}

/** A refusal saying site serve no longer answers, for a request that got no answer it could read. */
const unanswered = (): Refusal => ({ ok: false, problems: [], ...noAnswer });

async function call<T>(path: string, body?: object): Promise<{ status: number; data: T }> {
  try {
    const response = await fetch(`/__edit/api/${path}`, {
      method: body ? "POST" : "GET",
      headers: { "x-site-token": token, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify({ ...body, lang }) : undefined,
    });
    return { status: response.status, data: (await response.json()) as T };
  } catch {
    // Stopped, or an answer that is no JSON: the owner is told so, never left waiting.
    return { status: 0, data: unanswered() as T };
  }
}

/** Which files a tab has changed and not saved; `leaving`: sent even as the page goes away. Whether it was heard. */
export async function tellUnsaved(tab: string, files: string[], leaving = false): Promise<boolean> {
  try {
    const response = await fetch("/__edit/api/unsaved", {
      method: "POST",
      keepalive: leaving,
      headers: { "x-site-token": token, "content-type": "application/json" },
      body: JSON.stringify({ tab, files, lang }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export const getSession = () => call<Session>(`session?lang=${lang}`);
export const openFile = (id: string) => call<Opened | Refusal>(`open?lang=${lang}&id=${encodeURIComponent(id)}`);

export type Changes = Record<
  string,
  {
    base: string;
    value?: unknown;
    origins?: Record<string, (number | null)[]>;
    text?: string;
    /** The form's value as the file at `base` gave it: a file changed elsewhere since gets only her changes. */
    original?: unknown;
  }
>;

export const checkChanges = (id: string, changes: Changes) =>
  call<{ problems: Problem[] } | Refusal>("check", { id, changes });
export const saveChanges = (id: string, changes: Changes, uploads: Record<string, string> = {}) =>
  call<Outcome>("save", { id, changes, uploads });
export const undoLastSave = () => call<Outcome>("undo", {});
export const draftPage = (id: string, text: string, uploads: Record<string, string> = {}) =>
  call<{ problems: Problem[]; lines?: string[]; url?: string; stale?: true } | Refusal>("draft", { id, text, uploads });

/**
 * A step of publishing (check and plan, or publish a plan seen): the server answers with a line
 * of JSON per event as it happens; each is handed on as it arrives. Resolves when the step ends.
 */
export async function publishStep(
  body: { step: "plan" } | { step: "publish"; plan: string },
  onEvent: (event: PublishEvent) => void,
): Promise<void> {
  let ended = false;
  const handOn = (event: PublishEvent) => {
    // Each step ends with one of these; a stream that stops before it was cut off.
    ended ||= ["refused", "plan", "changed", "done"].includes(event.type);
    onEvent(event);
  };
  try {
    const response = await fetch("/__edit/api/publish", {
      method: "POST",
      headers: { "x-site-token": token, "content-type": "application/json" },
      body: JSON.stringify({ ...body, lang }),
    });
    if (!response.ok || !response.body) {
      const refusal = (await response.json()) as Refusal;
      handOn({ type: "refused", message: refusal.message, hint: refusal.hint, lines: [] });
      return;
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let pending = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += value;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line) handOn(JSON.parse(line) as PublishEvent);
    }
  } catch {}
  // No answer, or an answer cut off before its end: site serve stopped.
  if (!ended) handOn({ type: "refused", ...unanswered(), lines: [] });
}

/** The password the server asked for, or nothing: the owner cancelled. */
export const answerPassword = (password?: string) => call<{ ok: boolean }>("publish/password", { password });

/** Whether the owner trusts a host met for the first time, once she compared its fingerprint. */
export const answerHost = (trust: boolean) => call<{ ok: boolean }>("publish/host", { trust });

/**
 * A photo from the computer or the phone, as its bytes: checked by the server, kept until a save
 * names it. `onSent` hears how much of it has gone (fetch cannot tell: a phone's photo over Wi-Fi
 * takes a while), then that the server checks it.
 */
export function uploadPhoto(
  file: File,
  /** The keys of photos this page added and still holds: the editor keeps them waiting for it. */
  keep: readonly string[] = [],
  onSent: (share: number) => void = () => {},
): Promise<
  | { ok: true; id: string; file: string; width: number; height: number; url: string }
  | { ok: false; message: string; hint?: string }
> {
  const held = keep.length > 0 ? `&keep=${keep.map(encodeURIComponent).join(",")}` : "";
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/__edit/api/photo?lang=${lang}&name=${encodeURIComponent(file.name)}${held}`);
    request.setRequestHeader("x-site-token", token);
    request.setRequestHeader("content-type", "application/octet-stream");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onSent(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      try {
        const data = JSON.parse(request.responseText);
        if (!data.ok) resolve({ ok: false, message: data.message, hint: data.hint });
        else resolve({ ...data, url: `/__edit/upload/${encodeURIComponent(data.id)}` });
      } catch {
        resolve(unanswered());
      }
    });
    request.addEventListener("error", () => resolve(unanswered()));
    request.send(file);
  });
}

/** The size of a photo in content/images/, upright; undefined when it is none the editor shows. */
export async function photoInfo(file: string): Promise<{ width: number; height: number } | undefined> {
  const answer = await call<{ width: number; height: number }>(`photo-info?file=${encodeURIComponent(file)}`);
  return answer.status === 200 ? answer.data : undefined;
}

/** A page's photos (hero, gallery) read from its text, or written into it. */
export const frontMatter = (id: string, text: string, value?: unknown, origins?: unknown) =>
  call<{ text?: string; value?: Record<string, unknown> | null; problems?: Problem[] }>("front-matter", {
    id,
    text,
    value,
    origins,
  });

/** Shows the preview as on a moment ("2026-12-20T18:00", Berlin time), or as now again (null); answers once built. */
export const setPreviewTime = (at: string | null) =>
  call<{ ok: true; at: string | null; text?: string } | Refusal>("preview-time", { at });
