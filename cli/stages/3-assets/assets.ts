/**
 * Assets stage: the stylesheet (lightningcss), the browser script (made with the tool's bundle),
 * the rules of the self-hosted fonts (cli/stages/7-fonts/fonts.ts makes their files once the
 * pages are rendered) and the favicon. The script carries a hash of its
 * contents in its name, so hosts can cache it forever. The stylesheet is small
 * (about 5 KB compressed) and goes into every page's head instead: first
 * paint then needs the HTML alone, one round trip, not a second request.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { browserScriptOf, browserScriptOptions } from "../../bundle-recipe.cjs";
import type { Assets } from "../../restaurant/page-model.js";
import type { OutputFile } from "../common/output-file.js";
import { type Fonts, fontFaces } from "./font-faces.js";

export interface AssetBuild {
  files: OutputFile[];
  refs: Assets;
  /** The faces the stylesheet names, subset once the pages are rendered. */
  fonts: Fonts;
}

export function hashedName(name: string, contents: string | Uint8Array): string {
  const hash = createHash("sha256").update(contents).digest("hex").slice(0, 10);
  const dot = name.lastIndexOf(".");
  return `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}

/**
 * The browsers the stylesheet is written for: browserslist's "defaults" (over 0.5 % of use, the last
 * two versions, Firefox ESR, none dead) as `npx browserslist defaults` named them in November 2026.
 * lightningcss rewrites what the oldest of them lack (nesting, say). Written here rather than asked of
 * browserslist at every build, which read caniuse's whole table for it (about 20 ms); a table grown
 * old costs a few bytes for browsers nobody uses any more, never a page that breaks.
 */
const browsers: Record<string, [major: number, minor?: number]> = {
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

async function stylesheet(root: string, entry: string, fontFaces = ""): Promise<OutputFile> {
  const { bundleAsync, transform: transformCss } = await import("lightningcss");
  const fontsCss = fontFaces
    ? transformCss({
        filename: "fonts.css",
        code: Buffer.from(fontFaces),
        minify: true,
        targets: cssTargets,
      }).code.toString()
    : "";
  const { code } = await bundleAsync({
    filename: join(root, "templates/styles", entry),
    minify: true,
    targets: cssTargets,
  });
  const contents = fontsCss + code.toString();
  return { path: `assets/${hashedName(entry, contents)}`, contents };
}

/**
 * The browser script, as the tool's bundle holds it: cli/bundle.js made it with the CLI, so a build
 * starts no esbuild. Run from the sources (the unit tests), it is made here, with the same options.
 */
declare const SITE_BROWSER_SCRIPT: string | undefined;

async function script(root: string): Promise<OutputFile> {
  let contents: string;
  if (typeof SITE_BROWSER_SCRIPT === "string") contents = SITE_BROWSER_SCRIPT;
  else {
    const { build } = await import("esbuild");
    contents = browserScriptOf(await build(browserScriptOptions(root)));
  }
  return { path: `assets/${hashedName("site.js", contents)}`, contents };
}

export function favicon(): OutputFile {
  // The logo mark of templates/Logo.tsx, as a file browsers can show in tabs.
  const contents =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="23" fill="#e8a317" stroke="#231a14" stroke-width="2"/><path d="M4 31h40a21 21 0 0 1-40 0Z" fill="#7a2e12"/><path d="M22 31v-9c-5 0-9-3-10-7 3 1 6 1 8-1-3-2-3-5-2-7 2 3 4 4 6 4 2 0 4-1 6-4 1 2 1 5-2 7 2 2 5 2 8 1-1 4-5 7-10 7v9Z" fill="#1f5135"/><path d="M36.5 6.3L37.8 9.7L41.4 9.9L38.6 12.2L39.6 15.7L36.5 13.7L33.4 15.7L34.4 12.2L31.6 9.9L35.2 9.7Z" fill="#fbf5ea"/></svg>\n';
  return { path: "favicon.svg", contents };
}

export async function buildAssets(root: string): Promise<AssetBuild> {
  const fontBuild = fontFaces();
  const js = script(root);
  const menuCss = stylesheet(root, "menu.css");
  // A page's own rules (styles/pages/<page id>.css) go into that page's head only.
  const pageCss = readdirSync(join(root, "templates/styles/pages"))
    .filter((name) => name.endsWith(".css"))
    .sort()
    .map(
      async (name) =>
        [name.slice(0, -".css".length), String((await stylesheet(root, `pages/${name}`)).contents)] as const,
    );
  const css = stylesheet(root, "site.css", fontBuild.css);
  const print = stylesheet(root, "print.css");
  const icon = favicon();
  const jsFile = await js;
  const printFile = await print;
  return {
    files: [jsFile, printFile, icon],
    fonts: fontBuild,
    refs: {
      styles: String((await css).contents),
      menuStyles: String((await menuCss).contents),
      pageStyles: Object.fromEntries(await Promise.all(pageCss)),
      script: `/${jsFile.path}`,
      printStyles: `/${printFile.path}`,
      preloadFonts: fontBuild.preload,
      favicon: `/${icon.path}`,
    },
  };
}
