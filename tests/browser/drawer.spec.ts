import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  DRAWER_CLOSE_THRESHOLD,
  DRAWER_EASING,
  DRAWER_TRANSITION_MS,
  DRAWER_VELOCITY_THRESHOLD,
} from "../../cli/shared/constants.js";
import { expect, skipBuffetDialog, test } from "./fixtures.js";

/** The drawer holds the nav links on phones only; at desktop width the header shows them. */
test.describe("drawer", { tag: "@phone" }, () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
  });

  // The page's clock, paused during drags so their speed is exact.
  const now = new Date("2026-12-05T12:00:00+01:00");
  const later = new Date("2026-12-05T13:00:00+01:00");
  const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });
  const drawer = (page: Page) => page.locator("#drawer");

  async function openDrawer(page: Page): Promise<Locator> {
    await menuButton(page).click();
    await expect(drawer(page)).toHaveAttribute("data-state", "open");
    await expect(drawer(page).getByRole("link", { name: "About us" })).toBeVisible();
    // Fully open: the opening transition has ended and the panel sits still.
    await expect
      .poll(() => drawer(page).evaluate((element) => element.getAnimations({ subtree: true }).length))
      .toBe(0);
    return drawer(page);
  }

  type Pointer = "mouse" | "touch";

  /**
   * Drags `from` (the handle unless given) down by `distance` px, taking
   * `duration` ms by the page's clock, with a mouse or a finger.
   */
  async function drag(page: Page, distance: number, duration: number, pointer: Pointer = "mouse", from?: Locator) {
    const box = await (from ?? drawer(page).locator(".drawer__handle")).boundingBox();
    if (!box) throw new Error("the drag's start has no box");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const steps = 10;
    if (pointer === "mouse") {
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= steps; step++) {
        await page.clock.runFor(duration / steps);
        await page.mouse.move(x, y + (distance * step) / steps);
      }
      await page.mouse.up();
      return;
    }
    // Playwright's touchscreen only taps; a moving finger goes through the DevTools protocol.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let step = 1; step <= steps; step++) {
      await page.clock.runFor(duration / steps);
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x, y: y + (distance * step) / steps }],
      });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  }

  const selectedText = (page: Page) => page.evaluate(() => String(getSelection()));

  async function panelHeight(page: Page): Promise<number> {
    const box = await drawer(page).locator(".drawer__panel").boundingBox();
    if (!box) throw new Error("the drawer's panel has no box");
    return box.height;
  }

  test("turns the menu link into a button that controls the drawer", async ({ page }) => {
    await page.goto("/en/");
    const button = menuButton(page);
    await expect(button).toHaveAttribute("aria-controls", "drawer");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(drawer(page)).toBeHidden();
  });

  test("opens from the menu button and moves focus into it", async ({ page }) => {
    await page.goto("/en/");
    await openDrawer(page);
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(drawer(page).locator(":focus")).toHaveCount(1);
    for (const name of ["Home", "About us", "Menu", "Catering", "Event venue"]) {
      await expect(drawer(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
    // The way to call and reserve, a tap from every page.
    const contact = drawer(page).getByRole("link", { name: "Contact & bookings", exact: true });
    await expect(contact).toBeInViewport();
    await expect(contact).toHaveAttribute("href", "/en/kontakt/");
  });

  test("opens with Enter and Space on the menu button", async ({ page }) => {
    await page.goto("/en/");
    for (const key of ["Enter", " "]) {
      await menuButton(page).focus();
      await page.keyboard.press(key);
      await expect(drawer(page)).toHaveAttribute("data-state", "open");
      await page.keyboard.press("Escape");
      await expect(drawer(page)).toBeHidden();
    }
  });

  test("keeps Tab inside and restores focus to the menu button on Escape", async ({ page }) => {
    await page.goto("/en/");
    const panel = await openDrawer(page);
    const focusable = await panel.locator("a[href], button").count();
    for (let step = 0; step <= focusable; step++) {
      await page.keyboard.press("Tab");
      await expect(panel.locator(":focus")).toHaveCount(1);
    }
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toHaveAttribute("data-state", "closed");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton(page)).toBeFocused();
    await expect(drawer(page)).toBeHidden();
  });

  test("closes on its close button", async ({ page }) => {
    await page.goto("/en/");
    const panel = await openDrawer(page);
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  for (const [held, size] of [
    ["held sideways", { width: 640, height: 320 }],
    ["whose browser bars leave 560 px", { width: 360, height: 560 }],
  ] as const) {
    test(`scrolls under the finger to its last link and its close button on a phone ${held}`, async ({ page }) => {
      await page.clock.install({ time: now });
      await page.setViewportSize(size);
      await page.goto("/en/");
      const panel = await openDrawer(page);
      const close = panel.getByRole("button", { name: "Close" });
      // Cut by the window's edge, or below it.
      await expect(close).not.toBeInViewport({ ratio: 1 });
      // A finger swiping up over the links, twice: below them come calling, reserving and the languages.
      await drag(page, -150, 300, "touch", panel.getByRole("link", { name: "About us" }));
      await drag(page, -150, 300, "touch", panel.getByRole("link", { name: "Event venue" }));
      await expect(close).toBeInViewport({ ratio: 1 });
      await expect(drawer(page)).toHaveAttribute("data-state", "open");
      await close.click();
      await expect(drawer(page)).toBeHidden();
    });
  }

  test("shows its edge against the page in forced colours", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/en/");
    const panel = (await openDrawer(page)).locator(".drawer__panel");
    const box = await panel.boundingBox();
    if (!box) throw new Error("the drawer's panel has no box");
    // A band across the panel's top edge, beside its rounded corners: the page above, the panel below.
    const clip = { x: box.x + 40, y: box.y - 8, width: box.width - 80, height: 16 };
    const { data, info } = await sharp(await page.screenshot({ clip, animations: "disabled" }))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const luminance = (at: number) =>
      [data[at], data[at + 1], data[at + 2]]
        .map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index], 0);
    const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    // Every column crosses a line that stands out 3:1 from the page above it.
    let edged = 0;
    for (let x = 0; x < info.width; x++) {
      const above = luminance(x * 3);
      for (let y = 1; y < info.height; y++) {
        if (contrast(above, luminance((y * info.width + x) * 3)) >= 3) {
          edged++;
          break;
        }
      }
    }
    expect(edged / info.width).toBeGreaterThan(0.95);
  });

  test("closes when a link is chosen, and the link leads on", async ({ page }) => {
    await page.goto("/en/");
    const panel = await openDrawer(page);
    // Note the drawer's state as the page is left; the next page reads it back.
    await page.evaluate(() => {
      addEventListener("pagehide", () => {
        const state = document.getElementById("drawer")?.dataset.state;
        const expanded = document.querySelector("[data-drawer-open]")?.getAttribute("aria-expanded");
        sessionStorage.setItem("drawer-on-leave", `${state} ${expanded}`);
      });
    });
    await panel.getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/en\/about\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem("drawer-on-leave"))).toBe("closed false");
  });

  test("closes on a tap outside it", async ({ page }) => {
    await page.goto("/en/");
    const panel = await openDrawer(page);
    const box = await panel.locator(".drawer__panel").boundingBox();
    if (!box) throw new Error("the drawer's panel has no box");
    expect(box.y, "room above the panel to tap").toBeGreaterThan(8);
    await page.touchscreen.tap(box.x + box.width / 2, box.y / 2);
    await expect(drawer(page)).toBeHidden();
  });

  test("closes when dragged down past a quarter of its height", async ({ page }) => {
    await page.clock.install({ time: now });
    await page.goto("/en/");
    await openDrawer(page);
    await page.clock.pauseAt(later);
    const height = await panelHeight(page);
    const distance = height * DRAWER_CLOSE_THRESHOLD + 12;
    // Slowly, so only the distance can close it.
    await drag(page, distance, (distance / DRAWER_VELOCITY_THRESHOLD) * 4);
    await expect(drawer(page)).toHaveAttribute("data-state", "closed");
    await expect(drawer(page)).toBeHidden();
  });

  test("closes on a fast flick down over a short distance", async ({ page }) => {
    await page.clock.install({ time: now });
    await page.goto("/en/");
    await openDrawer(page);
    await page.clock.pauseAt(later);
    const distance = (await panelHeight(page)) * DRAWER_CLOSE_THRESHOLD * 0.5;
    await drag(page, distance, distance / DRAWER_VELOCITY_THRESHOLD / 4);
    await expect(drawer(page)).toHaveAttribute("data-state", "closed");
    await expect(drawer(page)).toBeHidden();
  });

  test("stays open after a small slow drag and springs back", async ({ page }) => {
    await page.clock.install({ time: now });
    await page.goto("/en/");
    const panel = await openDrawer(page);
    await page.clock.pauseAt(later);
    const distance = (await panelHeight(page)) * DRAWER_CLOSE_THRESHOLD * 0.5;
    await drag(page, distance, (distance / DRAWER_VELOCITY_THRESHOLD) * 4);
    await expect(drawer(page)).toHaveAttribute("data-state", "open");
    await expect(panel.locator(".drawer__panel")).toHaveAttribute("style", /^(transition: ?; ?transform: ?;?)?$/);
    await expect(panel.getByRole("link", { name: "About us" })).toBeInViewport({ ratio: 1 });
  });

  for (const pointer of ["mouse", "touch"] as const) {
    test(`closes on each of three slow drags in a row past a quarter of its height, by ${pointer}`, async ({
      page,
    }) => {
      await page.clock.install({ time: now });
      await page.goto("/en/");
      for (let round = 1; round <= 3; round++) {
        await openDrawer(page);
        await page.clock.pauseAt(new Date(later.getTime() + round * 60_000));
        const distance = (await panelHeight(page)) * 0.4;
        await drag(page, distance, (distance / DRAWER_VELOCITY_THRESHOLD) * 4, pointer);
        await expect(drawer(page), `drag ${round}`).toBeHidden();
        await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
        expect(await selectedText(page), `text selected by drag ${round}`).toBe("");
      }
    });

    test(`closes on a slow drag that starts on a link, without following it, by ${pointer}`, async ({ page }) => {
      await page.clock.install({ time: now });
      await page.goto("/en/");
      for (let round = 1; round <= 2; round++) {
        const panel = await openDrawer(page);
        await page.clock.pauseAt(new Date(later.getTime() + round * 60_000));
        const distance = (await panelHeight(page)) * 0.4;
        const link = panel.getByRole("link", { name: "About us" });
        await drag(page, distance, (distance / DRAWER_VELOCITY_THRESHOLD) * 4, pointer, link);
        await expect(drawer(page), `drag ${round}`).toBeHidden();
        expect(await selectedText(page), `text selected by drag ${round}`).toBe("");
      }
      await expect(page).toHaveURL(/\/en\/$/);
    });
  }

  test("stays open after a small drag by mouse across the panel, with no text selected", async ({ page }) => {
    await page.clock.install({ time: now });
    await page.goto("/en/");
    const panel = await openDrawer(page);
    await page.clock.pauseAt(later);
    const distance = (await panelHeight(page)) * DRAWER_CLOSE_THRESHOLD * 0.5;
    await drag(page, distance, (distance / DRAWER_VELOCITY_THRESHOLD) * 4, "mouse", panel.locator("nav"));
    await expect(drawer(page)).toHaveAttribute("data-state", "open");
    expect(await selectedText(page)).toBe("");
    // The next drag still works: nothing left behind takes the pointer.
    const far = (await panelHeight(page)) * 0.4;
    await drag(page, far, (far / DRAWER_VELOCITY_THRESHOLD) * 4);
    await expect(drawer(page)).toBeHidden();
  });

  test("follows a plain mouse click on a link", async ({ page }) => {
    await page.goto("/en/");
    const panel = await openDrawer(page);
    const link = await panel.getByRole("link", { name: "About us" }).boundingBox();
    if (!link) throw new Error("the link has no box");
    await page.mouse.click(link.x + link.width / 2, link.y + link.height / 2);
    await expect(page).toHaveURL(/\/en\/about\/$/);
  });

  test("follows the pointer while dragging", async ({ page }) => {
    await page.goto("/en/");
    const panel = (await openDrawer(page)).locator(".drawer__panel");
    const before = await panel.boundingBox();
    const handle = await panel.locator(".drawer__handle").boundingBox();
    if (!before || !handle) throw new Error("the drawer has no box");
    await page.mouse.move(handle.x + handle.width / 2, handle.y + 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, handle.y + 42);
    await expect.poll(async () => ((await panel.boundingBox())?.y ?? 0) - before.y).toBe(40);
    await page.mouse.up();
  });

  test(`animates open and closed over ${DRAWER_TRANSITION_MS} ms`, async ({ page }) => {
    await page.goto("/en/");
    // Read the running transitions in the same task as the click or key, before any can end.
    const act = (action: "open" | "close") =>
      page.evaluate((action) => {
        if (action === "open") document.querySelector<HTMLElement>("[data-drawer-open]")?.click();
        else document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
        return (document.getElementById("drawer") as HTMLElement).getAnimations({ subtree: true }).map((animation) => {
          const timing = (animation.effect as KeyframeEffect).getTiming();
          return { duration: timing.duration, easing: timing.easing };
        });
      }, action);
    const expected = { duration: DRAWER_TRANSITION_MS, easing: DRAWER_EASING };
    const opening = await act("open");
    expect(opening.length).toBeGreaterThan(0);
    for (const timing of opening) expect(timing).toEqual(expected);
    await expect(drawer(page)).toHaveAttribute("data-state", "open");
    // Closing mid-way would reverse a shortened transition; wait for the opening to end.
    await expect
      .poll(() => drawer(page).evaluate((element) => element.getAnimations({ subtree: true }).length))
      .toBe(0);
    const closing = await act("close");
    expect(closing.length).toBeGreaterThan(0);
    for (const timing of closing) expect(timing).toEqual(expected);
    await expect(drawer(page)).toBeHidden();
  });

  test("does not animate when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/en/");
    const running = (action: "open" | "close") =>
      page.evaluate((action) => {
        if (action === "open") document.querySelector<HTMLElement>("[data-drawer-open]")?.click();
        else document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
        return (document.getElementById("drawer") as HTMLElement).getAnimations({ subtree: true }).length;
      }, action);
    expect(await running("open")).toBe(0);
    await expect(drawer(page)).toHaveAttribute("data-state", "open");
    expect(await running("close")).toBe(0);
    await expect(drawer(page)).toBeHidden();
  });
});
