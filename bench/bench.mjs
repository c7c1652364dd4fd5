// `npm run bench`: how fast the tool builds and how light the site is, measured on this machine
// against the budgets in README.md ("Speed, size and caches"). Builds are timed as whole cold
// processes. Where a budget is a ratio, the two commands run in turn (A B A B …) and the ratio is the
// median of the pairs' ratios, which stays meaningful while the machine's speed drifts: Hugo building
// the same restaurant site is the yardstick (skipped, with a note, where `hugo` is not installed).
// Every speed row runs on the machine's Node and on Node 24, the current LTS, on which the budgets are
// held (from the npm registry's node-<platform>-<arch> package, as .ci/run takes it, or BENCH_NODE24).
// Prints every row with its budget, writes bench/results.json, exits 1 when a budget is missed on Node 24.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { budgetTable, rowLine } from "./budgets.mjs";
import { contentSets, hugo, hugoMissing, hugoSites } from "./content-sets.mjs";
import {
  benchNodes,
  bin,
  cores,
  cpuOf,
  floorOf,
  hasCompileCache,
  pad,
  root,
  runs,
  seconds,
  slowRuns,
  timeAlone,
  timeOnce,
  timePaired,
} from "./measure.mjs";
import { firstPaintBudget, firstPaintBytes, jsBudget, pageSizes } from "./page-bytes.mjs";
import { treeMemory } from "./tree-memory.mjs";

const work = mkdtempSync(join(tmpdir(), "site-bench-"));
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
  "what html-validate said of each page (site check)": /^checks\.cache$/,
};
/** Every cache of the build; the tool's own bundle, made once after a change to its code, stays. */
const emptyAll = empty(/^(content|rendered|pages)-[0-9a-f]+\.cache$|^photo-hashes\.cache$|^(fonts|cards|photos)$/);
/** The bundle's pointer: without it, bin.js bundles cli/ and templates/ again. */
const forgetBundle = () => rmSync(join(cacheDir, "cli.json"), { force: true });
/** Node's compile cache (Node 22 and later): V8's code of the bundle and of the packages it loads. */
const forgetCompiledCode = () => rmSync(join(cacheDir, "compiled"), { recursive: true, force: true });
/** Everything the tool keeps, its own bundle and Node's compile cache included: a fresh clone's state. */
const forgetEverything = () => rmSync(cacheDir, { recursive: true, force: true });

/**
 * Every row the bench prints, with its budget: `value` must be at most `limit` (or at least, for
 * `atLeast`); `node` names the Node a speed row ran on.
 */
const rows = [];
/**
 * Printed as soon as it is measured: a slow machine shows its progress.
 * @param {{ name: string, value: number, limit: number, unit: string, atLeast?: boolean, detail?: string, node?: string }} row
 */
const budget = (row) => {
  rows.push(row);
  console.log(rowLine(row));
};
const notes = [];

/** What the rows of one Node share: its commands, and `paired`, which times one of ours against Hugo's. */
function speedContext(node, sets) {
  const label = node.version;
  const row = (fields) => budget({ ...fields, node: label });
  const tool = (args, before, extra = {}) => ({ command: node.path, args: [bin, ...args], before, ...extra });
  const dist = join(work, "dist");
  const build = (before) => tool(["build", "--content", sets.content, "--out", dist], before);
  const scaledBuild = (before) => tool(["build", "--content", sets.scaled, "--out", join(work, "dist-810")], before);
  const speed = [];
  const paired = (name, ours, theirs, limit, count = runs) => {
    if (hugoMissing) {
      const alone = timeAlone(ours, count);
      speed.push({ name, ours: alone, note: "Hugo skipped" });
      notes.push(`${name} on ${label}: ${seconds(alone.median)}, not compared (${hugoMissing})`);
      return alone;
    }
    const { a, b, ratio } = timePaired(ours, theirs, count);
    speed.push({ name, ours: a, theirs: b, ratio });
    const detail = `${seconds(a.median)} / ${seconds(b.median)}`;
    // Without a limit, the ratio is shown for what it says, its budget is another row's.
    if (limit === undefined) notes.push(`${name} ÷ Hugo on ${label}: ${ratio.toFixed(2)}× (${detail})`);
    else row({ name: `${name} ÷ Hugo`, value: ratio, limit, unit: "×", detail });
    return a;
  };
  return { node, label, row, tool, dist, build, scaledBuild, speed, paired };
}

/** Every speed row on one Node, each named with it; returns the timings the report shows. */
function speedRows(node, sets, hugoRuns) {
  const context = speedContext(node, sets);
  buildRows(context, sets, hugoRuns);
  const saving = cacheRows(context);
  checkRows(context, sets, hugoRuns, saving);
  photoRows(context, sets);
  // Where the time of one build goes, from the tool's own stage clock.
  const staged = timeOnce({ ...context.build(), env: { SITE_TIMINGS: "1" } });
  return {
    speed: context.speed,
    stages: staged.stdout.split("\n").find((line) => line.startsWith("start-up ")) ?? "",
  };
}

/** The owner's builds against Hugo's of the same site, the start-up against Node's own, an edit, a fresh clone. */
function buildRows({ node, row, tool, dist, build, scaledBuild, paired }, sets, hugoRuns) {
  paired("27 pages, everything cached", build(), hugoRuns.small(), 1.5);
  paired("810 pages, everything cached", scaledBuild(), hugoRuns.large(), 0.5, slowRuns);
  const cold = paired("810 pages, nothing cached", scaledBuild(emptyAll), hugoRuns.largeCold(), 3, slowRuns);
  if (cold.cpuMs !== undefined) {
    // Both cores at work: the wall time a small share of all the threads' processor time.
    row({
      name: "810 pages, nothing cached: wall ÷ processor time",
      value: cold.median / cold.cpuMs,
      limit: 0.6,
      unit: "×",
      detail: `${seconds(cold.median)} / ${cpuOf(cold)}`,
    });
  }
  // The largest process, as /usr/bin/time says; and, sampled in one more run, all of the build's together.
  const tree = treeMemory(scaledBuild(emptyAll));
  row({
    name: "peak memory, 810 pages, nothing cached",
    value: cold.peakMb ?? 0,
    limit: 400,
    unit: "MB",
    detail: `the largest process${tree ? `; all the build's together at most ${tree.treeMb.toFixed(0)} MB (PSS)` : ""}`,
  });

  // Start-up: `site --version` against `node -e 0`, in turn.
  const startup = timePaired(tool(["--version"]), { command: node.path, args: ["-e", "0"] });
  row({
    name: "start-up (site --version) ÷ node -e 0",
    value: startup.ratio,
    limit: 2,
    unit: "×",
    detail: `${startup.a.median.toFixed(0)} ms / ${startup.b.median.toFixed(0)} ms`,
  });

  // After an edit of buffet.yaml, against the build with nothing changed, in turn.
  const edited = timePaired(build(sets.editBuffet), build());
  row({
    name: "after a buffet edit ÷ everything cached",
    value: edited.ratio,
    limit: 1.5,
    unit: "×",
    detail: `${seconds(edited.a.median)} / ${seconds(edited.b.median)}; processor time ${cpuOf(edited.a)}, at best ${floorOf(edited.a)} on ${cores} cores`,
  });

  // A fresh clone's first build: npm ci done, nothing of the tool's kept, its own bundle included.
  const fresh = timeAlone(build(forgetEverything), slowRuns);
  row({
    name: "first build of a fresh clone (its bundle too)",
    value: fresh.median,
    limit: 2000,
    unit: "ms",
    detail: `processor time ${cpuOf(fresh)}, peak ${fresh.peakMb?.toFixed(0) ?? "-"} MB`,
  });

  // The owner's command as README.md writes it, from the project's folder.
  const owner = (before) => ({
    command: node.path,
    args: ["cli", "build", "--content", sets.content, "--out", dist],
    before,
  });
  row({ name: "node cli build, everything cached", value: timeAlone(owner()).median, limit: 1000, unit: "ms" });
  row({
    name: "node cli build, after a buffet edit",
    value: timeAlone(owner(sets.editBuffet)).median,
    limit: 1500,
    unit: "ms",
  });
}

/** What each cache saves: the build with it emptied before every run, against the build with all kept. */
function cacheRows({ node, label, row, build, scaledBuild }) {
  const saving = (name, run, before) => {
    const { a, b, ratio } = timePaired(run(), run(before));
    row({
      name: `saved by ${name}`,
      value: (1 - ratio) * 100,
      limit: 20,
      atLeast: true,
      unit: "%",
      detail: `${seconds(a.median)} with, ${seconds(b.median)} without`,
    });
  };
  for (const [name, pattern] of Object.entries(caches)) {
    // Photos have their rows below; the checks are a check's, not a build's.
    if (name === "photos" || pattern.test("checks.cache")) continue;
    // The pages' HTML and what each page was read for matter where pages are many: the 810 pages'
    // row ("everything cached") is what they keep within its budget.
    const manyPages = name === "the pages' HTML" || name.startsWith("what each page");
    saving(manyPages ? `${name}, 810 pages` : name, manyPages ? scaledBuild : build, empty(pattern));
  }
  saving("the CLI's bundle", build, forgetBundle);
  if (hasCompileCache(node.path)) {
    // On the build: since the tool is split into chunks, --version loads a tenth of its code.
    saving("Node's compile cache", build, forgetCompiledCode);
  } else notes.push(`Node's compile cache: none in ${label} (Node 22.1 and later have it)`);

  return saving;
}

/** Checks, mistakes, and what is converted again after a change to the tool. */
function checkRows({ row, tool, build, scaledBuild, paired }, sets, hugoRuns, saving) {
  const check = timePaired(tool(["check", "--content", sets.content]), build());
  row({
    name: "site check ÷ site build, both cached",
    value: check.ratio,
    limit: 3,
    unit: "×",
    detail: `${seconds(check.a.median)} / ${seconds(check.b.median)}`,
  });
  row({ name: "site check", value: check.a.median, limit: 3000, unit: "ms" });
  saving(
    "what html-validate said of each page",
    (before) => tool(["check", "--content", sets.content], before),
    empty(/^checks\.cache$/),
  );
  // As after a change to the tool: every content file converted again, every page rendered and read again.
  const contentOnly = empty(/^(content|rendered|pages)-[0-9a-f]+\.cache$/);
  row({
    name: "27 pages, content and pages not cached",
    value: timeAlone(build(contentOnly)).median,
    limit: 1000,
    unit: "ms",
  });
  // A page with a list nested 20,000 deep on one line: refused before Markdown is parsed (it took minutes).
  const refused = timeAlone(
    tool(["build", "--content", sets.deep, "--out", join(work, "dist-deep")], empty(/^content-[0-9a-f]+\.cache$/), {
      status: 1,
    }),
  );
  row({ name: "a list nested 20,000 deep, refused", value: refused.median, limit: 1000, unit: "ms" });
  const scaledContentOnly = paired(
    "810 pages, content and pages not cached",
    scaledBuild(contentOnly),
    hugoRuns.large(),
    undefined,
    slowRuns,
  );
  row({ name: "810 pages, content and pages not cached", value: scaledContentOnly.median, limit: 3000, unit: "ms" });
}

/**
 * Photos. The first build processes all 20 (new photos each run, none in the cache); then builds with
 * the photos unchanged, in turn with the same site without photos.
 */
function photoRows({ label, row, tool, build }, sets) {
  const photoBuild = (before) => tool(["build", "--content", sets.photos, "--out", join(work, "dist-photos")], before);
  const photoCount = readdirSync(join(sets.photos, "images")).length;
  const firstPhotoBuild = timeOnce(photoBuild(empty(caches.photos)));
  const unchanged = timePaired(photoBuild(), build());
  row({
    name: `build with ${photoCount} unchanged photos ÷ without photos`,
    value: unchanged.ratio * 100,
    limit: 120,
    unit: "%",
    detail: `${seconds(unchanged.a.median)} / ${seconds(unchanged.b.median)}`,
  });
  const photosKept = timePaired(photoBuild(), photoBuild(empty(caches.photos)), 3);
  row({
    name: `saved by photos (${photoCount} of 12 megapixels)`,
    value: (1 - photosKept.ratio) * 100,
    limit: 20,
    atLeast: true,
    unit: "%",
    detail: `${seconds(photosKept.a.median)} with, ${seconds(photosKept.b.median)} without`,
  });
  notes.push(
    `first build with ${photoCount} photos of 12 megapixels on ${label}: ${seconds(firstPhotoBuild.ms)}, processor ${cpuOf(firstPhotoBuild)}, peak ${firstPhotoBuild.peakMb?.toFixed(0) ?? "-"} MB`,
  );
  // A phone's photo converted into every format and width its place needs: its build, the photos' cache
  // emptied before each (the others kept: what is timed is the photo).
  for (const [format, dir] of Object.entries(sets.phone)) {
    const photo = timeAlone(
      tool(["build", "--content", dir, "--out", join(work, `dist-${format}`)], empty(caches.photos)),
      slowRuns,
    );
    row({
      name: `a 12-megapixel ${format === "heic" ? "HEIC" : "JPEG"} from a phone, converted (its build)`,
      value: photo.median,
      limit: 5000,
      unit: "ms",
      detail: `processor time ${cpuOf(photo)}`,
    });
  }
}

try {
  const nodes = benchNodes();
  const budgetNode = nodes.at(-1)?.version;
  console.log(
    `site bench: ${runs} runs a row (${slowRuns} for the slow ones) after a warm-up, on ${nodes.map((node) => node.version).join(" and ")} (${process.arch}); budgets held on ${budgetNode}`,
  );
  console.log(hugoMissing ? `Hugo rows skipped: ${hugoMissing}\n` : `yardstick: ${hugo} (the same site for Hugo)\n`);
  console.log(`${"budget".padEnd(62)}${pad("value", 10)}${pad("limit", 11)}   result`);

  const sets = await contentSets(work, notes);
  const hugoRuns = hugoSites(work);
  const timings = {};
  for (const node of nodes) timings[node.version] = speedRows(node, sets, hugoRuns);

  // (e) Bytes per page: the same on every Node.
  const dist = join(work, "dist");
  timeOnce({ command: process.execPath, args: [bin, "build", "--content", sets.content, "--out", dist] });
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
  const photoDist = join(work, "dist-photos");
  const gallery = (
    await firstPaintBytes(
      photoDist,
      pageSizes(photoDist).filter((page) => page.page === "/fr/about/"),
    )
  )[0];
  budget({
    name: "first paint, page with a gallery of 12 photos",
    value: gallery?.firstPaint.gzip ?? 0,
    limit: firstPaintBudget,
    unit: "B",
  });
  budget({ name: "JavaScript, page with photos, gzip", value: gallery?.js.gzip ?? 0, limit: jsBudget, unit: "B" });

  // The report.
  for (const node of nodes) {
    console.log(
      `\nspeed on ${node.version} (median wall time)   this tool   Hugo       ratio   peak RSS   processor   ÷ ${cores} cores`,
    );
    for (const row of timings[node.version].speed) {
      console.log(
        `${row.name.padEnd(38)}${pad(seconds(row.ours.median), 10)}${pad(row.theirs ? seconds(row.theirs.median) : "-", 10)}${pad(row.ratio ? `${row.ratio.toFixed(2)}×` : "-", 9)}${pad(row.ours.peakMb ? `${row.ours.peakMb.toFixed(0)} MB` : "-", 10)}${pad(cpuOf(row.ours), 12)}${pad(floorOf(row.ours), 12)}`,
      );
    }
    console.log(`one build, everything cached, by stage: ${timings[node.version].stages}`);
  }
  for (const note of notes) console.log(note);

  const columns = nodes.map((node) => node.version);
  const missed = budgetTable(rows, columns, budgetNode);

  writeFileSync(
    join(root, "bench/results.json"),
    `${JSON.stringify({ nodes: columns, budgetNode, runs, hugo: hugoMissing ?? hugo, timings, pages: pages.map(({ file, linkedCss, ...page }) => page), notes, budgets: rows }, null, 2)}\n`,
  );
  console.log(
    `\nwrote bench/results.json${missed ? `; ${missed} budget(s) missed on ${budgetNode}` : `; every budget held on ${budgetNode}`}`,
  );
  process.exitCode = missed ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
