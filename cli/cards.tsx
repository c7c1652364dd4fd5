/**
 * Share cards: the picture messengers and social networks show with a shared
 * link (og:image, twitter:image), one per page, 1200 × 630 PNG. Drawn at build
 * time from templates/ShareCard.tsx: satori lays it out as SVG, with the
 * site's fonts turned into paths, and sharp turns that into PNG. Nothing of
 * it reaches visitors' JavaScript.
 *
 * A card is named by a hash of everything it is drawn from (texts, hero photo,
 * design, fonts) and kept in node_modules/.cache/site/cards: a build whose
 * cards did not change loads neither satori nor sharp.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { ShareCard, type ShareCardProps } from "../templates/ShareCard.js";
import { FileCache, hashOf, packageVersion } from "./cache.js";
import type { PageModel } from "./model.js";
import type { PhotoLibrary } from "./photos.js";
import type { OutputFile } from "./write.js";

const require = createRequire(import.meta.url);

export const cardSize = { width: 1200, height: 630 };

/** What a page's og:image tags say. */
export interface ShareCardRef {
  url: string;
  alt: string;
}

/** The files the card is drawn from: a change to any of them draws every card again. */
const designFiles = ["templates/ShareCard.tsx", "templates/Logo.tsx", "templates/Medallion.tsx", "cli/cards.tsx"];

/** The static fonts' .woff files (satori reads no .woff2), the site's two families, latin and latin-ext. */
const fontFiles = [
  ["@fontsource/bricolage-grotesque", "bricolage-grotesque", "Bricolage Grotesque", 800],
  ["@fontsource/figtree", "figtree", "Figtree", 400],
  ["@fontsource/figtree", "figtree", "Figtree", 700],
] as const;

function fonts() {
  return fontFiles.flatMap(([pkg, file, name, weight]) => {
    const dir = dirname(require.resolve(`${pkg}/package.json`));
    return ["latin", "latin-ext"].map((subset) => ({
      name,
      weight,
      style: "normal" as const,
      data: readFileSync(join(dir, "files", `${file}-${subset}-${weight}-normal.woff`)),
    }));
  });
}

interface CardJob {
  page: PageModel;
  props: Omit<ShareCardProps, "photo">;
  /** The hero photo's JPEG, shown on the card's right. */
  photo?: { path: string; contents: Buffer };
  path: string;
}

/** The JPEG of a photo wide enough for the card's photo half (500 pixels), or its largest. */
function cardPhoto(library: PhotoLibrary, page: PageModel) {
  const hero = page.photos.hero;
  if (!hero) return undefined;
  const photo = [...library.values()].find((candidate) => candidate.variants.some((v) => `/${v.path}` === hero.src));
  const jpegs = photo?.variants.filter((variant) => variant.format === "jpeg") ?? [];
  return jpegs.find((variant) => variant.width >= 900) ?? jpegs[jpegs.length - 1];
}

export interface CardStage {
  /** By page file ("en/about/index.html"). */
  cards: Map<string, ShareCardRef>;
  files: OutputFile[];
  /** How many cards this build drew; the others came from the cache. */
  drawn: number;
}

/** A card for every page but the 404 pages, drawn or read back from the cache. */
export async function shareCards(root: string, pages: readonly PageModel[], library: PhotoLibrary): Promise<CardStage> {
  const design = hashOf(
    ...designFiles.map((file) => readFileSync(join(root, file), "utf8")),
    ...["satori", "sharp", "@fontsource/figtree", "@fontsource/bricolage-grotesque"].map((name) =>
      packageVersion(root, name),
    ),
  );
  const jobs: CardJob[] = pages
    .filter((page) => page.id !== "not-found")
    .map((page) => {
      const { locale, body } = page;
      const heading = page.id === "home" ? locale.dict.heroTitle : body.kind === "not-found" ? "" : body.text.title;
      const next = page.id === "home" ? locale.buffet[0] : undefined;
      const props = {
        siteName: locale.site.name,
        heading,
        ...(next ? { event: { title: locale.dict.buffetTitle, when: `${next.date}, ${next.time}` } } : {}),
        ...(page.photos.hero?.focusPosition ? { photoPosition: page.photos.hero.focusPosition } : {}),
      };
      const photo = cardPhoto(library, page);
      // Named by what it shows alone: pages that look the same ("Catering" in German and English) share one.
      const hash = hashOf(design, JSON.stringify(props), photo?.path ?? "").slice(0, 12);
      return { page, props, photo, path: `assets/card.${hash}.png` };
    });
  const store = FileCache.open(root, "cards");
  const files = new Map<string, OutputFile>();
  const missing: CardJob[] = [];
  for (const job of jobs) {
    if (files.has(job.path)) continue;
    const png = store.get(job.path.slice("assets/".length));
    if (!png) missing.push(job);
    files.set(job.path, { path: job.path, contents: png ?? Buffer.alloc(0) });
  }
  if (missing.length > 0) {
    const draw = await drawer();
    // A few at a time: satori lays out the next card while sharp's threads encode the last ones.
    const queue = [...missing];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const png = await draw(job);
        store.set(job.path.slice("assets/".length), png);
        files.set(job.path, { path: job.path, contents: png });
      }
    };
    await Promise.all(Array.from({ length: Math.min(queue.length, availableParallelism() + 1) }, worker));
  }
  const drawn = missing.length;
  store.prune();
  const cards = new Map(
    jobs.map((job) => [
      job.page.file,
      {
        url: new URL(`/${job.path}`, job.page.locale.site.url).href,
        alt: `${job.props.heading} – ${job.props.siteName}`,
      },
    ]),
  );
  return { cards, files: [...files.values()], drawn };
}

/** Loads satori, sharp and the fonts once, for the cards a build has to draw. */
async function drawer() {
  const [{ default: satori }, { default: sharp }] = await Promise.all([import("satori"), import("sharp")]);
  const loaded = fonts();
  return async (job: CardJob) => {
    const photo = job.photo && `data:image/jpeg;base64,${job.photo.contents.toString("base64")}`;
    const svg = await satori(<ShareCard {...job.props} photo={photo} />, { ...cardSize, fonts: loaded });
    return sharp(Buffer.from(svg)).png({ compressionLevel: 9, effort: 1 }).toBuffer();
  };
}
