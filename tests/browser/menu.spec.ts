/**
 * The menu page as a hungry guest moves through it: allergens in words beside
 * each dish, ordering near the top, a jump bar that stays in reach, and a
 * filter behind one button that says how many filters are on.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, localePrefix, skipBuffetDialog, test } from "./fixtures.js";

const words = {
  de: {
    sections: "Abschnitte der Speisekarte",
    filter: "Filter",
    active: (count: number) => `Filter aktiv: ${count}`,
    orderDirect: "Direkt bei uns bestellen",
    mandazi: ["Mandazi", "Enthält: Gluten, Eier, Milch"],
    malta: ["Malta", "Enthält: Gluten", "mit Farbstoff"],
    suya: ["Suya-Spieße", "Enthält: Erdnüsse"],
  },
  en: {
    sections: "Menu sections",
    filter: "Filters",
    active: (count: number) => `Filters active: ${count}`,
    orderDirect: "Order directly from us",
    mandazi: ["Mandazi", "Contains: gluten, eggs, milk"],
    malta: ["Malta", "Contains: gluten", "with colouring"],
    suya: ["Suya skewers", "Contains: peanuts"],
  },
  fr: {
    sections: "Rubriques de la carte",
    filter: "Filtres",
    // French sets a narrow no-break space before the colon.
    active: (count: number) => `Filtres actifs\u00a0: ${count}`,
    orderDirect: "Commander directement chez nous",
    mandazi: ["Mandazi", "Contient\u00a0: gluten, œufs, lait"],
    malta: ["Malta", "Contient\u00a0: gluten", "avec colorant"],
    suya: ["Brochettes de suya", "Contient\u00a0: arachides"],
  },
};
const languages = Object.keys(words) as (keyof typeof words)[];
const menuPath = (lang: string) => `${localePrefix(lang)}speisekarte/`;

/** The accessibility snapshot writes every kind of space as a plain one. */
const spaced = (text: string) => text.replace(/\s+/g, " ");

/** A dish's whole block, found by its name. */
const dish = (page: Page, name: string) =>
  page.locator(".dish").filter({ has: page.getByRole("heading", { name, exact: true }) });

/**
 * The name Chromium gives the element `selector` finds in its accessibility
 * tree, which is what a screen reader reads: with the words of CSS-generated content.
 */
async function accessibleName(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    return String(nodes[0]?.name?.value ?? "");
  } finally {
    await cdp.detach();
  }
}

/** The filter's button in the jump bar. */
const filterButton = "[data-menu-bar] button";

/** How far the top of `locator` is from the top of the window, and its bottom. */
const edges = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom };
  });

test.describe("menu page", () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  for (const lang of languages) {
    const text = words[lang];

    test(`${lang}: names each dish's allergens and additives in words, inside its block`, async ({ page }) => {
      await page.goto(menuPath(lang));
      for (const [name, ...declared] of [text.suya, text.mandazi, text.malta]) {
        const block = dish(page, name);
        for (const line of declared) {
          // Seen by a sighted guest, and the same words in what a screen reader reads.
          await expect(block.getByText(line, { exact: true })).toBeVisible();
          expect(spaced(await block.ariaSnapshot())).toContain(spaced(line));
        }
      }
    });

    test(`${lang}: has a jump link to every section and an order link within the first two screens`, {
      tag: "@phone",
    }, async ({ page }) => {
      await page.goto(menuPath(lang));
      const bar = page.getByRole("navigation", { name: text.sections });
      const headings = page.locator(".menu-section").getByRole("heading", { level: 2 });
      await expect(bar.getByRole("link")).toHaveText(await headings.allTextContents());
      for (const link of await bar.getByRole("link").all()) {
        const target = page.locator(String(await link.getAttribute("href")));
        await expect(target.getByRole("heading", { level: 2 })).toHaveText(String(await link.textContent()));
      }
      const order = page.getByRole("link", { name: text.orderDirect });
      const { bottom } = await edges(order);
      expect(bottom, "the order link's bottom, in px from the top of the page").toBeLessThanOrEqual(
        2 * (page.viewportSize()?.height ?? 0),
      );
    });

    test(`${lang}: the jump bar stays in reach while scrolling, and a jump shows its section's heading`, async ({
      page,
    }) => {
      await page.goto(menuPath(lang));
      const bar = page.getByRole("navigation", { name: text.sections });
      await page.locator(".dish").last().scrollIntoViewIfNeeded();
      await expect(bar).toBeInViewport();
      await expect.poll(async () => (await edges(bar)).top).toBe(0);
      // Backwards, so every jump goes up the page as well as down.
      for (const link of (await bar.getByRole("link").all()).reverse()) {
        const href = String(await link.getAttribute("href"));
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        const heading = page.locator(href).getByRole("heading", { level: 2 });
        await expect(heading).toBeInViewport({ ratio: 1 });
        // Below the bar, not hidden under it.
        await expect.poll(async () => (await edges(heading)).top - (await edges(bar)).bottom).toBeGreaterThanOrEqual(0);
      }
    });

    test(`${lang}: the filter's button says how many filters are on`, async ({ page }) => {
      await page.goto(menuPath(lang));
      const button = page.locator(filterButton);
      const count = button.locator(".menu-bar__count");
      await expect.poll(() => accessibleName(page, filterButton)).toBe(text.filter);
      await expect(count).toBeHidden();
      await button.click();
      const form = page.locator("form[data-menu-filter]");
      await form.locator("#diet-vegan").check();
      await expect.poll(() => accessibleName(page, filterButton)).toBe(text.active(1));
      await form.locator("#without-gluten").check();
      await form.locator("#without-peanuts").check();
      await expect.poll(() => accessibleName(page, filterButton)).toBe(text.active(3));
      await expect(count).toBeVisible();
      await form.locator("#diet-all").check();
      await expect.poll(() => accessibleName(page, filterButton)).toBe(text.active(2));
      await form.getByRole("button", { name: /zurücksetzen|Clear|Effacer/ }).click();
      await expect.poll(() => accessibleName(page, filterButton)).toBe(text.filter);
      await expect(count).toBeHidden();
    });
  }

  // Each jump from a page just opened in a browser of its own, as a guest arriving from a search:
  // the sections below the first screen are not laid out yet and take their real size as the page
  // moves. (Pages opened one after another in one browser lay them out in time, and always landed.)
  // Twelve arrivals, as separate tests: a miss showed only in some of them.
  for (const javaScriptEnabled of [false, true]) {
    for (let arrival = 1; arrival <= 6; arrival++) {
      test(`a jump link lands its heading below the bar on a page just opened, ${javaScriptEnabled ? "with" : "without"} JavaScript (arrival ${arrival})`, {
        tag: "@phone",
      }, async ({ browser, baseURL }) => {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          // Without JavaScript the links are plain anchors; with it, too.
          javaScriptEnabled,
        });
        await context.route(
          (url) => url.origin !== new URL(String(baseURL)).origin,
          (route) => route.abort("blockedbyclient"),
        );
        const page = await context.newPage();
        if (javaScriptEnabled) await skipBuffetDialog(page);
        await page.goto(`${baseURL}/speisekarte/`);
        const bar = page.getByRole("navigation", { name: "Abschnitte der Speisekarte" });
        await bar.getByRole("link", { name: "Getränke" }).click();
        await expect(page).toHaveURL(/#menu-section-4$/);
        const heading = page.getByRole("heading", { name: "Getränke", level: 2 });
        await expect(heading).toBeInViewport({ ratio: 1 });
        // Below the bar, not hidden under it.
        expect((await edges(heading)).top).toBeGreaterThanOrEqual((await edges(bar)).bottom);
        await context.close();
      });
    }
  }

  test("the bar brings the link of the section the guest scrolled to into sight", { tag: "@phone" }, async ({
    page,
  }) => {
    await page.goto("/speisekarte/");
    const row = page.locator("[data-menu-bar] .menu-bar__sections");
    const link = row.getByRole("link", { name: "Süßes" });
    // At 390 px the row starts scrolled to its start, and this link lies beyond its right edge.
    await expect(link).not.toBeInViewport({ ratio: 1 });
    await page.getByRole("heading", { name: "Süßes", level: 2 }).evaluate((heading) => heading.scrollIntoView());
    // The stylesheet marks it as the section in view; the row follows.
    await expect(row.locator(":target-current")).toHaveText("Süßes");
    await expect(link).toBeInViewport({ ratio: 1 });
    const inRow = await link.evaluate((element) => {
      const [box, own] = [element.closest("ul")?.getBoundingClientRect(), element.getBoundingClientRect()];
      return box !== undefined && own.left >= box.left && own.right <= box.right;
    });
    expect(inRow).toBe(true);
    // Only the row moves: past the menu, where the bar has gone with it, the page stays where the guest took it.
    const moved = await page.evaluate(async () => {
      const frame = () => new Promise(requestAnimationFrame);
      const ended = new Promise((resolve) => addEventListener("scrollend", resolve, { once: true }));
      scrollTo(0, document.documentElement.scrollHeight);
      const bottom = scrollY;
      await ended;
      for (let frames = 0; frames < 4; frames++) await frame();
      return scrollY - bottom;
    });
    expect(moved).toBe(0);
  });

  test("a jump to the page's end leaves its links where the guest sees them while the sections lay out", async ({
    page,
  }) => {
    await page.goto(menuPath("en"));
    const tops = await page.locator(".more-links").evaluate(async (links) => {
      const frame = () => new Promise(requestAnimationFrame);
      links.scrollIntoView({ block: "end" });
      await frame();
      const first = links.getBoundingClientRect().top;
      for (let frames = 0; frames < 5; frames++) await frame();
      return { first, after: links.getBoundingClientRect().top };
    });
    // A pixel at most: scroll anchoring keeps it in place to the whole pixel; before, it moved 80 to 900.
    expect(Math.abs(tops.after - tops.first)).toBeLessThanOrEqual(1);
  });

  test("the filter opens from one button, and its submit button closes it onto the dishes left", async ({ page }) => {
    await page.goto("/speisekarte/");
    const form = page.getByRole("form", { name: "Speisekarte filtern" });
    await expect(form).toBeHidden();
    await page.getByRole("navigation").getByRole("button", { name: "Filter" }).click();
    await expect(form).toBeVisible();
    await form.getByRole("radio", { name: "Vegan" }).check();
    await form.getByRole("checkbox", { name: "Gluten" }).check();
    await expect(form.getByRole("status")).toHaveText("6 von 17 Gerichten");
    await form.getByRole("button", { name: "Gerichte zeigen" }).click();
    await expect(form).toBeHidden();
    // From the start of what is left: the first section still shown, under the bar.
    const first = page.locator(".menu-section:visible").first().getByRole("heading", { level: 2 });
    await expect(first).toHaveText("Kleine Gerichte");
    await expect(first).toBeInViewport({ ratio: 1 });
    await expect(dish(page, "Akara")).toBeInViewport();
    // The section without a dish left is gone from the bar too.
    await expect(page.getByRole("navigation").getByRole("link", { name: "Süßes" })).toBeHidden();
  });

  test("Escape closes the filter, and focus returns to its button", async ({ page }) => {
    await page.goto("/en/speisekarte/");
    const button = page.getByRole("navigation").getByRole("button", { name: "Filters" });
    await button.click();
    const form = page.getByRole("form", { name: "Filter the menu" });
    await form.getByRole("radio", { name: "Vegan" }).check();
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
    await expect(button).toBeFocused();
    await expect.poll(() => accessibleName(page, filterButton)).toBe("Filters active: 1");
  });
});

test.describe("menu page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter opens, counts its filters and closes by its ✕", async ({ page }) => {
    await page.goto("/fr/speisekarte/");
    const button = page.getByRole("navigation").getByRole("button", { name: "Filtres" });
    await button.click();
    const form = page.getByRole("form", { name: "Filtrer la carte" });
    await form.getByRole("checkbox", { name: "arachides" }).check();
    await form.getByRole("checkbox", { name: "Gluten" }).check();
    await expect.poll(() => accessibleName(page, filterButton)).toBe("Filtres actifs\u00a0: 2");
    // With nothing to do without a script, the submit button is not offered; the ✕ closes.
    await expect(form.getByRole("button", { name: "Voir les plats" })).toBeHidden();
    await form.getByRole("button", { name: "Fermer" }).click();
    await expect(form).toBeHidden();
    await expect(dish(page, "Brochettes de suya")).toBeHidden();
    await expect(dish(page, "Akara")).toBeVisible();
  });
});

/** The shipped site with photos added (tests/photo-content.mjs): the first dish has one. */
const withPhotos = test.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.SITE_PHOTOS_URL;
    if (!url) throw new Error("SITE_PHOTOS_URL is not set: run through tests/browser/playwright.config.ts");
    await use(url);
  },
});

withPhotos.describe("menu page with a dish's photo", () => {
  for (const lang of languages) {
    withPhotos(
      `${lang}: the photo sits beside the dish's name and prices, and nothing runs past the edge`,
      async ({ page }) => {
        await skipBuffetDialog(page);
        await page.goto(menuPath(lang));
        const block = page.locator(".dish--photo").first();
        await block.scrollIntoViewIfNeeded();
        const photo = await block.locator(".photo--dish").boundingBox();
        const dishBox = await block.boundingBox();
        if (!photo || !dishBox) throw new Error("the dish with a photo has no box");
        // A thumbnail, not a banner: at most 7rem wide, at the dish's right edge.
        expect(photo.width).toBeLessThanOrEqual(7 * 16 + 0.5);
        expect(photo.x + photo.width).toBeCloseTo(dishBox.x + dishBox.width, 0);
        for (const part of [
          block.locator(".dish__name"),
          block.locator(".dish__prices"),
          block.locator(".dish__description"),
        ]) {
          const box = await part.boundingBox();
          if (!box) throw new Error(`${part} has no box`);
          expect(box.x + box.width, `${await part.textContent()} ends left of the photo`).toBeLessThanOrEqual(photo.x);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          page.viewportSize()?.width ?? 0,
        );
      },
    );
  }
});
