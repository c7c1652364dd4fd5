/**
 * The key of a run of `site serve`, as a browser keeps it. The printed address carries it once
 * (`/__edit/?token=…`); the editor trades it for a cookie and sends the browser on to the same
 * address without it, so the key stays in no address bar, history or bookmark. The cookie is
 * `HttpOnly` (no script reads it) and `SameSite=Strict` (no other site's page sends it), lives as
 * long as the browser's session, and is worth nothing after the run: every start has a new key.
 */
import { createHash, timingSafeEqual } from "node:crypto";

/** The cookie's name: one per port, so two previews on one computer do not overwrite each other's. */
export const keyCookieName = (port: number) => `site-editor-${port}`;

/** The same length and the same time for any two texts: no key is guessed one character at a time. */
export function sameKey(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The key a request's cookies hold for this port, if any. */
export function cookieKey(header: string | undefined, port: number): string | undefined {
  const name = keyCookieName(port);
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The header that stores the key in the browser for every address of this preview. */
export const keyCookie = (port: number, token: string) =>
  `${keyCookieName(port)}=${token}; Path=/; HttpOnly; SameSite=Strict`;

/** The address the browser goes on to: the same page and its settings, without the key. */
export function withoutKey(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("token");
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}
