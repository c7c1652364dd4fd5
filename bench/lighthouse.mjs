// `npm run lighthouse`: Lighthouse (mobile, default throttling) in Chromium against
// one page of every page type, served from a fresh build the way the production
// host serves it (the build's own _headers, gzip, 404.html with status 404).
// Prints the four scores per page, writes bench/lighthouse-results.json and
// exits 1 when any score is below 100.
//
// Each page is audited LIGHTHOUSE_RUNS times (default 3) and the run with the
// median performance score is kept: on a busy 2-core machine blocking time
// varies from run to run, as Lighthouse's own docs on variability warn. Arguments narrow the pages:
// `npm run lighthouse -- /speisekarte/ /404.html`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

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
  "/impressum/",
  "/datenschutz/",
  "/en/",
  "/fr/speisekarte/",
  // Directly, with status 200: Lighthouse refuses to audit a document answered with 404.
  "/404.html",
];
const pages = process.argv.length > 2 ? process.argv.slice(2) : allPages;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// Lighthouse's own verdicts that a 404 page is not indexable; the only SEO audits
// a not-found page may fail.
const notIndexableAudits = new Set(["http-status-code", "is-crawlable"]);
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  // Without these Chromium dials out, and this machine's closed network refuses it.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};
const compressible = new Set([".html", ".css", ".js", ".json", ".svg", ".xml", ".txt"]);

function build() {
  const out = join(mkdtempSync(join(tmpdir(), "site-lighthouse-")), "site");
  // A fixed date keeps the buffet announced, so its promotion is audited too.
  const env = { SITE_NOW: "2025-10-12T12:00:00+02:00", ...process.env };
  const result = spawnSync(process.execPath, [join(root, "cli/bin.js"), "build", "--out", out], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`site build failed:\n${result.stderr}`);
  return out;
}

/** The rules of Netlify's _headers file: a path pattern (`*` matches anything), then indented headers. */
function readHeaderRules(dist) {
  const path = join(dist, "_headers");
  if (!existsSync(path)) return [];
  const rules = [];
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replaceAll("*", ".*");
      rules.push({ test: new RegExp(`^${pattern}$`), headers: {} });
    } else if (rules.length) {
      const colon = line.indexOf(":");
      rules.at(-1).headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

function headersFor(rules, pathname) {
  const headers = {};
  for (const rule of rules) if (rule.test.test(pathname)) Object.assign(headers, rule.headers);
  // Plain http on loopback: upgrading the page's own requests to https would break them.
  const csp = headers["content-security-policy"];
  if (csp) headers["content-security-policy"] = csp.replace(/;\s*upgrade-insecure-requests/, "");
  delete headers["strict-transport-security"];
  return headers;
}

async function serve(dist) {
  const rules = readHeaderRules(dist);
  const fileAt = (path) => stat(path).catch(() => undefined);
  const send = (request, response, status, path, pathname) => {
    let body = readFileSync(path);
    const type = extname(path);
    const headers = {
      ...headersFor(rules, pathname),
      "content-type": contentTypes[type] ?? "application/octet-stream",
    };
    if (compressible.has(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
      headers.vary = "Accept-Encoding";
    }
    headers["content-length"] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const path = join(dist, normalize(pathname));
    const found = path === dist || path.startsWith(dist + sep) ? await fileAt(path) : undefined;
    if (found?.isDirectory()) {
      if (!pathname.endsWith("/")) {
        response.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      const index = join(path, "index.html");
      if ((await fileAt(index))?.isFile()) return send(request, response, 200, index, pathname);
    } else if (found?.isFile()) {
      return send(request, response, 200, path, pathname);
    }
    send(request, response, 404, join(dist, "404.html"), pathname);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
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

const dist = build();
const { server, origin } = await serve(dist);
const chromePath = [process.env.SITE_CHROMIUM, "/usr/bin/chromium"].find((path) => path && existsSync(path));
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
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
    const notFound = lhr.audits["http-status-code"].score === 0 || page === "/404.html";
    const seoExcused = notFound && scores.seo < 100 && failing.seo.every((audit) => notIndexableAudits.has(audit.id));
    const passed = categories.every((id) => scores[id] === 100 || (id === "seo" && seoExcused));
    // Lighthouse's own CPU benchmark: low figures mean a busy machine and inflated blocking time.
    const cpu = Math.round(lhr.environment.benchmarkIndex);
    const allRuns = lhrs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100));
    results.push({
      page,
      passed,
      scores,
      seoExcused,
      cpu,
      performanceRuns: allRuns,
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
  server.closeAllConnections();
  server.close();
  rmSync(join(dist, ".."), { recursive: true, force: true });
}

const chromium = spawnSync(chromePath ?? "chromium", ["--version"], { encoding: "utf8" }).stdout?.trim();
const pad = (value, width) => String(value).padStart(width);
const width = Math.max(...pages.map((page) => page.length));
console.log(`\nLighthouse ${lighthouseVersion} · mobile, default throttling · ${chromium ?? "Chromium"}`);
console.log(`median of ${runs} run${runs > 1 ? "s" : ""} per page`);
console.log(`${"page".padEnd(width)}  perf  a11y  best   seo   cpu  perf of each run`);
for (const { page, scores, seoExcused, passed, cpu, performanceRuns } of results) {
  const row = categories.map((id) => pad(`${scores[id]}${id === "seo" && seoExcused ? "*" : ""}`, 4));
  console.log(
    `${page.padEnd(width)}  ${row.join("  ")}  ${pad(cpu, 4)}  ${performanceRuns.join(" ")}${passed ? "" : "  ✗"}`,
  );
}
if (results.some((result) => result.seoExcused)) {
  const reasons = new Set(
    results.flatMap((result) => (result.seoExcused ? result.failing.seo.map((audit) => audit.title) : [])),
  );
  console.log(`* the not-found page; Lighthouse itself says it is not indexable: ${[...reasons].join("; ")}`);
}
const passed = results.every((result) => result.passed);
writeFileSync(
  resultsFile,
  `${JSON.stringify({ lighthouse: lighthouseVersion, chromium, settings: "mobile, default throttling", runs, passed, pages: results }, null, 2)}\n`,
);
console.log(`\n${passed ? "All scores 100." : "Some scores are below 100."} Details: ${resultsFile}`);
process.exitCode = passed ? 0 : 1;
