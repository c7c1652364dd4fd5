/**
 * The guest's first minute: calling, reserving and the way here one tap away on every page, and
 * the language switcher where nothing of the page ever lies under it.
 */
import type { Page } from "@playwright/test";
import { allPages, expect, localePrefix, locales, skipBuffetDialog, test } from "./fixtures.js";

const words = {
  de: {
    call: "Anrufen",
    reserve: "Reservieren",
    route: "Route",
    subject: "Reservierungsanfrage",
    body: "Anzahl Personen:",
  },
  en: {
    call: "Call",
    reserve: "Book a table",
    route: "Directions",
    subject: "Reservierungsanfrage",
    body: "Number of guests:",
  },
  fr: {
    call: "Appeler",
    reserve: "Réserver",
    route: "Itinéraire",
    subject: "Reservierungsanfrage",
    body: "Nombre de personnes :",
  },
};
const route = "https://www.openstreetmap.org/directions?to=52.4787%2C13.4373";

/** The bar's three links, as a guest's screen reader names them. */
const bar = (page: Page) => page.getByRole("navigation", { name: /Anrufen|Call|Appeler/ });

test.describe("the action bar", { tag: "@phone" }, () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  for (const lang of locales) {
    for (const size of [
      { width: 320, height: 640 },
      { width: 390, height: 844 },
    ]) {
      test(`calls, reserves and shows the way in one tap from every page (${lang}, ${size.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        const { call, reserve, route: way, subject, body } = words[lang];
        const pages = allPages.filter(
          (path) => path.startsWith(localePrefix(lang)) && (lang !== "de" || !/^\/(en|fr)\//.test(path)),
        );
        for (const path of pages) {
          await page.goto(path);
          const links = bar(page).getByRole("link");
          await expect(links, path).toHaveCount(3);
          const [calling, reserving, finding] = await links.all();
          await expect(calling).toHaveAccessibleName(call);
          await expect(calling).toHaveAttribute("href", "tel:+493012345678");
          await expect(reserving).toHaveAccessibleName(reserve);
          const mail = new URL((await reserving.getAttribute("href")) ?? "");
          expect(mail.protocol).toBe("mailto:");
          expect(mail.searchParams.get("subject")).toBe(subject);
          expect(mail.searchParams.get("body")).toContain(body);
          await expect(finding).toHaveAccessibleName(new RegExp(`^${way}`));
          await expect(finding).toHaveAttribute("href", route);
          await expect(finding).toHaveAttribute("target", "_blank");
          // In reach: on screen, whole, at the bottom, and nothing of the page over them.
          for (const link of [calling, reserving, finding]) {
            await expect(link).toBeInViewport({ ratio: 1 });
            await link.click({ trial: true });
          }
          const box = await page.locator(".action-bar").boundingBox();
          expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(size.height, 0);
        }
      });
    }
  }

  test("works without JavaScript: its links are plain links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${process.env.SITE_TEST_URL}/kontakt/`);
    await expect(bar(page).getByRole("link", { name: "Anrufen" })).toBeVisible();
    await expect(bar(page).getByRole("link", { name: "Reservieren" })).toHaveAttribute("href", /^mailto:/);
    await context.close();
  });

  test("keeps the page's last line above it: the page ends where the bar begins", async ({ page }) => {
    await page.goto("/en/about/");
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole("contentinfo").getByRole("link").last();
    const linkBox = await last.boundingBox();
    const barBox = await page.locator(".action-bar").boundingBox();
    expect((linkBox?.y ?? 0) + (linkBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  });

  test("the drawer offers calling, reserving and the other languages", async ({ page }) => {
    await page.goto("/fr/about/");
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link", { name: /^Appeler le \+49 30 1234 5678$/ })).toHaveAttribute(
      "href",
      "tel:+493012345678",
    );
    await expect(drawer.getByRole("link", { name: "Réserver" })).toHaveAttribute("href", /^mailto:/);
    await expect(drawer.getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", "/about/");
    await expect(drawer.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en/about/");
  });
});

test.describe("the header on a wide screen", { tag: "@desktop" }, () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  for (const lang of locales) {
    const { call, reserve, route: way } = words[lang];
    test(`offers the way here, the phone number and reserving beside ordering, each in one tap (${lang})`, async ({
      page,
    }) => {
      await page.goto(`${localePrefix(lang)}speisekarte/`);
      const header = page.getByRole("banner");
      const phone = header.getByRole("link", { name: /\+49 30 1234 5678$/ });
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAccessibleName(new RegExp(`^${call}`));
      await expect(phone).toHaveAttribute("href", "tel:+493012345678");
      const reserving = header.getByRole("link", { name: reserve, exact: true });
      await expect(reserving).toHaveAttribute("href", /^mailto:/);
      const there = header.getByRole("link", { name: new RegExp(`^${way}\\s?: Baobabweg 7, 12043 Berlin`) });
      await expect(there).toHaveAttribute("href", route);
      await expect(there).toHaveAttribute("target", "_blank");
      // On the first screen, each a target of at least 44 × 44 px.
      const strip = await page.locator(".contact-strip").boundingBox();
      for (const link of [there, phone, reserving]) {
        await expect(link).toBeInViewport({ ratio: 1 });
        const box = await link.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
        expect(box?.width).toBeGreaterThanOrEqual(44);
        // Reached by the keyboard, its focus ring shows whole, on the strip's dark ground.
        await page.keyboard.press("Shift");
        await link.focus();
        const ring = await link.evaluate((element) => {
          const style = getComputedStyle(element);
          const out = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth);
          const { top, bottom } = element.getBoundingClientRect();
          return {
            visible: element.matches(":focus-visible") && style.outlineStyle !== "none",
            top: top - out,
            bottom: bottom + out,
          };
        });
        expect(ring.visible).toBe(true);
        expect(ring.top).toBeGreaterThanOrEqual(Math.max(0, strip?.y ?? 0));
        expect(ring.bottom).toBeLessThanOrEqual((strip?.y ?? 0) + (strip?.height ?? 0));
      }
      // The phone's bar is for phones: here its links are gone, the switcher stays.
      await expect(bar(page)).toBeHidden();
      await expect(page.locator("details[data-language-switcher]")).toBeVisible();
    });
  }
});

test.describe("the footer", () => {
  test("offers the same page in the other languages as plain links", async ({ page }) => {
    await skipBuffetDialog(page);
    await page.goto("/en/catering/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", "/catering/");
    await expect(footer.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr/catering/");
    await expect(footer.getByRole("link", { name: "Français" })).toHaveAttribute("hreflang", "fr");
  });
});

/**
 * What of the page lies under the language switcher, at every quarter screen of scrolling from the
 * top to the end: the text (the boxes of its lines) and the controls that `elementsFromPoint` finds
 * at points across the switcher's box. An opaque surface the switcher sits on (the action bar on a
 * phone) hides what is behind it, so the search stops there; the switcher's own parts are skipped.
 */
function underSwitcher(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const switcher = document.querySelector(".language-switcher") as HTMLElement;
    const surface = switcher.closest(".action-bar") as HTMLElement;
    const opaque = (element: Element) => {
      const colour = getComputedStyle(element).backgroundColor;
      return colour !== "transparent" && !/rgba\(.*, 0\)$/.test(colour) && !/rgba\(.*, 0\.\d+\)$/.test(colour);
    };
    const control = "a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex='-1'])";
    const textAt = (element: Element, x: number, y: number) =>
      [...element.childNodes].some((node) => {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
      });
    const found = new Set<string>();
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; ; y = Math.min(end, y + innerHeight / 4)) {
      scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const box = switcher.getBoundingClientRect();
      for (let x = box.left + 1; x < box.right; x += 4) {
        for (let py = box.top + 1; py < box.bottom; py += 4) {
          for (const element of document.elementsFromPoint(x, py)) {
            if (switcher.contains(element)) continue;
            if (surface && element === surface && opaque(surface)) break;
            if (element.matches(control) || textAt(element, x, py)) {
              found.add(
                `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" at ${Math.round(y)}`,
              );
            }
          }
        }
      }
      if (y >= end) break;
    }
    return [...found];
  });
}

test.describe("the language switcher", () => {
  const sizes = [
    { width: 320, height: 640 },
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ];
  for (const size of sizes) {
    for (const lang of locales) {
      for (const notice of [false, true]) {
        test(`covers nothing of any page while it scrolls by (${lang}, ${size.width} px${notice ? ", cookie notice up" : ""})`, {
          tag: size.width > 400 ? "@desktop" : "@phone",
        }, async ({ page }) => {
          test.slow();
          await skipBuffetDialog(page);
          if (!notice) await page.addInitScript(() => localStorage.setItem("cookie-accepted", "true"));
          await page.setViewportSize(size);
          const under: string[] = [];
          const pages = allPages.filter(
            (path) =>
              path.startsWith(localePrefix(lang)) &&
              !path.endsWith("404.html") &&
              (lang !== "de" || !/^\/(en|fr)\//.test(path)),
          );
          for (const path of pages) {
            await page.goto(path);
            await expect(page.locator("[data-cookie-banner]")).toBeVisible({ visible: notice });
            under.push(...(await underSwitcher(page)).map((what) => `${path}: ${what}`));
          }
          expect(under).toEqual([]);
        });
      }
    }
  }

  test("finds what a switcher over the page covers", { tag: "@desktop" }, async ({ page }) => {
    // The check above must be able to fail: the switcher moved over the menu's prices.
    await skipBuffetDialog(page);
    await page.goto("/speisekarte/");
    await page.addStyleTag({ content: ".action-bar { right: 12rem !important }" });
    expect(await underSwitcher(page)).not.toEqual([]);
  });

  for (const lang of locales) {
    test(`takes at most 3,200 px² of a 390 px phone's screen (${lang})`, { tag: "@phone" }, async ({ page }) => {
      await skipBuffetDialog(page);
      await page.goto(`${localePrefix(lang)}speisekarte/`);
      const box = await page.locator("details[data-language-switcher]").boundingBox();
      expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(3200);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      // The seed's place: fixed at the bottom right.
      expect(390 - ((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThan(24);
      expect(844 - ((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThan(24);
    });
  }
});
