/**
 * `site deploy` against a real OpenSSH server on 127.0.0.1: what the owner
 * sees, what ends up in the web folder, and that a visitor never meets half a
 * page or a page without its assets, whatever operation a deploy is stopped at.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { credentials } from "../../cli/deploy/credentials.js";
import { type DeployOptions, deploy } from "../../cli/deploy/deploy.js";
import { fingerprintOf, projectKnownHosts } from "../../cli/deploy/hostkeys.js";
import { type DeployFile, deployFiles } from "../../cli/deploy/plan.js";
import { publish } from "../../cli/deploy/publish.js";
import { manifestName } from "../../cli/deploy/records.js";
import type { Remote } from "../../cli/deploy/remote.js";
import { connectSftp } from "../../cli/deploy/sftp.js";
import { describeFailure, SiteError } from "../../cli/errors.js";
import {
  connectToSsh,
  deployProject,
  keptPrefix,
  type SshServer,
  splitKept,
  startSshServer,
} from "./deploy-servers.js";
import { edit, expectServable, hashOf, root, runSite, snapshot } from "./helpers.js";
import { refusedPort } from "./ports.js";

let server: SshServer;
beforeAll(async () => {
  server = await startSshServer();
});
afterAll(async () => {
  await server?.stop();
});

let folders = 0;
/** A fresh web folder on the server for one deploy target, with the owner's own files in it. */
function webFolder(ownFiles: Record<string, string> = { "owner.txt": "the owner's own file\n" }): string {
  const folder = join(server.www, `site-${++folders}`);
  mkdirSync(folder);
  for (const [path, text] of Object.entries(ownFiles)) {
    mkdirSync(join(folder, path, ".."), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

/** A copy of content/ whose site.yaml deploys to `folder` on the test server. */
function projectFor(folder: string): string {
  return deployProject(server, "sftp", folder);
}

const options = (project: string, extra: Partial<DeployOptions> = {}): DeployOptions => ({
  root,
  contentDir: join(project, "content"),
  outDir: join(project, "dist"),
  project,
  home: join(project, "home"),
  env: { SITE_DEPLOY_KEY: server.clientKey },
  ...extra,
});

/** The owner's environment for the real CLI: the test's key, a home without ~/.ssh, no agent. */
const cliEnv = (project: string, extra: Record<string, string> = {}) => ({
  HOME: join(project, "home"),
  SSH_AUTH_SOCK: "",
  SITE_DEPLOY_KEY: server.clientKey,
  SITE_DEPLOY_PASSWORD: "",
  ...extra,
});

const siteSnapshot = (files: readonly DeployFile[]) => Object.fromEntries(files.map((file) => [file.path, file.hash]));

/**
 * The folder holds exactly the site, the owner's files and the manifest, besides what deploys kept in
 * .site-deploy/: nothing half done, nothing left over.
 */
function expectExactly(folder: string, files: readonly DeployFile[], own: Record<string, string>) {
  const { [manifestName]: manifest, ...rest } = splitKept(snapshot(folder)).site;
  expect(manifest, "the manifest").toBeDefined();
  expect(rest).toEqual({ ...siteSnapshot(files), ...own });
  const folders = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .filter((path) => path !== ".site-deploy" && !path.startsWith(keptPrefix));
  const needed = new Set(
    [...files.map((file) => file.path), ...Object.keys(own)].flatMap((path) =>
      path
        .split("/")
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join("/")),
    ),
  );
  expect(
    folders.filter((path) => !needed.has(path)),
    "folders nothing needs",
  ).toEqual([]);
}

/** What a visitor could be served from `folder` between the two versions (tests/unit/helpers.ts). */
const expectServableSite = (
  folder: string,
  old: readonly DeployFile[],
  next: readonly DeployFile[],
  where: string,
  steppingAside = false,
) =>
  expectServable(folder, siteSnapshot(old), siteSnapshot(next), {
    where,
    own: snapshotOf(ownFiles),
    hiddenWork: true,
    steppingAside,
  });

class Killed extends Error {}
/** A deploy stopped before each of its operations in turn, each completed by the next run: many deploys, on a busy machine too. */
const killLoop = 600_000;

/**
 * The connection until `limit` operations have been made; then every operation fails, as after
 * a kill or a cable pulled. A write it stops leaves half the file, as a connection lost mid-upload does.
 */
function killedAfter(remote: Remote, limit: number): Remote & { calls(): number } {
  let calls = 0;
  const wrapped = { calls: () => calls } as Remote & { calls(): number };
  for (const name of Object.keys(remote) as (keyof Remote)[]) {
    const call = remote[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      if (name === "close") return call(...args);
      if (calls++ < limit) return call(...args);
      if (calls === limit + 1 && name === "write") {
        const [path, contents] = args as [string, Uint8Array];
        await remote.write(path, contents.subarray(0, Math.floor(contents.byteLength / 2)));
      }
      throw new Killed(`stopped before ${name} ${String(args[0])}`);
    };
  }
  return wrapped;
}

const page = (assets: string[], text: string) =>
  `<!DOCTYPE html><html><head>${assets.map((asset) => `<link rel="stylesheet" href="/${asset}">`).join("")}</head><body>${text}</body></html>\n`;

/** Two versions of a small site that differ in every way a deploy can meet: changed, new, gone, and kept files and folders. */
function twoSites(): [DeployFile[], DeployFile[]] {
  const old = deployFiles([
    { path: "index.html", contents: page(["assets/site.1111.css", "assets/site.1111.js"], "home, old") },
    { path: "about/index.html", contents: page(["assets/site.1111.js"], "about, old") },
    { path: "karriere/index.html", contents: page(["assets/site.1111.js"], "jobs, a page that goes") },
    { path: "en/index.html", contents: page(["assets/site.1111.css"], "home in English, kept") },
    { path: "assets/site.1111.js", contents: "console.log(1)\n" },
    { path: "assets/site.1111.css", contents: "body{color:red}\n" },
    { path: "robots.txt", contents: "User-agent: *\n" },
    { path: "_headers", contents: "/*\n  X-Version: old\n" },
    { path: ".htaccess", contents: "# old\n" },
  ]);
  const next = deployFiles([
    { path: "index.html", contents: page(["assets/site.1111.css", "assets/site.2222.js"], "home, new") },
    { path: "about/index.html", contents: page(["assets/site.2222.js"], "about, new") },
    { path: "events/2025/index.html", contents: page(["assets/site.2222.js"], "a new page in a new folder") },
    { path: "en/index.html", contents: page(["assets/site.1111.css"], "home in English, kept") },
    { path: "assets/site.2222.js", contents: "console.log(2)\n" },
    { path: "assets/site.1111.css", contents: "body{color:red}\n" },
    { path: "robots.txt", contents: "User-agent: *\n" },
    { path: "_headers", contents: "/*\n  X-Version: new\n" },
    { path: ".htaccess", contents: "# new\n" },
  ]);
  return [old, next];
}

async function connect(posixRename = true): Promise<Remote> {
  return (await connectToSsh(server, posixRename)).remote;
}

const ownFiles = { "owner.txt": "mine\n", "karriere/bewerbung.pdf": "%PDF of the owner\n" };

/** How many files the build of a project publishes: everything in dist/ but the tool's marker. */
const siteSize = (project: string) =>
  Object.keys(snapshot(join(project, "dist"))).filter((path) => path !== ".site-output").length;
// The lock a stopped run left is its own process's: the test's, which is alive. The next run is another process.
const nextProcess = { isAlive: () => false };

describe("site deploy over SFTP", () => {
  it("uploads the whole site on the first deploy, keeps the owner's files, and trusts the host's key on first use", () => {
    const folder = webFolder({ "owner.txt": "mine\n", "old-site/index.php": "<?php\n" });
    const project = projectFor(folder);
    const result = runSite(["deploy"], project, cliEnv(project));
    // The fingerprint as ssh-keygen prints it on the server, and what to compare it with.
    const onServer = execFileSync("ssh-keygen", ["-lf", server.hostKeyFile], { encoding: "utf8" });
    const [, fingerprint, type] = /^\d+ (SHA256:\S+) .* \((\w+)\)$/m.exec(onServer) ?? [];
    expect(type).toBe("ED25519");
    expect(result.stderr).toContain(
      `First connection to 127.0.0.1: its ED25519 key has the fingerprint ${fingerprint}; it is now trusted and stored in ${projectKnownHosts} (compare it with what "ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub" prints on the server, or with the fingerprint in your host's control panel or help pages;`,
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(
        `^Deployed to ${server.user}@127\\.0\\.0\\.1:${folder}: uploaded ${siteSize(project)} files \\(\\d+\\.\\d KB\\), deleted 0 files, 0 unchanged, in \\d+\\.\\d\\d s\\n$`,
      ),
    );
    const dist = snapshot(join(project, "dist"));
    delete dist[".site-output"];
    const { [manifestName]: manifest, ...uploaded } = snapshot(folder);
    expect(uploaded).toEqual({
      ...dist,
      "owner.txt": hashOf(Buffer.from("mine\n")),
      "old-site/index.php": hashOf(Buffer.from("<?php\n")),
    });
    expect(Object.keys(uploaded)).toContain(".htaccess");
    // The manifest records each file's hash and size, and the time the server gives it.
    const records = JSON.parse(readFileSync(join(folder, manifestName), "utf8")).files;
    expect(
      Object.fromEntries(Object.entries(records).map(([path, record]) => [path, (record as { hash: string }).hash])),
    ).toEqual(dist);
    expect(records["index.html"]).toEqual({
      hash: dist["index.html"],
      size: statSync(join(folder, "index.html")).size,
      time: String(Math.floor(statSync(join(folder, "index.html")).mtimeMs / 1000)),
    });
    expect(manifest).toBeDefined();
    const stored = readFileSync(join(project, projectKnownHosts), "utf8");
    expect(stored).toMatch(new RegExp(`^\\[127\\.0\\.0\\.1\\]:${server.port} ssh-ed25519 AAAA`, "m"));

    // Nothing changed: nothing goes up, and the key is not stored again. What a file manager left
    // in dist/ (here as a link to the site's settings) goes nowhere: what is uploaded is the build
    // itself, never read back from dist/.
    symlinkSync(join(project, "content/site.yaml"), join(project, "dist/.DS_Store"));
    const again = runSite(["deploy"], project, cliEnv(project));
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain(`uploaded 0 files (0.0 KB), deleted 0 files, ${siteSize(project)} unchanged`);
    expect(again.stderr).not.toContain("First connection");
    expect(existsSync(join(folder, ".DS_Store"))).toBe(false);
    expect(readFileSync(join(project, projectKnownHosts), "utf8")).toBe(stored);
  });

  it("uploads only the pages a change to buffet.yaml touches, then the manifest", async () => {
    const folder = webFolder();
    const project = projectFor(folder);
    await deploy(options(project));
    const before = snapshot(folder);
    edit(join(project, "content"), "buffet.yaml", /from: "14:00"/, 'from: "15:00"');

    const writes: string[] = [];
    const done = await deploy(
      options(project, {
        wrap: (remote) => ({
          ...remote,
          write: (path, contents, onBytes) => {
            writes.push(relative(folder, path));
            return remote.write(path, contents, onBytes);
          },
        }),
      }),
    );
    const after = splitKept(snapshot(folder)).site;
    const changed = Object.keys(after).filter((path) => after[path] !== before[path] && path !== manifestName);
    expect(changed.length).toBeGreaterThan(0);
    // The pages that show the buffet and its calendar files (named by its start, so _headers names them
    // anew); no other asset (share cards show no date).
    const touched = (path: string) => path.endsWith(".html") || path.endsWith(".ics") || path === "_headers";
    expect(changed.filter((path) => !touched(path))).toEqual([]);
    expect(done.result.plan.upload.map((file) => file.path).sort()).toEqual(changed.sort());
    expect(done.result.plan.unchanged).toBe(siteSize(project) - changed.length);
    // Each changed file once under its temporary name; besides them only the lock, the journal and the manifest.
    const temporary = (path: string) => join(path, "..", `.${path.split("/").pop()}.site-deploy-new`);
    // The README of .site-deploy/replaced/ is written with the first file the deploy keeps there.
    expect(
      writes.filter((path) => !path.startsWith(".site-deploy.lock.") && !path.startsWith(keptPrefix)).sort(),
    ).toEqual([...changed.map(temporary), temporary(".site-deploy.pending.json"), temporary(manifestName)].sort());
  });

  it("deletes a page the site no longer has, and only files an earlier deploy uploaded", async () => {
    const folder = webFolder({
      "owner.txt": "mine\n",
      "karriere/bewerbung.pdf": "the owner's\n",
      "jobs/notes.txt": "x\n",
    });
    const project = projectFor(folder);
    const siteYaml = join(project, "content/site.yaml");
    const plain = readFileSync(siteYaml, "utf8");
    writeFileSync(siteYaml, `${plain}extraPages:\n  - karriere\n  - jobs\n`);
    for (const name of ["karriere", "jobs"]) {
      for (const lang of ["de", "en", "fr"]) {
        writeFileSync(
          join(project, `content/pages/${name}.${lang}.md`),
          `---\ntitle: ${name}\ndescription: ${name} at the restaurant\n---\n\nText.\n`,
        );
      }
    }
    await deploy(options(project));
    expect(existsSync(join(folder, "jobs/index.html"))).toBe(true);
    expect(existsSync(join(folder, "en/jobs/index.html"))).toBe(true);

    writeFileSync(siteYaml, `${plain}extraPages:\n  - karriere\n`);
    for (const lang of ["de", "en", "fr"]) rmSync(join(project, `content/pages/jobs.${lang}.md`));
    const done = await deploy(options(project));
    // The page in its three languages and their share cards (one a language: each says the kitchen in its words).
    const card = expect.stringMatching(/^assets\/card\.[0-9a-f]{12}\.png$/);
    expect(done.result.plan.remove.sort()).toEqual([
      card,
      card,
      card,
      "en/jobs/index.html",
      "fr/jobs/index.html",
      "jobs/index.html",
    ]);
    expect(existsSync(join(folder, "jobs/index.html"))).toBe(false);
    // The folders of the page go with it, unless the owner keeps something there.
    expect(existsSync(join(folder, "en/jobs"))).toBe(false);
    expect(readFileSync(join(folder, "jobs/notes.txt"), "utf8")).toBe("x\n");
    expect(readFileSync(join(folder, "karriere/bewerbung.pdf"), "utf8")).toBe("the owner's\n");
    expect(existsSync(join(folder, "karriere/index.html"))).toBe(true);
    expect(readFileSync(join(folder, "owner.txt"), "utf8")).toBe("mine\n");
  });

  it("never deletes what a manifest on the server names outside the folder, nor anything it could not have uploaded", async () => {
    const folder = webFolder();
    const outside = join(server.www, `canary-${folders}.txt`);
    writeFileSync(outside, "outside the web folder\n");
    const project = projectFor(folder);
    const hash = "0".repeat(64);
    const hostile = {
      "../canary.txt": hash,
      [`../${outside.split("/").pop()}`]: hash,
      [outside]: hash,
      // Relative, so inside the folder: "deleting" it touches nothing outside.
      [outside.slice(1)]: null,
      "assets/../../x": hash,
      "a\\..\\..\\b": hash,
      "": hash,
      ".site-deploy.lock/holder.json": hash,
      "owner.txt/.": hash,
    };
    writeFileSync(join(folder, manifestName), JSON.stringify({ tool: "site deploy", version: 1, files: hostile }));
    const result = runSite(["deploy"], project, cliEnv(project));
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(outside, "utf8")).toBe("outside the web folder\n");
    expect(readFileSync(join(folder, "owner.txt"), "utf8")).toBe("the owner's own file\n");
    expect(result.stderr).toContain(
      `the server's list of uploaded files names "../canary.txt", which the tool never writes: it is left alone`,
    );
    expect(result.stdout).toMatch(/deleted 0 files,/);
    expect(existsSync(join(folder, ".site-deploy.lock")), "the lock is not touched by a listed holder.json").toBe(
      false,
    );
  });

  it("changes nothing on a dry run, and lists what a deploy would do", async () => {
    const folder = webFolder();
    const project = projectFor(folder);
    await deploy(options(project));
    edit(join(project, "content"), "i18n/en.yaml", "Order now", "Order today");
    const before = snapshot(folder);
    const dist = snapshot(join(project, "dist"));
    const result = runSite(["deploy", "--dry-run"], project, cliEnv(project));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("would upload en/index.html (");
    // "Order now" is on every English page, the 404 page too.
    const english = Object.keys(dist).filter((path) => path.startsWith("en/") && path.endsWith(".html")).length;
    expect(result.stdout).toMatch(
      new RegExp(
        `Dry run: would upload ${english} files \\(\\d+\\.\\d KB\\) and delete 0 files on .*; ${siteSize(project) - english} unchanged\\. Nothing was changed\\n$`,
      ),
    );
    expect(snapshot(folder)).toEqual(before);
    expect(snapshot(join(project, "dist")), "dist/ too").toEqual(dist);
  });

  for (const [server_, posixRename] of [
    ["OpenSSH", true],
    ["a server that cannot rename over a file", false],
  ] as const) {
    it(
      `keeps every page whole and its assets there whichever operation stops a deploy, and the next run completes it (${server_})`,
      async () => {
        const [old, next] = twoSites();
        const remote = await connect(posixRename);
        try {
          // How many operations an update makes: a stop can come before each of them.
          const counting = killedAfter(remote, Number.POSITIVE_INFINITY);
          const counted = webFolder(ownFiles);
          await publish(remote, old, { folder: counted });
          await publish(counting, next, { folder: counted });
          expectExactly(counted, next, snapshotOf(ownFiles));
          const total = counting.calls();
          expect(total).toBeGreaterThan(25);

          let waiting = 0;
          for (let limit = 0; limit < total; limit++) {
            const where = `(stopped before operation ${limit + 1} of ${total})`;
            const folder = webFolder(ownFiles);
            await publish(remote, old, { folder });
            await expect(publish(killedAfter(remote, limit), next, { folder, ...nextProcess }), where).rejects.toThrow(
              Killed,
            );
            waiting += expectServableSite(folder, old, next, where, !posixRename);
            // Every few points the run that would complete it is stopped too (if it gets that far).
            if (limit % 4 === 1) {
              await publish(killedAfter(remote, limit), next, { folder, ...nextProcess }).catch((failure) => {
                if (!(failure instanceof Killed)) throw failure;
              });
              expectServableSite(folder, old, next, `${where}, and again`, !posixRename);
            }
            const done = await publish(remote, next, { folder, ...nextProcess });
            expectExactly(folder, next, snapshotOf(ownFiles));
            expect(done.refused).toEqual([]);
            // No version lost: every old file the new site replaced or dropped is kept in .site-deploy/replaced/.
            const { kept } = splitKept(snapshot(folder));
            const gone = old.filter(
              (file) => !next.some((other) => other.path === file.path && other.hash === file.hash),
            );
            expect(
              gone.filter((file) => !kept.has(file.hash)).map((file) => file.path),
              where,
            ).toEqual([]);
          }
          // Only where the server cannot rename over a file does a file ever step aside, each for one operation.
          expect(waiting).toBe(
            posixRename
              ? 0
              : next.filter((file) => old.some((o) => o.path === file.path && o.hash !== file.hash)).length,
          );
        } finally {
          await remote.close();
        }
      },
      killLoop,
    );
  }

  it(
    "keeps every uploaded page whole with its assets when the first deploy is stopped, and the next run completes it",
    async () => {
      const [, next] = twoSites();
      const remote = await connect();
      try {
        const counting = killedAfter(remote, Number.POSITIVE_INFINITY);
        await publish(counting, next, { folder: webFolder(ownFiles) });
        for (let limit = 0; limit < counting.calls(); limit++) {
          const folder = webFolder(ownFiles);
          await expect(publish(killedAfter(remote, limit), next, { folder, ...nextProcess })).rejects.toThrow(Killed);
          expectServableSite(folder, [], next, `(first deploy stopped before operation ${limit + 1})`);
          await publish(remote, next, { folder, ...nextProcess });
          expectExactly(folder, next, snapshotOf(ownFiles));
        }
      } finally {
        await remote.close();
      }
    },
    killLoop,
  );

  it("uploads a large file in pieces, reporting its progress", async () => {
    const folder = webFolder();
    const big = Buffer.alloc(24 * 1024 * 1024, 7);
    const files = deployFiles([
      { path: "assets/big.bin", contents: big },
      { path: "index.html", contents: page(["assets/big.bin"], "big") },
    ]);
    const reports: number[] = [];
    const remote = await connect();
    try {
      const done = await publish(remote, files, {
        folder,
        onProgress: (progress) => reports.push(progress.bytes),
      });
      expect(done.uploadedBytes).toBe(big.length + files[1].contents.byteLength);
    } finally {
      await remote.close();
    }
    expect(hashOf(readFileSync(join(folder, "assets/big.bin")))).toBe(files[0].hash);
    // A report per 256 KB piece, never going back.
    expect(reports.length).toBeGreaterThan(90);
    expect(reports).toEqual([...reports].sort((a, b) => a - b));
  });

  it("says the connection was lost when it drops mid-upload, and the next deploy finishes", async () => {
    const folder = webFolder();
    const project = projectFor(folder);
    let calls = 0;
    const failure = await deploy(
      options(project, {
        wrap: (remote) => ({
          ...remote,
          write: async (path, contents, onBytes) => {
            // The twelfth file: the connection goes while it is being written.
            if (++calls === 12) await remote.close();
            return remote.write(path, contents, onBytes);
          },
        }),
      }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteError);
    expect((failure as SiteError).code).toBe("DeployConnectionLost");
    expect((failure as SiteError).texts("en")).toEqual({
      message: "the connection to 127.0.0.1 was lost during the deploy",
      hint: "every page online is still whole, old or new; run node cli deploy again to finish",
      // In the editor, which has no terminal command to give.
      formHint: "every page online is still whole, old or new; publish again to finish",
    });
    // The lock the lost connection could not give back is this computer's, from a process that has ended.
    const done = await deploy(options(project, nextProcess));
    expect(done.result.completed.length).toBe(siteSize(project));
    const dist = snapshot(join(project, "dist"));
    delete dist[".site-output"];
    expectExactly(
      folder,
      deployFiles(Object.keys(dist).map((path) => ({ path, contents: readFileSync(join(project, "dist", path)) }))),
      { "owner.txt": hashOf(Buffer.from("the owner's own file\n")) },
    );
  });

  it("refuses to deploy while another deploy holds the folder, and takes over a lock whose process has ended", async () => {
    const folder = webFolder();
    const project = projectFor(folder);
    mkdirSync(join(folder, ".site-deploy.lock"));
    writeFileSync(
      join(folder, ".site-deploy.lock/holder.json"),
      JSON.stringify({ host: "laptop-of-the-cook", pid: 4242, since: "2025-11-02T13:00:00.000Z" }),
    );
    const busy = runSite(["deploy"], project, cliEnv(project));
    expect(busy.status).toBe(1);
    expect(busy.stderr.split("\n").at(-2)).toBe(
      `another deploy (laptop-of-the-cook, pid 4242, since 2025-11-02T13:00:00.000Z) is uploading to "${folder}" right now (wait until it has finished, then deploy again; a deploy stopped on another computer (a cancelled CI run, say) leaves its lock, which the next deploy takes over once it has been silent for 15 minutes)`,
    );
    expect(readdirSync(folder).sort()).toEqual([".site-deploy.lock", "owner.txt"]);

    // Left by a deploy from this computer whose process has ended: taken over.
    writeFileSync(
      join(folder, ".site-deploy.lock/holder.json"),
      JSON.stringify({
        host: (await import("node:os")).hostname(),
        pid: 999_999_999,
        since: "2025-11-02T13:00:00.000Z",
      }),
    );
    const result = runSite(["deploy"], project, cliEnv(project));
    expect(result.status, result.stderr).toBe(0);
    expect(existsSync(join(folder, ".site-deploy.lock"))).toBe(false);
  });

  it("runs one of two deploys started at once and refuses the other", async () => {
    const folder = webFolder();
    const project = projectFor(folder);
    const outcomes = await Promise.allSettled([
      deploy(options(project)),
      deploy(options(project, { outDir: join(project, "dist2") })),
    ]);
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    // Either they took turns (one had finished before the other looked) or one was refused.
    for (const outcome of refused)
      expect(((outcome as PromiseRejectedResult).reason as SiteError).code).toBe("DeployBusy");
    expect(outcomes.some((outcome) => outcome.status === "fulfilled")).toBe(true);
    expect(existsSync(join(folder, ".site-deploy.lock"))).toBe(false);
  });

  it("names a remote folder that does not exist, and a host that does not answer", async () => {
    const project = projectFor(join(server.www, "no-such-folder"));
    const missing = runSite(["deploy"], project, cliEnv(project));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(
      `the folder "${join(server.www, "no-such-folder")}" does not exist on 127.0.0.1 (create it in your host's file manager, or correct deploy: folder in content/site.yaml`,
    );

    const closed = refusedPort;
    edit(join(project, "content"), "site.yaml", `port: ${server.port}`, `port: ${closed}`);
    const unreachable = runSite(["deploy"], project, cliEnv(project));
    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr).toMatch(
      new RegExp(`^cannot reach 127\\.0\\.0\\.1 on port ${closed} \\(ECONNREFUSED\\) \\(check deploy: host and port`),
    );
  });

  it("waits for the owner to type the password, however long, and gives up on a host that never answers", async () => {
    const target = { host: "127.0.0.1", port: server.port, user: server.user };
    // The connection's clock is the test's: it moves only while the owner types, by a whole minute,
    // twenty times the time the tool waits for the host. Everything else takes as long as it takes.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const slowPrompt = async () => {
      vi.advanceTimersByTime(60_000);
      return "typed slowly, and wrong";
    };
    const secrets = credentials({ env: {}, home: "/nonexistent", question: "", prompt: slowPrompt });
    const typed = await connectSftp(target, {
      credentials: secrets,
      knownHosts: [],
      trust: () => "",
      timeoutMs: 3_000,
    })
      .catch((error: unknown) => error)
      .finally(() => vi.useRealTimers());
    expect((typed as SiteError).code).toBe("DeployLoginFailed");

    const silent = (await import("node:net")).createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const mute = await connectSftp(
        { ...target, port },
        { credentials: secrets, knownHosts: [], trust: () => "", timeoutMs: 300 },
      ).catch((error: unknown) => error);
      expect((mute as SiteError).texts("en").message).toBe(`cannot reach 127.0.0.1 on port ${port} (ETIMEDOUT)`);
    } finally {
      silent.close();
    }
  });

  it("says the password is wrong in one line, in English and German", () => {
    const project = projectFor(webFolder());
    const env = cliEnv(project, { SITE_DEPLOY_KEY: "", SITE_DEPLOY_PASSWORD: "not the password" });
    const english = runSite(["deploy"], project, env);
    expect(english.status).toBe(1);
    expect(english.stderr).toBe(
      `127.0.0.1 refused the login of "${server.user}": wrong password (or user name) (check the password in SITE_DEPLOY_PASSWORD or the one you typed; your host's control panel can set a new one)\n`,
    );
    const german = runSite(["deploy"], project, { ...env, SITE_LANG: "de" });
    expect(german.stderr).toBe(
      `127.0.0.1 hat die Anmeldung von "${server.user}" abgelehnt: falsches Passwort (oder falscher Benutzername) (prüfen Sie das Passwort in SITE_DEPLOY_PASSWORD oder das eingetippte; im Kundenbereich Ihres Hosters können Sie ein neues setzen)\n`,
    );
    const none = runSite(["deploy"], project, cliEnv(project, { SITE_DEPLOY_KEY: "" }));
    expect(none.stderr).toContain(
      "no key it accepts, and no password was given (set the password in the environment variable SITE_DEPLOY_PASSWORD",
    );
  });

  it("shows a new host's fingerprint and asks to trust it before any password is asked", async () => {
    const target = { host: "127.0.0.1", port: server.port, user: server.user };
    const asked: string[] = [];
    const secrets = credentials({
      env: {},
      home: "/nonexistent",
      question: "",
      prompt: async () => {
        asked.push("password");
        return "not the password";
      },
    });
    const onServer = execFileSync("ssh-keygen", ["-lf", server.hostKeyFile], { encoding: "utf8" });
    const connect = (answer: boolean) =>
      connectSftp(target, {
        credentials: secrets,
        knownHosts: [],
        trust: () => {
          asked.push("stored");
          return "";
        },
        confirmKey: async (key) => {
          asked.push(`fingerprint ${key.fingerprint} ${key.type}`);
          return answer;
        },
      }).catch((error: unknown) => error as SiteError);
    const fingerprint = /SHA256:\S+/.exec(onServer)?.[0];
    // Not trusted: nothing is sent, no password is asked, nothing is stored.
    const refused = await connect(false);
    expect(asked).toEqual([`fingerprint ${fingerprint} ED25519`]);
    expect((refused as SiteError).texts("en").message).toBe(
      `127.0.0.1 was not trusted (fingerprint ${fingerprint}): nothing was sent, no password asked`,
    );
    // Trusted: then, and only then, the password.
    asked.length = 0;
    const wrong = await connect(true);
    expect(asked).toEqual([`fingerprint ${fingerprint} ED25519`, "password"]);
    expect((wrong as SiteError).code).toBe("DeployLoginFailed");
  });

  it("shows the fingerprint at the terminal and asks before any password, in German", () => {
    const folder = webFolder();
    const project = projectFor(folder);
    mkdirSync(join(project, "home"), { recursive: true });
    const fingerprint = /SHA256:\S+/.exec(
      execFileSync("ssh-keygen", ["-lf", server.hostKeyFile], { encoding: "utf8" }),
    )?.[0];
    // A real terminal (script(1) gives the command one), as the owner types into it: "n".
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(root, "cli/bin.js"))} deploy --dry-run`;
    const answered = spawnSync("script", ["-qec", command, "/dev/null"], {
      cwd: project,
      input: "n\n",
      encoding: "utf8",
      env: {
        ...process.env,
        ...cliEnv(project, { SITE_DEPLOY_KEY: "", SITE_LANG: "de", SITE_NOW: "2026-11-18T12:00:00+01:00" }),
      },
    });
    const output = answered.stdout.replace(/\r/g, "");
    expect(output).toContain(
      `Erste Verbindung zu 127.0.0.1: er zeigt seinen ED25519-Schlüssel mit dem Fingerabdruck ${fingerprint} (vergleichen Sie ihn`,
    );
    expect(output).toContain("Ist es derselbe Fingerabdruck? 127.0.0.1 vertrauen und weitermachen? [j/N]");
    expect(output).toContain(
      `127.0.0.1 wurde nicht vertraut (Fingerabdruck ${fingerprint}): nichts wurde gesendet, kein Passwort abgefragt`,
    );
    expect(output).not.toContain("Passwort für");
    expect(existsSync(join(project, projectKnownHosts))).toBe(false);
  });

  it("says at once that site.yaml names no host, before building or checking anything", () => {
    const project = projectFor(webFolder());
    const site = join(project, "content/site.yaml");
    writeFileSync(site, readFileSync(site, "utf8").replace(/^deploy:[\s\S]*$/m, ""));
    // A mistake the build would find: not reached, nor is dist/ made.
    edit(join(project, "content"), "buffet.yaml", '"2026-12-06"', '"2026-11-31"');
    const result = runSite(["deploy"], project, cliEnv(project));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      "content/site.yaml does not say where to deploy the site (add a deploy: section with protocol, host, user and folder from your host's access data (the commented example at the end of site.yaml shows it))\n",
    );
    expect(existsSync(join(project, "dist"))).toBe(false);
  });

  it("trusts a key ~/.ssh/known_hosts lists for the host, and refuses another key of that type there", async () => {
    const folder = webFolder();
    const project = projectFor(folder);
    const stored = join(project, projectKnownHosts);
    const first = await deploy(options(project));
    expect(first.result.plan.upload.length).toBe(siteSize(project));
    const line = readFileSync(stored, "utf8")
      .split("\n")
      .find((text) => text.startsWith("["));
    // The user's own known_hosts, hashed as ssh-keygen -H writes it.
    const salt = Buffer.from("0123456789abcdef0123");
    const name = `[127.0.0.1]:${server.port}`;
    const hashed = `|1|${salt.toString("base64")}|${createHmac("sha1", salt).update(name).digest("base64")}`;
    const other = join(project, "other");
    mkdirSync(join(other, "home/.ssh"), { recursive: true });
    writeFileSync(join(other, "home/.ssh/known_hosts"), `${hashed} ${line?.split(" ").slice(1).join(" ")}\n`);
    const known = await deploy(options(project, { home: join(other, "home"), project: other }));
    expect(known.result.plan.upload.length).toBe(0);
    expect(existsSync(join(other, projectKnownHosts)), "nothing stored: the user's file knew the host").toBe(false);

    const wrongKey = Buffer.concat([
      Buffer.from([0, 0, 0, 11]),
      Buffer.from("ssh-ed25519"),
      Buffer.from([0, 0, 0, 32]),
      Buffer.alloc(32, 7),
    ]);
    writeFileSync(join(other, "home/.ssh/known_hosts"), `${name} ssh-ed25519 ${wrongKey.toString("base64")}\n`);
    const refused = await deploy(options(project, { home: join(other, "home"), project: other })).catch(
      (error: unknown) => error,
    );
    expect((refused as SiteError).code).toBe("DeployHostKeyChanged");
    expect((refused as SiteError).texts("en").message).toContain(`~/.ssh/known_hosts has ${fingerprintOf(wrongKey)}`);
  });

  // Last: the server has another key from here on.
  it("refuses a host whose key changed since the first deploy, explaining what to do, and sends nothing", async () => {
    const folder = webFolder();
    const project = projectFor(folder);
    expect(runSite(["deploy"], project, cliEnv(project)).status).toBe(0);
    const before = snapshot(folder);
    const knownHosts = readFileSync(join(project, projectKnownHosts), "utf8");
    const expected = /SHA256:\S+/.exec(knownHosts)?.[0];
    edit(join(project, "content"), "buffet.yaml", /from: "14:00"/, 'from: "15:00"');
    await server.changeHostKey();

    const result = runSite(["deploy"], project, cliEnv(project));
    expect(result.status).toBe(1);
    const [line, ...rest] = result.stderr.split("\n");
    expect(rest).toEqual([""]);
    expect(line).toMatch(
      new RegExp(
        `^the SSH key of 127\\.0\\.0\\.1 has changed: \\.site-deploy/known_hosts has ${expected?.replace(/[+/]/g, "\\$&")}, the server now shows SHA256:\\S+; nothing was sent \\(someone may be intercepting the connection\\. Ask your host whether they changed the server's key; only if they confirm, delete the lines for 127\\.0\\.0\\.1 in \\.site-deploy/known_hosts and deploy again\\)$`,
      ),
    );
    expect(snapshot(folder)).toEqual(before);
    expect(readFileSync(join(project, projectKnownHosts), "utf8"), "the stored key stays").toBe(knownHosts);
  });
});

describe("what site deploy may touch on the server (SFTP)", () => {
  it("deletes nothing a manifest lists that it cannot prove it wrote, names each in one line, and removes only folders it made", () => {
    const folder = webFolder({ "owner-file.txt": "mine\n", "keep/notes.txt": "notes\n" });
    const project = projectFor(folder);
    // Listed by hand, by another tool, or left from another site: recorded hashes that are not these bytes.
    const manifest = {
      tool: "site deploy",
      version: 2,
      files: {
        "owner-file.txt": { hash: "1".repeat(64), size: 5, time: "1700000000" },
        "keep/notes.txt": { hash: "2".repeat(64), size: 6 },
      },
      folders: ["keep"],
    };
    writeFileSync(join(folder, manifestName), JSON.stringify(manifest));
    const result = runSite(["deploy"], project, cliEnv(project));
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(join(folder, "owner-file.txt"), "utf8")).toBe("mine\n");
    expect(readFileSync(join(folder, "keep/notes.txt"), "utf8")).toBe("notes\n");
    for (const path of ["owner-file.txt", "keep/notes.txt"]) {
      expect(result.stderr).toContain(
        `left in place: ${path}, listed as uploaded by site deploy, but not as it was uploaded (changed on the server since, or never uploaded)\n`,
      );
    }
    expect(result.stdout).toMatch(/deleted 0 files,/);

    // The same in the manifest of the first version, which recorded hashes only: the bytes are read back.
    writeFileSync(
      join(folder, manifestName),
      JSON.stringify({ tool: "site deploy", version: 1, files: { "owner-file.txt": "3".repeat(64) } }),
    );
    const again = runSite(["deploy"], project, cliEnv(project));
    expect(again.status, again.stderr).toBe(0);
    expect(readFileSync(join(folder, "owner-file.txt"), "utf8")).toBe("mine\n");
  });

  it("refuses a linked folder and a linked file where pages go, writes nothing through them, and replaces only the links when told to", () => {
    const folder = webFolder();
    const elsewhere = join(server.www, `elsewhere-${folders}`);
    mkdirSync(elsewhere);
    writeFileSync(join(elsewhere, "index.html"), "another site's home\n");
    writeFileSync(join(elsewhere, "secret.txt"), "not the site's\n");
    symlinkSync(elsewhere, join(folder, "en"));
    symlinkSync(join(elsewhere, "secret.txt"), join(folder, "robots.txt"));
    const project = projectFor(folder);
    const before = snapshot(elsewhere);
    const refused = runSite(["deploy"], project, cliEnv(project));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `"en" on 127.0.0.1 is a symbolic link where the site needs a file or folder of its own: the deploy never writes through a link, so nothing was changed (delete or rename the link in your host's file manager, or run node cli deploy --replace-links to replace the link itself (what it points to stays untouched))\n`,
    );
    expect(refused.stderr).toContain(`"robots.txt" on 127.0.0.1 is a symbolic link`);
    expect(snapshot(elsewhere)).toEqual(before);
    expect(readdirSync(folder).sort()).toEqual(["en", "owner.txt", "robots.txt"]);

    const replaced = runSite(["deploy", "--replace-links"], project, cliEnv(project));
    expect(replaced.status, replaced.stderr).toBe(0);
    expect(replaced.stderr).toContain("replaced the link en (what it pointed to is untouched)\n");
    expect(snapshot(elsewhere), "nothing written where the links pointed").toEqual(before);
    expect(lstatSync(join(folder, "en")).isDirectory()).toBe(true);
    expect(lstatSync(join(folder, "robots.txt")).isFile()).toBe(true);
    const dist = snapshot(join(project, "dist"));
    delete dist[".site-output"];
    const { [manifestName]: _manifest, ...online } = snapshot(folder);
    expect(online).toEqual({ ...dist, "owner.txt": hashOf(Buffer.from("the owner's own file\n")) });
  });

  it("refuses a link inside a folder it made, and deletes nothing through a link a manifest's path passes", async () => {
    const folder = webFolder();
    const project = projectFor(folder);
    await deploy(options(project));
    const elsewhere = join(server.www, `elsewhere-${folders}`);
    mkdirSync(elsewhere);
    writeFileSync(join(elsewhere, "index.html"), "another site's page\n");
    // A page's folder replaced by a link: the manifest's path now leads through it.
    rmSync(join(folder, "en/about"), { recursive: true });
    symlinkSync(elsewhere, join(folder, "en/about"));
    const before = snapshot(elsewhere);
    const failure = await deploy(options(project)).catch((error: unknown) => error);
    expect(describeFailure(failure, { lang: "en" }, {})).toEqual([
      expect.stringMatching(/^"en\/about" on 127\.0\.0\.1 is a symbolic link where the site needs/),
    ]);
    expect(snapshot(elsewhere)).toEqual(before);
  });

  it("uploads again what was changed or deleted on the server since the last deploy, says so, and keeps a copy of what it replaces", async () => {
    const folder = webFolder();
    const project = projectFor(folder);
    await deploy(options(project));
    const built = snapshot(folder);
    writeFileSync(join(folder, "en/index.html"), "<p>fixed by hand on the server</p>\n");
    rmSync(join(folder, "about/index.html"));
    // Same bytes, another time: proven by reading it back, not uploaded.
    const touched = new Date(Date.now() + 60_000);
    utimesSync(join(folder, "robots.txt"), touched, touched);

    const result = runSite(["deploy"], project, cliEnv(project));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /: uploaded 2 files \(\d+\.\d KB\), 2 of them again because the server had lost or changed them, deleted 0 files, \d+ unchanged, in /,
    );
    expect(result.stderr).toContain("uploaded again: about/index.html was missing on the server\n");
    const copy =
      /uploaded again: en\/index\.html was changed on the server since the last deploy; that version is kept in (\S+)\n/.exec(
        result.stderr,
      )?.[1];
    expect(copy).toMatch(/^\.site-deploy\/replaced\/[^/]+\/en\/index\.html$/);
    expect(readFileSync(join(project, copy as string), "utf8")).toBe("<p>fixed by hand on the server</p>\n");
    const { [manifestName]: _before, ...was } = built;
    const { [manifestName]: _after, ...now } = splitKept(snapshot(folder)).site;
    expect(now).toEqual(was);
    // The next deploy finds everything as recorded, the touched file with its new time.
    const again = runSite(["deploy"], project, cliEnv(project));
    expect(again.stdout).toMatch(/: uploaded 0 files \(0\.0 KB\), deleted 0 files, /);
    expect(again.stderr).toBe("");
  });

  it("replaces the owner's old site where the new one needs its files, keeping a copy of each", () => {
    const folder = webFolder({ "index.html": "<p>the old site</p>\n", ".htaccess": "DirectoryIndex index.php\n" });
    const project = projectFor(folder);
    const result = runSite(["deploy", "--dry-run"], project, cliEnv(project));
    expect(result.stdout).toContain(
      "would replace index.html: it is on the server but not uploaded by site deploy (a copy would be kept in .site-deploy/replaced/)\n",
    );
    expect(readFileSync(join(folder, "index.html"), "utf8")).toBe("<p>the old site</p>\n");
    const done = runSite(["deploy"], project, cliEnv(project));
    expect(done.status, done.stderr).toBe(0);
    const kept =
      /replaced: \.htaccess was on the server but not uploaded by site deploy; that version is kept in (\S+)\n/.exec(
        done.stderr,
      )?.[1];
    expect(readFileSync(join(project, kept as string), "utf8")).toBe("DirectoryIndex index.php\n");
    expect(readFileSync(join(project, (kept as string).replace(/\.htaccess$/, "index.html")), "utf8")).toBe(
      "<p>the old site</p>\n",
    );
  });

  it("writes nothing through a link left at its temporary names or its lock", async () => {
    const folder = webFolder();
    const project = projectFor(folder);
    await deploy(options(project));
    const outside = join(server.www, `outside-${folders}`);
    mkdirSync(outside);
    writeFileSync(join(outside, "target.html"), "not the site's\n");
    writeFileSync(join(outside, "holder.json"), JSON.stringify({ host: hostname(), pid: 999_999_999 }));
    const before = snapshot(outside);
    // Where the next deploy stages the changed English home page.
    symlinkSync(join(outside, "target.html"), join(folder, "en/.index.html.site-deploy-new"));
    edit(join(project, "content"), "i18n/en.yaml", "Order now", "Order today");
    const done = await deploy(options(project));
    expect(done.result.plan.upload.map((file) => file.path)).toContain("en/index.html");
    expect(snapshot(outside)).toEqual(before);
    expect(readFileSync(join(folder, "en/index.html"), "utf8")).toContain("Order today");
    expect(existsSync(join(folder, "en/.index.html.site-deploy-new"))).toBe(false);

    // A lock that is a link, to a folder whose holder.json names this computer and a process long gone.
    symlinkSync(outside, join(folder, ".site-deploy.lock"));
    edit(join(project, "content"), "i18n/en.yaml", "Order today", "Order now");
    const refused = await deploy(options(project, nextProcess)).catch((error: unknown) => error);
    expect(describeFailure(refused, { lang: "en" }, {})[0]).toMatch(
      /^"\.site-deploy\.lock" on 127\.0\.0\.1 is a symbolic link/,
    );
    expect(snapshot(outside)).toEqual(before);
  });

  it("shows the fingerprint on first use in German too, and in GitHub Actions trusts no key it meets first", () => {
    const folder = webFolder();
    const project = projectFor(folder);
    const onServer = execFileSync("ssh-keygen", ["-lf", server.hostKeyFile], { encoding: "utf8" });
    const fingerprint = /SHA256:\S+/.exec(onServer)?.[0];
    const ci = runSite(["deploy"], project, cliEnv(project, { GITHUB_ACTIONS: "true", GITHUB_WORKSPACE: project }));
    expect(ci.status).toBe(1);
    expect(ci.stderr).toBe(
      `127.0.0.1 shows the ED25519 key ${fingerprint}, which no known_hosts file lists; in CI no key is trusted on first use, so nothing was sent (deploy once from your computer (it shows the fingerprint to compare) and commit .site-deploy/known_hosts, or store the server's known_hosts line in the secret SITE_DEPLOY_KNOWN_HOSTS)\n`,
    );
    expect(ci.stdout).toMatch(/^::error::127\.0\.0\.1 shows the ED25519 key SHA256:/m);
    expect(existsSync(join(project, projectKnownHosts))).toBe(false);
    expect(readdirSync(folder)).toEqual(["owner.txt"]);

    const german = runSite(["deploy", "--dry-run"], project, cliEnv(project, { SITE_LANG: "de" }));
    expect(german.status, german.stderr).toBe(0);
    expect(german.stderr).toContain(
      `Erste Verbindung zu 127.0.0.1: sein ED25519-Schlüssel hat den Fingerabdruck ${fingerprint}; er gilt jetzt als vertrauenswürdig und steht in .site-deploy/known_hosts (vergleichen Sie ihn mit der Ausgabe von "ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub" auf dem Server oder mit dem Fingerabdruck im Kundenbereich`,
    );
    // Committed with the project, the stored key is what CI trusts.
    const again = runSite(["deploy", "--dry-run"], project, cliEnv(project, { GITHUB_ACTIONS: "true" }));
    expect(again.status, again.stderr).toBe(0);
  });

  it("reads no manifest larger than any deploy writes, nor one that is a link, and deletes nothing it names", () => {
    const folder = webFolder();
    const project = projectFor(folder);
    writeFileSync(join(folder, manifestName), Buffer.alloc(17 * 1024 * 1024, 32));
    const result = runSite(["deploy", "--dry-run"], project, cliEnv(project));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain("warning: .site-deploy.json on the server cannot be read");
    expect(result.stdout).toMatch(/and delete 0 files on/);

    // A manifest that is a link to a list elsewhere is not followed either.
    const elsewhere = join(server.www, `list-${folders}.json`);
    const listed = { "owner.txt": { hash: hashOf(Buffer.from("the owner's own file\n")), size: 21 } };
    writeFileSync(elsewhere, JSON.stringify({ tool: "site deploy", version: 2, files: listed, folders: [] }));
    rmSync(join(folder, manifestName));
    symlinkSync(elsewhere, join(folder, manifestName));
    const linked = runSite(["deploy", "--dry-run"], project, cliEnv(project));
    expect(linked.stderr).toContain("warning: .site-deploy.json on the server cannot be read");
    expect(linked.stdout).not.toContain("would delete owner.txt");
  });
});

describe("the gate before anything is uploaded", () => {
  it("runs every check site check runs, and uploads nothing while one fails", () => {
    const folder = webFolder();
    const project = projectFor(folder);
    const content = join(project, "content");
    // Links the build takes but the check finds lead nowhere: parts of the page that are not there, twice.
    edit(content, "pages/about.en.md", /\n$/, "\nSee [our offers](#angebote) and [our jobs](#jobs).\n");
    const checked = runSite(["check"], project, cliEnv(project));
    expect(checked.status).toBe(1);
    const result = runSite(["deploy"], project, cliEnv(project));
    expect(result.status).toBe(1);
    const problems = (text: string) => text.split("\n").filter((line) => /^en\/.*:\d+:\d+ /.test(line));
    expect(problems(result.stderr)).toEqual(problems(checked.stderr));
    expect(result.stderr).toMatch(/en\/about\/index\.html:\d+:\d+ link to "#angebote" has no target on this page/);
    expect(result.stderr).toMatch(/en\/about\/index\.html:\d+:\d+ link to "#jobs" has no target on this page/);
    expect(result.stderr).toMatch(
      /\nnothing was uploaded: 2 problems that node cli check also finds \(correct the lines above/,
    );
    expect(readdirSync(folder)).toEqual(["owner.txt"]);
    expect(existsSync(join(project, projectKnownHosts)), "not even connected").toBe(false);
  });

  it("shows a warning that changes what visitors read before uploading, and publishes only once confirmed", async () => {
    const folder = webFolder();
    const project = projectFor(folder);
    edit(join(project, "content"), "i18n/en.yaml", "reserve: Book a table", "reserve: Book a table #1 in Berlin");
    const refused = runSite(["deploy"], project, cliEnv(project));
    expect(refused.status).toBe(1);
    const lines = refused.stderr.trim().split("\n");
    expect(lines[0]).toMatch(/^content\/i18n\/en\.yaml:\d+:\d+ warning: reserve: the text from " #" on is left out/);
    expect(lines.at(-1)).toBe(
      "nothing was uploaded: the warning above changes what visitors read (correct the content and deploy again; to publish it as it is, confirm in a terminal or add --yes)",
    );
    expect(readdirSync(folder)).toEqual(["owner.txt"]);

    const asked: string[][] = [];
    const declined = await deploy(
      options(project, {
        confirm: async (warnings) => {
          asked.push(warnings.map((warning) => warning.code));
          return false;
        },
      }),
    ).catch((error: unknown) => error);
    expect((declined as SiteError).code).toBe("DeployWarningsNotConfirmed");
    expect(asked).toEqual([["TextCutByComment"]]);
    expect(readdirSync(folder)).toEqual(["owner.txt"]);
    await deploy(options(project, { confirm: async () => true }));
    expect(existsSync(join(folder, "en/index.html"))).toBe(true);

    edit(join(project, "content"), "i18n/en.yaml", "reserve: Book a table #1 in Berlin", "reserve: Book a table #2");
    const yes = runSite(["deploy", "--yes"], project, cliEnv(project));
    expect(yes.status, yes.stderr).toBe(0);
    expect(yes.stderr).toMatch(/warning: reserve: the text from " #" on is left out/);
  });

  it("stops on a buffet that is over too, and asks at a terminal: y publishes, anything else does not", () => {
    const folder = webFolder();
    const project = projectFor(folder);
    // Later than every shipped buffet: the site would show none.
    const later = { SITE_NOW: "2027-06-01T12:00:00+02:00" };
    const stale = runSite(["deploy"], project, cliEnv(project, later));
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/^warning: every buffet in buffet\.yaml is over/m);
    expect(stale.stderr).toContain("nothing was uploaded: the warning above changes what visitors read");
    expect(readdirSync(folder)).toEqual(["owner.txt"]);

    // A terminal, as the owner has one: script(1) gives the command a pseudo-terminal and types the answer.
    const atTerminal = (answer: string) =>
      spawnSync("script", ["-qec", `"${process.execPath}" "${join(root, "cli/bin.js")}" deploy`, "/dev/null"], {
        cwd: project,
        input: answer,
        encoding: "utf8",
        env: { ...process.env, SITE_LANG: "en", GITHUB_ACTIONS: "", ...cliEnv(project, later) },
      });
    const declined = atTerminal("n\n");
    expect(declined.stdout).toContain("The warning above changes what visitors read. Publish anyway? [y/N] ");
    expect(declined.stdout).toContain("nothing was uploaded");
    expect(readdirSync(folder)).toEqual(["owner.txt"]);
    // The host is known by now (a dry run without a terminal stored its key): only the warning is asked.
    expect(runSite(["deploy", "--dry-run"], project, cliEnv(project, later)).status).toBe(0);
    const confirmed = atTerminal("y\n");
    expect(confirmed.stdout).toMatch(/Deployed to .*: uploaded \d+ files/);
    expect(existsSync(join(folder, "index.html"))).toBe(true);
  });
});

function snapshotOf(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([path, text]) => [path, hashOf(Buffer.from(text))]));
}
