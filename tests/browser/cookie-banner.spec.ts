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

  // The window as it comes, and a phone's at 200 % zoom, upright and sideways.
  for (const size of [undefined, { width: 195, height: 422 }, { width: 422, height: 195 }]) {
    const at = size ? ` at ${size.width}×${size.height}` : "";
    test(`hides no link the keyboard reaches while it waits for an answer${at}`, async ({ page }) => {
      if (size) await page.setViewportSize(size);
      await hidesNoLink(page);
    });

    test(`leaves every language of the switcher on screen while it shows${at}`, async ({ page }) => {
      if (size) await page.setViewportSize(size);
      await page.goto("/speisekarte/");
      await expect(page.locator("[data-cookie-banner]")).toBeVisible();
      const switcher = page.locator("details[data-language-switcher]");
      for (const where of ["top", "end"] as const) {
        await page.evaluate((where) => scrollTo(0, where === "top" ? 0 : document.body.scrollHeight), where);
        await switcher.locator("summary").click();
        for (const name of ["English", "Français"])
          await expect(switcher.getByRole("link", { name, exact: true }), `${name} at the ${where}`).toBeInViewport({
            ratio: 1,
          });
        await page.keyboard.press("Escape");
        await expect(switcher).not.toHaveAttribute("open");
      }
    });
  }

  async function hidesNoLink(page: import("@playwright/test").Page) {
    await page.goto("/speisekarte/");
    const banner = page.locator("[data-cookie-banner]");
    await expect(banner).toBeVisible();
    const last = page.getByRole("contentinfo").getByRole("link").last();
    const hidden: string[] = [];
    // Through the page to the footer's last link, as a guest with a keyboard goes.
    for (let step = 0; step < 120 && !(await last.evaluate((link) => link === document.activeElement)); step++) {
      await page.keyboard.press("Tab");
      const covered = await page.evaluate(() => {
        const focused = document.activeElement;
        const notice = document.querySelector("[data-cookie-banner]");
        if (!(focused instanceof HTMLElement) || !notice || notice.contains(focused)) return undefined;
        // Hidden: the notice is what the guest sees at a point of the link, drawn over it.
        const box = focused.getBoundingClientRect();
        // Along its middle line: its rounded corners are not the link.
        const middle = (box.top + box.bottom) / 2;
        const points = [0.1, 0.5, 0.9].map((at) => [box.left + box.width * at, middle]);
        return points.some(([x, y]) => notice.contains(document.elementFromPoint(x, y)))
          ? focused.textContent?.trim()
          : undefined;
      });
      if (covered) hidden.push(covered);
    }
    await expect(last).toBeFocused();
    expect(hidden).toEqual([]);
  }

  for (const { lang, path } of labels) {
    for (const { width, height, most } of [
      { width: 390, height: 844, most: 0.12 },
      { width: 320, height: 640, most: 0.16 },
    ]) {
      test(`is one slim bar, at most ${most * 100} % of a ${width} × ${height} screen with all on it (${lang})`, {
        tag: "@phone",
      }, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(`${path}speisekarte/`);
        const banner = page.locator("[data-cookie-banner]");
        await expect(banner).toBeVisible();
        const box = await banner.boundingBox();
        expect(((box?.width ?? 0) * (box?.height ?? 0)) / (width * height)).toBeLessThanOrEqual(most);
        // Everything on it is inside that bar, whole.
        for (const part of await banner.locator("p, button").all()) {
          const inner = await part.boundingBox();
          expect(inner?.y).toBeGreaterThanOrEqual(box?.y ?? 0);
          expect((inner?.y ?? 0) + (inner?.height ?? 0)).toBeLessThanOrEqual((box?.y ?? 0) + (box?.height ?? 0));
          await expect(part).toBeInViewport({ ratio: 1 });
        }
      });
    }
  }

  test("comes right after the skip link in the Tab order while it asks", async ({ page }) => {
    await page.goto("/fr/about/");
    const banner = page.locator("[data-cookie-banner]");
    await expect(banner).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator(".skip-link")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Accepter" })).toBeFocused();
  });

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
