/**
 * Assets stage: the stylesheet (lightningcss), the browser script (esbuild),
 * the rules of the self-hosted fonts (cli/fonts.ts makes their files once the
 * pages are rendered) and the favicon. The script carries a hash of its
 * contents in its name, so hosts can cache it forever. The stylesheet is small
 * (about 5 KB compressed) and goes into every page's head instead: first
 * paint then needs the HTML alone, one round trip, not a second request.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BuildCache, packageVersion } from "./cache.js";
import { type Fonts, fontFaces } from "./fonts.js";
import type { Assets } from "./model.js";
import type { OutputFile } from "./write.js";

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

// The CSS and script tools load only when their output is not cached: browserslist
// alone reads the whole caniuse database (~25 ms), a build after a content edit needs none of them.
async function stylesheet(root: string, entry: string, fontFaces = ""): Promise<OutputFile> {
  const [{ default: browserslist }, { browserslistToTargets, bundle: bundleCss, transform: transformCss }] =
    await Promise.all([import("browserslist"), import("lightningcss")]);
  const targets = browserslistToTargets(browserslist("defaults"));
  const fontsCss = fontFaces
    ? transformCss({ filename: "fonts.css", code: Buffer.from(fontFaces), minify: true, targets }).code.toString()
    : "";
  const { code } = bundleCss({ filename: join(root, "templates/styles", entry), minify: true, targets });
  const contents = fontsCss + code.toString();
  return { path: `assets/${hashedName(entry, contents)}`, contents };
}

async function script(root: string): Promise<OutputFile> {
  const { build: esbuild } = await import("esbuild");
  const result = await esbuild({
    entryPoints: [join(root, "client/main.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    legalComments: "none",
    logLevel: "silent",
  });
  const contents = result.outputFiles[0].contents;
  return { path: `assets/${hashedName("site.js", contents)}`, contents };
}

export function favicon(): OutputFile {
  // The logo mark of templates/Logo.tsx, as a file browsers can show in tabs.
  const contents =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="23" fill="#e8a317" stroke="#231a14" stroke-width="2"/><path d="M4 31h40a21 21 0 0 1-40 0Z" fill="#7a2e12"/><path d="M22 31v-9c-5 0-9-3-10-7 3 1 6 1 8-1-3-2-3-5-2-7 2 3 4 4 6 4 2 0 4-1 6-4 1 2 1 5-2 7 2 2 5 2 8 1-1 4-5 7-10 7v9Z" fill="#1f5135"/><path d="M36.5 6.3L37.8 9.7L41.4 9.9L38.6 12.2L39.6 15.7L36.5 13.7L33.4 15.7L34.4 12.2L31.6 9.9L35.2 9.7Z" fill="#fbf5ea"/></svg>\n';
  return { path: "favicon.svg", contents };
}

/** Files below `dir`, sorted, for hashing a folder's sources. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

interface CachedAsset {
  path: string;
  contents: string;
}

const isCachedAsset = (value: unknown): value is CachedAsset =>
  typeof (value as CachedAsset | null)?.path === "string" && typeof (value as CachedAsset).contents === "string";

/**
 * The stylesheet and the script depend only on their sources and the tools'
 * versions, so they are cached under a hash of exactly those. A build after a
 * content edit (the owner's usual change) starts neither esbuild nor browserslist.
 */
async function cached(
  cache: BuildCache<CachedAsset>,
  key: string,
  inputs: string[],
  make: () => Promise<OutputFile>,
): Promise<CachedAsset> {
  const sources = inputs.flatMap((file) => [file, readFileSync(file, "latin1")]);
  const entry = cache.key(key, ...sources);
  const stored = cache.get(entry);
  if (stored) return stored;
  const made = await make();
  const contents = typeof made.contents === "string" ? made.contents : Buffer.from(made.contents).toString("utf8");
  const asset = { path: made.path, contents };
  cache.set(entry, asset);
  return asset;
}

export async function buildAssets(root: string): Promise<AssetBuild> {
  const fontBuild = fontFaces();
  const tools = ["esbuild", "lightningcss", "browserslist", "caniuse-lite"]
    .map((name) => packageVersion(root, name))
    .join();
  const cache = BuildCache.open(root, "assets", isCachedAsset);
  const js = cached(cache, `site-js ${tools}`, sourceFiles(join(root, "client")), () => script(root));
  const styleSources = sourceFiles(join(root, "templates/styles"));
  const menuCss = cached(cache, `menu-css ${tools}`, styleSources, () => stylesheet(root, "menu.css"));
  // A page's own rules (styles/pages/<page id>.css) go into that page's head only.
  const pageCss = readdirSync(join(root, "templates/styles/pages"))
    .filter((name) => name.endsWith(".css"))
    .sort()
    .map(async (name) => {
      const made = await cached(cache, `page-css ${name} ${tools}`, styleSources, () =>
        stylesheet(root, `pages/${name}`),
      );
      return [name.slice(0, -".css".length), made.contents] as const;
    });
  const css = await cached(cache, `site-css ${tools}${fontBuild.css}`, styleSources, () =>
    stylesheet(root, "site.css", fontBuild.css),
  );
  await Promise.all([js, menuCss, ...pageCss]).catch(() => {});
  cache.save();
  const icon = favicon();
  const jsFile = await js;
  return {
    files: [jsFile, icon],
    fonts: fontBuild,
    refs: {
      styles: css.contents,
      menuStyles: (await menuCss).contents,
      pageStyles: Object.fromEntries(await Promise.all(pageCss)),
      script: `/${jsFile.path}`,
      preloadFonts: fontBuild.preload,
      favicon: `/${icon.path}`,
    },
  };
}
