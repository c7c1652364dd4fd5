/**
 * Assets stage: the stylesheet (lightningcss), the browser script (esbuild),
 * the rules of the self-hosted fonts (cli/stages/fonts.ts makes their files once the
 * pages are rendered) and the favicon. The script carries a hash of its
 * contents in its name, so hosts can cache it forever. The stylesheet is small
 * (about 5 KB compressed) and goes into every page's head instead: first
 * paint then needs the HTML alone, one round trip, not a second request.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { EntryCache, packageVersion } from "../cache.js";
import type { Assets } from "../restaurant/page-model.js";
import { type Fonts, fontFaces } from "./fonts.js";
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
/** A file made by a tool, and the files the tool read for it. */
interface Made {
  file: OutputFile;
  inputs: string[];
}

async function stylesheet(root: string, entry: string, fontFaces = ""): Promise<Made> {
  const [{ default: browserslist }, { browserslistToTargets, bundleAsync, transform: transformCss }] =
    await Promise.all([import("browserslist"), import("lightningcss")]);
  const targets = browserslistToTargets(browserslist("defaults"));
  const fontsCss = fontFaces
    ? transformCss({ filename: "fonts.css", code: Buffer.from(fontFaces), minify: true, targets }).code.toString()
    : "";
  const inputs: string[] = [];
  const { code } = await bundleAsync({
    filename: join(root, "templates/styles", entry),
    minify: true,
    targets,
    resolver: {
      read(file: string) {
        inputs.push(file);
        return readFileSync(file, "utf8");
      },
    },
  });
  const contents = fontsCss + code.toString();
  return { file: { path: `assets/${hashedName(entry, contents)}`, contents }, inputs };
}

async function script(root: string): Promise<Made> {
  const { build: esbuild } = await import("esbuild");
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: ["client/main.ts"],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    // The script is one function of its own (iife) and needs no "use strict" before it.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    write: false,
    metafile: true,
    legalComments: "none",
    logLevel: "silent",
  });
  const contents = result.outputFiles[0].contents;
  const inputs = Object.keys(result.metafile.inputs).map((file) => join(root, file));
  return { file: { path: `assets/${hashedName("site.js", contents)}`, contents }, inputs };
}

export function favicon(): OutputFile {
  // The logo mark of templates/Logo.tsx, as a file browsers can show in tabs.
  const contents =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="23" fill="#e8a317" stroke="#231a14" stroke-width="2"/><path d="M4 31h40a21 21 0 0 1-40 0Z" fill="#7a2e12"/><path d="M22 31v-9c-5 0-9-3-10-7 3 1 6 1 8-1-3-2-3-5-2-7 2 3 4 4 6 4 2 0 4-1 6-4 1 2 1 5-2 7 2 2 5 2 8 1-1 4-5 7-10 7v9Z" fill="#1f5135"/><path d="M36.5 6.3L37.8 9.7L41.4 9.9L38.6 12.2L39.6 15.7L36.5 13.7L33.4 15.7L34.4 12.2L31.6 9.9L35.2 9.7Z" fill="#fbf5ea"/></svg>\n';
  return { path: "favicon.svg", contents };
}

interface CachedAsset {
  path: string;
  contents: string;
  /** The files the tool read (relative to the tool's folder), each with the hash of its bytes. */
  inputs: [file: string, hash: string][];
}

const isCachedAsset = (value: unknown): value is CachedAsset =>
  typeof (value as CachedAsset | null)?.path === "string" &&
  typeof (value as CachedAsset).contents === "string" &&
  Array.isArray((value as CachedAsset).inputs) &&
  (value as CachedAsset).inputs.every(
    (input) => Array.isArray(input) && typeof input[0] === "string" && typeof input[1] === "string",
  );

const fileHash = (path: string) => {
  try {
    return createHash("sha256").update(readFileSync(path)).digest("hex");
  } catch {
    return "";
  }
};

/**
 * The stylesheet and the script depend only on the files their tools read (as the tools report
 * them: esbuild's metafile, lightningcss's reads) and on the tools themselves, which the cache's key
 * covers. A build after a content edit (the owner's usual change) starts neither esbuild nor browserslist.
 */
async function cached(
  root: string,
  cache: EntryCache<CachedAsset>,
  name: string,
  make: () => Promise<Made>,
): Promise<CachedAsset> {
  // Browserslist's data decides the stylesheet's prefixes: a new caniuse-lite makes it again.
  const key = cache.key(name, packageVersion(root, "caniuse-lite"));
  const stored = cache.get(key);
  if (stored?.inputs.every(([file, hash]) => fileHash(join(root, file)) === hash)) return stored;
  const made = await make();
  const { path, contents } = made.file;
  const asset: CachedAsset = {
    path,
    contents: typeof contents === "string" ? contents : Buffer.from(contents).toString("utf8"),
    inputs: [...new Set(made.inputs)].sort().map((file) => [relative(root, file), fileHash(file)]),
  };
  cache.set(key, asset);
  return asset;
}

export async function buildAssets(root: string): Promise<AssetBuild> {
  const fontBuild = fontFaces();
  const cache = new EntryCache(root, "assets", isCachedAsset);
  const js = cached(root, cache, "site-js", () => script(root));
  const menuCss = cached(root, cache, "menu-css", () => stylesheet(root, "menu.css"));
  // A page's own rules (styles/pages/<page id>.css) go into that page's head only.
  const pageCss = readdirSync(join(root, "templates/styles/pages"))
    .filter((name) => name.endsWith(".css"))
    .sort()
    .map(async (name) => {
      const made = await cached(root, cache, `page-css ${name}`, () => stylesheet(root, `pages/${name}`));
      return [name.slice(0, -".css".length), made.contents] as const;
    });
  const css = await cached(root, cache, `site-css ${fontBuild.css}`, () => stylesheet(root, "site.css", fontBuild.css));
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
