import { expect, skipBuffetDialog, test } from "./fixtures.js";

const labels = [
  { lang: "de", path: "/", accept: "Akzeptieren", dismiss: "Ablehnen" },
  { lang: "en", path: "/en/", accept: "Accept", dismiss: "Dismiss" },
  { lang: "fr", path: "/fr/", accept: "Accepter", dismiss: "Rejeter" },
];

const stored = (page: import("@playwright/test").Page) => page.evaluate(() => localStorage.getItem("cookie-accepted"));

test.describe("cookie banner", () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  for (const { lang, path, accept, dismiss } of labels) {
    test(`offers ${accept} and ${dismiss} in ${lang}`, async ({ page }) => {
      await page.goto(path);
      const banner = page.locator("[data-cookie-banner]");
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("button", { name: accept, exact: true })).toBeVisible();
      await expect(banner.getByRole("button", { name: dismiss, exact: true })).toBeVisible();
    });
  }

  test('stores "true" on Accept and stays away after a reload', async ({ page }) => {
    await page.goto("/en/");
    const banner = page.locator("[data-cookie-banner]");
    expect(await stored(page)).toBeNull();
    await banner.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toBe("true");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    await page.goto("/en/about/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test("stores nothing on Dismiss and comes back after a reload", async ({ page }) => {
    await page.goto("/en/");
    const banner = page.locator("[data-cookie-banner]");
    await banner.getByRole("button", { name: "Dismiss", exact: true }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toBeNull();
    await page.reload();
    await expect(banner).toBeVisible();
  });
});
