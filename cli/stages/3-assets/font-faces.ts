/**
 * The site's two typefaces as the stylesheet declares them: Fontsource's variable Figtree and
 * Bricolage Grotesque, the subsets German and French need, their @font-face rules under names
 * that stay from build to build ("fonts/figtree-latin.woff2"). The fonts step
 * (cli/stages/7-fonts/) cuts each file to the pages' letters once they are rendered.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/** Families and the subsets German and French need; the two latin files are preloaded. */
const families = ["@fontsource-variable/figtree", "@fontsource-variable/bricolage-grotesque"];
const subsets = ["latin", "latin-ext"];

export interface FontFace {
  family: string;
  /** Where it is published: "fonts/figtree-latin.woff2". */
  path: string;
  /** The package's file, as it is named with its version: "@fontsource-variable/figtree@5.3.0/files/figtree-latin-wght-normal.woff2". */
  name: string;
  /** The file's bytes, read when a build has to cut the face. */
  source: () => Buffer;
  /** The code points the face is used for (its unicode-range), as [first, last] pairs. */
  ranges: [number, number][];
}

export interface Fonts {
  /** The @font-face rules. */
  css: string;
  faces: FontFace[];
  /** The addresses of the faces every page needs at once. */
  preload: string[];
}

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]]. */
export function unicodeRanges(value: string): [number, number][] {
  return value.split(",").map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

export function fontFaces(): Fonts {
  const faces: FontFace[] = [];
  const preload: string[] = [];
  let css = "";
  for (const pkg of families) {
    const manifest = require.resolve(`${pkg}/package.json`);
    const dir = dirname(manifest);
    const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
    const source = readFileSync(join(dir, "index.css"), "utf8");
    for (const block of source.split("/*").slice(1)) {
      const [comment, rule] = block.split("*/");
      if (!subsets.some((subset) => comment.includes(`-${subset}-wght-`))) continue;
      const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1] ?? "U+0000-10FFFF";
      css += rule.replace(/url\(\.\/files\/([^)]+)\.woff2\)/, (_match, name: string) => {
        const path = `fonts/${name.replace("-wght-normal", "")}.woff2`;
        const file = join(dir, "files", `${name}.woff2`);
        faces.push({
          family: pkg,
          path,
          name: `${pkg}@${version}/files/${name}.woff2`,
          source: () => readFileSync(file),
          ranges: unicodeRanges(range),
        });
        if (name.includes("-latin-wght-normal")) preload.push(`/${path}`);
        return `url(/${path})`;
      });
    }
  }
  return { css, faces, preload };
}
