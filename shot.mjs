import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/chromium.mjs";
import { startStaticHost } from "./tests/static-host.mjs";

const server = await startStaticHost(process.argv[2] ?? "/tmp/exp/dist1");
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const [name, vp, path, full] of [
  ["phone", { width: 390, height: 844 }, "/about/", true],
  ["desktop", { width: 1280, height: 800 }, "/about/", true],
  ["desktop-home", { width: 1280, height: 800 }, "/", false],
  ["phone-home", { width: 390, height: 844 }, "/", false],
  ["phone-menu", { width: 390, height: 844 }, "/speisekarte/", false],
]) {
  const ctx = await browser.newContext({ viewport: vp });
  await ctx.addInitScript(() => {
    sessionStorage.setItem("buffet-seen", "true");
    localStorage.setItem("cookie-accepted", "true");
  });
  const page = await ctx.newPage();
  await page.goto(server.url + path);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  if (name === "phone-menu") await page.locator(".dish--photo").first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/exp/${name}.png`, fullPage: full });
  await ctx.close();
}
await browser.close();
await server.close();
