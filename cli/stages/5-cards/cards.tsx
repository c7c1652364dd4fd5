/**
 * Share cards: the picture messengers and social networks show with a shared
 * link (og:image, twitter:image), one per page, 1200 × 630 PNG, drawn at build
 * time (cli/stages/5-cards/card-drawing.tsx). Nothing of it reaches visitors' JavaScript.
 *
 * A card is named by a hash of what it shows (texts, hero photo) and of the
 * code and fonts it is drawn with, so its address is known before it is drawn:
 * the pages render meanwhile, and the cards a build has to draw are drawn in
 * worker threads beside them. Cards are kept in node_modules/.cache/site/cards:
 * a build whose cards did not change loads neither satori nor sharp.
 */
import type { ShareCardProps } from "../../../templates/ShareCard.js";
import { codeFingerprint, type FileStore, hashOf, packageVersion } from "../../cache.js";
import type { ProgressReporter } from "../../progress.js";
import type { PageModel } from "../../restaurant/page-model.js";
import type { PhotoLibrary } from "../2-photos/photo-roles.js";
import type { OutputFile } from "../common/output-file.js";
import { WorkerPool } from "../common/workers.js";
import { fontPackages } from "./card-drawing.js";

/** What a page's og:image tags say. */
export interface ShareCardRef {
  url: string;
  alt: string;
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
  /** The cards' files, once those not kept are drawn. */
  files: Promise<OutputFile[]>;
  /** How many cards this build draws; the others come from the cache. */
  drawn: number;
}

/**
 * A card for every page but the 404 pages: their addresses at once, their files read back from
 * `store` or drawn (in workers when `pool` has them) and kept there.
 */
export function shareCards(
  root: string,
  pages: readonly PageModel[],
  library: PhotoLibrary,
  store: FileStore,
  pool = new WorkerPool(),
  progress?: ProgressReporter,
): CardStage {
  const drawing = hashOf(
    codeFingerprint(root, "cards"),
    ...["satori", "sharp", ...fontPackages].map((name) => `${name}@${packageVersion(root, name)}`),
  );
  const jobs: CardJob[] = pages
    .filter((page) => page.id !== "not-found")
    .map((page) => {
      const { locale, body } = page;
      const heading = page.id === "home" ? locale.dict.heroTitle : body.kind === "not-found" ? "" : body.text.title;
      const props = {
        siteName: locale.site.name,
        heading,
        // The home page's title already says it.
        ...(page.id === "home" ? {} : { kitchen: locale.dict.heroTitle }),
        ...(page.photos.hero?.focusPosition ? { photoPosition: page.photos.hero.focusPosition } : {}),
      };
      const photo = cardPhoto(library, page);
      // Named by what it shows alone: pages that look the same ("Catering" in German and English) share one.
      const hash = hashOf(drawing, JSON.stringify(props), photo?.path ?? "").slice(0, 12);
      return { page, props, photo, path: `assets/card.${hash}.png` };
    });
  // The name already holds the drawing code's fingerprint: it is the key.
  const files = new Map<string, Promise<OutputFile>>();
  let drawn = 0;
  let finished = 0;
  for (const job of jobs) {
    if (files.has(job.path)) continue;
    const name = job.path.slice("assets/".length);
    const kept = store.get(name);
    if (kept) {
      files.set(job.path, Promise.resolve({ path: job.path, contents: kept }));
      continue;
    }
    drawn++;
    const input = { props: job.props, ...(job.photo ? { photo: job.photo.contents } : {}) };
    const png = pool.run("card", input, async (card) => (await import("./card-drawing.js")).drawCard(card));
    files.set(
      job.path,
      png.then((contents) => {
        progress?.("cards", ++finished, drawn);
        store.set(name, contents);
        return { path: job.path, contents: Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength) };
      }),
    );
  }
  const all = Promise.all(files.values());
  // Observed at once: a failure is reported where the build awaits the files, never as unhandled.
  all.catch(() => {});
  const cards = new Map(
    jobs.map((job) => [
      job.page.file,
      {
        url: new URL(`/${job.path}`, job.page.locale.site.url).href,
        alt: `${job.props.heading} – ${job.props.siteName}`,
      },
    ]),
  );
  return {
    cards,
    files: all,
    drawn,
  };
}
