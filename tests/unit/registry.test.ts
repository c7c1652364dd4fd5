/**
 * A content type added through the registry's public API only: its schema, its
 * registry entry and its template (tests/unit/press/, three files), with no
 * change to the loader, the page model or the document. The press list of the
 * about page is built into the page, gets its JSON Schema and is listed by the editor.
 * A Markdown type is added the same way (tests/unit/notice/): a notice on the home
 * page, one file per language.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorEntries } from "../../cli/editor/files.js";
import { SiteErrors } from "../../cli/errors.js";
import { jsonSchemaFiles } from "../../cli/restaurant/jsonSchema.js";
import { addContentType } from "../../cli/restaurant/registry.js";
import { generateSite } from "../../cli/stages/build.js";
import { contentForTest, root } from "./helpers.js";
import "./notice/entry.js";
import "./press/entry.js";

const press = `heading:
  de: Presse
  en: Press
  fr: Presse
articles:
  - outlet: Berliner Küchenblatt
    title:
      de: Jollof am Baobabweg
      en: Jollof on Baobabweg
      fr: Le jollof du Baobabweg
    date: 2026-03-14
    url: https://kuechenblatt.example/jollof
`;

const notices: Record<string, string> = {
  de: "---\ntitle: Betriebsferien\n---\n\n**{{site.name}}** macht vom 1. bis 14. August Ferien.\n",
  en: "---\ntitle: Summer break\n---\n\n**{{site.name}}** is closed from 1 to 14 August.\n",
  fr: "---\ntitle: Congés\n---\n\n**{{site.name}}** est fermé pendant l'été.\n",
};

/** A copy of the shipped content with press.yaml beside site.yaml, and the home page's notice in every language. */
function contentWithPress(text = press): string {
  const contentDir = join(contentForTest(), "content");
  writeFileSync(join(contentDir, "press.yaml"), text);
  mkdirSync(join(contentDir, "notice"));
  for (const [lang, notice] of Object.entries(notices)) writeFileSync(join(contentDir, "notice", `${lang}.md`), notice);
  return contentDir;
}

const htmlOf = (site: Awaited<ReturnType<typeof generateSite>>, file: string) =>
  String(site.files.find((output) => output.path === file)?.contents);

describe("a content type added through the registry", () => {
  it("is shown on the page its placement names, in the page's language, and on no other", async () => {
    const site = await generateSite({ root, contentDir: contentWithPress() });
    const german = htmlOf(site, "about/index.html");
    expect(german).toMatch(/<h2 id="press-heading">Presse<\/h2>/);
    expect(german).toContain('href="https://kuechenblatt.example/jollof"');
    expect(german).toContain("Jollof am Baobabweg");
    expect(german).toContain("14. März 2026");
    // After the about page's own content, inside its main part.
    expect(german.indexOf("press-heading")).toBeLessThan(german.indexOf("</main>"));
    expect(htmlOf(site, "en/about/index.html")).toContain("Jollof on Baobabweg");
    expect(htmlOf(site, "fr/about/index.html")).toContain("Le jollof du Baobabweg");
    expect(htmlOf(site, "index.html")).not.toContain("press-heading");
  });

  it("is validated like a built-in type: a text missing a language names the file, line and column", async () => {
    const contentDir = contentWithPress(press.replace("      fr: Le jollof du Baobabweg\n", ""));
    const failure = await generateSite({ root, contentDir }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteErrors);
    const [error] = (failure as SiteErrors).errors;
    expect(error.place).toMatchObject({ file: join(contentDir, "press.yaml"), line: 8, col: 7 });
    expect(error.texts("en").message).toBe('articles.0.title has no text in the language "fr"');
  });

  it("gets its JSON Schema, with the title of its registry entry", async () => {
    const schema = (await jsonSchemaFiles()).find((file) => file.path === "schemas/press.schema.json");
    expect(schema).toBeDefined();
    const json = JSON.parse(schema?.contents ?? "{}");
    expect(json.title).toBe("press.yaml: what was written about the restaurant");
    expect(Object.keys(json.properties)).toEqual(["heading", "articles"]);
  });

  it("is listed in the editor as a form, beside the built-in files", () => {
    const entries = editorEntries(contentWithPress());
    expect(entries.find((entry) => entry.type === "press")).toMatchObject({
      id: "press.yaml",
      kind: "form",
      files: [{ path: "press.yaml" }],
    });
    expect(entries.some((entry) => entry.type === "menu")).toBe(true);
  });

  it("of Markdown shows each language's file on the page its placement names, its text as HTML with the site's facts", async () => {
    const site = await generateSite({ root, contentDir: contentWithPress() });
    const german = htmlOf(site, "index.html");
    // Its title as a page's heading shows it: with soft hyphens where the long word may break.
    expect(german).toContain('<h2 id="notice-heading">Be\u00adtriebs\u00adfe\u00adri\u00aden</h2>');
    expect(german).toContain("<strong>Mama Nyota</strong> macht vom 1. bis 14. August Ferien.");
    expect(german.indexOf("notice-heading")).toBeLessThan(german.indexOf("</main>"));
    expect(htmlOf(site, "en/index.html")).toContain("<strong>Mama Nyota</strong> is closed from 1 to 14 August.");
    // French spacing and apostrophes, as on every French page.
    expect(htmlOf(site, "fr/index.html")).toContain("<strong>Mama Nyota</strong> est fermé pendant l\u2019été.");
    expect(htmlOf(site, "about/index.html")).not.toContain("notice-heading");
  });

  it("of Markdown is read like a page: a language's missing file is named, and listed in the editor as text", async () => {
    const contentDir = contentWithPress();
    expect(editorEntries(contentDir).filter((entry) => entry.type === "notice")).toMatchObject([
      { id: "notice/de.md", kind: "text", files: [{ path: "notice/de.md", lang: "de" }] },
      { id: "notice/en.md", kind: "text", files: [{ path: "notice/en.md", lang: "en" }] },
      { id: "notice/fr.md", kind: "text", files: [{ path: "notice/fr.md", lang: "fr" }] },
    ]);
    rmSync(join(contentDir, "notice", "fr.md"));
    const failure = await generateSite({ root, contentDir }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteErrors);
    const [error] = (failure as SiteErrors).errors;
    expect(error.place).toMatchObject({ file: join(contentDir, "notice", "fr.md"), line: 1, col: 1 });
    expect(error.texts("en").message).toBe("file is missing");
  });

  it("of Markdown names a language in its path, not a page: a page's text comes from the routes table", () => {
    const type = { name: "notes", title: "", schema: async () => null as never, view: () => ({}) };
    const placement = { page: "home", template: () => null };
    expect(() => addContentType({ ...type, format: "markdown", path: "notes/{page}.{lang}.md", placement })).toThrow(
      /names the language, not a page/,
    );
  });

  it("cannot take a name or a file another type has", () => {
    const copy = { name: "press", path: "press-2.yaml", title: "", schema: async () => null as never };
    const placement = { page: "about", template: () => null };
    expect(() => addContentType({ ...copy, view: () => ({}), placement })).toThrow(/"press".*already declared/);
    expect(() => addContentType({ ...copy, name: "menu2", path: "menu.yaml", view: () => ({}), placement })).toThrow(
      /already declared/,
    );
    expect(readFileSync(join(root, "content", "site.yaml"), "utf8")).not.toContain("press");
  });
});
