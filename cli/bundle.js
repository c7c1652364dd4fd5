// The CLI as ES modules, made by esbuild into node_modules/.cache/site/cli-<hash>/: cli/main.ts with
// all it imports (templates/, client/'s shared code, the bundled packages) as cli.mjs, the workers'
// script (cli/stages/jobs.ts) as jobs.mjs, and the chunks they share or load on demand, in one build.
// Start-up pays neither for TypeScript nor for resolving hundreds of modules, a command loads the
// chunks it runs, and Node 22 and later read their compiled code back from their compile cache.
// It is made again when any file esbuild read for it changes (its metafile lists them), or when
// the installed packages do; the metafile also gives each module a fingerprint of the code it runs,
// which every cache key includes (cache.ts). Node's modules come from process.getBuiltinModule():
// an import makes Node build an ES module of each (node:fs reads its streams), a tenth of the start.
import { browserScriptOptions, bundleRecipe, codeFingerprints, isProjectFile, recipe } from "./bundle-recipe.cjs";
import { canMake } from "./make-folders.js";
import { isRunning, runningFrom } from "./running-notes.js";
import { announceWait, sourceUnreadable } from "./startup-lines.js";

/** Node's fs, its functions looked up when called (a test replaces one). */
const fs = process.getBuiltinModule("node:fs");
const nodeModule = process.getBuiltinModule("node:module");
const { basename, dirname, join, relative, sep } = process.getBuiltinModule("node:path");
const { fileURLToPath, pathToFileURL } = process.getBuiltinModule("node:url");
const crc32 = (/** @type {Uint8Array} */ bytes) => process.getBuiltinModule("node:zlib").crc32(bytes);

/** The helpers that write a file whole or not at all: loaded only by a run that writes (file-writes.js). */
const writer = () => import("./file-writes.js");

/** The tool this file belongs to. */
export const toolRoot = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * Node 22.1 and later keep V8's compiled code of every file they load (the bundle's scripts, the packages
 * it leaves outside) in a folder of the cache, and check it themselves: a run after the first compiles
 * little. Node 20 has no such cache and compiles every time. The folder is made first: the mkdir -p Node
 * runs for it never ends where a folder answers "no such file" (a cache folder linked into /proc).
 */
const compileCache = /** @type {{ enableCompileCache?: (dir: string) => unknown, flushCompileCache?: () => void }} */ (
  /** @type {unknown} */ (nodeModule)
);
const compiledFolder = join(toolRoot, "node_modules", ".cache", "site", "compiled");
if (canMake(compiledFolder)) compileCache.enableCompileCache?.(compiledFolder);

/** Inside node_modules, so the script finds the packages it leaves outside (esbuild, sharp…). @param {string} root */
export const cacheDirOf = (root) => join(root, "node_modules", ".cache", "site");
/**
 * Names the folder of the current bundle and what it was made from; replaced in one rename, so readers see
 * the old or the new one. @param {string} root
 */
const pointerOf = (root) => join(cacheDirOf(root), "cli.json");
const scriptName = "cli.mjs";
/** The script worker threads run: cli/stages/jobs.ts and what it imports. */
const workerScript = "jobs.mjs";
/**
 * @typedef {[path: string, size: number, modified: number, changed: number]} Stamp
 * @typedef {{ folder: string, inputs: Stamp[], sums: Record<string, number>, kept?: Stamp[] }} Pointer
 * `inputs`: every file of the project esbuild read, the folders it read them from, and the recipe, each stamped.
 * `sums`: the checksum of each file a bundle runs: its scripts and chunks, the fingerprints.
 * `kept`: the stamp of each of those files as it was written; one that still has it has not been
 * written since, and is not read for its checksum.
 */

/**
 * What a file or folder looks like now: its size, its time stamp and the time its entry last changed.
 * Any difference means a new bundle. The time stamp can be set back (an unpacked archive keeps the
 * dates it was packed with, `touch -d` sets any), the change time cannot: writing the file, or adding,
 * removing or renaming a file in the folder (a new Footer.js beside Footer.tsx, which an import would
 * then find first) moves it to the present, as git's index also notices.
 * @param {string} root
 * @param {string} path relative to root
 * @returns {Stamp}
 */
function stamp(root, path) {
  const stat = fs.statSync(join(root, path), { throwIfNoEntry: false });
  return [path, stat?.size ?? -1, stat?.mtimeMs ?? -1, stat?.ctimeMs ?? -1];
}

/**
 * The folders of the project's files, from each file's up to the root's first level ("cli", "cli/stages").
 * @param {readonly string[]} paths
 */
function foldersOf(paths) {
  const folders = new Set();
  for (const path of paths) for (let dir = dirname(path); dir !== "."; dir = dirname(dir)) folders.add(dir);
  return [...folders].sort();
}

/**
 * The pointer, if the bundle it names was made from the files as they are now.
 * @param {string} root
 * @returns {Pointer | undefined}
 */
function currentPointer(root) {
  try {
    /** @type {Pointer} */
    const pointer = JSON.parse(fs.readFileSync(pointerOf(root), "utf8"));
    if (!/^cli-[0-9a-f]{16}$/.test(pointer.folder) || !Array.isArray(pointer.inputs)) return undefined;
    // Made by another recipe, which did not note all of these: made again.
    if (!recipe.every((path) => pointer.inputs.some(([input]) => input === path))) return undefined;
    for (const [path, ...then] of pointer.inputs) {
      const [, ...now] = stamp(root, path);
      if (then.length !== now.length || now.some((value, index) => value !== then[index])) return undefined;
    }
    return pointer;
  } catch {
    return undefined;
  }
}

/**
 * The bundle made by esbuild, in memory.
 * @typedef {{ folder: string, files: Map<string, Uint8Array>, inputs: Stamp[] }} MadeBundle
 * @param {string} root
 * @returns {Promise<MadeBundle>}
 */
async function makeBundle(root) {
  const [{ build }, { stylesheets }] = await Promise.all([import("esbuild"), import("./stylesheet-recipe.cjs")]);
  const { createHash } = process.getBuiltinModule("node:crypto");
  // Taken before esbuild reads the files: one changed meanwhile makes the next run bundle again.
  const sources = sourceFiles(root);
  const before = new Map([...sources, ...foldersOf(sources)].map((path) => [path, stamp(root, path)]));
  /** @type {import("esbuild").Metafile} */
  const metafile = { inputs: {}, outputs: {} };
  /** @type {Map<string, Uint8Array>} */
  const files = new Map();
  /** What the browser script and the stylesheets were made from: stamped with the rest, and no module's fingerprint. */
  let assetInputs = {};
  try {
    const [browser, css] = await Promise.all([build(browserScriptOptions(root)), stylesheets(root)]);
    assetInputs = { ...browser.metafile.inputs, ...Object.fromEntries(css.read.map((path) => [path, {}])) };
    const result = await build(bundleRecipe(root, browser, css.styles));
    Object.assign(metafile.inputs, result.metafile.inputs);
    for (const file of result.outputFiles) files.set(basename(file.path), file.contents);
  } catch (failure) {
    throw await sourceUnreadable(root, failure);
  }
  const projectFiles = Object.keys({ ...assetInputs, ...metafile.inputs }).filter(isProjectFile);
  const inputs = [...projectFiles, ...foldersOf(projectFiles), ...recipe].map(
    (path) => before.get(path) ?? stamp(root, path),
  );
  files.set("code.json", Buffer.from(JSON.stringify(codeFingerprints(root, metafile))));
  const hash = createHash("sha256");
  for (const [name, contents] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(name).update(contents);
  return { folder: `cli-${hash.digest("hex").slice(0, 16)}`, files, inputs };
}

/**
 * The files esbuild may read for the bundle, as paths from the root: the project's code, and the recipe.
 * @param {string} root
 */
function sourceFiles(root) {
  const paths = [...recipe];
  for (const dir of ["cli", "templates", "client"]) {
    try {
      for (const entry of fs.readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) paths.push(relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"));
      }
    } catch {}
  }
  return paths;
}

/**
 * Writes the bundle into its folder (named after its contents: once there, it never changes) and
 * points cli.json at it. Of the bundles before, the previous one stays, for a process still
 * running from it; the others go.
 * @param {string} root
 * @param {MadeBundle} made
 * @param {typeof import("./file-writes.js")} writes
 * @returns {Pointer}
 */
function keepBundle(root, made, { makeFolders, replaceFile }) {
  const cacheDir = cacheDirOf(root);
  makeFolders(cacheDir);
  const folder = join(cacheDir, made.folder);
  const sums = Object.fromEntries(
    checkedOf(made.files.keys()).map((name) => [name, crc32(/** @type {Uint8Array} */ (made.files.get(name)))]),
  );
  const names = Object.keys(sums);
  if (!readChecked(folder, sums, names)) {
    const staging = `${folder}.${process.pid}.tmp`;
    fs.rmSync(staging, { recursive: true, force: true });
    // Not recursive: a link put at the name since is refused (EEXIST), never written through.
    fs.mkdirSync(staging);
    for (const [name, contents] of made.files) fs.writeFileSync(join(staging, name), contents);
    try {
      fs.renameSync(staging, folder);
    } catch (failure) {
      // Something has that name: the same bundle, which another process finished first and may be running
      // from now, stays; a damaged folder goes (a process running from it was broken anyway).
      let problem = failure;
      if (!readChecked(folder, sums, names)) {
        const damaged = `${folder}.${process.pid}.damaged`;
        try {
          fs.renameSync(folder, damaged);
          fs.renameSync(staging, folder);
          fs.rmSync(damaged, { recursive: true, force: true });
        } catch (other) {
          // Why the folder could not be moved, unless there was none (the new one was held, not it).
          if (/** @type {NodeJS.ErrnoException} */ (other).code !== "ENOENT") problem = other;
        }
      }
      fs.rmSync(staging, { recursive: true, force: true });
      // Still not the bundle (a folder held open, as Windows does with one just written; one that cannot be
      // moved): never pointed at, whose stamps would pass it at every start; it runs from memory this time.
      if (!readChecked(folder, sums, names)) throw problem;
    }
  }
  let previous = "";
  try {
    previous = String(JSON.parse(fs.readFileSync(pointerOf(root), "utf8")).folder);
  } catch {}
  /** @type {Pointer} */
  const pointer = { folder: made.folder, inputs: made.inputs, sums, kept: names.map((name) => stamp(folder, name)) };
  replaceFile(pointerOf(root), JSON.stringify(pointer));
  const entries = fs.readdirSync(cacheDir, { withFileTypes: true });
  // The bundles processes still run from (runningFrom), which may load a chunk of theirs at any time.
  const inUse = new Set([made.folder, previous]);
  for (const entry of entries) {
    const note = /^(cli-[0-9a-f]+)\.(\d+)\.run$/.exec(entry.name);
    if (note && isRunning(Number(note[2]))) inUse.add(note[1]);
    else if (note) fs.rmSync(join(cacheDir, entry.name), { force: true });
  }
  for (const entry of entries) {
    const bundle = /^cli-[0-9a-f]+(?:\.(\d+)\.(?:tmp|damaged))?$/.exec(entry.name);
    // A staging folder is another process's until that process has ended: it may be writing into it now.
    const old = entry.isDirectory() && bundle !== null && (bundle[1] === undefined || !isRunning(Number(bundle[1])));
    if (old && !inUse.has(entry.name)) {
      fs.rmSync(join(cacheDir, entry.name), { recursive: true, force: true });
    }
  }
  return pointer;
}

/**
 * The files a bundle runs, each checked before it does: the scripts, their chunks and the fingerprints
 * every cache key takes (not the source maps).
 * @param {Iterable<string>} names
 */
const checkedOf = (names) => [...names].filter((name) => !name.endsWith(".map")).sort();

/**
 * Whether the bundle's files in `folder` are as they were made: each still with the stamp it was
 * written with (a file written since has another change time, which cannot be set back), else with
 * the bytes its checksum says (read only then: a copied or moved tool).
 * @param {string} folder
 * @param {Pointer} pointer
 */
function intact(folder, pointer) {
  const names = Object.keys(pointer.sums ?? {});
  if (!names.includes(scriptName) || !names.includes("code.json")) return false;
  const stamps = new Map((pointer.kept ?? []).map((kept) => [kept[0], kept]));
  const unchanged = (/** @type {string} */ name) => {
    const then = stamps.get(name);
    const now = stamp(folder, name);
    // A file missing then and now is no file kept.
    return (
      then !== undefined &&
      then.length === now.length &&
      now[1] >= 0 &&
      now.every((value, index) => value === then[index])
    );
  };
  const changed = names.filter((name) => !unchanged(name));
  return changed.length === 0 || readChecked(folder, pointer.sums, changed) !== undefined;
}

/**
 * `names` of the bundle in `folder`, if each is there with the bytes it was made with.
 * @param {string} folder
 * @param {Record<string, number>} sums
 * @param {string[]} names
 */
function readChecked(folder, sums, names) {
  try {
    const files = new Map(names.map((name) => [name, fs.readFileSync(join(folder, name))]));
    return names.every((name) => crc32(/** @type {Buffer} */ (files.get(name))) === sums[name]) ? files : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The folder of a bundle made from the sources as they are: the current one, or a new one.
 * `kept` says whether it runs from the cache; when the cache folder cannot be written (read-only, full,
 * not the owner's), the bundle runs from memory, and `problem` says why; it does too, with no problem,
 * where the packages cannot be found from the cache folder (findsPackages).
 * `workerSum`: the checksum of the workers' script, which the workers check.
 * @typedef {{ folder: string, kept: boolean, workerSum?: number, problem?: NodeJS.ErrnoException }} Bundle
 * @param {string} root the tool's folder
 * @returns {Promise<Bundle>}
 */
export async function ensureBundle(root = toolRoot) {
  const pointer = currentPointer(root);
  if (pointer) {
    const folder = join(cacheDirOf(root), pointer.folder);
    // A script, chunk or the fingerprints cut short or overwritten never run: the bundle is made again.
    if (intact(folder, pointer)) {
      if (findsPackages(root)) return { folder, kept: true, workerSum: pointer.sums[workerScript] };
      const files = readChecked(folder, pointer.sums, Object.keys(pointer.sums));
      if (files) return { folder: servedFromMemory(root, { folder: pointer.folder, files }), kept: false };
    }
  }
  const waited = announceWait(root);
  const made = await makeBundle(root).finally(waited);
  try {
    const { sums } = keepBundle(root, made, await writer());
    if (!findsPackages(root)) return { folder: servedFromMemory(root, made), kept: false };
    return { folder: join(cacheDirOf(root), made.folder), kept: true, workerSum: sums[workerScript] };
  } catch (failure) {
    const problem = /** @type {NodeJS.ErrnoException} */ (failure);
    if (typeof problem?.code !== "string") throw failure;
    return { folder: servedFromMemory(root, made), kept: false, problem };
  }
}

/**
 * Whether the bundle, where it lies, finds the packages it leaves outside. Node looks for them from the
 * folder a file really is in, links followed, in the folders named node_modules on the way up: the first
 * one there must be the project's. A cache folder linked to another disk, or a node_modules linked to a
 * folder of another name, keeps the bundle, which then runs from memory (the workers' jobs on the main
 * thread), named as if in node_modules.
 * @param {string} root
 */
function findsPackages(root) {
  try {
    const packages = fs.realpathSync(join(root, "node_modules"));
    for (let dir = fs.realpathSync(cacheDirOf(root)); dir !== dirname(dir); dir = dirname(dir)) {
      const found = join(dir, "node_modules");
      if (fs.existsSync(found)) return fs.realpathSync(found) === packages;
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * Where a bundle that cannot be kept, or cannot run where it is kept, runs from: the folder it would have in the cache, its files
 * served from memory by loader hooks (a thread of Node's, started only for this). Its chunks import
 * each other there, and the packages it leaves outside are found from there, as from a kept one.
 * @param {string} root
 * @param {Pick<MadeBundle, "folder" | "files">} made
 */
function servedFromMemory(root, made) {
  const folder = join(cacheDirOf(root), made.folder);
  const files = Object.fromEntries([...made.files].map(([name, bytes]) => [name, Buffer.from(bytes).toString("utf8")]));
  nodeModule.register(new URL("./bundle-hooks.js", import.meta.url), {
    data: { base: `${pathToFileURL(folder).href}/`, files },
  });
  return folder;
}

/**
 * Runs a bundle's script (the workers' for `use` "worker", else the CLI's) and returns its exports.
 * Loaded as any ES module, so Node's compile cache (above) keeps V8's code of it and of its chunks.
 * @param {Bundle} bundle
 * @param {string} use
 */
export async function runBundle(bundle, use) {
  const file = join(bundle.folder, use === "worker" ? workerScript : scriptName);
  return { exports: /** @type {Record<string, any>} */ (await import(pathToFileURL(file).href)) };
}

/** The CLI's exports, from a bundle made from the sources as they are. */
export async function loadCli(root = toolRoot) {
  const bundle = await ensureBundle(root);
  // Only a command still running after half a second writes it: one that ends sooner loads no chunk later, and
  // another process takes longer than that to make one bundle, let alone the two after which this one's would go.
  // A bundle kept where it runs from memory (findsPackages) too: its fingerprints (code.json) are read from there.
  if (bundle.problem === undefined) setTimeout(() => runningFrom(bundle.folder), 500).unref();
  return { ...(await runBundle(bundle, "cli")), bundle };
}

/**
 * Whether the sources as they are make another bundle than the one in `folder`: the pointer's while its stamps
 * hold, else one made now, not kept. `site serve` asks it before it publishes with the code it started with.
 * @param {string} folder
 */
export const codeChangedSince = async (folder, root = toolRoot) =>
  basename(folder) !== (currentPointer(root)?.folder ?? (await makeBundle(root)).folder);

/** This file, for worker threads to load the bundle as bin.js does. */ export const loaderUrl = import.meta.url;

/**
 * A worker's start, in a thread or in the image process (cli/stages/common/worker-peers.ts): the workers' script
 * of the bundle in `folder`, answering jobs. A script that is not as it was made never runs: the pointer
 * goes, so the next command makes the bundle again, and the worker fails to start (its jobs then run on
 * the main thread).
 * @param {{ folder: string, sum: number }} setup
 */
export async function runWorker({ folder, sum }) {
  const script = fs.readFileSync(join(folder, workerScript));
  if (crc32(script) !== sum) {
    fs.rmSync(join(folder, "..", "cli.json"), { force: true });
    throw new Error(`${join(folder, workerScript)} is damaged`);
  }
  const loaded = await runBundle({ folder, kept: true }, "worker");
  // A thread that ends writes no compile cache by itself: what its jobs compiled is written first (in a
  // process too, before it exits).
  return loaded.exports.serveJobs(async () => compileCache.flushCompileCache?.());
}
