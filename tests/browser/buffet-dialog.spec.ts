import { expect, test } from "./fixtures.js";

const dates = [
  {
    lang: "de",
    path: "/",
    date: "Sonntag, 6. Dezember",
    close: "Schließen",
    calendar: "In den Kalender eintragen",
    directions: "Wegbeschreibung",
    menu: "Zur Speisekarte",
  },
  {
    lang: "en",
    path: "/en/",
    date: "Sunday, 6 December",
    close: "Close",
    calendar: "Add to calendar",
    directions: "Directions",
    menu: "See the menu",
  },
  {
    lang: "fr",
    path: "/fr/",
    date: "dimanche 6 décembre",
    close: "Fermer",
    calendar: "Ajouter à l’agenda",
    directions: "Itinéraire",
    menu: "Voir la carte",
  },
];

test.describe("buffet dialog", () => {
  for (const { lang, path, date } of dates) {
    test(`shows the buffet's weekday, date and time in ${lang}`, async ({ page }) => {
      await page.goto(path);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(date);
      await expect(dialog).toContainText("14:00–20:00");
    });
  }

  for (const { lang, path, calendar, directions, menu } of dates) {
    test(`offers the calendar, the way there and the menu beside closing it (${lang})`, async ({ page }) => {
      await page.goto(path);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: calendar })).toHaveAttribute(
        "href",
        `${path}buffet-2026-12-06-1400.ics`,
      );
      await expect(dialog.getByRole("link", { name: calendar })).toHaveAttribute("download", "");
      const way = dialog.getByRole("link", { name: directions });
      await expect(way).toHaveAttribute(
        "href",
        "https://www.openstreetmap.org/directions?to=Baobabweg%207%2C%2012043%20Berlin",
      );
      await expect(way).toHaveAttribute("target", "_blank");
      await expect(way).toHaveAttribute("rel", "noopener noreferrer");
      await dialog.getByRole("link", { name: menu }).click();
      await expect(page).toHaveURL(new RegExp(`${path}speisekarte/$`));
      await expect(page.locator("dialog[data-buffet-dialog]")).toBeHidden();
    });
  }

  test("opens on the not-found page as on any other", async ({ page }) => {
    await page.goto("/en/no-such-page/");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "See the menu" })).toHaveAttribute("href", "/en/speisekarte/");
  });

  test("opens as a modal on the first page of a browser session", async ({ page }) => {
    await page.goto("/en/about/");
    const dialog = page.locator("dialog[data-buffet-dialog]");
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(dialog.locator(":focus"), "focus moves into the dialog").toHaveCount(1);
  });

  test("shows the ring of its focused close button whole, inside its edges", async ({ page }) => {
    await page.goto("/");
    const close = page.locator("dialog[data-buffet-dialog]").getByRole("button", { name: "Schließen" }).first();
    await expect(close).toBeFocused();
    const ring = await close.evaluate((button) => {
      const style = getComputedStyle(button);
      const dialog = button.closest("dialog") as HTMLElement;
      const box = button.getBoundingClientRect();
      const frame = dialog.getBoundingClientRect();
      const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
      const edge = Number.parseFloat(getComputedStyle(dialog).borderTopWidth);
      return {
        shown: button.matches(":focus-visible") && style.outlineStyle !== "none",
        top: box.top - reach - (frame.top + edge),
        right: frame.right - edge - (box.right + reach),
      };
    });
    expect(ring.shown).toBe(true);
    // The dialog clips what lies past its inside edges: the ring must start within them.
    expect(ring.top).toBeGreaterThanOrEqual(-0.5);
    expect(ring.right).toBeGreaterThanOrEqual(-0.5);
  });

  test("waits for the next page when the guest opened something else before the page had loaded", async ({ page }) => {
    // A slow connection: the fonts, and with them the page's load, come only when let through.
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    await page.route(/\/fonts\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/en/about/", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    // The drawer on a phone, the languages on a wider screen: what a guest opens first.
    const phone = (page.viewportSize()?.width ?? 0) < 640;
    const opened = phone ? page.locator("#drawer") : page.locator("details[data-language-switcher]");
    if (phone) await page.getByRole("button", { name: "Menu" }).click();
    else await opened.locator("summary").click();
    await expect(opened).toHaveAttribute(phone ? "data-state" : "open", phone ? "open" : "");
    letThrough();
    await page.waitForLoadState("load");
    // Past the moment the pop-up opens at (the frame after load, then a task): two of each.
    for (let round = 0; round < 2; round++)
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    await expect(page.locator("dialog[data-buffet-dialog]")).toBeHidden();
    await expect(opened).toHaveAttribute(phone ? "data-state" : "open", phone ? "open" : "");
    await expect(page.locator("[data-cookie-banner]")).toBeHidden();

    // The next page brings it.
    await page.unroute(/\/fonts\//);
    await page.goto("/en/speisekarte/");
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("does not re-open on the next page of the same session", async ({ page }) => {
    await page.goto("/en/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.goto("/en/speisekarte/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("dialog[data-buffet-dialog]")).toBeHidden();
  });

  test("does not re-open on the next page even when left open", async ({ page }) => {
    await page.goto("/fr/");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.goto("/fr/about/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("dialog[data-buffet-dialog]")).toBeHidden();
  });

  test("closes on Escape", async ({ page }) => {
    await page.goto("/en/");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  for (const { lang, path, close } of dates) {
    test(`closes on the ✕ button named "${close}" (${lang})`, async ({ page }) => {
      await page.goto(path);
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: close, exact: true }).filter({ hasText: "✕" }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test("closes on the text button", async ({ page }) => {
    await page.goto("/en/");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Close", exact: true }).filter({ hasNotText: "✕" }).click();
    await expect(dialog).toBeHidden();
  });

  test("closes on a click on the backdrop but not on a click inside", async ({ page }) => {
    await page.goto("/en/");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading").click();
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error("the dialog has no box");
    // The larger free strip above or below the dialog's box is backdrop.
    const below = viewport.height - (box.y + box.height);
    const y = box.y > below ? box.y / 2 : box.y + box.height + below / 2;
    expect(Math.max(box.y, below), "no backdrop visible around the dialog").toBeGreaterThan(4);
    await page.mouse.click(viewport.width / 2, y);
    await expect(dialog).toBeHidden();
  });

  test("keeps Tab and Shift+Tab inside while open", async ({ page }) => {
    await page.goto("/en/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const buttons = dialog.getByRole("button");
    await expect(buttons.first()).toBeFocused();
    const count = await dialog.evaluate(
      (element) => element.querySelectorAll("a[href], button, [tabindex]:not([tabindex='-1'])").length,
    );
    for (let step = 0; step <= count; step++) {
      await page.keyboard.press("Tab");
      await expect(dialog.locator(":focus")).toHaveCount(1);
    }
    await buttons.first().focus();
    await page.keyboard.press("Shift+Tab");
    await expect(buttons.last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(buttons.first()).toBeFocused();
  });

  for (const { lang, path } of dates) {
    test(`gives focus back to the start of the page, the cookie notice's buttons right after the skip link (${lang})`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      const notice = page.locator("[data-cookie-banner]");
      await expect(notice).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(page.locator(".skip-link")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(notice.getByRole("button").first()).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(notice.getByRole("button").last()).toBeFocused();
    });
  }

  for (const { lang, path } of dates) {
    test(`is a card with the page around it, at most 60 % of a 390 × 844 screen (${lang})`, { tag: "@phone" }, async ({
      page,
    }) => {
      await page.goto(path);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      const share = ((box?.width ?? 0) * (box?.height ?? 0)) / (390 * 844);
      expect(share).toBeLessThanOrEqual(0.6);
      // Nothing of it is cut off: all it offers is on the screen.
      for (const item of await dialog.locator("a:visible, button:visible").all())
        await expect(item).toBeInViewport({ ratio: 1 });
    });
  }

  for (const { lang, path } of dates) {
    test(`keeps each label of date, time and place whole and their values in one column, 320 px wide too (${lang})`, {
      tag: "@phone",
    }, async ({ page }) => {
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 640 });
        await page.goto(path);
        const dialog = page.getByRole("dialog");
        await expect(dialog.locator(".buffet-details").first()).toBeVisible();
        // Each buffet's list: its labels, the lines each takes, and where its value starts.
        const lists = await dialog.evaluate((element) =>
          [...element.querySelectorAll(".buffet-details")]
            .filter((list) => list.getClientRects().length > 0)
            .map((list) =>
              [...list.querySelectorAll("dt")].map((label) => {
                const range = document.createRange();
                range.selectNodeContents(label);
                const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
                const value = label.nextElementSibling?.getBoundingClientRect().left;
                return { label: label.textContent, lines: lines.size, value };
              }),
            ),
        );
        expect(lists.length).toBeGreaterThan(0);
        for (const labels of lists) {
          expect(labels).toHaveLength(3);
          for (const { label, lines } of labels) expect(lines, `"${label}" on one line at ${width} px`).toBe(1);
          expect(new Set(labels.map(({ value }) => value)).size, `the values line up at ${width} px`).toBe(1);
        }
        await page.evaluate(() => sessionStorage.clear());
      }
    });
  }

  test("offers the menu only off the menu page", async ({ page }) => {
    await page.goto("/en/speisekarte/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Directions" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "See the menu" })).toHaveCount(0);
  });

  test("goes at the buffet's end on a page left open, without a reload", async ({ page }) => {
    // An hour before the first buffet ends (6 December, 20:00 in Berlin); the clock then runs past it.
    const before = new Date("2026-12-06T19:00:00+01:00");
    await page.clock.install({ time: before });
    // Time runs from here (the fixtures fix it at the build's day).
    await page.clock.setSystemTime(before);
    await page.goto("/en/");
    // The one buffet each block shows; the others wait hidden in the page.
    const dialog = page.getByRole("dialog").locator(".buffet-event:visible");
    const promo = page.locator(".buffet-promo .buffet-event:visible");
    await expect(dialog).toContainText("Sunday, 6 December");
    await expect(promo).toContainText("Sunday, 6 December");
    await page.clock.runFor("01:00:01");
    // The next buffet shows in its place, on the page and in the pop-up, which stays open.
    await expect(promo).toContainText("10 January");
    await expect(dialog).toContainText("10 January");
    await expect(promo).toHaveCount(1);
    // Past the last one's end (10 January, 19:00): the promotion goes, the pop-up closes and frees the page.
    await page.clock.runFor(35 * 24 * 60 * 60 * 1000);
    await expect(page.locator(".buffet-promo")).toBeHidden();
    await expect(page.locator("dialog[data-buffet-dialog]")).toBeHidden();
    expect(
      await page.locator("dialog[data-buffet-dialog]").evaluate((element) => (element as HTMLDialogElement).open),
    ).toBe(false);
  });
});
