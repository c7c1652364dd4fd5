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
import { closeSync, constants, fstatSync, lstatSync, lutimesSync, openSync, readSync, rmSync } from "node:fs";
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
 * with `fresh`) a new one, kept for the next. Only a plain file of the owner's account alone, of a
 * key's shape, is taken back: a link, a file others may read or write, one with other bytes make a
 * new key, written in its place (never through a link). Where the file cannot be kept so (a cache
 * folder that cannot be written, a file system that ignores permissions, Windows, whose folders
 * other accounts often may read) the key is this run's alone, as before.
 */
export function runKey(root: string, { fresh = false, now = Date.now() } = {}): RunKey {
  const file = join(cacheFolder(root), "editor-key");
  const keeps = process.platform !== "win32";
  let token = fresh || !keeps ? undefined : keptKey(file, now);
  let made = false;
  if (!token && keeps) {
    const mine = randomBytes(32).toString("base64url");
    if (makeKey(file, mine, fresh)) stamp(file, now);
    // Of two runs started at once, each takes the key the file holds now: the same one.
    token = keptKey(file, now) ?? mine;
    made = token === mine;
  }
  const key = token ?? randomBytes(32).toString("base64url");
  // A kept key's day runs from its last use (`used`), not from a start that only printed it.
  let touched = made ? now : -Infinity;
  return {
    token: key,
    used(at = Date.now()) {
      if (!keeps || at - touched < touchEvery) return;
      touched = at;
      // Only while the file still holds this key (a run with --new-key may have replaced it).
      if (keptKey(file, undefined) === key) stamp(file, at);
    },
  };
}

/**
 * Writes a new key into the file, for the owner's account alone: a new file where there is none (two
 * runs at once: the first one's stays), else in the place of what is there. Whether it was written so.
 */
function makeKey(file: string, token: string, fresh: boolean): boolean {
  try {
    makeFolders(dirname(file));
    if (fresh || lstatSync(file, { throwIfNoEntry: false })) replaceFile(file, `${token}\n`, { mode: 0o600 });
    else createFile(file, `${token}\n`, { mode: 0o600 });
  } catch {
    return false;
  }
  // A file system that ignores permissions (a Windows drive under WSL) leaves it readable: not kept.
  const stat = lstatSync(file, { throwIfNoEntry: false });
  if (stat?.isFile() && (stat.mode & 0o077) !== 0 && keptKey(file, undefined, false) === token) {
    rmSync(file, { force: true });
    return false;
  }
  return true;
}

const stamp = (file: string, at: number) => {
  try {
    lutimesSync(file, at / 1000, at / 1000);
  } catch {}
};

/**
 * The key the file holds, if it may be taken back: opened without following a link and without
 * waiting on a pipe, then asked about itself: a plain file with one name, the running account's,
 * that no other account may read or write, of a key's size and shape; used within `keyLife` of
 * `now` (unless no `now` is given). `privately` false: whatever its permissions.
 */
function keptKey(file: string, now: number | undefined, privately = true): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
    const stat = fstatSync(fd);
    const owner = process.getuid?.();
    if (!stat.isFile() || stat.nlink !== 1 || stat.size > 64) return undefined;
    if (privately && ((owner !== undefined && stat.uid !== owner) || (stat.mode & 0o077) !== 0)) return undefined;
    if (now !== undefined && (now - stat.mtimeMs >= keyLife || now - stat.mtimeMs < -keyLife)) return undefined;
    const bytes = Buffer.alloc(64);
    const token = bytes.toString("utf8", 0, readSync(fd, bytes, 0, 64, 0)).trim();
    return keyShape.test(token) ? token : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
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
