// `npm run bench`: how fast the tool builds and how light the site is, measured on this machine
// against the budgets in README.md ("Speed, size and caches"). Builds are timed as whole cold
// processes. Where a budget is a ratio, the two commands run in turn (A B A B …) and the ratio is the
// median of the pairs' ratios, which stays meaningful while the machine's speed drifts: Hugo building
// the same restaurant site is the yardstick (skipped, with a note, where `hugo` is not installed).
// Prints every row with its budget, writes bench/results.json, exits 1 when a budget is missed.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { delimiter, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/chromium.mjs";
import { makePhotoContent } from "../tests/photo-content.mjs";
import { makePhoto } from "../tests/photos.mjs";
import { startStaticHost } from "../tests/static-host.mjs";
import { makeScalingContent } from "./scaling-content.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "cli/bin.js");
const work = mkdtempSync(join(tmpdir(), "site-bench-"));
const runs = Number(process.env.BENCH_RUNS ?? 7);
/** Runs of the rows whose single run takes seconds. */
const slowRuns = Number(process.env.BENCH_SLOW_RUNS ?? 5);
const timeBinary = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;
const env = { ...process.env, SITE_NOW: "2026-11-15T12:00:00+01:00", SITE_LANG: "en" };
delete env.DEBUG;
delete env.SITE_TIMINGS;
/** The same restaurant site written for Hugo, with scale.mjs to grow it (BENCH_HUGO_SITE names another copy). */
const hugoSite = process.env.BENCH_HUGO_SITE ?? join(root, "../shared/anchors/hugo-site");
const hugo = (process.env.PATH ?? "")
  .split(delimiter)
  .map((dir) => join(dir, "hugo"))
  .find((path) => existsSync(path));
const hugoMissing = !hugo
  ? "hugo is not installed (apt-get install hugo)"
  : !existsSync(join(hugoSite, "scale.mjs"))
    ? `the Hugo site is not at ${hugoSite} (set BENCH_HUGO_SITE)`
    : undefined;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const stats = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

/** What builds keep between runs (cli/cache.ts, cli/bundle.js); each is emptied to measure what it saves. */
const cacheDir = join(root, "node_modules/.cache/site");
const cacheEntries = () => (existsSync(cacheDir) ? readdirSync(cacheDir) : []);
/** Removes the cache files and folders whose names match `pattern`. */
const empty = (pattern) => () => {
  for (const name of cacheEntries())
    if (pattern.test(name)) rmSync(join(cacheDir, name), { recursive: true, force: true });
};
const caches = {
  "converted content (YAML validated, Markdown as HTML)": /^content-[0-9a-f]+\.cache$/,
  "the pages' HTML": /^rendered-[0-9a-f]+\.cache$/,
  "what each page was read for (policy hashes, letters)": /^pages-[0-9a-f]+\.cache$/,
  "fonts cut to the pages' letters": /^fonts$/,
  "share cards": /^cards$/,
  photos: /^(photos|photo-hashes\.cache)$/,
};
/** Every cache of the build; the tool's own bundle, made once after a change to its code, stays. */
const emptyAll = empty(/^(content|rendered|pages)-[0-9a-f]+\.cache$|^photo-hashes\.cache$|^(fonts|cards|photos)$/);
/** The bundle's pointer: without it, bin.js bundles cli/ and templates/ again. */
const forgetBundle = () => rmSync(join(cacheDir, "cli.json"), { force: true });
/** Node's compile cache (Node 22 and later): V8's code of the bundle and of the packages it loads. */
const forgetCompiledCode = () => rmSync(join(cacheDir, "compiled"), { recursive: true, force: true });
/** Whether the running Node has a compile cache the tool uses (cli/bundle.js). */
const compileCache = "enableCompileCache" in (await import("node:module")).default;

/**
 * One whole process, timed from outside: wall milliseconds and, with /usr/bin/time, its peak memory
 * and the processor time of all its threads (user and system): the work, however it was spread.
 * @typedef {{ command: string, args: string[], before?: () => void, status?: number, cwd?: string, env?: object }} Command
 * @param {Command} run
 */
function timeOnce({ command, args, before = () => {}, status = 0, cwd = root, env: extra = {} }) {
  before();
  const wrapped = timeBinary ? [timeBinary, ["-v", command, ...args]] : [command, args];
  const started = process.hrtime.bigint();
  const result = spawnSync(wrapped[0], wrapped[1], { cwd, env: { ...env, ...extra }, encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== status) {
    throw new Error(`${command} ${args.join(" ")} ended with ${result.status}:\n${result.stderr}`);
  }
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr ?? "");
  const cpu = /User time \(seconds\): ([\d.]+)\s+System time \(seconds\): ([\d.]+)/.exec(result.stderr ?? "");
  return {
    ms,
    cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined,
    peakMb: peak ? Number(peak[1]) / 1024 : undefined,
    stdout: result.stdout,
  };
}

const summary = (samples) => ({
  ...stats(samples.map((sample) => sample.ms)),
  cpuMs: samples.every((sample) => sample.cpuMs !== undefined)
    ? median(samples.map((sample) => sample.cpuMs))
    : undefined,
  peakMb: Math.max(0, ...samples.map((sample) => sample.peakMb ?? 0)) || undefined,
});

/**
 * The least wall time any spreading of a run's work over this machine's cores could reach: its processor
 * time divided by the cores. A budget below it asks for less work, not for more of it at once.
 */
const cores = availableParallelism();
const cpuOf = (summary, share = 1) => (summary.cpuMs === undefined ? "-" : seconds(summary.cpuMs / share));
const floorOf = (summary) => cpuOf(summary, cores);

/** A command alone: `count` timed runs after one warm-up. */
function timeAlone(run, count = runs) {
  timeOnce({ ...run, before: () => {} });
  return summary(Array.from({ length: count }, () => timeOnce(run)));
}

/** Two commands in turn, A B A B …, after a warm-up of each; the ratio is the median of A/B over the pairs. */
function timePaired(a, b, count = runs) {
  timeOnce({ ...a, before: () => {} });
  timeOnce({ ...b, before: () => {} });
  const pairs = Array.from({ length: count }, () => [timeOnce(a), timeOnce(b)]);
  return {
    a: summary(pairs.map(([sample]) => sample)),
    b: summary(pairs.map(([, sample]) => sample)),
    ratio: median(pairs.map(([x, y]) => x.ms / y.ms)),
  };
}

function filesBelow(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The JavaScript budget per page, gzip: the script and every inline script together. */
const jsBudget = 3584;
/** What first paint may need, gzip: about TCP's first round trip (10 packets). */
const firstPaintBudget = 14 * 1024;

/**
 * Sizes per page: the HTML (with the stylesheet inlined in its head), the CSS alone (inline or
 * linked; a stylesheet for print only is neither), and the script with every inline script. First
 * paint is measured by `firstPaintBytes`, in a browser.
 */
function pageSizes(dist) {
  const read = (path) => readFileSync(join(dist, path));
  return filesBelow(dist)
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const html = readFileSync(file);
      const text = html.toString("utf8");
      const linked = [...text.matchAll(/<link rel="stylesheet" href="\/([^"]+)"(?! media="print")/g)].map((match) =>
        read(match[1]),
      );
      const inline = [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => Buffer.from(match[1]));
      const js = [
        ...[...text.matchAll(/<script src="\/([^"]+)"/g)].map((match) => read(match[1])),
        // Inline code counts too (the cookie banner's snippet); structured data is not code.
        ...[...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => Buffer.from(match[1])),
      ];
      const sum = (list, measure) => list.reduce((total, bytes) => total + measure(bytes), 0);
      const css = [...linked, ...inline];
      return {
        page: `/${relative(dist, file)}`.replace(/index\.html$/, ""),
        file,
        html: { raw: html.length, gzip: gzip(html), brotli: brotli(html) },
        css: {
          raw: sum(css, (b) => b.length),
          gzip: sum(css, gzip),
          brotli: sum(css, brotli),
          inline: inline.length > 0,
        },
        js: { raw: sum(js, (b) => b.length), gzip: sum(js, gzip), brotli: sum(js, brotli) },
        linkedCss: linked,
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

/**
 * First paint, per page: the render-blocking CSS (inline, or linked without media="print") and the
 * HTML up to the first element that starts below the first screen of a 390 × 844 phone, with
 * JavaScript off, gzip. The rest of a long page streams after it. Adds `firstPaint` to each page.
 */
async function firstPaintBytes(dist, pages) {
  const server = await startStaticHost(dist);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const entry of pages) {
      const url = `${server.url}${entry.page.replace(/\\/g, "/")}`;
      await page.goto(url.endsWith(".html") || url.endsWith("/") ? url : `${url}/`);
      // The first element in the page's order whose box starts below the screen (fixed ones aside: they
      // are on it), as the offset in the HTML of its start tag.
      const marker = await page.evaluate(() => {
        const below = [...document.body.querySelectorAll("*")].find((element) => {
          const style = getComputedStyle(element);
          if (style.position === "fixed" || element.closest("[hidden], dialog:not([open])")) return false;
          const box = element.getBoundingClientRect();
          return box.height > 0 && box.top + scrollY >= innerHeight;
        });
        if (!below) return undefined;
        const index = [...document.body.querySelectorAll(below.tagName)].indexOf(below);
        return { tag: below.tagName.toLowerCase(), index };
      });
      const text = readFileSync(entry.file, "utf8");
      // The nth start tag of that name in the HTML is the element's start.
      let cut = text.length;
      if (marker) {
        const tags = [...text.matchAll(new RegExp(`<${marker.tag}[\\s>/]`, "g"))];
        const bodyAt = text.indexOf("<body");
        const inBody = tags.filter((match) => (match.index ?? 0) > bodyAt);
        cut = inBody[marker.index]?.index ?? text.length;
      }
      const upTo = Buffer.from(text.slice(0, cut));
      const sum = (list, measure) => list.reduce((total, bytes) => total + measure(bytes), 0);
      entry.firstPaint = {
        gzip: gzip(upTo) + sum(entry.linkedCss, gzip),
        brotli: brotli(upTo) + sum(entry.linkedCss, brotli),
        cutAt: marker ? `<${marker.tag}> ${cut} of ${text.length} B` : "whole page",
      };
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
  return pages;
}

const pad = (value, width) => String(value).padStart(width);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const node = process.execPath;

const shown = (value, unit) =>
  unit === "×" ? `${value.toFixed(2)}×` : unit === "%" ? `${value.toFixed(0)} %` : `${value.toFixed(0)} ${unit}`;
const held = (row) => (row.atLeast ? row.value >= row.limit : row.value <= row.limit);
const rowLine = (row) =>
  `${row.name.padEnd(58)}${pad(shown(row.value, row.unit), 10)}${pad(`${row.atLeast ? "≥" : "≤"} ${shown(row.limit, row.unit)}`, 11)}   ${held(row) ? "pass" : "MISSED"}${row.detail ? `  (${row.detail})` : ""}`;

/** Every row the bench prints, with its budget: `value` must be at most `limit` (or at least, for `atLeast`). */
const rows = [];
/**
 * Printed as soon as it is measured: a slow machine shows its progress.
 * @param {{ name: string, value: number, limit: number, unit: string, atLeast?: boolean, detail?: string }} row
 */
const budget = (row) => {
  rows.push(row);
  console.log(rowLine(row));
};
const notes = [];

try {
  console.log(
    `site bench: ${runs} runs a row (${slowRuns} for the slow ones) after a warm-up, ${process.version}, ${process.arch}`,
  );
  console.log(hugoMissing ? `Hugo rows skipped: ${hugoMissing}\n` : `yardstick: ${hugo} (the same site for Hugo)\n`);
  console.log(`${"budget".padEnd(58)}${pad("value", 10)}${pad("limit", 11)}   result`);

  // The shipped content, in a copy whose buffet the "edited" rows change.
  const content = join(work, "content");
  cpSync(join(root, "content"), content, { recursive: true });
  const buffetFile = join(content, "buffet.yaml");
  const buffetText = readFileSync(buffetFile, "utf8");
  let edits = 0;
  // A new start time for the next buffet: its share cards (the home pages') are drawn again.
  const editBuffet = () =>
    writeFileSync(
      buffetFile,
      buffetText.replace('from: "14:00"', `from: "14:${String(++edits % 60).padStart(2, "0")}"`),
    );
  const dist = join(work, "dist");
  const build = (before) => ({ command: node, args: [bin, "build", "--content", content, "--out", dist], before });
  const scaled = makeScalingContent(join(work, "content-810"), { languages: 10, copies: 10 });
  const scaledBuild = (before) => ({
    command: node,
    args: [bin, "build", "--content", scaled.dir, "--out", join(work, "dist-810")],
    before,
  });

  // Hugo's copies of the site: as it is (24 pages) and grown like ours (10 languages × 80 page kinds).
  const hugoRun = (site, before) => ({
    command: hugo,
    args: ["--quiet", "-s", site, "-d", join(site, "public")],
    before,
  });
  const hugoSmall = join(work, "hugo-site");
  const hugoLarge = join(work, "hugo-site-800");
  if (!hugoMissing) {
    for (const [out, size] of [
      [hugoSmall, []],
      [hugoLarge, ["--langs", "10", "--copies", "10"]],
    ]) {
      const made = spawnSync(node, [join(hugoSite, "scale.mjs"), out, ...size], { encoding: "utf8" });
      if (made.status !== 0) throw new Error(`scale.mjs failed: ${made.stderr}`);
    }
  }
  const hugoCold = () => rmSync(join(hugoLarge, "resources"), { recursive: true, force: true });

  const speed = [];
  const paired = (name, ours, theirs, limit, count = runs) => {
    if (hugoMissing) {
      const alone = timeAlone(ours, count);
      speed.push({ name, ours: alone, note: "Hugo skipped" });
      notes.push(`${name}: ${seconds(alone.median)}, not compared (${hugoMissing})`);
      return alone;
    }
    const { a, b, ratio } = timePaired(ours, theirs, count);
    speed.push({ name, ours: a, theirs: b, ratio });
    const detail = `${seconds(a.median)} / ${seconds(b.median)}`;
    // Without a limit, the ratio is shown for what it says, its budget is another row's.
    if (limit === undefined) notes.push(`${name} ÷ Hugo: ${ratio.toFixed(2)}× (${detail})`);
    else budget({ name: `${name} ÷ Hugo`, value: ratio, limit, unit: "×", detail });
    return a;
  };

  // (a) The owner's builds against Hugo's of the same site, and the start-up against Node's own.
  paired("27 pages, everything cached", build(), hugoRun(hugoSmall), 1.2);
  paired("810 pages, everything cached", scaledBuild(), hugoRun(hugoLarge), 0.75, slowRuns);
  const cold = paired("810 pages, nothing cached", scaledBuild(emptyAll), hugoRun(hugoLarge, hugoCold), 1.5, slowRuns);
  budget({ name: "peak memory, 810 pages, nothing cached", value: cold.peakMb ?? 0, limit: 400, unit: "MB" });

  // Start-up: from the process's start to the build's first stage (SITE_TIMINGS), against `node -e 0` in turn.
  const startups = [];
  const floors = [];
  for (let index = 0; index <= runs; index++) {
    const timed = timeOnce({ ...build(), env: { SITE_TIMINGS: "1" } });
    const floor = timeOnce({ command: node, args: ["-e", "0"] });
    if (index === 0) continue;
    startups.push(Number(/^start-up (\d+) ms/m.exec(timed.stdout)?.[1]));
    floors.push(floor.ms);
  }
  const startup = median(startups.map((ms, index) => ms / floors[index]));
  budget({
    name: "start-up ÷ node -e 0",
    value: startup,
    limit: 1.15,
    unit: "×",
    detail: `${median(startups).toFixed(0)} ms / ${median(floors).toFixed(0)} ms`,
  });

  // After an edit of buffet.yaml, against the build with nothing changed, in turn.
  const edited = timePaired(build(editBuffet), build());
  budget({
    name: "after a buffet edit ÷ everything cached",
    value: edited.ratio,
    limit: 2,
    unit: "×",
    detail: `${seconds(edited.a.median)} / ${seconds(edited.b.median)}; processor time ${cpuOf(edited.a)}, at best ${floorOf(edited.a)} on ${cores} cores`,
  });

  // The owner's command as README.md writes it, from the project's folder.
  const owner = (before) => ({ command: node, args: ["cli", "build", "--content", content, "--out", dist], before });
  const ownerCached = timeAlone(owner());
  const ownerEdited = timeAlone(owner(editBuffet));
  budget({ name: "node cli build, everything cached", value: ownerCached.median, limit: 1000, unit: "ms" });
  budget({ name: "node cli build, after a buffet edit", value: ownerEdited.median, limit: 1500, unit: "ms" });
  const npx = timeAlone(
    { command: "npx", args: ["--no-install", "site", "build", "--content", content, "--out", dist] },
    3,
  );
  notes.push(`npx site build, everything cached: ${seconds(npx.median)} (npx itself starts npm first)`);

  // (b) What each cache saves: the build with it emptied before every run, against the build with all kept.
  const saving = (name, run, before) => {
    const { a, b, ratio } = timePaired(run(), run(before));
    budget({
      name: `saved by ${name}`,
      value: (1 - ratio) * 100,
      limit: 20,
      atLeast: true,
      unit: "%",
      detail: `${seconds(a.median)} with, ${seconds(b.median)} without`,
    });
  };
  for (const [name, pattern] of Object.entries(caches)) {
    if (name === "photos") continue;
    // The pages' HTML and what each page was read for matter where pages are many: the 810 pages'
    // row ("everything cached") is what they keep within its budget.
    const manyPages = name === "the pages' HTML" || name.startsWith("what each page");
    saving(manyPages ? `${name}, 810 pages` : name, manyPages ? scaledBuild : build, empty(pattern));
  }
  saving("the CLI's bundle", build, forgetBundle);
  if (compileCache) {
    saving("Node's compile cache", build, forgetCompiledCode);
    // The start-up is where it saves most: the bundle's code, read back instead of compiled.
    const version = (before) => ({ command: node, args: [bin, "--version"], before });
    const { a, b, ratio } = timePaired(version(), version(forgetCompiledCode));
    budget({
      name: "saved by Node's compile cache, start-up (--version)",
      value: (1 - ratio) * 100,
      limit: 20,
      atLeast: true,
      unit: "%",
      detail: `${(a.median).toFixed(0)} ms with, ${(b.median).toFixed(0)} ms without`,
    });
  } else notes.push(`Node's compile cache: none in ${process.version} (Node 22.1 and later have it)`);

  // (c) Mistakes and checks.
  // As after a change to the tool: every content file converted again, every page rendered and read again.
  const contentOnly = empty(/^(content|rendered|pages)-[0-9a-f]+\.cache$/);
  const uncachedContent = timeAlone(build(contentOnly));
  budget({ name: "27 pages, content and pages not cached", value: uncachedContent.median, limit: 1000, unit: "ms" });
  const check = timeAlone({ command: node, args: [bin, "check", "--content", content] });
  budget({ name: "site check", value: check.median, limit: 3000, unit: "ms" });
  // A page with a list nested 20,000 deep on one line: refused before Markdown is parsed (it took minutes).
  const deep = join(work, "content-deep");
  cpSync(content, deep, { recursive: true });
  writeFileSync(
    join(deep, "pages/about.de.md"),
    `${readFileSync(join(deep, "pages/about.de.md"), "utf8")}\n${"- ".repeat(20_000)} hi\n`,
  );
  const refused = timeAlone({
    command: node,
    args: [bin, "build", "--content", deep, "--out", join(work, "dist-deep")],
    before: empty(/^content-[0-9a-f]+\.cache$/),
    status: 1,
  });
  budget({ name: "a list nested 20,000 deep, refused", value: refused.median, limit: 1000, unit: "ms" });
  const scaledContentOnly = paired(
    "810 pages, content and pages not cached",
    scaledBuild(contentOnly),
    hugoRun(hugoLarge),
    undefined,
    slowRuns,
  );
  budget({ name: "810 pages, content and pages not cached", value: scaledContentOnly.median, limit: 3000, unit: "ms" });

  // Where the time of one build goes, from the tool's own stage clock.
  const staged = timeOnce({ ...build(), env: { SITE_TIMINGS: "1" } });
  const stageLine = staged.stdout.split("\n").find((line) => line.startsWith("start-up ")) ?? "";

  // (d) Bytes per page.
  timeOnce(build());
  const pages = await firstPaintBytes(dist, pageSizes(dist));
  const inlineCss = pages.every((page) => page.css.inline);
  console.log(
    `bytes per page (CSS ${inlineCss ? "inlined in the HTML, counted in it" : "linked"}; first paint = the render-blocking CSS and the HTML up to the first element below a 390 × 844 screen, JavaScript off)`,
  );
  console.log("page                      HTML gz   HTML br   CSS gz   JS gz   first paint gz / br");
  for (const page of pages) {
    console.log(
      `${page.page.padEnd(24)}${pad(page.html.gzip, 9)}${pad(page.html.brotli, 10)}${pad(page.css.gzip, 9)}${pad(page.js.gzip, 8)}${pad(page.firstPaint.gzip, 12)} / ${page.firstPaint.brotli}`,
    );
  }
  const largest = (measure) => pages.reduce((most, page) => (measure(page) > measure(most) ? page : most));
  const mostJs = largest((page) => page.js.gzip);
  budget({
    name: "JavaScript per page (script + inline), gzip",
    value: mostJs.js.gzip,
    limit: jsBudget,
    unit: "B",
    detail: mostJs.page,
  });
  const mostPaint = largest((page) => page.firstPaint.gzip);
  budget({
    name: "first paint (blocking CSS + HTML to the fold), gzip",
    value: mostPaint.firstPaint.gzip,
    limit: firstPaintBudget,
    unit: "B",
    detail: `${mostPaint.page}, cut at ${mostPaint.firstPaint.cutAt}`,
  });

  // (e) Photos: the shipped content with 20 photos of 12 megapixels (the about page's hero, text photo and
  // gallery of 12, the chef's portrait, a dish, and a hero on four more pages). The first build processes
  // them all (new photos each run, so none is in the cache); then builds with the photos unchanged, in
  // turn with the same site without photos.
  const photoContent = await makePhotoContent(join(work, "content-photos"), {
    width: 4000,
    height: 3000,
    heroes: true,
    seed: Date.now() % 1e6,
  });
  const photoCount = readdirSync(join(photoContent, "images")).length;
  const photoBuild = (before) => ({
    command: node,
    args: [bin, "build", "--content", photoContent, "--out", join(work, "dist-photos")],
    before,
  });
  const firstPhotoBuild = timeOnce(photoBuild());
  const unchanged = timePaired(photoBuild(), build());
  budget({
    name: `build with ${photoCount} unchanged photos ÷ without photos`,
    value: unchanged.ratio * 100,
    limit: 120,
    unit: "%",
    detail: `${seconds(unchanged.a.median)} / ${seconds(unchanged.b.median)}`,
  });
  const photosKept = timePaired(photoBuild(), photoBuild(empty(caches.photos)), 3);
  budget({
    name: `saved by photos (${photoCount} of 12 megapixels)`,
    value: (1 - photosKept.ratio) * 100,
    limit: 20,
    atLeast: true,
    unit: "%",
    detail: `${seconds(photosKept.a.median)} with, ${seconds(photosKept.b.median)} without`,
  });
  const gallery = (
    await firstPaintBytes(
      join(work, "dist-photos"),
      pageSizes(join(work, "dist-photos")).filter((page) => page.page === "/fr/about/"),
    )
  )[0];
  budget({
    name: "first paint, page with a gallery of 12 photos",
    value: gallery?.firstPaint.gzip ?? 0,
    limit: firstPaintBudget,
    unit: "B",
  });
  budget({ name: "JavaScript, page with photos, gzip", value: gallery?.js.gzip ?? 0, limit: jsBudget, unit: "B" });
  notes.push(
    `first build with ${photoCount} photos of 12 megapixels: ${seconds(firstPhotoBuild.ms)}, peak ${firstPhotoBuild.peakMb?.toFixed(0) ?? "-"} MB`,
  );

  // (f) A phone's photo added in the editor: a 12-megapixel HEIC, as an iPhone saves it, made the page's top
  // photo and converted into every format and width the page shows, the photos' cache emptied before
  // each build (the others kept: what is timed is the photo). Needs libheif's heif-enc to make it.
  const heifEnc = (process.env.PATH ?? "").split(delimiter).find((dir) => existsSync(join(dir, "heif-enc")));
  if (heifEnc) {
    const heicContent = join(work, "content-heic");
    cpSync(join(root, "content"), heicContent, { recursive: true });
    mkdirSync(join(heicContent, "images"));
    writeFileSync(join(work, "phone.jpg"), await makePhoto({ width: 4032, height: 3024, seed: 2042 }));
    spawnSync(join(heifEnc, "heif-enc"), [
      "--quality",
      "50",
      "--output",
      join(heicContent, "images/img-2042.heic"),
      join(work, "phone.jpg"),
    ]);
    const about = join(heicContent, "pages/about.de.md");
    writeFileSync(
      about,
      readFileSync(about, "utf8").replace(
        /^title: .*$/m,
        (title) =>
          `${title}\nhero:\n  file: images/img-2042.heic\n  alt:\n    de: "Unsere Küche"\n    en: "Our kitchen"\n    fr: "Notre cuisine"`,
      ),
    );
    const heic = timeAlone(
      {
        command: node,
        args: [bin, "build", "--content", heicContent, "--out", join(work, "dist-heic")],
        before: empty(caches.photos),
      },
      slowRuns,
    );
    budget({ name: "a 12-megapixel HEIC photo converted (its build)", value: heic.median, limit: 5000, unit: "ms" });
  } else notes.push("no heif-enc: the HEIC row was skipped (apt-get install libheif-examples)");

  // The report.
  console.log(
    `\nspeed (median wall time)                this tool   Hugo       ratio   peak RSS   processor   ÷ ${cores} cores`,
  );
  for (const row of speed) {
    console.log(
      `${row.name.padEnd(38)}${pad(seconds(row.ours.median), 10)}${pad(row.theirs ? seconds(row.theirs.median) : "-", 10)}${pad(row.ratio ? `${row.ratio.toFixed(2)}×` : "-", 9)}${pad(row.ours.peakMb ? `${row.ours.peakMb.toFixed(0)} MB` : "-", 10)}${pad(cpuOf(row.ours), 12)}${pad(floorOf(row.ours), 12)}`,
    );
  }
  console.log(`\none build, everything cached, by stage: ${stageLine}`);
  for (const note of notes) console.log(note);

  console.log(`\n${"budget".padEnd(58)}${pad("value", 10)}${pad("limit", 11)}   result`);
  for (const row of rows) console.log(rowLine(row));
  const missed = rows.filter((row) => !held(row)).length;

  writeFileSync(
    join(root, "bench/results.json"),
    `${JSON.stringify({ node: process.version, runs, hugo: hugoMissing ?? hugo, speed, stages: stageLine, pages: pages.map(({ file, linkedCss, ...page }) => page), notes, budgets: rows }, null, 2)}\n`,
  );
  console.log(`\nwrote bench/results.json${missed ? `; ${missed} budget(s) missed` : "; every budget held"}`);
  process.exitCode = missed ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
