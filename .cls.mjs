import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "/work/main/tests/chromium.mjs";
const host = await (await import("/work/main/tests/static-host.mjs")).startStaticHost("/tmp/pb");
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const [width, height] = [Number(process.argv[2] ?? 412), Number(process.argv[3] ?? 915)];
for (const path of process.argv.slice(4)) {
  const context = await browser.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => { sessionStorage.setItem("buffet-seen", "true"); localStorage.setItem("cookie-accepted", "true"); });
  const page = await context.newPage();
  let release; const held = new Promise((r) => (release = r));
  await page.route("**/*.woff2", async (route) => { await held; await route.continue(); });
  await page.goto(host.url + path, { waitUntil: "domcontentloaded" });
  await page.evaluate(() => new Promise((d) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(d, 600)))));
  const before = await page.evaluate(() => [...document.querySelectorAll("main p, main li, main h1, main h2, main h3")].map((e) => [e.tagName + ":" + e.textContent.slice(0, 50), Math.round(e.getBoundingClientRect().height)]));
  release();
  await page.waitForFunction(() => [...document.fonts].some((f) => f.family.endsWith("Variable") && f.status === "loaded"));
  await page.evaluate(() => document.fonts.ready);
  const result = await page.evaluate(async () => {
    await new Promise((d) => requestAnimationFrame(() => requestAnimationFrame(d)));
    const o = new PerformanceObserver(() => {}); o.observe({ type: "layout-shift", buffered: true });
    const shifts = o.takeRecords(); o.disconnect();
    return shifts.filter((s) => !s.hadRecentInput).map((s) => ({ value: s.value.toFixed(3), sources: s.sources.map((x) => `${x.node?.nodeName}.${x.node?.className ?? ""} ${x.node?.textContent?.slice(0, 40)} ${Math.round(x.previousRect.y)}->${Math.round(x.currentRect.y)} h${Math.round(x.previousRect.height)}->${Math.round(x.currentRect.height)}`) }));
  });
  const after = await page.evaluate(() => [...document.querySelectorAll("main p, main li, main h1, main h2, main h3")].map((e) => [e.tagName + ":" + e.textContent.slice(0, 50), Math.round(e.getBoundingClientRect().height)]));
  const changed = before.filter((b, i) => after[i] && b[1] !== after[i][1]).map((b, i) => `${b[0]} ${b[1]}→${after[before.indexOf(b)][1]}`);
  console.log(path, JSON.stringify(result, null, 1).slice(0, 1500));
  console.log("height changes:", changed.join("\n  "));
  await context.close();
}
await browser.close();
