/**
 * A page's photo added once for every language: in the default language's file, with one focus
 * and an alt text per language; each language's page shows it once its alt text is there, and
 * the editor's form offers the alt texts side by side (cli/stages/4-model/model.ts, cli/editor/page-photos.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registry } from "../../cli/content/registry.js";
import { pagePhotosOf, withoutEmptyAlts } from "../../cli/editor/page-photos.js";
import { generateSite } from "../../cli/stages/build.js";
import { makePhoto } from "../photos.mjs";
import { contentForTest, root, testNow } from "./helpers.js";

/** The about page's German file with a photo at its top, its alt texts as given. */
async function aboutWithHero(alt: string) {
  const dir = contentForTest();
  const content = join(dir, "content");
  mkdirSync(join(content, "images"));
  writeFileSync(join(content, "images/gastraum.jpg"), await makePhoto({ width: 1600, height: 1000, seed: 71 }));
  const file = join(content, "pages/about.de.md");
  const text = readFileSync(file, "utf8").replace(
    'title: "Über uns"\n',
    `title: "Über uns"\nhero:\n  file: images/gastraum.jpg\n  focus: "50% 30%"\n${alt}`,
  );
  writeFileSync(file, text);
  return { content, text };
}

/** The alt text of the top photo of each language's about page; undefined where it has none. */
async function heroAlts(content: string) {
  const site = await generateSite({ root, contentDir: content, now: new Date(testNow) });
  const alt = (path: string) => {
    const html = String(site.files.find((file) => file.path === path)?.contents);
    return (
      /<img[^>]*\balt="([^"]*)"[^>]*gastraum/.exec(html)?.[1] ?? /<img[^>]*gastraum[^>]*\balt="([^"]*)"/.exec(html)?.[1]
    );
  };
  return { de: alt("about/index.html"), en: alt("en/about/index.html"), fr: alt("fr/about/index.html") };
}

describe("a page's photo for every language", () => {
  it("shows on each language's page once its alt text is there", async () => {
    const { content } = await aboutWithHero(
      '  alt:\n    de: "Unser Gastraum am Abend"\n    en: "Our dining room in the evening"\n',
    );
    expect(await heroAlts(content)).toEqual({
      de: "Unser Gastraum am Abend",
      en: "Our dining room in the evening",
      fr: undefined,
    });
    const file = join(content, "pages/about.de.md");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(
        '    en: "Our dining room in the evening"\n',
        '    en: "Our dining room in the evening"\n    fr: "Notre salle le soir"\n',
      ),
    );
    expect((await heroAlts(content)).fr).toBe("Notre salle le soir");
  });

  it("stays the German page's alone when its alt text is only German, as before", async () => {
    const { content } = await aboutWithHero('  alt: "Unser Gastraum am Abend"\n');
    expect(await heroAlts(content)).toEqual({ de: "Unser Gastraum am Abend", en: undefined, fr: undefined });
  });

  it("is edited in one form, the alt texts side by side, a text not written yet left out of the file", async () => {
    const { text } = await aboutWithHero('  alt: "Unser Gastraum am Abend"\n');
    const german = await pagePhotosOf(registry.page, text, "de");
    // The German text as it was, the other languages to be written beside it.
    expect(german?.value.hero).toMatchObject({ alt: { de: "Unser Gastraum am Abend" } });
    const heroSchema = german?.schema.properties.hero as { properties: { alt: { type?: string } } };
    expect(heroSchema.properties.alt.type).toBe("object");
    const english = await pagePhotosOf(registry.page, text, undefined);
    const englishHero = english?.schema.properties.hero as { properties: { alt: { type?: string } } } | undefined;
    expect(englishHero?.properties.alt.type).toBe("string");
    expect(withoutEmptyAlts({ file: "images/x.jpg", alt: { de: "Gastraum", en: " ", fr: "" } })).toEqual({
      file: "images/x.jpg",
      alt: { de: "Gastraum" },
    });
  });
});
