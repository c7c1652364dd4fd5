// How the CLI's scripts are made (cli/bundle.js) and the fingerprint of each module's code they
// give (cli/cache.ts): one file for both, in CommonJS, so that the caches can ask for the
// fingerprints synchronously when no bundle holds them (run from the sources, as the unit tests do,
// or from a bundle kept only in memory), and get the same ones.
"use strict";
const { createHash } = require("node:crypto");
const { readFileSync } = require("node:fs");
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
 * esbuild's options for the bundle: its two scripts made in one build, which reads each module once
 * for both: the CLI (cli.cjs, from cli/main.ts) and what worker threads run (jobs.cjs, from
 * cli/stages/jobs.ts).
 * @param {string} root
 * @returns {import("esbuild").BuildOptions & { write: false, metafile: true }}
 */
const bundleOptions = (root) => ({
  absWorkingDir: root,
  entryPoints: { cli: "cli/main.ts", jobs: "cli/stages/jobs.ts" },
  outdir: "node_modules/.cache/site/staging",
  outExtension: { ".js": ".cjs" },
  write: false,
  metafile: true,
  bundle: true,
  // CommonJS, which Node loads without the ES module loader's steps. Dynamic imports become require():
  // each package left outside has a CommonJS entry, and bin.js hands in import() for the few files
  // that are ES modules only.
  format: "cjs",
  supported: { "dynamic-import": false },
  platform: "node",
  target: "node20",
  jsx: "automatic",
  // A third less to read and compile; names stay, for stack traces and for a failing template's name.
  minifyWhitespace: true,
  minifySyntax: true,
  // Never published: the packages' licences stay in node_modules.
  legalComments: "none",
  // DEBUG=site names the lines of cli/ and templates/ in a stack trace (errors.ts reads the map).
  sourcemap: "linked",
  sourcesContent: false,
  external,
  alias: {
    // Only renderToStaticMarkup is used: skip the streaming renderer react-dom/server also loads.
    "react-dom/server": join(root, "node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js"),
  },
  define: { "process.env.NODE_ENV": '"production"', "import.meta.url": "__siteUrl" },
  banner: { js: 'var __siteUrl = require("node:url").pathToFileURL(__filename).href;' },
  logLevel: "silent",
});

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
    if (module.startsWith("node_modules/")) continue;
    const seen = new Set([module]);
    const packages = new Set();
    const queue = [module];
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      for (const imported of metafile.inputs[path]?.imports ?? []) {
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

module.exports = { recipe, bundleOptions, codeFingerprints, sourceFingerprints };
