import type { Page } from "@playwright/test";
import { BUFFET_DIALOG_DONE } from "../../cli/shared/constants.js";
import { expect, holdRoute, skipBuffetDialog, test } from "./fixtures.js";

/**
 * "Open now", closure notices and buffets, at pinned moments, seen from a
 * browser in New York: the site must count in Berlin time whatever the
 * visitor's own zone. The site was built in November 2026 (tests/browser/now.ts).
 */
test.use({ timezoneId: "America/New_York" });

async function openAt(page: Page, path: string, iso: string) {
  await page.clock.setFixedTime(new Date(iso));
  await page.goto(path);
}

const footerLine = (page: Page) => page.locator("footer [data-open-now]");

test.describe("open now", () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  for (const [when, iso, line] of [
    ["a minute before Tuesday's opening", "2026-11-17T16:59:00+01:00", "Geschlossen · öffnet heute 17:00"],
    ["at Tuesday's opening", "2026-11-17T17:00:00+01:00", "Geöffnet · bis 22:00"],
    ["a minute before Tuesday's closing", "2026-11-17T21:59:00+01:00", "Geöffnet · bis 22:00"],
    ["at Tuesday's closing", "2026-11-17T22:00:00+01:00", "Geschlossen · öffnet Mi 17:00"],
    ["between Friday's two ranges", "2026-11-20T15:30:00+01:00", "Geschlossen · öffnet heute 17:00"],
    ["on the closed Monday", "2026-11-16T18:00:00+01:00", "Geschlossen · öffnet Di 17:00"],
    ["the Saturday night before summer time", "2027-03-27T22:59:00+01:00", "Geöffnet · bis 23:00"],
    ["the summer-time Sunday before opening", "2027-03-28T11:59:00+02:00", "Geschlossen · öffnet heute 12:00"],
    ["the summer-time Sunday at opening", "2027-03-28T12:00:00+02:00", "Geöffnet · bis 21:00"],
    ["the Saturday night before winter time", "2027-10-30T22:59:00+02:00", "Geöffnet · bis 23:00"],
    ["the winter-time Sunday before opening", "2027-10-31T11:59:00+01:00", "Geschlossen · öffnet heute 12:00"],
    ["the winter-time Sunday at opening", "2027-10-31T12:00:00+01:00", "Geöffnet · bis 21:00"],
    ["the first day of the Christmas closure", "2026-12-24T18:00:00+01:00", "Geschlossen · öffnet So 12:00"],
    ["the last day of the Christmas closure", "2026-12-26T18:00:00+01:00", "Geschlossen · öffnet So 12:00"],
  ] as const) {
    test(`says "${line}" ${when}, in Berlin time`, async ({ page }) => {
      await openAt(page, "/about/", iso);
      await expect(footerLine(page)).toHaveText(line);
      await expect(footerLine(page)).toBeVisible();
    });
  }

  test("keeps its line free before the script writes it, so the hours below do not move", async ({ page }) => {
    const hoursTop = () =>
      page
        .locator("main .opening-hours")
        .first()
        .evaluate((list) => list.getBoundingClientRect().top);
    // As the first paint shows the page: before the script has run.
    await page.route(/\/assets\/site\.[0-9a-f]+\.js$/, (route) => route.abort());
    await openAt(page, "/en/kontakt/", "2026-11-17T17:00:00+01:00");
    const before = await hoursTop();
    await expect(page.locator("main [data-open-now]").first()).not.toBeVisible();
    await page.unroute(/\/assets\/site\.[0-9a-f]+\.js$/);
    await openAt(page, "/en/kontakt/", "2026-11-17T17:00:00+01:00");
    await expect(page.locator("main [data-open-now]").first()).toHaveText("Open · until 22:00");
    expect(await hoursTop()).toBe(before);
  });

  test("breaks over two lines where they come out even, never before the time alone", {
    tag: "@desktop",
  }, async ({ page }) => {
    // The footer's column of hours on a screen 1280 px wide holds "Geschlossen · öffnet heute" on a line.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAt(page, "/about/", "2026-11-20T10:00:00+01:00");
    await expect(footerLine(page)).toHaveText("Geschlossen · öffnet heute 12:00");
    const lines = await footerLine(page).evaluate((line) => {
      const words: { word: string; top: number }[] = [];
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          words.push({ word: match[0], top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      const byLine = new Map<number, string[]>();
      for (const { word, top } of words) byLine.set(top, [...(byLine.get(top) ?? []), word]);
      return [...byLine.values()].map((line) => line.join(" "));
    });
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.split(" ").length).toBeGreaterThan(1);
  });

  test("speaks the page's language and shows on the home page too", async ({ page }) => {
    await openAt(page, "/en/", "2026-11-17T17:00:00+01:00");
    await expect(page.locator("[data-open-now]")).toHaveText(["Open · until 22:00", "Open · until 22:00"]);
    await openAt(page, "/fr/", "2026-11-17T22:00:00+01:00");
    await expect(footerLine(page)).toHaveText("Fermé · ouvre mer. à 17:00");
  });
});

test.describe("the closure notice", () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  const notice = (page: Page) =>
    page.getByText("Weihnachtsferien: Wir haben vom 24. bis 26. Dezember 2026 geschlossen.");

  test("is announced 14 days ahead: there 7 days before, not yet 15 days before", async ({ page }) => {
    await openAt(page, "/catering/", "2026-12-09T23:59:00+01:00");
    await expect(page.locator("footer [data-open-now]")).toBeVisible();
    await expect(notice(page)).toBeHidden();
    await openAt(page, "/catering/", "2026-12-10T00:00:00+01:00");
    await expect(notice(page)).toBeVisible();
    await openAt(page, "/speisekarte/", "2026-12-17T12:00:00+01:00");
    await expect(notice(page)).toBeVisible();
  });

  test("shows before the page is first painted, so nothing below it moves when it does", async ({ page }) => {
    // Without the deferred script (a slow connection: it comes after the first paint), the notice is
    // decided where the parser meets it.
    await page.route("**/assets/*.js", (route) => route.abort());
    await openAt(page, "/speisekarte/", "2026-12-12T12:00:00+01:00");
    await expect(notice(page)).toBeVisible();
    await page.unroute("**/assets/*.js");
    // And with the script late, the page does not move when it comes.
    const release = await holdRoute(page, "**/assets/*.js");
    await page.goto("/", { waitUntil: "commit" });
    await expect(notice(page)).toBeVisible();
    release();
    await expect(page.locator("footer [data-open-now]")).toBeVisible();
    const shifted = await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: "layout-shift", buffered: true });
      return (observer.takeRecords() as (PerformanceEntry & { value: number })[]).reduce(
        (sum, shift) => sum + shift.value,
        0,
      );
    });
    expect(shifted).toBeLessThan(0.01);
  });

  test("stays until the closure's last day", async ({ page }) => {
    await openAt(page, "/speisekarte/", "2026-12-26T23:59:00+01:00");
    await expect(notice(page)).toBeVisible();
  });

  test("is gone the day after, without a rebuild", async ({ page }) => {
    await openAt(page, "/", "2026-12-27T00:00:00+01:00");
    await expect(page.locator("footer [data-open-now]")).toBeVisible();
    await expect(notice(page)).toBeHidden();
  });

  test("is listed in the hours beside the special days until its last day", async ({ page }) => {
    const row = page
      .locator("footer .opening-hours div")
      .filter({ hasText: "Do., 24.\u2009–\u2009Sa., 26. Dezember 2026" });
    await openAt(page, "/about/", "2026-11-18T12:00:00+01:00");
    await expect(row).toContainText("geschlossen");
    await expect(row.locator("dt")).toBeVisible();
    await openAt(page, "/about/", "2026-12-27T00:00:00+01:00");
    await expect(page.locator("footer [data-open-now]")).toBeVisible();
    await expect(row.locator("dt")).toBeHidden();
    await expect(page.locator("footer").getByText("Do., 31. Dezember 2026")).toBeVisible();
  });

  test("speaks the page's language", async ({ page }) => {
    await openAt(page, "/fr/", "2026-12-17T12:00:00+01:00");
    await expect(page.getByText("Vacances de Noël : nous sommes fermés du 24 au 26 décembre 2026.")).toBeVisible();
  });
});

test.describe("a special day", () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  const specialDays = (page: Page) => page.locator("footer").getByText("Besondere Tage");
  const announcement = (page: Page) =>
    page.getByText("Besondere Öffnungszeiten am Do., 31. Dezember 2026: 18:00–24:00");

  test("is listed with the hours and announced from 14 days before", async ({ page }) => {
    await openAt(page, "/about/", "2026-12-16T12:00:00+01:00");
    await expect(page.locator("footer [data-open-now]")).toBeVisible();
    await expect(specialDays(page)).toBeVisible();
    await expect(announcement(page)).toBeHidden();
    await openAt(page, "/about/", "2026-12-24T12:00:00+01:00");
    await expect(announcement(page)).toBeVisible();
  });

  for (const [path, where, column] of [
    ["/about/", "footer", "the footer's narrow column"],
    ["/", ".visit", "the home page's wide card"],
  ] as const) {
    test(`shows its hours below its date in ${column}, the long date on at most two lines`, async ({ page }) => {
      await openAt(page, path, "2026-11-18T12:00:00+01:00");
      const row = page
        .locator(`${where} .opening-hours div`)
        .filter({ hasText: "Do., 24.\u2009–\u2009Sa., 26. Dezember 2026" });
      const date = await row.locator("dt").boundingBox();
      const hours = await row.locator("dd").boundingBox();
      if (!date || !hours) throw new Error("the closure's row has no date or no hours");
      const line = await row.locator("dt").evaluate((dt) => Number.parseFloat(getComputedStyle(dt).lineHeight));
      expect(date.height).toBeLessThanOrEqual(2 * line + 1);
      expect(hours.y).toBeGreaterThanOrEqual(date.y + date.height - 1);
      expect(Math.abs(hours.x - date.x)).toBeLessThan(1);
    });
  }

  test("is gone once it is over, without a rebuild", async ({ page }) => {
    await openAt(page, "/about/", "2026-12-31T23:59:00+01:00");
    await expect(specialDays(page)).toBeVisible();
    await expect(announcement(page)).toBeVisible();
    await openAt(page, "/about/", "2027-01-01T00:00:00+01:00");
    await expect(page.locator("footer [data-open-now]")).toBeVisible();
    await expect(specialDays(page)).toBeHidden();
    await expect(page.locator("footer").getByText("Do., 31. Dezember 2026")).toBeHidden();
    await expect(announcement(page)).toBeHidden();
  });
});

test.describe("today's row", () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  /** The rows of the footer's hours marked as today: their day names. */
  const marked = (page: Page) => page.locator('footer [aria-current="date"] dt');

  for (const [lang, path, days] of [
    ["de", "/", "Di–Do"],
    ["en", "/en/", "Tue–Thu"],
    ["fr", "/fr/", "mar.–jeu."],
  ] as const) {
    test(`is marked as the current date on a Wednesday, in Berlin time (${lang})`, async ({ page }) => {
      // 23:30 in New York on Tuesday is already Wednesday in Berlin.
      await openAt(page, path, "2026-11-18T05:30:00+01:00");
      await expect(marked(page)).toHaveText([days]);
      // The home page shows the hours twice: both mark the same day.
      await expect(page.locator('.visit [aria-current="date"] dt')).toHaveText([days]);
    });
  }

  test("is the closed Monday's on a Monday", async ({ page }) => {
    await openAt(page, "/about/", "2026-11-16T12:00:00+01:00");
    await expect(marked(page)).toHaveText(["Mo"]);
  });

  test("is the special day's on that day, and the closure's during a closure, never the week's", async ({ page }) => {
    await openAt(page, "/about/", "2026-12-31T12:00:00+01:00");
    await expect(marked(page)).toHaveText(["Do., 31. Dezember 2026"]);
    await openAt(page, "/about/", "2026-12-25T12:00:00+01:00");
    await expect(page.locator("footer [data-open-now]")).toBeVisible();
    // The closure's row, the one that tells the guest why today is closed.
    await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
    await expect(marked(page)).toHaveText([/24\..*26\. Dezember 2026/]);
    await expect(page.locator('[aria-current="date"] dd')).toHaveText("geschlossen");
  });
});

test.describe("buffets that never go stale", () => {
  const promo = (page: Page) => page.locator(".buffet-promo");
  const dialog = (page: Page) => page.locator("dialog[data-buffet-dialog]");
  /** The one buffet a block shows; the others wait hidden in the page. */
  const shown = (block: ReturnType<Page["locator"]>) => block.locator(".buffet-event:visible");

  test("a minute before the first buffet ends, the pop-up and the promotion show it", async ({ page }) => {
    await openAt(page, "/", "2026-12-06T19:59:00+01:00");
    await expect(dialog(page)).toBeVisible();
    await expect(shown(dialog(page))).toContainText("Sonntag, 6. Dezember 2026");
    await expect(shown(promo(page))).toHaveCount(1);
    await expect(shown(promo(page))).toContainText("Sonntag, 6. Dezember 2026");
  });

  test("once it has ended, both show the next one", async ({ page }) => {
    await openAt(page, "/", "2026-12-06T20:01:00+01:00");
    await expect(dialog(page)).toBeVisible();
    await expect(shown(dialog(page))).toHaveCount(1);
    await expect(shown(dialog(page))).toContainText("Sonntag, 10. Januar 2027");
    await expect(shown(promo(page))).toHaveCount(1);
    await expect(shown(promo(page))).toContainText("Sonntag, 10. Januar 2027");
    await expect(promo(page).getByRole("link", { name: "In den Kalender eintragen" })).toHaveAttribute(
      "href",
      "/buffet-2027-01-10-1300.ics",
    );
  });

  test("after the last one, the pop-up stays closed and the promotion is gone", async ({ page }) => {
    // What the pop-up did on this page: said it is done (closed, or decided not to open), and ever opened.
    await page.addInitScript((doneEvent) => {
      const popup = { done: false, opened: false };
      Object.assign(window, { popup });
      document.addEventListener(doneEvent, () => {
        popup.done = true;
      });
      new MutationObserver(() => {
        popup.opened ||= document.querySelector("dialog[data-buffet-dialog][open]") !== null;
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["open"] });
    }, BUFFET_DIALOG_DONE);
    await openAt(page, "/en/", "2027-01-10T19:01:00+01:00");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(promo(page)).toBeHidden();
    const popup = () => page.evaluate(() => (window as unknown as { popup: object }).popup);
    // Done without opening: had it opened, late or not, it would be done only once closed.
    await expect.poll(popup).toEqual({ done: true, opened: false });
    // Whatever the pop-up does once the page has loaded, it has done before a task queued the same way after it.
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const next = () => requestAnimationFrame(() => setTimeout(done));
          if (document.readyState === "complete") next();
          else addEventListener("load", next, { once: true });
        }),
    );
    expect(await popup()).toEqual({ done: true, opened: false });
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem("buffet-seen"))).toBeNull();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the schedule shows, the open-now line and the closure notice do not, and the promotion shows the next buffet as of the build", async ({
    page,
  }) => {
    await openAt(page, "/", "2026-12-24T18:00:00+01:00");
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: "Öffnungszeiten" })).toBeVisible();
    await expect(footer.getByText("17:00–22:00")).toBeVisible();
    await expect(footerLine(page)).toBeHidden();
    await expect(page.locator(".closure-notice:visible")).toHaveCount(0);
    await expect(page.locator(".buffet-promo .buffet-event:visible")).toContainText("Sonntag, 6. Dezember 2026");
    await expect(page.locator(".buffet-promo .buffet-event:visible")).toHaveCount(1);
  });
});
