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

  test("logs nothing when the 404 page is opened at its own address", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(`${message.type()}: ${message.text()}`));
    await page.goto("/404.html");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    // The widgets have started once the cookie banner shows; by then the 404 log would have been written.
    await expect(page.locator("[data-cookie-banner]")).toBeVisible();
    expect(logged).toEqual([]);
  });

  test("has no language switcher and no buffet dialog", async ({ page }) => {
    await page.goto("/unbekannt/");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.locator("[data-language-switcher]")).toHaveCount(0);
    await expect(page.locator("dialog")).toHaveCount(0);
  });
});
