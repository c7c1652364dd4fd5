/**
 * The editor of `site serve` over HTTP, as the owner's browser and an attacker
 * reach it: only with this run's key, only for this host and origin, only the
 * content files the registry lists, and a save only when the whole site still
 * builds and the file is as the form found it.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  cpSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { cacheFolder } from "../../cli/cache-folder.js";
import { browserLanguage } from "../../cli/editor/access.js";
import { createEditor, type EditorOptions, type Problem } from "../../cli/editor/editor.js";
import { keyLife, runKey, sameKey } from "../../cli/editor/key.js";
import { SiteError } from "../../cli/errors.js";
import { buildOnce } from "../../cli/preview/builds.js";
import { type Preview, serve } from "../../cli/serve.js";
import { generateSite } from "../../cli/stages/build.js";
import { editorMarker, refuseEditorIn } from "../../cli/stages/common/editor-marker.js";
import { makePhoto } from "../photos.mjs";
import { contentForTest, copyContent, root, testNow } from "./helpers.js";

/** The dictionaries as a form sends them with their "close" word changed: one save of three files. */
const closeChanged = (files: { path: string; hash: string; value?: unknown }[]) =>
  Object.fromEntries(
    files.map((file) => [
      file.path,
      { base: file.hash, value: { ...(file.value as object), close: `${(file.value as { close: string }).close} X` } },
    ]),
  );

/** The hash a form is given for a content file, as it is on disk now. */
const readEntryHash = (content: string, file: string) =>
  createHash("sha256")
    .update(readFileSync(join(content, file)))
    .digest("hex");

/** Every file of a folder and its hash: what "changes nothing" means. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    if (statSync(path).isFile()) files[name] = createHash("sha256").update(readFileSync(path)).digest("hex");
  }
  return files;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request, Host header and all (fetch would not let a test send another Host). */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; path?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method: options.method ?? "GET",
        path: options.path ?? `${target.pathname}${target.search}`,
        headers: options.headers,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

describe("the editor of site serve", () => {
  let dir: string;
  let content: string;
  let preview: Preview;
  let token: string;
  let base: string;
  let outside: string;

  beforeAll(async () => {
    process.env.SITE_NOW = testNow;
    dir = copyContent();
    content = join(dir, "content");
    outside = join(dir, "outside.yaml");
    writeFileSync(outside, "secret: do not read\n");
    preview = await serve({ root, contentDir: content, port: 0, log: () => {}, warn: () => {} });
    token = new URL(preview.editorUrl).searchParams.get("token") as string;
    base = preview.url.replace(/\/$/, "");
  });

  afterAll(async () => {
    await preview?.close();
    delete process.env.SITE_NOW;
    rmSync(dir, { recursive: true, force: true });
  });

  const api = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    send(`${base}/__edit/api/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        "x-site-token": token,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const opened = async (id: string) => JSON.parse((await api(`open?id=${encodeURIComponent(id)}&lang=en`)).body);

  /** The cookie a browser keeps the key in once it opened the printed address. */
  const keyCookie = () => `site-editor-${new URL(base).port}=${token}`;

  it("is offered at the address printed on start, with its key, kept in a cookie and out of the address", async () => {
    // 256 random bits: no one on a network guesses them.
    expect(preview.editorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__edit\/\?token=[\w-]{43}$/);
    const first = await send(`${preview.editorUrl}&lang=de&file=buffet.yaml`);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe("/__edit/?lang=de&file=buffet.yaml");
    expect(first.headers["set-cookie"]).toEqual([`${keyCookie()}; Path=/; HttpOnly; SameSite=Strict`]);
    expect(first.headers["referrer-policy"]).toBe("no-referrer");
    const page = await send(`${base}/__edit/?lang=de&file=buffet.yaml`, { headers: { cookie: keyCookie() } });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('<script src="/__edit/editor.js" defer></script>');
    const script = await send(`${base}/__edit/editor.js`);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.body).toContain(editorMarker);
  });

  it("refuses its page without the key or with another one", async () => {
    for (const search of [
      "",
      "?token=",
      `?token=${token.slice(0, -1)}`,
      `?token=${token}x`,
      `?token=${"A".repeat(43)}`,
    ]) {
      const page = await send(`${base}/__edit/${search}`);
      expect(page.status, search).toBe(403);
      expect(page.body).not.toContain("editor.js");
      expect(page.headers["set-cookie"], search).toBeUndefined();
    }
    // A cookie of another run, or of another preview's port, is no key either.
    for (const cookie of [`site-editor-${new URL(base).port}=${"A".repeat(43)}`, `site-editor-1=${token}`]) {
      expect((await send(`${base}/__edit/`, { headers: { cookie } })).status, cookie).toBe(403);
    }
  });

  it("compares keys in constant time, whatever their length", () => {
    expect(sameKey(token, token)).toBe(true);
    expect(sameKey("", token)).toBe(false);
    expect(sameKey(`${token}${token}`, token)).toBe(false);
  });

  it("refuses every request without the key, a wrong key, a foreign Origin or Host, and changes nothing", async () => {
    const before = snapshot(content);
    const { files } = await opened("buffet.yaml");
    const value = files[0].value;
    value.events[0].date = "2026-12-13";
    const save = { id: "buffet.yaml", changes: { "buffet.yaml": { base: files[0].hash, value } } };
    const json = (headers: Record<string, string>) => ({
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(save),
    });
    const attempts: [string, Answer][] = [
      ["no key", await send(`${base}/__edit/api/save`, json({}))],
      ["wrong key", await send(`${base}/__edit/api/save`, json({ "x-site-token": `${token.slice(1)}A` }))],
      ["key in the address only", await send(`${base}/__edit/api/save?token=${token}`, json({}))],
      ["reading without the key", await send(`${base}/__edit/api/open?id=site.yaml`)],
      ["undo without the key", await send(`${base}/__edit/api/undo`, { ...json({}), body: "{}" })],
      ["foreign Origin", await api("save", save, { origin: "https://evil.example" })],
      ["null Origin", await api("save", save, { origin: "null" })],
      ["another port as Origin", await api("save", save, { origin: "http://127.0.0.1:1" })],
      ["foreign Host (DNS rebinding)", await api("save", save, { host: "evil.example" })],
      ["foreign Host with our port", await api("save", save, { host: `evil.example:${new URL(base).port}` })],
      ["reading under a foreign Host", await api("open?id=site.yaml", undefined, { host: "evil.example" })],
      ["a page of another site", await api("save", save, { "sec-fetch-site": "cross-site" })],
    ];
    for (const [name, answer] of attempts) {
      expect(answer.status, name).toBe(403);
      expect(answer.body, name).not.toContain("Baobabweg");
    }
    const page = await send(`${preview.editorUrl}`, { headers: { host: "rebound.example" } });
    expect(page.status).toBe(403);
    // A form of another site can post text without asking first; the editor takes JSON only.
    const plain = await send(`${base}/__edit/api/save`, {
      method: "POST",
      headers: { "x-site-token": token, "content-type": "text/plain" },
      body: JSON.stringify(save),
    });
    expect(plain.status).toBe(415);
    expect(snapshot(content)).toEqual(before);
  });

  it("shows the preview and the build's problems only under this computer's names, not to a rebound page", async () => {
    const port = new URL(base).port;
    for (const path of ["/", "/en/", "/__site/problems", "/__site/events", "/__site/reload.js"]) {
      // Before: a page that rebound its name to 127.0.0.1 read every page, saved edits not yet published included.
      for (const host of ["evil.example", `evil.example:${port}`, `127.0.0.1:${Number(port) + 1}`]) {
        const answer = await send(`${base}${path}`, { headers: { host } });
        expect(answer.status, `${host} ${path}`).toBe(403);
        expect(answer.body).toMatch(/the preview serves only this computer/);
      }
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      expect((await send(`${base}/en/`, { headers: { host } })).status).toBe(200);
    }
  });

  it("speaks the browser's language where the system names none (Windows has no LANG)", async () => {
    const saved = { SITE_LANG: process.env.SITE_LANG, LANG: process.env.LANG, LC_ALL: process.env.LC_ALL };
    delete process.env.SITE_LANG;
    delete process.env.LC_ALL;
    process.env.LANG = "C.UTF-8";
    try {
      const page = (language: string) =>
        send(`${base}/__edit/`, { headers: { "accept-language": language, cookie: keyCookie() } });
      // Before: English for a browser set to German, on every computer without a German LANG.
      expect((await page("de-DE,de;q=0.9,en;q=0.8")).body).toMatch(/<html lang="de"/);
      expect((await page("fr-FR,fr;q=0.9,en;q=0.8,de;q=0.5")).body).toMatch(/<html lang="en"/);
      expect((await page("fr-FR")).body).toMatch(/<html lang="en"/);
      // Set for the tool, SITE_LANG decides.
      process.env.SITE_LANG = "en";
      expect((await page("de-DE")).body).toMatch(/<html lang="en"/);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    expect(browserLanguage("en-GB;q=0.4, de-AT;q=0.8, *;q=0.1")).toBe("de");
    expect(browserLanguage("de;q=0, en-US")).toBe("en");
    expect(browserLanguage("")).toBeUndefined();
  });

  it("names a page by what it is and its language, not by its file", async () => {
    const session = JSON.parse((await api("session?lang=de")).body);
    const named = Object.fromEntries(
      session.entries.map((entry: { id: string; name: string }) => [entry.id, entry.name]),
    );
    // Before: "about.de.md", "home.fr.md".
    expect(named).toMatchObject({
      "pages/about.de.md": "Über uns · Deutsch",
      "pages/home.fr.md": "Startseite · Français",
      "legal/impressum.md": "Impressum",
      "buffet.yaml": "Buffet",
    });
  });

  it("says why in the owner's words", async () => {
    const answer = await api("save", {}, { origin: "https://evil.example" });
    expect(JSON.parse(answer.body).message).toBe(
      'refused a request with Origin "https://evil.example": the editor serves only this computer',
    );
    const noKey = await send(`${base}/__edit/api/session?lang=de`);
    expect(JSON.parse(noKey.body).message).toBe(
      "der Editor antwortet nur mit dem Schlüssel, den site serve ausgegeben hat",
    );
  });

  it("opens only files the registry lists: no ../, absolute, encoded or linked path is read or written", async () => {
    // A link out of the content folder where a page would be: the loader refuses it, so must the editor.
    const link = join(content, "pages", "jobs.de.md");
    symlinkSync(outside, link);
    onTestFinished(() => rmSync(link));
    const before = snapshot(content);
    const hostile = [
      "../outside.yaml",
      "../../etc/passwd",
      "/etc/passwd",
      join(content, "site.yaml"),
      "%2e%2e/outside.yaml",
      "..%2Foutside.yaml",
      "pages/../site.yaml",
      "./site.yaml",
      "site.yaml/",
      "SITE.YAML",
      "site.yaml\u0000",
      "schemas/site.schema.json",
      "pages/jobs.de.md",
      "i18n/../../outside.yaml",
      "",
    ];
    for (const id of hostile) {
      const read = await api(`open?id=${encodeURIComponent(id)}`);
      expect(read.status, id).toBe(403);
      expect(read.body, id).not.toContain("do not read");
      const write = await api("save", { id, changes: { [id]: { base: "x", text: "pwned: true\n" } } });
      expect(write.status, id).toBe(403);
      // The file named inside the change must be one of the entry's, whatever the entry.
      const smuggled = await api("save", {
        id: "buffet.yaml",
        changes: { [id]: { base: "x", text: "pwned: true\n" } },
      });
      expect([403, 409, 422], id).toContain(smuggled.status);
    }
    const draft = await send(`${base}/__edit/draft/1/../../outside.yaml?token=${token}`);
    expect(draft.status).not.toBe(200);
    expect(snapshot(content)).toEqual(before);
    expect(readFileSync(outside, "utf8")).toBe("secret: do not read\n");
  });

  it("refuses a value nested deeper than any content file, before any step could run out of stack", async () => {
    const before = snapshot(content);
    const { files } = await opened("buffet.yaml");
    const depth = 100_000;
    const body = `{"id":"buffet.yaml","changes":{"buffet.yaml":{"base":"${files[0].hash}","value":{"show":true,"events":${"[".repeat(depth)}1${"]".repeat(depth)}}}}}`;
    for (const action of ["check", "save"]) {
      const answer = await send(`${base}/__edit/api/${action}`, {
        method: "POST",
        headers: { "x-site-token": token, "content-type": "application/json" },
        body,
      });
      expect(answer.status, action).toBe(400);
    }
    expect(snapshot(content)).toEqual(before);
  });

  it("lists the files of every content type, a link out of content/ not among them", async () => {
    const link = join(content, "pages", "jobs.de.md");
    symlinkSync(outside, link);
    onTestFinished(() => rmSync(link));
    const session = JSON.parse((await api("session?lang=en")).body) as { entries: { id: string; kind: string }[] };
    const ids = session.entries.map((entry) => entry.id);
    expect(ids).toEqual(
      expect.arrayContaining(["site.yaml", "buffet.yaml", "hours.yaml", "menu.yaml", "contact.yaml", "i18n"]),
    );
    expect(session.entries.find((entry) => entry.id === "contact.yaml")?.kind).toBe("form");
    expect(ids).toEqual(expect.arrayContaining(["pages/about.en.md", "legal/impressum.md"]));
    expect(ids).not.toContain("pages/jobs.de.md");
    expect(session.entries.find((entry) => entry.id === "i18n")?.kind).toBe("languages");
  });

  it("saves a changed date in place, comments kept, and the preview shows it in every language", async () => {
    const text = readFileSync(join(content, "buffet.yaml"), "utf8");
    const { files } = await opened("buffet.yaml");
    files[0].value.events[0].date = "2026-12-13";
    const answer = await api("save", {
      id: "buffet.yaml",
      changes: { "buffet.yaml": { base: files[0].hash, value: files[0].value } },
    });
    expect(JSON.parse(answer.body)).toMatchObject({
      ok: true,
      message: "Saved content/buffet.yaml. The preview shows it.",
    });
    expect(readFileSync(join(content, "buffet.yaml"), "utf8")).toBe(
      text.replace('date: "2026-12-06"', 'date: "2026-12-13"'),
    );
    // The answer comes once the preview was built anew.
    for (const [path, date] of [
      ["/", "Sonntag, 13. Dezember 2026"],
      ["/en/", "Sunday, 13 December 2026"],
      ["/fr/", "dimanche 13 décembre 2026"],
    ]) {
      expect((await send(`${base}${path}`)).body, path).toContain(date);
    }
    const undo = await api("undo", {});
    expect(JSON.parse(undo.body)).toMatchObject({ ok: true });
    expect(readFileSync(join(content, "buffet.yaml"), "utf8")).toBe(text);
  });

  it("saves her change on a file changed elsewhere since the form opened it: both changes kept, comments too", async () => {
    const text = readFileSync(join(content, "buffet.yaml"), "utf8");
    onTestFinished(() => writeFileSync(join(content, "buffet.yaml"), text));
    const { files } = await opened("buffet.yaml");
    const original = structuredClone(files[0].value);
    // Another tab saves the second buffet's end meanwhile.
    writeFileSync(join(content, "buffet.yaml"), text.replace('to: "19:00"', 'to: "21:00"'));
    files[0].value.events[0].date = "2026-12-13";
    const change = { base: files[0].hash, value: files[0].value, original };
    const answer = JSON.parse((await api("save", { id: "buffet.yaml", changes: { "buffet.yaml": change } })).body);
    expect(answer).toMatchObject({
      ok: true,
      merged: ["buffet.yaml"],
      message:
        "Saved your changes to content/buffet.yaml, which was changed elsewhere meanwhile; those changes were kept too. The preview shows both.",
    });
    const merged = text.replace('to: "19:00"', 'to: "21:00"').replace('date: "2026-12-06"', 'date: "2026-12-13"');
    expect(readFileSync(join(content, "buffet.yaml"), "utf8")).toBe(merged);
    expect(answer.hashes["buffet.yaml"]).toBe(readEntryHash(content, "buffet.yaml"));
    // Both changed the first buffet's start, each differently: nothing is written, the conflict is hers.
    const again = await opened("buffet.yaml");
    const start = structuredClone(again.files[0].value);
    writeFileSync(join(content, "buffet.yaml"), merged.replace('from: "14:00"', 'from: "15:00"'));
    again.files[0].value.events[0].from = "16:00";
    const both = { base: again.files[0].hash, value: again.files[0].value, original: start };
    const refused = JSON.parse((await api("save", { id: "buffet.yaml", changes: { "buffet.yaml": both } })).body);
    expect(refused).toMatchObject({ ok: false, conflict: ["buffet.yaml"] });
    expect(readFileSync(join(content, "buffet.yaml"), "utf8")).toBe(merged.replace('from: "14:00"', 'from: "15:00"'));
  });

  it("says a file that holds her change and another made elsewhere is saved merged, so the form shows it, without writing it", async () => {
    const text = readFileSync(join(content, "buffet.yaml"), "utf8");
    onTestFinished(() => writeFileSync(join(content, "buffet.yaml"), text));
    const { files } = await opened("buffet.yaml");
    const original = structuredClone(files[0].value);
    // Elsewhere the same end was saved for the first buffet, and another for the second.
    const elsewhere = text.replace('to: "20:00"', 'to: "21:00"').replace('to: "19:00"', 'to: "22:00"');
    writeFileSync(join(content, "buffet.yaml"), elsewhere);
    files[0].value.events[0].to = "21:00";
    const change = { base: files[0].hash, value: files[0].value, original };
    for (const attempt of ["first", "sent again"]) {
      const answer = JSON.parse((await api("save", { id: "buffet.yaml", changes: { "buffet.yaml": change } })).body);
      expect(answer, attempt).toMatchObject({ ok: true, merged: ["buffet.yaml"] });
      expect(answer.values["buffet.yaml"].events[1].to, attempt).toBe("22:00");
      expect(readFileSync(join(content, "buffet.yaml"), "utf8"), attempt).toBe(elsewhere);
    }
  });

  it("answers a save on a file broken elsewhere meanwhile with the conflict, writing nothing", async () => {
    const text = readFileSync(join(content, "buffet.yaml"), "utf8");
    onTestFinished(() => writeFileSync(join(content, "buffet.yaml"), text));
    const { files } = await opened("buffet.yaml");
    const original = structuredClone(files[0].value);
    writeFileSync(join(content, "buffet.yaml"), `${text}\nevents: [broken\n`);
    files[0].value.show = false;
    for (const change of [
      { base: files[0].hash, value: files[0].value, original },
      { base: files[0].hash, value: files[0].value },
    ]) {
      const answer = await api("save", { id: "buffet.yaml", changes: { "buffet.yaml": change } });
      expect(answer.status).toBe(409);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: false, conflict: ["buffet.yaml"] });
      expect(readFileSync(join(content, "buffet.yaml"), "utf8")).toBe(`${text}\nevents: [broken\n`);
    }
  });

  it("refuses a time of 24:30 at its field and writes nothing", async () => {
    const before = snapshot(content);
    const { files } = await opened("hours.yaml");
    files[0].value.weekly.tuesday = "17:00-24:30";
    const change = { id: "hours.yaml", changes: { "hours.yaml": { base: files[0].hash, value: files[0].value } } };
    const checked = JSON.parse((await api("check", change)).body);
    expect(checked.problems).toEqual([
      expect.objectContaining({
        at: ["weekly", "tuesday"],
        message: 'weekly.tuesday "17:00-24:30" is not a time range',
      }),
    ]);
    const saved = await api("save", change);
    expect(saved.status).toBe(422);
    expect(JSON.parse(saved.body)).toMatchObject({ ok: false, message: "1 problem: nothing was saved" });
    expect(snapshot(content)).toEqual(before);
  });

  it("refuses a change the whole site would not build with, naming the other file's rule", async () => {
    const before = snapshot(content);
    const { files } = await opened("menu.yaml");
    const dishes = files[0].value.sections[0].dishes;
    // Two dishes of a section with one name: a rule across the menu, not the schema of one value.
    dishes[1].name.de = dishes[0].name.de;
    const saved = JSON.parse(
      (await api("save", { id: "menu.yaml", changes: { "menu.yaml": { base: files[0].hash, value: files[0].value } } }))
        .body,
    );
    expect(saved.ok).toBe(false);
    expect(saved.problems[0]).toMatchObject({ file: "menu.yaml", at: ["sections", 0, "dishes", 1, "name", "de"] });
    expect(snapshot(content)).toEqual(before);
  });

  it("does not overwrite a file changed on disk since the form was opened", async () => {
    const { files } = await opened("buffet.yaml");
    files[0].value.show = false;
    const path = join(content, "buffet.yaml");
    const original = readFileSync(path, "utf8");
    const changedOnDisk = original.replace("city: Berlin", "city: Potsdam");
    writeFileSync(path, changedOnDisk);
    try {
      const answer = await api("save", {
        id: "buffet.yaml",
        changes: { "buffet.yaml": { base: files[0].hash, value: files[0].value } },
      });
      expect(answer.status).toBe(409);
      const conflict = JSON.parse(answer.body);
      expect(conflict).toMatchObject({ ok: false, conflict: ["buffet.yaml"] });
      expect(conflict.message).toBe(
        "content/buffet.yaml was changed since you opened it (in another editor or tab): nothing was saved",
      );
      expect(readFileSync(path, "utf8")).toBe(changedOnDisk);
    } finally {
      writeFileSync(path, original);
    }
  });

  it("takes a save sent again after its answer was lost (a phone's Wi-Fi) as saved, not as another tab's change", async () => {
    const { files } = await opened("buffet.yaml");
    files[0].value.show = false;
    const path = join(content, "buffet.yaml");
    const original = readFileSync(path, "utf8");
    const change = { id: "buffet.yaml", changes: { "buffet.yaml": { base: files[0].hash, value: files[0].value } } };
    try {
      const first = JSON.parse((await api("save", change)).body);
      expect(first.ok).toBe(true);
      const saved = readFileSync(path, "utf8");
      // The phone never heard the first answer and sends the same save, with the hash it opened the file with.
      const again = await api("save", change);
      expect(again.status).toBe(200);
      const answer = JSON.parse(again.body);
      expect(answer).toMatchObject({ ok: true, message: "Saved content/buffet.yaml. The preview shows it." });
      expect(answer.hashes["buffet.yaml"]).toBe(first.hashes["buffet.yaml"]);
      expect(readFileSync(path, "utf8")).toBe(saved);
      // Another change from the same old hash is still a conflict: it would undo what the file holds now.
      files[0].value.show = true;
      const other = await api("save", change);
      expect(other.status).toBe(409);
      expect(readFileSync(path, "utf8")).toBe(saved);
    } finally {
      writeFileSync(path, original);
    }
  });

  it("opens a file too broken for a form as text, and mends it", async () => {
    const path = join(content, "hours.yaml");
    const original = readFileSync(path, "utf8");
    const broken = original.replace("  tuesday: 17:00-22:00", "  tuesday: 17:00-22:00\n    extra: [");
    writeFileSync(path, broken);
    try {
      const file = await opened("hours.yaml");
      expect(file).toMatchObject({ kind: "text", format: "yaml", files: [{ text: broken }] });
      // Where and why in the loader's words, as the build says it; before: the YAML parser's own English.
      expect(file.files[0].note).toMatch(/^this file is not valid YAML, so it opens as text: line \d+, column \d+: /);
      expect(file.files[0].note).not.toMatch(/must be|sufficiently|Flow/);
      const german = JSON.parse((await api(`open?id=hours.yaml&lang=de`)).body);
      expect(german.files[0].note).toMatch(/^diese Datei ist kein gültiges YAML .*: Zeile \d+, Spalte \d+: /);
      const change = { "hours.yaml": { base: file.files[0].hash, text: original } };
      expect(JSON.parse((await api("save", { id: "hours.yaml", changes: change })).body)).toMatchObject({ ok: true });
      expect(readFileSync(path, "utf8")).toBe(original);
      expect((await opened("hours.yaml")).kind).toBe("form");
    } finally {
      writeFileSync(path, original);
    }
  });

  it("serves a draft of a page for its preview, without a script, only with the key", async () => {
    const { files } = await opened("pages/about.en.md");
    const text = files[0].text.replace("## Our story", "## Our story so far");
    const draft = JSON.parse((await api("draft", { id: "pages/about.en.md", text })).body);
    expect(draft).toMatchObject({ problems: [], url: expect.stringMatching(/^\/__edit\/draft\/\d+\/en\/about\/$/) });
    expect((await send(`${base}${draft.url}`)).status).toBe(403);
    const page = await send(`${base}${draft.url}?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Our story so far");
    expect(page.headers["content-security-policy"]).toContain("sandbox");
    expect(readFileSync(join(content, "pages/about.en.md"), "utf8")).toBe(files[0].text);
  });
});

describe("a save racing an edit on disk", () => {
  it("is refused when the file changes while the site is being checked, and keeps the edit on disk", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    const work = join(tmpdir(), `site-editor-race-${process.pid}`);
    mkdirSync(work, { recursive: true });
    const path = join(content, "buffet.yaml");
    const editor = createEditor({
      root,
      contentDir: content,
      work,
      // The owner's text editor saves the file while the site is being built.
      build: async () => {
        writeFileSync(path, readFileSync(path, "utf8").replace("city: Berlin", "city: Potsdam"));
        return { ok: true, lines: [] };
      },
      refresh: async () => {},
    });
    try {
      const { files } = await editor.open("buffet.yaml", "en");
      (files[0].value as { show: boolean }).show = false;
      const outcome = await editor.save(
        "buffet.yaml",
        { "buffet.yaml": { base: files[0].hash, value: files[0].value } },
        "en",
      );
      expect(outcome).toMatchObject({ ok: false, conflict: ["buffet.yaml"] });
      const onDisk = readFileSync(path, "utf8");
      expect(onDisk).toContain("city: Potsdam");
      expect(onDisk).toContain("show: true");
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe("a save while a draft is being built", () => {
  it("waits for the draft: the two never build at once, so a photo the save takes in is never copied half-way", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    const work = mkdtempSync(join(tmpdir(), "site-editor-turns-"));
    onTestFinished(() => rmSync(work, { recursive: true, force: true }));
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    let building = 0;
    let most = 0;
    let builds = 0;
    let hold: Promise<void> | undefined;
    const editor = createEditor({
      root,
      contentDir: content,
      work,
      build: async () => {
        builds++;
        building++;
        most = Math.max(most, building);
        await hold;
        building--;
        return { ok: true, lines: [] };
      },
      refresh: async () => {},
    });
    const buffet = await editor.open("buffet.yaml", "en");
    const hidden = (show: boolean) => {
      const value = structuredClone(buffet.files[0].value) as { show: boolean };
      value.show = show;
      return { "buffet.yaml": { base: readEntryHash(content, "buffet.yaml"), value } };
    };
    // How many turns of the event loop a save takes to reach its build when nothing holds it.
    const alone = editor.save("buffet.yaml", hidden(false), "en");
    let needed = 0;
    while (builds === 0) {
      await turn();
      needed++;
    }
    expect(await alone).toMatchObject({ ok: true });
    let release: () => void = () => {};
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const page = await editor.open("pages/about.en.md", "en");
    const drafting = editor.draft("pages/about.en.md", aboutText(page.files[0].text), "en");
    while (builds === 1) await turn();
    const saving = editor.save("buffet.yaml", hidden(true), "en");
    for (let count = 0; count < needed * 3; count++) await turn();
    release();
    expect(await drafting).toMatchObject({ problems: [], url: expect.any(String) });
    expect(await saving).toMatchObject({ ok: true });
    // Before: the save's build ran beside the draft's.
    expect(most).toBe(1);
  });
});

const aboutText = (text: string | undefined) => (text ?? "").replace("## Our story", "## Our story so far");

/** Saves buffet.yaml with the buffet hidden, through an editor of `content` that builds with `build`. */
async function hideBuffet(content: string, build: EditorOptions["build"]) {
  const work = mkdtempSync(join(tmpdir(), "site-editor-save-"));
  const editor = createEditor({ root, contentDir: content, work, build, refresh: async () => {} });
  try {
    const { files } = await editor.open("buffet.yaml", "en");
    (files[0].value as { show: boolean }).show = false;
    return await editor.save("buffet.yaml", { "buffet.yaml": { base: files[0].hash, value: files[0].value } }, "en");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

describe("a save with a stray special file in the content folder", () => {
  it("saves: a pipe the build never reads does not stop the copy the save is checked in", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    // A named pipe (or a socket some program left) beside the content files; the build ignores it.
    execFileSync("mkfifo", [join(content, "stray.pipe")]);
    // Before: "Cannot copy a FIFO pipe" from cpSync, an internal error on every save.
    expect(await hideBuffet(content, async () => ({ ok: true, lines: [] }))).toMatchObject({ ok: true });
    expect(readFileSync(join(content, "buffet.yaml"), "utf8")).toContain("show: false");
  });
});

describe("a save with a photo linked within the content folder", () => {
  it("saves when the site builds: a link from images/ to another photo in content/ stays inside the copy", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    mkdirSync(join(content, "images"));
    writeFileSync(join(content, "images/kitchen.jpg"), await makePhoto({ width: 1200, height: 900, seed: 9 }));
    // The same photo under a second name, linked by its full path: inside content/, so the build takes it.
    symlinkSync(join(content, "images/kitchen.jpg"), join(content, "images/hero.jpg"));
    const about = join(content, "pages/about.en.md");
    writeFileSync(
      about,
      readFileSync(about, "utf8").replace(/^---\n/, "---\nhero:\n  file: images/hero.jpg\n  alt: Our kitchen\n"),
    );
    expect((await buildOnce(root, content, join(dir, "dist"))).ok).toBe(true);
    // Before: the copy kept the link, which leads to the original content/, out of the copy.
    const build = (copy: string, out: string) => buildOnce(root, copy, out, content);
    expect(await hideBuffet(content, build)).toMatchObject({ ok: true });
  });
});

describe("the build and the editor", () => {
  it("never puts the editor into the site, and refuses output that carries it", async () => {
    const { files } = await generateSite({ root, contentDir: join(root, "content") });
    for (const file of files) {
      const text = Buffer.from(file.contents as Uint8Array).toString("latin1");
      expect(text.includes(editorMarker) || text.includes("/__edit/"), file.path).toBe(false);
    }
    expect(() => refuseEditorIn([{ path: "assets/site.js", contents: `/* ${editorMarker} */` }])).toThrow(SiteError);
    expect(() => refuseEditorIn([{ path: "assets/site.js", contents: `/* ${editorMarker} */` }])).toThrow(
      "assets/site.js contains the editor of site serve, which must never be published",
    );
  });
});

describe("the editor and links in the content folder", () => {
  /** An editor of `content` whose checks build for real, in the language each request asks for. */
  function realEditor(content: string, photoRoom?: number) {
    const work = mkdtempSync(join(tmpdir(), "site-editor-links-"));
    onTestFinished(() => rmSync(work, { recursive: true, force: true }));
    process.env.SITE_NOW = testNow;
    onTestFinished(() => {
      delete process.env.SITE_NOW;
    });
    return createEditor({
      root,
      contentDir: content,
      work,
      build: (copy, out, lang) => buildOnce(root, copy, out, content, lang),
      refresh: async () => {},
      photoRoom,
    });
  }
  /** An editor of a fresh copy, its menu opened in German with the first dish's photo set in the form's value. */
  async function firstDishWithPhoto(photo: object) {
    const editor = realEditor(join(contentForTest(), "content"));
    const { files } = await editor.open("menu.yaml", "de");
    const value = files[0].value as { sections: { dishes: Record<string, unknown>[] }[] };
    value.sections[0].dishes[0].photo = photo;
    return { editor, files, value };
  }
  const aboutWith = (text: string | undefined, line: string) =>
    (text ?? "").replace("## Our story", `## Our story\n\n${line}`);

  it("says in a page's preview, and in a save, that a photo it names was pushed out by newer ones", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    const photo = await makePhoto({ width: 1200, height: 900, seed: 5 });
    // Room for two such photos.
    const editor = realEditor(content, 2 * photo.length);
    const added = await editor.photos.receive("kueche.jpg", photo);
    await editor.photos.receive("zwei.jpg", photo);
    await editor.photos.receive("drei.jpg", photo);
    const { files } = await editor.open("pages/about.de.md", "de");
    const text = (files[0].text ?? "").replace(/\n## /, `\n![Unsere Küche am Abend](${added.file})\n\n## `);
    const uploads = { [added.file]: added.id };
    const gone = "das Foto für content/images/kueche.jpg wartet nicht mehr im Editor";
    // Before: an error answer the page read as "no problems", and a preview that no longer changed.
    const draft = await editor.draft("pages/about.de.md", text, "de", uploads);
    expect(draft?.problems).toEqual([expect.objectContaining({ message: expect.stringContaining(gone) })]);
    const saved = await editor.save(
      "pages/about.de.md",
      { "pages/about.de.md": { base: files[0].hash, text } },
      "de",
      uploads,
    );
    expect(saved).toMatchObject({
      ok: false,
      message: "1 Fehler: nichts wurde gespeichert",
      problems: [expect.objectContaining({ message: expect.stringContaining(gone) })],
    });
  });

  it("shows a mistake only the build finds at its field: a dish's photo that is not in images/", async () => {
    const { editor, files, value } = await firstDishWithPhoto({
      file: "images/fehlt.jpg",
      alt: { de: "Suya-Spieße vom Grill", en: "Grilled beef skewers", fr: "Brochettes de bœuf" },
    });
    // The file's own checks find nothing: only the whole build looks for the photo.
    expect(await editor.check("menu.yaml", { "menu.yaml": { base: files[0].hash, value } }, "de")).toEqual([]);
    const outcome = await editor.save("menu.yaml", { "menu.yaml": { base: files[0].hash, value } }, "de");
    // Before: a line "content/menu.yaml:…" above the form, no field marked.
    expect(outcome).toMatchObject({
      ok: false,
      message: "1 Fehler: nichts wurde gespeichert",
      problems: [
        {
          file: "menu.yaml",
          at: ["sections", 0, "dishes", 0, "photo", "file"],
          message: expect.stringMatching(/Foto images\/fehlt\.jpg gibt es nicht/),
        },
      ],
    });
    expect(outcome).not.toHaveProperty("lines");
  });

  it("says a problem at its field as the form shows it: no key path, no quotes to type, no line of the file", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    const editor = realEditor(content);
    const site = (await editor.open("site.yaml", "de")).files[0];
    (site.value as { address: Record<string, unknown> }).address.postcode = "1204";
    (site.value as Record<string, unknown>).deploy = {
      ...{ protocol: "sftp", host: "example.com", port: 70000, user: "u1", folder: "/" },
    };
    const [postcode, port] = await editor.check(
      "site.yaml",
      { "site.yaml": { base: site.hash, value: site.value } },
      "de",
    );
    expect(port.atField).toEqual({
      message: "70000 ist keine Portnummer",
      hint: "eine Zahl von 1 bis 65535, oder lassen Sie es leer (22 für sftp, 21 für ftps und ftp)",
    });
    // In the terminal: 'address.postcode "1204" ist keine deutsche Postleitzahl (fünf Ziffern, in Anführungszeichen, …)'.
    expect(postcode).toMatchObject({
      at: ["address", "postcode"],
      message: 'address.postcode "1204" ist keine deutsche Postleitzahl',
      atField: { message: '"1204" ist keine deutsche Postleitzahl', hint: "fünf Ziffern, etwa 12043" },
    });
    const menu = (await editor.open("menu.yaml", "en")).files[0];
    const dishes = (menu.value as { sections: { dishes: { name: Record<string, string> }[] }[] }).sections[0].dishes;
    dishes[1].name = { ...dishes[0].name };
    const saved = await editor.save("menu.yaml", { "menu.yaml": { base: menu.hash, value: menu.value } }, "en");
    const problems = (saved as { problems: Problem[] }).problems;
    // The file's line means nothing under a field: the form has none.
    expect(problems[0].message).toMatch(/is already the name of the dish on line \d+, in the same section$/);
    expect(problems[0].atField?.message).toBe(
      `"${dishes[0].name.de}" is already the name of another dish in this section`,
    );
  });

  it('marks an alt text that says only "photo" at its field while the owner types, before any save', async () => {
    const { editor, files, value } = await firstDishWithPhoto({
      file: "images/suya.jpg",
      alt: { de: "Foto", en: "IMG_2041", fr: "Brochettes de bœuf" },
    });
    // Before: found only by the photos stage of a save's build.
    const problems = await editor.check("menu.yaml", { "menu.yaml": { base: files[0].hash, value } }, "de");
    expect(problems).toEqual([
      expect.objectContaining({
        file: "menu.yaml",
        at: ["sections", 0, "dishes", 0, "photo", "alt", "de"],
        message: 'der Alternativtext "Foto" von images/suya.jpg sagt nur, dass es ein Bild ist, nicht was es zeigt',
      }),
      expect.objectContaining({
        at: ["sections", 0, "dishes", 0, "photo", "alt", "en"],
        message: 'der Alternativtext "IMG_2041" von images/suya.jpg ist ein Dateiname, keine Beschreibung',
      }),
    ]);
  });

  it("never writes a draft through a folder linked out of content/", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    // legal/ lives outside the content folder, linked in: the build refuses it, the editor still lists its files.
    const outside = join(dir, "outside-legal");
    cpSync(join(content, "legal"), outside, { recursive: true });
    rmSync(join(content, "legal"), { recursive: true });
    symlinkSync(outside, join(content, "legal"));
    const before = snapshot(outside);
    const editor = realEditor(content);
    const text = `${readFileSync(join(outside, "impressum.md"), "utf8")}\nAn edit not saved.\n`;
    // Before: the draft's copy kept the link, and the draft was written through it into outside-legal/.
    await expect(editor.draft("legal/impressum.md", text, "en")).rejects.toMatchObject({ code: "LinkOutOfContent" });
    expect(snapshot(outside)).toEqual(before);
  });

  it("keeps drafts and refused saves out of the owner's files behind a folder linked within content/", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    // pages/ is a relative link to a folder beside it in content/: the build takes it.
    renameSync(join(content, "pages"), join(content, "pages-real"));
    symlinkSync("pages-real", join(content, "pages"));
    const about = join(content, "pages-real/about.en.md");
    const original = readFileSync(about, "utf8");
    const editor = realEditor(content);
    const { files } = await editor.open("pages/about.en.md", "en");
    const draft = await editor.draft("pages/about.en.md", aboutWith(files[0].text, "A draft only."), "en");
    expect(draft).toMatchObject({ problems: [], url: expect.stringContaining("/en/about/") });
    // A change the site does not build with: a photo that is not there.
    const broken = aboutWith(files[0].text, "![A plate](images/missing.jpg)");
    const refused = await editor.save(
      "pages/about.en.md",
      { "pages/about.en.md": { base: files[0].hash, text: broken } },
      "en",
    );
    expect(refused).toMatchObject({ ok: false });
    // Before: the copy's link led back to pages-real/ in content/, and both were written there.
    expect(readFileSync(about, "utf8")).toBe(original);
    const saved = await editor.save(
      "pages/about.en.md",
      { "pages/about.en.md": { base: files[0].hash, text: aboutWith(files[0].text, "Saved for real.") } },
      "en",
    );
    expect(saved).toMatchObject({ ok: true });
    expect(readFileSync(about, "utf8")).toContain("Saved for real.");
    expect(lstatSync(join(content, "pages")).isSymbolicLink()).toBe(true);
  });

  it("saves beside a file linked within content/, as the build takes it", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    renameSync(join(content, "pages/shop.fr.md"), join(content, "shop.fr.md.real"));
    symlinkSync("../shop.fr.md.real", join(content, "pages/shop.fr.md"));
    expect((await buildOnce(root, content, join(dir, "dist"))).ok).toBe(true);
    const editor = realEditor(content);
    const { files } = await editor.open("pages/about.en.md", "en");
    // Before: the copy's link led out of the copy, and every save was refused as "a link out of content/".
    const saved = await editor.save(
      "pages/about.en.md",
      { "pages/about.en.md": { base: files[0].hash, text: aboutWith(files[0].text, "Beside a link.") } },
      "en",
    );
    expect(saved).toMatchObject({ ok: true });
    expect(lstatSync(join(content, "pages/shop.fr.md")).isSymbolicLink()).toBe(true);
  });

  it("writes all files of a save or none, when one became a link while the site was checked", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    const work = mkdtempSync(join(tmpdir(), "site-editor-whole-"));
    onTestFinished(() => rmSync(work, { recursive: true, force: true }));
    const dictionaries = ["de", "en", "fr"].map((code) => join(content, `i18n/${code}.yaml`));
    const before = dictionaries.map((path) => readFileSync(path, "utf8"));
    const editor = createEditor({
      root,
      contentDir: content,
      work,
      // While the site is checked, fr.yaml becomes a link to a copy of itself: same bytes, same hash.
      build: async () => {
        const fr = dictionaries[2];
        writeFileSync(join(content, "fr-copy.yaml"), readFileSync(fr));
        rmSync(fr);
        symlinkSync("../fr-copy.yaml", fr);
        return { ok: true, lines: [] };
      },
      refresh: async () => {},
    });
    const opened = await editor.open("i18n", "en");
    const changes = closeChanged(opened.files);
    const outcome = await editor.save("i18n", changes, "en");
    expect(outcome).toMatchObject({ ok: false, problems: [{ file: "i18n/fr.yaml" }] });
    // Before: de.yaml and en.yaml were written, fr.yaml not.
    expect(readFileSync(dictionaries[0], "utf8")).toBe(before[0]);
    expect(readFileSync(dictionaries[1], "utf8")).toBe(before[1]);
  });

  it("checks and drafts in a content folder that is itself a link, as the build takes it", async () => {
    const dir = contentForTest();
    renameSync(join(dir, "content"), join(dir, "real-content"));
    symlinkSync(join(dir, "real-content"), join(dir, "content"));
    const content = join(dir, "content");
    const editor = realEditor(content);
    const { files } = await editor.open("pages/about.en.md", "en");
    // Before: the copy became a link to itself, and every save and draft was an internal error.
    const draft = await editor.draft("pages/about.en.md", aboutWith(files[0].text, "A draft only."), "en");
    expect(draft).toMatchObject({ problems: [], url: expect.stringContaining("/en/about/") });
    const change = { base: files[0].hash, text: aboutWith(files[0].text, "Through the link.") };
    expect(await editor.save("pages/about.en.md", { "pages/about.en.md": change }, "en")).toMatchObject({ ok: true });
    expect(readFileSync(join(dir, "real-content/pages/about.en.md"), "utf8")).toContain("Through the link.");
  });

  it("agrees with the build on photos behind links in images/: a folder linked within content/, a link to nothing", async () => {
    const dir = contentForTest();
    renameSync(join(dir, "content"), join(dir, "site"));
    const content = join(dir, "site");
    mkdirSync(join(content, "images"));
    mkdirSync(join(content, "gallery-real"));
    writeFileSync(join(content, "gallery-real/plate.jpg"), await makePhoto({ width: 1200, height: 900, seed: 5 }));
    // A folder of photos linked by its full path: inside the content folder, so the build takes it.
    symlinkSync(join(content, "gallery-real"), join(content, "images/gallery"));
    const editor = realEditor(content);
    const { files } = await editor.open("pages/about.en.md", "en");
    const save = async (line: string) =>
      editor.save(
        "pages/about.en.md",
        {
          "pages/about.en.md": {
            base: readEntryHash(content, "pages/about.en.md"),
            text: aboutWith(files[0].text, line),
          },
        },
        "en",
      );
    // Before: the copy's hard link to the folder's link led out of the copy, and every save was refused.
    expect((await buildOnce(root, content, join(dir, "dist"))).ok).toBe(true);
    expect(await save("![A plate of jollof](images/gallery/plate.jpg)")).toMatchObject({ ok: true });
    // A link that leads to nothing from content/, but would find a photo from where the copy is.
    symlinkSync("../../content/images/real.jpg", join(content, "images/plate.jpg"));
    // Before: saved, since the copy sits in …/edit-N/content, where the link found a photo.
    expect(await save("![A plate](images/plate.jpg)")).toMatchObject({ ok: false });
    // The build says the same of that text.
    writeFileSync(join(content, "pages/about.en.md"), aboutWith(files[0].text, "![A plate](images/plate.jpg)"));
    expect((await buildOnce(root, content, join(dir, "dist"))).ok).toBe(false);
  });

  it("puts back every file of an undo or none, when one became a link since the save", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    const editor = realEditor(content);
    const opened = await editor.open("i18n", "en");
    const changes = closeChanged(opened.files);
    expect(await editor.save("i18n", changes, "en")).toMatchObject({ ok: true });
    const paths = ["de", "en", "fr"].map((code) => join(content, `i18n/${code}.yaml`));
    const saved = paths.map((path) => readFileSync(path, "utf8"));
    writeFileSync(join(content, "fr-copy.yaml"), saved[2]);
    rmSync(paths[2]);
    symlinkSync("../fr-copy.yaml", paths[2]);
    // Before: de.yaml and en.yaml were put back, fr.yaml not, and the undo could not be tried again.
    expect(await editor.undo("en")).toMatchObject({ ok: false, problems: [{ file: "i18n/fr.yaml" }] });
    expect(readFileSync(paths[0], "utf8")).toBe(saved[0]);
    expect(readFileSync(paths[1], "utf8")).toBe(saved[1]);
  });

  it("keeps a file's permissions when it saves it", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    const buffet = join(content, "buffet.yaml");
    chmodSync(buffet, 0o4640);
    // Before: the file the save wrote had the umask's mode, 644, readable by everyone.
    expect(await hideBuffet(content, async () => ({ ok: true, lines: [] }))).toMatchObject({ ok: true });
    // Who may read and write it is kept; a set-user bit is not handed on to a file the editor's user owns.
    expect(statSync(buffet).mode & 0o7777).toBe(0o640);
  });

  it("says the build's lines in the editor's language, naming the owner's files, for a save and a draft", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    const editor = realEditor(content);
    const { files } = await editor.open("pages/about.de.md", "de");
    const text = (files[0].text ?? "").replace(/\n## /, "\n![Ein Bild](images/fehlt.jpg)\n\n## ");
    for (const lang of ["de", "en"] as const) {
      const saved = await editor.save(
        "pages/about.de.md",
        { "pages/about.de.md": { base: files[0].hash, text } },
        lang,
      );
      const draft = await editor.draft("pages/about.de.md", text, lang);
      const missing =
        lang === "de" ? /Foto images\/fehlt\.jpg gibt es nicht/ : /photo images\/fehlt\.jpg does not exist/;
      // The line names a place in the page: a problem of that file, at its line, for the save and the draft.
      // Before, the draft's line named the temporary copy (../site-serve-…/edit-4/content/pages/about.de.md),
      // which is no place in the owner's files; and a draft's lines were not read for their places at all.
      const problem = expect.objectContaining({
        file: "pages/about.de.md",
        line: 7,
        col: 1,
        message: expect.stringMatching(missing),
      });
      expect((saved as { problems: Problem[] }).problems).toEqual([problem]);
      expect(draft).toEqual({ problems: [problem] });
    }
  });
});

describe("the editor's key", () => {
  const hour = 3600 * 1000;
  const start = Date.parse("2026-12-06T09:00:00Z");
  /** A tool folder of its own: its cache folder holds the key. */
  const tool = () => {
    const folder = mkdtempSync(join(tmpdir(), "site-key-"));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    return { folder, file: join(cacheFolder(folder), "editor-key") };
  };

  it("is kept for the owner's account alone, and a start the same day takes it back", () => {
    const { folder, file } = tool();
    const first = runKey(folder, { now: start });
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect(readFileSync(file, "utf8")).toBe(`${first.token}\n`);
    if (process.platform !== "win32") expect(lstatSync(file).mode & 0o777).toBe(0o600);
    // The terminal closed and opened again an hour later: her open tab's key still opens the editor.
    expect(runKey(folder, { now: start + hour }).token).toBe(first.token);
  });

  it("is new a day after it was last used, and at once with --new-key", () => {
    const { folder } = tool();
    const first = runKey(folder, { now: start });
    // Used all afternoon: its day starts again with each hour of use.
    first.used(start + 5 * hour);
    expect(runKey(folder, { now: start + 5 * hour + keyLife - hour }).token).toBe(first.token);
    const unused = runKey(folder, { now: start + 5 * hour + 2 * keyLife });
    expect(unused.token).not.toBe(first.token);
    const replaced = runKey(folder, { fresh: true, now: start + 5 * hour + 2 * keyLife + hour });
    expect(replaced.token).not.toBe(unused.token);
    expect(runKey(folder, { now: start + 5 * hour + 2 * keyLife + 2 * hour }).token).toBe(replaced.token);
  });

  it("is not kept alive by starts that only print it: a day after its last use it is new", () => {
    const { folder } = tool();
    const first = runKey(folder, { now: start });
    // Started every morning, the editor never opened: the key seen on the screen the first day goes.
    expect(runKey(folder, { now: start + 20 * hour }).token).toBe(first.token);
    expect(runKey(folder, { now: start + keyLife + hour }).token).not.toBe(first.token);
  });

  it("is never taken from a file others may read, a link, or other bytes, and never written through a link", () => {
    const { folder, file } = tool();
    const first = runKey(folder, { now: start });
    const secret = join(folder, "elsewhere.txt");
    writeFileSync(secret, `${first.token}\n`);
    const attempts: [string, () => void][] = [
      ["readable by others", () => chmodSync(file, 0o644)],
      [
        "a link to a file with a key",
        () => {
          rmSync(file);
          symlinkSync(secret, file);
        },
      ],
      ["not a key", () => writeFileSync(file, "password\n", { mode: 0o600 })],
      ["a key and more", () => writeFileSync(file, `${first.token}\n${first.token}\n`, { mode: 0o600 })],
      ["a file with a second name", () => linkSync(file, join(folder, "second-name"))],
      [
        "a pipe, which would keep a start waiting",
        () => {
          rmSync(file);
          execFileSync("mkfifo", ["-m", "600", file]);
        },
      ],
    ];
    for (const [what, make] of attempts) {
      rmSync(join(folder, "second-name"), { force: true });
      rmSync(file, { force: true });
      writeFileSync(file, `${first.token}\n`, { mode: 0o600 });
      chmodSync(file, 0o600);
      make();
      const next = runKey(folder, { now: start + hour });
      expect(next.token, what).not.toBe(first.token);
      // The new key took the link's place; what it pointed at is as it was.
      expect(lstatSync(file).isFile(), what).toBe(true);
      expect(readFileSync(file, "utf8"), what).toBe(`${next.token}\n`);
    }
    expect(readFileSync(secret, "utf8")).toBe(`${first.token}\n`);
  });

  it("is a key of this run where the cache folder cannot be made", () => {
    const { folder } = tool();
    // A file where the folder would go: refused to every account, root's too.
    mkdirSync(join(folder, "node_modules"));
    writeFileSync(join(folder, "node_modules", ".cache"), "not a folder\n");
    const one = runKey(folder, { now: start });
    expect(one.token).toMatch(/^[\w-]{43}$/);
    expect(runKey(folder, { now: start }).token).not.toBe(one.token);
    one.used(start + 2 * hour);
    expect(readFileSync(join(folder, "node_modules", ".cache"), "utf8")).toBe("not a folder\n");
  });

  it("site serve started again takes it back: a tab opened before saves on", async () => {
    process.env.SITE_NOW = testNow;
    const dir = copyContent();
    onTestFinished(() => {
      delete process.env.SITE_NOW;
      rmSync(dir, { recursive: true, force: true });
    });
    const content = join(dir, "content");
    // The key kept in a folder of the test's: the tool's own, and other tests', stay as they are.
    const { folder: keyRoot } = tool();
    const before = await serve({ root, keyRoot, contentDir: content, port: 0, log: () => {}, warn: () => {} });
    const token = new URL(before.editorUrl).searchParams.get("token") as string;
    const port = Number(new URL(before.url).port);
    await before.close();
    const again = await serve({ root, keyRoot, contentDir: content, port, log: () => {}, warn: () => {} });
    onTestFinished(() => again.close());
    expect(new URL(again.editorUrl).searchParams.get("token")).toBe(token);
    const base = again.url.replace(/\/$/, "");
    const headers = { "x-site-token": token, "content-type": "application/json" };
    const opened = JSON.parse((await send(`${base}/__edit/api/open?id=buffet.yaml&lang=en`, { headers })).body);
    const [file] = opened.files;
    file.value.events[0].date = "2026-12-13";
    const saved = await send(`${base}/__edit/api/save`, {
      method: "POST",
      headers,
      body: JSON.stringify({ id: "buffet.yaml", changes: { "buffet.yaml": { base: file.hash, value: file.value } } }),
    });
    expect(JSON.parse(saved.body)).toMatchObject({ ok: true });
    expect(readFileSync(join(content, "buffet.yaml"), "utf8")).toContain('date: "2026-12-13"');
    // With --new-key, the address printed before and the tab that opened it no longer get in.
    await again.close();
    const renewed = await serve({
      root,
      keyRoot,
      contentDir: content,
      port,
      newKey: true,
      log: () => {},
      warn: () => {},
    });
    onTestFinished(() => renewed.close());
    expect(new URL(renewed.editorUrl).searchParams.get("token")).not.toBe(token);
    expect((await send(`${base}/__edit/api/open?id=buffet.yaml&lang=en`, { headers })).status).toBe(403);
    expect((await send(`${base}/__edit/?token=${token}`)).status).toBe(403);
  });
});
