/**
 * Drawing one share card (cli/stages/5-cards/cards.tsx): templates/ShareCard.tsx laid out by
 * satori as SVG, with the site's fonts turned into paths, and made a PNG by
 * sharp. A card's name is a hash of this module's code with all it imports
 * (the design among it) and of what the card shows: another drawing is another
 * name. Runs in a worker thread while the main thread renders the pages.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { inflateSync } from "node:zlib";
import { cardSize, ShareCard, type ShareCardProps } from "../../../templates/ShareCard.js";

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
      data: sfntOf(readFileSync(join(dir, "files", `${file}-${subset}-${weight}-normal.woff`))),
    }));
  });
}

/**
 * A WOFF font as the TrueType or OpenType file it was packed from: each table inflated by Node's
 * zlib, which satori would otherwise do in JavaScript for every build that draws a card. The
 * tables are the same bytes, so the card is the same.
 */
export function sfntOf(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const [offset, packed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + packed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: packed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + count * 16);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  for (const [index, table] of tables.entries()) {
    const record = 12 + index * 16;
    table.tag.copy(head, record);
    head.writeUInt32BE(table.checksum, record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  }
  return Buffer.concat(parts);
}

/**
 * satori masks every image (the logo, the medallion, a photo) with a white rectangle, the image's
 * overflow mask, which librsvg draws as a mask of the whole card: more than half of a card's drawing
 * time. A mask that is a white rectangle over the image's own box changes no pixel: it goes. Any other
 * stays, that of a photo larger than its frame too: clipped to the frame without it, the photo is
 * resampled straight onto the card, one level off in places.
 */
export function withoutSpareMasks(svg: string): string {
  const rectangle = 'x="[\\d.-]+" y="[\\d.-]+" width="[\\d.]+" height="[\\d.]+"';
  const masks = new Map(
    [...svg.matchAll(new RegExp(`<mask id="([\\w-]+)"><rect (${rectangle}) fill="#fff"/></mask>`, "g"))].map(
      ([, id, box]) => [id, box] as const,
    ),
  );
  return svg.replace(
    new RegExp(`<image (${rectangle}) ([^<>]*?) mask="url\\(#([\\w-]+)\\)"/>`, "g"),
    (image, box: string, rest: string, id: string) => (masks.get(id) === box ? `<image ${box} ${rest}/>` : image),
  );
}

export interface CardInput {
  props: Omit<ShareCardProps, "photo">;
  /** The hero photo's JPEG, shown on the card's right. */
  photo?: Uint8Array;
}

/** satori, sharp and the fonts, loaded once per thread, for the first card it draws. */
let tools: Promise<{ satori: typeof import("satori").default; sharp: typeof import("sharp").default }> | undefined;
let loadedFonts: ReturnType<typeof fonts> | undefined;

function loadTools() {
  tools ??= Promise.all([import("satori"), import("sharp")]).then(([satori, sharp]) => {
    // libvips keeps the results of recent operations (up to 50 MB) for their reuse: a card is drawn once.
    sharp.default.cache(false);
    // The bundle leaves satori outside: its require() gives the CommonJS build, which holds the function as
    // `default`; run from the sources, import() gives the ES module.
    const draw = (satori.default as unknown as { default?: typeof satori.default }).default ?? satori.default;
    return { satori: draw, sharp: sharp.default };
  });
  return tools;
}

/** The card as satori lays it out: an SVG, every mask in it. */
export async function cardSvg({ props, photo }: CardInput): Promise<string> {
  const { satori } = await loadTools();
  loadedFonts ??= fonts();
  const image = photo && `data:image/jpeg;base64,${Buffer.from(photo).toString("base64")}`;
  return satori(<ShareCard {...props} photo={image} />, { ...cardSize, fonts: loadedFonts });
}

export async function drawCard(input: CardInput): Promise<Uint8Array> {
  const { sharp } = await loadTools();
  const svg = withoutSpareMasks(await cardSvg(input));
  // 256 colours. Without a photo the card is flat colours and the edges of letters, which
  // dithering only speckles: undithered it is about a fifth smaller and drawn in two thirds
  // of the time. A photo keeps it, or its skies and shadows would show bands. zlib's level 6: the
  // same pixels as its 9, about 6 % more bytes, and a fifth less of the card's drawing time.
  return sharp(Buffer.from(svg))
    .png({ compressionLevel: 6, effort: 1, dither: input.photo ? 1 : 0 })
    .toBuffer();
}
