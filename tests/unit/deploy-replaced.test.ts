/**
 * What a deploy takes off the server or replaces there is kept on the server (real OpenSSH and
 * pure-ftpd on 127.0.0.1), in .site-deploy/replaced/: never lost on the word of a size and a time a
 * manifest or a file's owner can write, named in the summary, the last few deploys' files kept.
 */
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DeployOptions, deploy } from "../../cli/deploy/deploy.js";
import { deployFiles } from "../../cli/deploy/plan.js";
import { publish } from "../../cli/deploy/publish.js";
import { DeployConflicts } from "../../cli/deploy/put.js";
import { manifestName } from "../../cli/deploy/records.js";
import { replacedKept } from "../../cli/deploy/replaced.js";
import {
  connectToSsh,
  deployProject,
  type FtpsServer,
  type SshServer,
  splitKept,
  startFtpsServer,
  startSshServer,
} from "./deploy-servers.js";
import { edit, hashOf, root, runSite, snapshot } from "./helpers.js";

let ssh: SshServer;
let ftps: FtpsServer;
beforeAll(async () => {
  [ssh, ftps] = await Promise.all([startSshServer(), startFtpsServer()]);
});
afterAll(async () => {
  await Promise.all([ssh?.stop(), ftps?.stop()]);
});

let folders = 0;
/** Over SFTP the web folder is a path of this machine; over FTP, "/name" in the FTP user's space. */
function webFolder(protocol: "sftp" | "ftps"): { local: string; remote: string } {
  const name = `replaced-${++folders}`;
  const local = join(protocol === "sftp" ? ssh.www : ftps.www, name);
  mkdirSync(local);
  if (protocol === "ftps") ownedByFtp(local);
  return { local, remote: protocol === "sftp" ? local : `/${name}` };
}
/** pure-ftpd writes as Debian's "nobody": what the test puts into its folder is made that user's. */
const ownedByFtp = (path: string) => execFileSync("chown", ["-R", "65534:65534", path]);

const env = (protocol: "sftp" | "ftps", project: string): Record<string, string> =>
  protocol === "sftp"
    ? { HOME: join(project, "home"), SSH_AUTH_SOCK: "", SITE_DEPLOY_KEY: ssh.clientKey, SITE_DEPLOY_PASSWORD: "" }
    : {
        HOME: join(project, "home"),
        SITE_DEPLOY_PASSWORD: ftps.password,
        NODE_EXTRA_CA_CERTS: join(project, "ftps-ca.pem"),
      };

/** A project that deploys to a fresh web folder, deployed once. */
function deployed(protocol: "sftp" | "ftps") {
  const folder = webFolder(protocol);
  const project = deployProject(protocol === "sftp" ? ssh : ftps, protocol, folder.remote);
  writeFileSync(join(project, "ftps-ca.pem"), ftps.certificate);
  const first = runSite(["deploy"], project, env(protocol, project));
  expect(first.status, first.stderr).toBe(0);
  return { folder, project };
}

/** The server's time for a file as the deploy records it: seconds over SFTP, ISO over FTP's MLST. */
const serverTime = (protocol: "sftp" | "ftps", path: string) => {
  const seconds = Math.floor(statSync(path).mtimeMs / 1000);
  return protocol === "sftp" ? String(seconds) : new Date(seconds * 1000).toISOString();
};

describe.each(["sftp", "ftps"] as const)("a deploy over %s", (protocol) => {
  it("takes a file a forged manifest entry claims by its size and time off the site only into .site-deploy/replaced/, and names it", () => {
    const { folder, project } = deployed(protocol);
    const notes = join(folder.local, "notes.txt");
    writeFileSync(notes, "the owner's notes\n");
    if (protocol === "ftps") ownedByFtp(folder.local);
    // Written by the owner's tools or an attacker: the file's size and time, a hash that is not its bytes.
    const manifest = JSON.parse(readFileSync(join(folder.local, manifestName), "utf8"));
    manifest.files["notes.txt"] = {
      hash: "0".repeat(64),
      size: statSync(notes).size,
      time: serverTime(protocol, notes),
    };
    writeFileSync(join(folder.local, manifestName), JSON.stringify(manifest));

    const result = runSite(["deploy"], project, env(protocol, project));
    expect(result.status, result.stderr).toBe(0);
    const kept = /^deleted notes\.txt: it is kept on the server in (\.site-deploy\/replaced\/[^/\s]+)\/$/m.exec(
      result.stdout,
    )?.[1];
    expect(kept, result.stdout).toBeDefined();
    expect(readFileSync(join(folder.local, kept as string, "notes.txt"), "utf8")).toBe("the owner's notes\n");
    expect(result.stdout).toContain(
      `The files of the last ${replacedKept} deploys are kept on the server; .site-deploy/replaced/README.txt there says how to bring one back\n`,
    );
    expect(result.stdout).toMatch(/, deleted 1 file, /);
  });

  it("never replaces a page edited on the server with its length and time kept without keeping that version", () => {
    const { folder, project } = deployed(protocol);
    const page = join(folder.local, "en/index.html");
    const before = statSync(page);
    const edited = readFileSync(page, "utf8").replace("Mama Nyota", "Papa Nyota");
    writeFileSync(page, edited);
    utimesSync(page, before.atime, before.mtime);
    expect(statSync(page).size).toBe(before.size);
    // A change of the owner's that the English home page shows.
    edit(join(project, "content"), "i18n/en.yaml", /^heroSubtitle: .*$/m, "heroSubtitle: Cooked slowly, served warm");

    const result = runSite(["deploy"], project, env(protocol, project));
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(page, "utf8")).toContain("Cooked slowly, served warm");
    if (protocol === "sftp") {
      // A second name of its bytes on the server: nothing was read back.
      const kept = /^replaced en\/index\.html: the old one is kept on the server in (\S+)\/$/m.exec(result.stdout)?.[1];
      expect(readFileSync(join(folder.local, kept as string, "en/index.html"), "utf8")).toBe(edited);
    } else {
      // FTP cannot keep a second name: the file is read back, found changed, and copied to the owner's computer.
      const copy =
        /uploaded again: en\/index\.html was changed on the server since the last deploy; that version is kept in (\S+)\n/.exec(
          result.stderr,
        )?.[1];
      expect(readFileSync(join(project, copy as string), "utf8")).toBe(edited);
    }
  });
});

describe(".site-deploy/replaced/ on the server", () => {
  const sftpOptions = (project: string, extra: Partial<DeployOptions> = {}): DeployOptions => ({
    root,
    contentDir: join(project, "content"),
    outDir: join(project, "dist"),
    project,
    home: join(project, "home"),
    env: { SITE_DEPLOY_KEY: ssh.clientKey },
    ...extra,
  });

  it("on a server without hard links, proves a replaced file by its bytes and copies a changed one to the owner's computer", async () => {
    const { folder, project } = deployed("sftp");
    const page = join(folder.local, "en/index.html");
    const before = statSync(page);
    const edited = readFileSync(page, "utf8").replace("Mama Nyota", "Papa Nyota");
    writeFileSync(page, edited);
    utimesSync(page, before.atime, before.mtime);
    edit(join(project, "content"), "i18n/en.yaml", /^heroSubtitle: .*$/m, "heroSubtitle: Cooked slowly, served warm");
    const done = await deploy(sftpOptions(project, { hardlink: false }));
    const drift = done.result.plan.drift.find((entry) => entry.path === "en/index.html");
    expect(drift?.was).toBe("changed");
    expect(readFileSync(join(project, done.copies as string, "en/index.html"), "utf8")).toBe(edited);
    // The files it replaced, proven its own by their bytes, have no copy: none was needed.
    expect(done.result.kept.filter((file) => file.replaced)).toEqual([]);
  });

  it("keeps the files of the last few deploys, each in a folder named by when it began, and a README in both languages", async () => {
    const folder = webFolder("sftp").local;
    const { remote } = await connectToSsh(ssh);
    try {
      const site = (version: number) =>
        deployFiles([
          { path: "index.html", contents: `<p>home ${version}</p>\n` },
          { path: `old-${version}/index.html`, contents: `<p>a page of version ${version} only</p>\n` },
        ]);
      const deploys = replacedKept + 2;
      for (let version = 1; version <= deploys; version++) {
        const began = new Date(Date.UTC(2026, 10, 18, 11, version));
        await publish(remote, site(version), { folder, began });
      }
      const kept = readdirSync(join(folder, ".site-deploy/replaced")).sort();
      // Every deploy but the first replaced and deleted a file; the oldest of them went.
      const stamps = Array.from({ length: deploys - 1 }, (_, index) => `2026-11-18T11-0${index + 2}-00-000Z`);
      expect(kept).toEqual([...stamps.slice(-replacedKept), "README.txt"]);
      for (const stamp of stamps.slice(-replacedKept)) {
        const version = Number(stamp.slice(15, 16)) - 1;
        expect(readFileSync(join(folder, ".site-deploy/replaced", stamp, "index.html"), "utf8")).toBe(
          `<p>home ${version}</p>\n`,
        );
        expect(readdirSync(join(folder, ".site-deploy/replaced", stamp, `old-${version}`))).toEqual(["index.html"]);
      }
      const readme = readFileSync(join(folder, ".site-deploy/replaced/README.txt"), "utf8");
      expect(readme).toContain(`The files of the last ${replacedKept} deploys are kept`);
      expect(readme).toContain("Um eine Datei zurückzuholen, verschieben oder kopieren Sie sie");
    } finally {
      await remote.close();
    }
  });

  it("is never a link or a file the deploy moves into: it stops before changing anything", async () => {
    for (const [what, make] of [
      ["a link", (path: string) => symlinkSync(join(ssh.www), path)],
      ["a file", (path: string) => writeFileSync(path, "x\n")],
    ] as const) {
      const folder = webFolder("sftp").local;
      const { remote } = await connectToSsh(ssh);
      try {
        await publish(remote, deployFiles([{ path: "gone/index.html", contents: "1\n" }]), { folder });
        make(join(folder, ".site-deploy"));
        const before = snapshot(folder);
        const failure = await publish(remote, deployFiles([{ path: "index.html", contents: "2\n" }]), {
          folder,
        }).catch((error: unknown) => error);
        expect(failure, what).toBeInstanceOf(DeployConflicts);
        expect((failure as DeployConflicts).conflicts).toEqual([{ path: ".site-deploy", what: "kept-folder" }]);
        expect(snapshot(folder), what).toEqual(before);
      } finally {
        await remote.close();
        rmSync(join(folder, ".site-deploy"), { force: true });
      }
    }
  });

  it("says what is in the way in one line, in the owner's words", () => {
    const { folder, project } = deployed("sftp");
    writeFileSync(join(folder.local, ".site-deploy"), "x\n");
    edit(join(project, "content"), "i18n/en.yaml", /^heroSubtitle: .*$/m, "heroSubtitle: Cooked slowly, served warm");
    const result = runSite(["deploy"], project, env("sftp", project));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `".site-deploy" on 127.0.0.1 is not a folder: the deploy keeps there what it deletes or replaces, and moves nothing into a link or a file, so nothing was changed (delete or rename it in your host's file manager (the deploy makes the folder anew), then deploy again)\n`,
    );
  });
});

describe("what a deploy keeps", () => {
  it("is each file's own bytes: a hash of the kept copy is the hash the old file had", () => {
    const { folder, project } = deployed("sftp");
    const before = splitKept(snapshot(folder.local)).site;
    edit(join(project, "content"), "i18n/en.yaml", /^heroSubtitle: .*$/m, "heroSubtitle: Cooked slowly, served warm");
    const result = runSite(["deploy"], project, env("sftp", project));
    expect(result.status, result.stderr).toBe(0);
    const replaced = [...result.stdout.matchAll(/^replaced (\S+): the old one is kept on the server in (\S+)\/$/gm)];
    expect(replaced.length).toBeGreaterThan(0);
    for (const [, path, kept] of replaced)
      expect(hashOf(readFileSync(join(folder.local, kept, path))), path).toBe(before[path]);
  });
});
