/**
 * How the editor's server reads a request and answers it: every answer with the same headers (never
 * kept, never sniffed, never framed by another page), JSON for the page's script, a refusal in the
 * owner's words, and a body read only up to what it may be.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { SiteError } from "../errors.js";
import type { ToolLanguage } from "../language.js";
import { contentTypes } from "../static-files.js";

/** Longer than any content file's text the page sends. */
const maxBody = 2 * 1024 * 1024;

export const commonHeaders = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
};

export function send(response: ServerResponse, status: number, type: string, body: string | Buffer, extra = {}): void {
  response.writeHead(status, {
    ...commonHeaders,
    "content-type": type,
    "content-length": Buffer.byteLength(body),
    ...extra,
  });
  response.end(body);
}

export const json = (response: ServerResponse, status: number, value: unknown) =>
  send(response, status, contentTypes[".json"], JSON.stringify(value));

export const refuse = (response: ServerResponse, status: number, error: SiteError, lang: ToolLanguage) =>
  json(response, status, { ok: false, problems: [], ...error.texts(lang) });

export const methodNotAllowed = (response: ServerResponse) => {
  response.writeHead(405, { ...commonHeaders, allow: "GET, POST" }).end();
};

/**
 * The request's bytes, or undefined when they pass `limit`: the rest is read and dropped, so the
 * answer reaches the page (a connection closed mid-upload would show it a network error instead).
 */
export async function readBytes(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
    else chunks.length = 0;
  }
  return size <= limit ? Buffer.concat(chunks) : undefined;
}

/** The request's JSON body, or undefined when it is too large or not JSON. */
export async function readBody(request: IncomingMessage): Promise<unknown> {
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
