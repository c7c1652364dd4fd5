/**
 * The fixtures every spec uses: the address of the test server, a record of
 * every request (a test fails if one went anywhere but the local server) and
 * a failure for any uncaught error in the page.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { BUFFET_SEEN_KEY } from "../../cli/shared/constants.js";
import { buildNow } from "./now.js";

export { expect };

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.SITE_TEST_URL;
    if (!url) throw new Error("SITE_TEST_URL is not set: run through tests/browser/playwright.config.ts");
    await use(url);
  },
  context: async ({ context, baseURL }, use) => {
    // The browser lives on the day the site was built for: what is over by today (the buffets) still shows.
    await context.clock.setFixedTime(new Date(buildNow));
    const local = new URL(baseURL as string).origin;
    const isLocal = (url: URL) => url.origin === local || url.protocol === "data:" || url.protocol === "blob:";
    const requests: string[] = [];
    context.on("request", (request) => {
      requests.push(request.url());
    });
    // Nothing may leave the machine even if a page asks.
    await context.route(
      (url) => !isLocal(url),
      (route) => route.abort("blockedbyclient"),
    );
    await use(context);
    const foreign = requests.filter((url) => !isLocal(new URL(url)));
    expect(foreign, "requests to hosts other than the local server").toEqual([]);
  },
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "uncaught errors in the page").toEqual([]);
  },
});

/** The visitor has seen the buffet pop-up in this session, so pages open without it. */
export async function skipBuffetDialog(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, "true"), BUFFET_SEEN_KEY);
}

/**
 * Holds every request for `pattern` until the function it returns is called: what arrives late
 * (fonts, the preview's reload channel) arrives on cue, whatever the machine's speed.
 */
export async function holdRoute(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((go) => {
    release = go;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The pages of `paths` wider than `width`, as "/path/ is 345 px wide": none should be. */
export async function pagesWiderThan(page: Page, width: number, paths: readonly string[]): Promise<string[]> {
  const wider: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const scrolled = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrolled > width) wider.push(`${path} is ${scrolled} px wide`);
  }
  return wider;
}

/** Every page of the site: the routes table's slugs in every language, and the 404 pages. */
export const locales = ["de", "en", "fr"] as const;
export const slugs = [
  "",
  "speisekarte/",
  "catering/",
  "shop/",
  "about/",
  "events/",
  "kontakt/",
  "impressum/",
  "datenschutz/",
];
export const localePrefix = (lang: string) => (lang === "de" ? "/" : `/${lang}/`);
export const allPages = [
  ...locales.flatMap((lang) => slugs.map((slug) => localePrefix(lang) + slug)),
  ...locales.map((lang) => `${localePrefix(lang)}404.html`),
];
