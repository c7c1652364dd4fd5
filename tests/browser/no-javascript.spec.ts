import { allPages, expect, test } from "./fixtures.js";

const navLinks = ["Home", "About us", "Menu", "Catering", "Event venue"];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // One test per page: 25 pages in one test outlasted its time on a busy machine.
  for (const path of allPages) {
    test(`${path} reads completely and shows no overlay`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Every piece of text in <main> is on screen, none waits for a script.
      const unseen = await page.locator("main").evaluate((main) =>
        [...main.querySelectorAll("h1, h2, h3, h4, p, li, dt, dd, a, button, td, th")]
          .filter((element) => !element.closest(".visually-hidden"))
          // The menu's "no dish left" note shows only when the filter leaves nothing, the filter
          // itself when its button opens it, later buffets wait for the one before to end, and
          // the script writes the "open now" line; a computer has no maps app for the contact page's geo: link.
          .filter(
            (element) =>
              !element.closest(
                "[data-menu-none], [popover], [data-event-end][hidden], [data-open-now], .directions__app",
              ),
          )
          .filter((element) => !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(unseen).toEqual([]);
      await expect(page.locator("footer")).toBeVisible();
      await expect(page.locator("dialog")).toBeHidden();
      await expect(page.locator("[data-cookie-banner]")).toBeHidden();
      await expect(page.locator("#drawer")).toBeHidden();
    });
  }

  test("reaches the five nav links on a phone through the menu link", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/en/catering/");
    await page.getByRole("banner").getByRole("link", { name: "Menu", exact: true }).click();
    await expect(page).toHaveURL(/#footer-nav$/);
    const footerNav = page.locator("#footer-nav");
    await expect(footerNav).toBeInViewport();
    for (const name of navLinks) {
      await expect(footerNav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await footerNav.getByRole("link", { name: "About us", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about\/$/);
  });

  test("shows the five nav links in the header on a desktop", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/en/catering/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const name of navLinks) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
  });
});
