import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";

/** With no storage to remember it in, the buffet pop-up opens on every page: close it first. */
async function closeBuffetDialog(page: Page): Promise<void> {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/**
 * Storage blocked (cookies off, some private modes): even reading
 * window.localStorage throws. The page and every widget must carry on.
 */
test.describe("robustness", () => {
  test.describe("when localStorage and sessionStorage throw", () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        for (const name of ["localStorage", "sessionStorage"]) {
          Object.defineProperty(window, name, {
            configurable: true,
            get() {
              throw new DOMException("The operation is insecure.", "SecurityError");
            },
          });
        }
      });
    });

    test("still shows and closes the buffet dialog", async ({ page }) => {
      await page.goto("/en/");
      expect(
        await page.evaluate(() => {
          try {
            return typeof window.localStorage;
          } catch {
            return "throws";
          }
        }),
      ).toBe("throws");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).last().click();
      await expect(dialog).toBeHidden();
    });

    test("still shows the cookie banner and hides it on Accept", async ({ page }) => {
      await page.goto("/en/");
      await closeBuffetDialog(page);
      const banner = page.locator("[data-cookie-banner]");
      await expect(banner).toBeVisible();
      await banner.getByRole("button", { name: "Accept", exact: true }).click();
      await expect(banner).toBeHidden();
    });

    test("still switches languages", async ({ page }) => {
      await page.goto("/en/about/");
      await closeBuffetDialog(page);
      const switcher = page.locator("details[data-language-switcher]");
      await switcher.locator("summary").click();
      await switcher.getByRole("link", { name: "Deutsch" }).click();
      await expect(page).toHaveURL(/\/about\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
    });

    test("still opens and closes the drawer", { tag: "@phone" }, async ({ page }) => {
      await page.goto("/en/");
      await closeBuffetDialog(page);
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.locator("#drawer")).toHaveAttribute("data-state", "open");
      await page.keyboard.press("Escape");
      await expect(page.locator("#drawer")).toBeHidden();
    });
  });

  test("the other widgets work when one fails to start", { tag: "@phone" }, async ({ page }) => {
    // A browser without <dialog>: the buffet dialog cannot open.
    await page.addInitScript(() => {
      HTMLDialogElement.prototype.showModal = () => {
        throw new TypeError("showModal is not supported");
      };
    });
    await page.goto("/en/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-cookie-banner]")).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#drawer")).toHaveAttribute("data-state", "open");
  });
});
