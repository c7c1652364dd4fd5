/**
 * Where the caches are (cli/cache.ts), and what each did in this process: a module of its own, which
 * every command loads, so that only a command that uses a cache loads the caches' code.
 */
import { join } from "node:path";

/** Every cache (cli/cache.ts names the code that makes what each keeps). */
export type CacheName = "content" | "rendered" | "pages" | "photo-hashes" | "photos" | "fonts" | "cards" | "checks";

export function cacheFolder(root: string): string {
  return join(root, "node_modules", ".cache", "site");
}

/** What each cache did in this process: entries it handed back, entries made anew (for --verbose). */
export const activity = new Map<CacheName, { kept: number; made: number }>();

/** Each cache used since the process started, with what it kept and what was made anew, in the order first used. */
export function cacheActivity(): { name: CacheName; kept: number; made: number }[] {
  return [...activity].map(([name, counts]) => ({ name, ...counts }));
}
