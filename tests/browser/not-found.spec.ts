import sharp from "sharp";
import { expect, skipBuffetDialog, test } from "./fixtures.js";

test.describe("not-found page", () => {
  for (const [path, lang, heading, home] of [
    ["/gibt-es-nicht/", "de", "Hoppla! Seite nicht gefunden", "/"],
    ["/en/menu/old-page", "en", "Oops! Page not found", "/en/"],
    ["/fr/rien/du-tout/", "fr", "Oups\u202f! Page introuvable", "/fr/"],
  ]) {
    test(`answers ${path} with status 404, the 404 page in its language and the path in the console`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      // The header and footer are in the page's language too.
      await expect(page.locator("header a.logo")).toHaveAttribute("href", home);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      // The seed's words are on every 404 page.
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/en/");
      // Chromium logs the failed document load itself; ours names the path.
      await expect.poll(() => errors.filter((text) => text.includes(path) && text.includes("404"))).not.toEqual([]);
    });
  }

  for (const path of ["/404.html", "/en/404.html", "/fr/404.html"]) {
    test(`logs nothing when ${path} is opened at its own address`, async ({ page }) => {
      await skipBuffetDialog(page);
      const logged: string[] = [];
      page.on("console", (message) => logged.push(`${message.type()}: ${message.text()}`));
      await page.goto(path);
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      // The widgets have started once the cookie banner shows; by then the 404 log would have been written.
      await expect(page.locator("[data-cookie-banner]")).toBeVisible();
      expect(logged).toEqual([]);
    });
  }

  for (const [path, menu, contact, prefix] of [
    ["/gibt-es-nicht/", "Speisekarte", "Kontakt & Reservierung", "/"],
    ["/en/menu/old-page", "Menu", "Contact & bookings", "/en/"],
    ["/fr/rien/du-tout/", "La carte", "Contact et réservation", "/fr/"],
  ]) {
    test(`leads to the menu and the contact page as well as home (${path})`, async ({ page }) => {
      await skipBuffetDialog(page);
      await page.goto(path);
      const message = page.locator(".not-found__message").first();
      await expect(message.getByRole("link", { name: menu, exact: true })).toHaveAttribute(
        "href",
        `${prefix}speisekarte/`,
      );
      await expect(message.getByRole("link", { name: contact, exact: true })).toHaveAttribute(
        "href",
        `${prefix}kontakt/`,
      );
      // Each a target of at least 44 × 44 px, "Menu" too.
      for (const link of await message.getByRole("link").all()) {
        const box = await link.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
    });
  }

  test("has no language switcher", async ({ page }) => {
    await skipBuffetDialog(page);
    for (const path of ["/unbekannt/", "/en/unknown/", "/fr/inconnu/"]) {
      await page.goto(path);
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      await expect(page.locator("[data-language-switcher]")).toHaveCount(0);
    }
  });

  test("on a window taller than the page, ends in the footer's colour to the window's bottom, with nothing to scroll", {
    tag: "@desktop",
  }, async ({ page }) => {
    await skipBuffetDialog(page);
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.goto("/en/404.html");
    // The cookie notice, which sits over the window's bottom, is answered first.
    const banner = page.locator("[data-cookie-banner]");
    await banner.getByRole("button", { name: "Dismiss", exact: true }).click();
    await expect(banner).toBeHidden();
    const footer = await page.getByRole("contentinfo").boundingBox();
    if (!footer) throw new Error("the page has no footer");
    expect(footer.y + footer.height).toBeLessThan(1560);
    // The page is no taller than the window: the colour below the footer is painted, not laid out.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1600);
    const clip = { x: 0, y: footer.y + footer.height, width: 1280, height: 1600 - (footer.y + footer.height) };
    const { data } = await sharp(await page.screenshot({ clip, animations: "disabled" }))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const notCocoa = [];
    for (let at = 0; at < data.length; at += 3) {
      if (data[at] !== 0x2a || data[at + 1] !== 0x1c || data[at + 2] !== 0x14) notCocoa.push(at / 3);
    }
    expect(notCocoa).toEqual([]);
  });
});
