/**
 * The write stage as the owner's files and a visitor's host meet it: it never
 * writes over a folder it did not make, and whatever instant it dies at, the
 * output is never missing or half a page, and the next run completes it.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { homedir, hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { serve } from "../../cli/serve.js";
import { type Disk, markerFor, markerText, realDisk, workFolder } from "../../cli/stages/9-write/output-folder.js";
import { recoverOutput, writeSite } from "../../cli/stages/9-write/write.js";
import { generateSite } from "../../cli/stages/build.js";
import { type OutputFile, outputMarker } from "../../cli/stages/common/output-file.js";
import { contentForTest, edit, expectServable, root, runSite, shippedContent, snapshot } from "./helpers.js";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "site-write-"));
  made.push(dir);
  return dir;
};

const hashOf = (contents: string | Uint8Array) => createHash("sha256").update(contents).digest("hex");

/** The hash of the marker an output of `files` holds: it names each of them. */
const markerOf = (files: readonly OutputFile[]) => hashOf(markerFor(files.map((file) => file.path)));

/** What the output holds after `files` are written, marker included. */
function expectedSnapshot(files: readonly OutputFile[]): Record<string, string> {
  return Object.fromEntries([
    [outputMarker, markerOf(files)],
    ...files.map((file) => [file.path, hashOf(file.contents)]),
  ]);
}

class Killed extends Error {}

/** The real disk until `limit` calls have been made; from then on every call fails, as after a kill. */
function killedAfter(limit: number): Disk & { calls(): number } {
  let calls = 0;
  const disk = {} as Disk & { calls(): number };
  for (const [name, call] of Object.entries(realDisk)) {
    (disk as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      if (calls++ >= limit) throw new Killed(`killed before ${name}`);
      return (call as (...args: unknown[]) => unknown)(...args);
    };
  }
  disk.calls = () => calls;
  return disk;
}

/** Two versions of a small site that differ in every way a build can: changed, new and gone files and folders. */
function twoSites(): [OutputFile[], OutputFile[]] {
  const page = (script: string, text: string, links: string[] = []) =>
    `<!DOCTYPE html><html><head><script src="/${script}" defer></script></head><body>${text}${links.map((link) => `<a href="${link}">more</a>`).join("")}</body></html>\n`;
  const sitemap = (pages: string[]) =>
    `<urlset>${pages.map((path) => `<url><loc>https://example.org${path}</loc></url>`).join("")}</urlset>\n`;
  const old: OutputFile[] = [
    { path: "index.html", contents: page("assets/site.1111.js", "home, old", ["/about/", "/karriere/"]) },
    { path: "about/index.html", contents: page("assets/site.1111.js", "about, old", ["/"]) },
    // Two pages that go, linking to each other.
    { path: "karriere/index.html", contents: page("assets/site.1111.js", "jobs, a page that goes", ["/", "/team/"]) },
    { path: "team/index.html", contents: page("assets/site.1111.js", "the team, going too", ["/karriere/"]) },
    { path: "en/index.html", contents: page("assets/site.1111.js", "home in English") },
    { path: "assets/site.1111.js", contents: "console.log(1)\n" },
    { path: "robots.txt", contents: "User-agent: *\n" },
    { path: "sitemap.xml", contents: sitemap(["/", "/about/", "/karriere/", "/team/"]) },
    { path: "stays.txt", contents: "unchanged\n" },
    { path: "_headers", contents: "/*\n  X-Version: old\n" },
  ];
  const next: OutputFile[] = [
    // Changed pages that link to new ones: the new pages are there first.
    { path: "index.html", contents: page("assets/site.2222.js", "home, new", ["/about/", "/events/2025/"]) },
    { path: "about/index.html", contents: page("assets/site.2222.js", "about, new", ["/events/2025/", "/presse/"]) },
    // Two new pages, linking to each other.
    {
      path: "events/2025/index.html",
      contents: page("assets/site.2222.js", "a new page in a new folder", ["/", "/about/", "/presse/"]),
    },
    { path: "presse/index.html", contents: page("assets/site.2222.js", "press, new too", ["/events/2025/"]) },
    { path: "sitemap.xml", contents: sitemap(["/", "/about/", "/events/2025/", "/presse/"]) },
    // A file where a folder was: the folder goes first.
    { path: "en", contents: "now a file" },
    { path: "assets/site.2222.js", contents: "console.log(2)\n" },
    { path: "robots.txt", contents: "User-agent: *\nAllow: /\n" },
    { path: "stays.txt", contents: "unchanged\n" },
    { path: "_headers", contents: "/*\n  X-Version: new\n" },
  ];
  return [old, next];
}

const alwaysDead = () => false;

describe("writing the output", () => {
  for (const start of ["over an earlier build", "into a new folder"] as const) {
    it(`is never missing or half a page, whichever file-system call a kill lands before, and the next run completes it (${start})`, async () => {
      const [old, next] = twoSites();
      const dir = tempDir();
      const pristine = join(dir, "pristine");
      await writeSite(pristine, old);
      if (start === "into a new folder") rmSync(pristine, { recursive: true });
      const before = start === "into a new folder" ? undefined : snapshot(pristine);
      const after = expectedSnapshot(next);
      const copyPristine = (to: string) => {
        if (before) cpSync(pristine, to, { recursive: true });
      };

      // How many calls an uninterrupted write makes: a kill can land before each of them.
      const counter = killedAfter(Number.POSITIVE_INFINITY);
      const counted = join(dir, "counted");
      copyPristine(counted);
      await writeSite(counted, next, { disk: counter });
      expect(snapshot(counted)).toEqual(after);
      const total = counter.calls();
      expect(total).toBeGreaterThan(20);

      const outcomes = new Set<string>();
      for (let limit = 0; limit < total; limit++) {
        const out = join(dir, `out-${limit}`);
        copyPristine(out);
        await expect(writeSite(out, next, { disk: killedAfter(limit) })).rejects.toThrow(Killed);
        const where = `(killed before call ${limit + 1} of ${total})`;
        if (before) expectServable(out, before, after, { where });
        else if (existsSync(out)) expectServable(out, {}, after, { where });

        // The next run, in another process: the one that held the lock is gone.
        await recoverOutput(out, { isAlive: alwaysDead });
        const recovered = existsSync(out) ? snapshot(out) : undefined;
        // A first build's folder is there whole, or not at all, or empty as it claimed the place.
        const possible = before ? [before, after] : [undefined, {}, after];
        expect(possible, `after a kill before call ${limit + 1} of ${total}`).toContainEqual(recovered);
        outcomes.add(isDeepStrictEqual(recovered, after) ? "new" : "old");
        expect(existsSync(workFolder(out)), "nothing of the tool's is left beside the output").toBe(false);

        // The next build is not refused, and publishes the new site.
        await writeSite(out, next, { isAlive: alwaysDead });
        expect(snapshot(out)).toEqual(after);
        rmSync(out, { recursive: true });
      }
      // Kills before the commit leave the old site, kills after it lead to the new one.
      expect([...outcomes].sort()).toEqual(["new", "old"]);
    });
  }

  it("writes into an empty folder someone makes where a first build goes, and never replaces it", async () => {
    const [, next] = twoSites();
    const out = join(tempDir(), "site");
    // Someone makes the folder just as the build claims the place for the site it made beside it.
    let theirs: number | undefined;
    const disk: Disk = {
      ...realDisk,
      mkdirNew: (path) => {
        if (path === out) {
          mkdirSync(out);
          theirs = statSync(out).ino;
        }
        realDisk.mkdirNew(path);
      },
    };
    await writeSite(out, next, { disk });
    expect(statSync(out).ino).toBe(theirs);
    expect(snapshot(out)).toEqual(expectedSnapshot(next));
    expect(existsSync(workFolder(out))).toBe(false);
  });

  it("stops with the reason when something is put into its first output before the site moves in", async () => {
    const [, next] = twoSites();
    const out = join(tempDir(), "site");
    // Someone puts a file into the folder the build has just claimed.
    const disk: Disk = {
      ...realDisk,
      mkdirNew: (path) => {
        realDisk.mkdirNew(path);
        if (path === out) writeFileSync(join(out, "notes.txt"), "the owner's");
      },
    };
    const failure = await writeSite(out, next, { disk }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "OutputWriteFailed" });
    expect((failure as Error).message).toMatch(/: something was put there while the build was writing$/);
    expect(readdirSync(out)).toEqual(["notes.txt"]);
    await recoverOutput(out, { isAlive: alwaysDead });
    expect(existsSync(workFolder(out))).toBe(false);
  });

  it("publishes exactly the new build over the shipped site, and rewrites only what changed", async () => {
    const content = join(contentForTest(), "content");
    const first = await generateSite({ root, contentDir: content });
    const out = join(tempDir(), "dist");
    await writeSite(out, first.files);

    writeFileSync(
      join(content, "i18n/en.yaml"),
      readFileSync(join(content, "i18n/en.yaml"), "utf8").replace("Order now", "Order today"),
    );
    const second = await generateSite({ root, contentDir: content });
    const summary = await writeSite(out, second.files);
    expect(snapshot(out)).toEqual(expectedSnapshot(second.files));
    // Only the English pages carry the button.
    const englishPages = second.files.filter((file) => file.path.startsWith("en/") && file.path.endsWith(".html"));
    expect(summary.written).toBe(englishPages.length);
    expect(summary.removed).toBe(0);
  });

  it("leaves the output as it was when the disk is full", async () => {
    const [old, next] = twoSites();
    const out = join(tempDir(), "dist");
    await writeSite(out, old);
    const before = snapshot(out);
    let writes = 0;
    const full: Disk = {
      ...realDisk,
      writeFile(path, contents) {
        if (path.includes("staging-") && ++writes > 2) {
          throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC", path });
        }
        realDisk.writeFile(path, contents);
      },
    };
    const failure = writeSite(out, next, { disk: full });
    await expect(failure).rejects.toMatchObject({ code: "OutputWriteFailed" });
    await expect(failure).rejects.toThrow(/the disk is full/);
    expect(snapshot(out)).toEqual(before);
    expect(existsSync(workFolder(out))).toBe(false);
  });
});

describe("recovering a build that died after its commit", () => {
  /** An output holding the old site, its build killed after the commit, before `movedIn` files reached it. */
  async function killedAfterCommit(out: string, old: OutputFile[], next: OutputFile[], movedIn = 0) {
    await writeSite(out, old);
    for (let limit = 0; ; limit++) {
      const pristine = `${out}.pristine`;
      cpSync(out, pristine, { recursive: true });
      await writeSite(pristine, next, { disk: killedAfter(limit), isAlive: alwaysDead }).catch(() => {});
      const committed = existsSync(join(workFolder(pristine), "journal"));
      const moved = Object.entries(snapshot(pristine)).filter(([path, hash]) => snapshot(out)[path] !== hash).length;
      if (committed && moved >= movedIn) {
        rmSync(out, { recursive: true });
        cpSync(pristine, out, { recursive: true });
        rmSync(workFolder(out), { recursive: true, force: true });
        cpSync(workFolder(pristine), workFolder(out), { recursive: true });
        rmSync(pristine, { recursive: true });
        rmSync(workFolder(pristine), { recursive: true });
        return;
      }
      rmSync(pristine, { recursive: true });
      rmSync(workFolder(pristine), { recursive: true, force: true });
    }
  }

  it("completes it when a folder the journal writes into was deleted meanwhile, and never gets stuck", async () => {
    const [old, next] = twoSites();
    const out = join(tempDir(), "dist");
    await killedAfterCommit(out, old, next);
    // The owner (or a clean-up script) deletes a folder the old site had and the new one changes.
    rmSync(join(out, "about"), { recursive: true });
    await recoverOutput(out, { isAlive: alwaysDead });
    expect(existsSync(workFolder(out)), "nothing of the tool's is left beside the output").toBe(false);
    await writeSite(out, next, { isAlive: alwaysDead });
    expect(snapshot(out)).toEqual(expectedSnapshot(next));
  });

  it("replaces or removes nothing put by hand where the journal has still to write or remove: it stops, naming it", async () => {
    for (const [what, tamper, path] of [
      ["a folder where its file was", (out: string) => mkdirSync(join(out, "robots.txt")), "robots.txt"],
      [
        "a file of its own where a new file goes",
        (out: string) => writeFileSync(join(out, "events/2025/index.html"), "mine"),
        "events/2025/index.html",
      ],
      [
        "a file of its own where an old file was",
        (out: string) => writeFileSync(join(out, "stays.txt"), "mine too"),
        "stays.txt",
      ],
    ] as const) {
      const [old, next] = twoSites();
      // A page that goes in the next build, and whose removal comes last: what the owner puts there, stays.
      const oldWith = [...old, { path: "stays.txt", contents: "unchanged\n" }].filter(
        (file, index, all) => all.findIndex((other) => other.path === file.path) === index,
      );
      const nextWithout = next.filter((file) => file.path !== "stays.txt");
      const out = join(tempDir(), "dist");
      await killedAfterCommit(out, oldWith, nextWithout);
      rmSync(join(out, path), { recursive: true, force: true });
      mkdirSync(join(out, path, ".."), { recursive: true });
      tamper(out);
      const before = snapshot(out);
      await expect(recoverOutput(out, { isAlive: alwaysDead }), what).rejects.toThrow(
        `"${path}" in --out "${out}" was not written by the build: nothing was changed`,
      );
      expect(snapshot(out), what).toEqual(before);
      // Moved away, the journal is finished and the next build writes the whole site.
      rmSync(join(out, path), { recursive: true });
      await recoverOutput(out, { isAlive: alwaysDead });
      await writeSite(out, nextWithout, { isAlive: alwaysDead });
      expect(snapshot(out), what).toEqual(expectedSnapshot(nextWithout));
    }
  });

  it("deletes no file it did not write where the journal makes a folder: it stops, naming it", async () => {
    const [old, next] = twoSites();
    const out = join(tempDir(), "dist");
    await killedAfterCommit(out, old, next);
    rmSync(join(out, "about"), { recursive: true });
    writeFileSync(join(out, "about"), "a file of the owner's where a folder belongs");
    const before = snapshot(out);
    for (const attempt of [() => recoverOutput(out, { isAlive: alwaysDead }), () => writeSite(out, next)]) {
      await expect(attempt()).rejects.toThrow(
        `"about" in --out "${out}" was not written by the build: nothing was changed`,
      );
      expect(snapshot(out)).toEqual(before);
    }
    // Moved away, the journal is finished and the next build writes the whole site.
    rmSync(join(out, "about"));
    await recoverOutput(out, { isAlive: alwaysDead });
    await writeSite(out, next, { isAlive: alwaysDead });
    expect(snapshot(out)).toEqual(expectedSnapshot(next));
  });

  it("never writes or removes through a link put where one of its folders was: it stops, naming it", async () => {
    const [old, next] = twoSites();
    const dir = tempDir();
    const out = join(dir, "dist");
    await killedAfterCommit(out, old, next);
    // Folders of someone else's, each in place of a folder the journal writes into or removes from.
    for (const [folder, victim] of [
      ["about", "elsewhere-about"],
      ["karriere", "elsewhere-jobs"],
    ]) {
      mkdirSync(join(dir, victim));
      writeFileSync(join(dir, victim, "index.html"), `someone else's page in ${victim}`);
      rmSync(join(out, folder), { recursive: true, force: true });
      symlinkSync(join(dir, victim), join(out, folder));
    }
    const theirs = () => ({
      about: snapshot(join(dir, "elsewhere-about")),
      jobs: snapshot(join(dir, "elsewhere-jobs")),
    });
    const before = theirs();
    await expect(recoverOutput(out, { isAlive: alwaysDead })).rejects.toThrow(
      `"about" in --out "${out}" was not written by the build: nothing was changed`,
    );
    expect(theirs()).toEqual(before);
    expect(lstatSync(join(out, "about")).isSymbolicLink()).toBe(true);
    // The links taken away, the journal is finished and the next build writes the whole site.
    for (const folder of ["about", "karriere"]) rmSync(join(out, folder));
    await recoverOutput(out, { isAlive: alwaysDead });
    await writeSite(out, next, { isAlive: alwaysDead });
    expect(snapshot(out)).toEqual(expectedSnapshot(next));
    expect(theirs()).toEqual(before);
  });

  it("writes its lock as a new file, never through a link left with the lock's name", async () => {
    const [old] = twoSites();
    const dir = tempDir();
    const out = join(dir, "dist");
    writeFileSync(join(dir, "precious.txt"), "the owner's data");
    mkdirSync(workFolder(out), { recursive: true });
    symlinkSync(join(dir, "precious.txt"), join(workFolder(out), `lock.${process.pid}.tmp`));
    await writeSite(out, old);
    expect(readFileSync(join(dir, "precious.txt"), "utf8")).toBe("the owner's data");
    expect(snapshot(out)).toEqual(expectedSnapshot(old));
  });

  it("removes no folder of someone else's where a file goes, nor a link or a pipe in the output", async () => {
    const [old, next] = twoSites();
    const dir = tempDir();
    const out = join(dir, "dist");
    await writeSite(out, old);
    // An empty folder of the owner's where the next build puts its script.
    mkdirSync(join(out, "assets/site.2222.js/drafts"), { recursive: true });
    await expect(writeSite(out, next)).rejects.toThrow(
      `"assets/site.2222.js" in --out "${out}" was not written by the build: nothing was changed`,
    );
    rmSync(join(out, "assets/site.2222.js"), { recursive: true });
    // A link of the owner's (to a file outside), and a named pipe.
    writeFileSync(join(dir, "outside.txt"), "kept");
    symlinkSync(join(dir, "outside.txt"), join(out, "mylink"));
    spawnSync("mkfifo", [join(out, "mypipe")]);
    const before = snapshot(out);
    await expect(writeSite(out, next)).rejects.toThrow(/^"(mylink|mypipe)" in --out ".*" was not written by the build/);
    expect(snapshot(out)).toEqual(before);
    expect(lstatSync(join(out, "mylink")).isSymbolicLink()).toBe(true);
    expect(lstatSync(join(out, "mypipe")).isFIFO()).toBe(true);
  });

  it("does not touch a folder that replaced the output meanwhile, and says so in one line", async () => {
    const [old, next] = twoSites();
    const out = join(tempDir(), "dist");
    await killedAfterCommit(out, old, next);
    rmSync(out, { recursive: true });
    mkdirSync(out);
    writeFileSync(join(out, "404.html"), "the owner's own page");
    writeFileSync(join(out, "notes.txt"), "the owner's notes");
    const before = snapshot(out);
    for (const attempt of [() => recoverOutput(out, { isAlive: alwaysDead }), () => writeSite(out, next)]) {
      await expect(attempt()).rejects.toThrow(
        `--out "${out}" is a folder the build did not create: it holds "404.html"`,
      );
      expect(snapshot(out)).toEqual(before);
    }
  });
});

describe("one build at a time", () => {
  it("waits for a live build's lock and says so in one line when it does not end", async () => {
    const [old] = twoSites();
    const out = join(tempDir(), "dist");
    const work = workFolder(out);
    mkdirSync(work, { recursive: true });
    // This test's own process is alive: its lock is not stale.
    writeFileSync(join(work, "lock"), JSON.stringify({ pid: process.pid, host: hostname() }));
    const failure = writeSite(out, old, { isAlive: () => true, lockWaitMs: 100 });
    await expect(failure).rejects.toMatchObject({ code: "OutputBusy" });
    await expect(failure).rejects.toThrow(`another build (process ${process.pid}) is writing "${out}" right now`);
    expect(existsSync(out)).toBe(false);
  });

  it("says in one line that its folder cannot be made where the output's folder refuses new entries (/proc), not that another build writes", async () => {
    const [old] = twoSites();
    // /proc/<pid> answers "no such file" to every new entry: no build can hold a lock there.
    const out = join("/proc", String(process.pid), "dist");
    const failure = writeSite(out, old, { lockWaitMs: 1000 });
    await expect(failure).rejects.toMatchObject({ code: "OutputWriteFailed" });
    await expect(failure).rejects.toThrow(
      `cannot write "${workFolder(out)}": a folder on the way is missing or is a link that leads nowhere`,
    );
  });

  it("takes over the lock of a build that died", async () => {
    const [old] = twoSites();
    const out = join(tempDir(), "dist");
    const work = workFolder(out);
    mkdirSync(work, { recursive: true });
    writeFileSync(join(work, "lock"), JSON.stringify({ pid: 999_999_999, host: hostname() }));
    await writeSite(out, old);
    expect(Object.keys(snapshot(out))).toContain("index.html");
    expect(existsSync(work)).toBe(false);
  });

  // Two builds in one process: this one holds the lock, the other's file appears as this one takes it and
  // goes between this one's listing of the tool's folder and its tidying, as it does when the other
  // build's attempt at the lock fails (its lock.<pid>.tmp) or it has just claimed a dead build's (lock.stale-<pid>).
  for (const other of ["lock.999999998.tmp", "lock.stale-999999998"]) {
    it(`writes the whole site while another build's ${other.replace(/\d+/, "<pid>")} comes and goes`, async () => {
      const [old] = twoSites();
      const out = join(tempDir(), "dist");
      const work = workFolder(out);
      const disk: Disk = {
        ...realDisk,
        link: (existing, path) => {
          realDisk.link(existing, path);
          writeFileSync(join(work, other), JSON.stringify({ pid: 999_999_998, host: hostname() }));
        },
        list: (dir) => {
          const entries = realDisk.list(dir);
          if (dir === work) rmSync(join(work, other), { force: true });
          return entries;
        },
      };
      await writeSite(out, old, { disk });
      expect(snapshot(out)).toEqual(expectedSnapshot(old));
      expect(existsSync(work)).toBe(false);
    });
  }

  it("lets two builds started together both finish, one after the other, with the whole site", async () => {
    const dir = contentForTest();
    const build = () =>
      new Promise<string>((done) => {
        const child = spawn(process.execPath, [join(root, "cli/bin.js"), "build"], { cwd: dir });
        let said = "";
        child.stdout.resume();
        child.stderr.on("data", (chunk) => {
          said += chunk;
        });
        child.on("close", (code) => done(code === 0 ? "built" : `exit ${code}: ${said}`));
      });
    expect(await Promise.all([build(), build(), build()])).toEqual(["built", "built", "built"]);
    expect(runSite(["build", "--out", "fresh"], dir).status).toBe(0);
    expect(snapshot(join(dir, "dist"))).toEqual(snapshot(join(dir, "fresh")));
    expect(readdirSync(dir).filter((name) => name.startsWith("."))).toEqual([]);
  });
});

/**
 * Runs `site build` in `dir` and kills it (SIGKILL) at `moment` of its write stage (tests/unit/kill-at.mjs):
 * "staging:N" or "journal:N". Returns what it left in the tool's folder beside dist/.
 */
async function killBuildAt(dir: string, moment: string): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ["--import", pathToFileURL(join(root, "tests/unit/kill-at.mjs")).href, join(root, "cli/bin.js"), "build"],
    { cwd: dir, stdio: "ignore", env: { ...process.env, SITE_KILL_AT: moment } },
  );
  const signal = await new Promise((done) => child.on("close", (_code, signal) => done(signal)));
  expect(signal, `the build was killed at ${moment}`).toBe("SIGKILL");
  return readdirSync(workFolder(join(dir, "dist"))).sort();
}

describe("a build killed while writing", () => {
  for (const [moment, left] of [
    ["while staging its files", "staging:10"],
    ["after committing its journal", "journal:10"],
    ["while making its first output", "tree:10"],
  ] as const) {
    it(`${moment}: the next build restores a whole site`, async () => {
      const dir = contentForTest();
      if (!left.startsWith("tree")) {
        expect(runSite(["build"], dir).status).toBe(0);
        // Every page names the restaurant's phone: every page changes.
        edit(dir, "content/site.yaml", 'phone: "+49 30 1234 5678"', 'phone: "+49 30 1234 5679"');
      }
      const seen = await killBuildAt(dir, left);
      expect(seen, "the tool's folder as the kill left it").toEqual(
        left.startsWith("journal")
          ? ["journal", "lock", expect.stringMatching(/^staging-\d+$/)]
          : ["lock", expect.stringMatching(left.startsWith("tree") ? /^tree-\d+$/ : /^staging-\d+$/)],
      );
      // A first build killed leaves no output at all, never part of one.
      if (left.startsWith("tree")) expect(existsSync(join(dir, "dist"))).toBe(false);

      const next = runSite(["build"], dir);
      expect(next.stderr).toBe("");
      expect(next.status).toBe(0);
      expect(runSite(["build", "--out", "fresh"], dir).status).toBe(0);
      expect(snapshot(join(dir, "dist"))).toEqual(snapshot(join(dir, "fresh")));
      expect(readdirSync(dir).filter((name) => name.startsWith("."))).toEqual([]);
    });
  }
});

describe("a build killed after its commit, then a folder deleted by hand", () => {
  it("is completed by the next build, which publishes the whole site", async () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    // Every page names the restaurant's phone: the journal moves a page into every folder.
    edit(dir, "content/site.yaml", 'phone: "+49 30 1234 5678"', 'phone: "+49 30 1234 5679"');
    expect(await killBuildAt(dir, "journal:10")).toContain("journal");
    rmSync(join(dir, "dist/fr"), { recursive: true, force: true });
    for (const attempt of [1, 2]) {
      const next = runSite(["build"], dir);
      expect(next.stderr, `build ${attempt}`).toBe("");
      expect(next.status, `build ${attempt}`).toBe(0);
    }
    expect(runSite(["build", "--out", "fresh"], dir).status).toBe(0);
    expect(snapshot(join(dir, "dist"))).toEqual(snapshot(join(dir, "fresh")));
  });

  it("leaves a folder that replaced the output alone, and refuses it in one line", async () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    edit(dir, "content/site.yaml", 'phone: "+49 30 1234 5678"', 'phone: "+49 30 1234 5679"');
    expect(await killBuildAt(dir, "journal:10")).toContain("journal");
    rmSync(join(dir, "dist"), { recursive: true, force: true });
    mkdirSync(join(dir, "dist"));
    writeFileSync(join(dir, "dist/404.html"), "the owner's own page");
    writeFileSync(join(dir, "dist/notes.txt"), "the owner's notes");
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^--out "dist" is a folder the build did not create: it holds "404\.html" \(.*\)\n$/);
    expect(readFileSync(join(dir, "dist/404.html"), "utf8")).toBe("the owner's own page");
    expect(readdirSync(join(dir, "dist")).sort()).toEqual(["404.html", "notes.txt"]);
  });
});

describe("site serve", () => {
  it("completes an output a build left half-written before it starts", async () => {
    const [old, next] = twoSites();
    const dir = tempDir();
    const out = join(dir, "dist");
    await writeSite(out, old);
    const after = expectedSnapshot(next);
    // Killed after the commit, with some of the new files moved in.
    let limit = 0;
    while (!existsSync(join(workFolder(out), "journal"))) {
      await writeSite(out, next, { disk: killedAfter(limit++), isAlive: alwaysDead }).catch(() => {});
    }
    expect(snapshot(out)).not.toEqual(after);
    // The lock names the process that died.
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid as number;
    writeFileSync(join(workFolder(out), "lock"), JSON.stringify({ pid: dead, host: hostname() }));

    const preview = await serve({ root, contentDir: shippedContent, port: 0, outDir: out, log() {}, warn() {} });
    await preview.close();
    expect(snapshot(out)).toEqual(after);
    expect(existsSync(workFolder(out))).toBe(false);
  });
});

describe("the output folder", () => {
  const refusals: [string, (dir: string) => string, RegExp][] = [
    [
      "a folder of the owner's, also on the second try",
      (dir) => {
        mkdirSync(join(dir, "docs"));
        writeFileSync(join(dir, "docs/keep.txt"), "mine");
        return "docs";
      },
      /^--out "docs" is a folder the build did not create: it holds "keep\.txt" \(.*\)\n$/,
    ],
    ["the project folder", () => ".", /^--out "\." is the project folder or a folder that holds it; /],
    ["a folder above the project", () => "..", /^--out "\.\." is the project folder or a folder that holds it; /],
    ["the content folder", () => "content", /^--out "content" is the content folder; the build would replace it /],
    [
      "a folder inside the content folder",
      () => "content/www",
      /^--out "content\/www" is a folder inside the content folder; /,
    ],
    [
      "a file",
      (dir) => {
        writeFileSync(join(dir, "notes.txt"), "mine");
        return "notes.txt";
      },
      /^--out "notes\.txt" is a file, not a folder /,
    ],
    ["the root of the file system", () => "/", /^--out "\/" is the root of the file system; /],
    ["the home folder", () => homedir(), /is your home folder or a folder that holds it; /],
  ];

  for (const [what, outOf, message] of refusals) {
    it(`refuses ${what} before anything moves`, () => {
      const dir = contentForTest();
      const out = outOf(dir);
      const before = snapshot(dir);
      for (const attempt of [1, 2]) {
        const result = runSite(["build", "--out", out], dir);
        expect(result.status, `attempt ${attempt}`).toBe(1);
        expect(result.stderr).toMatch(message);
        expect(result.stdout).toBe("");
        expect(snapshot(dir)).toEqual(before);
        expect(readdirSync(dir).filter((name) => name.startsWith("."))).toEqual([]);
      }
    });
  }

  for (const [what, make] of [
    ["a folder named like its marker", (marker: string) => mkdirSync(marker)],
    ["a link named like its marker", (marker: string) => symlinkSync("/etc/hostname", marker)],
    ["a marker file with other words in it", (marker: string) => writeFileSync(marker, "mine\n")],
  ] as const) {
    it(`refuses a folder holding ${what} and the owner's files, and deletes none of them`, () => {
      const dir = contentForTest();
      mkdirSync(join(dir, "docs/thesis"), { recursive: true });
      writeFileSync(join(dir, "docs/thesis/chapter-1.txt"), "mine");
      make(join(dir, "docs", outputMarker));
      const before = snapshot(join(dir, "docs"));
      const result = runSite(["build", "--out", "docs"], dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^--out "docs" is a folder the build did not create: it holds "\.site-output" /);
      expect(snapshot(join(dir, "docs"))).toEqual(before);
    });
  }

  it("refuses a link where it keeps its work beside the output, and touches nothing behind it", () => {
    const dir = contentForTest();
    const elsewhere = join(tempDir(), "elsewhere");
    mkdirSync(join(elsewhere, "dist/staging-7"), { recursive: true });
    writeFileSync(join(elsewhere, "dist/staging-7/precious.txt"), "precious");
    writeFileSync(join(elsewhere, "dist/journal.tmp"), "mine");
    writeFileSync(join(elsewhere, "dist/lock.99.tmp"), "mine");
    symlinkSync(elsewhere, join(dir, ".site-build"));
    const before = snapshot(elsewhere);
    for (const attempt of [1, 2]) {
      const result = runSite(["build"], dir);
      expect(result.status, `attempt ${attempt}`).toBe(1);
      expect(result.stderr).toBe(
        `"${join(realpathSync(dir), ".site-build")}" is a link or a file where the build keeps its work, beside the output: nothing was written (the build writes there only into a folder of its own; move it away, and the build makes the folder again)\n`,
      );
      expect(snapshot(elsewhere)).toEqual(before);
      expect(existsSync(join(dir, "dist"))).toBe(false);
    }
  });

  it("keeps every file of the owner's in the folder it built, and stops until they are moved out", () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    writeFileSync(join(dir, "dist/notes.txt"), "the owner's notes");
    mkdirSync(join(dir, "dist/drafts"));
    writeFileSync(join(dir, "dist/drafts/menu-2027.txt"), "a draft");
    // Even after the content changed: the build would otherwise replace and remove.
    edit(join(dir, "content"), "i18n/en.yaml", "orderNow: Order now", "orderNow: Order today");
    const before = snapshot(join(dir, "dist"));
    for (const lang of ["en", "de"] as const) {
      const result = runSite(["build"], dir, { SITE_LANG: lang });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        lang === "en"
          ? '"drafts/menu-2027.txt" in --out "dist" was not written by the build: nothing was changed (move it out of that folder (the build replaces everything else in it), then build again)\n'
          : '"drafts/menu-2027.txt" in --out "dist" hat nicht der Build geschrieben: nichts wurde geändert (verschieben Sie die Datei aus dem Ordner (alles andere darin ersetzt der Build), dann bauen Sie noch einmal)\n',
      );
      expect(snapshot(join(dir, "dist"))).toEqual(before);
    }
    rmSync(join(dir, "dist/notes.txt"));
    rmSync(join(dir, "dist/drafts/menu-2027.txt"));
    expect(runSite(["build"], dir).status).toBe(0);
    expect(readFileSync(join(dir, "dist/en/index.html"), "utf8")).toContain("Order today");
    // An empty folder of the owner's stays: the build removes only folders it made.
    expect(lstatSync(join(dir, "dist/drafts")).isDirectory()).toBe(true);
  });

  it("knows its marker with Windows line ends, as an editor or git's autocrlf may leave it", () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    const marker = join(dir, "dist", outputMarker);
    writeFileSync(marker, readFileSync(marker, "utf8").replace(/\n/g, "\r\n"));
    edit(join(dir, "content"), "i18n/en.yaml", "orderNow: Order now", "orderNow: Order today");
    const result = runSite(["build"], dir);
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(join(dir, "dist/en/index.html"), "utf8")).toContain("Order today");
  });

  it("leaves what a file manager puts in its folder (.DS_Store, Thumbs.db) where it is, and builds", () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    const litter = [".DS_Store", "en/.DS_Store", "en/._index.html", "assets/Thumbs.db", "events/desktop.ini"];
    for (const path of litter) writeFileSync(join(dir, "dist", path), "a file manager's");
    edit(join(dir, "content"), "i18n/en.yaml", "orderNow: Order now", "orderNow: Order today");
    expect(runSite(["build"], dir).status).toBe(0);
    expect(readFileSync(join(dir, "dist/en/index.html"), "utf8")).toContain("Order today");
    for (const path of litter) expect(readFileSync(join(dir, "dist", path), "utf8"), path).toBe("a file manager's");
  });

  it("refuses at once an output below a link that leads nowhere, naming why, instead of waiting for a lock", () => {
    const dir = contentForTest();
    symlinkSync(join(dir, "gone"), join(dir, "published"));
    const result = runSite(["build", "--out", "published/site"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^cannot write ".*published\/\.site-build\/site": a folder on the way is missing or is a link that leads nowhere \(/,
    );
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(existsSync(join(dir, "gone"))).toBe(false);
  });

  it("refuses at once an output below links that lead round in a circle, naming why, with no internal error", () => {
    const dir = contentForTest();
    symlinkSync(join(dir, "round"), join(dir, "published"));
    symlinkSync(join(dir, "published"), join(dir, "round"));
    const result = runSite(["build", "--out", "published/site"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^cannot write ".*published\/\.site-build\/site": a link on the way leads round in a circle \(/,
    );
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("builds no page of a folder that is a file, naming each file it misses, with no internal error", () => {
    const dir = contentForTest();
    rmSync(join(dir, "content/legal"), { recursive: true });
    writeFileSync(join(dir, "content/legal"), "not a folder\n");
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^content\/legal\/[a-z]+\.md:1:1 file is missing \(/);
    expect(existsSync(join(dir, "dist"))).toBe(false);
  });

  it("answers links that go round and paths through a file in lines of their own, never as an internal error", () => {
    const dir = contentForTest();
    writeFileSync(join(dir, "a-file"), "not a folder\n");
    const out = runSite(["build", "--out", "a-file/out"], dir);
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/^cannot write ".*a-file\/.*": a file stands where a folder should be \(/);
    rmSync(join(dir, "content/i18n"), { recursive: true });
    symlinkSync("i18n", join(dir, "content/i18n"));
    for (const args of [["build"], ["build", "--content", "a-file/content"]]) {
      const result = runSite(args, dir);
      expect(result.status, args.join(" ")).toBe(1);
      expect(result.stderr, args.join(" ")).toMatch(/^\S+( |:\d+:\d+ )/);
      expect(result.stderr, args.join(" ")).not.toMatch(/internal error|\n\s+at /);
    }
  });

  it("says it in German when the owner's system is German", () => {
    const dir = contentForTest();
    const result = runSite(["build", "--out", "content"], dir, { SITE_LANG: "", LANG: "de_DE.UTF-8" });
    expect(result.stderr).toBe(
      '--out "content" ist der Inhaltsordner; der Build würde diesen Ordner ersetzen (geben Sie der Website einen eigenen Ordner, etwa --out dist)\n',
    );
  });

  it("writes into an empty folder and marks it as its own", () => {
    const dir = contentForTest();
    mkdirSync(join(dir, "public"));
    expect(runSite(["build", "--out", "public"], dir).status).toBe(0);
    expect(readFileSync(join(dir, "public", outputMarker), "utf8")).toContain("npx site build");
    expect(runSite(["build", "--out", "public"], dir).status).toBe(0);
  });

  it("refuses a folder without its marker, even one its own .htaccess is in, and deletes nothing", () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    rmSync(join(dir, "dist", outputMarker));
    // The owner's own page where the site has one: an .htaccess like the tool's proves nothing.
    writeFileSync(join(dir, "dist/index.html"), "the owner's own home page");
    const before = snapshot(join(dir, "dist"));
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^--out "dist" is a folder the build did not create: it holds "\.htaccess"/);
    expect(snapshot(join(dir, "dist"))).toEqual(before);
  });

  it("takes over an output whose marker lists no files, as versions before the list wrote it, deleting none it does not write", () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    writeFileSync(join(dir, "dist", outputMarker), markerText);
    writeFileSync(join(dir, "dist/google1234.html"), "the owner's verification page");
    mkdirSync(join(dir, "dist/downloads"));
    const refused = runSite(["build"], dir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      '"google1234.html" in --out "dist" is no file of this build, and the folder\'s marker, from an earlier version of the tool, does not say who wrote it: nothing was changed (delete it if an earlier build made it, or move it out if it is yours, then build again)\n',
    );
    expect(readFileSync(join(dir, "dist/google1234.html"), "utf8")).toBe("the owner's verification page");

    // A link where the build writes a file is no file an earlier build made either.
    rmSync(join(dir, "dist/google1234.html"));
    writeFileSync(join(dir, "victim.html"), "not the tool's");
    rmSync(join(dir, "dist/index.html"));
    symlinkSync(join(dir, "victim.html"), join(dir, "dist/index.html"));
    const linked = runSite(["build"], dir);
    expect(linked.status).toBe(1);
    expect(linked.stderr).toMatch(/^"index\.html" in --out "dist" is no file of this build/);
    expect(lstatSync(join(dir, "dist/index.html")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, "victim.html"), "utf8")).toBe("not the tool's");
    rmSync(join(dir, "dist/index.html"));
    writeFileSync(join(dir, "dist/google1234.html"), "the owner's verification page");

    // Moved out: the build replaces its own files, leaves the owner's empty folder, and from now on
    // the marker names every file, and a file of anyone else's stops the build.
    rmSync(join(dir, "dist/google1234.html"));
    expect(runSite(["build"], dir).status).toBe(0);
    expect(existsSync(join(dir, "dist/downloads"))).toBe(true);
    expect(readFileSync(join(dir, "dist", outputMarker), "utf8")).toContain("\nen/index.html\n");
  });

  it("stops at a link put where it wrote a file, and leaves the link and what it leads to alone", () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    writeFileSync(join(dir, "victim.txt"), "not the tool's\n");
    rmSync(join(dir, "dist/about/index.html"));
    symlinkSync(join(dir, "victim.txt"), join(dir, "dist/about/index.html"));
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^"about\/index\.html" in --out "dist" was not written by the build: nothing was changed/,
    );
    expect(lstatSync(join(dir, "dist/about/index.html")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, "victim.txt"), "utf8")).toBe("not the tool's\n");
  });

  it("removes what an earlier build wrote and this one does not, and leaves unchanged files alone", async () => {
    const dir = contentForTest();
    // An earlier build with a page and a folder the site no longer has.
    const { files } = await generateSite({ root, contentDir: join(dir, "content") });
    await writeSite(join(dir, "dist"), [
      ...files,
      { path: "stale.html", contents: "a page the site no longer has" },
      { path: "old-page/index.html", contents: "a folder the site no longer has" },
    ]);
    const untouched = new Date("2020-01-01T00:00:00Z");
    utimesSync(join(dir, "dist/impressum/index.html"), untouched, untouched);
    writeFileSync(join(dir, "dist/index.html"), "the right name, the wrong bytes");
    rmSync(join(dir, "dist/en"), { recursive: true });
    mkdirSync(join(dir, "dist/en"));
    expect(runSite(["build"], dir).status).toBe(0);
    expect(runSite(["build", "--out", "fresh"], dir).status).toBe(0);
    expect(snapshot(join(dir, "dist"))).toEqual(snapshot(join(dir, "fresh")));
    // Same bytes are not written again: the file keeps the time stamp it had.
    expect(statSync(join(dir, "dist/impressum/index.html")).mtime).toEqual(untouched);
  });

  it("writes a file again when its bytes differ in any way: one byte more, one less, the last changed", () => {
    const dir = tempDir();
    const page = Buffer.from("<!DOCTYPE html><p>Jollof</p>\n");
    const holds = (bytes: Uint8Array) => {
      writeFileSync(join(dir, "page.html"), bytes);
      return realDisk.holds(join(dir, "page.html"), page);
    };
    expect(holds(page)).toBe(true);
    expect(holds(Buffer.concat([page, Buffer.from("x")]))).toBe(false);
    expect(holds(page.subarray(0, -1))).toBe(false);
    expect(holds(Buffer.concat([page.subarray(0, -1), Buffer.from("!")]))).toBe(false);
    expect(holds(Buffer.alloc(0))).toBe(false);
    // After a large file, a small one is still compared whole, not with what the larger left behind.
    expect(holds(Buffer.alloc(200_000, 1))).toBe(false);
    expect(holds(page.subarray(0, 10))).toBe(false);
    expect(holds(page)).toBe(true);
    writeFileSync(join(dir, "empty.html"), "");
    expect(realDisk.holds(join(dir, "empty.html"), Buffer.alloc(0))).toBe(true);
  });
});
