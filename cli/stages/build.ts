/**
 * The orchestrator: the steps of cli/stages/ in their order, load → photos → assets → model →
 * cards → render → fonts → hosting → write, with the stylesheet and script built meanwhile and
 * the share cards drawn beside the rendering. It opens every cache the build uses and gives each
 * step its own. Everything is produced in memory first; dist/ changes only at the very end.
 */

import { EntryCache, FileStore, hashOf, PackedCache } from "../cache.js";
import { buffetOverWarning, calendarFile, calendarFileName, currentTime, shownEvents } from "../content/buffet/view.js";
import { closureOverWarnings } from "../content/hours/view.js";
import { type SiteError, SiteErrors } from "../errors.js";
import type { ProgressReporter } from "../progress.js";
import type { PageModel } from "../restaurant/page-model.js";
import { isCachedFile } from "./1-load/convert.js";
import { type Content, loadContent } from "./1-load/load.js";
import { isStoredHash, preparePhotos } from "./2-photos/photos.js";
import { buildAssets } from "./3-assets/assets.js";
import { buildPageModels } from "./4-model/model.js";
import { shareCards } from "./5-cards/cards.js";
import { isPageReading, type PageSources, readPages } from "./6-render/page-reading.js";
import { renderPages } from "./6-render/render.js";
import { subsetFonts } from "./7-fonts/fonts.js";
import { hostingFiles } from "./8-hosting/hosting.js";
import { linksToNothing } from "./8-hosting/local-links.js";
import { robots, sitemap } from "./8-hosting/sitemap.js";
import { checkOutputFolder } from "./9-write/output-folder.js";
import { recoverOutput, type WriteOptions, writeSite } from "./9-write/write.js";
import { refuseEditorIn } from "./common/editor-marker.js";
import type { OutputFile } from "./common/output-file.js";
import { WorkerPool } from "./common/workers.js";

export interface BuildOptions {
  /** The tool's own folder: templates/styles and client/ live here. */
  root: string;
  contentDir: string;
  /** The content folder whose converted files a copy of it reuses (the editor's checks); contentDir by default. */
  cacheFor?: string;
  outDir: string;
  /** What is over by now (buffets, closures) is left out; the browser hides the rest on its day. */
  now?: Date;
  /** Folders the output must never replace: the content folder is always one. */
  protect?: WriteOptions["protect"];
  /** Told as long work goes on: Markdown converted, photos made, cards drawn, fonts cut. */
  progress?: ProgressReporter;
}

export interface BuildResult {
  content: Content;
  /** Text the site shows differently than the owner probably meant: printed, the build went on. */
  warnings: SiteError[];
  pages: PageModel[];
  files: OutputFile[];
  bytes: number;
  milliseconds: number;
  /** Milliseconds per stage, in the order they ran. */
  stages: StageTimes;
  /** Photos processed and share cards drawn by this build (the rest came from the cache). */
  made: { photos: number; cards: number };
}

export type StageTimes = [stage: string, milliseconds: number][];

/** Times the stages of one build, each from the end of the one before. */
function stopwatch(times: StageTimes) {
  let last = performance.now();
  return (stage: string) => {
    const now = performance.now();
    times.push([stage, now - last]);
    last = now;
  };
}

/** Everything the site consists of, in memory. Throws SiteError(s) on any mistake. */
export async function generateSite(
  options: Pick<BuildOptions, "root" | "contentDir" | "cacheFor" | "now" | "progress">,
  stages: StageTimes = [],
) {
  // Workers for what a build has much of to make (Markdown; share cards and fonts), started only then.
  const pool = new WorkerPool();
  try {
    return await generateWith(pool, options, stages);
  } finally {
    await pool.close();
  }
}

async function generateWith(
  pool: WorkerPool,
  options: Pick<BuildOptions, "root" | "contentDir" | "cacheFor" | "now" | "progress">,
  stages: StageTimes,
) {
  const { root, contentDir, progress } = options;
  const lap = stopwatch(stages);
  const assetsPending = buildAssets(root);
  // Asset building runs meanwhile; do not leave it unobserved if loading throws.
  assetsPending.catch(() => {});
  // Every cache is opened here as its stage comes, and given to it. What depends on the content is
  // kept per content folder (`scope`): the benchmark's and the tests' sets do not take turns.
  const scope = hashOf(options.cacheFor ?? contentDir);
  const contentCache = new EntryCache(root, "content", isCachedFile, scope);
  const loading = await keeping([contentCache], () => loadContent(contentDir, { cache: contentCache, pool, progress }));
  // The Markdown is converted: the threads that helped end, and the pages render in their memory.
  await pool.endThreads();
  const { content } = loading;
  const now = options.now ?? currentTime();
  // What the site no longer shows because its day is past: the owner may want to tidy it up.
  const over = buffetOverWarning(content.buffet, now);
  const warnings = [...loading.warnings, ...(over ? [over] : []), ...closureOverWarnings(content.hours, now)];
  lap("load");
  const photoCaches = {
    hashes: new EntryCache(root, "photo-hashes", isStoredHash),
    photos: new FileStore(root, "photos"),
  };
  // Shared by every content folder: a site without photos leaves them as they are.
  const photos = await keeping(content.photos.length > 0 ? Object.values(photoCaches) : [], () =>
    preparePhotos(contentDir, root, content.photos, photoCaches, progress),
  );
  warnings.push(...photos.warnings);
  lap("photos");
  const assets = await assetsPending;
  lap("assets");
  const models = buildPageModels(content, assets.refs, now, photos.library);
  lap("model");
  // The cards' addresses are known at once; those to draw are drawn in workers while the pages render.
  const cardStore = new FileStore(root, "cards");
  const cards = shareCards(root, models, photos.library, cardStore, pool, progress);
  const pages = models.map((page) => ({ ...page, card: cards.cards.get(page.file) }));
  const rendered = new PackedCache(root, "rendered", scope);
  const html = await keeping([rendered], () => renderPages(pages, rendered));
  lap("render");
  // One reading of every page: its inline code for the Content-Security-Policy, its text for the fonts.
  const readings = new EntryCache(root, "pages", isPageReading, scope);
  const { sources: read, characters: shown } = await keeping([readings], () => readPages(html, readings));
  // Besides the pages' own, the fonts keep what the script writes: times, counts and month names.
  const langs = pages.map((page) => page.locale.lang);
  const fontStore = new FileStore(root, "fonts");
  const fonts = await keeping([fontStore], () => subsetFonts(assets.fonts, shown, langs, fontStore, pool, progress));
  lap("fonts");
  const cardFiles = await keeping([cardStore], () => cards.files);
  lap("cards");
  const files = siteFiles(
    content,
    pages,
    [...html, ...calendarFiles(content, pages, now)],
    [...assets.files, ...fonts.files, ...photos.files, ...cardFiles],
    read,
  );
  // The pages were checked as they were rendered (renderPages), before the cache kept them.
  const pageFiles = new Set<OutputFile>(html);
  refuseEditorIn(files.filter((file) => !pageFiles.has(file)));
  // A text's link to a page the site does not have is said at the link, before any page that holds it goes out.
  const broken = linksToNothing(content.links, new Set(files.map((file) => file.path)));
  if (broken.length > 0) throw new SiteErrors(broken);
  lap("hosting");
  return { content, warnings, pages, files, made: { photos: photos.processed, cards: cards.drawn } };
}

/**
 * Runs a stage with the caches it was given, then has each keep what this build used (and drop what
 * no build used for long), even when the stage failed: what it did make is good, the files that did
 * convert, the photos that were made.
 */
async function keeping<T>(caches: readonly ({ save(): void } | FileStore)[], stage: () => T | Promise<T>) {
  try {
    return await stage();
  } finally {
    for (const cache of caches) {
      if (cache instanceof FileStore) cache.prune();
      else cache.save();
    }
  }
}

/** The calendar file of every buffet the pages show, in every language: "en/buffet-2025-11-02-1400.ics". */
function calendarFiles(content: Content, pages: PageModel[], now: Date): OutputFile[] {
  const events = shownEvents(content.buffet, now);
  return pages
    .filter((page) => page.id === "home")
    .flatMap(({ locale, path, url }) =>
      events.map((event) => ({
        path: `${path.slice(1)}${calendarFileName(event)}`,
        contents: calendarFile(event, content.site, locale.dict, url),
      })),
    );
}

/** The pages plus everything derived from them: assets, sitemap, robots.txt, host configuration. */
function siteFiles(
  content: Content,
  pages: PageModel[],
  html: OutputFile[],
  assets: OutputFile[],
  read: PageSources,
): OutputFile[] {
  const files: OutputFile[] = [
    ...html,
    ...assets,
    { path: "sitemap.xml", contents: sitemap(content) },
    { path: "robots.txt", contents: robots(content.site.url) },
  ];
  // Host configuration last: its Content-Security-Policy is read from the files above.
  files.push(...hostingFiles(files, pages, read));
  return files;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const stages: StageTimes = [];
  const write: WriteOptions = { protect: { content: options.contentDir, ...options.protect } };
  // A wrong --out is refused before any work (its path, then what it holds); an output a build left
  // unfinished is completed in between. The write checks it again, inside the lock.
  await recoverOutput(options.outDir, write);
  checkOutputFolder(options.outDir, write);
  const { content, warnings, pages, files, made } = await generateSite(options, stages);
  const lap = stopwatch(stages);
  await writeSite(options.outDir, files, write);
  lap("write");
  const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.contents), 0);
  return { content, warnings, pages, files, bytes, milliseconds: performance.now() - started, stages, made };
}
