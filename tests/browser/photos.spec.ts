/**
 * The owner's photos as a visitor's browser gets them, on the shipped site with
 * photos added (tests/photo-content.mjs): the about page has a hero, a photo in
 * its text, a gallery of 12 and the chef's portrait; the first dish has one.
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page, Response } from "@playwright/test";
import { test as base, expect, skipBuffetDialog } from "./fixtures.js";

const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.SITE_PHOTOS_URL;
    if (!url) throw new Error("SITE_PHOTOS_URL is not set: run through tests/browser/playwright.config.ts");
    await use(url);
  },
});

const isPhoto = (url: string) => /\/assets\/[a-z0-9-]+-\d+\.[0-9a-f]{10}\.(avif|webp|jpg)$/.test(url);

/**
 * Scrolls to the end as a reader would, half a screen at a time, then waits for every photo.
 * Each stop lasts until the browser has drawn a frame there and the one after: a lazy photo's
 * distance to the screen is looked at while a frame is drawn, however slow the machine.
 */
async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  // Every photo has started loading by now: each is waited for until it has come (or failed), however long.
  const broken = await page.evaluate(() =>
    Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? img
          : new Promise<HTMLImageElement>((done) => {
              img.addEventListener("load", () => done(img), { once: true });
              img.addEventListener("error", () => done(img), { once: true });
            }),
      ),
    ).then((images) => images.filter((img) => !img.naturalWidth).map((img) => img.currentSrc)),
  );
  expect(broken).toEqual([]);
}

test.describe("photos", () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
    await page.addInitScript(() => localStorage.setItem("cookie-accepted", "true"));
  });

  test("Chromium shows the AVIF, in a width that fills the photo's place without waste", async ({ page }) => {
    await page.goto("/en/about/");
    const hero = page.locator(".photo--hero picture img");
    await expect(hero).toHaveJSProperty("complete", true);
    const { src, needed, candidates } = await hero.evaluate((img: HTMLImageElement) => {
      const source = img.parentElement?.querySelector("source") as HTMLSourceElement;
      return {
        src: img.currentSrc,
        needed: img.getBoundingClientRect().width * devicePixelRatio,
        candidates: source.srcset.split(", ").map((candidate) => Number(candidate.split(" ")[1].slice(0, -1))),
      };
    });
    expect(src).toMatch(/\.avif$/);
    const width = Number(/-(\d+)\.[0-9a-f]{10}\.avif$/.exec(src)?.[1]);
    // The narrowest that is wide enough: sharp, and no pixel more than that.
    expect(width).toBe(candidates.find((candidate) => candidate >= needed) ?? Math.max(...candidates));
    // WebP and JPEG are there for browsers without AVIF, never fetched by this one.
    const other = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => /\.(webp|jpg)$/.test(name)),
    );
    expect(other).toEqual([]);
  });

  /** The layout shift the page has had so far, as Chrome scores it. */
  const shiftSoFar = (page: Page) =>
    page.evaluate(async () => {
      await new Promise(requestAnimationFrame);
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[];
      observer.disconnect();
      return entries.reduce((sum, entry) => sum + entry.value, 0);
    });

  test("nothing moves while the photos load, down to the last one", async ({ page }) => {
    // A web font arriving late moves text anywhere (see overlap.spec.ts): without them, only photos could.
    await page.route("**/*.woff2", (route) => route.abort());
    await page.goto("/en/about/");
    await readToTheEnd(page);
    expect(await shiftSoFar(page)).toBe(0);
  });

  test("nothing below the gallery moves when the visitor jumps into it in one go", async ({ page }) => {
    await page.route("**/*.woff2", (route) => route.abort());
    await page.goto("/en/about/");
    // As a fling or a link does: the gallery's middle in view with no frame drawn on the way.
    await page.evaluate(async () => {
      const gallery = document.querySelector(".gallery") as HTMLElement;
      scrollTo(0, gallery.getBoundingClientRect().top + scrollY + innerHeight / 2);
      for (let frame = 0; frame < 5; frame++) await new Promise(requestAnimationFrame);
    });
    expect(await shiftSoFar(page)).toBe(0);
  });

  test("photos below the fold load only when the visitor scrolls near them", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/en/about/");
    await page.waitForLoadState("networkidle");
    // The hero is above the fold: it is there at once, asked for with high priority.
    await expect(page.locator(".photo--hero picture img")).toHaveJSProperty("complete", true);
    await expect(page.locator(".photo--hero picture img")).toHaveAttribute("fetchpriority", "high");
    const lastTile = page.locator(".gallery li").last().locator("picture img");
    await expect(lastTile).toHaveAttribute("loading", "lazy");
    expect(requested.filter((url) => url.includes("/assets/gallery-12-"))).toEqual([]);
    await lastTile.scrollIntoViewIfNeeded();
    await expect(lastTile).toHaveJSProperty("complete", true);
    expect(requested.filter((url) => url.includes("/assets/gallery-12-"))).toHaveLength(1);
  });

  test("until a photo arrives, a few of its pixels hold its place and nothing moves when it comes", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/assets\/table-\d+\..*\.avif$/, async (route) => {
      await held;
      await route.continue();
    });
    // The page's load event waits for the hero: this visitor sees the page long before.
    await page.goto("/en/about/", { waitUntil: "domcontentloaded" });
    const frame = page.locator(".photo--hero");
    const placeholder = frame.locator(".photo__placeholder");
    const photo = frame.locator("picture img");
    await expect(placeholder).toHaveJSProperty("complete", true);
    expect(await placeholder.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    const before = await frame.boundingBox();
    release();
    await expect(photo).toHaveJSProperty("complete", true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await frame.boundingBox()).toEqual(before);
    // The photo now covers its placeholder.
    const { x, y, width, height } = before as { x: number; y: number; width: number; height: number };
    const top = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px, py)?.closest("picture") !== null,
      [x + width / 2, y + height / 2],
    );
    expect(top).toBe(true);
  });

  test("the chef card shows her portrait, and the menu a dish's photo", async ({ page }) => {
    await page.goto("/en/about/");
    await expect(page.getByRole("img", { name: "Amara Nwosu in the kitchen" })).toBeVisible();
    await page.goto("/en/speisekarte/");
    // Declared decorative: screen readers skip it.
    const dish = page.locator(".dish--photo").first();
    await expect(dish.locator("picture img")).toHaveAttribute("alt", "");
    await dish.scrollIntoViewIfNeeded();
    await expect(dish.locator("picture img")).toHaveJSProperty("complete", true);
  });

  for (const path of ["/en/about/", "/fr/speisekarte/"]) {
    test(`${path} with photos has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }

  test.describe("on a phone with a sharp screen", () => {
    test.use({ deviceScaleFactor: 3 });

    test("loads at most 200 KB of photos before the visitor scrolls", { tag: "@phone" }, async ({ page }) => {
      const responses: Response[] = [];
      page.on("response", (response) => {
        if (isPhoto(response.url())) responses.push(response);
      });
      await page.goto("/en/about/");
      await page.waitForLoadState("networkidle");
      const sizes = await Promise.all(responses.map(async (response) => (await response.body()).length));
      const total = sizes.reduce((sum, size) => sum + size, 0);
      expect(responses.length).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(200 * 1024);
    });
  });
});
