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
import { isRemoteFolder } from "../../cli/content/site/deploy.js";
import { explain } from "../../cli/deploy/deploy.js";
import { checkHostKey, fingerprintOf, withHostKey } from "../../cli/deploy/hostkeys.js";
import { LockBusy } from "../../cli/deploy/lock.js";
import {
  type DeployFile,
  deployFiles,
  type Found,
  foldersFor,
  isProven,
  needsReading,
  planDeploy,
  readBackLimit,
} from "../../cli/deploy/plan.js";
import {
  isDeployablePath,
  type KnownUploads,
  knownUploads,
  manifestText,
  pendingText,
  readRecords,
  recordsEntriesLimit,
} from "../../cli/deploy/records.js";
import { RemoteError } from "../../cli/deploy/remote.js";
import { describeFailure, SiteError } from "../../cli/errors.js";
import { loadContent } from "../../cli/stages/1-load/load.js";
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
      version: 2,
      files: {
        "index.html": { hash: hash(1), size: 5, time: "1700000000" },
        "../../etc/passwd": { hash: hash(2), size: 5 },
        "/var/www/x": { hash: hash(3), size: 5 },
        "a/b.css": { hash: hash(4), size: 9 },
      },
      folders: ["a", "../..", "/etc"],
    });
    const records = readRecords(Buffer.from(manifest), undefined);
    expect(records.manifest).toEqual({
      files: {
        "index.html": { hashes: [hash(1)], size: 5, time: "1700000000" },
        "a/b.css": { hashes: [hash(4)], size: 9 },
      },
      folders: ["a"],
    });
    expect(records.refused).toEqual(["../..", "../../etc/passwd", "/etc", "/var/www/x"]);
    expect(records.damaged).toEqual([]);
  });

  it("are read from a manifest of the first version too, whose files are proven by their bytes", () => {
    const records = readRecords(Buffer.from(manifestV1({ "index.html": hash(1), "a.css": null })), undefined);
    expect(records.manifest).toEqual({
      files: { "index.html": { hashes: [hash(1)] }, "a.css": { hashes: [] } },
      folders: [],
    });
    const { known } = knownUploads(records);
    // Same size and time prove nothing without a time on record: the bytes are read back.
    expect(needsReading(known.files["index.html"], { kind: "file", size: 5, time: "1" })).toBe(true);
    expect(isProven(known.files["index.html"], { kind: "file", size: 5, hash: hash(1) })).toBe(true);
    expect(isProven(known.files["a.css"], { kind: "file", size: 5, hash: hash(1) })).toBe(false);
  });

  it("are none when the manifest cannot be read: everything is uploaded, nothing deleted", () => {
    for (const text of [
      "{",
      "null",
      '{"tool":"other","version":2,"files":{},"folders":[]}',
      '{"tool":"site deploy","version":1,"files":{"a":"no hash"}}',
      '{"tool":"site deploy","version":2,"files":{"a":{"hash":"no hash","size":1}},"folders":[]}',
      `{"tool":"site deploy","version":2,"files":{"a":{"hash":"${hash(1)}","size":-1}},"folders":[]}`,
      '{"tool":"site deploy","version":2,"files":{},"folders":"a"}',
      '{"tool":"site deploy","version":3,"files":{},"folders":[]}',
    ]) {
      const records = readRecords(Buffer.from(text), undefined);
      expect(records.damaged, text).toEqual([".site-deploy.json"]);
      const { known } = knownUploads(records);
      const plan = planDeploy(deployFiles([{ path: "index.html", contents: "x" }]), known, () => ({ kind: "missing" }));
      expect(plan.upload.map((file) => file.path)).toEqual(["index.html"]);
      expect(plan.remove).toEqual([]);
    }
  });

  it("are read from a manifest of any size as plain values, a path at a time", () => {
    const files = Object.fromEntries(
      Array.from({ length: 50_000 }, (_, index) => [`p${index}/../../x${index}`, { hash: hash(1), size: 1 }]),
    );
    const records = readRecords(
      Buffer.from(JSON.stringify({ tool: "site deploy", version: 2, files, folders: [] })),
      undefined,
    );
    expect(records.manifest?.files).toEqual({});
    expect(records.refused.length).toBe(50_000);
    // More entries than any site has: not read at all, so nothing it lists is looked at or deleted.
    const huge = Object.fromEntries(
      Array.from({ length: recordsEntriesLimit + 1 }, (_, index) => [`f${index}.html`, { hash: hash(1), size: 1 }]),
    );
    const tooMany = readRecords(
      Buffer.from(JSON.stringify({ tool: "site deploy", version: 2, files: huge, folders: [] })),
      undefined,
    );
    expect(tooMany.damaged).toEqual([".site-deploy.json"]);
    expect(tooMany.manifest).toBeUndefined();
  });

  it("never include a file the build could not have made", () => {
    expect(() => deployFiles([{ path: "../x", contents: "" }])).toThrow(/cannot upload/);
  });
});

/** A manifest as the first version of the tool wrote it: a hash a path. */
const manifestV1 = (files: Record<string, string | null>) => JSON.stringify({ tool: "site deploy", version: 1, files });

/** What a deploy recorded of files, and a server that shows exactly that (same size and time). */
function recorded(files: readonly DeployFile[], time = "1700000000") {
  const records = Object.fromEntries(
    files.map((file) => [file.path, { hash: file.hash, size: file.contents.byteLength, time }]),
  );
  const known: KnownUploads = {
    files: Object.fromEntries(
      files.map((file) => [file.path, { hashes: [file.hash], size: file.contents.byteLength, time }]),
    ),
    folders: foldersFor(files.map((file) => file.path)),
  };
  return { records, known };
}

/** The server's answer for each path: what `entries` says, a folder above every file it names, nothing elsewhere. */
function server(entries: Record<string, Found>): (path: string) => Found {
  const folders = new Set(foldersFor(Object.keys(entries)));
  return (path) => {
    const parts = path.split("/");
    for (let depth = 1; depth < parts.length; depth++) {
      const above = parts.slice(0, depth).join("/");
      const entry = entries[above];
      if (entry && entry.kind !== "folder") return { kind: "blocked", by: above, byKind: entry.kind as "link" };
    }
    return entries[path] ?? (folders.has(path) ? { kind: "folder" } : { kind: "missing" });
  };
}

const shown = (files: readonly DeployFile[], time = "1700000000"): Record<string, Found> =>
  Object.fromEntries(files.map((file) => [file.path, { kind: "file", size: file.contents.byteLength, time }]));

describe("a deploy's plan", () => {
  const files = deployFiles([
    { path: "index.html", contents: "<p>home" },
    { path: "about/index.html", contents: "<p>about" },
    { path: "assets/site.2.js", contents: "2" },
    { path: "_headers", contents: "h" },
    { path: ".htaccess", contents: "a" },
    { path: "robots.txt", contents: "r" },
  ]);
  const old = deployFiles([
    { path: "old/index.html", contents: "<p>old" },
    { path: "assets/site.1.js", contents: "1" },
  ]);

  it("uploads assets, then pages, then host configuration, and deletes pages before the assets they name", () => {
    const { known } = recorded(old);
    const plan = planDeploy(files, known, server(shown(old)));
    expect(plan.upload.map((file) => file.path)).toEqual([
      "assets/site.2.js",
      "robots.txt",
      "about/index.html",
      "index.html",
      ".htaccess",
      "_headers",
    ]);
    expect(plan.remove).toEqual(["old/index.html", "assets/site.1.js"]);
    expect(plan.createFolders).toEqual(["about"]);
    expect(plan.removeFolders).toEqual(["old"]);
    expect(plan.drift).toEqual([]);
  });

  it("uploads a new page before the pages and the sitemap that link to it", () => {
    const before = deployFiles([
      { path: "about/index.html", contents: "<p>about" },
      { path: "index.html", contents: "<p>home" },
      { path: "sitemap.xml", contents: "<loc>/</loc>" },
    ]);
    const after = deployFiles([
      { path: "about/index.html", contents: '<p>about <a href="/zeitung/">press</a>' },
      { path: "index.html", contents: '<p>home <a href="/zeitung/">press</a>' },
      { path: "sitemap.xml", contents: "<loc>/</loc><loc>/zeitung/</loc>" },
      { path: "zeitung/index.html", contents: "<p>press" },
    ]);
    const { known } = recorded(before);
    const plan = planDeploy(after, known, server(shown(before)));
    expect(plan.upload.map((file) => file.path)).toEqual([
      "zeitung/index.html",
      "about/index.html",
      "index.html",
      "sitemap.xml",
    ]);
  });

  it("uploads nothing that the server holds as it was recorded", () => {
    const { known, records } = recorded(files);
    const plan = planDeploy(files, known, server(shown(files)));
    expect(plan.upload).toEqual([]);
    expect(plan.unchanged).toBe(files.length);
    expect(plan.stays).toEqual(records);
  });

  it("deletes only what it can prove it wrote: the foreign files a manifest lists stay, each named", () => {
    const { known } = recorded(old);
    const foreign = deployFiles([{ path: "keep/notes.txt", contents: "the owner's" }]);
    known.files["keep/notes.txt"] = { hashes: [hash(7)], size: 11, time: "1700000000" };
    known.files["owner-file.txt"] = { hashes: [hash(8)], size: 3, time: "1700000000" };
    known.files["gone.html"] = { hashes: [hash(9)], size: 3, time: "1700000000" };
    const at = server({
      ...shown(old),
      // Same size, another time: its bytes decide, and they are not what was recorded.
      "keep/notes.txt": { kind: "file", size: 11, time: "1800000000", hash: foreign[0].hash },
      // Another size: changed, without reading it.
      "owner-file.txt": { kind: "file", size: 4000, time: "1700000000" },
    });
    expect(needsReading(known.files["owner-file.txt"], at("owner-file.txt"))).toBe(false);
    const plan = planDeploy(files, known, at);
    expect(plan.remove.sort()).toEqual(["assets/site.1.js", "old/index.html"]);
    expect(plan.kept).toEqual([
      { path: "keep/notes.txt", why: "changed" },
      { path: "owner-file.txt", why: "changed" },
    ]);
    // A folder the tool did not create is never removed, even when a manifest says it did not need it.
    expect(plan.removeFolders).toEqual(["old"]);
  });

  it("proves a file whose time changed by its bytes, and keeps the new time on record", () => {
    const { known } = recorded(files);
    const touched = {
      kind: "file" as const,
      size: files[0].contents.byteLength,
      time: "1800000000",
      hash: files[0].hash,
    };
    const plan = planDeploy(files, known, server({ ...shown(files), [files[0].path]: touched }));
    expect(plan.upload).toEqual([]);
    expect(plan.stays[files[0].path]).toEqual({ hash: files[0].hash, size: touched.size, time: "1800000000" });
  });

  it("uploads again what the server lost or someone changed there, saying which", () => {
    const { known } = recorded(files);
    const at = server({
      ...shown(files),
      "about/index.html": { kind: "file", size: 3, time: "1800000000", hash: hash(5) },
      "robots.txt": { kind: "missing" },
    });
    const plan = planDeploy(files, known, at);
    expect(plan.upload.map((file) => file.path)).toEqual(["robots.txt", "about/index.html"]);
    expect(plan.drift).toEqual([
      { path: "robots.txt", was: "missing" },
      { path: "about/index.html", was: "changed" },
    ]);
    // A file the tool never uploaded where the site needs one: replaced, its copy kept; the same bytes: left as they are.
    const first = planDeploy(
      files,
      { files: {}, folders: [] },
      server({
        "index.html": { kind: "file", size: 3, time: "1", hash: hash(6) },
        "robots.txt": { kind: "file", size: 1, time: "1", hash: files[5].hash },
      }),
    );
    expect(first.drift).toEqual([{ path: "index.html", was: "foreign" }]);
    expect(first.upload.map((file) => file.path)).not.toContain("robots.txt");
  });

  it("refuses a link where the site needs a file or folder, and one too large to keep a copy of, unless the owner lets it replace the link", () => {
    const at = server({
      about: { kind: "link" },
      "index.html": { kind: "link" },
      "robots.txt": { kind: "file", size: readBackLimit + 1, time: "1" },
      assets: { kind: "file", size: 1, time: "1", hash: hash(1) },
      _headers: { kind: "folder" },
    });
    expect(needsReading(undefined, at("robots.txt"), files[5])).toBe(false);
    const plan = planDeploy(files, { files: {}, folders: [] }, at);
    expect(plan.conflicts).toEqual([
      { path: "_headers", what: "folder-in-the-way" },
      { path: "about", what: "link" },
      { path: "assets", what: "file-in-the-way" },
      { path: "index.html", what: "link" },
      { path: "robots.txt", what: "too-large" },
    ]);
    const replacing = planDeploy(files, { files: {}, folders: [] }, at, { replaceLinks: true });
    expect(replacing.conflicts.map((conflict) => conflict.what)).toEqual([
      "folder-in-the-way",
      "file-in-the-way",
      "too-large",
    ]);
    expect(replacing.unlink).toEqual(["about", "index.html"]);
    expect(replacing.createFolders).toEqual(["about"]);
    expect(replacing.upload.map((file) => file.path)).toContain("about/index.html");
  });

  it("never deletes through a link, nor a link the manifest lists as a file", () => {
    const { known } = recorded(old);
    const plan = planDeploy([], known, server({ old: { kind: "link" }, "assets/site.1.js": { kind: "link" } }));
    expect(plan.remove).toEqual([]);
    expect(plan.kept).toEqual([
      { path: "assets/site.1.js", why: "not-a-file" },
      { path: "old/index.html", why: "behind-link" },
    ]);
    // A folder it created is removed only if it is still a folder (and empty: the server refuses otherwise).
    expect(plan.removeFolders).toEqual(["assets"]);
  });

  it("after an interruption, proves each path the stopped deploy was changing by its bytes, old or new", () => {
    const { records: previous, known: before } = recorded([...files, ...old]);
    const next = Object.fromEntries(files.map((file) => [file.path, file.hash]));
    next["index.html"] = hash(9);
    const records = readRecords(
      Buffer.from(manifestText(previous, before.folders)),
      Buffer.from(pendingText(before, next, ["new"])),
    );
    const { known, interrupted } = knownUploads(records);
    expect(interrupted).toEqual(["assets/site.1.js", "index.html", "old/index.html"]);
    expect(known.files["index.html"]).toEqual({ hashes: [files[0].hash, hash(9)] });
    expect(known.folders).toContain("new");
    expect(isProven(known.files["index.html"], { kind: "file", size: 1, hash: hash(9) })).toBe(true);
    expect(isProven(known.files["index.html"], { kind: "file", size: 1, hash: hash(8) })).toBe(false);
    // A second interruption keeps what the first did not finish.
    const again = knownUploads(
      readRecords(Buffer.from(manifestText(previous, [])), Buffer.from(pendingText(known, next))),
    );
    expect(again.known.files["index.html"].hashes.sort()).toEqual([files[0].hash, hash(9)].sort());
  });

  it("uploads what a stopped first deploy never reached as new, not as lost on the server, however often it is stopped", () => {
    const next = Object.fromEntries(files.map((file) => [file.path, file.hash]));
    const first = knownUploads(readRecords(undefined, Buffer.from(pendingText({ files: {}, folders: [] }, next))));
    // Stopped again before it finished: the second journal's `previous` is what the first one knew.
    const second = knownUploads(readRecords(undefined, Buffer.from(pendingText(first.known, next))));
    for (const { known } of [first, second]) {
      const plan = planDeploy(files, known, () => ({ kind: "missing" }));
      expect(plan.drift).toEqual([]);
      expect(plan.upload.map((file) => file.path).sort()).toEqual(files.map((file) => file.path).sort());
    }
  });

  it("reads a journal left after the manifest was written as a finished deploy", () => {
    const { records, known } = recorded(files);
    const next = Object.fromEntries(files.map((file) => [file.path, file.hash]));
    const read = readRecords(
      Buffer.from(manifestText(records, known.folders)),
      Buffer.from(pendingText({ files: {}, folders: [] }, next)),
    );
    expect(knownUploads(read)).toEqual({ known, interrupted: [] });
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
