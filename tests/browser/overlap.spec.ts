import type { Locator } from "@playwright/test";
import { allPages, expect, pagesWiderThan, skipBuffetDialog, test } from "./fixtures.js";

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** What is fixed at the bottom: the action bar with the language switcher, and the cookie notice above it. */
test.describe("banner, switcher and dialog", () => {
  for (const path of ["/", "/en/speisekarte/", "/fr/datenschutz/"]) {
    test(`the cookie banner and the language switcher never cover each other on ${path}`, async ({ page }) => {
      await skipBuffetDialog(page);
      await page.goto(path);
      const banner = page.locator("[data-cookie-banner]");
      const switcher = page.locator("details[data-language-switcher]");
      await expect(banner).toBeVisible();
      expect(overlaps(await box(banner), await box(switcher))).toBe(false);
      // Opened, its list of languages stays clear of the banner too.
      await switcher.locator("summary").click();
      const list = switcher.getByRole("list");
      await expect(list).toBeVisible();
      expect(overlaps(await box(banner), await box(list))).toBe(false);
      expect(overlaps(await box(banner), await box(switcher))).toBe(false);
      // Both stay usable: the language links and both banner buttons take clicks.
      await banner.getByRole("button").last().click({ trial: true });
      await banner.getByRole("button").first().click({ trial: true });
      await list.getByRole("link").first().click({ trial: true });
    });
  }

  for (const path of ["/", "/en/", "/fr/"]) {
    test(`on a first visit to ${path} at 390×844 the banner and the switcher leave the hero's calls to action free`, {
      tag: "@phone",
    }, async ({ page }) => {
      await skipBuffetDialog(page);
      await page.goto(path);
      const banner = page.locator("[data-cookie-banner]");
      const switcher = page.locator("details[data-language-switcher]");
      await expect(banner).toBeVisible();
      const actions = page.locator(".hero .actions > *");
      await expect(actions).toHaveCount(2);
      for (const action of await actions.all()) {
        const area = await box(action);
        expect(area.y + area.height).toBeLessThanOrEqual(844);
        expect(overlaps(area, await box(banner)), (await action.textContent()) ?? "").toBe(false);
        expect(overlaps(area, await box(switcher)), (await action.textContent()) ?? "").toBe(false);
        await action.click({ trial: true });
      }
    });
  }

  for (const path of ["/", "/about/", "/fr/speisekarte/"]) {
    test(`the language switcher does not jump on ${path} when the cookie banner appears`, async ({ page }) => {
      await skipBuffetDialog(page);
      // A web font arriving late reflows text anywhere, the banner's included; that is the
      // fonts' own matter. Without them, only the banner appearing could move the switcher.
      await page.route("**/*.woff2", (route) => route.abort());
      await page.goto(path);
      await expect(page.locator("[data-cookie-banner]")).toBeVisible();
      // Every layout shift of the dock since the page began, once a frame has passed.
      const moved = await page.evaluate(async () => {
        await new Promise(requestAnimationFrame);
        const observer = new PerformanceObserver(() => {});
        observer.observe({ type: "layout-shift", buffered: true });
        const entries = observer.takeRecords() as (PerformanceEntry & { sources: { node?: Node }[] })[];
        observer.disconnect();
        return entries
          .flatMap((entry) => entry.sources.map((source) => source.node))
          .filter(
            (node): node is Element =>
              node instanceof Element && node.closest(".action-bar, .language-switcher") !== null,
          )
          .map((node) => node.className);
      });
      expect(moved).toEqual([]);
    });
  }

  for (const path of ["/", "/en/", "/fr/speisekarte/"]) {
    test(`on a first visit to ${path} the cookie notice waits until the buffet pop-up is closed`, async ({ page }) => {
      await page.goto(path);
      const dialog = page.getByRole("dialog");
      const banner = page.locator("[data-cookie-banner]");
      await expect(dialog).toBeVisible();
      await expect(banner).toBeHidden();
      // The dialog is modal: the page, the switcher included, waits under its backdrop.
      const { x, y, width, height } = await box(page.locator("details[data-language-switcher] summary"));
      const covered = await page.evaluate(
        ([px, py]) => document.elementFromPoint(px, py)?.closest("dialog") !== null,
        [x + width / 2, y + height / 2],
      );
      expect(covered, "the dialog covers the switcher").toBe(true);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(banner).toBeVisible();
      expect(overlaps(await box(banner), await box(page.locator("details[data-language-switcher]")))).toBe(false);
    });
  }

  test("the cookie notice shows at once when every buffet is over by the visitor's clock", async ({ page }) => {
    // A page built before the last buffet, read after it ended: no pop-up, so nothing to wait for.
    await page.clock.setFixedTime(new Date("2027-01-11T10:00:00+01:00"));
    await page.goto("/en/");
    await expect(page.locator("[data-cookie-banner]")).toBeVisible();
    await expect(page.locator("dialog[data-buffet-dialog]")).toBeHidden();
  });

  test("the cookie notice shows when the browser cannot open the pop-up", async ({ page }) => {
    await page.addInitScript(() => {
      HTMLDialogElement.prototype.showModal = () => {
        throw new Error("showModal is not supported");
      };
    });
    await page.goto("/en/");
    await expect(page.locator("[data-cookie-banner]")).toBeVisible();
    await expect(page.locator("dialog[data-buffet-dialog]")).toBeHidden();
  });

  test("no page reaches past the edge of a 320 px phone, in any language", { tag: "@phone" }, async ({ page }) => {
    await skipBuffetDialog(page);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await pagesWiderThan(page, 320, allPages)).toEqual([]);
  });
});
