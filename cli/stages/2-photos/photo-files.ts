/**
 * One photo: its published name, whether its alt text says anything, and reading,
 * checking and encoding it with sharp (an iPhone's HEIC through libheif first). The
 * photos stage (cli/stages/2-photos/photos.ts) processes every photo the content names with it;
 * the editor checks a photo the owner adds.
 */
import { basename } from "node:path";
import { type Place, SiteError } from "../../errors.js";
import type { PhotoRole } from "../../shared/frames.js";
import { formats, type Variant, widthsFor } from "./photo-roles.js";

export const maxMegapixels = 40;
/**
 * A phone's photo is a few megabytes, a camera's original rarely 30: above this, it is no photo for a
 * website. Looked at before a photo is read, from the editor's upload or from content/images/.
 */
export const maxPhotoBytes = 64 * 1024 * 1024;
const placeholderWidth = 8;
/** The longest side WebP can hold (AVIF a pixel more). */
export const maxSide = 16383;
/** Transparent parts of a PNG sit on the page's colour (--cream): JPEG has no transparency. */
const pageColour = "#fbf5ea";

/** What is kept of a processed photo: the variants' bytes follow this description in one cache file. */
export interface Manifest {
  width: number;
  height: number;
  placeholder: string;
  narrowedFrom?: { width: number; height: number };
  variants: { format: Variant["format"]; width: number; height: number; length: number }[];
}

/** "images/Our Kitchen.JPG" → "our-kitchen": the name the published files start with. */
export function photoSlug(file: string): string {
  const stem = basename(file).replace(/\.[^.]+$/, "");
  const slug = stem
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return slug || "photo";
}

const isHeicName = (file: string) => /\.(heic|heif)$/i.test(file);

/** The reason a photo could not be read, in a few words: sharp's first line without its prefix. */
const reasonOf = (failure: unknown) =>
  (failure instanceof Error ? failure.message : String(failure))
    .split("\n")[0]
    .replace(/^(Input (file|buffer) (has|contains) |VipsForeignLoad\w*: |\w+load: )/i, "")
    .slice(0, 120);

export class PhotoRefused extends Error {
  constructor(readonly error: (place: Place | undefined) => SiteError) {
    super("photo refused");
  }
}

/** The size a photo shows at once turned upright by its EXIF orientation. */
const upright = ({
  width = 0,
  height = 0,
  orientation = 1,
}: {
  width?: number;
  height?: number;
  orientation?: number;
}) => (orientation >= 5 ? { width: height, height: width } : { width, height });

/**
 * An iPhone's HEIC (HEVC inside HEIF), which sharp's own libvips cannot decode: decoded by libheif
 * compiled to WebAssembly (heic-decode), upright, as pixels without any metadata. Its colour
 * profile is not applied: an iPhone's Display P3 comes out a little less saturated than the original.
 */
async function decodeHeic(file: string, input: Buffer) {
  try {
    const { default: decode } = await import("heic-decode");
    const { width, height, data } = await decode({ buffer: input });
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return { input: pixels, options: { raw: { width, height, channels: 4 as const } }, width, height };
  } catch {
    throw new PhotoRefused((place) => SiteError.of("PhotoHeic", { file }, { place }));
  }
}

/**
 * Reads a photo's header and refuses what is no photo (an SVG or a PDF named .jpg would otherwise be
 * drawn by libvips) or too large; an iPhone's HEIC is decoded here. Sharp is loaded here only.
 */
async function readPhoto(file: string, input: Buffer) {
  const { default: sharp } = await import("sharp");
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    // Only the header is read here: without a limit, a photo over sharp's own (268 megapixels) is
    // told as too large below, not as damaged.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (failure) {
    throw new PhotoRefused((place) =>
      isHeicName(file)
        ? SiteError.of("PhotoHeic", { file }, { place })
        : SiteError.of("PhotoUnreadable", { file, reason: reasonOf(failure) }, { place }),
    );
  }
  const heic = meta.format === "heif" && meta.compression !== "av1";
  if (!["jpeg", "png", "webp", "heif"].includes(meta.format ?? "")) {
    const reason = `${meta.format ?? "unknown"} is not JPEG, PNG, WebP, AVIF or HEIC`;
    throw new PhotoRefused((place) => SiteError.of("PhotoUnreadable", { file, reason }, { place }));
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > maxMegapixels * 1e6) {
    // Rounded up: just over the limit must not read "40.0".
    const megapixels = Math.ceil((width * height) / 1e5) / 10;
    throw new PhotoRefused((place) => SiteError.of("PhotoTooLarge", { file, megapixels, width, height }, { place }));
  }
  const source = heic ? await decodeHeic(file, input) : { input, options: {}, ...upright(meta) };
  /** The file's kind by its bytes, as its name on disk ends: never what its name claimed. */
  const extension = meta.format === "heif" ? (heic ? "heic" : "avif") : meta.format === "jpeg" ? "jpg" : meta.format;
  return { sharp, source, extension: extension as PhotoExtension };
}

export type PhotoExtension = "jpg" | "png" | "webp" | "heic" | "avif";

/**
 * A photo checked as the photos stage checks it (its kind, its size, every pixel decoded, so a
 * damaged one is found), with its size upright and a small JPEG of it for the editor to show.
 * Throws the stage's own message, without a place: the photo is not named in the content yet.
 */
export async function inspectPhoto(
  file: string,
  input: Buffer,
  previewSide: number,
): Promise<{ width: number; height: number; extension: PhotoExtension; preview: Buffer }> {
  try {
    const { sharp, source, extension } = await readPhoto(file, input);
    try {
      const preview = await sharp(source.input, {
        failOn: "warning",
        limitInputPixels: maxMegapixels * 1e6,
        ...source.options,
      })
        .autoOrient()
        .resize({ width: previewSide, height: previewSide, fit: "inside", withoutEnlargement: true })
        .flatten({ background: pageColour })
        .toColourspace("srgb")
        .jpeg({ quality: 80 })
        .toBuffer();
      return { width: source.width, height: source.height, extension, preview };
    } catch (failure) {
      throw new PhotoRefused((place) =>
        SiteError.of("PhotoUnreadable", { file, reason: reasonOf(failure) }, { place }),
      );
    }
  } catch (failure) {
    if (failure instanceof PhotoRefused) throw failure.error(undefined);
    throw failure;
  }
}

/** Reads, orients, converts and encodes one photo. */
export async function processPhoto(file: string, input: Buffer, roles: PhotoRole[], key: string) {
  const { sharp, source } = await readPhoto(file, input);
  // WebP and AVIF take at most 16,383 pixels a side: a very tall photo (a phone's long screenshot) is
  // made narrower, so that it is no taller than that.
  const fits = Math.floor((source.width * maxSide) / Math.max(source.height, maxSide));
  const widths = widthsFor(roles, Math.max(1, fits));
  try {
    // Decoded once, upright, on the page's colour, in sRGB, at the largest width needed; every
    // variant is made from these pixels, which carry no metadata at all.
    const { data, info } = await sharp(source.input, {
      failOn: "warning",
      limitInputPixels: maxMegapixels * 1e6,
      ...source.options,
    })
      .autoOrient()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .flatten({ background: pageColour })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const encode = (width: number, format: (typeof formats)[number]) => {
      const image = sharp(data, raw).resize({ width });
      return format.format === "avif"
        ? image.avif(format.options)
        : format.format === "webp"
          ? image.webp(format.options)
          : image.jpeg(format.options);
    };
    const jobs = widths.flatMap((width) => formats.map((format) => ({ width, format })));
    const outputs = await Promise.all(
      jobs.map(({ width, format }) => encode(width, format).toBuffer({ resolveWithObject: true })),
    );
    const tiny = await sharp(data, raw).resize({ width: placeholderWidth }).webp({ quality: 30 }).toBuffer();
    const manifest: Manifest = {
      width: info.width,
      height: info.height,
      placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
      ...(fits < source.width ? { narrowedFrom: { width: source.width, height: source.height } } : {}),
      variants: outputs.map((output, index) => ({
        format: jobs[index].format.format,
        width: output.info.width,
        height: output.info.height,
        length: output.data.length,
      })),
    };
    return { manifest, bodies: outputs.map((output) => output.data), key };
  } catch (failure) {
    throw new PhotoRefused((place) => SiteError.of("PhotoUnreadable", { file, reason: reasonOf(failure) }, { place }));
  }
}
