/**
 * Photos stage: every photo the content names (content/images/…), checked and
 * turned into what browsers load: AVIF and WebP with a JPEG fallback, at the
 * widths its places on the page need, turned upright, in sRGB, and with every
 * metadata block left behind (EXIF with its GPS position and camera serial
 * numbers, XMP, IPTC, the colour profile), plus a tiny placeholder the page
 * inlines until the photo arrives.
 *
 * Processing is kept in node_modules/.cache/site/photos by the photo's content
 * hash: a build whose photos did not change reads the processed files back and
 * never loads sharp. A file's hash is kept by its size and time stamp, as git
 * does, so unchanged photos are not even read.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, join, sep } from "node:path";
import { EntryCache, FileStore, hashOf, packageVersion } from "../cache.js";
import { ErrorList, type Place, SiteError } from "../errors.js";
import type { PhotoView } from "../restaurant/contexts.js";
import { type Focus, frameRatios, framesOf, mostCutAway, type PhotoRole, tightestFrame } from "../shared/frames.js";
import type { OutputFile } from "./write.js";

export type { PhotoRole };

export interface RoleSpec {
  /** The widths made, in pixels (fewer when the photo is smaller). */
  widths: number[];
  /** The widest it is shown, in CSS pixels: a smaller photo looks blurry (a warning). */
  shown: number;
  /** How wide it is shown, as templates/styles lay it out, for the browser to pick a width. */
  sizes: string;
}

/** Mirrors templates/styles/photos.css: change one, change the other. */
export const photoRoles: Record<PhotoRole, RoleSpec> = {
  // Below the page heading, as wide as the page's content (72rem less the gutters).
  hero: { widths: [480, 720, 960, 1440, 1920], shown: 1100, sizes: "(min-width: 72rem) 67rem, 94vw" },
  // Two columns on a phone, three from 40rem on.
  gallery: { widths: [360, 720], shown: 352, sizes: "(min-width: 72rem) 22rem, (min-width: 40rem) 30vw, 46vw" },
  // The chef card's round portrait.
  portrait: { widths: [240, 360, 480], shown: 216, sizes: "(min-width: 48em) 14rem, 9rem" },
  // Beside a dish on the menu.
  dish: { widths: [128, 256], shown: 112, sizes: "7rem" },
  // In a page's text, as wide as the text column.
  prose: { widths: [480, 720, 1080, 1440], shown: 680, sizes: "(min-width: 46rem) 42rem, 92vw" },
};

/** The home page shows its hero photo in the round slot beside the welcome. */
export const homeHeroSizes = "(min-width: 48em) 26rem, 12rem";

/** A text of a photo in one language, and where it is written. */
export interface PhotoText {
  lang: string;
  text: string;
  place: Place;
}

/** One place in the content that names a photo. */
export interface PhotoUse {
  /** As written: "images/kitchen.jpg", relative to the content folder. */
  file: string;
  role: PhotoRole;
  /** Where the file name is written. */
  place: Place;
  /** The alt text in each language it appears in; none when decorative. */
  alt: PhotoText[];
  decorative: boolean;
  /** The part the owner chose to keep where a frame cuts the photo; the middle when not given. */
  focus?: Focus;
  /** The page a page's photo is on ("home" shows its hero round). */
  page?: string;
}

export interface Variant {
  format: "avif" | "webp" | "jpeg";
  width: number;
  height: number;
  /** In the output: "assets/kitchen-960.1a2b3c4d5e.avif". */
  path: string;
  contents: Buffer;
}

export interface ProcessedPhoto {
  file: string;
  /** Upright, of the largest variant. */
  width: number;
  height: number;
  variants: Variant[];
  /** A few pixels of the photo as a data: URI, shown blurred until the photo arrives. */
  placeholder: string;
  /** Upright, as the owner's file has it, when that is wider than the largest variant could be. */
  narrowedFrom?: { width: number; height: number };
}

export type PhotoLibrary = ReadonlyMap<string, ProcessedPhoto>;

const formats = [
  // Effort 3 of 9: a third of the time of the default, a few percent larger files.
  { format: "avif", type: "image/avif", options: { quality: 52, effort: 3 } },
  { format: "webp", type: "image/webp", options: { quality: 74, effort: 4 } },
  { format: "jpeg", type: "image/jpeg", options: { quality: 76, mozjpeg: true } },
] as const;

/**
 * Besides the photo's bytes and its widths, what a published photo's name is a hash of: the
 * formats with their settings and sharp's version. Another photo, width or setting is another
 * name, so hosts keep each for ever; the text before them is part of every name already published.
 */
const namedBy = (root: string) => `photos-2 sharp ${packageVersion(root, "sharp")} ${JSON.stringify(formats)}`;
export const maxMegapixels = 40;
const placeholderWidth = 8;
/** The longest side WebP can hold (AVIF a pixel more). */
const maxSide = 16383;
/** Transparent parts of a PNG sit on the page's colour (--cream): JPEG has no transparency. */
const pageColour = "#fbf5ea";

/** The classes of templates/styles/photos.css that move a photo's focus into its frame; none for the middle. */
export function focusClass(focus: Focus | undefined): string {
  if (!focus) return "";
  return [focus.x !== 50 && `photo--x${focus.x}`, focus.y !== 50 && `photo--y${focus.y}`].filter(Boolean).join(" ");
}

export function photoView(
  photo: ProcessedPhoto,
  options: { alt: string; sizes: string; priority?: boolean; focus?: Focus },
) {
  const srcset = (format: Variant["format"]) =>
    photo.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `/${variant.path} ${variant.width}w`)
      .join(", ");
  const jpegs = photo.variants.filter((variant) => variant.format === "jpeg");
  // The fallback for browsers without srcset: a middle width.
  const fallback = jpegs[Math.min(1, jpegs.length - 1)];
  return {
    alt: options.alt,
    width: photo.width,
    height: photo.height,
    sources: formats
      .filter((format) => format.format !== "jpeg")
      .map((format) => ({ type: format.type, srcset: srcset(format.format) })),
    src: `/${fallback.path}`,
    srcset: srcset("jpeg"),
    sizes: options.sizes,
    placeholder: photo.placeholder,
    priority: options.priority ?? false,
    focusClass: focusClass(options.focus),
    ...(options.focus ? { focusPosition: `${options.focus.x}% ${options.focus.y}%` } : {}),
  } satisfies PhotoView;
}

/** The widths of a photo that is `available` pixels wide: those of its roles below that, and its own. */
export function widthsFor(roles: readonly PhotoRole[], available: number): number[] {
  const wanted = [...new Set(roles.flatMap((role) => photoRoles[role].widths))].sort((a, b) => a - b);
  const top = Math.min(available, wanted[wanted.length - 1]);
  return [...wanted.filter((width) => width < top), top];
}

/** What is kept of a processed photo: the variants' bytes follow this description in one cache file. */
interface Manifest {
  width: number;
  height: number;
  placeholder: string;
  narrowedFrom?: { width: number; height: number };
  variants: { format: Variant["format"]; width: number; height: number; length: number }[];
}

function isManifest(value: unknown): value is Manifest {
  const manifest = value as Manifest | null;
  return (
    typeof manifest?.width === "number" &&
    typeof manifest.height === "number" &&
    typeof manifest.placeholder === "string" &&
    (manifest.narrowedFrom === undefined ||
      (typeof manifest.narrowedFrom?.width === "number" && typeof manifest.narrowedFrom.height === "number")) &&
    Array.isArray(manifest.variants) &&
    manifest.variants.every((variant) => typeof variant?.length === "number" && typeof variant.width === "number")
  );
}

function pack(manifest: Manifest, bodies: Buffer[]): Buffer {
  const head = Buffer.from(JSON.stringify(manifest));
  const size = Buffer.alloc(4);
  size.writeUInt32BE(head.length);
  return Buffer.concat([size, head, ...bodies]);
}

function unpack(blob: Buffer): { manifest: Manifest; bodies: Buffer[] } | undefined {
  try {
    const headLength = blob.readUInt32BE(0);
    const manifest: unknown = JSON.parse(blob.subarray(4, 4 + headLength).toString("utf8"));
    if (!isManifest(manifest)) return undefined;
    let offset = 4 + headLength;
    const bodies = manifest.variants.map((variant) => {
      const body = blob.subarray(offset, offset + variant.length);
      offset += variant.length;
      return body;
    });
    return offset === blob.length ? { manifest, bodies } : undefined;
  } catch {
    return undefined;
  }
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

/** The names cameras, phones and apps give photos: IMG_2041, DSC_0001, PXL_20240512_093012345, IMG-20240512-WA0003, P1010123. */
const cameraName = /^(?:img|dsc[nf]?|dcim|pxl|mvimg|gopr|dji|sam|wp|pano|p)[\s_-]*\d[\w-]*$/i;
/** A name with a picture's ending: "kitchen.jpg". */
const pictureFileName = /\.(?:jpe?g|png|webp|avif|heic|heif|gif|tiff?|bmp)$/i;
/** A word for any picture, perhaps numbered ("Foto", "image 2", "Bild (3)"): it says what the photo is, not what it shows. */
const pictureWord =
  /^(?:photo|foto|image|img|bild|picture|pic|grafik|graphic|screenshot|bildschirmfoto|untitled|unbenannt|sans titre)[\s_()#.-]*\d*[\s)]*$/i;

/**
 * What is wrong with an alt text that describes nothing a screen reader could tell: the
 * photo's own file name ("own"), any file name a camera or phone gives ("name"), or a
 * word for a picture as such ("word").
 */
export type AltProblem = "own" | "name" | "word";

export function altProblem(alt: string, file: string): AltProblem | undefined {
  const simple = (text: string) => text.toLowerCase().replace(/[\s_.-]+/g, "");
  const name = basename(file);
  const text = alt.trim();
  if ([name, name.replace(/\.[^.]+$/, "")].some((candidate) => simple(candidate) === simple(text))) return "own";
  if (cameraName.test(text.replace(pictureFileName, "")) || pictureFileName.test(text)) return "name";
  if (pictureWord.test(text)) return "word";
  return undefined;
}

const isHeicName = (file: string) => /\.(heic|heif)$/i.test(file);

/** The reason a photo could not be read, in a few words: sharp's first line without its prefix. */
const reasonOf = (failure: unknown) =>
  (failure instanceof Error ? failure.message : String(failure))
    .split("\n")[0]
    .replace(/^(Input (file|buffer) (has|contains) |VipsForeignLoad\w*: |\w+load: )/i, "")
    .slice(0, 120);

class PhotoRefused extends Error {
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
async function processPhoto(file: string, input: Buffer, roles: PhotoRole[], key: string) {
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

const extensions = { avif: "avif", webp: "webp", jpeg: "jpg" } as const;

function toPhoto(file: string, name: string, manifest: Manifest, bodies: Buffer[]): ProcessedPhoto {
  const slug = photoSlug(file);
  const hash = name.slice(0, 10);
  return {
    file,
    width: manifest.width,
    height: manifest.height,
    placeholder: manifest.placeholder,
    ...(manifest.narrowedFrom ? { narrowedFrom: manifest.narrowedFrom } : {}),
    variants: manifest.variants.map((variant, index) => ({
      format: variant.format,
      width: variant.width,
      height: variant.height,
      path: `assets/${slug}-${variant.width}.${hash}.${extensions[variant.format]}`,
      contents: bodies[index],
    })),
  };
}

/** The names in images/ that `file` may have been meant as (a different case, another extension). */
function guessName(contentDir: string, file: string): string {
  const folder = dirname(file);
  let names: string[];
  try {
    names = readdirSync(join(contentDir, folder));
  } catch {
    return "";
  }
  const stem = (name: string) => name.toLowerCase().replace(/\.[^.]+$/, "");
  // Never the name as written (a folder of that name), and only a file.
  const match = names.find(
    (name) =>
      name !== basename(file) &&
      stem(name) === stem(basename(file)) &&
      statSync(join(contentDir, folder, name), { throwIfNoEntry: false })?.isFile(),
  );
  return match ? `${folder}/${match}` : "";
}

/**
 * Where `file` is on disk. An accented letter may be stored as one character ("ü") or as a letter and
 * its accent ("u" + "¨", as macOS has saved names): a name that matches only that way is the photo.
 */
function onDisk(contentDir: string, file: string): string {
  const written = join(contentDir, file);
  if (statSync(written, { throwIfNoEntry: false })) return written;
  let path = contentDir;
  for (const part of file.split("/")) {
    let names: string[];
    try {
      names = readdirSync(path);
    } catch {
      return written;
    }
    const found = names.includes(part) ? part : names.find((name) => name.normalize("NFC") === part.normalize("NFC"));
    if (found === undefined) return written;
    path = join(path, found);
  }
  return path;
}

/** Whether `path` is, links followed, in the content folder. */
function isInside(contentDir: string, path: string): boolean {
  try {
    return realpathSync.native(path).startsWith(realpathSync.native(contentDir) + sep);
  } catch {
    return false;
  }
}

interface StoredHash {
  hash: string;
}
const isStoredHash = (value: unknown): value is StoredHash => typeof (value as StoredHash | null)?.hash === "string";

export interface PhotoStage {
  library: PhotoLibrary;
  files: OutputFile[];
  warnings: SiteError[];
  /** How many photos this build processed; the others came from the cache. */
  processed: number;
}

/**
 * Every photo the content names, processed or read back from the cache. Throws
 * every mistake at once, each at the place that names the photo.
 */
export async function preparePhotos(contentDir: string, root: string, uses: readonly PhotoUse[]): Promise<PhotoStage> {
  const errors = new ErrorList();
  const warnings: SiteError[] = [];
  for (const use of uses) {
    for (const alt of use.alt) {
      const problem = altProblem(alt.text, use.file);
      if (problem) {
        errors.add(
          SiteError.of("AltIsFileName", { file: use.file, alt: alt.text, kind: problem }, { place: alt.place }),
        );
      }
    }
  }
  const byFile = new Map<string, PhotoUse[]>();
  for (const use of uses) byFile.set(use.file, [...(byFile.get(use.file) ?? []), use]);
  const library = new Map<string, ProcessedPhoto>();
  if (byFile.size === 0) {
    errors.throwIfAny();
    return { library, files: [], warnings, processed: 0 };
  }

  const hashes = new EntryCache(root, "photo-hashes", isStoredHash);
  const store = new FileStore(root, "photos");
  const naming = namedBy(root);
  const pending: Promise<void>[] = [];
  let processed = 0;
  // One photo at a time: sharp spreads each over the cores already, and memory stays low.
  let running = Promise.resolve();
  for (const [file, fileUses] of byFile) {
    const [first] = fileUses;
    const path = onDisk(contentDir, file);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat && !stat.isFile()) {
      // A folder, a pipe or a device: never opened (reading a pipe would wait forever).
      errors.add(SiteError.of("PhotoNotAFile", { file, folder: stat.isDirectory() }, { place: first.place }));
      continue;
    }
    if (!stat) {
      errors.add(SiteError.of("PhotoMissing", { file, guess: guessName(contentDir, file) }, { place: first.place }));
      continue;
    }
    // A link, or a folder on the way that is one, must not lead out of the content folder (as for every content file).
    if (!isInside(contentDir, path)) {
      errors.add(SiteError.of("LinkOutOfContent", {}, { place: { file: path, line: 1, col: 1 } }));
      continue;
    }
    const roles = [...new Set(fileUses.map((use) => use.role))].sort();
    // The file itself, wherever it is linked from (the editor's copies link content/images/).
    const statKey = hashes.key(String(stat.dev), String(stat.ino), String(stat.size), String(stat.mtimeMs));
    let input: Buffer | undefined;
    let contentHash = hashes.get(statKey)?.hash;
    if (!contentHash) {
      input = readFileSync(path);
      contentHash = createHash("sha256").update(input).digest("hex");
      hashes.set(statKey, { hash: contentHash });
    }
    // The roles' widths too: a width added to a role makes the photo again.
    const name = hashOf(naming, contentHash, JSON.stringify(roles.map((role) => [role, photoRoles[role].widths])));
    const key = store.key(name);
    const stored = store.get(key);
    const unpacked = stored && unpack(stored);
    if (unpacked) {
      library.set(file, toPhoto(file, name, unpacked.manifest, unpacked.bodies));
      continue;
    }
    const bytes = input ?? readFileSync(path);
    const job = running.then(async () => {
      try {
        const made = await processPhoto(file, bytes, roles, key);
        processed++;
        store.set(key, pack(made.manifest, made.bodies));
        library.set(file, toPhoto(file, name, made.manifest, made.bodies));
      } catch (failure) {
        if (failure instanceof PhotoRefused) errors.add(failure.error(first.place));
        else throw failure;
      }
    });
    running = job.catch(() => {});
    pending.push(job);
  }
  await Promise.all(pending);
  hashes.save();
  store.prune();
  errors.throwIfAny();

  // A photo smaller than where it is shown looks blurry: said once, where it is named for its widest place.
  for (const [file, fileUses] of byFile) {
    const photo = library.get(file);
    if (!photo) continue;
    const widest = fileUses.reduce((a, b) => (photoRoles[b.role].shown > photoRoles[a.role].shown ? b : a));
    const shown = photoRoles[widest.role].shown;
    if (photo.width >= shown) continue;
    const place = { place: widest.place };
    const narrowed = photo.narrowedFrom;
    warnings.push(
      narrowed && narrowed.width >= shown
        ? SiteError.of("PhotoTooTall", { file, ...narrowed, published: photo.width, shown, maxSide }, place)
        : SiteError.of("PhotoTooSmall", { file, width: narrowed?.width ?? photo.width, shown }, place),
    );
  }
  warnings.push(...cutWarnings(library, uses));
  const files = [...library.values()]
    .sort((a, b) => (a.file < b.file ? -1 : 1))
    .flatMap((photo) => photo.variants.map((variant) => ({ path: variant.path, contents: variant.contents })));
  return { library, files, warnings, processed };
}

/**
 * A photo far taller or wider than a frame it is shown in loses most of itself to the frame
 * (a long screenshot in a gallery tile shows a strip of its middle): said once for each place
 * that names it without a focus. With one, the owner has chosen what stays.
 */
function cutWarnings(library: PhotoLibrary, uses: readonly PhotoUse[]): SiteError[] {
  const warnings: SiteError[] = [];
  const said = new Set<string>();
  for (const use of uses) {
    const photo = library.get(use.file);
    if (!photo || use.focus) continue;
    const { width, height } = photo.narrowedFrom ?? photo;
    const tightest = tightestFrame(width, height, framesOf(use.role, use.page));
    if (!tightest || tightest.share >= mostCutAway) continue;
    const key = `${use.place.file}:${use.place.line}:${use.place.col}`;
    if (said.has(key)) continue;
    said.add(key);
    warnings.push(
      SiteError.of(
        "PhotoCutByFrame",
        {
          file: use.file,
          frame: tightest.frame,
          taller: width / height < frameRatios[tightest.frame],
          percent: Math.max(1, Math.round(tightest.share * 100)),
        },
        { place: use.place },
      ),
    );
  }
  return warnings;
}
