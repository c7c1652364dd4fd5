// `npm run bench`: how fast the tool builds and how light the site is, measured
// on this machine with its own clocks, against the budgets in README.md ("Speed, size and caches").
// Prints a table, writes bench/results.json, exits 1 when a budget is missed.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { makePhotoContent } from "../tests/photo-content.mjs";
import { makeScalingContent } from "./scaling-content.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "cli/bin.js");
const work = mkdtempSync(join(tmpdir(), "site-bench-"));
const runs = Number(process.env.BENCH_RUNS ?? 7);
const timeBinary = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;
const env = { ...process.env, SITE_NOW: "2025-10-12T12:00:00+02:00" };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const stats = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

/** What builds keep between runs (cli/cache.ts, cli/bundle.js); each is emptied to measure what it saves. */
const cacheDir = join(root, "node_modules/.cache/site");
/** The cache files kept per content folder whose names match `pattern`: all go. */
const emptyPerContent = (pattern) => () => {
  for (const name of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
    if (pattern.test(name)) rmSync(join(cacheDir, name), { force: true });
  }
};
/** Converted content and what the pages were read for: content-<hash>.cache and pages-<hash>.cache (cli/build.ts). */
const emptyContentCache = emptyPerContent(/^(content|pages)-[0-9a-f]+\.cache$/);
/** What the pages were read for: their policy hashes and letters (cli/page-reading.ts). */
const emptyPageCache = emptyPerContent(/^pages-[0-9a-f]+\.cache$/);
/** The stylesheet and the script (cli/assets.ts). */
const emptyAssetCache = () => rmSync(join(cacheDir, "assets.cache"), { force: true });
/** The fonts cut to the pages' letters (cli/fonts.ts). */
const emptyFontCache = () => rmSync(join(cacheDir, "fonts"), { recursive: true, force: true });
/** The CLI bundle: without its pointer, bin.js bundles cli/ and templates/ again. */
const forgetBundle = () => rmSync(join(cacheDir, "cli.json"), { force: true });

/** Wall time (process.hrtime) and peak memory (/usr/bin/time -v) of one cold process; `status` is the exit code it must end with. */
function timeOnce(command, args, before = () => {}, status = 0) {
  before();
  const wrapped = timeBinary ? [timeBinary, ["-v", command, ...args]] : [command, args];
  const started = process.hrtime.bigint();
  const result = spawnSync(wrapped[0], wrapped[1], { cwd: root, env, encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== status)
    throw new Error(`${command} ${args.join(" ")} ended with ${result.status}:\n${result.stderr}`);
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr ?? "");
  return { ms, peakKb: peak ? Number(peak[1]) : undefined };
}

/** `before` runs ahead of every timed run, outside the clock. */
function timeCommand(label, command, args, count = runs, before = () => {}, status = 0) {
  timeOnce(command, args, () => {}, status); // warm-up: fills the OS file cache and the tool's caches
  const samples = Array.from({ length: count }, () => timeOnce(command, args, before, status));
  const peaks = samples.map((sample) => sample.peakKb).filter((kb) => kb !== undefined);
  return {
    label,
    runs: count,
    ...stats(samples.map((sample) => sample.ms)),
    peakMb: peaks.length ? Math.max(...peaks) / 1024 : undefined,
  };
}

function filesBelow(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Sizes per page: the HTML (with the stylesheet inlined in its head), the CSS
 * alone (inline or linked), the script it loads, and what first paint needs:
 * the HTML and any linked stylesheet.
 */
function pageSizes(dist) {
  const read = (path) => readFileSync(join(dist, path));
  return filesBelow(dist)
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const html = readFileSync(file);
      const text = html.toString("utf8");
      const linked = [...text.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => read(match[1]));
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
        html: { raw: html.length, gzip: gzip(html), brotli: brotli(html) },
        css: {
          raw: sum(css, (b) => b.length),
          gzip: sum(css, gzip),
          brotli: sum(css, brotli),
          inline: inline.length > 0,
        },
        js: { raw: sum(js, (b) => b.length), gzip: sum(js, gzip), brotli: sum(js, brotli) },
        firstPaint: { gzip: gzip(html) + sum(linked, gzip), brotli: brotli(html) + sum(linked, brotli) },
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

const pad = (value, width) => String(value).padStart(width);
const ms = (value) => `${value.toFixed(0)} ms`;

try {
  console.log(`site bench: ${runs} cold runs each after one warm-up, ${process.version}, ${process.arch}\n`);

  // (a) cold processes, on a copy of content/. "Content cached": nothing changed since the last
  // build; "buffet.yaml edited": the owner's usual build (one YAML file new, so yaml and zod load);
  // "nothing cached": every file read and converted again, as after a change to the tool.
  const content = join(work, "content");
  cpSync(join(root, "content"), content, { recursive: true });
  const buffetFile = join(content, "buffet.yaml");
  const buffetText = readFileSync(buffetFile, "utf8");
  let edits = 0;
  const editBuffet = () =>
    writeFileSync(
      buffetFile,
      buffetText.replace('from: "14:00"', `from: "14:${String(++edits % 60).padStart(2, "0")}"`),
    );
  const buildArgs = [bin, "build", "--content", content, "--out", join(work, "dist")];
  // A page with a list nested 20,000 deep on one line: refused before Markdown is parsed (it took minutes).
  const deep = join(work, "content-deep");
  cpSync(content, deep, { recursive: true });
  writeFileSync(
    join(deep, "pages/about.de.md"),
    `${readFileSync(join(deep, "pages/about.de.md"), "utf8")}\n${"- ".repeat(20_000)} hi\n`,
  );
  const deepArgs = [bin, "build", "--content", deep, "--out", join(work, "dist-deep")];
  const timings = [
    timeCommand("site build, content cached", process.execPath, buildArgs),
    timeCommand("site build, buffet.yaml edited", process.execPath, buildArgs, runs, editBuffet),
    timeCommand("site build, nothing cached", process.execPath, buildArgs, runs, emptyContentCache),
    timeCommand("site check, content cached", process.execPath, [bin, "check", "--content", content]),
    timeCommand("site build, CSS and JS not cached", process.execPath, buildArgs, runs, emptyAssetCache),
    timeCommand("site build, fonts not cached", process.execPath, buildArgs, runs, emptyFontCache),
    timeCommand("site build, CLI bundled again", process.execPath, buildArgs, runs, forgetBundle),
    timeCommand("site build, list 20,000 deep", process.execPath, deepArgs, runs, () => {}, 1),
    timeCommand("site build through npx", "npx", ["--no-install", "site", "build", "--out", join(work, "dist")], 5),
    timeCommand("node -e 0 (the floor)", process.execPath, ["-e", "0"]),
  ];
  console.log("command (node cli/bin.js)          median      min      max   peak RSS");
  for (const row of timings) {
    console.log(
      `${row.label.padEnd(33)}${pad(ms(row.median), 8)} ${pad(ms(row.min), 8)} ${pad(ms(row.max), 8)} ${pad(row.peakMb ? `${row.peakMb.toFixed(0)} MB` : "-", 10)}`,
    );
  }

  // Where the time of one build goes, from the tool's own stage clock.
  const staged = spawnSync(process.execPath, buildArgs, {
    cwd: root,
    env: { ...env, SITE_TIMINGS: "1" },
    encoding: "utf8",
  });
  const stageLine = staged.stdout.split("\n").find((line) => line.startsWith("start-up ")) ?? "";
  console.log(`\none build, content cached, by stage: ${stageLine}`);

  // (b) bytes per page
  const pages = pageSizes(join(work, "dist"));
  const inlineCss = pages.every((page) => page.css.inline);
  console.log(
    `\nbytes per page (CSS ${inlineCss ? "inlined in the HTML, counted in it" : "linked"}; first paint = HTML + linked CSS)`,
  );
  console.log("page                      HTML gz   HTML br   CSS gz   JS gz   first paint gz / br");
  for (const page of pages) {
    console.log(
      `${page.page.padEnd(24)}${pad(page.html.gzip, 9)}${pad(page.html.brotli, 10)}${pad(page.css.gzip, 9)}${pad(page.js.gzip, 8)}${pad(page.firstPaint.gzip, 12)} / ${page.firstPaint.brotli}`,
    );
  }

  // (c) scaling: the same pipeline on 10 languages with 10 times the pages
  const scaling = [];
  const scalingRuns = [
    [3, 1, true],
    [10, 1, true],
    [10, 10, true],
    [10, 10, true, ", pages read again", emptyPageCache],
    [10, 10, false, ", nothing cached", emptyContentCache],
  ];
  for (const [languages, copies, cached, note = "", before] of scalingRuns) {
    const content = makeScalingContent(join(work, `content-${languages}x${copies}`), { languages, copies });
    const out = join(work, `scale-${languages}x${copies}`);
    const row = timeCommand(
      `${languages} languages × ${content.pageKinds} pages${note}`,
      process.execPath,
      [bin, "build", "--content", content.dir, "--out", out],
      5,
      before,
    );
    const pageCount = filesBelow(out).filter((file) => file.endsWith(".html")).length;
    scaling.push({ ...row, cached, note, pages: pageCount, msPerPage: row.median / pageCount });
  }
  console.log("\nscaling (content cached unless said)           pages   median   ms/page");
  for (const row of scaling) {
    console.log(
      `${row.label.padEnd(46)}${pad(row.pages, 6)}${pad(ms(row.median), 9)}${pad(row.msPerPage.toFixed(2), 10)}`,
    );
  }

  const timed = (label) => timings.find((row) => row.label === label) ?? timings[0];
  const [cachedBuild, editedBuild, uncachedBuild, checkRun, deepRefusal] = [
    "site build, content cached",
    "site build, buffet.yaml edited",
    "site build, nothing cached",
    "site check, content cached",
    "site build, list 20,000 deep",
  ].map(timed);

  // (d) photos: the shipped content with 20 photos of 12 megapixels (the about page's hero, text photo and
  // gallery of 12, the chef's portrait, a dish, and a hero on four more pages). The first build processes them all (new photos each run, so
  // none is in the cache); then builds with the photos unchanged, against the same site without photos.
  const photoContent = await makePhotoContent(join(work, "content-photos"), {
    width: 4000,
    height: 3000,
    heroes: true,
    seed: Date.now() % 1e6,
  });
  const photoCount = readdirSync(join(photoContent, "images")).length;
  const photoArgs = [bin, "build", "--content", photoContent, "--out", join(work, "dist-photos")];
  const firstPhotoBuild = timeOnce(process.execPath, photoArgs);
  const photoBuild = timeCommand(`site build, ${photoCount} photos unchanged`, process.execPath, photoArgs);
  const photoRatio = photoBuild.median / cachedBuild.median;
  const gallery = pageSizes(join(work, "dist-photos")).find((page) => page.page === "/fr/about/");
  console.log(`\nphotos (${photoCount} of 12 megapixels)                     median      min      max   peak RSS`);
  console.log(
    `${"first build, every photo processed".padEnd(47)}${pad(ms(firstPhotoBuild.ms), 8)}${pad("", 18)}${pad(firstPhotoBuild.peakKb ? `${(firstPhotoBuild.peakKb / 1024).toFixed(0)} MB` : "-", 10)}`,
  );
  console.log(
    `${photoBuild.label.padEnd(47)}${pad(ms(photoBuild.median), 8)} ${pad(ms(photoBuild.min), 8)} ${pad(ms(photoBuild.max), 8)}   ${(photoRatio).toFixed(2)}× the build without photos`,
  );
  console.log(
    `page with a gallery (/fr/about/): first paint ${gallery?.firstPaint.gzip} B gzip, JS ${gallery?.js.gzip} B gzip`,
  );

  // (e) budgets
  const jsGzip = Math.max(...pages.map((page) => page.js.gzip));
  const firstPaint = Math.max(...pages.map((page) => page.firstPaint.gzip));
  const largest = Math.max(...scaling.map((row) => row.pages));
  const largestCached = scaling.find((row) => row.pages === largest && row.cached && !row.note) ?? scaling[0];
  const largestUncached = scaling.find((row) => row.pages === largest && !row.cached) ?? scaling[0];
  // The budgets hold without the build cache where they say so; the goals are aims (Hugo's class).
  const budgets = [
    { name: "site build, nothing cached, median", value: uncachedBuild.median, limit: 1000, unit: "ms" },
    { name: "site check, median", value: checkRun.median, limit: 3000, unit: "ms" },
    { name: "a list nested 20,000 deep refused, median", value: deepRefusal.median, limit: 1000, unit: "ms" },
    { name: "JavaScript per page, gzip", value: jsGzip, limit: 3072, unit: "B" },
    { name: "first paint (HTML + CSS), gzip, largest page", value: firstPaint, limit: 14 * 1024, unit: "B" },
    ...[largestCached, largestUncached].map((row) => ({
      name: `${row.pages} pages, ${row.cached ? "content cached" : "nothing cached"}, median`,
      value: row.median,
      limit: row.cached ? 1100 : 3000,
      unit: "ms",
    })),
    {
      name: "first paint, page with a gallery of 12 photos",
      value: gallery?.firstPaint.gzip ?? 0,
      limit: 14 * 1024,
      unit: "B",
    },
    { name: "JavaScript, page with photos, gzip", value: gallery?.js.gzip ?? 0, limit: 3072, unit: "B" },
    { name: `build with ${photoCount} unchanged photos ÷ without`, value: photoRatio * 100, limit: 120, unit: "%" },
    { name: "goal: site build, content cached, median", value: cachedBuild.median, limit: 200, unit: "ms", goal: true },
    {
      name: "goal: site build, buffet.yaml edited, median",
      value: editedBuild.median,
      limit: 200,
      unit: "ms",
      goal: true,
    },
  ];
  console.log("\nbudget                                            value      limit   result");
  let missed = 0;
  for (const budget of budgets) {
    const ok = budget.value <= budget.limit;
    if (!ok && !budget.goal) missed++;
    const result = ok ? "pass" : budget.goal ? "over goal" : "FAIL";
    console.log(
      `${budget.name.padEnd(48)}${pad(`${budget.value.toFixed(0)} ${budget.unit}`, 9)}${pad(`${budget.limit} ${budget.unit}`, 11)}   ${result}`,
    );
  }

  writeFileSync(
    join(root, "bench/results.json"),
    `${JSON.stringify({ node: process.version, runs, timings, stages: stageLine, pages, scaling, photos: { count: photoCount, firstBuildMs: firstPhotoBuild.ms, unchanged: photoBuild, ratio: photoRatio, gallery }, budgets }, null, 2)}\n`,
  );
  console.log(`\nwrote bench/results.json${missed ? `; ${missed} budget(s) missed` : ""}`);
  process.exitCode = missed ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
