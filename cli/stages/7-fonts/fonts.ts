/**
 * The site's two typefaces, cut down to the characters its pages show.
 *
 * Fontsource's files hold every Latin letter: about 60 KB for the two files a
 * first visit loads before its headings settle, more than the page itself.
 * Once the pages are rendered, each face is subset (harfbuzz, through
 * subset-font) to the characters they show within its unicode-range: about
 * 40 % less. An owner who writes a new letter gets it with the next build.
 *
 * The fonts keep their names from build to build (fonts/figtree-latin.woff2),
 * so the stylesheet in every page's head, and the hash the
 * Content-Security-Policy allows it by, never depend on the content: an nginx
 * configuration written once stays right. Hosts cache them for an hour, not
 * forever like the hashed files in assets/: a visitor back within the hour
 * after a new letter sees that letter in the fallback font until then.
 * A face none of the pages' characters falls in is published whole; no
 * browser asks for it. Subsets are cached by font and characters.
 */
import type { FileStore } from "../../cache.js";
import type { ProgressReporter } from "../../progress.js";
import { dateFormat } from "../../shared/intl.js";
import type { FontFace, Fonts } from "../../stylesheet-recipe.cjs";
import type { Characters } from "../6-render/page-reading.js";
import type { OutputFile } from "../common/output-file.js";
import { WorkerPool } from "../common/workers.js";

/**
 * What the script writes that no page holds: the short month names of a date
 * more than a week off ("opens 3 Dec."), in the browser's words (cli/shared/opening-hours.ts).
 */
export function scriptWords(langs: Iterable<string>): string {
  const months = Array.from({ length: 12 }, (_, month) => Date.UTC(2000, month, 15));
  return [...new Set(langs)]
    .flatMap((lang) => {
      const format = dateFormat(lang, { day: "numeric", month: "short", timeZone: "UTC" });
      return months.map((time) => format.format(time));
    })
    .join(" ");
}

/**
 * The characters each face is cut to: where two faces of a family cover a character, browsers take
 * the one declared last.
 */
function wantedBy(faces: readonly FontFace[], codes: Iterable<number>): number[][] {
  const wanted = faces.map((): number[] => []);
  const covers = (face: FontFace, code: number) => face.ranges.some(([first, last]) => code >= first && code <= last);
  const families = [...new Set(faces.map((face) => face.family))];
  for (const code of [...codes].sort((a, b) => a - b)) {
    for (const family of families) {
      const index = faces.findLastIndex((face) => face.family === family && covers(face, code));
      if (index >= 0) wanted[index].push(code);
    }
  }
  return wanted;
}

/**
 * Subsets every face to the characters the pages show (`shown`) and those the script writes in
 * their languages (`langs`), in the image process when `pool` has one, ahead of the share cards
 * waiting there, kept in `store`. A face none of them falls in is left whole: no page asks for it.
 * The fonts are kept by what they are cut from (the faces' files with the ranges each is used for,
 * those characters, Intl's data for the script's words) and by this module's code, which decides
 * how: a build with the same pages reads them back without asking Intl or harfbuzz anything.
 */
export async function subsetFonts(
  fonts: Fonts,
  shown: Characters,
  langs: readonly string[],
  store: FileStore,
  pool = new WorkerPool(),
  progress?: ProgressReporter,
): Promise<{ files: OutputFile[]; made: number }> {
  const languages = [...new Set(langs)].sort();
  const key = store.key(
    ...fonts.faces.map((face) => `${face.name} ${JSON.stringify(face.ranges)}`),
    String.fromCodePoint(...[...shown.codes].sort((a, b) => a - b)),
    languages.join(),
    `icu ${process.versions.icu} cldr ${process.versions.cldr}`,
  );
  const kept = fonts.faces.map((_face, index) => store.get(`${key}.${index}`));
  if (kept.every((contents) => contents !== undefined)) {
    return { files: fonts.faces.map((face, index) => ({ path: face.path, contents: kept[index] as Buffer })), made: 0 };
  }
  const characters = new Set(shown.codes);
  for (const char of `0123456789: ${scriptWords(languages)}`) characters.add(char.codePointAt(0) ?? 0);
  const wanted = wantedBy(fonts.faces, characters);
  const cutting = fonts.faces.filter((_face, index) => !kept[index] && wanted[index].length > 0).length;
  let made = 0;
  const files = await Promise.all(
    fonts.faces.map(async (face, index) => {
      let contents: Uint8Array = kept[index] ?? face.source();
      if (!kept[index] && wanted[index].length > 0) {
        const text = String.fromCodePoint(...wanted[index]);
        const cut = await pool.run("font", { source: contents, text }, async (input) =>
          (await import("./font-subset.js")).subsetFace(input.source, input.text),
        );
        contents = Buffer.from(cut.buffer, cut.byteOffset, cut.byteLength);
        made++;
        progress?.("fonts", made, cutting);
      }
      if (!kept[index]) store.set(`${key}.${index}`, contents);
      return { path: face.path, contents };
    }),
  );
  return { files, made };
}
