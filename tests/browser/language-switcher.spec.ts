import sharp from "sharp";
import { expect, skipBuffetDialog, test } from "./fixtures.js";

const languages = [
  { lang: "de", prefix: "/", label: "Deutsch", name: "Sprache wählen: Deutsch" },
  { lang: "en", prefix: "/en/", label: "English", name: "Choose language: English" },
  { lang: "fr", prefix: "/fr/", label: "Français", name: "Choisir la langue: Français" },
];

test.describe("language switcher", () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  for (const { lang, prefix, label, name } of languages) {
    test(`shows "${label}" and links to the same page in the other languages (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}catering/`);
      const switcher = page.locator("details[data-language-switcher]");
      const summary = switcher.locator("summary");
      await expect(summary).toHaveAccessibleName(name);
      // Small enough for the bar and the page's margin: the language's code; its name is the button's name.
      await expect(summary).toHaveText(lang.toUpperCase(), { useInnerText: true });
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
    await expect(switcher.locator("summary")).toHaveAccessibleName(/Français$/);
  });

  test("shows the keyboard's focus on its button with 3:1 contrast over the page and over the footer", async ({
    page,
  }) => {
    await page.goto("/en/about/");
    const summary = page.locator("details[data-language-switcher] summary");
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) =>
        c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
      );
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const contrast = (a: number[], b: number[]) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    for (const where of ["top", "footer"] as const) {
      await page.evaluate((where) => scrollTo(0, where === "top" ? 0 : document.body.scrollHeight), where);
      const box = await summary.boundingBox();
      if (!box) throw new Error("the language button has no box");
      const clip = { x: box.x - 10, y: box.y - 10, width: box.width + 20, height: box.height + 20 };
      const pixels = async () => {
        const { data } = await sharp(await page.screenshot({ clip, animations: "disabled" }))
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        return data;
      };
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const before = await pixels();
      // Reached by the keyboard: Tab from the element before it.
      await summary.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(summary).toBeFocused();
      const after = await pixels();
      // WCAG's focus appearance: the pixels the focus changes, by at least 3:1, around the whole button.
      let changed = 0;
      for (let at = 0; at < before.length; at += 3) {
        const was = [before[at], before[at + 1], before[at + 2]];
        const is = [after[at], after[at + 1], after[at + 2]];
        if (contrast(was, is) >= 3) changed++;
      }
      const scale = before.length / 3 / (clip.width * clip.height);
      expect(changed / scale, `the focus ring over the ${where}`).toBeGreaterThan(2 * (box.width + box.height) * 2);
    }
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

  for (const { lang, prefix } of languages) {
    test(`is a compact pill on a phone, a globe and "${lang.toUpperCase()}"`, { tag: "@phone" }, async ({ page }) => {
      await page.goto(`${prefix}speisekarte/`);
      const pill = page.locator("details[data-language-switcher] summary");
      await expect(pill).toHaveText(lang.toUpperCase(), { useInnerText: true });
      const box = await pill.boundingBox();
      if (!box) throw new Error("the switcher has no box");
      // The seed's place, fixed bottom right; small enough to cover little of what the guest reads.
      expect(box.width * box.height).toBeLessThanOrEqual(3200);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(390 - (box.x + box.width)).toBeLessThan(24);
    });

    test(`shows each name of its list whole, on one line (${lang})`, { tag: "@phone" }, async ({ page }) => {
      await page.goto(`${prefix}speisekarte/`);
      const switcher = page.locator("details[data-language-switcher]");
      await switcher.locator("summary").click();
      const links = switcher.getByRole("link");
      await expect(links).toHaveCount(2);
      // One box per line the name's text takes: a name broken inside its word takes two or three.
      const lines = await links.evaluateAll((all) =>
        all.map((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          return [
            link.textContent?.trim(),
            new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
          ];
        }),
      );
      expect(lines.filter(([, count]) => count !== 1)).toEqual([]);
    });
  }

  for (const path of ["/", "/en/catering/", "/fr/datenschutz/"]) {
    test(`covers none of the page's last lines once scrolled to the end of ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight)))
        .toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollHeight - 1));
      const covered = await page.evaluate(() => {
        const pill = document.querySelector("details[data-language-switcher]")?.getBoundingClientRect();
        if (!pill) return ["no switcher"];
        const found: string[] = [];
        const walker = document.createTreeWalker(document.querySelector("footer") as Node, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            const apart =
              rect.right <= pill.left || rect.left >= pill.right || rect.bottom <= pill.top || rect.top >= pill.bottom;
            if (!apart) found.push(node.textContent.trim());
          }
        }
        return found;
      });
      expect(covered).toEqual([]);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("opens and its links work", async ({ page }) => {
      await page.goto("/impressum/");
      const switcher = page.locator("details[data-language-switcher]");
      await expect(switcher.locator("summary")).toHaveAccessibleName(/Deutsch$/);
      await switcher.locator("summary").click();
      await switcher.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/en\/impressum\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
});
