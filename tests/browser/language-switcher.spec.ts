import { expect, skipBuffetDialog, test } from "./fixtures.js";

const languages = [
  { lang: "de", prefix: "/", label: "Deutsch" },
  { lang: "en", prefix: "/en/", label: "English" },
  { lang: "fr", prefix: "/fr/", label: "Français" },
];

test.describe("language switcher", () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  for (const { lang, prefix, label } of languages) {
    test(`shows "${label}" and links to the same page in the other languages (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}catering/`);
      const switcher = page.locator("details[data-language-switcher]");
      const summary = switcher.locator("summary");
      await expect(summary).toHaveText(label);
      await summary.click();
      const links = switcher.getByRole("link");
      await expect(links).toHaveCount(2);
      for (const other of languages.filter((language) => language.lang !== lang)) {
        const link = switcher.getByRole("link", { name: other.label, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", `${other.prefix}catering/`);
        await expect(link).toHaveAttribute("hreflang", other.lang);
        await expect(link).toHaveAttribute("lang", other.lang);
      }
    });
  }

  test("takes the visitor to the same page in the chosen language", async ({ page }) => {
    await page.goto("/en/speisekarte/");
    const switcher = page.locator("details[data-language-switcher]");
    await switcher.locator("summary").click();
    await switcher.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/speisekarte\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(switcher.locator("summary")).toHaveText("Français");
  });

  test("closes on Escape and gives focus back to its button", async ({ page }) => {
    await page.goto("/en/");
    const switcher = page.locator("details[data-language-switcher]");
    await switcher.locator("summary").click();
    await expect(switcher).toHaveAttribute("open");
    await switcher.getByRole("link", { name: "Deutsch" }).focus();
    await page.keyboard.press("Escape");
    await expect(switcher).not.toHaveAttribute("open");
    await expect(switcher.locator("summary")).toBeFocused();
  });

  test("closes on a click elsewhere on the page", async ({ page }) => {
    await page.goto("/en/");
    const switcher = page.locator("details[data-language-switcher]");
    await switcher.locator("summary").click();
    await expect(switcher).toHaveAttribute("open");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(switcher).not.toHaveAttribute("open");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("opens and its links work", async ({ page }) => {
      await page.goto("/impressum/");
      const switcher = page.locator("details[data-language-switcher]");
      await expect(switcher.locator("summary")).toHaveText("Deutsch");
      await switcher.locator("summary").click();
      await switcher.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/en\/impressum\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
});
