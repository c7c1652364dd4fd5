/**
 * Drawing one share card (cli/cards.tsx): templates/ShareCard.tsx laid out by
 * satori as SVG, with the site's fonts turned into paths, and made a PNG by
 * sharp. A card's name is a hash of this module's code with all it imports
 * (the design among it) and of what the card shows: another drawing is another
 * name. Runs in a worker thread while the main thread renders the pages.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { cardSize, ShareCard, type ShareCardProps } from "../templates/ShareCard.js";

const require = createRequire(import.meta.url);

/** The static fonts' .woff files (satori reads no .woff2), the site's two families, latin and latin-ext. */
const fontFiles = [
  ["@fontsource/bricolage-grotesque", "bricolage-grotesque", "Bricolage Grotesque", 800],
  ["@fontsource/figtree", "figtree", "Figtree", 400],
  ["@fontsource/figtree", "figtree", "Figtree", 700],
] as const;

/** The packages whose files a card is drawn with, besides the code: their versions name the cards too. */
export const fontPackages = [...new Set(fontFiles.map(([pkg]) => pkg))];

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

export interface CardInput {
  props: Omit<ShareCardProps, "photo">;
  /** The hero photo's JPEG, shown on the card's right. */
  photo?: Uint8Array;
}

/** satori, sharp and the fonts, loaded once per thread, for the first card it draws. */
let tools: Promise<{ satori: typeof import("satori").default; sharp: typeof import("sharp").default }> | undefined;
let loadedFonts: ReturnType<typeof fonts> | undefined;

export async function drawCard({ props, photo }: CardInput): Promise<Uint8Array> {
  tools ??= Promise.all([import("satori"), import("sharp")]).then(([satori, sharp]) => ({
    satori: satori.default,
    sharp: sharp.default,
  }));
  const { satori, sharp } = await (tools as NonNullable<typeof tools>);
  loadedFonts ??= fonts();
  const image = photo && `data:image/jpeg;base64,${Buffer.from(photo).toString("base64")}`;
  const svg = await satori(<ShareCard {...props} photo={image} />, { ...cardSize, fonts: loadedFonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, effort: 1 }).toBuffer();
}
