/**
 * The deploy's decisions as plain values, no server: which paths it may ever
 * delete, what it uploads and in which order, how an interrupted deploy is
 * read back, how host keys are judged, and how the server's failures and the
 * deploy: section's mistakes read to the owner.
 */
import { createHmac } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../cli/content/load.js";
import { isRemoteFolder } from "../../cli/content/schemas/deploy.js";
import { explain } from "../../cli/deploy/deploy.js";
import { checkHostKey, fingerprintOf, withHostKey } from "../../cli/deploy/hostkeys.js";
import {
  deployFiles,
  foldersLeftBy,
  isDeployablePath,
  knownUploads,
  manifestText,
  pendingText,
  planDeploy,
  readRecords,
} from "../../cli/deploy/plan.js";
import { LockBusy } from "../../cli/deploy/publish.js";
import { RemoteError } from "../../cli/deploy/remote.js";
import { describeFailure, SiteError } from "../../cli/errors.js";
import { contentForTest, positionOf } from "./helpers.js";

const hash = (n: number) => String(n).repeat(64).slice(0, 64);

describe("the paths a deploy may own", () => {
  it("are plain relative paths of the build's kind, never outside the folder nor the deploy's own files", () => {
    for (const path of ["index.html", "en/about/index.html", ".htaccess", "_headers", "assets/site.1af796e866.js"]) {
      expect(isDeployablePath(path), path).toBe(true);
    }
    for (const path of [
      "",
      "/etc/passwd",
      "../../etc/passwd",
      "assets/../../x",
      "a/./b",
      "a//b",
      "a/",
      "a\\..\\b",
      "C:/x",
      "~root/.ssh",
      "a b.html",
      "nul\u0000.html",
      ".site-deploy.json",
      ".site-deploy.lock/holder.json",
      "about/.index.html.site-deploy-new",
      "about/.index.html.site-deploy-old",
      "x".repeat(1025),
    ]) {
      expect(isDeployablePath(path), JSON.stringify(path)).toBe(false);
    }
  });

  it("live in a remote folder that is named: / (the web space itself), absolute or relative, never empty or with ..", () => {
    for (const folder of ["/", "/htdocs", "htdocs/site", "/var/www/mama-nyota/"])
      expect(isRemoteFolder(folder), folder).toBe(true);
    for (const folder of ["", " ", "//", "/htdocs/../..", "./", "a\\b", " /htdocs", "/a//b", "/a/./b", "a\nb"]) {
      expect(isRemoteFolder(folder), JSON.stringify(folder)).toBe(false);
    }
  });

  it("are refused from a manifest on the server, which is otherwise read as it was written", () => {
    const manifest = JSON.stringify({
      tool: "site deploy",
      version: 1,
      files: { "index.html": hash(1), "../../etc/passwd": hash(2), "/var/www/x": hash(3), "a/b.css": null },
    });
    const records = readRecords(Buffer.from(manifest), undefined);
    expect(records.manifest).toEqual({ "index.html": hash(1), "a/b.css": null });
    expect(records.refused).toEqual(["../../etc/passwd", "/var/www/x"]);
    expect(records.damaged).toEqual([]);
    expect(planDeploy([], records.manifest ?? {}).remove.sort()).toEqual(["a/b.css", "index.html"]);
  });

  it("are none when the manifest cannot be read: everything is uploaded, nothing deleted", () => {
    for (const text of [
      "{",
      "null",
      '{"tool":"other","version":1,"files":{}}',
      '{"tool":"site deploy","version":1,"files":{"a":"no hash"}}',
    ]) {
      const records = readRecords(Buffer.from(text), undefined);
      expect(records.damaged, text).toEqual([".site-deploy.json"]);
      const { known } = knownUploads(records);
      const plan = planDeploy(deployFiles([{ path: "index.html", contents: "x" }]), known);
      expect(plan.upload.map((file) => file.path)).toEqual(["index.html"]);
      expect(plan.remove).toEqual([]);
    }
  });

  it("never include a file the build could not have made", () => {
    expect(() => deployFiles([{ path: "../x", contents: "" }])).toThrow(/cannot upload/);
  });
});

describe("a deploy's plan", () => {
  const files = deployFiles([
    { path: "index.html", contents: "<p>home" },
    { path: "about/index.html", contents: "<p>about" },
    { path: "assets/site.2.js", contents: "2" },
    { path: "_headers", contents: "h" },
    { path: ".htaccess", contents: "a" },
    { path: "robots.txt", contents: "r" },
  ]);
  const current = Object.fromEntries(files.map((file) => [file.path, file.hash]));

  it("uploads assets, then pages, then host configuration, and deletes pages before the assets they name", () => {
    const known = { "old/index.html": hash(1), "assets/site.1.js": hash(2) };
    const plan = planDeploy(files, known);
    expect(plan.upload.map((file) => file.path)).toEqual([
      "assets/site.2.js",
      "robots.txt",
      "about/index.html",
      "index.html",
      ".htaccess",
      "_headers",
    ]);
    expect(plan.remove).toEqual(["old/index.html", "assets/site.1.js"]);
    expect(foldersLeftBy(plan.remove, files)).toEqual(["old"]);
  });

  it("uploads nothing that the server already holds", () => {
    const plan = planDeploy(files, current);
    expect(plan.upload).toEqual([]);
    expect(plan.unchanged).toBe(files.length);
  });

  it("after an interruption, uploads again every path the stopped deploy was changing, and still owns what it was deleting", () => {
    const next = { ...current, "index.html": hash(9) };
    const previous = { ...current, "gone/index.html": hash(3) };
    const records = readRecords(
      Buffer.from(manifestText(previous as Record<string, string>)),
      Buffer.from(pendingText(previous, next)),
    );
    const { known, interrupted } = knownUploads(records);
    expect(interrupted).toEqual(["gone/index.html", "index.html"]);
    expect(known["index.html"]).toBeNull();
    const plan = planDeploy(files, known);
    expect(plan.upload.map((file) => file.path)).toEqual(["index.html"]);
    expect(plan.remove).toEqual(["gone/index.html"]);
    // A second interruption keeps what the first did not finish.
    const again = knownUploads(
      readRecords(
        Buffer.from(manifestText(previous as Record<string, string>)),
        Buffer.from(pendingText(known, current)),
      ),
    );
    expect(again.known["gone/index.html"]).toBeNull();
  });

  it("reads a journal left after the manifest was written as a finished deploy", () => {
    const records = readRecords(Buffer.from(manifestText(current)), Buffer.from(pendingText({}, current)));
    expect(knownUploads(records)).toEqual({ known: current, interrupted: [] });
  });
});

describe("host keys", () => {
  const key = (fill: number) =>
    Buffer.concat([
      Buffer.from([0, 0, 0, 11]),
      Buffer.from("ssh-ed25519"),
      Buffer.from([0, 0, 0, 32]),
      Buffer.alloc(32, fill),
    ]);
  const line = (hosts: string, blob: Buffer) => `${hosts} ssh-ed25519 ${blob.toString("base64")}`;

  it("are trusted as known_hosts lists them: by name, [name]:port, hashed names and patterns", () => {
    const salt = Buffer.alloc(20, 1);
    const hashed = `|1|${salt.toString("base64")}|${createHmac("sha1", salt).update("sftp.example.net").digest("base64")}`;
    const cases: [string, string, number][] = [
      [line("sftp.example.net", key(1)), "sftp.example.net", 22],
      [line("other,SFTP.example.net", key(1)), "sftp.example.net", 22],
      [line("[sftp.example.net]:2222", key(1)), "sftp.example.net", 2222],
      [line(hashed, key(1)), "sftp.example.net", 22],
      [line("*.example.net", key(1)), "sftp.example.net", 22],
    ];
    for (const [text, host, port] of cases) {
      expect(checkHostKey([{ shown: "f", text }], host, port, key(1)), text).toEqual({
        verdict: "trusted",
        shown: "f",
      });
    }
    // Another port, a negated pattern, a comment or a CA line do not name the host.
    for (const text of [
      line("sftp.example.net", key(2)).replace("sftp.example.net", "[sftp.example.net]:2222"),
      line("*.example.net,!sftp.example.net", key(2)),
      `# ${line("sftp.example.net", key(2))}`,
      `@cert-authority ${line("sftp.example.net", key(2))}`,
    ]) {
      expect(checkHostKey([{ shown: "f", text }], "sftp.example.net", 22, key(1)).verdict, text).toBe("unknown");
    }
  });

  it("refuse a different key of the same type, naming the file and the fingerprint it expected", () => {
    const verdict = checkHostKey(
      [
        { shown: "~/.ssh/known_hosts", text: line("sftp.example.net", key(2)) },
        { shown: ".site-deploy/known_hosts", text: line("sftp.example.net", key(1)) },
      ],
      "sftp.example.net",
      22,
      key(1),
    );
    expect(verdict).toEqual({ verdict: "changed", shown: "~/.ssh/known_hosts", expected: fingerprintOf(key(2)) });
  });

  it("are stored with their fingerprint where the owner can read it", () => {
    const text = withHostKey("", "sftp.example.net", 2222, key(1), "2025-11-02");
    expect(text).toContain(`# [sftp.example.net]:2222 ${fingerprintOf(key(1))} first seen 2025-11-02\n`);
    expect(checkHostKey([{ shown: "f", text }], "sftp.example.net", 2222, key(1)).verdict).toBe("trusted");
    expect(fingerprintOf(key(1))).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
  });
});

describe("what the owner reads", () => {
  const target = { host: "sftp.example.net", port: 22, user: "u1" };
  const read = (failure: unknown, lang: "en" | "de" = "en") => describeFailure(failure, { lang }, {})[0];

  it("says which server problem stopped the deploy, in one line", () => {
    expect(read(explain(new RemoteError("full", "/htdocs/index.html", "x"), target, "/htdocs"))).toBe(
      'the web space on sftp.example.net is full: "/htdocs/index.html" could not be written (every page online is still whole; delete old files of your own there or book more space, then run node cli deploy again)',
    );
    expect(read(explain(new RemoteError("denied", "/htdocs/.site-deploy.lock.x", "x"), target, "/htdocs"), "de")).toBe(
      'sftp.example.net lässt diesen Benutzer "/htdocs/.site-deploy.lock.x" nicht schreiben (ist folder unter deploy: der Webordner dieses Benutzers? Der Kundenbereich Ihres Hosters zeigt, welche Ordner der SFTP- oder FTP-Benutzer schreiben darf)',
    );
    expect(read(explain(new RemoteError("missing", "/htdocs", "x"), target, "/htdocs"))).toMatch(
      /^the folder "\/htdocs" does not exist on sftp\.example\.net/,
    );
    expect(read(explain(new RemoteError("lost", "/htdocs/a", "x"), target, "/htdocs"), "de")).toBe(
      "die Verbindung zu sftp.example.net ist während des Hochladens abgebrochen (jede Seite online ist weiter vollständig, alt oder neu; starten Sie node cli deploy noch einmal, um es abzuschließen)",
    );
    expect(read(explain(new LockBusy({ host: "laptop", pid: 7, since: "2025-11-02T12:00:00Z" }), target, "/"))).toMatch(
      /^another deploy \(laptop, pid 7, since 2025-11-02T12:00:00Z\) is uploading to "\/" right now/,
    );
    expect(explain(new Error("a bug"), target, "/")).not.toBeInstanceOf(SiteError);
  });

  it("places a mistake in the deploy: section at its value", async () => {
    const dir = contentForTest();
    const site = join(dir, "content/site.yaml");
    const { readFileSync } = await import("node:fs");
    writeFileSync(
      site,
      `${readFileSync(site, "utf8")}deploy:\n  protocol: http\n  host: "sftp://x.example"\n  port: "22"\n  user: u 1\n  folder: ../www\n  password: hunter2\n`,
    );
    const lines = await loadContent(join(dir, "content")).then(
      () => [],
      (failure) => describeFailure(failure, dir),
    );
    const at = (needle: string) => `content/site.yaml:${positionOf(join(dir, "content"), "site.yaml", needle)}`;
    expect(lines.map((text) => text.replace(/ \(.*$/, ""))).toEqual([
      `${at("http\n")} deploy.protocol "http" is not a way to upload the site`,
      `${at('"sftp://')} deploy.host "sftp://x.example" is not a host name`,
      `${at('"22"')} deploy.port "22" is not a port number`,
      `${at("u 1")} deploy.user "u 1" is not a user name`,
      `${at("../www")} deploy.folder "../www" is not a folder on the server`,
      `${at("password: hunter2")} deploy: unknown key "password"`,
    ]);
  });
});
