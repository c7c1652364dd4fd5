import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeFailure, formatError } from "../../cli/errors.js";
import { loadContent } from "../../cli/stages/1-load/load.js";
import { contentForTest, edit, positionOf, runSite, shippedContent } from "./helpers.js";

const brokenCopy = contentForTest;

/** The lines the owner would read for this content, paths relative to the copy. */
async function problems(dir: string): Promise<string[]> {
  try {
    await loadContent(join(dir, "content"));
    return [];
  } catch (failure) {
    return describeFailure(failure, dir);
  }
}

describe("loadContent", () => {
  it("accepts the shipped content in every language", async () => {
    const { content } = await loadContent(shippedContent);
    expect(content.languages).toEqual(["de", "en", "fr"]);
    expect(content.buffet.show).toBe(true);
    expect(content.buffet.events[0]).toMatchObject({ date: "2026-12-06", from: "14:00", to: "20:00" });
    for (const lang of content.languages) {
      expect(Object.keys(content.page[lang]).sort()).toEqual([
        "about",
        "catering",
        "contact",
        "events",
        "home",
        "menu",
        "shop",
      ]);
    }
    expect(content.legal.de.datenschutz.stand).toBe("2026-11");
  });

  it("fills site facts into Markdown and marks external links", async () => {
    const { content } = await loadContent(shippedContent);
    expect(content.page.de.catering.html).toContain("Baobabweg 7, 12043 Berlin");
    expect(content.legal.de.impressum.html).toContain("DE123456789");
    expect(content.legal.de.datenschutz.html).toMatch(
      /<a href="https:\/\/www\.datenschutz-berlin\.de[^"]*" target="_blank" rel="noopener noreferrer">/,
    );
  });

  it("rejects a date that is not in the calendar, at the value", async () => {
    const dir = brokenCopy();
    edit(dir, "content/buffet.yaml", '"2026-12-06"', '"2026-11-31"');
    expect(await problems(dir)).toEqual([
      `content/buffet.yaml:${positionOf(dir, "content/buffet.yaml", '"2026-11-31"')} buffet 1: date "2026-11-31" is not a calendar date (write it as "YYYY-MM-DD" in quotes, like "2025-11-02")`,
    ]);
  });

  it("rejects a time that is not HH:MM", async () => {
    const dir = brokenCopy();
    edit(dir, "content/buffet.yaml", 'from: "14:00"', 'from: "2pm"');
    expect(await problems(dir)).toEqual([
      `content/buffet.yaml:${positionOf(dir, "content/buffet.yaml", '"2pm"')} buffet 1: from "2pm" is not a time of day (did you mean "14:00"? Write times as "HH:MM", 24 hours, in quotes)`,
    ]);
  });

  it("rejects an end time before the start time, at the end time", async () => {
    const dir = brokenCopy();
    edit(dir, "content/buffet.yaml", 'to: "20:00"', 'to: "13:30"');
    expect(await problems(dir)).toEqual([
      `content/buffet.yaml:${positionOf(dir, "content/buffet.yaml", '"13:30"')} buffet 1: to "13:30" must be after the start time "14:00" (the end comes after the start, on the same day)`,
    ]);
  });

  it("rejects an unknown key and suggests the one that was meant", async () => {
    const dir = brokenCopy();
    edit(dir, "content/buffet.yaml", "    newLocation: true", "    newLocaton: true");
    // One mistake, one line: not also "newLocation is missing".
    expect(await problems(dir)).toEqual([
      `content/buffet.yaml:${positionOf(dir, "content/buffet.yaml", "newLocaton: true")} buffet 1: unknown key "newLocaton" (did you mean "newLocation"?)`,
    ]);
  });

  it("names the line to type and where when a language lacks a text, from a language that has it", async () => {
    const dir = brokenCopy();
    edit(dir, "content/i18n/fr.yaml", /^reserve: .*\n/m, "");
    // fr.yaml's "contact" is on line 12, as in de.yaml, whose "reserve" follows it.
    expect(await problems(dir)).toEqual([
      "content/i18n/fr.yaml:13:1 reserve is missing (add the line reserve: … after line 12, with the text in this language; de.yaml has reserve: Reservieren)",
    ]);
    // The default language's own text missing: the example comes from the next language.
    const [heroLine] = positionOf(dir, "content/i18n/de.yaml", "\nheroTitle:").split(":").map(Number);
    edit(dir, "content/i18n/de.yaml", /^heroTitle: .*\n/m, "");
    const german = await problems(dir);
    // positionOf names the line break before the key: the key's own line is the next.
    expect(german[0]).toBe(
      `content/i18n/de.yaml:${heroLine + 1}:1 heroTitle is missing (add the line heroTitle: … after line ${heroLine}, with the text in this language; en.yaml has heroTitle: African cooking with heart)`,
    );
  });

  it("places a missing text of a group after its neighbour, indented as it is", async () => {
    const dir = brokenCopy();
    const text = readFileSync(join(dir, "content/i18n/en.yaml"), "utf8");
    const [, neighbour, key] =
      /\n( {2}\w+): [^\n]*\n {2}(\w+): [^\n]*\n/.exec(text.slice(text.indexOf("\nallergens:"))) ?? [];
    edit(dir, "content/i18n/en.yaml", new RegExp(`\\n  ${key}: [^\\n]*`), "");
    const [line] = await problems(dir);
    const [lineOfNeighbour] = positionOf(dir, "content/i18n/en.yaml", `${neighbour}:`).split(":").map(Number);
    expect(line).toContain(`content/i18n/en.yaml:${lineOfNeighbour + 1}:3 allergens.${key} is missing`);
    expect(line).toContain(
      `(add the line ${key}: … after line ${lineOfNeighbour}, with the text in this language; de.yaml has ${key}: `,
    );
  });

  it("rejects a text that only one language has", async () => {
    const dir = brokenCopy();
    edit(dir, "content/i18n/fr.yaml", /^close: /m, "closeButton: Fermer\nclose: ");
    expect(await problems(dir)).toEqual([
      `content/i18n/fr.yaml:${positionOf(dir, "content/i18n/fr.yaml", "closeButton:")} unknown key "closeButton" (remove it, or check the spelling)`,
    ]);
  });

  it("rejects a plain-http link", async () => {
    const dir = brokenCopy();
    edit(dir, "content/site.yaml", "orderUrl: https://", "orderUrl: http://");
    expect(await problems(dir)).toEqual([
      `content/site.yaml:${positionOf(dir, "content/site.yaml", "http://bestellen")} orderUrl "http://bestellen.mama-nyota.example" must be an https:// address (did you mean https://bestellen.mama-nyota.example? Copy the whole address from the browser's address bar)`,
    ]);
  });

  it("rejects a javascript: link in site.yaml and in Markdown", async () => {
    const dir = brokenCopy();
    edit(dir, "content/site.yaml", "url: https://wolt.example/mama-nyota", "url: javascript:alert(1)");
    writeFileSync(
      join(dir, "content/pages/events.en.md"),
      '---\ntitle: "Events"\ndescription: "Our event venue opens soon."\n---\n\nWrite [to us](javascript:alert(1)).\n',
    );
    expect(await problems(dir)).toEqual([
      `content/site.yaml:${positionOf(dir, "content/site.yaml", "javascript:")} deliveryPlatforms.1.url "javascript:alert(1)" must be an https:// address (copy the whole address from the browser's address bar, starting with https://)`,
      `content/pages/events.en.md:6:7 link "javascript:alert(1)" uses "javascript:", which the website does not allow (links start with https://, mailto:, tel: or / for a page of this website)`,
    ]);
  });

  it("refuses raw HTML in Markdown, at the tag", async () => {
    const dir = brokenCopy();
    writeFileSync(
      join(dir, "content/pages/shop.fr.md"),
      '---\ntitle: "Boutique"\ndescription: "La boutique ouvre bientôt."\n---\n\nBientôt.\n\n<div class="promo">Soldes</div>\n',
    );
    expect(await problems(dir)).toEqual([
      `content/pages/shop.fr.md:8:1 HTML is not allowed in a page's text: "<div class=\\"promo\\">Soldes</div>" (write it as Markdown instead)`,
    ]);
  });

  it("refuses placeholder text in YAML and in Markdown", async () => {
    const dir = brokenCopy();
    edit(dir, "content/i18n/de.yaml", /^heroSubtitle: .*$/m, "heroSubtitle: Schreiben Sie an {email}");
    writeFileSync(
      join(dir, "content/pages/about.en.md"),
      "---\ntitle: About us\ndescription: Who we are.\n---\n\n## Our story\n\nFounded by [Name] in TODO.\n",
    );
    expect(await problems(dir)).toEqual([
      `content/i18n/de.yaml:${positionOf(dir, "content/i18n/de.yaml", "Schreiben Sie an {email}")} heroSubtitle contains a placeholder in braces "{email}" (replace it with the real text before publishing)`,
      'content/pages/about.en.md:8:1 a placeholder in brackets "[Name]" is still in the text (replace it with the real text before publishing)',
    ]);
  });

  it("rejects an empty required text", async () => {
    const dir = brokenCopy();
    edit(dir, "content/i18n/en.yaml", /^orderNow: .*$/m, 'orderNow: ""');
    expect(await problems(dir)).toEqual([
      `content/i18n/en.yaml:${positionOf(dir, "content/i18n/en.yaml", '""')} orderNow "" must not be empty (write the text, or restore it from the shipped file)`,
    ]);
  });

  it("rejects a VAT id that is not German and an address that is not an e-mail", async () => {
    const dir = brokenCopy();
    edit(dir, "content/site.yaml", "vatId: DE123456789", "vatId: DE12345");
    edit(dir, "content/site.yaml", "email: hallo@mama-nyota.example", "email: hallo-at-mama-nyota");
    expect(await problems(dir)).toEqual([
      `content/site.yaml:${positionOf(dir, "content/site.yaml", "hallo-at")} email "hallo-at-mama-nyota" is not an e-mail address (like hallo@example.com)`,
      `content/site.yaml:${positionOf(dir, "content/site.yaml", "DE12345")} vatId "DE12345" is not a German VAT id (DE and 9 digits, like DE123456789)`,
    ]);
  });

  it("reports every mistake of every file at once", async () => {
    const dir = brokenCopy();
    edit(dir, "content/buffet.yaml", '"2026-12-06"', '"2025-02-30"');
    edit(dir, "content/i18n/fr.yaml", /^close: .*$/m, 'close: ""');
    writeFileSync(join(dir, "content/pages/menu.en.md"), "---\ntitle: Menu\n---\n\nSoon.\n");
    const lines = await problems(dir);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^content\/buffet\.yaml:\d+:\d+ buffet 1: date "2025-02-30" is not a calendar date/);
    expect(lines[1]).toMatch(/^content\/i18n\/fr\.yaml:\d+:\d+ close "" must not be empty/);
    expect(lines[2]).toBe("content/pages/menu.en.md:2:1 description is missing (add it, as in the shipped file)");
  });

  it("names a page file that no route reads", async () => {
    const dir = brokenCopy();
    writeFileSync(join(dir, "content/pages/speisekarte.de.md"), "---\ntitle: Speisekarte\ndescription: x\n---\n");
    expect(await problems(dir)).toEqual([
      'content/pages/speisekarte.de.md:1:1 "speisekarte.de.md" is not a page of the site (page files are named <page>.<language>.md with page one of home, menu, catering, shop, about, events, contact; list a new page under extraPages in site.yaml)',
    ]);
  });

  it("names a missing page file", async () => {
    const dir = brokenCopy();
    rmSync(join(dir, "content/pages/about.fr.md"));
    expect(await problems(dir)).toEqual([
      "content/pages/about.fr.md:1:1 file is missing (the site needs this file: restore it from your backup, or create it again)",
    ]);
  });

  it("refuses an extra page whose name the site already uses, and asks for its files", async () => {
    const dir = brokenCopy();
    writeFileSync(
      join(dir, "content/site.yaml"),
      `${readFileSync(join(dir, "content/site.yaml"), "utf8")}extraPages:\n  - speisekarte\n  - jobs\n`,
    );
    expect(await problems(dir)).toEqual([
      `content/site.yaml:${positionOf(dir, "content/site.yaml", "speisekarte\n")} extra page "speisekarte" is already a page or language of the site (choose another name)`,
      "content/pages/jobs.de.md:1:1 file is missing (the site needs this file: restore it from your backup, or create it again)",
      "content/pages/jobs.en.md:1:1 file is missing (the site needs this file: restore it from your backup, or create it again)",
      "content/pages/jobs.fr.md:1:1 file is missing (the site needs this file: restore it from your backup, or create it again)",
    ]);
  });

  it("fills site facts into a photo's alt text in Markdown, as into the text around it", async () => {
    const dir = brokenCopy();
    edit(dir, "content/pages/about.en.md", /\n*$/, "\n\n![Dinner at {{site.name}}](images/room.jpg)\n");
    const { content } = await loadContent(join(dir, "content"));
    // Before: the alt text went out as "Dinner at {{site.name}}", neither filled nor refused.
    expect(content.page.en.about.html).toContain('alt="Dinner at Mama Nyota"');
    expect(content.photos.find((use) => use.role === "prose")?.alt.map((alt) => alt.text)).toEqual([
      "Dinner at Mama Nyota",
    ]);
  });

  it("reports an unknown {{field}} in Markdown once", async () => {
    const dir = brokenCopy();
    writeFileSync(
      join(dir, "content/pages/events.de.md"),
      "---\ntitle: Events\ndescription: Bald.\n---\n\nSchreiben Sie an {{site.mail}}.\n",
    );
    expect(await problems(dir)).toEqual([
      "content/pages/events.de.md:6:18 unknown field {{site.mail}} (facts come from site.yaml, e.g. {{site.email}}, {{site.address.street}})",
    ]);
  });

  it("refuses placeholder text in a page's front matter", async () => {
    const dir = brokenCopy();
    writeFileSync(
      join(dir, "content/pages/shop.en.md"),
      "---\ntitle: Shop\ndescription: Order from TODO.\n---\n\nSoon.\n",
    );
    expect(await problems(dir)).toEqual([
      'content/pages/shop.en.md:3:14 description contains an unfinished-work marker "TODO" (replace it with the real text before publishing)',
    ]);
  });

  it("names the right line in a page whose --- lines end in spaces, in its front matter and in its text", async () => {
    const dir = brokenCopy();
    writeFileSync(
      join(dir, "content/pages/shop.en.md"),
      "---  \ntitle: Shop\ndescription: Order from TODO.\n--- \n\nWrite [to us](javascript:alert(1)).\n",
    );
    expect(await problems(dir)).toEqual([
      'content/pages/shop.en.md:3:14 description contains an unfinished-work marker "TODO" (replace it with the real text before publishing)',
      `content/pages/shop.en.md:6:7 link "javascript:alert(1)" uses "javascript:", which the website does not allow (links start with https://, mailto:, tel: or / for a page of this website)`,
    ]);
  });
});

describe("a content file no type reads", () => {
  const types =
    "site.yaml, buffet.yaml, hours.yaml, menu.yaml, contact.yaml, i18n/<language>.yaml, pages/<page>.<language>.md, legal/<page>.md";

  /** The warnings the loader gives for the content of `dir`, as the lines the owner reads. */
  const warningsOf = async (dir: string) =>
    (await loadContent(join(dir, "content"))).warnings.map((warning) => formatError(warning, dir));

  it("is named in one line by site build and site check, in English and in German, and the site still builds", () => {
    const dir = contentForTest();
    writeFileSync(join(dir, "content/press.yaml"), "heading:\n  de: Presse\n");
    const built = runSite(["build"], dir);
    expect(built.status).toBe(0);
    expect(built.stderr).toBe(
      `content/press.yaml:1:1 warning: no content type reads this file: the site shows nothing of it (the content files are ${types}; a file of a new kind needs its content type (docs/architecture.md))\n`,
    );
    const checked = runSite(["check"], dir, { SITE_LANG: "de" });
    expect(checked.status).toBe(0);
    expect(checked.stderr).toBe(
      "content/press.yaml:1:1 Warnung: kein Inhaltstyp liest diese Datei: die Website zeigt nichts davon (die Inhaltsdateien sind site.yaml, buffet.yaml, hours.yaml, menu.yaml, contact.yaml, i18n/<Sprache>.yaml, pages/<Seite>.<Sprache>.md, legal/<Seite>.md; eine Datei einer neuen Art braucht ihren Inhaltstyp (docs/architecture.md))\n",
    );
  });

  it("names the file it most likely stands for: a misspelt name, a wrong ending, a folder too deep", async () => {
    const dir = contentForTest();
    copyFileSync(join(dir, "content/menu.yaml"), join(dir, "content/menue.yaml"));
    copyFileSync(join(dir, "content/i18n/fr.yaml"), join(dir, "content/i18n/it.yml"));
    mkdirSync(join(dir, "content/old"));
    copyFileSync(join(dir, "content/hours.yaml"), join(dir, "content/old/hours.yaml"));
    const warnings = await warningsOf(dir);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(
      /^content\/i18n\/it\.yml:1:1 warning: no content type reads this file: .* \(the content files are /,
    );
    expect(warnings[1]).toMatch(
      /^content\/menue\.yaml:1:1 warning: .* \(did you mean menu\.yaml\? the content files are /,
    );
    expect(warnings[2]).toMatch(/^content\/old\/hours\.yaml:1:1 warning: /);
  });

  it("is none of the shipped content, the photos, the JSON Schemas or the files an editor or a Mac hides", async () => {
    const dir = contentForTest();
    expect(await warningsOf(dir)).toEqual([]);
    writeFileSync(join(dir, "content/.menu.yaml.swp"), "b0VIM 9.0");
    writeFileSync(join(dir, "content/i18n/.DS_Store"), "");
    writeFileSync(join(dir, "content/schemas/press.schema.json"), "{}");
    mkdirSync(join(dir, "content/images"));
    writeFileSync(join(dir, "content/images/kitchen.jpg"), "");
    expect(await warningsOf(dir)).toEqual([]);
  });
});
