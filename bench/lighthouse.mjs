// `npm run lighthouse`: Lighthouse (mobile, default throttling) in Chromium against
// one page of every page type, served from a fresh build the way the production
// host serves it (the build's own _headers, gzip, 404.html with status 404).
// Prints the four scores per page, writes bench/lighthouse-results.json and
// exits 1 when any score of any run is below 100.
//
// Each page is audited LIGHTHOUSE_RUNS times (default 5). The median run's scores
// are printed and every run must score 100; a run below it is printed with the
// audits that cost the points and Lighthouse's CPU figure for that run (a busy
// 2-core machine inflates blocking time, as Lighthouse's docs on variability
// warn). Arguments narrow the pages:
// `npm run lighthouse -- /speisekarte/ /404.html`. `npm run lighthouse -- --photos` audits the
// shipped content with photos added (tests/photo-content.mjs: the about page with a hero, a photo in
// its text, a gallery of 12 and the chef's portrait; a dish's photo on the menu).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../tests/chromium.mjs";
import { makePhotoContent } from "../tests/photo-content.mjs";
import { startStaticHost } from "../tests/static-host.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const resultsFile = join(root, "bench/lighthouse-results.json");
const categories = ["performance", "accessibility", "best-practices", "seo"];
const allPages = [
  "/",
  "/speisekarte/",
  "/catering/",
  "/shop/",
  "/about/",
  "/events/",
  "/kontakt/",
  "/impressum/",
  "/datenschutz/",
  "/en/",
  "/fr/speisekarte/",
  // Directly, with status 200: Lighthouse refuses to audit a document answered with 404.
  "/404.html",
];
const photos = process.argv.includes("--photos");
const named = process.argv.slice(2).filter((arg) => arg !== "--photos");
const pages = named.length > 0 ? named : photos ? ["/about/", "/en/about/", "/fr/about/", "/speisekarte/"] : allPages;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

/** @param {string} [content] */
function build(content) {
  const out = join(mkdtempSync(join(tmpdir(), "site-lighthouse-")), "site");
  // A fixed date keeps the buffet announced, so its promotion is audited too.
  const env = { SITE_NOW: "2026-11-15T12:00:00+01:00", ...process.env };
  const contentArgs = content ? ["--content", content] : [];
  const result = spawnSync(process.execPath, [join(root, "cli/bin.js"), "build", "--out", out, ...contentArgs], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`site build failed:\n${result.stderr}`);
  return out;
}

/** Audits that cost points: scored, and below full marks. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue,
      items: audit.details?.items?.slice(0, 5),
    }));
}

/** One Lighthouse run; a busy machine now and then spoils a trace (NO_NAVSTART), so such a run is repeated. */
async function audit(url, port, attempts = 3) {
  const runner = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: categories });
  const error = runner?.lhr.runtimeError;
  if (!error) return runner.lhr;
  if (attempts > 1) return audit(url, port, attempts - 1);
  throw new Error(`${url}: ${error.code} ${error.message}`);
}

const photoContent = photos ? await makePhotoContent(join(mkdtempSync(join(tmpdir(), "site-photos-")), "content")) : "";
const dist = build(photoContent || undefined);
// The build's own _headers, so the Content-Security-Policy and caching are audited as a host serves them.
const server = await startStaticHost(dist, { headers: true });
const origin = server.url;
const chromePath = chromiumPath();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
const results = [];
let lighthouseVersion = "";
try {
  for (const page of pages) {
    const started = Date.now();
    const lhrs = [];
    for (let run = 0; run < runs; run++) lhrs.push(await audit(`${origin}${page}`, chrome.port));
    const byPerformance = lhrs.toSorted((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
    if (process.env.LIGHTHOUSE_REPORTS) {
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${page.replace(/\W+/g, "_")}.json`), JSON.stringify(lhr));
    }
    lighthouseVersion = lhr.lighthouseVersion;
    const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
    const failing = Object.fromEntries(categories.map((id) => [id, failingAudits(lhr, id)]));
    const score = (run, id) => Math.round((run.categories[id].score ?? 0) * 100);
    // Every run, not only the median: a guest meets one load, not the middle of five.
    const passed = lhrs.every((run) => categories.every((id) => score(run, id) === 100));
    // Lighthouse's own CPU benchmark: low figures mean a busy machine and inflated blocking time.
    const cpu = Math.round(lhr.environment.benchmarkIndex);
    const allRuns = lhrs.map((run) => score(run, "performance"));
    // What cost the points in each run below 100, with that run's CPU figure.
    const shortRuns = lhrs
      .map((run, index) => ({ run, index }))
      .filter(({ run }) => categories.some((id) => score(run, id) < 100))
      .map(({ run, index }) => ({
        run: index + 1,
        cpu: Math.round(run.environment.benchmarkIndex),
        audits: categories.flatMap((id) =>
          failingAudits(run, id).map(
            (audit) => `${id}/${audit.id}${audit.displayValue ? ` ${audit.displayValue}` : ""}`,
          ),
        ),
      }));
    results.push({
      page,
      passed,
      scores,
      cpu,
      performanceRuns: allRuns,
      shortRuns,
      failing,
      seconds: (Date.now() - started) / 1000,
    });
    const problems = categories.flatMap((id) => failing[id].map((audit) => `${id}/${audit.id}`));
    console.error(
      `${page}: ${categories.map((id) => scores[id]).join(" ")}${problems.length ? `  (${problems.join(", ")})` : ""}`,
    );
  }
} finally {
  await chrome.kill();
  await server.close();
  rmSync(join(dist, ".."), { recursive: true, force: true });
  if (photoContent) rmSync(join(photoContent, ".."), { recursive: true, force: true });
}

const chromium = spawnSync(chromePath ?? "chromium", ["--version"], { encoding: "utf8" }).stdout?.trim();
const pad = (value, width) => String(value).padStart(width);
const width = Math.max(...pages.map((page) => page.length));
console.log(`\nLighthouse ${lighthouseVersion} · mobile, default throttling · ${chromium ?? "Chromium"}`);
console.log(`${runs} run${runs > 1 ? "s" : ""} per page, the median's scores shown; every run must score 100`);
console.log(`${"page".padEnd(width)}  perf  a11y  best   seo   cpu  perf of each run`);
for (const { page, scores, passed, cpu, performanceRuns, shortRuns } of results) {
  const row = categories.map((id) => pad(scores[id], 4));
  console.log(
    `${page.padEnd(width)}  ${row.join("  ")}  ${pad(cpu, 4)}  ${performanceRuns.join(" ")}${passed ? "" : "  ✗"}`,
  );
  for (const short of shortRuns)
    console.log(`${"".padEnd(width)}  run ${short.run} (cpu ${short.cpu}): ${short.audits.join(", ")}`);
}
const passed = results.every((result) => result.passed);
writeFileSync(
  resultsFile,
  `${JSON.stringify({ lighthouse: lighthouseVersion, chromium, settings: "mobile, default throttling", runs, passed, pages: results }, null, 2)}\n`,
);
console.log(`\n${passed ? "All scores 100 in every run." : "Some runs score below 100."} Details: ${resultsFile}`);
process.exitCode = passed ? 0 : 1;
