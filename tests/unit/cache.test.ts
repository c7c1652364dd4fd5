/**
 * Everything the tool keeps between runs (the CLI bundle and its code cache, the stylesheet and
 * script, converted content, the pages' HTML, what the pages were read for) may be damaged by a full disk, a killed process
 * or a stray editor: the next run notices by checksum, makes it again and
 * builds the same site, with nothing printed.
 */

import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import nodeModule from "node:module";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { crc32 } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyContent, root, snapshot, testNow } from "./helpers.js";

let tool: string;
let cache: string;
let dir: string;
let reference: Record<string, string>;

/**
 * A copy of the tool with a node_modules folder of its own (its packages linked from the
 * project's): its cache is this test's alone, while every other test shares the project's.
 */
function toolCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), "site-tool-"));
  for (const part of ["cli", "templates", "client", "package.json", "package-lock.json", ".htmlvalidate.mjs"]) {
    cpSync(join(root, part), join(copy, part), { recursive: true });
  }
  mkdirSync(join(copy, "node_modules"));
  for (const name of readdirSync(join(root, "node_modules"))) {
    if (name !== ".cache") symlinkSync(join(root, "node_modules", name), join(copy, "node_modules", name));
  }
  return copy;
}

const build = (out: string) => {
  const result = spawnSync(process.execPath, [join(tool, "cli/bin.js"), "build", "--out", out], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, SITE_NOW: testNow },
  });
  return { status: result.status, stderr: result.stderr };
};

beforeAll(() => {
  tool = toolCopy();
  cache = join(tool, "node_modules/.cache/site");
  dir = copyContent();
  expect(build("reference").status).toBe(0);
  reference = snapshot(join(dir, "reference"));
});
afterAll(() => {
  for (const folder of [tool, dir]) rmSync(folder, { recursive: true, force: true });
});

/** The files a build keeps, by what they are. */
function cacheFiles(): Record<string, string> {
  const all = readdirSync(cache, { recursive: true }).map(String);
  const pointer = JSON.parse(readFileSync(join(cache, "cli.json"), "utf8").toString());
  return {
    "the bundle's pointer": "cli.json",
    "the bundle's script": join(pointer.folder, "cli.mjs"),
    "the workers' script": join(pointer.folder, "jobs.mjs"),
    // A chunk only a build loads, after the start: the largest.
    "a chunk of it": join(
      pointer.folder,
      readdirSync(join(cache, pointer.folder))
        .filter((name) => name.startsWith("chunk-") && name.endsWith(".mjs"))
        .sort(
          (a, b) => statSync(join(cache, pointer.folder, b)).size - statSync(join(cache, pointer.folder, a)).size,
        )[0],
    ),
    "the fingerprints of its modules": join(pointer.folder, "code.json"),
    "its source map": join(pointer.folder, "cli.mjs.map"),
    "the converted content": all.find((name) => /^content-[0-9a-f]+\.cache$/.test(name)) as string,
    "the pages' HTML": all.find((name) => /^rendered-[0-9a-f]+\.cache$/.test(name)) as string,
    "what the pages were read for": all.find((name) => /^pages-[0-9a-f]+\.cache$/.test(name)) as string,
    // Node 22 and later keep V8's code of every file the tool loads (cli/bundle.js), the bundle's the
    // largest; Node 20 keeps none.
    ...Object.fromEntries(
      all
        .filter((name) => name.startsWith(`compiled${sep}`) && statSync(join(cache, name)).isFile())
        .sort((a, b) => statSync(join(cache, b)).size - statSync(join(cache, a)).size)
        .slice(0, 1)
        .map((name) => ["Node's compiled code of the bundle", name]),
    ),
  };
}

const damages: [string, (bytes: Buffer) => Buffer][] = [
  ["cut in half", (bytes) => bytes.subarray(0, Math.floor(bytes.length / 2))],
  ["overwritten with garbage of the same length", (bytes) => Buffer.alloc(bytes.length, "\u00e9}{\0")],
  ["emptied", () => Buffer.alloc(0)],
];

describe("a damaged cache", () => {
  it("holds the files this test damages", () => {
    for (const [what, file] of Object.entries(cacheFiles())) {
      expect(file, what).toBeTruthy();
      expect(statSync(join(cache, file)).size, what).toBeGreaterThan(0);
    }
    const compiled = Object.keys(cacheFiles()).filter((what) => what.startsWith("Node's compiled code"));
    if ("enableCompileCache" in nodeModule) expect(compiled.length).toBeGreaterThan(0);
    else expect(compiled).toEqual([]);
  });

  for (const [what, damage] of damages) {
    it(`is made again when each of its files is ${what}, and the site is the same`, () => {
      for (const [kind, file] of Object.entries(cacheFiles())) {
        const path = join(cache, file);
        writeFileSync(path, damage(readFileSync(path)));
        const result = build("out");
        expect(result.stderr, `${kind} ${what}`).toBe("");
        expect(result.status, `${kind} ${what}`).toBe(0);
        expect(snapshot(join(dir, "out")), `${kind} ${what}`).toEqual(reference);
      }
      // A build for each cache file: the limit only ends a run that never comes back on a slow, busy machine.
    }, 300_000);
  }

  it("holding valid JSON of the wrong shape is not trusted either", () => {
    const named = (prefix: string) => readdirSync(cache).find((name) => name.startsWith(prefix)) as string;
    for (const file of [named("content-"), named("rendered-"), named("pages-")]) {
      const body = JSON.stringify({ anything: null, other: { path: 1 } });
      writeFileSync(join(cache, file), `site-cache ${crc32(body)}\n${body}`);
      const result = build("out");
      expect(result.stderr, file).toBe("");
      expect(snapshot(join(dir, "out")), file).toEqual(reference);
    }
  });

  it("holding the real keys with readings of the wrong shape or a forged policy, reads the pages again", () => {
    const file = join(cache, readdirSync(cache).find((name) => name.startsWith("pages-")) as string);
    const text = readFileSync(file, "utf8");
    const entries = JSON.parse(text.slice(text.indexOf("\n") + 1)) as Record<string, Record<string, unknown>>;
    for (const forged of [{ inline: null }, { scripts: ["'unsafe-inline'"] }, { styles: "*" }]) {
      const body = JSON.stringify(
        Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, { ...entry, ...forged }])),
      );
      writeFileSync(file, `site-cache ${crc32(body)}\n${body}`);
      const result = build("out");
      expect(result.stderr, JSON.stringify(forged)).toBe("");
      expect(snapshot(join(dir, "out")), JSON.stringify(forged)).toEqual(reference);
    }
  });
});

describe("the workers' script (cli/stages/jobs.ts bundled), damaged", () => {
  it("is made again before a build that has cards to draw starts its workers: the same cards", () => {
    const pointer = JSON.parse(readFileSync(join(cache, "cli.json"), "utf8"));
    const script = join(cache, pointer.folder, "jobs.mjs");
    writeFileSync(script, Buffer.alloc(statSync(script).size, "x"));
    rmSync(join(cache, "cards"), { recursive: true, force: true });
    const result = build("out");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(snapshot(join(dir, "out"))).toEqual(reference);
    const again = JSON.parse(readFileSync(join(cache, "cli.json"), "utf8"));
    expect(readFileSync(join(cache, again.folder, "jobs.mjs"), "latin1")).toMatch(
      /^import\{createRequire as __siteRequire\}/,
    );
  });

  it("damaged after the command started, is never run by a worker, and the next command makes the bundle again", async () => {
    const pointer = JSON.parse(readFileSync(join(cache, "cli.json"), "utf8"));
    const folder = join(cache, pointer.folder);
    const script = join(folder, "jobs.mjs");
    writeFileSync(script, Buffer.alloc(statSync(script).size, "x"));
    const { runWorker } = await import(pathToFileURL(join(tool, "cli/bundle.js")).href);
    await expect(runWorker({ folder, sum: pointer.sums["jobs.mjs"] })).rejects.toThrow(`${script} is damaged`);
    expect(existsSync(join(cache, "cli.json"))).toBe(false);
    expect(build("out").status).toBe(0);
    expect(snapshot(join(dir, "out"))).toEqual(reference);
  });
});

describe("a copy of the content (the editor's checks in site serve)", () => {
  it("reuses what builds of the original converted, and keeps no cache of its own", () => {
    expect(build("out").status).toBe(0);
    const contentCaches = () => readdirSync(cache).filter((name) => /^content-[0-9a-f]+\.cache$/.test(name));
    const [original] = contentCaches();
    const before = statSync(join(cache, original)).mtimeMs;
    cpSync(join(dir, "content"), join(dir, "copy"), { recursive: true });
    const result = spawnSync(
      process.execPath,
      [join(tool, "cli/bin.js"), "build", "--content", "copy", "--cache-for", "content", "--out", "from-copy"],
      { cwd: dir, encoding: "utf8", env: { ...process.env, SITE_NOW: testNow } },
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(snapshot(join(dir, "from-copy"))).toEqual(reference);
    // Every file was found converted: the original's cache was not even written again.
    expect(contentCaches()).toEqual([original]);
    expect(statSync(join(cache, original)).mtimeMs).toBe(before);
  });
});
