// How the site's stylesheets are made from templates/styles/ and the fonts' packages: by lightningcss,
// when the tool's own bundle is made (cli/bundle.js), which then holds them, or by the assets stage run
// from the sources (cli/stages/3-assets/). In CommonJS, for bundle.js, which runs before any bundle.
"use strict";
const { isUtf8 } = require("node:buffer");
const { readFileSync, readdirSync } = require("node:fs");
const { dirname, join, relative, resolve, sep } = require("node:path");

/**
 * The browsers the stylesheet is written for: browserslist's "defaults" (over 0.5 % of use, the last
 * two versions, Firefox ESR, none dead) as `npx browserslist defaults` named them in November 2026.
 * lightningcss rewrites what the oldest of them lack (nesting, say). Written here rather than asked of
 * browserslist at every bundle, which read caniuse's whole table for it (about 20 ms); a table grown
 * old costs a few bytes for browsers nobody uses any more, never a page that breaks.
 * @type {Record<string, [major: number, minor?: number]>}
 */
const browsers = {
  android: [157],
  and_chr: [157],
  and_ff: [160],
  chrome: [109],
  edge: [154],
  firefox: [153],
  ios_saf: [18, 5],
  op_mob: [80],
  opera: [138],
  safari: [26, 6],
  samsung: [30],
};
/** As lightningcss reads versions: major, minor and patch in one number's bytes. */
const cssTargets = Object.fromEntries(
  Object.entries(browsers).map(([name, [major, minor = 0]]) => [name, (major << 16) | (minor << 8)]),
);

/**
 * Families and the subsets German and French need; the two latin files are preloaded. How each is
 * shown while it is on its way (`font-display`): the text face only if it is there within the
 * browser's first tenth of a second (`optional`), else the page keeps the device's stand-in
 * (fallback-fonts.css) until it is left, and the next page has the face from the cache. A stand-in
 * sized like the face still breaks a paragraph at other words now and then (measured at 412 px:
 * the English shop's first paragraph, 5 lines against 4, moved the page 0.216), and a paragraph is
 * where a guest is reading. The headings' face is the restaurant's look and short lines: it comes
 * whenever it arrives (`swap`).
 */
const families = [
  { pkg: "@fontsource-variable/figtree", display: "optional" },
  { pkg: "@fontsource-variable/bricolage-grotesque", display: "swap" },
];
const subsets = ["latin", "latin-ext"];

/**
 * A face as the stylesheet names it.
 * @typedef {object} FontFace
 * @property {string} family
 * @property {string} path Where it is published: "fonts/figtree-latin.woff2".
 * @property {string} name The package's file, as it is named with its version: "@fontsource-variable/figtree@5.3.0/files/figtree-latin-wght-normal.woff2".
 * @property {() => Buffer} source The file's bytes, read when a build has to cut the face.
 * @property {[number, number][]} ranges The code points the face is used for (its unicode-range), as [first, last] pairs.
 */

/**
 * The faces, their rules for the stylesheet (`css`, as the packages write them), and the addresses of
 * the faces every page needs at once (`preload`).
 * @typedef {{ css: string, faces: FontFace[], preload: string[] }} Fonts
 */

/**
 * "U+0000-00FF,U+0131" → [[0, 255], [305, 305]].
 * @param {string} value
 * @returns {[number, number][]}
 */
function unicodeRanges(value) {
  return value.split(",").map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

/**
 * The site's two typefaces as the stylesheet declares them: Fontsource's variable Figtree and
 * Bricolage Grotesque, the subsets German and French need, their @font-face rules under names
 * that stay from build to build ("fonts/figtree-latin.woff2"). The fonts step
 * (cli/stages/7-fonts/) cuts each file to the pages' letters once they are rendered.
 * @returns {Fonts}
 */
function fontFaces() {
  /** @type {FontFace[]} */
  const faces = [];
  /** @type {string[]} */
  const preload = [];
  let css = "";
  for (const { pkg, display } of families) {
    const manifest = require.resolve(`${pkg}/package.json`);
    const dir = dirname(manifest);
    const { version } = JSON.parse(readFileSync(manifest, "utf8"));
    const source = readFileSync(join(dir, "index.css"), "utf8");
    for (const block of source.split("/*").slice(1)) {
      const [comment, rule] = block.split("*/");
      if (!subsets.some((subset) => comment.includes(`-${subset}-wght-`))) continue;
      const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1] ?? "U+0000-10FFFF";
      css += rule
        .replace(/font-display:\s*\w+/, `font-display: ${display}`)
        .replace(/url\(\.\/files\/([^)]+)\.woff2\)/, (_match, /** @type {string} */ name) => {
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

/**
 * The stylesheets, minified: the whole site's (site.css, the fonts' rules first), the menu's, the
 * printed page's, and each page's own (styles/pages/<page id>.css), which goes into that page's head only.
 * @typedef {{ site: string, menu: string, print: string, pages: Record<string, string> }} Stylesheets
 */

/**
 * The stylesheets from templates/styles/, and the files lightningcss read for them (from the root)
 * with the folder of the pages' own, whose list they are: what a bundle that holds them is stamped
 * with, so a page's first stylesheet, added where there was none, makes it again. A mistake in one
 * throws as esbuild's do, with its file, line and column (cli/startup-lines.js says it in one line).
 * @param {string} root
 * @returns {Promise<{ styles: Stylesheets, read: string[] }>}
 */
async function stylesheets(root) {
  const { bundleAsync, transform } = require("lightningcss");
  const styles = join(root, "templates", "styles");
  /** @type {Set<string>} */
  const read = new Set([join(styles, "pages")]);
  const resolver = {
    read: (/** @type {string} */ file) => {
      read.add(file);
      // Read as lightningcss reads a file itself: bytes that are no UTF-8 are a mistake, never U+FFFD published.
      const bytes = readFileSync(file);
      if (!isUtf8(bytes)) throw notUtf8(file, bytes);
      return bytes.toString("utf8");
    },
  };
  const sheet = async (/** @type {string} */ entry) => {
    const filename = join(styles, entry);
    try {
      const { code } = await bundleAsync({ filename, minify: true, targets: cssTargets, resolver });
      return code.toString();
    } catch (failure) {
      throw asBuildFailure(root, filename, failure);
    }
  };
  const fonts = transform({
    filename: "fonts.css",
    code: Buffer.from(fontFaces().css),
    minify: true,
    targets: cssTargets,
  }).code.toString();
  const pageIds = readdirSync(join(styles, "pages"))
    .filter((name) => name.endsWith(".css"))
    .sort()
    .map((name) => name.slice(0, -".css".length));
  const [site, menu, print, ...pages] = await Promise.all(
    ["site.css", "menu.css", "print.css", ...pageIds.map((id) => `pages/${id}.css`)].map(sheet),
  );
  return {
    styles: { site: fonts + site, menu, print, pages: Object.fromEntries(pageIds.map((id, at) => [id, pages[at]])) },
    read: [...read].map((file) => relativeTo(root, file)).sort(),
  };
}

/** "/tool/templates/styles/site.css" → "templates/styles/site.css". */
const relativeTo = (/** @type {string} */ root, /** @type {string} */ file) =>
  relative(root, file).split(sep).join("/");

/**
 * A file with bytes that are no UTF-8, at the first of them: its line (a newline byte is never part
 * of another character) and its column (0 counts as esbuild's do).
 * @param {string} file
 * @param {Buffer} bytes
 */
function notUtf8(file, bytes) {
  let start = 0;
  let line = 1;
  for (let end = bytes.indexOf(10); end >= 0 && isUtf8(bytes.subarray(start, end)); end = bytes.indexOf(10, start)) {
    start = end + 1;
    line++;
  }
  const end = bytes.indexOf(10, start);
  const column = Math.max(
    0,
    bytes
      .subarray(start, end < 0 ? undefined : end)
      .toString("utf8")
      .indexOf("\uFFFD"),
  );
  return Object.assign(new Error("not valid UTF-8"), { place: { file, line, column } });
}

/**
 * lightningcss's mistake in esbuild's shape ({ errors: [{ text, location }] }), which
 * cli/startup-lines.js turns into one line at its place. lightningcss counts columns from 1, esbuild from 0.
 * @param {string} root
 * @param {string} entry the stylesheet being made, should the mistake name no file
 * @param {unknown} failure
 */
function asBuildFailure(root, entry, failure) {
  const { message, fileName, loc, place } =
    /** @type {{ message?: string, fileName?: string, loc?: { line: number, column: number }, place?: { file: string, line: number, column: number } }} */ (
      failure ?? {}
    );
  if (typeof message !== "string") return failure;
  // A file the resolver above refused, where it is refused (lightningcss names the @import of it).
  if (place)
    return Object.assign(new Error(message), {
      errors: [{ text: message, location: { ...place, file: relativeTo(root, place.file) } }],
    });
  const file = relativeTo(root, fileName ? resolve(dirname(entry), fileName) : entry);
  return Object.assign(new Error(message), {
    errors: [{ text: message, location: loc ? { file, line: loc.line, column: loc.column - 1 } : undefined }],
  });
}

module.exports = { fontFaces, stylesheets };
