/**
 * The fonts as a visitor's browser draws them: the build cuts them to the
 * letters the pages show, so every letter the site's fonts claim (their
 * unicode-range) must still come from them, none from a fallback font. A
 * letter the owner adds comes with the next build.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { allPages, expect, holdRoute, localePrefix, locales, skipBuffetDialog, test } from "./fixtures.js";
import { withPreview } from "./preview.js";

/**
 * The letters of the page (its text, hidden parts included, and alt texts) that one of the
 * site's font families claims but the browser draws from another font. A letter drawn from the
 * family measures the same whatever the fallback; a missing one takes the fallback's width.
 */
function lettersInFallback(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest("script, style, template")) texts.push(node.nodeValue ?? "");
    }
    for (const image of document.querySelectorAll("img[alt]")) texts.push(image.getAttribute("alt") ?? "");
    const letters = [...new Set(texts.join(""))].filter((char) => /\S/u.test(char));
    // The site's web fonts: each claims its range of letters. The faces of the device's own fonts that stand
    // in until they come (templates/styles/fallback-fonts.css) claim every letter and are not cut.
    const faces = [...document.fonts].filter((face) => face.unicodeRange !== "U+0-10FFFF");
    const claims = (face: FontFace, code: number) =>
      [...face.unicodeRange.matchAll(/U\+([0-9a-f]+)(?:-([0-9a-f]+))?/gi)].some(
        ([, first, last = first]) => code >= Number.parseInt(first, 16) && code <= Number.parseInt(last, 16),
      );
    const families = [...new Set(faces.map((face) => face.family.replace(/^["']|["']$/g, "")))];
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    const width = (font: string, char: string) => {
      context.font = font;
      return context.measureText(char).width;
    };
    const missing: string[] = [];
    for (const family of families) {
      const own = faces.filter((face) => face.family.replace(/^["']|["']$/g, "") === family);
      const claimed = letters.filter((char) => own.some((face) => claims(face, char.codePointAt(0) ?? 0)));
      // A face that fails to load leaves its letters to the fallback, which the widths then show.
      await document.fonts.load(`48px "${family}"`, claimed.join("")).catch(() => {});
      for (const char of claimed) {
        if (width(`48px "${family}", monospace`, char) !== width(`48px "${family}", serif`, char)) {
          missing.push(`${char} U+${(char.codePointAt(0) ?? 0).toString(16)} in ${family}`);
        }
      }
    }
    return missing;
  });
}

/**
 * The pages as they are, but with the text face drawn whenever it arrives, as the headings' face is:
 * these tests ask whether the cut fonts hold every letter, not whether a face came within the first
 * tenth of a second its `font-display: optional` waits for (through Playwright's routes, the first
 * page's often does not).
 */
async function drawTextFaceWhenItComes(page: Page): Promise<void> {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    if (!html.includes("font-display:optional")) throw new Error("the text face is no longer optional");
    await route.fulfill({ response, body: html.replaceAll("font-display:optional", "font-display:swap") });
  });
}

// The letters do not depend on the width of the screen.
test.describe("the fonts", { tag: "@desktop" }, () => {
  test("draw every letter of every page, in every language, from the site's own fonts", async ({ page }) => {
    await skipBuffetDialog(page);
    await drawTextFaceWhenItComes(page);
    for (const path of allPages) {
      await page.goto(path);
      expect(await lettersInFallback(page), path).toEqual([]);
    }
  });

  test("detect a letter drawn in a fallback font", async ({ page }) => {
    // The check above must be able to fail: a heading in a letter the fonts claim but were cut without.
    await skipBuffetDialog(page);
    await drawTextFaceWhenItComes(page);
    await page.route("**/*.woff2", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: Buffer.alloc(0) });
    });
    await page.goto("/");
    expect(await lettersInFallback(page)).not.toEqual([]);
  });
});

const withSite = withPreview();

withSite.describe("a letter the owner adds", { tag: "@desktop" }, () => {
  withSite("comes in the site's font with the next build", async ({ page, preview: { content } }) => {
    await skipBuffetDialog(page);
    await drawTextFaceWhenItComes(page);
    await page.goto("/about/");
    const file = join(content, "pages/about.de.md");
    writeFileSync(file, readFileSync(file, "utf8").replace(/\n## /, "\nUnser Koch Łukasz kocht mit.\n\n## "));
    await expect(page.getByText("Unser Koch Łukasz kocht mit.")).toBeVisible();
    expect(await lettersInFallback(page)).toEqual([]);
  });
});

test.describe("before the fonts arrive", { tag: "@phone" }, () => {
  test("the logo stacks its words whole, one to a line, in the phone's own font too", async ({ page }) => {
    await skipBuffetDialog(page);
    // A connection that never brings the fonts: the page stays in its fallback font.
    await page.route(/\/fonts\//, (route) => route.abort());
    await page.goto("/");
    const lines = await page.locator(".logo__name").evaluate((element) => {
      const text = element.firstChild as Text;
      const words = [...(text.nodeValue ?? "").matchAll(/\S+/g)];
      return words.map((word) => {
        const range = document.createRange();
        range.setStart(text, word.index ?? 0);
        range.setEnd(text, (word.index ?? 0) + word[0].length);
        // One box per line the word spans.
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    });
    expect(lines).toEqual([1, 1]);
    const box = await page.locator(".logo__name").boundingBox();
    const lineHeight = await page
      .locator(".logo__name")
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    expect(Math.round((box?.height ?? 0) / lineHeight)).toBe(2);
  });
});

/**
 * The largest session window of layout shifts (shifts less than 1 s apart, within 5 s), as Chromium's
 * Cumulative Layout Shift reports it, of a page whose web fonts are held until it has drawn a frame:
 * the page is laid out and shown in the fallback fonts, then the fonts come. Held until it has drawn,
 * not for a fixed time: on a busy machine a page not yet drawn when its fonts came showed no jump to
 * measure. Then half a second more: Chromium counts no shift within 500 ms of a change of the
 * viewport (a phone's, as its page sets it), as if the guest had caused it.
 */
async function shiftWithLateFonts(page: Page, path: string): Promise<number> {
  const release = await holdRoute(page, "**/*.woff2");
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 600)))),
  );
  release();
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family.endsWith("Variable") && face.status === "loaded"),
  );
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(async () => {
    // Two frames after the fonts: their reflow has been drawn and reported.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const shifts = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    let largest = 0;
    let window = 0;
    let first = 0;
    let last = Number.NEGATIVE_INFINITY;
    for (const shift of shifts.filter((entry) => !entry.hadRecentInput)) {
      if (shift.startTime - last > 1000 || shift.startTime - first > 5000) {
        window = 0;
        first = shift.startTime;
      }
      window += shift.value;
      last = shift.startTime;
      largest = Math.max(largest, window);
    }
    return largest;
  });
}

/** The fonts the browser draws the first element of `selector` in, as DevTools reports them: "Figtree Light", "DejaVu Sans". */
async function drawnIn(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument");
  const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

test.describe("when the web fonts come late", () => {
  const sizes = [
    { width: 320, height: 640 },
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ];
  for (const size of sizes) {
    for (const visit of ["first visit", "returning guest"] as const) {
      test(`no page moves by more than 0.02 when they come (${size.width} px, ${visit})`, {
        tag: size.width > 400 ? "@desktop" : "@phone",
      }, async ({ browser, baseURL }) => {
        test.slow();
        const context = await browser.newContext({
          viewport: size,
          baseURL,
          isMobile: size.width < 400,
          hasTouch: size.width < 400,
        });
        await context.clock.setFixedTime(new Date("2026-11-15T12:00:00+01:00"));
        if (visit === "returning guest") {
          await context.addInitScript(() => {
            sessionStorage.setItem("buffet-seen", "true");
            localStorage.setItem("cookie-accepted", "true");
          });
        }
        const paths = locales.flatMap((lang) =>
          allPages.filter(
            (path) => path.startsWith(localePrefix(lang)) && (lang !== "de" || !/^\/(en|fr)\//.test(path)),
          ),
        );
        // Ten pages at a time.
        const shifts: Record<string, number> = {};
        for (let start = 0; start < paths.length; start += 10) {
          await Promise.all(
            paths.slice(start, start + 10).map(async (path) => {
              const page = await context.newPage();
              shifts[path] = await shiftWithLateFonts(page, path);
              await page.close();
            }),
          );
        }
        await context.close();
        expect(Object.keys(shifts)).toHaveLength(paths.length);
        const moved = Object.entries(shifts).filter(([, shift]) => shift > 0.02);
        expect(moved).toEqual([]);
      });
    }
  }

  test("a paragraph stays in the face it was first drawn in: the shop at 412 px, where the stand-in breaks it at other words", {
    tag: "@phone",
  }, async ({ browser, baseURL }) => {
    // Sized like the text face, DejaVu Sans still set the shop's first paragraph in 5 lines where the face
    // takes 4 (in English 4 against 5): with the face swapped in, the page moved 0.216 (French 0.133).
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      baseURL,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(() => sessionStorage.setItem("buffet-seen", "true"));
    const shifts: Record<string, number> = {};
    const drawn: Record<string, string | undefined> = {};
    for (const lang of locales) {
      const page = await context.newPage();
      shifts[lang] = await shiftWithLateFonts(page, `${localePrefix(lang)}shop/`);
      drawn[lang] = (await drawnIn(page, "main p"))[0];
      await page.close();
    }
    await context.close();
    expect(Object.entries(shifts).filter(([, shift]) => shift > 0.02)).toEqual([]);
    // The face came and is loaded, yet the paragraphs keep the stand-in.
    expect(Object.values(drawn).filter((font) => font?.startsWith("Figtree"))).toEqual([]);
  });

  test("the text face a page did not wait for comes with the next page", { tag: "@phone" }, async ({ page }) => {
    await skipBuffetDialog(page);
    // The first page: the face arrives after the page was drawn, and is not swapped in.
    await shiftWithLateFonts(page, "/en/shop/");
    expect((await drawnIn(page, "main p"))[0]).not.toMatch(/^Figtree/);
    // The next: the face is in the browser's cache, there at once.
    await page.unrouteAll();
    await page.goto("/en/catering/");
    await page.evaluate(() => document.fonts.ready);
    expect((await drawnIn(page, "main p"))[0]).toMatch(/^Figtree/);
  });

  test("the measure finds the jump of a fallback font not sized like the web font", { tag: "@phone" }, async ({
    page,
  }) => {
    // The page as it was: the fallback the browser picks, unsized.
    await page.route("**/fr/", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</head>",
        "<style>:root{--font-body:'Figtree Variable',monospace;--font-display:'Bricolage Grotesque Variable',monospace}</style></head>",
      );
      await route.fulfill({ response, body: html });
    });
    await skipBuffetDialog(page);
    expect(await shiftWithLateFonts(page, "/fr/")).toBeGreaterThan(0.02);
  });
});
