/**
 * Assets stage: the stylesheets and the browser script (both made with the tool's bundle),
 * the rules of the self-hosted fonts (cli/stages/7-fonts/fonts.ts makes their files once the
 * pages are rendered) and the favicon. The script carries a hash of its
 * contents in its name, so hosts can cache it forever. The stylesheet is small
 * (about 5 KB compressed) and goes into every page's head instead: first
 * paint then needs the HTML alone, one round trip, not a second request.
 */
import { createHash } from "node:crypto";
import { browserScriptOf, browserScriptOptions } from "../../bundle-recipe.cjs";
import type { Assets } from "../../restaurant/page-model.js";
import { type Fonts, fontFaces, type Stylesheets, stylesheets } from "../../stylesheet-recipe.cjs";
import type { OutputFile } from "../common/output-file.js";

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
 * The stylesheets, as the tool's bundle holds them: cli/bundle.js made them with the CLI, so a build
 * loads no lightningcss. Run from the sources (the unit tests), they are made here, the same way.
 */
declare const SITE_STYLESHEETS: string | undefined;

const madeStylesheets = async (root: string): Promise<Stylesheets> =>
  typeof SITE_STYLESHEETS === "string" ? JSON.parse(SITE_STYLESHEETS) : (await stylesheets(root)).styles;

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
  const styles = await madeStylesheets(root);
  const print = { path: `assets/${hashedName("print.css", styles.print)}`, contents: styles.print };
  const icon = favicon();
  const jsFile = await js;
  return {
    files: [jsFile, print, icon],
    fonts: fontBuild,
    refs: {
      styles: styles.site,
      menuStyles: styles.menu,
      pageStyles: styles.pages,
      script: `/${jsFile.path}`,
      printStyles: `/${print.path}`,
      preloadFonts: fontBuild.preload,
      favicon: `/${icon.path}`,
    },
  };
}
