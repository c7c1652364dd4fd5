import type { Page } from "@playwright/test";
import { expect, skipBuffetDialog, test } from "./fixtures.js";

/**
 * Where the lines of an element's text break: for each line after the first, the
 * character just before the break (a soft hyphen, a space, or whatever the browser chose).
 */
async function breaksIn(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const characters: { char: string; top: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          // At a soft hyphen's break the next letter's range also spans the drawn hyphen: its own box is the last.
          const rect = [...range.getClientRects()].filter((candidate) => candidate.width > 0).at(-1);
          characters.push({ char: text[index], top: rect ? rect.top : Number.NaN });
        }
      }
      const breaks: string[] = [];
      let top = Number.NaN;
      for (const [index, { top: at }] of characters.entries()) {
        if (Number.isNaN(at)) continue;
        if (!Number.isNaN(top) && at > top + 2) {
          // The last character drawn before this one, or the invisible one between them.
          breaks.push(characters[index - 1].char);
        }
        top = at;
      }
      return breaks;
    });
}

test.describe("typography", () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  for (const path of ["/datenschutz/", "/en/datenschutz/", "/fr/datenschutz/"]) {
    test(`a long word in the heading of ${path} breaks at a syllable, with a hyphen`, {
      tag: "@phone",
    }, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText("Datenschutzerklärung");
      const breaks = await breaksIn(page, "h1");
      expect(breaks.length).toBeGreaterThan(0);
      // Only where a soft hyphen allows it (the browser draws a hyphen there), never inside a syllable.
      for (const character of breaks) expect(character).toMatch(/[\u00ad ]/);
      const fits = await heading.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, "the heading fits the screen").toBe(true);
    });
  }

  test("the footer's e-mail address goes whole below its label where it does not fit beside it, and breaks only after its @ where its own line is too narrow", {
    tag: "@desktop",
  }, async ({ page }) => {
    await page.goto("/");
    const link = "footer a[href^='mailto:']";
    await expect(page.locator(link)).toHaveText("hallo@mama-nyota.example");
    // The footer's column on a wide screen is too narrow for "E-mail: hallo@mama-nyota.example".
    expect(await breaksIn(page, link)).toEqual([]);
    const [address, line] = await page
      .locator(link)
      .evaluate((element) => [
        element.getBoundingClientRect().left,
        element.parentElement?.getBoundingClientRect().left,
      ]);
    expect(address).toBe(line);
    // Text half as large again on a narrow phone: not even a line of its own holds it whole.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.evaluate(() => document.documentElement.style.setProperty("font-size", "150%"));
    const breaks = await breaksIn(page, link);
    expect(breaks.length).toBeGreaterThan(0);
    for (const character of breaks) expect(character).toBe("@");
  });

  test("an address keeps a street and its number, a postcode and its city together", async ({ page }) => {
    await page.goto("/en/");
    const address = await page.locator("footer address").evaluate((element) => element.textContent ?? "");
    expect(address).toContain("Baobabweg\u00a07");
    expect(address).toContain("12043\u00a0Berlin");
  });

  for (const path of ["/fr/", "/fr/about/", "/fr/shop/", "/fr/kontakt/", "/fr/404.html"]) {
    test(`French text on ${path} has its spaces before ? ! ; : and its apostrophes`, async ({ page }) => {
      await page.goto(path);
      // The page's French text: the 404 page also greets in German and English, each marked by its lang.
      const text = await page.evaluate(() => {
        const parts: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest("script, style") || !parent.checkVisibility()) continue;
          if (parent.closest("[lang]")?.getAttribute("lang") === "fr") parts.push(node.textContent ?? "");
        }
        return parts.join("\n");
      });
      expect(text).not.toMatch(/\p{L}'\p{L}/u);
      // Nothing before ? ! ; but a narrow space that never breaks: a plain one lets the sign start a line.
      expect(text).not.toMatch(/[^\u202f][?!;]/u);
      expect(text).not.toMatch(/[ \u202f]:|\S:\s/u);
    });
  }
});
