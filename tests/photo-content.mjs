// A copy of the shipped content with photos in every place that takes one, made by
// tests/photos.mjs: the about page with a hero, a gallery of 12 and a photo in its
// text, the chef's portrait, a photo of the first dish. For the browser tests, the
// screenshots, the benchmark and Lighthouse.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makePhoto } from "./photos.mjs";

const shipped = fileURLToPath(new URL("../content", import.meta.url));
export const galleryCount = 12;

/** @type {Record<string, string[]>} */
const alt = {
  de: ["Ein Tisch voller Teller mit Jollof-Reis und Kochbananen", "Unser Gastraum", "Amara Nwosu in der Küche"],
  en: ["A table full of plates with jollof rice and plantain", "Our dining room", "Amara Nwosu in the kitchen"],
  fr: ["Une table pleine d’assiettes de riz jollof et de bananes plantains", "Notre salle", "Amara Nwosu en cuisine"],
};

/**
 * Adds `text` after the front matter's first line, in every language's file of a page.
 * @param {string} dir
 * @param {string} page
 * @param {(lang: string) => string} make
 */
function addFrontMatter(dir, page, make) {
  for (const lang of ["de", "en", "fr"]) {
    const file = join(dir, "pages", `${page}.${lang}.md`);
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(/^---\n/, `---\n${make(lang)}\n`));
  }
}

/**
 * Writes the content with photos into `dir` (replacing it) and returns `dir`.
 * @param {string} dir
 * @param {{ width?: number, height?: number, heroes?: boolean, seed?: number }} [options] the photos' size
 *   (1600 × 1200 unless said), whether catering, events, shop and the menu get a hero photo too (20 photos
 *   then, 16 without), and a number that makes the photos new to the cache
 */
export async function makePhotoContent(dir, options = {}) {
  const { width = 1600, height = 1200, heroes = false, seed: base = 0 } = options;
  cpSync(shipped, dir, { recursive: true });
  const images = join(dir, "images");
  mkdirSync(images, { recursive: true });
  /** @type {(name: string, seed: number, options?: Parameters<typeof makePhoto>[0]) => Promise<void>} */
  const photo = async (name, seed, options = {}) =>
    writeFileSync(join(images, name), await makePhoto({ width, height, seed: base + seed, ...options }));
  await photo("table.jpg", 1, { gps: true, width: Math.max(width, 2000), height: Math.max(height, 1200) });
  await photo("room.jpg", 2);
  await photo("amara.jpg", 3, { orientation: 6 });
  await photo("jollof.jpg", 4);
  for (let index = 1; index <= galleryCount; index++) await photo(`gallery-${index}.jpg`, 10 + index);
  const heroPages = heroes ? ["catering", "events", "shop", "menu"] : [];
  for (const [index, page] of heroPages.entries()) {
    await photo(`${page}.jpg`, 30 + index);
    addFrontMatter(dir, page, () => `hero:\n  file: images/${page}.jpg\n  decorative: true`);
  }

  addFrontMatter(dir, "about", (lang) =>
    [
      `hero:\n  file: images/table.jpg\n  alt: "${alt[lang][0]}"`,
      "gallery:",
      ...Array.from(
        { length: galleryCount },
        (_, index) => `  - file: images/gallery-${index + 1}.jpg\n    alt: "${alt[lang][1]} ${index + 1}"`,
      ),
    ].join("\n"),
  );
  for (const lang of ["de", "en", "fr"]) {
    const file = join(dir, "pages", `about.${lang}.md`);
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(/\n(## [^\n]+\n)/, `\n![${alt[lang][1]}](images/room.jpg)\n\n$1`));
  }
  const site = readFileSync(join(dir, "site.yaml"), "utf8");
  writeFileSync(
    join(dir, "site.yaml"),
    site.replace(
      "chef:\n  name: Amara Nwosu\n",
      `chef:\n  name: Amara Nwosu\n  photo:\n    file: images/amara.jpg\n    alt:\n${["de", "en", "fr"].map((lang) => `      ${lang}: "${alt[lang][2]}"`).join("\n")}\n`,
    ),
  );
  const menu = readFileSync(join(dir, "menu.yaml"), "utf8");
  writeFileSync(
    join(dir, "menu.yaml"),
    menu.replace(
      "        allergens: [peanuts]\n        spicy: 2\n",
      "        allergens: [peanuts]\n        spicy: 2\n        photo:\n          file: images/jollof.jpg\n          decorative: true\n",
    ),
  );
  return dir;
}
