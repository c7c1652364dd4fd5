/**
 * How a content type is declared (cli/content/define.ts) and how the list of them is read
 * (cli/content/registry.ts): a declaration the loader could not read as it says stops the tool as
 * it starts, naming the type. A type added by the recipe, end to end: content-type-recipe.test.ts.
 */
import { describe, expect, it } from "vitest";
import { defineType } from "../../cli/content/define.js";
import { allTypes, checkShownPages, checkTypes, registry } from "../../cli/content/registry.js";
import { pages } from "../../cli/restaurant/routes.js";

const declaration = { title: "", schema: async () => null as never };

describe("a content type's declaration", () => {
  it("of Markdown names a language in its path, not a page: a page's text comes from the routes table", () => {
    expect(() =>
      defineType({
        ...declaration,
        name: "notes",
        format: "markdown",
        path: "notes/{page}.{lang}.md",
        view: () => ({}),
      }),
    ).toThrow('content type "notes" (notes/{page}.{lang}.md): a Markdown type\'s path names the language, not a page');
    expect(() => defineType({ ...declaration, name: "notes", format: "markdown", path: "notes.md" })).toThrow(
      /its path names the language \(\{lang\}\)/,
    );
  });

  it("of YAML is one file, or one per language: never one per page", () => {
    expect(() => defineType({ ...declaration, name: "dishes", path: "dishes/{page}.yaml" })).toThrow(
      'content type "dishes" (dishes/{page}.yaml): a YAML type is one file, or one per language',
    );
  });

  it("that shows on a page shows its view: it declares one", () => {
    expect(() =>
      defineType({
        ...declaration,
        name: "press",
        path: "press.yaml",
        shows: { page: "about", template: "PressList" },
      }),
    ).toThrow(/what it shows is its view: it declares none/);
  });

  it("says from its path how many files it has", () => {
    expect(defineType({ ...declaration, name: "a", path: "a.yaml" }).kind).toBe("single");
    expect(defineType({ ...declaration, name: "b", format: "markdown", path: "b/{lang}.md" }).kind).toBe("texts");
    expect(registry.i18n.kind).toBe("languages");
    expect(registry.page.kind).toBe("pages");
  });
});

describe("the list of content types", () => {
  const press = defineType({ ...declaration, name: "press", path: "press.yaml" });

  it("cannot give two types one name or one file", () => {
    expect(() => checkTypes([...allTypes(), press])).not.toThrow();
    expect(() => checkTypes([...allTypes(), press, { ...press, path: "press-2.yaml" }])).toThrow(
      'content type "press" (press-2.yaml) is already declared',
    );
    expect(() => checkTypes([...allTypes(), { ...press, name: "menu2", path: "menu.yaml" }])).toThrow(
      'content type "menu2" (menu.yaml) is already declared',
    );
  });

  it("has one YAML file per language for the dictionaries alone: a type's texts per language go under its keys", () => {
    const perLanguage = defineType({ ...declaration, name: "words", path: "words/{lang}.yaml" });
    expect(() => checkTypes([...allTypes(), perLanguage])).toThrow(
      /a YAML file per language is the dictionaries' alone/,
    );
  });

  it("shows each type on a page of the routes table", () => {
    const ids = pages.map((page) => page.id);
    const shown = { ...press, view: () => ({}), shows: { page: "abuot", template: "PressList" } };
    expect(() =>
      checkShownPages([...allTypes(), { ...shown, shows: { ...shown.shows, page: "about" } }], ids),
    ).not.toThrow();
    expect(() => checkShownPages([...allTypes(), shown], ids)).toThrow(
      'content type "press" shows on the page "abuot", which the routes table has not',
    );
  });
});
