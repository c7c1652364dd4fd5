/**
 * Screenshots for looking at the design as a guest meets it: every page at a phone's
 * and a desktop's width, of the shipped content and of the same content with photos,
 * with the clock pinned to a day before a buffet, a first visit, the action bar and the printed
 * menu's pages (pdftoppm, from poppler-utils). Builds both sites into
 * test-results/, serves each on a loopback port and writes PNGs to
 * test-results/screenshots/{plain,photos}/. Run with `npm run screenshots`.
 * Plain JavaScript so Node 20 runs it without a TypeScript step.
 * Usage: node tests/screenshots.mjs [--only plain|photos] [page-name …]
 */
import { execFileSync } from "node:child_process";
import { mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { makePhotoContent } from "./photo-content.mjs";
import { startStaticHost } from "./static-host.mjs";

const root = join(import.meta.dirname, "..");
const results = join(root, "test-results");
/** A Sunday before the shipped buffets, as in the browser tests (tests/browser/now.ts). */
const now = "2026-11-15T12:00:00+01:00";

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

const pages = {
  home: "/",
  menu: "/speisekarte/",
  catering: "/catering/",
  shop: "/shop/",
  about: "/about/",
  events: "/events/",
  contact: "/kontakt/",
  imprint: "/impressum/",
  privacy: "/datenschutz/",
  "not-found": "/nowhere/",
  "home-en": "/en/",
  "menu-fr": "/fr/speisekarte/",
  "privacy-fr": "/fr/datenschutz/",
};

const args = process.argv.slice(2);
const onlyAt = args.indexOf("--only");
const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1] : undefined;
const chosen = args.length ? Object.fromEntries(Object.entries(pages).filter(([name]) => args.includes(name))) : pages;

/** Storage as a returning visitor leaves it: no pop-up, no banner. */
const returningVisitor = () => {
  sessionStorage.setItem("buffet-seen", "true");
  localStorage.setItem("cookie-accepted", "true");
};

/** @param {string} content @param {string} out */
function build(content, out) {
  execFileSync(process.execPath, [join(root, "cli/bin.js"), "build", "--content", content, "--out", out], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, SITE_NOW: now },
  });
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const written = [];

/**
 * @param {string} base
 * @param {keyof typeof viewports} viewport
 * @param {{ returning?: boolean }} [options]
 */
async function open(base, viewport, { returning = true } = {}) {
  const context = await browser.newContext({ viewport: viewports[viewport], deviceScaleFactor: 1 });
  await context.clock.setFixedTime(new Date(now));
  if (returning) await context.addInitScript(returningVisitor);
  const page = await context.newPage();
  return { page, base };
}

/** @param {import("@playwright/test").Page} page */
async function settle(page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  // Lazy photos are fetched once scrolled near: scroll through, then back, so a full-page shot shows them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => {}))));
}

/**
 * Waits until nothing animates any more (the drawer's slide, the dialog's fade).
 * @param {import("@playwright/test").Page} page
 */
async function still(page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

/**
 * @param {import("@playwright/test").Page} page
 * @param {string} out
 * @param {string} name
 * @param {boolean} fullPage
 */
async function shoot(page, out, name, fullPage) {
  const path = join(out, `${name}.png`);
  // A whole page as a visitor scrolling through it sees it: the parts the browser lays out
  // only when they come near the window (content-visibility: auto) are laid out for the picture.
  const style = fullPage ? "* { content-visibility: visible !important; }" : undefined;
  await page.screenshot({ path, fullPage, style });
  written.push(path);
}

/** @param {string} site @param {string} out */
async function shootSite(site, out) {
  await mkdir(out, { recursive: true });
  const server = await startStaticHost(site);
  try {
    for (const viewport of /** @type {(keyof typeof viewports)[]} */ (Object.keys(viewports))) {
      for (const [name, path] of Object.entries(chosen)) {
        const { page } = await open(server.url, viewport);
        await page.goto(server.url + path);
        await settle(page);
        await shoot(page, out, `${name}-${viewport}`, true);
        await shoot(page, out, `${name}-${viewport}-first-screen`, false);
        await page.context().close();
      }

      // A first visit: the buffet pop-up opens alone; the cookie notice follows once it is closed.
      const { page: first } = await open(server.url, viewport, { returning: false });
      await first.goto(server.url);
      await first.waitForSelector("dialog[open]");
      await settle(first);
      await still(first);
      await shoot(first, out, `first-visit-${viewport}-dialog`, false);
      await first.keyboard.press("Escape");
      await first.waitForSelector("[data-cookie-banner]:not([hidden])");
      await still(first);
      await shoot(first, out, `first-visit-${viewport}-cookie-notice`, false);
      await first.locator(".language-switcher summary").click();
      await shoot(first, out, `first-visit-${viewport}-languages`, false);
      await first.context().close();

      // The action bar (on a phone; on a desktop the switcher alone, in the page's margin) halfway down the menu.
      const { page: bar } = await open(server.url, viewport);
      await bar.goto(`${server.url}/speisekarte/`);
      await settle(bar);
      await bar.evaluate(() => scrollTo(0, document.body.scrollHeight / 2));
      await shoot(bar, out, `menu-${viewport}-bar`, false);

      // The menu on paper, as this browser prints it: each A4 page as a picture (pdftoppm, from poppler-utils).
      await bar.evaluate(() => scrollTo(0, 0));
      const pdf = join(out, `menu-${viewport}-print.pdf`);
      await bar.pdf({ path: pdf, format: "A4", preferCSSPageSize: true });
      execFileSync("pdftoppm", ["-png", "-r", "72", pdf, join(out, `menu-${viewport}-print`)]);
      await rm(pdf);
      for (const file of await readdir(out))
        if (file.startsWith(`menu-${viewport}-print-`)) written.push(join(out, file));
      await bar.context().close();
    }

    // The menu's filter open on a phone, a diet and an allergen chosen, over the dishes left.
    const { page: filter } = await open(server.url, "phone");
    await filter.goto(`${server.url}/speisekarte/`);
    await settle(filter);
    await filter.locator("[data-menu-bar] button").click();
    await filter.locator("#diet-vegan").check();
    await filter.locator("#without-gluten").check();
    await still(filter);
    await shoot(filter, out, "menu-phone-filter", false);
    await filter.context().close();

    const { page: drawer } = await open(server.url, "phone");
    await drawer.goto(`${server.url}/about/`);
    await settle(drawer);
    await drawer.locator("[data-drawer-open]").click();
    await drawer.waitForSelector('#drawer[data-state="open"]');
    await still(drawer);
    await shoot(drawer, out, "about-phone-drawer", false);
    await drawer.context().close();
  } finally {
    await server.close();
  }
}

try {
  if (only !== "photos") {
    build(join(root, "content"), join(results, "site"));
    await shootSite(join(results, "site"), join(results, "screenshots/plain"));
  }
  if (only !== "plain") {
    const content = await makePhotoContent(join(results, "photo-content"), { heroes: true });
    build(content, join(results, "photo-site"));
    await shootSite(join(results, "photo-site"), join(results, "screenshots/photos"));
  }
} finally {
  await browser.close();
}

console.log(`Wrote ${written.length} screenshots to ${join(results, "screenshots")}`);
