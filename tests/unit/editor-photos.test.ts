/**
 * Photos added in the editor of `site serve`, over its HTTP interface, as the
 * owner's browser and an attacker reach it: checked like any photo, kept aside
 * until a save names them with their alt text in every language, written into
 * content/images/ under a name of the tool's making and never over a file;
 * every refusal leaves content/ as it was.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createPhotoDesk, maxWaitingCount, safePhotoName } from "../../cli/editor/photos.js";
import { SiteError } from "../../cli/errors.js";
import { type Preview, serve } from "../../cli/serve.js";
import { makePhoto } from "../photos.mjs";
import { copyContent, root, snapshot, testNow } from "./helpers.js";

interface Answer {
  status: number;
  body: string;
  bytes: Buffer;
  headers: Record<string, string | string[] | undefined>;
  json: () => Record<string, unknown>;
}

let dir: string;
let content: string;
let preview: Preview;
let token: string;
let base: string;
let jpeg: Buffer;

beforeAll(async () => {
  process.env.SITE_NOW = testNow;
  dir = copyContent();
  content = join(dir, "content");
  preview = await serve({ root, contentDir: content, port: 0, project: dir, log: () => {}, warn: () => {} });
  token = new URL(preview.editorUrl).searchParams.get("token") as string;
  base = preview.url.replace(/\/$/, "");
  jpeg = await makePhoto({ width: 1200, height: 900, seed: 21 });
});
afterAll(async () => {
  await preview?.close();
  delete process.env.SITE_NOW;
  rmSync(dir, { recursive: true, force: true });
});

function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const target = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: target.hostname, port: target.port, method: options.method ?? "GET", path, headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const body = bytes.toString("utf8");
          const status = response.statusCode ?? 0;
          resolve({ status, body, bytes, headers: response.headers, json: () => JSON.parse(body) });
        });
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A photo as the editor's page sends it: its bytes, its name in the address. */
const upload = (name: string, bytes: Buffer, headers: Record<string, string> = {}) =>
  send(`/__edit/api/photo?lang=en&name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { "x-site-token": token, "content-type": "application/octet-stream", ...headers },
    body: bytes,
  });

const api = (action: string, body: object) =>
  send(`/__edit/api/${action}`, {
    method: "POST",
    headers: { "x-site-token": token, "content-type": "application/json" },
    body: JSON.stringify({ lang: "en", ...body }),
  });

const images = () => {
  try {
    return readdirSync(join(content, "images")).sort();
  } catch {
    return [];
  }
};

/** site.yaml with the chef's photo set, saved through the editor with the photos it names. */
async function saveChefPhoto(photo: object, uploads: Record<string, string>) {
  const opened = JSON.parse(
    (await send(`/__edit/api/open?id=site.yaml&lang=en`, { headers: { "x-site-token": token } })).body,
  );
  const value = opened.files[0].value;
  value.chef.photo = photo;
  return api("save", {
    id: "site.yaml",
    changes: { "site.yaml": { base: opened.files[0].hash, value } },
    uploads,
  });
}

/** Puts site.yaml and images/ back as the test found them. */
function restoreAfter() {
  const siteYaml = readFileSync(join(content, "site.yaml"), "utf8");
  onTestFinished(() => {
    writeFileSync(join(content, "site.yaml"), siteYaml);
    rmSync(join(content, "images"), { recursive: true, force: true });
  });
}

const alt = { de: "Amara Nwosu am Herd", en: "Amara Nwosu at the stove", fr: "Amara Nwosu aux fourneaux" };

describe("a photo added in the editor", () => {
  it("is kept aside until a save names it with its alt text in every language, then written under a safe name", async () => {
    restoreAfter();
    const answer = await upload("Küche am Abend.JPG", jpeg);
    expect(answer.status).toBe(200);
    const added = answer.json();
    expect(added).toMatchObject({ ok: true, file: "images/kuche-am-abend.jpg", width: 1200, height: 900 });
    // Not in content/ yet: a photo nobody saved is not the owner's content.
    expect(images()).toEqual([]);
    // The editor shows it (a small JPEG), with the run's key only.
    const shown = await send(`/__edit/upload/${added.id}?token=${token}`);
    expect([shown.status, shown.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    expect((await sharp(shown.bytes).metadata()).width).toBe(1200);
    expect((await send(`/__edit/upload/${added.id}`)).status).toBe(403);

    const saved = await saveChefPhoto(
      { file: added.file, alt, focus: "50% 20%" },
      { [added.file as string]: added.id as string },
    );
    expect(saved.json()).toMatchObject({ ok: true, message: "Saved content/site.yaml. The preview shows it." });
    expect(images()).toEqual(["kuche-am-abend.jpg"]);
    expect(readFileSync(join(content, "images/kuche-am-abend.jpg")).equals(jpeg)).toBe(true);
    expect(readFileSync(join(content, "site.yaml"), "utf8")).toContain(
      '  photo:\n    file: images/kuche-am-abend.jpg\n    alt:\n      de: Amara Nwosu am Herd\n      en: Amara Nwosu at the stove\n      fr: Amara Nwosu aux fourneaux\n    focus: "50% 20%"\n',
    );
    // The preview shows the chef's portrait with the part the owner chose.
    expect((await send("/en/about/")).body).toContain('class="photo photo--round photo--y20"');
    // Its key is spent: the same photo cannot be written twice.
    const again = await saveChefPhoto({ file: added.file, alt }, { [added.file as string]: added.id as string });
    expect(again.json()).toMatchObject({
      ok: false,
      problems: [{ message: "the editor could not read this request" }],
    });
  });

  it("is refused with the save when its alt text is missing in a language, and nothing is written", async () => {
    restoreAfter();
    const before = snapshot(content);
    const added = (await upload("amara.jpg", jpeg)).json();
    const saved = await saveChefPhoto(
      { file: added.file, alt: { de: alt.de, en: alt.en } },
      { [added.file as string]: added.id as string },
    );
    expect(saved.status).toBe(422);
    expect(saved.json()).toMatchObject({
      ok: false,
      problems: [
        expect.objectContaining({
          file: "site.yaml",
          at: expect.arrayContaining(["chef", "photo", "alt"]),
          message: 'chef.photo.alt has no text in the language "fr"',
        }),
      ],
    });
    // An empty text is no alt text either.
    const empty = await saveChefPhoto(
      { file: added.file, alt: { ...alt, fr: " " } },
      { [added.file as string]: added.id as string },
    );
    expect(empty.status).toBe(422);
    expect(snapshot(content)).toEqual(before);
  });

  it("is refused when it is no photo, damaged, an SVG named .png, empty or over 40 megapixels", async () => {
    const before = snapshot(content);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><image href="file:///etc/passwd"/></svg>',
    );
    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: "#884422" } })
      .jpeg()
      .toBuffer();
    const cases: [string, Buffer, number, RegExp | string][] = [
      [
        "plan.png",
        svg,
        422,
        "plan.png is not a photo the tool can read, or it is damaged (svg is not JPEG, PNG, WebP, AVIF or HEIC)",
      ],
      [
        "notes.jpg",
        Buffer.from("Einkaufsliste: Kochbananen\n"),
        422,
        /^notes\.jpg is not a photo the tool can read, or it is damaged \(/,
      ],
      [
        "cut.jpg",
        jpeg.subarray(0, jpeg.length / 2),
        422,
        /^cut\.jpg is not a photo the tool can read, or it is damaged \(/,
      ],
      ["empty.jpg", Buffer.alloc(0), 422, "empty.jpg is empty (0 bytes): it holds no photo"],
      ["huge.jpg", huge, 422, "huge.jpg has 40.8 megapixels (8000 × 5100); the limit is 40"],
    ];
    for (const [name, bytes, status, message] of cases) {
      const answer = await upload(name, bytes);
      expect(answer.status, name).toBe(status);
      expect(answer.json().message, name).toEqual(
        typeof message === "string" ? message : expect.stringMatching(message),
      );
    }
    expect(snapshot(content)).toEqual(before);
  });

  it("gets a name of the tool's making: no path, no device name, nothing over another photo, no two alike", async () => {
    restoreAfter();
    mkdirSync(join(content, "images"));
    writeFileSync(join(content, "images/kitchen.jpg"), jpeg);
    const png = await sharp(jpeg).png().toBuffer();
    const named = async (name: string, bytes = jpeg) => (await upload(name, bytes)).json().file;
    expect(await named("../x.jpg")).toBe("images/x.jpg");
    expect(await named("..\\..\\Windows\\evil.jpg")).toBe("images/evil.jpg");
    expect(await named("/etc/passwd.jpg")).toBe("images/passwd.jpg");
    expect(await named("CON.jpg")).toBe("images/con-photo.jpg");
    expect(await named("lpt1.jpeg")).toBe("images/lpt1-photo.jpg");
    expect(await named("")).toBe("images/photo.jpg");
    expect(await named("\u202egpj.exe")).toBe("images/gpj.jpg");
    expect(await named(`${"b".repeat(200)}.jpg`)).toBe(`images/${"b".repeat(40)}.jpg`);
    // Named by what the bytes are: a PNG called .jpg is a .png.
    expect(await named("screenshot.jpg", png)).toBe("images/screenshot.png");
    // Taken, on disk or by a photo waiting to be saved; or the same once written plainly.
    expect(await named("kitchen.jpg")).toBe("images/kitchen-2.jpg");
    expect(await named("Kitchen.PNG", png)).toBe("images/kitchen-3.png");
    expect(await named("Küche.jpg")).toBe("images/kuche.jpg");
    expect(await named("Kuche.jpg")).toBe("images/kuche-2.jpg");
    // A name longer than any file name can be is refused, not cut.
    const long = await upload(`${"a".repeat(300)}.jpg`, jpeg);
    expect(long.status).toBe(422);
    expect(long.json().message).toMatch(/is longer than any file name can be$/);
    // Nothing was written: only the owner's own photo is there.
    expect(images()).toEqual(["kitchen.jpg"]);
  });

  it("waits only while the photos waiting fit their room: the oldest goes, and a save naming it says so", async () => {
    const work = join(dir, "desk-work");
    onTestFinished(() => rmSync(work, { recursive: true, force: true }));
    // Room for two such photos: a photo chosen and replaced, or left in a closed tab, is never saved.
    const desk = createPhotoDesk({ contentDir: content, work, maxWaiting: 2 * jpeg.length });
    const first = await desk.receive("eins.jpg", jpeg);
    const second = await desk.receive("zwei.jpg", jpeg);
    const third = await desk.receive("drei.jpg", jpeg);
    // Its bytes left the work folder with it, and its name is free again.
    expect(readdirSync(join(work, "uploads")).sort()).toEqual([second.id, third.id].sort());
    expect((await desk.receive("eins.jpg", jpeg)).file).toBe("images/eins.jpg");
    expect(desk.upload(third.id, third.file)?.file).toBe("images/drei.jpg");
    let refusal: unknown;
    try {
      desk.upload(first.id, first.file);
    } catch (failure) {
      refusal = failure;
    }
    expect(refusal).toBeInstanceOf(SiteError);
    expect((refusal as SiteError).texts("en").message).toBe(
      "the photo for content/images/eins.jpg no longer waits in the editor: photos added later, in another tab or left unsaved, took its room",
    );
    expect((refusal as SiteError).texts("de").message).toContain(
      "das Foto für content/images/eins.jpg wartet nicht mehr im Editor",
    );
    // A save that took a photo before newer ones pushed it out writes nothing: it is refused with the same words.
    const taken = desk.upload(third.id, third.file);
    await desk.receive("vier.jpg", jpeg);
    await desk.receive("fuenf.jpg", jpeg);
    expect(() => desk.commit(taken ? [taken] : [])).toThrow(
      /^the photo for content\/images\/drei\.jpg no longer waits/,
    );
    expect(() => desk.linkInto(join(work, "copy"), taken ? [taken] : [])).toThrow(/no longer waits/);
    expect(images()).toEqual([]);
    // A photo larger than the room alone still waits: the newest is never the one let go.
    const small = createPhotoDesk({ contentDir: content, work: join(work, "small"), maxWaiting: 10 });
    const big = await small.receive("gross.jpg", jpeg);
    expect(small.upload(big.id, big.file)?.file).toBe("images/gross.jpg");
  });

  it("never pushes out the photos the owner's page still holds: a photo that no longer fits beside them is refused", async () => {
    const work = join(dir, "desk-keep");
    onTestFinished(() => rmSync(work, { recursive: true, force: true }));
    const desk = createPhotoDesk({ contentDir: content, work, maxWaiting: 2 * jpeg.length });
    const abandoned = await desk.receive("alt.jpg", jpeg);
    // Her page holds the first of its photos: the one another tab left is the one that goes.
    const first = await desk.receive("eins.jpg", jpeg);
    const second = await desk.receive("zwei.jpg", jpeg, [first.id]);
    expect(() => desk.upload(abandoned.id, abandoned.file)).toThrow(/no longer waits/);
    // Before: a third photo of the same page pushed out its first, and adding that again pushed out the next.
    let refusal: unknown;
    try {
      await desk.receive("drei.jpg", jpeg, [first.id, second.id]);
    } catch (failure) {
      refusal = failure;
    }
    expect((refusal as SiteError).texts("de")).toEqual({
      message: `dieses Foto passt nicht mehr: 2 Fotos dieser Seite (${Math.ceil((2 * jpeg.length) / 1024 / 1024)} MB) warten schon darauf, gespeichert zu werden`,
      hint: "speichern Sie die Seite mit den hinzugefügten Fotos, dann fügen Sie dieses hinzu",
    });
    expect(desk.upload(first.id, first.file)?.file).toBe("images/eins.jpg");
    expect(desk.upload(second.id, second.file)?.file).toBe("images/zwei.jpg");
    expect(readdirSync(join(work, "uploads")).sort()).toEqual([first.id, second.id].sort());
  });

  it("keeps at most 200 photos waiting, however small: each holds a preview in memory", async () => {
    const work = join(dir, "desk-count");
    onTestFinished(() => rmSync(work, { recursive: true, force: true }));
    const desk = createPhotoDesk({ contentDir: content, work });
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#a33" } })
      .jpeg()
      .toBuffer();
    const first = await desk.receive("winzig.jpg", tiny);
    for (let index = 0; index < maxWaitingCount; index++) await desk.receive(`winzig-${index}.jpg`, tiny);
    expect(readdirSync(join(work, "uploads"))).toHaveLength(maxWaitingCount);
    expect(() => desk.upload(first.id, first.file)).toThrow(/no longer waits/);
  });

  it("takes the keys of the photos the page holds with a new one, leaving out any that is not of its making", async () => {
    restoreAfter();
    const held = (await upload("gehalten.jpg", jpeg)).json();
    // Keys that are not the tool's own are left out, never an error.
    const sent = await send(`/__edit/api/photo?lang=en&name=neu.jpg&keep=${held.id},../../etc,${"x".repeat(100)}`, {
      method: "POST",
      headers: { "x-site-token": token, "content-type": "application/octet-stream" },
      body: jpeg,
    });
    expect(sent.json()).toMatchObject({ ok: true, file: "images/neu.jpg" });
  });

  it("gives the same photo chosen again its first name, never one counted up from the tries before", async () => {
    restoreAfter();
    const tries = [];
    for (let attempt = 0; attempt < 4; attempt++) tries.push((await upload("IMG_2042.jpg", jpeg)).json());
    // Before: img-2042.jpg, img-2042-2.jpg, … img-2042-4.jpg for four tries of one photo.
    expect(tries.map((added) => added.file)).toEqual(Array(4).fill("images/img-2042.jpg"));
    expect(new Set(tries.map((added) => added.id)).size).toBe(1);
    // Another photo of that name is another photo.
    const other = await sharp(jpeg).rotate(90).jpeg().toBuffer();
    expect((await upload("IMG_2042.jpg", other)).json().file).toBe("images/img-2042-2.jpg");
  });

  it("gives two photos sent at once under one name a name each", async () => {
    restoreAfter();
    const [first, second] = await Promise.all([upload("terrasse.jpg", jpeg), upload("terrasse.jpg", jpeg)]);
    expect(new Set([first.json().file, second.json().file])).toEqual(
      new Set(["images/terrasse.jpg", "images/terrasse-2.jpg"]),
    );
  });

  it("never replaces a photo that appeared under its name before the save", async () => {
    restoreAfter();
    const added = (await upload("garden.jpg", jpeg)).json();
    // The owner copies another photo of that name into content/images/ meanwhile.
    mkdirSync(join(content, "images"));
    const theirs = await makePhoto({ width: 800, height: 600, seed: 5 });
    writeFileSync(join(content, "images/garden.jpg"), theirs);
    const siteYaml = readFileSync(join(content, "site.yaml"), "utf8");
    const saved = await saveChefPhoto({ file: added.file, alt }, { [added.file as string]: added.id as string });
    expect(saved.status).toBe(422);
    expect(saved.json().message).toBe(
      "content/images/garden.jpg appeared while you were editing, and the new photo would have replaced it: nothing was saved",
    );
    expect(readFileSync(join(content, "images/garden.jpg")).equals(theirs)).toBe(true);
    expect(readFileSync(join(content, "site.yaml"), "utf8")).toBe(siteYaml);
  });

  it("is written only into content/images/ itself: not through a link to another folder", async () => {
    restoreAfter();
    const elsewhere = join(dir, "elsewhere");
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, join(content, "images"));
    onTestFinished(() => rmSync(join(content, "images"), { force: true }));
    const added = (await upload("yard.jpg", jpeg)).json();
    const saved = await saveChefPhoto({ file: added.file, alt }, { [added.file as string]: added.id as string });
    expect(saved.status).toBe(422);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it("cannot be saved under a key it was not given, nor moved to another name", async () => {
    restoreAfter();
    const before = snapshot(content);
    const added = (await upload("room.jpg", jpeg)).json();
    const attempts: Record<string, string>[] = [
      { "images/room.jpg": "not-a-key" },
      { "images/other.jpg": added.id as string },
      { "../site.yaml": added.id as string },
    ];
    for (const uploads of attempts) {
      const file = Object.keys(uploads)[0];
      const saved = await saveChefPhoto({ file, alt }, uploads);
      expect(saved.status, file).toBe(422);
      expect(saved.json().problems, file).toEqual([
        expect.objectContaining({ message: "the editor could not read this request" }),
      ]);
    }
    expect(snapshot(content)).toEqual(before);
  });

  it("is refused from another origin, without the key, as a form would send it, and over the size limit", async () => {
    const before = snapshot(content);
    expect((await upload("a.jpg", jpeg, { origin: "https://evil.example" })).status).toBe(403);
    expect((await upload("a.jpg", jpeg, { "x-site-token": "" })).status).toBe(403);
    expect((await upload("a.jpg", jpeg, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await upload("a.jpg", jpeg, { "content-type": "multipart/form-data; boundary=x" })).status).toBe(415);
    expect((await upload("a.jpg", jpeg, { "content-type": "text/plain" })).status).toBe(415);
    // A body over 64 MB, sent in full: refused with the owner's words, and nothing kept.
    const big = await upload("big.jpg", Buffer.alloc(65 * 1024 * 1024));
    expect(big.status).toBe(413);
    expect(big.json().message).toBe("the photo is larger than 64 MB (65 MB), far more than a website shows");
    expect(snapshot(content)).toEqual(before);
  });

  it("is shown by the editor only from content/images/, never another file", async () => {
    restoreAfter();
    mkdirSync(join(content, "images"));
    writeFileSync(join(content, "images/kitchen.jpg"), jpeg);
    writeFileSync(join(dir, "secret.jpg"), jpeg);
    symlinkSync(join(dir, "secret.jpg"), join(content, "images/linked.jpg"));
    expect((await send(`/__edit/photo/images%2Fkitchen.jpg?token=${token}`)).status).toBe(200);
    for (const file of [
      "images/linked.jpg",
      "../secret.jpg",
      "images/../../secret.jpg",
      "site.yaml",
      "images%2F..%2Fsite.yaml",
      "%ZZ",
    ]) {
      expect((await send(`/__edit/photo/${encodeURIComponent(file)}?token=${token}`)).status, file).toBe(404);
    }
    expect((await send(`/__edit/photo/images%2Fkitchen.jpg`)).status).toBe(403);
    const info = await send(`/__edit/api/photo-info?file=images/kitchen.jpg`, { headers: { "x-site-token": token } });
    expect(info.json()).toEqual({ width: 1200, height: 900 });
  });
});

describe("a page's photos in the editor", () => {
  it("are written into the page's front matter in place, its other keys and comments kept", async () => {
    const text = readFileSync(join(content, "pages/about.en.md"), "utf8");
    const hero = { file: "images/room.jpg", alt: "Our dining room", focus: "30% 60%" };
    const written = (await api("front-matter", { id: "pages/about.en.md", text, value: { hero } })).json();
    const block = 'hero:\n  file: images/room.jpg\n  alt: Our dining room\n  focus: "30% 60%"\n';
    expect(written.text).toContain(`serve."\n${block}---\n`);
    expect((written.text as string).replace(block, "")).toBe(text);
    const read = (await api("front-matter", { id: "pages/about.en.md", text: written.text })).json();
    expect(read.value).toEqual({ hero });
    // A file that is no page, and a value that is no object, are refused.
    expect((await api("front-matter", { id: "site.yaml", text, value: { hero } })).status).toBe(422);
    expect((await api("front-matter", { id: "pages/about.en.md", text, value: [1] })).status).toBe(422);
    expect(readFileSync(join(content, "pages/about.en.md"), "utf8")).toBe(text);
  });
});

describe("a safe name for a photo", () => {
  it("is plain small letters, digits and dashes, at most 40 of them, with the extension the bytes have", () => {
    const none = () => false;
    expect(safePhotoName("Ñandú Café (1).JPEG", "jpg", none)).toBe("images/nandu-cafe-1.jpg");
    expect(safePhotoName("...", "png", none)).toBe("images/photo.png");
    expect(safePhotoName("nul", "webp", none)).toBe("images/nul-photo.webp");
    expect(safePhotoName("a/b/c.heic", "heic", (slug) => slug === "c")).toBe("images/c-2.heic");
  });
});
