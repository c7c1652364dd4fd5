import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { allPages, expect, skipBuffetDialog, test } from "./fixtures.js";

const tags = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/** With `bestPractice`, axe's best practices too: every piece of content inside a landmark (`region`), among others. */
async function violations(page: Page, { bestPractice = false } = {}) {
  const results = await new AxeBuilder({ page }).withTags(bestPractice ? [...tags, "best-practice"] : tags).analyze();
  // Rule, help text and the offending elements: enough to find the fault from the report.
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

test.describe("accessibility (axe: WCAG 2.2 A and AA)", () => {
  for (const path of allPages) {
    test(`${path} has no violations`, { tag: "@phone" }, async ({ page }) => {
      await skipBuffetDialog(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  // At desktop width the header shows the nav links instead of the menu button.
  for (const path of ["/", "/en/speisekarte/", "/fr/about/"]) {
    test(`${path} has no violations at desktop width`, { tag: "@desktop" }, async ({ page }) => {
      await skipBuffetDialog(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  for (const path of ["/", "/en/", "/fr/"]) {
    test(`${path} has no violations with the buffet dialog open`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("dialog")).toBeVisible();
      // Wait for the opening animation, so colours are measured at rest.
      await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
      expect(await violations(page, { bestPractice: true })).toEqual([]);
    });
  }

  for (const path of ["/", "/en/speisekarte/", "/fr/404.html"]) {
    test(`${path} has no violations with the cookie notice shown after the buffet dialog`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.locator("[data-cookie-banner]")).toBeVisible();
      expect(await violations(page, { bestPractice: true })).toEqual([]);
    });
  }

  test("has no violations with the drawer open", { tag: "@phone" }, async ({ page }) => {
    await skipBuffetDialog(page);
    await page.goto("/en/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#drawer")).toHaveAttribute("data-state", "open");
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await violations(page, { bestPractice: true })).toEqual([]);
  });

  for (const [path, button, diet] of [
    ["/speisekarte/", "Filter", "Vegan"],
    ["/en/speisekarte/", "Filters", "Vegetarian"],
    ["/fr/speisekarte/", "Filtres", "Végan"],
  ]) {
    test(`${path} has no violations with the filter open and applied`, async ({ page }) => {
      await skipBuffetDialog(page);
      await page.goto(path);
      await page.getByRole("navigation").getByRole("button", { name: button }).click();
      const form = page.locator("form[data-menu-filter]");
      await form.getByRole("radio", { name: diet, exact: true }).check();
      await form.getByRole("checkbox").first().check();
      await expect(form.getByRole("status")).not.toBeEmpty();
      // Wait for the sheet's opening transition, so colours are measured at rest.
      await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
      expect(await violations(page)).toEqual([]);
    });
  }

  for (const path of ["/fr/", "/speisekarte/", "/en/datenschutz/"]) {
    test(`${path} has no violations with the language switcher open`, async ({ page }) => {
      await skipBuffetDialog(page);
      await page.goto(path);
      await page.locator("details[data-language-switcher] summary").click();
      await expect(page.locator("details[data-language-switcher] ul")).toBeVisible();
      expect(await violations(page, { bestPractice: true })).toEqual([]);
    });
  }
});
