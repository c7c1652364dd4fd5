/**
 * The owner's photos: what the photos stage publishes (no metadata, upright,
 * sRGB, the widths its place needs), that it is done once per photo, and every
 * mistake an owner can make with a photo, each in one line at its place with
 * nothing written. Photos are made here with sharp (tests/photos.mjs).
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cacheFolder, EntryCache, FileStore } from "../../cli/cache.js";
import { altProblem } from "../../cli/shared/alt-text.js";
import type { PhotoUse } from "../../cli/stages/1-load/across-files.js";
import { isStoredHash, preparePhotos } from "../../cli/stages/2-photos/photos.js";
import { makePhoto } from "../photos.mjs";
import { contentForTest, edit, positionOf, root, runSite } from "./helpers.js";

/** A HEIC of a photo, by libheif's encoder (Debian's libheif-examples, installed by .ci/run). */
function heicOf(jpeg: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "site-heic-"));
  try {
    writeFileSync(join(dir, "in.jpg"), jpeg);
    execFileSync("heif-enc", ["--quality", "60", "--output", join(dir, "out.heic"), join(dir, "in.jpg")], {
      stdio: "ignore",
    });
    return readFileSync(join(dir, "out.heic"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A seed no earlier run used: the photo is new to the cache, so this run processes it. */
const freshSeed = () => Math.floor(Math.random() * 1e9);

const use = (file: string, role: PhotoUse["role"], contentDir: string): PhotoUse => ({
  file,
  role,
  place: { file: join(contentDir, "site.yaml"), line: 1, col: 1 },
  alt: [],
  decorative: true,
});

/** The photos stage as a build runs it: given its caches, which keep what it used once it is done. */
async function photosStage(content: string, uses: PhotoUse[]) {
  const caches = { hashes: new EntryCache(root, "photo-hashes", isStoredHash), photos: new FileStore(root, "photos") };
  try {
    return await preparePhotos(content, root, uses, caches);
  } finally {
    caches.hashes.save();
    caches.photos.prune();
  }
}

/** The chunk names of a WebP file: "VP8 " for the image; EXIF, XMP and ICCP would be metadata. */
function riffChunks(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    names.push(bytes.toString("latin1", offset, offset + 4));
    const size = bytes.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return names;
}

async function withPhotos(photos: Record<string, Buffer>) {
  const dir = contentForTest();
  const content = join(dir, "content");
  mkdirSync(join(content, "images"), { recursive: true });
  for (const [name, bytes] of Object.entries(photos)) writeFileSync(join(content, "images", name), bytes);
  return { dir, content };
}

describe("the photos stage", () => {
  it("publishes no EXIF, GPS position, serial number or colour profile, and turns a rotated photo upright", async () => {
    const { content } = await withPhotos({
      "garden.jpg": await makePhoto({ width: 1200, height: 900, seed: freshSeed(), gps: true }),
      "upright.jpg": await makePhoto({ width: 1200, height: 800, seed: freshSeed(), orientation: 6, gps: true }),
    });
    // The input does carry them: the test would prove nothing otherwise.
    const input = await exifr.gps(readFileSync(join(content, "images/garden.jpg")));
    expect(input.latitude).toBeCloseTo(52.475, 2);

    const stage = await photosStage(content, [
      use("images/garden.jpg", "gallery", content),
      use("images/upright.jpg", "hero", content),
    ]);
    expect(stage.processed).toBe(2);
    expect(stage.files.length).toBeGreaterThan(0);
    for (const file of stage.files) {
      const bytes = Buffer.from(file.contents);
      if (file.path.endsWith(".webp")) {
        // exifr reads no WebP: its chunks say it all, and an image chunk is all there is.
        expect(riffChunks(bytes), file.path).toEqual(["VP8 "]);
      } else {
        const found = await exifr.parse(bytes, { tiff: true, exif: true, gps: true, xmp: true, icc: true, iptc: true });
        expect(found ?? {}, file.path).toEqual({});
      }
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.icc, meta.xmp, meta.iptc, meta.orientation], file.path).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    // Taken upright: 800 wide and 1200 high once turned, as the camera's orientation tag says.
    const upright = stage.library.get("images/upright.jpg");
    expect([upright?.width, upright?.height]).toEqual([800, 1200]);
    const largest = upright?.variants.find((variant) => variant.width === 800 && variant.format === "jpeg");
    const size = await sharp(largest?.contents).metadata();
    expect([size.width, size.height]).toEqual([800, 1200]);
  });

  it("converts colours stored in another profile (Display P3) to sRGB", async () => {
    const red = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 50, b: 50 } } })
      .jpeg({ quality: 95 })
      .withIccProfile("p3")
      .toBuffer();
    const stored = await sharp(red).raw().toBuffer();
    // In P3 the same red is stored as other numbers: read without its profile it would look wrong.
    const { data } = await sharp(red)
      .keepIccProfile()
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data.length).toBe(stored.length);
    const { content } = await withPhotos({ [`red-${freshSeed()}.jpg`]: red });
    const name = readdirSync(join(content, "images"))[0];
    const stage = await photosStage(content, [use(`images/${name}`, "gallery", content)]);
    for (const variant of stage.library.get(`images/${name}`)?.variants ?? []) {
      const pixels = await sharp(variant.contents).raw().toBuffer();
      const [r, g, b] = pixels;
      expect(Math.abs(r - 200) + Math.abs(g - 50) + Math.abs(b - 50), variant.path).toBeLessThan(16);
      expect((await sharp(variant.contents).metadata()).icc).toBeUndefined();
    }
  });

  it("reads an iPhone's HEIC: published in every format like any photo, its GPS position left behind", async () => {
    // Made as an iPhone would: a photo with a GPS position, encoded to HEVC in HEIF by libheif's heif-enc.
    const original = await makePhoto({ width: 1200, height: 900, seed: freshSeed(), gps: true });
    const heic = heicOf(original);
    const tiff = heic.indexOf(Buffer.from("II*\0", "latin1"));
    expect((await exifr.gps(heic.subarray(tiff))).latitude).toBeCloseTo(52.475, 2);
    const { content } = await withPhotos({ "kitchen.heic": heic });

    const stage = await photosStage(content, [use("images/kitchen.heic", "hero", content)]);
    expect(stage.warnings).toEqual([]);
    const formats = new Set(stage.files.map((file) => file.path.split(".").pop()));
    expect(formats).toEqual(new Set(["avif", "webp", "jpg"]));
    for (const file of stage.files) {
      const bytes = Buffer.from(file.contents);
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.icc, meta.xmp], file.path).toEqual([undefined, undefined, undefined]);
      expect(meta.width, file.path).toBeLessThanOrEqual(1200);
    }
    // Nor anywhere in the bytes: the EXIF block (a TIFF structure) is not carried along in any form.
    for (const file of stage.files)
      expect(Buffer.from(file.contents).includes(heic.subarray(tiff, tiff + 64))).toBe(false);
    // The same picture: its average colour within a few levels of the original's, channel by channel.
    const jpeg = stage.files.find((file) => file.path.endsWith(".jpg") && file.path.includes("-480."));
    const reference = (await sharp(original).stats()).channels;
    const published = (await sharp(Buffer.from(jpeg?.contents ?? [])).stats()).channels;
    const differences = published.slice(0, 3).map((channel, index) => Math.abs(channel.mean - reference[index].mean));
    expect(Math.max(...differences)).toBeLessThan(6);
  });

  it("makes AVIF, WebP and JPEG at the widths the photo's place needs, none wider than the photo", async () => {
    const { content } = await withPhotos({
      "wide.jpg": await makePhoto({ width: 1600, height: 1200, seed: freshSeed() }),
      "narrow.png": await makePhoto({ width: 500, height: 400, seed: freshSeed(), format: "png" }),
    });
    const stage = await photosStage(content, [
      use("images/wide.jpg", "gallery", content),
      use("images/narrow.png", "hero", content),
    ]);
    const widths = (file: string) =>
      stage.library.get(file)?.variants.map((variant) => `${variant.format} ${variant.width}`);
    expect(widths("images/wide.jpg")).toEqual(["avif 360", "webp 360", "jpeg 360", "avif 720", "webp 720", "jpeg 720"]);
    expect(widths("images/narrow.png")).toEqual([
      "avif 480",
      "webp 480",
      "jpeg 480",
      "avif 500",
      "webp 500",
      "jpeg 500",
    ]);
    for (const variant of stage.library.get("images/wide.jpg")?.variants ?? []) {
      expect((await sharp(variant.contents).metadata()).format).toBe(
        variant.format === "avif" ? "heif" : variant.format,
      );
      expect(variant.path).toMatch(/^assets\/wide-\d+\.[0-9a-f]{10}\.(avif|webp|jpg)$/);
    }
    // A few pixels, inlined in the page until the photo arrives.
    expect(stage.library.get("images/wide.jpg")?.placeholder).toMatch(/^data:image\/webp;base64,[\w+/=]{40,200}$/);
  });

  it("makes a very tall photo (a phone's long screenshot) no taller than WebP and AVIF allow", async () => {
    // 600 × 20,000: 12 megapixels, well under the limit, but 20,000 pixels high at its own width.
    const tall = await sharp({ create: { width: 600, height: 20000, channels: 3, background: "#884422" } })
      .png()
      .toBuffer();
    const { content } = await withPhotos({ "long.png": tall });
    // Before: "is not a photo the tool can read, or it is damaged (Processed image is too large for the HEIF format)".
    const stage = await photosStage(content, [use("images/long.png", "hero", content)]);
    const photo = stage.library.get("images/long.png");
    expect(photo?.variants.length).toBeGreaterThan(0);
    for (const variant of photo?.variants ?? []) expect(variant.height, variant.path).toBeLessThanOrEqual(16383);
  });

  it("processes a photo once: the next build reads it back, and a damaged cache file is made again", async () => {
    const { content } = await withPhotos({
      "once.jpg": await makePhoto({ width: 900, height: 600, seed: freshSeed() }),
    });
    const uses = [use("images/once.jpg", "gallery", content)];
    const first = await photosStage(content, uses);
    expect(first.processed).toBe(1);
    const second = await photosStage(content, uses);
    expect(second.processed).toBe(0);
    expect(second.files).toEqual(first.files);

    // Cut short, as a full disk or a killed process leaves it: processed again, the same bytes published.
    const folder = join(cacheFolder(root), "photos");
    const variant = Buffer.from(first.files[0].contents);
    const cached = readdirSync(folder).find((name) => readFileSync(join(folder, name)).includes(variant));
    expect(cached).toBeDefined();
    const path = join(folder, cached as string);
    writeFileSync(path, readFileSync(path).subarray(0, 5000));
    const third = await photosStage(content, uses);
    expect(third.processed).toBe(1);
    expect(third.files).toEqual(first.files);
  });
  it("makes a photo again when another of the same size replaces it with its time set back", async () => {
    const solid = (background: { r: number; g: number; b: number }) =>
      sharp({ create: { width: 900, height: 600, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const [red, blue] = [await solid({ r: 200, g: 50, b: 50 }), await solid({ r: 50, g: 50, b: 200 })];
    // Padded after the image's end, which decoders ignore: the two files have the same size.
    const size = Math.max(red.length, blue.length);
    const padded = (jpeg: Buffer) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    const { content } = await withPhotos({ "wall.jpg": padded(red) });
    const file = join(content, "images/wall.jpg");
    const then = new Date("2026-01-01T12:00:00Z");
    utimesSync(file, then, then);
    const uses = [use("images/wall.jpg", "gallery", content)];
    const jpegOf = async () =>
      (await photosStage(content, uses)).files.find((made) => made.path.endsWith(".jpg"))?.contents;
    const first = await jpegOf();
    expect((await sharp(first).stats()).channels[2].mean).toBeLessThan(100);

    // Replaced in place, as cat or an editor's save does (same file, same size), then its time set back.
    writeFileSync(file, padded(blue));
    utimesSync(file, then, then);
    const second = await jpegOf();
    expect((await sharp(second).stats()).channels[2].mean).toBeGreaterThan(150);
  });

  it("shows a photo in the text whose name has a space or an umlaut, as it shows any other", async () => {
    const photo = await makePhoto({ width: 800, height: 600, seed: 7 });
    const { dir, content } = await withPhotos({ "Küche groß.jpg": photo, "our room.jpg": photo });
    edit(
      content,
      "pages/about.en.md",
      /\n*$/,
      "\n\n![The kitchen](images/K%C3%BCche%20gro%C3%9F.jpg)\n\n![Where we eat](<images/our room.jpg>)\n",
    );
    const result = runSite(["build"], dir);
    expect(result.status, result.stderr).toBe(0);
    const html = readFileSync(join(dir, "dist/en/about/index.html"), "utf8");
    // Before: remark wrote the names percent-encoded, the lookup missed them, and the page kept a
    // bare <img src="images/…"> that points at nothing on the published site.
    expect(html).not.toMatch(/src="images\//);
    expect(html).toMatch(/<img src="\/assets\/kuche-gro-\d+\.\w+\.jpg"[^>]*alt="The kitchen"/);
    expect(html).toMatch(/<img src="\/assets\/our-room-\d+\.\w+\.jpg"[^>]*alt="Where we eat"/);
  });

  it("loads a photo that opens a page's text at once, and one further down only when scrolled near", async () => {
    const photo = await makePhoto({ width: 1400, height: 1050, seed: freshSeed() });
    const { dir, content } = await withPhotos({ "room.jpg": photo, "yard.jpg": photo });
    // The first photo right below the heading, the second after the whole story.
    edit(content, "pages/about.en.md", "## Our story", "![Our dining room](images/room.jpg)\n\n## Our story");
    const text = readFileSync(join(content, "pages/about.en.md"), "utf8");
    writeFileSync(join(content, "pages/about.en.md"), `${text}\n![Our yard](images/yard.jpg)\n`);
    expect(runSite(["build"], dir).status).toBe(0);
    const html = readFileSync(join(dir, "dist/en/about/index.html"), "utf8");
    const img = (alt: string) => html.match(new RegExp(`<img [^>]*alt="${alt}"[^>]*>`))?.[0] ?? "";
    expect(img("Our dining room")).not.toBe("");
    expect(img("Our dining room")).not.toContain('loading="lazy"');
    expect(img("Our yard")).toContain('loading="lazy"');
  });
});

/** The page front matter of the English about page with `front` added. */
const aboutWith = (content: string, front: string) => edit(content, "pages/about.en.md", /^---\n/, `---\n${front}\n`);

describe("an owner's mistakes with photos", () => {
  /** Builds; returns the first line of the messages, and whether dist/ was written. */
  const build = (dir: string, lang: "en" | "de" = "en") => {
    const result = runSite(["build"], dir, { SITE_LANG: lang });
    return {
      status: result.status,
      line: result.stderr.split("\n")[0],
      stdout: result.stdout,
      wrote: existsSync(join(dir, "dist")),
    };
  };

  it("a photo that is not there, with the name it was probably meant as", async () => {
    const { dir, content } = await withPhotos({ "Kitchen.JPG": await makePhoto({ width: 1400, height: 900 }) });
    aboutWith(content, "hero:\n  file: images/kitchen.jpg\n  alt: Our kitchen");
    expect(build(dir)).toMatchObject({
      status: 1,
      wrote: false,
      line: `content/pages/about.en.md:3:9 the photo images/kitchen.jpg does not exist (did you mean images/Kitchen.JPG? Names must match exactly, capital letters too)`,
    });
    expect(build(dir, "de").line).toBe(
      "content/pages/about.en.md:3:9 das Foto images/kitchen.jpg gibt es nicht (meinten Sie images/Kitchen.JPG? Namen müssen genau stimmen, auch Groß- und Kleinschreibung)",
    );
  });

  it("finds a photo whose accented name is stored decomposed, as a Mac may save it", async () => {
    const photo = await makePhoto({ width: 1400, height: 900, seed: 5 });
    // On disk "Ku\u0308che.jpg" (u and a combining diaeresis); written "Küche.jpg" (one letter ü).
    const { dir, content } = await withPhotos({ ["Küche.jpg".normalize("NFD")]: photo });
    aboutWith(content, `hero:\n  file: ${"images/Küche.jpg".normalize("NFC")}\n  alt: Our kitchen`);
    const result = runSite(["build"], dir);
    // Before: "the photo images/Küche.jpg does not exist", though the folder shows that very name.
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(join(dir, "dist/en/about/index.html"), "utf8")).toMatch(/src="\/assets\/kuche-\d+\.\w+\.jpg"/);
  });

  it("a folder named like the photo is called a folder, not offered as the name it was meant as", async () => {
    const { dir, content } = await withPhotos({});
    mkdirSync(join(content, "images/kitchen.jpg"));
    aboutWith(content, "hero:\n  file: images/kitchen.jpg\n  alt: Our kitchen");
    // Once: "… does not exist (did you mean images/kitchen.jpg? …)", the very name written; then "does not exist".
    expect(build(dir)).toMatchObject({
      status: 1,
      wrote: false,
      line: "content/pages/about.en.md:3:9 images/kitchen.jpg is a folder, not a photo (put the photo itself there, the file as it came from the camera or phone)",
    });
  });

  it("a file that is no photo, a damaged one, an iPhone's HEIC, and a drawing named like a photo", async () => {
    const photo = await makePhoto({ width: 1400, height: 900, seed: freshSeed() });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(64)]);
    const { dir, content } = await withPhotos({
      "notes.jpg": Buffer.from("Einkaufsliste: Kochbananen, Reis\n"),
      "cut.jpg": photo.subarray(0, Math.floor(photo.length / 2)),
      "IMG_0042.heic": heic,
      // An SVG that would read a file of the build machine, were it drawn.
      "drawing.png": Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><image href="file:///etc/passwd"/></svg>',
      ),
    });
    aboutWith(
      content,
      "gallery:\n  - file: images/notes.jpg\n    alt: A list\n  - file: images/cut.jpg\n    alt: A table\n  - file: images/IMG_0042.heic\n    alt: The room\n  - file: images/drawing.png\n    alt: A plan",
    );
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(existsSync(join(dir, "dist"))).toBe(false);
    const lines = result.stderr.trim().split("\n");
    expect(lines[0]).toMatch(
      /^content\/pages\/about\.en\.md:3:11 images\/notes\.jpg is not a photo the tool can read, or it is damaged \(.+\) \(open it in an image viewer; if it shows, save it again as JPEG and use that file\)$/,
    );
    expect(lines[1]).toMatch(
      /^content\/pages\/about\.en\.md:5:11 images\/cut\.jpg is not a photo the tool can read, or it is damaged \(.+\)/,
    );
    expect(lines[2]).toBe(
      'content/pages/about.en.md:7:11 images/IMG_0042.heic is a HEIC photo (an iPhone\'s own format) the tool cannot read: it is damaged or of an unusual kind (save it as JPEG: on the iPhone, Photos → Share → Options → "Most Compatible", or Settings → Camera → Formats → "Most Compatible" for new photos; on a Mac, Preview → File → Export → JPEG)',
    );
    expect(lines[3]).toBe(
      "content/pages/about.en.md:9:11 images/drawing.png is not a photo the tool can read, or it is damaged (svg is not JPEG, PNG, WebP, AVIF or HEIC) (open it in an image viewer; if it shows, save it again as JPEG and use that file)",
    );
  });

  it("a photo over 40 megapixels", async () => {
    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: "#884422" } })
      .jpeg()
      .toBuffer();
    const { dir, content } = await withPhotos({ "huge.jpg": huge });
    aboutWith(content, "hero:\n  file: images/huge.jpg\n  alt: Our kitchen");
    expect(build(dir)).toMatchObject({
      status: 1,
      wrote: false,
      line: "content/pages/about.en.md:3:9 images/huge.jpg has 40.8 megapixels (8000 × 5100); the limit is 40 (scale it down to about 4000 pixels on its long side: no screen shows more, and the build stays fast)",
    });
  });

  it("a photo too large even for sharp's own limit is called too large, not damaged", async () => {
    // A PNG header of 20,000 × 15,000 (300 megapixels, a stitched panorama or a scan), no pixel data
    // needed: sharp's metadata() refuses anything over its default 268 megapixels before reading a pixel.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20000, 0);
    header.writeUInt32BE(15000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.alloc(16))),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    const { dir, content } = await withPhotos({ "panorama.png": png });
    aboutWith(content, "hero:\n  file: images/panorama.png\n  alt: Our street");
    expect(build(dir)).toMatchObject({
      status: 1,
      wrote: false,
      line: "content/pages/about.en.md:3:9 images/panorama.png has 300 megapixels (20000 × 15000); the limit is 40 (scale it down to about 4000 pixels on its long side: no screen shows more, and the build stays fast)",
    });
  });

  it("a photo that is a link to a file outside the content folder, like any other content file", async () => {
    const { dir, content } = await withPhotos({});
    // A photo elsewhere on the computer, and a link to it (or to its folder) from content/images/.
    mkdirSync(join(dir, "private"));
    writeFileSync(join(dir, "private/holiday.jpg"), await makePhoto({ width: 1200, height: 900, seed: 3 }));
    symlinkSync(join(dir, "private/holiday.jpg"), join(content, "images/kitchen.jpg"));
    symlinkSync(join(dir, "private"), join(content, "images/more"));
    aboutWith(
      content,
      "hero:\n  file: images/kitchen.jpg\n  alt: Our kitchen\ngallery:\n  - file: images/more/holiday.jpg\n    alt: Our room",
    );
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(existsSync(join(dir, "dist"))).toBe(false);
    expect(result.stderr.trim().split("\n")).toEqual([
      "content/images/kitchen.jpg:1:1 is a link to a file outside the content folder (copy the file into content/ instead of linking it: nothing outside content/ is published)",
      "content/images/more/holiday.jpg:1:1 is a link to a file outside the content folder (copy the file into content/ instead of linking it: nothing outside content/ is published)",
    ]);
  });

  it("an alt text that is the file's name, and a photo with none", async () => {
    const { dir, content } = await withPhotos({ "IMG_2041.jpg": await makePhoto({ width: 1400, height: 900 }) });
    aboutWith(content, "hero:\n  file: images/IMG_2041.jpg\n  alt: IMG_2041");
    expect(build(dir).line).toBe(
      'content/pages/about.en.md:4:8 the alt text "IMG_2041" of images/IMG_2041.jpg is its file name, not a description (write what the photo shows, as you would tell someone on the phone: "Jollof rice with fried plantain")',
    );
    edit(content, "pages/about.en.md", "  alt: IMG_2041\n", "");
    expect(build(dir)).toMatchObject({
      status: 1,
      wrote: false,
      line: 'content/pages/about.en.md:3:3 hero has no alt text (add "alt:" with what the photo shows, for people who cannot see it (in every language where it appears), or "decorative: true" if it adds nothing to the text)',
    });
  });

  it("an alt text a camera or phone names files with, or a word for any picture, but never a description", () => {
    const refused = ["IMG_2041", "DSC_0001", "dscn0042.JPG", "PXL_20240512_093012345", "IMG-20240512-WA0003"];
    refused.push("P1010123", "kitchen.jpg", "Foto", "photo", "image 2", "Bild (3)", "Bildschirmfoto");
    expect(refused.map((alt) => altProblem(alt, "images/team.jpg"))).toEqual([
      ...Array(7).fill("name"),
      ...Array(5).fill("word"),
    ]);
    expect(altProblem("Team", "images/team.jpg")).toBe("own");
    const described = ["Foto vom Team am Herd", "Image of jollof rice", "Pfeffersuppe", "Sam at the grill", "Bildung"];
    expect(described.map((alt) => altProblem(alt, "images/IMG_2041.jpg"))).toEqual(Array(5).fill(undefined));
  });

  it("a photo in the text without alt text, and the chef's portrait without its French one", async () => {
    const { dir, content } = await withPhotos({ "amara.jpg": await makePhoto({ width: 600, height: 600 }) });
    edit(content, "pages/about.en.md", "## Our story", "![](images/amara.jpg)\n\n## Our story");
    const where = positionOf(content, "pages/about.en.md", "![](images/amara.jpg)");
    expect(build(dir).line).toBe(
      `content/pages/about.en.md:${where} the photo "images/amara.jpg" has no alt text (write what it shows, in the page's language, between the brackets: ![Our dining room at night](images/room.jpg); a decorative photo belongs in the front matter with decorative: true)`,
    );
    edit(content, "pages/about.en.md", "![](images/amara.jpg)", "![Amara Nwosu at the stove](images/amara.jpg)");
    edit(
      content,
      "site.yaml",
      "chef:\n  name: Amara Nwosu\n",
      'chef:\n  name: Amara Nwosu\n  photo:\n    file: images/amara.jpg\n    alt:\n      de: "Amara Nwosu am Herd"\n      en: "Amara Nwosu at the stove"\n',
    );
    expect(build(dir).line).toBe(
      `content/site.yaml:${positionOf(content, "site.yaml", 'de: "Amara')} chef.photo.alt has no text in the language "fr" (add a line "fr: …" with the text in that language)`,
    );
  });

  it("warns of a photo smaller than where it is shown, with both sizes, and builds", async () => {
    const { dir, content } = await withPhotos({ "small.jpg": await makePhoto({ width: 640, height: 480 }) });
    aboutWith(content, "hero:\n  file: images/small.jpg\n  alt: Our kitchen");
    const result = runSite(["build"], dir);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      "content/pages/about.en.md:3:9 warning: images/small.jpg is 640 pixels wide but shown up to 1100 pixels wide: it will look blurry (use the original photo (at least 1100 pixels wide, twice that for sharp phone screens))",
    );
  });

  it("warns of a photo so tall that it is published narrower than it is shown, with its own size", async () => {
    // 400 pixels are enough for a gallery tile, but 30,000 high is narrowed to 218 to fit WebP and AVIF.
    const screenshot = await sharp({ create: { width: 400, height: 30000, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const { dir, content } = await withPhotos({ "screenshot.png": screenshot });
    aboutWith(content, "gallery:\n  - file: images/screenshot.png\n    alt: The whole menu");
    const result = runSite(["build"], dir, { SITE_LANG: "de" });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      "content/pages/about.en.md:3:11 Warnung: images/screenshot.png ist so hoch (400 × 30000 Pixel), dass es nur 218 Pixel breit veröffentlicht wird, aber bis zu 352 Pixel breit gezeigt: es wirkt unscharf (schneiden Sie es auf den sehenswerten Teil zu: Fotos im Web sind höchstens 16.383 Pixel hoch)",
    );
  });

  it("a focus that is not a point of the photo, at its value", async () => {
    const { dir, content } = await withPhotos({ "room.jpg": await makePhoto({ width: 1400, height: 900 }) });
    aboutWith(content, 'hero:\n  file: images/room.jpg\n  alt: Our room\n  focus: "120% 5"');
    expect(build(dir)).toMatchObject({
      status: 1,
      wrote: false,
      line: 'content/pages/about.en.md:5:10 hero.focus "120% 5" is not a point of the photo (write how far across and how far down the part to keep lies, each from 0% to 100%, like "50% 20%" (the middle, near the top))',
    });
  });
});

describe("a photo its frame cuts", () => {
  /** A tall phone screenshot: white but for a band of colour near its top. */
  const screenshot = () =>
    sharp({ create: { width: 600, height: 2400, channels: 3, background: "#ffffff" } })
      .composite([
        {
          input: { create: { width: 600, height: 300, channels: 3, background: "#c8501e" } },
          top: 120,
          left: 0,
        },
      ])
      .png()
      .toBuffer();

  it("warns where a frame would cut away most of it, in English and German, and builds", async () => {
    const { dir, content } = await withPhotos({ "menu-board.png": await screenshot() });
    aboutWith(content, "gallery:\n  - file: images/menu-board.png\n    alt: Our menu board");
    const english = runSite(["build"], dir);
    expect(english.status).toBe(0);
    // A 1:4 photo in a 4:3 tile: 3 / 16 of it shows.
    expect(english.stderr).toContain(
      `content/pages/about.en.md:3:11 warning: images/menu-board.png is much taller than a gallery tile (4:3), where only 19% of it shows: the frame keeps its middle (choose the part to keep: add focus: "50% 20%" (how far across, how far down) below its file, or point at it in the editor of node cli serve; or crop the photo to the frame's shape)`,
    );
    const german = runSite(["build"], dir, { SITE_LANG: "de" });
    expect(german.stderr).toContain(
      "content/pages/about.en.md:3:11 Warnung: images/menu-board.png ist viel höher als sein Rahmen (Kachel der Galerie (4:3)), in dem nur 19 % davon zu sehen sind: der Rahmen zeigt die Mitte",
    );
    // The page's own hero on a wide screen (21:9) keeps 64% of a 3:2 photo: no warning for that.
    expect(english.stderr.match(/only \d+% of it shows/g)).toHaveLength(1);
  });

  it("keeps the part the owner chose: the page names it, the stylesheet moves the photo there, no warning", async () => {
    const { dir, content } = await withPhotos({
      "menu-board.png": await screenshot(),
      "room.jpg": await makePhoto({ width: 1600, height: 1000, seed: 4 }),
    });
    aboutWith(
      content,
      'hero:\n  file: images/room.jpg\n  alt: Our room\n  focus: "50% 80%"\ngallery:\n  - file: images/menu-board.png\n    alt: Our menu board\n    focus: "50% 10%"',
    );
    const result = runSite(["build"], dir);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).not.toContain("of it shows");
    const html = readFileSync(join(dir, "dist/en/about/index.html"), "utf8");
    // The middle across is the default; only the height moves.
    expect(html).toContain('class="photo photo--hero photo--y80"');
    expect(html).toContain('class="photo photo--tile photo--y10"');
    expect(html).toMatch(/\.photo img\{object-position:var\(--photo-x,50%\) var\(--photo-y,50%\)\}/);
    expect(html).toMatch(/\.photo--y10\{--photo-y:10%\}/);
    // The German page without a focus keeps the middle.
    const german = readFileSync(join(dir, "dist/about/index.html"), "utf8");
    expect(/class="photo [^"]*photo--[xy]/.test(german), "a focus class on the German page").toBe(false);
  });
});
