/**
 * The menu on paper: printed by Chromium to a PDF (as "Print" does), read back with pdftotext
 * (poppler-utils). It fits two A4 pages and carries every dish, price and allergen.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, skipBuffetDialog, test } from "./fixtures.js";

/** The PDF's pages and its text, as poppler reads them. */
async function printed(page: Page): Promise<{ pages: number; text: string }> {
  const dir = mkdtempSync(join(tmpdir(), "site-print-"));
  try {
    const file = join(dir, "menu.pdf");
    writeFileSync(file, await page.pdf({ format: "A4", preferCSSPageSize: true }));
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), text: text.replace(/\s+/g, " ") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Paper has one width; the desktop's window prints it.
test.describe("the printed menu", { tag: "@desktop" }, () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  for (const prefix of ["/", "/en/", "/fr/"]) {
    test(`carries every dish, price and allergen, the legend and the restaurant's line (${prefix})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}speisekarte/`);
      await page.evaluate(() => document.fonts.ready);
      const dishes = await page.locator(".dish").evaluateAll((all) =>
        all.map((dish) => ({
          name: dish.querySelector(".dish__name")?.textContent ?? "",
          prices: [...dish.querySelectorAll(".dish__price")].map((price) => price.textContent ?? ""),
          declaration: [...dish.querySelectorAll(".dish__declaration span")].map((line) => line.textContent ?? ""),
        })),
      );
      expect(dishes.length).toBeGreaterThan(10);
      const { pages, text } = await printed(page);
      const flat = (words: string) => words.replace(/\s+/g, " ").trim();
      for (const dish of dishes) {
        expect(text, dish.name).toContain(flat(dish.name));
        for (const price of dish.prices) expect(text, `${dish.name} ${price}`).toContain(flat(price));
        for (const line of dish.declaration) expect(text, `${dish.name}: ${line}`).toContain(flat(line));
      }
      expect(text).toContain("Mama Nyota · Baobabweg 7, 12043 Berlin · +49 30 1234 5678 · mama-nyota.example");
      // The legend, once.
      const legend = flat((await page.locator(".menu-print p").first().textContent()) ?? "");
      expect(legend).toMatch(/allerg[eè]n/i);
      expect(text.split(legend)).toHaveLength(2);
      // What belongs to the screen stays there: ordering, the filter, the languages, the footer.
      for (const gone of ["Filter", "Lieferando", "Wolt", "Deutsch", "English", "Impressum"]) {
        expect(text, gone).not.toContain(gone);
      }
      expect(pages).toBeLessThanOrEqual(3);
    });
  }

  test("fits the shipped German menu on two A4 pages, no dish split across them", async ({ page }) => {
    await page.goto("/speisekarte/");
    await page.evaluate(() => document.fonts.ready);
    const { pages } = await printed(page);
    expect(pages).toBe(2);
    await page.emulateMedia({ media: "print" });
    expect(
      await page
        .locator(".dish")
        .first()
        .evaluate((dish) => getComputedStyle(dish).breakInside),
    ).toBe("avoid");
    // Dark ink: the title was cream on white.
    const title = await page.getByRole("heading", { level: 1 }).evaluate((heading) => getComputedStyle(heading).color);
    expect(title).toBe("rgb(0, 0, 0)");
  });

  test("never holds up the first paint: its stylesheet is for print only", async ({ page }) => {
    await page.goto("/speisekarte/");
    const sheets = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).media));
    expect(sheets).toEqual(["print"]);
  });
});

// A printer leaves out what the screen paints behind text: every word must read on white alone.
test.describe("every page on paper", { tag: "@desktop" }, () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  for (const path of [
    "/",
    "/speisekarte/",
    "/catering/",
    "/shop/",
    "/about/",
    "/events/",
    "/kontakt/",
    "/impressum/",
  ]) {
    test(`prints every word of ${path} dark enough to read on white`, async ({ page }) => {
      await page.goto(path);
      await page.emulateMedia({ media: "print" });
      const faint = await page.locator("body").evaluate((body) => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        const found: string[] = [];
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          const words = node.textContent?.trim() ?? "";
          if (!element || words === "" || !element.checkVisibility({ visibilityProperty: true })) continue;
          const [r, g, b, alpha = 1] = (getComputedStyle(element).color.match(/[\d.]+/g) ?? []).map(Number);
          const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
          // Against white (luminance 1), as WCAG counts contrast; a see-through colour counts as fainter.
          const contrast = 1.05 / (luminance + 0.05);
          if (contrast * alpha < 4.5) found.push(`${words.slice(0, 40)} (${getComputedStyle(element).color})`);
        }
        return found;
      });
      expect(faint).toEqual([]);
    });
  }

  test("leaves out whether the restaurant is open now: the paper is read tomorrow", async ({ page }) => {
    await page.goto("/");
    const { text } = await printed(page);
    expect(text).toContain("Öffnungszeiten");
    expect(text).not.toMatch(/Geöffnet|Geschlossen ·/);
  });
});
