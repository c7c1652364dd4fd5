/**
 * Share cards: what a messenger or social network finds when a page is shared.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cardSvg, drawCard, withoutSpareMasks } from "../../cli/stages/5-cards/card-drawing.js";
import { generateSite } from "../../cli/stages/build.js";
import { makePhoto } from "../photos.mjs";
import { contentForTest, edit, root, runSite, testNow } from "./helpers.js";

/** The content of every <meta> of a page, by its property or name. */
function metaOf(html: string): Record<string, string> {
  const tags = html.match(/<meta [^>]*>/g) ?? [];
  return Object.fromEntries(
    tags
      .map((tag) => [/(?:property|name)="([^"]+)"/.exec(tag)?.[1], /content="([^"]*)"/.exec(tag)?.[1]])
      .filter((pair): pair is [string, string] => pair[0] !== undefined && pair[1] !== undefined),
  );
}

describe("share cards", () => {
  it("give every page an og:image and twitter:image: a 1200×630 PNG of its own, on the site's host", async () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    const dist = join(dir, "dist");
    const seen = new Set<string>();
    for (const page of ["index.html", "en/about/index.html", "fr/speisekarte/index.html", "impressum/index.html"]) {
      const meta = metaOf(readFileSync(join(dist, page), "utf8"));
      expect(meta["og:image"], page).toMatch(/^https:\/\/mama-nyota\.example\/assets\/card\.[0-9a-f]{12}\.png$/);
      expect(meta["twitter:image"]).toBe(meta["og:image"]);
      expect(meta["twitter:card"]).toBe("summary_large_image");
      expect([meta["og:image:width"], meta["og:image:height"]]).toEqual(["1200", "630"]);
      expect(meta["og:image:alt"]).toContain("Mama Nyota");
      seen.add(meta["og:image"]);
      const png = await sharp(join(dist, new URL(meta["og:image"]).pathname)).metadata();
      expect([png.format, png.width, png.height]).toEqual(["png", 1200, 630]);
    }
    expect(seen.size).toBe(4);
    // Nobody shares a 404 page.
    expect(metaOf(readFileSync(join(dist, "404.html"), "utf8"))["og:image"]).toBeUndefined();
  });

  it("are drawn once: an unchanged build draws none, a new title draws that page's cards again", async () => {
    const dir = contentForTest();
    const options = { root, contentDir: join(dir, "content"), now: new Date(testNow) };
    await generateSite(options);
    const again = await generateSite(options);
    expect(again.made.cards).toBe(0);
    // A title no earlier run drew: cards are kept between runs, by what they show.
    const title = `Our shop ${Date.now().toString(36)}`;
    edit(join(dir, "content"), "pages/shop.en.md", 'title: "Shop"', `title: "${title}"`);
    const edited = await generateSite(options);
    expect(edited.made.cards).toBe(1);
  });

  it("have the same names from the CLI's bundle as from the sources, so a host never sees them change for that", async () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    const built = metaOf(readFileSync(join(dir, "dist/en/about/index.html"), "utf8"))["og:image"];
    const { pages } = await generateSite({ root, contentDir: join(dir, "content"), now: new Date(testNow) });
    expect(pages.find((page) => page.file === "en/about/index.html")?.card?.url).toBe(built);
  });

  it("carry no date that will pass: a buffet moved to another day leaves every card as it was", async () => {
    // Messengers keep a shared link's picture for days: a buffet's date on it would show a past event.
    const dir = contentForTest();
    const options = { root, contentDir: join(dir, "content"), now: new Date(testNow) };
    const cards = async () => (await generateSite(options)).pages.map((page) => page.card?.url);
    const before = await cards();
    edit(join(dir, "content"), "buffet.yaml", /date: "2026-12-06"/, 'date: "2026-12-13"');
    expect(await cards()).toEqual(before);
  });

  it("are the pictures recorded here, pixel for pixel, however their PNG bytes are packed", async () => {
    // Another encoder or level may change a card's bytes, never what it shows. A change of the
    // drawing (ShareCard.tsx, its fonts, satori or sharp) changes these on purpose: record the new ones.
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#8a4b2a" } })
      .composite([
        { input: { create: { width: 450, height: 300, channels: 3, background: "#e8c07a" } }, top: 0, left: 0 },
      ])
      .jpeg({ quality: 80 })
      .toBuffer();
    const pixels = async (png: Uint8Array) => {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      return `${info.width}×${info.height}×${info.channels} ${createHash("sha256").update(data).digest("hex").slice(0, 16)}`;
    };
    const plain = await drawCard({
      props: { siteName: "Mama Nyota", heading: "Über uns", kitchen: "Afrikanische Küche" },
    });
    const withPhoto = await drawCard({ props: { siteName: "Mama Nyota", heading: "Catering" }, photo });
    expect([await pixels(plain), await pixels(withPhoto)]).toEqual([
      "1200×630×3 bd1a3e2c599133ec",
      "1200×630×3 29344f3047b46942",
    ]);
  });

  it("are drawn without the masks that change no pixel, and keep every other", () => {
    // As satori writes them: an image under a white rectangle the size of its box, a photo larger than its
    // frame under the frame's rectangle and clipped to it too, and images whose masks cut something.
    const svg = [
      '<mask id="m1"><rect x="64" y="56" width="72" height="72" fill="#fff"/></mask>',
      '<image x="64" y="56" width="72" height="72" href="data:a" preserveAspectRatio="xMidYMid meet" clip-path="url(#c1)" mask="url(#m1)"/>',
      '<clipPath id="c2"><rect x="700" y="0" width="500" height="598"/></clipPath>',
      '<mask id="m2"><rect x="700" y="0" width="500" height="598" fill="#fff"/></mask>',
      '<image x="700" y="-58.5" width="500" height="888.9" href="data:b" preserveAspectRatio="none" clip-path="url(#c2)" mask="url(#m2)"/>',
      '<mask id="m3"><rect x="0" y="0" width="50" height="50" fill="#fff"/></mask>',
      '<image x="0" y="0" width="100" height="100" href="data:c" preserveAspectRatio="none" mask="url(#m3)"/>',
      '<mask id="m4"><path d="M0 0h20v20z" fill="#fff"/></mask>',
      '<image x="0" y="0" width="20" height="20" href="data:d" preserveAspectRatio="none" mask="url(#m4)"/>',
    ].join("");
    const lean = withoutSpareMasks(svg);
    expect(lean).not.toContain('mask="url(#m1)"');
    expect(lean).toContain('mask="url(#m2)"');
    expect(lean).toContain(
      '<image x="0" y="0" width="100" height="100" href="data:c" preserveAspectRatio="none" mask="url(#m3)"/>',
    );
    expect(lean).toContain('mask="url(#m4)"');
    expect(lean).toContain(
      '<image x="64" y="56" width="72" height="72" href="data:a" preserveAspectRatio="xMidYMid meet" clip-path="url(#c1)"/>',
    );
  });

  it("have the very pixels of satori's drawing with all its masks, a photo cut to its frame or not", async () => {
    const pixels = async (svg: string) => sharp(Buffer.from(svg)).raw().toBuffer();
    // A hero as a camera takes it (4:3, cut to the card's frame, here to its top left) and one of the frame's shape.
    for (const [width, height, photoPosition] of [
      [1600, 1200, "12% 88%"],
      [1000, 1196, undefined],
    ] as const) {
      const photo = await makePhoto({ width, height, seed: 7 });
      const props = { siteName: "Mama Nyota", heading: "Ça coûte 12 €", ...(photoPosition ? { photoPosition } : {}) };
      const svg = await cardSvg({ props, photo });
      expect((await pixels(withoutSpareMasks(svg))).equals(await pixels(svg)), `${width}×${height}`).toBe(true);
    }
  });

  it("show the part of the hero photo the owner chose, as the page does", async () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    mkdirSync(join(content, "images"));
    // A tall photo: green above, red below. The card's photo half (500 × 598) is wider than it, so it cuts.
    const photo = await sharp({ create: { width: 600, height: 1800, channels: 3, background: "#1f9135" } })
      .composite([
        { input: { create: { width: 600, height: 900, channels: 3, background: "#c81e1e" } }, top: 900, left: 0 },
      ])
      .jpeg()
      .toBuffer();
    writeFileSync(join(content, "images/tall.jpg"), photo);
    const options = { root, contentDir: content, now: new Date(testNow) };
    /** The colour in the middle of the card's photo half, with the hero's focus as given. */
    const cardColour = async (focus: string) => {
      writeFileSync(
        join(content, "pages/shop.en.md"),
        readFileSync(join(root, "content/pages/shop.en.md"), "utf8").replace(
          /^---\n/,
          `---\nhero:\n  file: images/tall.jpg\n  alt: Our shop\n  focus: "${focus}"\n`,
        ),
      );
      const site = await generateSite(options);
      const url = site.pages.find((page) => page.id === "shop" && page.locale.lang === "en")?.card?.url as string;
      const card = site.files.find((file) => `/${file.path}` === new URL(url).pathname)?.contents as Buffer;
      const { data } = await sharp(card)
        .extract({ left: 950, top: 300, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data[0] > data[1] ? "red" : "green";
    };
    expect(await cardColour("50% 0%")).toBe("green");
    expect(await cardColour("50% 100%")).toBe("red");
  });
});
