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
 * does, so unchanged photos are not even read. One photo's reading and encoding
 * is cli/stages/2-photos/photo-files.ts; its roles and view cli/stages/2-photos/photo-roles.ts.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, realpathSync } from "node:fs";
import { basename, dirname, join, sep } from "node:path";
import { type EntryCache, type FileStore, hashOf, packageVersion } from "../../cache.js";
import { ErrorList, type Place, SiteError } from "../../errors.js";
import type { ProgressReporter } from "../../progress.js";
import { altProblem } from "../../shared/alt-text.js";
import { frameRatios, framesOf, mostCutAway, tightestFrame } from "../../shared/frames.js";
import type { PhotoUse } from "../1-load/across-files.js";
import { entryAt, isPlainFile } from "../1-load/read.js";
import type { OutputFile } from "../common/output-file.js";
import { type Manifest, maxPhotoBytes, maxSide, PhotoRefused, photoSlug, processPhoto } from "./photo-files.js";
import { formats, type PhotoLibrary, type ProcessedPhoto, photoRoles } from "./photo-roles.js";

/**
 * Besides the photo's bytes and its widths, what a published photo's name is a hash of: the
 * formats with their settings and sharp's version. Another photo, width or setting is another
 * name, so hosts keep each for ever; the text before them is part of every name already published.
 */
const namedBy = (root: string) => `photos-2 sharp ${packageVersion(root, "sharp")} ${JSON.stringify(formats)}`;

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
      name !== basename(file) && stem(name) === stem(basename(file)) && isPlainFile(join(contentDir, folder, name)),
  );
  return match ? `${folder}/${match}` : "";
}

/**
 * Where `file` is on disk. An accented letter may be stored as one character ("ü") or as a letter and
 * its accent ("u" + "¨", as macOS has saved names): a name that matches only that way is the photo.
 */
function onDisk(contentDir: string, file: string): string {
  const written = join(contentDir, file);
  if (entryAt(written, true)) return written;
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

/** A photo file's content hash, kept by its size and time stamps. */
export interface StoredHash {
  hash: string;
}
export const isStoredHash = (value: unknown): value is StoredHash =>
  typeof (value as StoredHash | null)?.hash === "string";

/** What the photos stage keeps between builds, opened by the build: each file's content hash, and the photos it made. */
export interface PhotoCaches {
  hashes: EntryCache<StoredHash>;
  photos: FileStore;
}

export interface PhotoStage {
  library: PhotoLibrary;
  files: OutputFile[];
  warnings: SiteError[];
  /** How many photos this build processed; the others came from the cache. */
  processed: number;
}

/**
 * Why the photo file named at `place` is not read at all, if it is not: what is there is no file,
 * or nothing, or lies out of the content folder, or is too large to be a photo.
 */
function refusedFile(
  contentDir: string,
  file: string,
  path: string,
  stat: ReturnType<typeof entryAt>,
  place: Place,
): SiteError | undefined {
  // A folder, a pipe, a device or links in a circle: never opened (reading a pipe would wait forever).
  if (stat === "loop" || stat?.isFile() === false) {
    return SiteError.of("PhotoNotAFile", { file, folder: stat !== "loop" && stat.isDirectory() }, { place });
  }
  if (!stat) return SiteError.of("PhotoMissing", { file, guess: guessName(contentDir, file) }, { place });
  // A link, or a folder on the way that is one, must not lead out of the content folder (as for every content file).
  if (!isInside(contentDir, path)) {
    return SiteError.of("LinkOutOfContent", {}, { place: { file: path, line: 1, col: 1 } });
  }
  // Said before it is read: a file of gigabytes would fill the memory first (and above 2 GB not be read at all).
  if (stat.size > maxPhotoBytes) {
    const megabytes = Math.ceil(stat.size / 1024 / 1024);
    return SiteError.of("PhotoTooManyBytes", { file, megabytes, limit: maxPhotoBytes / 1024 / 1024 }, { place });
  }
  return undefined;
}

/**
 * Every photo the content names, processed or read back from `caches`. Throws every mistake at
 * once, each at the place that names the photo.
 */
export async function preparePhotos(
  contentDir: string,
  root: string,
  uses: readonly PhotoUse[],
  caches: PhotoCaches,
  progress?: ProgressReporter,
): Promise<PhotoStage> {
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

  const { hashes, photos: store } = caches;
  const naming = namedBy(root);
  const pending: Promise<void>[] = [];
  let processed = 0;
  let started = 0;
  // One photo at a time: sharp spreads each over the cores already, and memory stays low.
  let running = Promise.resolve();
  for (const [file, fileUses] of byFile) {
    const [first] = fileUses;
    const path = onDisk(contentDir, file);
    const stat = entryAt(path, true);
    const refused = refusedFile(contentDir, file, path, stat, first.place);
    if (refused || !stat || stat === "loop") {
      if (refused) errors.add(refused);
      continue;
    }
    const roles = [...new Set(fileUses.map((use) => use.role))].sort();
    // The file itself, wherever it is linked from (the editor's copies link content/images/). Its ctime too:
    // a photo replaced by another of the same size, its time set back (touch -d, cp -p), keeps size and mtime.
    const statKey = hashes.key(...[stat.dev, stat.ino, stat.size, stat.mtimeMs, stat.ctimeMs].map(String));
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
      // All files were looked at before the first job runs: `pending` holds every photo to make.
      progress?.("photos", started++, pending.length, file);
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
  if (pending.length > 0) progress?.("photos", pending.length, pending.length);
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
