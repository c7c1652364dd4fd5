import { expect, test } from "./fixtures.js";

test.describe("not-found page", () => {
  for (const path of ["/gibt-es-nicht/", "/en/menu/old-page"]) {
    test(`answers ${path} with status 404, the 404 page and the path in the console`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/en/");
      // Chromium logs the failed document load itself; ours names the path.
      await expect.poll(() => errors.filter((text) => text.includes(path) && text.includes("404"))).not.toEqual([]);
    });
  }

  test("has no language switcher and no buffet dialog", async ({ page }) => {
    await page.goto("/unbekannt/");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.locator("[data-language-switcher]")).toHaveCount(0);
    await expect(page.locator("dialog")).toHaveCount(0);
  });
});
