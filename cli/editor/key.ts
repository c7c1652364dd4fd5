/**
 * The key of `site serve`, as a browser keeps it. The printed address carries it once
 * (`/__edit/?token=…`); the editor trades it for a cookie and sends the browser on to the same
 * address without it, so the key stays in no address bar, history or bookmark. The cookie is
 * `HttpOnly` (no script reads it) and `SameSite=Strict` (no other site's page sends it) and lives as
 * long as the browser's session.
 *
 * The key is kept in the tool's cache folder, readable by the owner's account alone, and outlives a
 * run by a day: `site serve` started again (the terminal closed, the computer woken up, the tool
 * updated) takes it back, so a tab open on her phone saves on, and the address she opened stays
 * good. A day after a run last answered the editor, or with `--new-key`, a start makes a new one.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { lstatSync, lutimesSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { cacheFolder } from "../cache-folder.js";
import { createFile, makeFolders, replaceFile } from "../file-writes.js";

/** How long a key outlives the last request of a run that answered the editor with it. */
export const keyLife = 24 * 3600 * 1000;
/** How often a run in use moves its key's time on: the file is not touched at every request. */
const touchEvery = 3600 * 1000;
/** 256 random bits, as the address writes them: no one on a network guesses them. */
const keyShape = /^[\w-]{43}$/;

export interface RunKey {
  token: string;
  /** Says the key was used now: it stays for another `keyLife`. */
  used(now?: number): void;
}

/**
 * The key of this run: the one kept from a run that used it within `keyLife` of `now`, else (or
 * with `fresh`) a new one, kept for the next. Only a plain file of the owner's alone, of a key's
 * shape, is taken back: one that others may read, a link, or other bytes make a new key, written
 * in its place (never through a link). A cache folder that cannot be written gives a key of this run.
 */
export function runKey(root: string, { fresh = false, now = Date.now() } = {}): RunKey {
  const file = join(cacheFolder(root), "editor-key");
  let token = fresh ? undefined : keptKey(file, now);
  let kept = token !== undefined;
  if (!token) {
    const made = randomBytes(32).toString("base64url");
    token = made;
    try {
      if (fresh || lstatSync(file, { throwIfNoEntry: false })) replaceFile(file, `${made}\n`, { mode: 0o600 });
      else {
        // The first key: of two runs started at once, the second takes the one the first made.
        makeFolders(dirname(file));
        createFile(file, `${made}\n`, { mode: 0o600 });
      }
      kept = true;
    } catch (failure) {
      const other = (failure as NodeJS.ErrnoException).code === "EEXIST" ? keptKey(file, now) : undefined;
      if (other) [token, kept] = [other, true];
    }
  }
  const key = token;
  let touched = -Infinity;
  const stamp = (at: number) => {
    touched = at;
    try {
      lutimesSync(file, at / 1000, at / 1000);
    } catch {}
  };
  if (kept) stamp(now);
  return {
    token: key,
    used(at = Date.now()) {
      if (at - touched < touchEvery) return;
      // Its day starts again, while the file still holds it (a run with --new-key may have replaced it).
      if (keptKey(file, at) === key) stamp(at);
      else touched = at;
    },
  };
}

/** The key the file holds, if it may be taken back at `now`: a plain file of the owner's alone, used within `keyLife`, a key's shape. */
function keptKey(file: string, now: number): string | undefined {
  try {
    const stat = lstatSync(file);
    const ownersAlone = process.platform === "win32" || (stat.mode & 0o077) === 0;
    const age = now - stat.mtimeMs;
    if (!stat.isFile() || !ownersAlone || stat.size > 64 || age >= keyLife || age < -keyLife) return undefined;
    const token = readFileSync(file, "utf8").trim();
    return keyShape.test(token) ? token : undefined;
  } catch {
    return undefined;
  }
}

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
