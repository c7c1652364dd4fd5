// The photo sets of the bench (bench/content-sets.mjs), made in a process of its own so that sharp's
// memory never stays in the bench's: `node bench/photo-sets.mjs WORK` prints their folders as JSON.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { makePhotoContent } from "../tests/photo-content.mjs";
import { makePhoto } from "../tests/photos.mjs";
import { root } from "./measure.mjs";

const work = process.argv[2];
/** @type {string[]} */
const notes = [];
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

process.stdout.write(JSON.stringify({ photos, phone, notes }));
