// How the CLI's scripts are made (cli/bundle.js) and the fingerprint of each module's code they
// give (cli/cache.ts): one file for both, in CommonJS, so that the caches can ask for the
// fingerprints synchronously when no bundle holds them (run from the sources, as the unit tests do,
// or from a bundle kept only in memory), and get the same ones.
"use strict";
const { readFileSync } = require("node:fs");
const { builtinModules } = require("node:module");
const { join } = require("node:path");

/**
 * Besides the code esbuild reads, what the bundle is made with: the packages installed (a change, by
 * npm install or npm ci, makes the bundle and every fingerprint again), the settings esbuild reads
 * (tsconfig.json: how JSX compiles; package.json: that .js files are modules) and this recipe (bundle.js, bundle-recipe.cjs).
 */
const recipe = [
  "package-lock.json",
  "node_modules/.package-lock.json",
  "package.json",
  "tsconfig.json",
  "cli/bundle.js",
  "cli/bundle-recipe.cjs",
];

/**
 * Packages left outside the scripts, loaded from node_modules when a command needs them: native
 * ones (sharp, lightningcss, esbuild, ssh2's optional parts), WebAssembly read from files
 * (subset-font, heic-decode), a large one only one command uses (html-validate), and satori
 * (1.6 MB, its WebAssembly inlined), which only a worker drawing a card loads, from its CommonJS
 * build (Node's compile cache keeps its compiled code where Node has one).
 */
const external = [
  "esbuild",
  "lightningcss",
  "html-validate",
  "chokidar",
  "fsevents",
  "ssh2",
  "basic-ftp",
  "sharp",
  "satori",
  "heic-decode",
  "subset-font",
];

/**
 * esbuild's options for the bundle: its two entries made in one build, which reads each module once
 * for both: the CLI (cli.mjs, from cli/main.ts) and what worker threads run (jobs.mjs, from
 * cli/stages/jobs.ts). ES modules split into chunks: a command loads the code it runs (`site
 * --version` about a tenth of the whole), the rest when an import() asks for it.
 * @param {string} root
 * @returns {import("esbuild").BuildOptions & { write: false, metafile: true }}
 */
const bundleOptions = (root) => ({
  absWorkingDir: root,
  entryPoints: { cli: "cli/main.ts", jobs: "cli/stages/jobs.ts" },
  outdir: "node_modules/.cache/site/staging",
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunk-[hash]",
  write: false,
  metafile: true,
  bundle: true,
  format: "esm",
  splitting: true,
  platform: "node",
  target: "node20",
  jsx: "automatic",
  // A third less to read and compile; names stay, for stack traces and for a failing template's name.
  minifyWhitespace: true,
  minifySyntax: true,
  // Never published: the packages' licences stay in node_modules.
  legalComments: "none",
  // DEBUG=site names the lines of cli/ and templates/ in a stack trace (errors.ts reads the maps).
  sourcemap: "linked",
  sourcesContent: false,
  external,
  alias: {
    // Only renderToStaticMarkup is used: skip the streaming renderer react-dom/server also loads.
    "react-dom/server": join(root, "node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js"),
  },
  define: { "process.env.NODE_ENV": '"production"' },
  // The packages written as CommonJS call require(), for Node's modules among others.
  banner: {
    js: 'import{createRequire as __siteRequire}from"node:module";const require=__siteRequire(import.meta.url);',
  },
  logLevel: "silent",
});

/**
 * Node's own modules as CommonJS, from process.getBuiltinModule(): an ES module's import of one makes
 * Node build an ES module of all its exports, which reads each (node:fs's streams, 7 ms), and node:crypto
 * alone costs 7 ms; this way a module is loaded when the code that imports it first runs. A package's
 * require() of node:child_process gets a stand-in that loads it at its first use: commander requires it
 * for subcommands that are programs of their own, which the tool has none of, and it cost every command
 * 4 ms (with node:net and node:stream).
 * @type {import("esbuild").Plugin}
 */
const nodeModules = {
  name: "node-modules",
  setup(build) {
    // Only Node's modules' names: esbuild calls into JavaScript for every import the filter matches.
    const names = builtinModules.filter((name) => /^[a-z_/]+$/.test(name)).join("|");
    build.onResolve({ filter: new RegExp(`^(?:node:[a-z_/]+|${names})$`) }, ({ path, kind, importer }) => {
      const name = path.replace(/^node:/, "");
      // import() is left to Node, which loads the module then: already on demand, with its named exports.
      if (kind === "dynamic-import") return { path: `node:${name}`, external: true };
      const onUse = name === "child_process" && kind === "require-call" && importer.includes("/node_modules/");
      return { path: name, namespace: onUse ? "node-on-use" : "node" };
    });
    build.onLoad({ filter: /.*/, namespace: "node" }, ({ path }) => ({
      contents: `module.exports = process.getBuiltinModule(${JSON.stringify(`node:${path}`)});`,
      loader: "js",
    }));
    build.onLoad({ filter: /.*/, namespace: "node-on-use" }, ({ path }) => ({
      contents: `let loaded; module.exports = new Proxy({}, { get: (_, key) => (loaded ??= process.getBuiltinModule(${JSON.stringify(`node:${path}`)}))[key] });`,
      loader: "js",
    }));
  },
};

/**
 * What bundle.js builds with: the options, Node's modules loaded when first used, and what the
 * assets stage takes, made first: the browser script (browserScriptOptions) as its text
 * (SITE_BROWSER_SCRIPT), the stylesheets (cli/stylesheet-recipe.cjs) as their JSON (SITE_STYLESHEETS).
 * @param {string} root
 * @param {BrowserScriptBuild} browser
 * @param {import("./stylesheet-recipe.cjs").Stylesheets} styles
 */
const bundleRecipe = (root, browser, styles) => {
  const options = bundleOptions(root);
  return {
    ...options,
    define: {
      ...options.define,
      SITE_BROWSER_SCRIPT: JSON.stringify(browserScriptOf(browser)),
      // As a string: an object here would be a module of esbuild's own in the metafile, imported by every module.
      SITE_STYLESHEETS: JSON.stringify(JSON.stringify(styles)),
    },
    plugins: [nodeModules],
  };
};

/**
 * esbuild's options for the site's browser script (client/main.ts and what it imports): one function
 * of its own (iife), for the browsers the site is for, minified. bundle.js makes it with the CLI's
 * bundle, which then holds it; run from the sources, the assets stage makes it (cli/stages/3-assets/).
 * @param {string} root
 * @returns {import("esbuild").BuildOptions & { write: false, metafile: true }}
 */
const browserScriptOptions = (root) => ({
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

/**
 * The word every file of the editor carries (cli/stages/common/editor-marker.ts): the build refuses any
 * file of the site with it.
 */
const editorMarker = "__site_editor__";

/** @typedef {{ outputFiles: { text: string }[], metafile: import("esbuild").Metafile }} BrowserScriptBuild */

/**
 * The text of the browser script esbuild made with browserScriptOptions, marked with the editor's word where
 * it holds a file of client/editor/ (a stray import, which its minified code would not say): the build then
 * refuses it, as any file of the site that carries the editor.
 * @param {BrowserScriptBuild} result
 */
const browserScriptOf = ({ outputFiles, metafile }) =>
  Object.keys(metafile.inputs).some((path) => path.startsWith("client/editor/"))
    ? `/* ${editorMarker} */\n${outputFiles[0].text}`
    : outputFiles[0].text;

/** "node:fs", "fs", and "node:fs" or "node-on-use:fs" as nodeModules above names it in a metafile. */
const isNodeModule = (/** @type {string} */ path) => /^node(?:-on-use)?:/.test(path) || builtinModules.includes(path);

/**
 * Whether a module esbuild read is the project's own code, not Node's nor a package's. A package may be
 * a link into a node_modules elsewhere (one shared by several projects), which esbuild names by where it
 * leads ("../shared/node_modules/react/index.js"): that is a package too, whose version the lockfile
 * says, and the folders on the way to it are none of the project's.
 * @param {string} path as the metafile names it, from the root
 */
const isProjectFile = (path) =>
  !isNodeModule(path) && !path.startsWith("../") && !path.split("/").includes("node_modules");

/**
 * For each module of the project, a hash of the code that runs when it does: its own text and that
 * of every module it imports, directly or not, as esbuild read them (metafile), with the versions of
 * the packages it loads from node_modules. A cache keyed by it is made again after any change to
 * that code, in cli/, templates/ or client/ alike, and never after a change elsewhere.
 * @param {string} root
 * @param {import("esbuild").Metafile} metafile
 * @returns {Record<string, string>}
 */
function codeFingerprints(root, metafile) {
  // Here, not at the top: node:crypto takes 7 ms to load, and a run that makes no bundle needs none.
  const { createHash } = require("node:crypto");
  /** @type {Map<string, string>} */
  const texts = new Map();
  const textOf = (/** @type {string} */ path) => {
    let hash = texts.get(path);
    if (hash === undefined) {
      try {
        hash = createHash("sha256")
          .update(readFileSync(join(root, path)))
          .digest("hex");
      } catch {
        hash = "";
      }
      texts.set(path, hash);
    }
    return hash;
  };
  /** @type {Map<string, string>} */
  const versions = new Map();
  const versionOf = (/** @type {string} */ specifier) => {
    const name = specifier
      .split("/")
      .slice(0, specifier.startsWith("@") ? 2 : 1)
      .join("/");
    let version = versions.get(name);
    if (version === undefined) {
      try {
        version = String(JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")).version);
      } catch {
        version = "";
      }
      versions.set(name, version);
    }
    return `${name}@${version}`;
  };
  /** @type {Record<string, string>} */
  const fingerprints = {};
  for (const module of Object.keys(metafile.inputs)) {
    if (!isProjectFile(module)) continue;
    const seen = new Set([module]);
    const packages = new Set();
    const queue = [module];
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      for (const imported of metafile.inputs[path]?.imports ?? []) {
        // Node's own modules are Node's version, not the code's: left out, whether the plugin above loaded them or not.
        if (isNodeModule(imported.path)) continue;
        if (imported.external) packages.add(versionOf(imported.path));
        else if (!seen.has(imported.path)) {
          seen.add(imported.path);
          queue.push(imported.path);
        }
      }
    }
    const hash = createHash("sha256");
    // How the code is compiled counts too: the JSX settings, this recipe.
    for (const path of ["tsconfig.json", "cli/bundle.js", "cli/bundle-recipe.cjs", ...[...seen].sort()])
      hash.update(`${path}\0${textOf(path)}\n`);
    for (const name of [...packages].sort()) hash.update(`${name}\n`);
    fingerprints[module] = hash.digest("hex").slice(0, 32);
  }
  return fingerprints;
}

/**
 * The fingerprints as a bundle made now would hold them: the scripts' metafiles, from esbuild, then
 * codeFingerprints. Synchronous, for the caches; run only when no bundle holds them.
 * @param {string} root
 */
function sourceFingerprints(root) {
  const { buildSync } = require("esbuild");
  return codeFingerprints(root, buildSync(bundleOptions(root)).metafile);
}

module.exports = {
  recipe,
  bundleOptions,
  bundleRecipe,
  browserScriptOptions,
  browserScriptOf,
  editorMarker,
  codeFingerprints,
  isNodeModule,
  isProjectFile,
  sourceFingerprints,
};
