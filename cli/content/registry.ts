/**
 * The content types: each declared once, with where its files live, how they
 * are read (YAML, or Markdown with front matter), its zod schema and the title
 * of its JSON Schema for editors. The loader (load.ts), the JSON Schemas
 * (jsonSchema.ts), the editor's forms and the types templates receive all
 * come from here; so does what a page shows of a type, when it declares a view.
 *
 * A new content type is an entry here, its schema in schemas/ and its
 * templates. Schemas are loaded only when a file is read afresh: a build whose
 * files all come from the build cache never loads zod.
 */
import type * as z from "zod";
import { type ContactView, contactView } from "../contact.js";
import { type Place, SiteError } from "../errors.js";
import type { PhotoRole } from "../frames.js";
import type { Buffet } from "./schemas/buffet.js";
import type { Contact } from "./schemas/contact.js";
import type { Dictionary } from "./schemas/dictionary.js";
import type { Hours } from "./schemas/hours.js";
import type { Menu } from "./schemas/menu.js";
import type { LegalFrontMatter, PageFrontMatter } from "./schemas/page.js";
import type { Site } from "./schemas/site.js";

/** What a rule across files knows besides the file's own value. */
export interface RuleContext {
  /** The site's language codes, the default language first. */
  languages: string[];
  /** The place of the value at a key path of the file. */
  placeOf: (path: readonly PropertyKey[]) => Place;
}

/** What a view is given besides the file's value: the page's language, its texts and the restaurant's facts. */
export interface ViewContext {
  lang: string;
  dict: Dictionary;
  site: Site;
}

export interface ContentType<Value, Format extends "yaml" | "markdown" = "yaml" | "markdown", View = unknown> {
  /** Also the name of its JSON Schema file: content/schemas/<name>.schema.json. */
  name: string;
  /** Inside the content folder; `{lang}` and `{page}` stand for a language code and a page name. */
  path: string;
  format: Format;
  /** The first line of its JSON Schema: what the file is for. */
  title: string;
  /** For Markdown, the schema of the front matter. */
  schema: () => Promise<z.ZodType<Value>>;
  /** Texts may hold `{{param}}` fields that templates fill in (dictionaries). */
  fields?: boolean;
  /**
   * Keys whose value is a text in every language (`name: { de: …, en: … }`):
   * each must have exactly the site's languages, checked once the languages are known.
   */
  texts?: readonly string[];
  /** Checks that need more than the file itself, run after every file was read. */
  // A method, not a function property: ContentType<Site> must still be a ContentType<unknown>.
  rules?(value: Value, context: RuleContext): SiteError[];
  /** How a message names the value at a key path: "Jollof-Reis: price" rather than "sections.1.dishes.0.price". */
  label?: (path: readonly PropertyKey[], data: unknown) => string | undefined;
  /** Keys whose value is a photo (or a list of photos), and where it is shown: the photos stage makes them. */
  photos?: Readonly<Record<string, PhotoRole>>;
  /**
   * What a page shows of the file in one language, prepared once per language;
   * templates ask for it by the type's name: `useContent("contact")` (templates/locale.tsx).
   */
  view?(value: Value, context: ViewContext): View;
}

/** A content type read from one file of its own (site.yaml, menu.yaml), not one per language or page. */
export type SingleType<Value, View = unknown> = ContentType<Value, "yaml", View> & { single: true };

const yaml = <Value>(type: Omit<ContentType<Value, "yaml">, "format">): ContentType<Value, "yaml"> => ({
  ...type,
  format: "yaml",
});
const single = <Value, View = unknown>(
  type: Omit<ContentType<Value, "yaml", View>, "format">,
): SingleType<Value, View> => ({
  ...type,
  format: "yaml",
  single: true,
});
const markdown = <Value>(type: Omit<ContentType<Value, "markdown">, "format">): ContentType<Value, "markdown"> => ({
  ...type,
  format: "markdown",
});

export const registry = {
  site: single<Site>({
    name: "site",
    path: "site.yaml",
    title: "site.yaml: every fact about the restaurant",
    schema: async () => (await import("./schemas/site.js")).siteSchema,
    texts: ["alt"],
    photos: { photo: "portrait" },
  }),
  buffet: single<Buffet>({
    name: "buffet",
    path: "buffet.yaml",
    title: "buffet.yaml: the buffets announced on the website",
    schema: async () => (await import("./schemas/buffet.js")).buffetSchema,
    // Counted as the owner counts them: "buffet 2: to", not "events.1.to".
    label: (path) =>
      path[0] === "events" && typeof path[1] === "number"
        ? [`buffet ${path[1] + 1}`, ...(path.length > 2 ? [path.slice(2).map(String).join(".")] : [])].join(": ")
        : undefined,
  }),
  hours: single<Hours>({
    name: "hours",
    path: "hours.yaml",
    title: "hours.yaml: opening hours, closures and special days, in Berlin time",
    schema: async () => (await import("./schemas/hours.js")).hoursSchema,
    texts: ["reason"],
    rules: (hours, context) => hoursRules(hours, context),
  }),
  menu: single<Menu>({
    name: "menu",
    path: "menu.yaml",
    title: "menu.yaml: the dishes, their prices, allergens and diets",
    schema: async () => (await import("./schemas/menu.js")).menuSchema,
    texts: ["name", "description", "label", "alt"],
    photos: { photo: "dish" },
    label: (path, data) => menuLabel(path, data),
    rules: (menu, context) => menuRules(menu, context),
  }),
  contact: single<Contact, ContactView>({
    name: "contact",
    path: "contact.yaml",
    title: "contact.yaml: reservations, requests for events and catering, and the way to the restaurant",
    schema: async () => (await import("./schemas/contact.js")).contactSchema,
    texts: ["body", "note", "transit", "parking", "access"],
    view: (contact, context) => contactView(contact, context),
  }),
  dictionary: yaml<Dictionary>({
    name: "i18n",
    path: "i18n/{lang}.yaml",
    title: "i18n/<language>.yaml: every text of the website in one language",
    schema: async () => (await import("./schemas/dictionary.js")).dictionarySchema,
    fields: true,
  }),
  page: markdown<PageFrontMatter>({
    name: "page",
    path: "pages/{page}.{lang}.md",
    title: "front matter of pages/<page>.<language>.md",
    schema: async () => (await import("./schemas/page.js")).pageSchema,
    photos: { hero: "hero", gallery: "gallery" },
  }),
  legal: markdown<LegalFrontMatter>({
    name: "legal",
    path: "legal/{page}.md",
    title: "front matter of legal/<page>.md",
    schema: async () => (await import("./schemas/page.js")).legalSchema,
  }),
} as const;

export type ContentTypeName = keyof typeof registry;

/** The names of the types read from one file each: the loader reads them all alike. */
export type SingleName = {
  [Name in ContentTypeName]: (typeof registry)[Name] extends { single: true } ? Name : never;
}[ContentTypeName];

export const singleNames = (Object.keys(registry) as ContentTypeName[]).filter(
  (name): name is SingleName => "single" in registry[name],
);

/** The single types that declare a view, and what each view gives: what templates may ask for by name. */
export type Views = {
  [Name in SingleName as (typeof registry)[Name] extends SingleType<unknown, infer View>
    ? unknown extends View
      ? never
      : Name
    : never]: (typeof registry)[Name] extends SingleType<unknown, infer View> ? View : never;
};

/** Every view in one language, from the values of the single files. */
export function viewsOf(values: { [Name in SingleName]: unknown }, context: ViewContext): Views {
  const views: Record<string, unknown> = {};
  for (const name of singleNames) {
    const type: SingleType<unknown> = registry[name];
    if (type.view) views[name] = type.view(values[name], context);
  }
  return views as Views;
}

/** The value a file of this type gives: its data, and for Markdown its front matter with the text as HTML. */
export type ValueOf<T> =
  T extends ContentType<infer Value, infer Format>
    ? Format extends "markdown"
      ? Value & { html: string; heading: string }
      : Value
    : never;

/** The file of a type for one language and page: "pages/about.en.md". */
export function fileOf(type: ContentType<unknown>, parts: { lang?: string; page?: string } = {}): string {
  return type.path.replace("{lang}", parts.lang ?? "").replace("{page}", parts.page ?? "");
}

/** A dish or section of the menu by its name in the first language it has one: `"Jollof-Reis": price`. */
function menuLabel(path: readonly PropertyKey[], data: unknown): string | undefined {
  if (path[0] !== "sections" || path.length < 3) return undefined;
  const named = path[2] === "dishes" && path.length >= 5 ? path.slice(0, 4) : path.slice(0, 2);
  let value: unknown = data;
  for (const key of named) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  const names = (value as { name?: unknown } | undefined)?.name;
  const name =
    names && typeof names === "object" ? Object.values(names).find((text) => typeof text === "string") : undefined;
  if (typeof name !== "string") return undefined;
  // The place points at the entry of a list; its number would only distract.
  const rest = path.slice(named.length).filter((key) => typeof key !== "number");
  return `"${name}": ${rest.map(String).join(".")}`;
}

/** A date listed twice among the special days: the site and its structured data would show both. */
function hoursRules(hours: Hours, { placeOf }: RuleContext): SiteError[] {
  const seen = new Map<string, number>();
  return hours.special.flatMap(({ date }, index) => {
    const path = ["special", index, "date"];
    const first = seen.get(date);
    if (first === undefined) {
      seen.set(date, placeOf(path).line);
      return [];
    }
    const params = { key: path.join("."), value: JSON.stringify(date), detail: "", line: String(first) };
    return [SiteError.of("SpecialDayTwice", params, { place: placeOf(path), path })];
  });
}

/** Two dishes of one section with the same name in some language: guests cannot tell them apart. */
function menuRules(menu: Menu, { placeOf }: RuleContext): SiteError[] {
  const errors: SiteError[] = [];
  for (const [s, section] of menu.sections.entries()) {
    const seen = new Map<string, number>();
    for (const [d, dish] of section.dishes.entries()) {
      for (const [lang, name] of Object.entries(dish.name)) {
        const key = `${lang}\u0000${name.trim().toLocaleLowerCase()}`;
        const path = ["sections", s, "dishes", d, "name", lang];
        const first = seen.get(key);
        if (first === undefined) seen.set(key, placeOf(path).line);
        if (first !== undefined) {
          errors.push(
            SiteError.of(
              "DishNameTwice",
              { key: menuLabel(path, menu) ?? "", value: JSON.stringify(name), detail: "", line: String(first) },
              { place: placeOf(path), path },
            ),
          );
        }
      }
    }
  }
  return errors;
}
