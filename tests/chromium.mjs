// The Chromium that the browser tests, the screenshots and Lighthouse drive, and how it is started.
import { existsSync } from "node:fs";

/**
 * Debian's Chromium, or the browser SITE_CHROMIUM names; undefined lets Playwright use its own.
 * @returns {string | undefined}
 */
export function chromiumPath(env = process.env) {
  return [env.SITE_CHROMIUM, "/usr/bin/chromium"].find((path) => path && existsSync(path));
}

/** Headless, and nothing that dials out: a closed network refuses Chromium's background connections. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
