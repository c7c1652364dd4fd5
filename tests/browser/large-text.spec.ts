/**
 * A phone whose owner set the text to 200 % (Android's font size, a browser's
 * "very large" text): the page still fits the screen, a time stays on one
 * line below its day, a phone number breaks at its spaces, and a button's word
 * stays whole where a line of its own can hold it.
 */
import type { Locator, Page } from "@playwright/test";
import { allPages, expect, pagesWiderThan, skipBuffetDialog, test } from "./fixtures.js";

/** The browser's default text size, as the phone's setting sets it: 16 px is 100 %. */
async function textSize(page: Page, percent: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const standard = Math.round((16 * percent) / 100);
  await session.send("Page.setFontSizes", { fontSizes: { standard, fixed: Math.round(standard * 0.8125) } });
}

/** The lines each word of an element's text is set on, as "word: lines" for the words on more than one. */
async function splitWords(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? "").matchAll(/[^\s\u00ad-]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index ?? 0);
        range.setEnd(node, (word.index ?? 0) + word[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) split.push(`${word[0]}: ${tops.size}`);
      }
    }
    return split;
  });
}

/** How many lines an element's text is set on. */
async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
      .size;
  });
}

test.describe("text at 200 % on a phone", { tag: "@phone" }, () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await textSize(page, 200);
  });

  test("no page reaches past the edge of the screen, in any language", async ({ page }) => {
    await skipBuffetDialog(page);
    expect(await pagesWiderThan(page, 390, allPages)).toEqual([]);
  });

  test("a page's title keeps its words whole: headings grow with the text only as far as a word still fits", async ({
    page,
  }) => {
    await skipBuffetDialog(page);
    const split: string[] = [];
    for (const path of ["/", "/fr/", "/kontakt/", "/fr/kontakt/", "/speisekarte/", "/fr/events/"]) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const heading = page.getByRole("heading", { level: 1 });
      split.push(...(await splitWords(heading)).map((word) => `${path} ${word}`));
      // Still larger than the text it heads.
      const [title, text] = await Promise.all([
        heading.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
        page.locator("body").evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
      ]);
      expect(title).toBeGreaterThan(text * 1.3);
    }
    expect(split).toEqual([]);
  });

  test("the hours show each time below its day, on one line, and go back to two columns at 100 %", async ({ page }) => {
    await skipBuffetDialog(page);
    await page.goto("/kontakt/");
    const row = page.locator("#main .opening-hours [data-days]").first();
    const [day, time] = [row.locator("dt"), row.locator("dd").first()];
    await expect(time).toBeVisible();
    const stacked = async () => {
      const [dayBox, timeBox] = [await day.boundingBox(), await time.boundingBox()];
      if (!dayBox || !timeBox) throw new Error("the hours' first row has no box");
      return timeBox.y >= dayBox.y + dayBox.height - 1 && Math.abs(timeBox.x - dayBox.x) < 1;
    };
    expect(await stacked()).toBe(true);
    for (const list of await page.locator("#main .opening-hours").all()) expect(await splitWords(list)).toEqual([]);
    await textSize(page, 100);
    await expect.poll(stacked).toBe(false);
  });

  test("the call button breaks its phone number at the number's spaces, never inside a group of digits", async ({
    page,
  }) => {
    await skipBuffetDialog(page);
    for (const path of ["/kontakt/", "/fr/kontakt/"]) {
      await page.goto(path);
      const call = page.locator("#reservieren a[href^='tel:']");
      await expect(call).toBeVisible();
      // Narrower than the whole number: it takes more than one line, each group of digits whole.
      expect(
        await call.evaluate((link) => link.getClientRects().length > 0 && link.scrollWidth <= link.clientWidth),
      ).toBe(true);
      expect(await splitWords(call)).toEqual([]);
      expect(await lines(call.locator(".keep-together"))).toBeGreaterThan(1);
    }
  });

  test("a first visit's buffet pop-up and cookie notice fit the screen, the notice's button a whole word", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = page.locator("dialog[data-buffet-dialog]");
    await expect(dialog).toBeVisible();
    // Nothing in the pop-up reaches past its edge: it never scrolls sideways.
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    // Its day, time and place keep their words whole ("Sonntag", "13:00", "Baobabweg").
    for (const details of await dialog.locator(".buffet-details").all()) expect(await splitWords(details)).toEqual([]);
    await dialog.getByRole("link").first().scrollIntoViewIfNeeded();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const banner = page.locator("[data-cookie-banner]");
    await expect(banner).toBeVisible();
    const accept = banner.getByRole("button").first();
    expect(await splitWords(accept)).toEqual([]);
    // Its text keeps its words whole too, and leaves the page's top on the first screen.
    expect(await splitWords(banner.locator("p"))).toEqual([]);
    expect((await banner.boundingBox())?.height ?? 999).toBeLessThan(844 / 2);
    const [bannerBox, acceptBox] = [await banner.boundingBox(), await accept.boundingBox()];
    expect((bannerBox?.x ?? -1) >= 0 && (bannerBox?.x ?? 0) + (bannerBox?.width ?? 999) <= 390).toBe(true);
    expect((acceptBox?.x ?? 0) + (acceptBox?.width ?? 999)).toBeLessThanOrEqual(390);
  });
});

/** The action bar's links as the guest sees them: whether each shows its word whole, and whether any two overlap. */
async function actionBar(page: Page) {
  return page.locator(".action-bar").evaluate((bar) => {
    const links = [...bar.querySelectorAll<HTMLElement>(".action-bar__link")];
    const words = links.map((link) => link.querySelector<HTMLElement>(".action-bar__word") as HTMLElement);
    const boxes = links.map((link) => link.getBoundingClientRect());
    return {
      shown: words.map((word) => Number.parseFloat(getComputedStyle(word).fontSize) > 0),
      whole: words.map((word) => word.scrollWidth <= word.clientWidth),
      overlap: boxes.some((box, index) => index > 0 && box.left < boxes[index - 1].right - 0.5),
      inside: words.every((word, index) => word.getBoundingClientRect().right <= boxes[index].right + 0.5),
      fits: bar.scrollWidth <= bar.clientWidth,
    };
  });
}

test.describe("the action bar at larger text", { tag: "@phone" }, () => {
  for (const [percent, width] of [
    [110, 320],
    [125, 360],
    [150, 412],
  ]) {
    test(`keeps its words, whole and side by side, at ${percent} % on a phone ${width} px wide, in every language`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await textSize(page, percent);
      await skipBuffetDialog(page);
      for (const path of ["/", "/en/", "/fr/"]) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        expect(await actionBar(page), path).toEqual({
          shown: [true, true, true],
          whole: [true, true, true],
          overlap: false,
          inside: true,
          fits: true,
        });
      }
    });
  }

  test("shows the pictures alone where the words would not fit, each link still named by its word", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await textSize(page, 200);
    await skipBuffetDialog(page);
    await page.goto("/");
    expect((await actionBar(page)).shown).toEqual([false, false, false]);
    const bar = page.locator(".action-bar__actions");
    for (const name of ["Anrufen", "Reservieren", "Route"]) await expect(bar.getByRole("link", { name })).toBeVisible();
  });

  test("ends a word too long for its share in an ellipsis, never over the next link", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await skipBuffetDialog(page);
    await page.goto("/");
    // A dictionary's own longer word, as an owner may write it.
    await page.locator(".action-bar__link--reserve .action-bar__word").evaluate((word) => {
      word.textContent = "Einen Tisch bei uns reservieren";
    });
    const bar = await actionBar(page);
    expect(bar.whole[1]).toBe(false);
    expect(bar).toMatchObject({ overlap: false, inside: true, fits: true });
    expect(
      await page
        .locator(".action-bar__link--reserve .action-bar__word")
        .evaluate((word) => getComputedStyle(word).textOverflow),
    ).toBe("ellipsis");
  });
});
