// What the bench builds (bench/bench.mjs): the restaurant's content in the sets the speed rows need, and
// the same site for Hugo, the yardstick.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { makePhotoContent } from "../tests/photo-content.mjs";
import { makePhoto } from "../tests/photos.mjs";
import { root } from "./measure.mjs";
import { makeScalingContent } from "./scaling-content.mjs";

/** The same restaurant site written for Hugo, with scale.mjs to grow it (BENCH_HUGO_SITE names another copy). */
export const hugoSite = process.env.BENCH_HUGO_SITE ?? join(root, "../shared/anchors/hugo-site");
export const hugo = (process.env.PATH ?? "")
  .split(delimiter)
  .map((dir) => join(dir, "hugo"))
  .find((path) => existsSync(path));
export const hugoMissing = !hugo
  ? "hugo is not installed (apt-get install hugo)"
  : !existsSync(join(hugoSite, "scale.mjs"))
    ? `the Hugo site is not at ${hugoSite} (set BENCH_HUGO_SITE)`
    : undefined;

/** The same restaurant site for Hugo: as it is (24 pages) and grown like ours (10 languages × 80 page kinds). */
export function hugoSites(work) {
  const small = join(work, "hugo-site");
  const large = join(work, "hugo-site-800");
  if (!hugoMissing) {
    for (const [out, size] of [
      [small, []],
      [large, ["--langs", "10", "--copies", "10"]],
    ]) {
      const made = spawnSync(process.execPath, [join(hugoSite, "scale.mjs"), out, ...size], { encoding: "utf8" });
      if (made.status !== 0) throw new Error(`scale.mjs failed: ${made.stderr}`);
    }
  }
  const run = (site, before) => ({ command: hugo, args: ["--quiet", "-s", site, "-d", join(site, "public")], before });
  return {
    small: () => run(small),
    large: () => run(large),
    largeCold: () => run(large, () => rmSync(join(large, "resources"), { recursive: true, force: true })),
  };
}

/**
 * The content sets the speed rows build: the shipped content (in a copy whose buffet the "edited"
 * rows change), the 810 pages, a page with a list nested 20,000 deep, 20 photos of 12 megapixels,
 * and a phone's 12-megapixel photo as HEIC and as JPEG.
 */
export async function contentSets(work, notes) {
  const content = join(work, "content");
  cpSync(join(root, "content"), content, { recursive: true });
  const buffetFile = join(content, "buffet.yaml");
  const buffetText = readFileSync(buffetFile, "utf8");
  let edits = 0;
  // A new start time for the next buffet: no card shows it, the pages do.
  const editBuffet = () =>
    writeFileSync(
      buffetFile,
      buffetText.replace('from: "14:00"', `from: "14:${String(++edits % 60).padStart(2, "0")}"`),
    );
  const scaled = makeScalingContent(join(work, "content-810"), { languages: 10, copies: 10 }).dir;
  const deep = join(work, "content-deep");
  cpSync(content, deep, { recursive: true });
  writeFileSync(
    join(deep, "pages/about.de.md"),
    `${readFileSync(join(deep, "pages/about.de.md"), "utf8")}\n${"- ".repeat(20_000)} hi\n`,
  );
  // The shipped content with 20 photos of 12 megapixels (the about page's hero, text photo and gallery of
  // 12, the chef's portrait, a dish, and a hero on four more pages).
  const photos = await makePhotoContent(join(work, "content-photos"), {
    width: 4000,
    height: 3000,
    heroes: true,
    seed: Date.now() % 1e6,
  });
  // A phone's photo added in the editor: 12 megapixels, as an iPhone saves it (HEIC, made with libheif's
  // heif-enc where it is installed) and as a JPEG, made the about page's top photo.
  const phone = {};
  const jpeg = await makePhoto({ width: 4032, height: 3024, seed: 2042 });
  const heifEnc = (process.env.PATH ?? "").split(delimiter).find((dir) => existsSync(join(dir, "heif-enc")));
  for (const format of ["jpg", "heic"]) {
    if (format === "heic" && !heifEnc) {
      notes.push("no heif-enc: the HEIC row was skipped (apt-get install libheif-examples)");
      continue;
    }
    const dir = join(work, `content-phone-${format}`);
    cpSync(join(root, "content"), dir, { recursive: true });
    mkdirSync(join(dir, "images"), { recursive: true });
    const file = join(dir, `images/img-2042.${format}`);
    if (format === "jpg") writeFileSync(file, jpeg);
    else {
      writeFileSync(join(work, "phone.jpg"), jpeg);
      spawnSync(join(heifEnc, "heif-enc"), ["--quality", "50", "--output", file, join(work, "phone.jpg")]);
    }
    const about = join(dir, "pages/about.de.md");
    writeFileSync(
      about,
      readFileSync(about, "utf8").replace(
        /^title: .*$/m,
        (title) =>
          `${title}\nhero:\n  file: images/img-2042.${format}\n  alt:\n    de: "Unsere Küche"\n    en: "Our kitchen"\n    fr: "Notre cuisine"`,
      ),
    );
    phone[format] = dir;
  }
  return { content, editBuffet, scaled, deep, photos, phone };
}
