/**
 * Screenshots for looking at the design: serves a built site on a loopback
 * port and writes PNGs to test-results/screenshots/. Run with
 * `npm run screenshots`, which builds into test-results/site first.
 * Plain JavaScript so Node 20 runs it without a TypeScript step.
 * Usage: node tests/screenshots.mjs [site-folder] [output-folder]
 */
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { startStaticHost } from "./static-host.mjs";

const root = join(import.meta.dirname, "..");
// Arguments override the folders, e.g. to keep out of a Playwright run that empties test-results/.
const site = resolve(process.argv[2] ?? join(root, "test-results/site"));
const out = resolve(process.argv[3] ?? join(root, "test-results/screenshots"));

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

const pages = {
  home: "/",
  menu: "/speisekarte/",
  "menu-fr": "/fr/speisekarte/",
  about: "/about/",
  catering: "/en/catering/",
  privacy: "/datenschutz/",
  "not-found": "/nowhere/",
};

/** Storage as a returning visitor leaves it: no pop-up, no banner. */
const returningVisitor = () => {
  sessionStorage.setItem("buffet-seen", "true");
  localStorage.setItem("cookie-accepted", "true");
};

const server = await startStaticHost(site);
const base = server.url;
await mkdir(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumArgs,
});

/**
 * @param {keyof typeof viewports} viewport
 * @param {{ returning?: boolean }} [options]
 */
async function open(viewport, { returning = true } = {}) {
  const context = await browser.newContext({ viewport: viewports[viewport], deviceScaleFactor: 1 });
  if (returning) await context.addInitScript(returningVisitor);
  return context.newPage();
}

/** @param {import("@playwright/test").Page} page */
async function settle(page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
}

const written = [];
/**
 * @param {import("@playwright/test").Page} page
 * @param {string} name
 * @param {boolean} fullPage
 */
async function shoot(page, name, fullPage) {
  const path = join(out, `${name}.png`);
  // A whole page as a visitor scrolling through it sees it: the parts the browser lays out
  // only when they come near the window (content-visibility: auto) are laid out for the picture.
  const style = fullPage ? "* { content-visibility: visible !important; }" : undefined;
  await page.screenshot({ path, fullPage, style });
  written.push(path);
}

try {
  for (const viewport of /** @type {(keyof typeof viewports)[]} */ (Object.keys(viewports))) {
    for (const [name, path] of Object.entries(pages)) {
      const page = await open(viewport);
      await page.goto(base + path);
      await settle(page);
      await shoot(page, `${name}-${viewport}`, true);
      if (name === "home") await shoot(page, `home-${viewport}-viewport`, false);
      await page.close();
    }
  }

  // The menu's filter open on a phone, a diet and an allergen chosen, over the dishes left.
  const filter = await open("phone");
  await filter.goto(base + pages.menu);
  await settle(filter);
  await filter.locator("[data-menu-bar] button").click();
  await filter.locator("#diet-vegan").check();
  await filter.locator("#without-gluten").check();
  await filter.waitForTimeout(400);
  await shoot(filter, "menu-phone-filter", false);
  await filter.close();

  // A first visit: the buffet pop-up opens, the cookie banner waits under it.
  const first = await open("phone", { returning: false });
  await first.goto(base);
  await first.waitForSelector("dialog[open]");
  await settle(first);
  await first.waitForTimeout(400);
  await shoot(first, "home-phone-dialog", false);
  await first.keyboard.press("Escape");
  await first.waitForSelector("[data-cookie-banner]:not([hidden])");
  await shoot(first, "home-phone-cookie-banner", false);
  await first.locator("summary").click();
  await shoot(first, "home-phone-cookie-banner-languages", false);
  await first.close();

  const drawer = await open("phone");
  await drawer.goto(base + pages.about);
  await settle(drawer);
  await drawer.locator("[data-drawer-open]").click();
  await drawer.waitForSelector('#drawer[data-state="open"]');
  await drawer.waitForTimeout(700);
  await shoot(drawer, "about-phone-drawer", false);
  await drawer.close();
} finally {
  await browser.close();
  await server.close();
}

console.log(`Wrote ${written.length} screenshots to ${out}`);
