/**
 * `site deploy` against a real FTPS server (pure-ftpd, explicit TLS, a
 * self-signed certificate) on 127.0.0.1: the same promises as over SFTP, with
 * FTP's RNFR/RNTO for the renames.
 */
import { execFileSync } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentials } from "../../cli/deploy/credentials.js";
import { type DeployOptions, deploy } from "../../cli/deploy/deploy.js";
import { connectFtp } from "../../cli/deploy/ftp.js";
import { type DeployFile, deployFiles, foldersFor } from "../../cli/deploy/plan.js";
import { publish } from "../../cli/deploy/publish.js";
import type { DeployConflicts } from "../../cli/deploy/put.js";
import { lockName, manifestName, manifestText } from "../../cli/deploy/records.js";
import type { Remote } from "../../cli/deploy/remote.js";
import { describeFailure, type SiteError } from "../../cli/errors.js";
import { deployProject, type FtpsServer, splitKept, startFtpsServer } from "./deploy-servers.js";
import { edit, expectServable, hashOf, root, runSite, snapshot } from "./helpers.js";
import { everySecondDeploy, everyStaleLockRace, isAbout, type Pacing } from "./lock-races.js";

let server: FtpsServer;
beforeAll(async () => {
  server = await startFtpsServer();
});
afterAll(async () => {
  await server?.stop();
});

const nobody = 65534;
let folders = 0;
/** A fresh folder in the FTP user's space ("/site-N" over FTP), with the owner's own file in it. */
function webFolder(): { local: string; remote: string } {
  const name = `site-${++folders}`;
  const local = join(server.www, name);
  mkdirSync(local);
  writeFileSync(join(local, "owner.txt"), "mine\n");
  chownSync(local, nobody, nobody);
  return { local, remote: `/${name}` };
}

function projectFor(folder: string, protocol = "ftps"): string {
  return deployProject(server, protocol, folder);
}

const options = (project: string, extra: Partial<DeployOptions> = {}): DeployOptions => ({
  root,
  contentDir: join(project, "content"),
  outDir: join(project, "dist"),
  project,
  home: join(project, "home"),
  env: { SITE_DEPLOY_PASSWORD: server.password },
  tls: { ca: server.certificate },
  ...extra,
});

const siteSnapshot = (files: readonly DeployFile[]) => Object.fromEntries(files.map((file) => [file.path, file.hash]));
/** The manifest a deploy of `files` into `folder` would have left: each file's hash, size and time as FTP shows it (whole seconds, UTC). */
const recordsOf = (files: readonly DeployFile[], folder: string) =>
  Object.fromEntries(
    files.map((file) => {
      const time = new Date(Math.floor(statSync(join(folder, file.path)).mtimeMs / 1000) * 1000).toISOString();
      return [file.path, { hash: file.hash, size: file.contents.byteLength, time }];
    }),
  );
const own = { "owner.txt": hashOf(Buffer.from("mine\n")) };

function distFiles(project: string): DeployFile[] {
  const dist = join(project, "dist");
  return deployFiles(
    Object.keys(snapshot(dist))
      .filter((path) => path !== ".site-output")
      .map((path) => ({ path, contents: readFileSync(join(dist, path)) })),
  );
}

/** A connection to the test server, as a deploy makes one; `listOnly`: as to a server without MLST. */
const connect = (options: { listOnly?: boolean } = {}) =>
  connectFtp(
    { host: "127.0.0.1", port: server.port, user: server.user },
    {
      credentials: credentials({ env: { SITE_DEPLOY_PASSWORD: server.password }, home: "/nonexistent", question: "" }),
      secure: true,
      tls: { ca: server.certificate },
      ...options,
    },
  );

class Killed extends Error {}
/** A deploy stopped before each of its operations in turn, each completed by the next run: many deploys, on a busy machine too. */
const killLoop = 600_000;

function killedAfter(remote: Remote, limit: number): Remote & { calls(): number } {
  let calls = 0;
  const wrapped = { calls: () => calls } as Remote & { calls(): number };
  for (const name of Object.keys(remote) as (keyof Remote)[]) {
    const call = remote[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      if (name === "close" || calls++ < limit) return call(...args);
      throw new Killed(`stopped before ${name} ${String(args[0])}`);
    };
  }
  return wrapped;
}

const page = (asset: string, text: string, stylesheet?: string) =>
  `<!DOCTYPE html><html><head><script src="/${asset}" defer></script>${stylesheet ? `<link rel="stylesheet" href="/${stylesheet}">` : ""}</head><body>${text}</body></html>\n`;

describe("site deploy over FTPS", () => {
  it("uploads the whole site into the web space's root, hidden files included, and keeps the owner's files", () => {
    writeFileSync(join(server.www, "owner.txt"), "mine\n");
    const project = projectFor("/");
    const env = {
      HOME: join(project, "home"),
      SITE_DEPLOY_PASSWORD: server.password,
      NODE_EXTRA_CA_CERTS: join(project, "ca.pem"),
    };
    writeFileSync(env.NODE_EXTRA_CA_CERTS, server.certificate);
    const result = runSite(["deploy"], project, env);
    expect(result.status, result.stderr).toBe(0);
    const site = siteSnapshot(distFiles(project));
    const size = Object.keys(site).length;
    expect(result.stdout).toMatch(
      new RegExp(
        `^Deployed to site@127\\.0\\.0\\.1:/: uploaded ${size} files \\(\\d+\\.\\d KB\\), deleted 0 files, 0 unchanged`,
      ),
    );
    const { [manifestName]: manifest, ...uploaded } = snapshot(server.www);
    expect(manifest).toBeDefined();
    expect(site[".htaccess"]).toBeDefined();
    // The other tests' folders are theirs.
    for (const path of Object.keys(uploaded)) if (/^site-\d+\//.test(path)) delete uploaded[path];
    expect(uploaded).toEqual({ ...site, ...own });

    const again = runSite(["deploy"], project, env);
    expect(again.stdout).toContain(`uploaded 0 files (0.0 KB), deleted 0 files, ${size} unchanged`);
  });

  it("uploads only what an edit changed, deletes a page that went, and leaves the owner's file", async () => {
    const folder = webFolder();
    const project = projectFor(folder.remote);
    const siteYaml = join(project, "content/site.yaml");
    const plain = readFileSync(siteYaml, "utf8");
    writeFileSync(siteYaml, `${plain}extraPages:\n  - jobs\n`);
    for (const lang of ["de", "en", "fr"]) {
      writeFileSync(
        join(project, `content/pages/jobs.${lang}.md`),
        "---\ntitle: Jobs\ndescription: Jobs\n---\n\nText.\n",
      );
    }
    await deploy(options(project));
    expect(existsSync(join(folder.local, "en/jobs/index.html"))).toBe(true);

    writeFileSync(siteYaml, plain);
    for (const lang of ["de", "en", "fr"])
      (await import("node:fs")).rmSync(join(project, `content/pages/jobs.${lang}.md`));
    edit(join(project, "content"), "buffet.yaml", /from: "14:00"/, 'from: "15:00"');
    const before = snapshot(folder.local);
    const done = await deploy(options(project));
    const { site: after, kept } = splitKept(snapshot(folder.local));
    // The page in its three languages, the calendar files named by the buffet's old start, and the
    // share cards no page shows any more (its own, the old buffet time's).
    const card = (path: string) => /^assets\/card\.[0-9a-f]{12}\.png$/.test(path);
    expect(done.result.plan.remove.filter((path) => !card(path)).sort()).toEqual([
      "buffet-2026-12-06-1400.ics",
      "en/buffet-2026-12-06-1400.ics",
      "en/jobs/index.html",
      "fr/buffet-2026-12-06-1400.ics",
      "fr/jobs/index.html",
      "jobs/index.html",
    ]);
    expect(done.result.removed).toBe(done.result.plan.remove.length);
    const changed = Object.keys(after).filter((path) => path !== manifestName && before[path] !== after[path]);
    expect(done.result.plan.upload.map((file) => file.path).sort()).toEqual(changed.sort());
    expect(after).toEqual({ ...siteSnapshot(distFiles(project)), ...own, [manifestName]: after[manifestName] });
    expect(existsSync(join(folder.local, "en/jobs")), "the page's folder went with it").toBe(false);
    // Taken off the site, not lost: each deleted file is kept in .site-deploy/replaced/ on the server.
    for (const path of done.result.plan.remove) expect(kept.has(before[path]), path).toBe(true);
  });

  it(
    "keeps every page whole with its assets whichever operation stops a deploy, and the next run completes it",
    async () => {
      const old = deployFiles([
        { path: "index.html", contents: page("assets/a.1.js", "home, old") },
        { path: "about/index.html", contents: page("assets/a.1.js", "about, old") },
        { path: "jobs/index.html", contents: page("assets/a.1.js", "a page that goes") },
        { path: "assets/a.1.js", contents: "1\n" },
        { path: ".htaccess", contents: "# old\n" },
      ]);
      const next = deployFiles([
        // The pages name a second new asset after the script: each one must be there before a page that names it.
        { path: "index.html", contents: page("assets/a.2.js", "home, new", "assets/b.2.css") },
        { path: "about/index.html", contents: page("assets/a.2.js", "about, new", "assets/b.2.css") },
        { path: "events/index.html", contents: page("assets/a.2.js", "a new page", "assets/b.2.css") },
        { path: "assets/a.2.js", contents: "2\n" },
        { path: "assets/b.2.css", contents: "body{color:teal}\n" },
        { path: ".htaccess", contents: "# new\n" },
      ]);
      const remote = await connect();
      const nextProcess = { isAlive: () => false };
      try {
        const counting = killedAfter(remote, Number.POSITIVE_INFINITY);
        const first = webFolder();
        await publish(remote, old, { folder: first.remote });
        await publish(counting, next, { folder: first.remote });
        for (let limit = 0; limit < counting.calls(); limit++) {
          const where = `(stopped before operation ${limit + 1} of ${counting.calls()})`;
          const folder = webFolder();
          // The old site as its deploy left it, written here: quicker than uploading it each time.
          for (const file of old) {
            mkdirSync(join(folder.local, file.path, ".."), { recursive: true });
            writeFileSync(join(folder.local, file.path), file.contents);
          }
          writeFileSync(
            join(folder.local, manifestName),
            manifestText(recordsOf(old, folder.local), foldersFor(old.map((file) => file.path))),
          );
          execFileSync("chown", ["-R", `${nobody}:${nobody}`, folder.local]);
          await expect(
            publish(killedAfter(remote, limit), next, { folder: folder.remote, ...nextProcess }),
          ).rejects.toThrow(Killed);
          const after = siteSnapshot(next);
          expectServable(folder.local, siteSnapshot(old), after, { where, own, hiddenWork: true });
          await publish(remote, next, { folder: folder.remote, ...nextProcess });
          const { site, kept } = splitKept(snapshot(folder.local));
          const { [manifestName]: manifest, ...rest } = site;
          expect(manifest).toBeDefined();
          expect(rest, where).toEqual({ ...after, ...own });
          // What the new site no longer has is kept on the server, whichever operation stopped the deploy.
          const dropped = old.filter((file) => !(file.path in after)).map((file) => file.path);
          expect(
            dropped.filter((path) => !kept.has(siteSnapshot(old)[path])),
            where,
          ).toEqual([]);
          expect(existsSync(join(folder.local, "jobs")), where).toBe(false);
        }
      } finally {
        await remote.close();
      }
    },
    killLoop,
  );

  it("deletes nothing a manifest lists that it cannot prove it wrote, and removes no folder it did not make", async () => {
    const folder = webFolder();
    mkdirSync(join(folder.local, "keep"));
    writeFileSync(join(folder.local, "keep/notes.txt"), "notes\n");
    writeFileSync(
      join(folder.local, manifestName),
      JSON.stringify({
        tool: "site deploy",
        version: 2,
        files: {
          "owner.txt": { hash: "1".repeat(64), size: 5, time: "2025-11-02T12:00:00.000Z" },
          "keep/notes.txt": { hash: "2".repeat(64), size: 6 },
        },
        folders: ["keep"],
      }),
    );
    execFileSync("chown", ["-R", `${nobody}:${nobody}`, folder.local]);
    const done = await deploy(options(projectFor(folder.remote)));
    expect(done.result.plan.kept).toEqual([
      { path: "keep/notes.txt", why: "changed" },
      { path: "owner.txt", why: "changed" },
    ]);
    expect(done.result.removed).toBe(0);
    expect(readFileSync(join(folder.local, "owner.txt"), "utf8")).toBe("mine\n");
    expect(readFileSync(join(folder.local, "keep/notes.txt"), "utf8")).toBe("notes\n");
  });

  it("refuses a linked folder where pages go, and writes nothing through it", async () => {
    const folder = webFolder();
    // Inside the FTP user's space, so the server itself would follow it.
    const elsewhere = join(server.www, `elsewhere-${folders}`);
    mkdirSync(elsewhere);
    writeFileSync(join(elsewhere, "index.html"), "another site's home\n");
    symlinkSync(`../elsewhere-${folders}`, join(folder.local, "en"));
    execFileSync("chown", ["-R", `${nobody}:${nobody}`, elsewhere]);
    const before = snapshot(elsewhere);
    const refused = await deploy(options(projectFor(folder.remote))).catch((error: unknown) => error);
    expect(describeFailure(refused, { lang: "en" }, {})).toEqual([
      expect.stringMatching(
        /^"en" on 127\.0\.0\.1 is a symbolic link where the site needs a file or folder of its own/,
      ),
    ]);
    expect(snapshot(elsewhere)).toEqual(before);
    expect(readdirSync(folder.local).sort()).toEqual(["en", "owner.txt"]);
  });

  it('on a server without MLST, still tells a link from a folder (LIST\'s "l") and proves files by their bytes', async () => {
    const remote = await connect({ listOnly: true });
    try {
      const folder = webFolder();
      const files = deployFiles([
        { path: "index.html", contents: page("assets/a.1.js", "home") },
        { path: "en/index.html", contents: page("assets/a.1.js", "home in English") },
        { path: "assets/a.1.js", contents: "1\n" },
      ]);
      await publish(remote, files, { folder: folder.remote });
      writeFileSync(join(folder.local, "index.html"), "changed by hand\n");
      const kept: [string, string][] = [];
      const again = await publish(remote, files, {
        folder: folder.remote,
        keepCopy: (path, contents) => {
          kept.push([path, contents.toString("utf8")]);
        },
      });
      expect(again.plan.drift).toEqual([{ path: "index.html", was: "changed", copy: "index.html" }]);
      expect(kept).toEqual([["index.html", "changed by hand\n"]]);
      expect(readFileSync(join(folder.local, "index.html"))).toEqual(Buffer.from(files[0].contents));

      const elsewhere = join(server.www, `elsewhere-${folders}`);
      mkdirSync(elsewhere);
      execFileSync("chown", ["-R", `${nobody}:${nobody}`, elsewhere]);
      execFileSync("rm", ["-r", join(folder.local, "en")]);
      symlinkSync(`../elsewhere-${folders}`, join(folder.local, "en"));
      const refused = await publish(remote, files, { folder: folder.remote }).catch((error: unknown) => error);
      expect((refused as DeployConflicts).conflicts).toEqual([{ path: "en", what: "link" }]);
      expect(readdirSync(elsewhere)).toEqual([]);
    } finally {
      await remote.close();
    }
  });

  it("refuses plain FTP without --insecure, and a certificate it cannot trust", async () => {
    const folder = webFolder();
    const plain = runSite(["deploy"], projectFor(folder.remote, "ftp"), { SITE_DEPLOY_PASSWORD: server.password });
    expect(plain.status).toBe(1);
    expect(plain.stderr).toBe(
      "protocol ftp would send your password and every page to 127.0.0.1 unencrypted (write protocol: sftp or ftps in content/site.yaml if your host offers it (IONOS and Strato do); to upload unencrypted anyway, add --insecure)\n",
    );
    // With --insecure it tries, warns, and this server insists on TLS.
    const insecure = runSite(["deploy", "--insecure"], projectFor(folder.remote, "ftp"), {
      SITE_DEPLOY_PASSWORD: server.password,
    });
    expect(insecure.status).toBe(1);
    expect(insecure.stderr).toContain(
      "warning: uploading to 127.0.0.1 over plain FTP: your password and pages travel unencrypted\n",
    );

    const untrusted = await deploy(options(projectFor(folder.remote), { tls: {} })).catch((error: unknown) => error);
    expect((untrusted as SiteError).code).toBe("DeployCertificateRefused");
    expect(readdirSync(folder.local)).toEqual(["owner.txt"]);
  });

  it("says the password is wrong in one line", () => {
    const project = projectFor(webFolder().remote);
    writeFileSync(join(project, "ca.pem"), server.certificate);
    const result = runSite(["deploy"], project, {
      SITE_DEPLOY_PASSWORD: "not the password",
      NODE_EXTRA_CA_CERTS: join(project, "ca.pem"),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `127.0.0.1 refused the login of "site": wrong password (or user name) (check the password in SITE_DEPLOY_PASSWORD or the one you typed; your host's control panel can set a new one)\n`,
    );
  });
});

/**
 * An FTPS connection whose commands about a place are paced by `pacing.now`, one at a time as the
 * deploy sends them: basic-ftp's client methods are wrapped for this one client until `restore`
 * (what a method sends on its own, RNFR and RNTO for a rename, goes with it).
 */
async function pacedFtp(pacing: { now?: Pacing }): Promise<{ remote: Remote; restore: () => void }> {
  const { Client } = await import("basic-ftp");
  const methods = Client.prototype as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const names = ["login", "send", "list", "downloadTo", "uploadFrom", "rename", "remove", "removeEmptyDir", "cd"];
  const originals = names.map((name) => methods[name]);
  let paced: unknown;
  let meeting = true;
  let depth = 0;
  for (const [index, name] of names.entries()) {
    const original = originals[index];
    methods[name] = async function (this: unknown, ...args: unknown[]) {
      if (meeting && name === "login") paced = this;
      const pace = pacing.now;
      if (this !== paced) return original.apply(this, args);
      if (depth > 0 || !pace || !isAbout(pace.place, args)) {
        depth++;
        return original.apply(this, args).finally(() => depth--);
      }
      const step = ++pace.sent;
      await pace.before(step);
      depth++;
      try {
        return await original.apply(this, args);
      } finally {
        depth--;
        pace.after(step);
      }
    };
  }
  const restore = () => {
    for (const [index, name] of names.entries()) methods[name] = originals[index];
  };
  try {
    const remote = await connect();
    meeting = false;
    return { remote, restore };
  } catch (failure) {
    restore();
    throw failure;
  }
}

describe("the lock over FTPS", () => {
  /** A web folder holding a lock a deploy of this computer left when it was killed. */
  const withStaleLock = () => {
    const folder = webFolder();
    const lock = join(folder.local, lockName);
    mkdirSync(lock);
    writeFileSync(join(lock, "holder.json"), JSON.stringify({ host: hostname(), pid: 999_999_999, since: "2026" }));
    for (const path of [lock, join(lock, "holder.json")]) chownSync(path, nobody, nobody);
    return folder;
  };

  it("is taken over by one of two deploys that find the same stale lock, wherever the other's claim and lock fall among its commands", async () => {
    const pacing: { now?: Pacing } = {};
    const { remote: b, restore } = await pacedFtp(pacing);
    const a = await connect();
    try {
      const { wrong, runs } = await everyStaleLockRace(a, b, pacing, withStaleLock);
      expect(wrong).toEqual([]);
      expect(runs).toBeGreaterThan(10);
    } finally {
      restore();
      await a.close();
      await b.close();
    }
  });

  it("is refused to a deploy that starts while another holds it, and free to it once given back, whichever command it starts at", async () => {
    const pacing: { now?: Pacing } = {};
    const { remote: a, restore } = await pacedFtp(pacing);
    const b = await connect();
    try {
      const { wrong, runs } = await everySecondDeploy(a, pacing, b, webFolder);
      expect(wrong).toEqual([]);
      expect(runs).toBeGreaterThan(5);
    } finally {
      restore();
      await a.close();
      await b.close();
    }
  });
});
