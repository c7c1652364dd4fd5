import { spawn, spawnSync } from "node:child_process";
import fs, {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cacheDirOf, codeChangedSince, ensureBundle, runBundle } from "../../cli/bundle.js";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A tool folder of its own: the real one is shared by every test running now. */
function toolWith(main: string): { root: string; main: string } {
  const root = mkdtempSync(join(tmpdir(), "site-bundle-"));
  made.push(root);
  mkdirSync(join(root, "cli/stages"), { recursive: true });
  mkdirSync(join(root, "templates"));
  writeFileSync(join(root, "package-lock.json"), "{}\n");
  writeFileSync(join(root, "cli/main.ts"), main);
  // The workers' script: bundled beside the CLI's.
  writeFileSync(join(root, "cli/stages/jobs.ts"), "export function serveJobs(): void {}\n");
  // The browser script and the stylesheets: made before them.
  mkdirSync(join(root, "client"));
  writeFileSync(join(root, "client/main.ts"), "export {};\n");
  mkdirSync(join(root, "templates/styles/pages"), { recursive: true });
  for (const sheet of ["site", "menu", "print"]) writeFileSync(join(root, `templates/styles/${sheet}.css`), "");
  return { root, main: join(root, "cli/main.ts") };
}

/**
 * The bundle ensured and run in a process of its own (loader hooks, when it runs from memory, stay there):
 * whether it was kept, why not, and the version its CLI exports.
 */
function startAlone(root: string): { kept: boolean; code?: string; version: string } {
  const run = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const m = await import(${JSON.stringify(new URL("../../cli/bundle.js", import.meta.url).href)});
       const bundle = await m.ensureBundle(${JSON.stringify(root)});
       const { exports } = await m.runBundle(bundle, "cli");
       console.log(JSON.stringify({ kept: bundle.kept, code: bundle.problem?.code, version: exports.version }));`,
    ],
    { encoding: "utf8" },
  );
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout);
}

/**
 * Two starts that each run from memory and find the package left outside, the second with the bundle the
 * first kept: its pointer (`pointerFile`, wherever the cache folder really is) is not written again.
 */
function startsTwiceFromKept(root: string, pointerFile: string): void {
  expect(startAlone(root)).toEqual({ kept: false, version: "found" });
  const pointer = statSync(pointerFile);
  expect(startAlone(root)).toEqual({ kept: false, version: "found" });
  expect(statSync(pointerFile).ino).toBe(pointer.ino);
}

/** A package the bundle leaves outside (chokidar), in the folder `packages`, whose `word` is "found". */
function packageLeftOutside(packages: string): void {
  mkdirSync(join(packages, "chokidar"), { recursive: true });
  writeFileSync(join(packages, "chokidar/package.json"), '{ "name": "chokidar", "main": "index.js" }\n');
  writeFileSync(join(packages, "chokidar/index.js"), 'exports.word = "found";\n');
}

const versionOf = async (root: string) => (await runBundle(await ensureBundle(root), "test")).exports.version as string;
const folderOf = async (root: string) => (await ensureBundle(root)).folder;
const bundlesIn = (root: string) => readdirSync(cacheDirOf(root)).filter((name) => name.startsWith("cli-"));

describe("the CLI bundle", () => {
  it("is built again when a source changes, also to an older time stamp, and reused while none does", async () => {
    const tool = toolWith('export const version: string = "one";\n');
    expect(await versionOf(tool.root)).toBe("one");
    const first = await folderOf(tool.root);

    // As an unpacked archive or a copy that keeps dates would leave it: new text, an old time stamp.
    writeFileSync(tool.main, 'export const version: string = "two";\n');
    const packed = new Date("2020-01-01T00:00:00Z");
    utimesSync(tool.main, packed, packed);
    expect(await versionOf(tool.root)).toBe("two");
    const second = await folderOf(tool.root);
    expect(second).not.toBe(first);
    expect(await folderOf(tool.root)).toBe(second);
  });

  it("is built again when a source changes to the same size and the same time stamp", async () => {
    const tool = toolWith('export const version: string = "one";\n');
    // As `touch -d`, `cp -p` or an archive leave it: the file's stamp as before, its words not.
    const packed = new Date("1985-10-26T08:15:00Z");
    utimesSync(tool.main, packed, packed);
    expect(await versionOf(tool.root)).toBe("one");
    const { size } = statSync(tool.main);
    writeFileSync(tool.main, 'export const version: string = "six";\n');
    utimesSync(tool.main, packed, packed);
    expect(statSync(tool.main)).toMatchObject({ size, mtimeMs: packed.getTime() });
    expect(await versionOf(tool.root)).toBe("six");
  });

  it("is built again when a new file would be found first by an import: Footer.js beside Footer.tsx", async () => {
    const tool = toolWith('export { version } from "./version.js";\n');
    writeFileSync(join(tool.root, "cli/version.ts"), 'export const version: string = "one";\n');
    expect(await versionOf(tool.root)).toBe("one");
    writeFileSync(join(tool.root, "cli/version.js"), 'export const version = "shadow";\n');
    expect(await versionOf(tool.root)).toBe("shadow");
  });

  it("is built again when a file it imports from client/ changes, which is not in cli/ or templates/", async () => {
    const tool = toolWith('export { version } from "../client/version.js";\n');
    writeFileSync(join(tool.root, "client/version.ts"), 'export const version: string = "one";\n');
    expect(await versionOf(tool.root)).toBe("one");
    writeFileSync(join(tool.root, "client/version.ts"), 'export const version: string = "seven";\n');
    expect(await versionOf(tool.root)).toBe("seven");
  });

  it("is built again when a file only the browser script imports changes, and holds the script", async () => {
    const tool = toolWith("declare const SITE_BROWSER_SCRIPT: string;\nexport const version = SITE_BROWSER_SCRIPT;\n");
    writeFileSync(join(tool.root, "client/main.ts"), 'import "./widget.js";\n');
    writeFileSync(join(tool.root, "client/widget.ts"), 'document.title = "one";\n');
    expect(await versionOf(tool.root)).toContain('document.title="one"');
    writeFileSync(join(tool.root, "client/widget.ts"), 'document.title = "two";\n');
    expect(await versionOf(tool.root)).toContain('document.title="two"');
  });

  it("is built again when a stylesheet, or a file it imports, changes, and holds the stylesheets", async () => {
    const tool = toolWith(
      "declare const SITE_STYLESHEETS: string;\nconst styles = JSON.parse(SITE_STYLESHEETS);\nexport const version = styles.site + styles.pages.home;\n",
    );
    const styles = join(tool.root, "templates/styles");
    writeFileSync(join(styles, "site.css"), '@import "parts.css";\n');
    writeFileSync(join(styles, "parts.css"), ".one { color: red }\n");
    writeFileSync(join(styles, "pages/home.css"), ".home { margin: 0 }\n");
    expect(await versionOf(tool.root)).toMatch(/\.one\{color:red\}.*\.home\{margin:0\}$/);
    writeFileSync(join(styles, "parts.css"), ".two { color: red }\n");
    expect(await versionOf(tool.root)).toMatch(/\.two\{color:red\}.*\.home\{margin:0\}$/);
    writeFileSync(join(styles, "pages/home.css"), ".home { margin: 1px }\n");
    expect(await versionOf(tool.root)).toMatch(/\.two\{color:red\}.*\.home\{margin:1px\}$/);
  });

  it("is built again when a page's first stylesheet is added where there was none", async () => {
    const tool = toolWith(
      "declare const SITE_STYLESHEETS: string;\nexport const version = JSON.stringify(JSON.parse(SITE_STYLESHEETS).pages);\n",
    );
    expect(await versionOf(tool.root)).toBe("{}");
    writeFileSync(join(tool.root, "templates/styles/pages/home.css"), ".home { margin: 0 }\n");
    expect(await versionOf(tool.root)).toBe('{"home":".home{margin:0}"}');
  });

  it("says whether the sources now make another bundle than a running one, keeping none for that", async () => {
    const tool = toolWith('export const version: string = "one";\n');
    const running = await folderOf(tool.root);
    expect(await codeChangedSince(running, tool.root)).toBe(false);
    writeFileSync(tool.main, 'export const version: string = "two";\n');
    expect(await codeChangedSince(running, tool.root)).toBe(true);
    expect(bundlesIn(tool.root)).toEqual([basename(running)]);
    // Back to the code it runs: the bundle made from it is the same one.
    writeFileSync(tool.main, 'export const version: string = "one";\n');
    expect(await codeChangedSince(running, tool.root)).toBe(false);
  });

  it("keeps the current and the previous bundle only, however many sources came before", async () => {
    const tool = toolWith('export const version: string = "1";\n');
    const folders: string[] = [];
    for (const version of ["1", "2", "3", "4"]) {
      writeFileSync(tool.main, `export const version: string = "${version}";\n`);
      expect(await versionOf(tool.root)).toBe(version);
      folders.push(await folderOf(tool.root));
    }
    expect(new Set(folders).size).toBe(4);
    expect(bundlesIn(tool.root).sort()).toEqual(
      folders
        .slice(-2)
        .map((folder) => folder.split(/[\\/]/).pop())
        .sort(),
    );
  });

  it("leaves alone the folder another running process makes its bundle in, and removes one whose process ended", async () => {
    const tool = toolWith('export const version: string = "1";\n');
    mkdirSync(cacheDirOf(tool.root), { recursive: true });
    // The test runner's own process runs now; the other ran a moment ago.
    const ended = spawnSync(process.execPath, ["-e", "0"]).pid as number;
    const staging = (pid: number) => join(cacheDirOf(tool.root), `cli-0123456789abcdef.${pid}.tmp`);
    for (const pid of [process.ppid, ended]) {
      mkdirSync(staging(pid));
      writeFileSync(join(staging(pid), "cli.cjs"), "being written");
    }
    expect(await versionOf(tool.root)).toBe("1");
    expect(bundlesIn(tool.root)).toContain(basename(staging(process.ppid)));
    expect(bundlesIn(tool.root)).not.toContain(basename(staging(ended)));
  });

  it("keeps the folder a running process loads its chunks from, however many bundles are made meanwhile", async () => {
    // As site serve runs for hours, and loads what publishing takes when the owner first publishes.
    const tool = toolWith('export const version: string = "1";\nexport const later = () => import("./later.js");\n');
    writeFileSync(join(tool.root, "cli/later.ts"), 'export const word: string = "later";\n');
    const loader = new URL("../../cli/bundle.js", import.meta.url).href;
    const running = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const m = await import(${JSON.stringify(loader)});
         const { exports } = await m.loadCli(${JSON.stringify(tool.root)});
         console.log("started");
         process.stdin.once("data", async () => {
           console.log((await exports.later()).word);
           process.exit(0);
         });`,
      ],
      { stdio: ["pipe", "pipe", "pipe"] },
    );
    let said = "";
    running.stdout.on("data", (chunk) => {
      said += chunk;
    });
    running.stderr.on("data", (chunk) => {
      said += chunk;
    });
    const ended = new Promise((resolve) => running.on("exit", resolve));
    await new Promise<void>((resolve) => running.stdout.on("data", () => said.includes("started") && resolve()));
    // Noted once it runs on: the note says which folder it runs from.
    const note = `${await folderOf(tool.root)}.${running.pid}.run`;
    await vi.waitFor(() => expect(existsSync(note)).toBe(true), { timeout: 30_000, interval: 50 });
    for (const version of ["2", "3", "4"]) {
      writeFileSync(tool.main, `export const version: string = "${version}";\n`);
      expect(await versionOf(tool.root)).toBe(version);
    }
    running.stdin.write("now\n");
    await ended;
    expect(said).toBe("started\nlater\n");
    expect(existsSync(note), "removed as it ended").toBe(false);
  });

  it("keeps the folder of the same bundle that another process finished a moment before this one", async () => {
    const tool = toolWith('export const version: string = "1";\n');
    const folder = await folderOf(tool.root);
    // Another process's bundle, finished while this one was writing its own: the same folder, from which it runs.
    renameSync(folder, `${folder}.other`);
    rmSync(join(cacheDirOf(tool.root), "cli.json"));
    const mkdir = fs.mkdirSync;
    fs.mkdirSync = ((path: string, options) => {
      const made = mkdir(path, options);
      if (path.endsWith(`.${process.pid}.tmp`)) renameSync(`${folder}.other`, folder);
      return made;
    }) as typeof fs.mkdirSync;
    syncBuiltinESMExports();
    try {
      const theirs = statSync(`${folder}.other`).ino;
      expect(await versionOf(tool.root)).toBe("1");
      expect(statSync(folder).ino, "the other process's folder, not replaced").toBe(theirs);
    } finally {
      fs.mkdirSync = mkdir;
      syncBuiltinESMExports();
    }
  });

  it("runs from memory where its cache folder cannot be made, writing no file of it anywhere", () => {
    const tool = toolWith('export const version: string = "1";\n');
    // A file where the cache folder goes: not even root can make the folder there.
    mkdirSync(join(tool.root, "node_modules/.cache"), { recursive: true });
    writeFileSync(cacheDirOf(tool.root), "not a folder");
    const loader = new URL("../../cli/bundle.js", import.meta.url).href;
    const run = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const m = await import(${JSON.stringify(loader)});
         const bundle = await m.ensureBundle(${JSON.stringify(tool.root)});
         const { exports } = await m.runBundle(bundle, "cli");
         console.log(JSON.stringify({ kept: bundle.kept, code: bundle.problem?.code, folder: bundle.folder, version: exports.version }));`,
      ],
      { encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    const ran = JSON.parse(run.stdout);
    expect(ran).toMatchObject({ kept: false, version: "1" });
    expect(ran.code).toMatch(/^E[A-Z]+$/);
    // The folder it would have in the cache, which it cannot have: its files were served from memory.
    expect(ran.folder.startsWith(cacheDirOf(tool.root))).toBe(true);
    expect(fs.existsSync(ran.folder)).toBe(false);
    expect(readFileSync(cacheDirOf(tool.root), "utf8")).toBe("not a folder");
  });

  // A folder that cannot be moved: held open (Windows and its virus scanners do so with one just written), or one
  // the owner cannot move. `held` names the rename that fails once: the new bundle's, or the damaged one's.
  for (const [what, held] of [
    ["its new folder cannot be moved into place", "tmp"],
    ["the damaged folder in its place cannot be moved away", "damaged"],
  ]) {
    it(`never runs a missing or damaged bundle when ${what}, and puts it in place at the next start`, async () => {
      const tool = toolWith('export const version: string = "1";\n');
      const folder = await folderOf(tool.root);
      if (held === "damaged") writeFileSync(join(folder, "cli.mjs"), 'export const version = "damaged";\n');
      else rmSync(cacheDirOf(tool.root), { recursive: true });
      const start = (failing?: string) => {
        const run = spawnSync(
          process.execPath,
          [
            "--input-type=module",
            "-e",
            `const fs = process.getBuiltinModule("node:fs");
             const rename = fs.renameSync;
             fs.renameSync = (from, to) => {
               if (${JSON.stringify(failing)} && /cli-[0-9a-f]{16}[.][0-9]+[.]${failing}$/.test(${held === "tmp" ? "from" : "to"}))
                 throw Object.assign(new Error("EPERM: operation not permitted, rename"), { code: "EPERM" });
               return rename(from, to);
             };
             const m = await import(${JSON.stringify(new URL("../../cli/bundle.js", import.meta.url).href)});
             const bundle = await m.ensureBundle(${JSON.stringify(tool.root)});
             const { exports } = await m.runBundle(bundle, "cli");
             console.log(JSON.stringify({ kept: bundle.kept, code: bundle.problem?.code, version: exports.version }));`,
          ],
          { encoding: "utf8" },
        );
        expect(run.stderr).toBe("");
        return JSON.parse(run.stdout);
      };
      // This time from memory, said as a cache that cannot be kept.
      expect(start(held)).toEqual({ kept: false, code: "EPERM", version: "1" });
      // Once nothing holds the folder, the bundle is put in place, and kept.
      expect(start()).toEqual({ kept: true, version: "1" });
      expect(start()).toEqual({ kept: true, version: "1" });
      expect(readFileSync(join(folder, "cli.mjs"), "utf8")).not.toContain("damaged");
    });
  }

  it("is reused while nothing of the project changes, where its packages are links into a node_modules shared elsewhere", async () => {
    const tool = toolWith('export { word as version } from "word";\n');
    const shared = mkdtempSync(join(tmpdir(), "site-shared-"));
    made.push(shared);
    mkdirSync(join(shared, "node_modules/word"), { recursive: true });
    writeFileSync(join(shared, "node_modules/word/package.json"), '{ "name": "word", "main": "index.js" }\n');
    writeFileSync(join(shared, "node_modules/word/index.js"), 'exports.word = "shared";\n');
    mkdirSync(join(tool.root, "node_modules"));
    symlinkSync(join(shared, "node_modules/word"), join(tool.root, "node_modules/word"));
    expect(await versionOf(tool.root)).toBe("shared");
    const pointer = statSync(join(cacheDirOf(tool.root), "cli.json"));
    // Files come and go beside the shared packages and beside the project, as in any folder of projects.
    writeFileSync(join(shared, "notes.txt"), "another project\n");
    writeFileSync(join(shared, "node_modules/.package-lock.json"), "{}\n");
    mkdirSync(join(tool.root, "..", `${basename(tool.root)}-neighbour`));
    made.push(join(tool.root, "..", `${basename(tool.root)}-neighbour`));
    expect(await versionOf(tool.root)).toBe("shared");
    // Not made again: the pointer is the same file, never replaced.
    expect(statSync(join(cacheDirOf(tool.root), "cli.json")).ino).toBe(pointer.ino);
  });

  it("runs, from memory, where its cache folder is a link to a folder outside node_modules, and is kept there", () => {
    // A package the bundle leaves outside, found from where the bundle's files are.
    const tool = toolWith('export { word as version } from "chokidar";\n');
    packageLeftOutside(join(tool.root, "node_modules"));
    // The owner keeps the caches on another disk: node_modules/.cache is a link there.
    const elsewhere = mkdtempSync(join(tmpdir(), "site-elsewhere-"));
    made.push(elsewhere);
    symlinkSync(elsewhere, join(tool.root, "node_modules/.cache"));
    // The next start runs the bundle kept on the other disk: not made again.
    startsTwiceFromKept(tool.root, join(elsewhere, "site/cli.json"));
  });

  it("keeps, where its cache folder is a link and it runs from memory, the fingerprints a running process reads later", async () => {
    // site serve reads the fingerprints of its code when the owner first edits or publishes, hours after it started.
    const tool = toolWith(
      'import { readFileSync } from "node:fs";\nexport const version: string = "1";\nexport const later = () => JSON.parse(readFileSync(new URL("code.json", import.meta.url), "utf8"))["cli/main.ts"];\n',
    );
    const elsewhere = mkdtempSync(join(tmpdir(), "site-elsewhere-"));
    made.push(elsewhere);
    mkdirSync(join(tool.root, "node_modules"));
    symlinkSync(elsewhere, join(tool.root, "node_modules/.cache"));
    const loader = new URL("../../cli/bundle.js", import.meta.url).href;
    const running = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const m = await import(${JSON.stringify(loader)});
         const { exports, bundle } = await m.loadCli(${JSON.stringify(tool.root)});
         console.log(bundle.kept ? "kept" : "from memory");
         process.stdin.once("data", () => {
           try {
             console.log(typeof exports.later());
           } catch (failure) {
             console.log(failure.code);
           }
           process.exit(0);
         });`,
      ],
      { stdio: ["pipe", "pipe", "pipe"] },
    );
    let said = "";
    for (const stream of [running.stdout, running.stderr]) stream.on("data", (chunk) => (said += chunk));
    const ended = new Promise((resolve) => running.on("exit", resolve));
    await vi.waitFor(() => expect(said).toContain("from memory"), { timeout: 30_000, interval: 50 });
    const folder = join(elsewhere, "site", JSON.parse(readFileSync(join(elsewhere, "site/cli.json"), "utf8")).folder);
    await vi.waitFor(() => expect(existsSync(`${folder}.${running.pid}.run`)).toBe(true), {
      timeout: 30_000,
      interval: 50,
    });
    // Bundled twice since, by other commands.
    for (const version of ["2", "3"]) {
      writeFileSync(tool.main, readFileSync(tool.main, "utf8").replace(/"\d"/, `"${version}"`));
      const other = spawnSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `(await import(${JSON.stringify(loader)})).ensureBundle(${JSON.stringify(tool.root)});`,
        ],
        { encoding: "utf8" },
      );
      expect(other.stderr).toBe("");
    }
    expect(readdirSync(join(elsewhere, "site")).filter((name) => /^cli-[0-9a-f]+$/.test(name))).toHaveLength(3);
    running.stdin.write("now\n");
    await ended;
    expect(said).toBe("from memory\nstring\n");
  });

  it("runs where node_modules is a link to a folder of another name, from which Node finds no package", () => {
    const tool = toolWith('export { word as version } from "chokidar";\n');
    // The owner moved the packages to another disk, under a name of their own, and linked node_modules there.
    const elsewhere = mkdtempSync(join(tmpdir(), "site-packages-"));
    made.push(elsewhere);
    packageLeftOutside(join(elsewhere, "site-packages"));
    symlinkSync(join(elsewhere, "site-packages"), join(tool.root, "node_modules"));
    // Kept there all the same: the next start makes none.
    startsTwiceFromKept(tool.root, join(elsewhere, "site-packages/.cache/site/cli.json"));
  });

  it("gives each module a fingerprint of the code it runs, which changes with an import's text and no other", async () => {
    const tool = toolWith('export { words } from "./words.js";\nexport { other } from "./other.js";\n');
    writeFileSync(join(tool.root, "cli/words.ts"), 'import { stem } from "./stem.js";\nexport const words = stem;\n');
    writeFileSync(join(tool.root, "cli/stem.ts"), 'export const stem = "a";\n');
    writeFileSync(join(tool.root, "cli/other.ts"), 'export const other = "b";\n');
    const fingerprints = async () =>
      JSON.parse(readFileSync(join(await folderOf(tool.root), "code.json"), "utf8")) as Record<string, string>;
    const before = await fingerprints();
    writeFileSync(join(tool.root, "cli/stem.ts"), 'export const stem = "c";\n');
    const after = await fingerprints();
    expect(after["cli/words.ts"]).not.toBe(before["cli/words.ts"]);
    expect(after["cli/stem.ts"]).not.toBe(before["cli/stem.ts"]);
    expect(after["cli/other.ts"]).toBe(before["cli/other.ts"]);
  });
});
