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
import type { ReactNode } from "react";
import { SiteError } from "../errors.js";
import { type BuffetView, buffetViews } from "./buffet.js";
import { type ContactView, contactView } from "./contact.js";
import type { ContentType, MarkdownText, MarkdownType, SingleType, TextType, ValueOf } from "./content-type.js";
import type { ViewContext } from "./contexts.js";
import { type HoursView, hoursRules, hoursView } from "./hours.js";
import { type MenuView, menuLabel, menuRules, menuView } from "./menu.js";
import type { Buffet } from "./schemas/buffet.js";
import type { Contact } from "./schemas/contact.js";
import type { Dictionary } from "./schemas/dictionary.js";
import type { Hours } from "./schemas/hours.js";
import type { Menu } from "./schemas/menu.js";
import type { LegalFrontMatter, PageFrontMatter } from "./schemas/page.js";
import type { Site } from "./schemas/site.js";
import { type SiteView, siteView } from "./site.js";

export type {
  ContentType,
  MarkdownText,
  MarkdownType,
  PageTexts,
  SingleType,
  TextType,
  ValueOf,
} from "./content-type.js";
export type { RuleContext, ViewContext } from "./contexts.js";

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
const markdown = <Value>(type: Omit<MarkdownType<Value>, "format">): MarkdownType<Value> => ({
  ...type,
  format: "markdown",
});

export const registry = {
  site: single<Site, SiteView>({
    name: "site",
    path: "site.yaml",
    title: "site.yaml: every fact about the restaurant",
    schema: async () => (await import("./schemas/site.js")).siteSchema,
    texts: ["alt"],
    photos: { photo: "portrait" },
    view: (site, context) => siteView(site, context),
  }),
  buffet: single<Buffet, BuffetView[]>({
    name: "buffet",
    path: "buffet.yaml",
    title: "buffet.yaml: the buffets announced on the website",
    schema: async () => (await import("./schemas/buffet.js")).buffetSchema,
    // Counted as the owner counts them: "buffet 2: to", not "events.1.to".
    label: (path) =>
      path[0] === "events" && typeof path[1] === "number"
        ? [`buffet ${path[1] + 1}`, ...(path.length > 2 ? [path.slice(2).map(String).join(".")] : [])].join(": ")
        : undefined,
    view: (buffet, context) => buffetViews(buffet, context),
  }),
  hours: single<Hours, HoursView>({
    name: "hours",
    path: "hours.yaml",
    title: "hours.yaml: opening hours, closures and special days, in Berlin time",
    schema: async () => (await import("./schemas/hours.js")).hoursSchema,
    texts: ["reason"],
    rules: (hours, context) => hoursRules(hours, context),
    view: (hours, context) => hoursView(hours, context.lang, context.dict, context.now, context.typeset),
  }),
  menu: single<Menu, MenuView | undefined>({
    name: "menu",
    path: "menu.yaml",
    title: "menu.yaml: the dishes, their prices, allergens and diets",
    schema: async () => (await import("./schemas/menu.js")).menuSchema,
    texts: ["name", "description", "label", "alt"],
    photos: { photo: "dish" },
    label: (path, data) => menuLabel(path, data),
    rules: (menu, context) => menuRules(menu, context),
    // Undefined while no dish is shown: the menu page says "coming soon" instead.
    view: (menu, { lang, dict, photo, typeset }) => {
      const view = menuView(menu, lang, dict, (dish) => photo(dish, "dish"), typeset);
      return view.dishCount > 0 ? view : undefined;
    },
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
    pages: {
      source: "pages",
      stray: ({ name, place }, { pages }) => SiteError.of("NotAPage", { name, pages: pages.join(", ") }, { place }),
    },
  }),
  legal: markdown<LegalFrontMatter>({
    name: "legal",
    path: "legal/{page}.md",
    title: "front matter of legal/<page>.md",
    schema: async () => (await import("./schemas/page.js")).legalSchema,
    pages: {
      source: "legal",
      // Legal texts are German, whatever the site's languages.
      language: "de",
      stray: ({ name, place }, { files }) =>
        SiteError.of("NotALegalText", { name, texts: files.join(", ") }, { place }),
    },
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

/** The names of the types whose files are the pages' texts, in Markdown. */
export type MarkdownName = {
  [Name in ContentTypeName]: (typeof registry)[Name] extends { format: "markdown" } ? Name : never;
}[ContentTypeName];

/** Every type of Markdown pages, in the order the loader reads them. */
export function markdownTypes(): MarkdownType<unknown>[] {
  return (Object.values(registry) as ContentType<unknown>[]).filter(
    (type): type is MarkdownType<unknown> => "pages" in type,
  );
}

/** The built-in single types that declare a view, and what each view gives. */
type BuiltInViews = {
  [Name in SingleName as (typeof registry)[Name] extends SingleType<unknown, infer View>
    ? unknown extends View
      ? never
      : Name
    : never]: (typeof registry)[Name] extends SingleType<unknown, infer View> ? View : never;
};

/**
 * The views of types added with `addContentType`, by name: a type's module declares its own
 * (`declare module ".../registry.js" { interface AddedViews { press: PressView } }`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules that add types.
export interface AddedViews {}

/** What templates may ask for by name: `useContent("menu")` (templates/locale.tsx). */
export type Views = BuiltInViews & AddedViews;

/** Where the template of an added type shows its view: at the end of a page's main part. */
export interface Placement {
  /** The route id of the page (cli/restaurant/routes.ts): "about". */
  page: string;
  /** A component without props: it asks for the view with `useContent(name)`. */
  template: () => ReactNode;
}

/**
 * A type added beside the built-in ones, and where its template shows it: one YAML file of its own,
 * or one Markdown file per language (`{lang}` in its path), whose view is given the file of the page's language.
 */
export type AddedType<Value, View> =
  | (Omit<ContentType<Value, "yaml", View>, "format"> & {
      format?: "yaml";
      view(value: Value, context: ViewContext): View;
      placement: Placement;
    })
  | (Omit<ContentType<Value, "markdown", View>, "format" | "view"> & {
      format: "markdown";
      view(value: Value & MarkdownText, context: ViewContext): View;
      placement: Placement;
    });

const added: ((SingleType<unknown> | TextType<unknown>) & { placement: Placement })[] = [];

/**
 * Adds a content type: its file is then read and validated like the built-in ones, its JSON
 * Schema written by `site schemas`, its file listed in the editor, its view made for every
 * language and its template rendered where `placement` says. Call it before the build starts.
 */
export function addContentType<Value, View>(type: AddedType<Value, View>): void {
  const taken = allTypes().find((other) => other.name === type.name || other.path === type.path);
  if (taken) throw new Error(`content type "${type.name}" (${type.path}) is already declared`);
  const entry = type as AddedType<unknown, unknown> & { view(value: unknown, context: ViewContext): unknown };
  if (entry.format !== "markdown") added.push({ ...entry, format: "yaml", single: true });
  else if (type.path.includes("{lang}") && !type.path.includes("{page}"))
    added.push({ ...entry, format: "markdown", perLanguage: true });
  else throw new Error(`content type "${type.name}": a Markdown type's path names the language, not a page`);
}

/**
 * Whether a type is one the tool ships with: only their code is in the content cache's fingerprint
 * (cli/cache.ts), so an added type's files are read afresh by every build.
 */
export function isBuiltIn(type: ContentType<unknown>): boolean {
  return (Object.values(registry) as ContentType<unknown>[]).includes(type);
}

/** Every content type: the built-in ones, then the added ones in the order they were added. */
export function allTypes(): ContentType<unknown>[] {
  return [...Object.values(registry), ...added];
}

/** Every type read from one file of its own, by the name its value and view go under. */
export function singleTypes(): SingleType<unknown>[] {
  const singles = added.filter((type): type is SingleType<unknown> & { placement: Placement } => "single" in type);
  return [...singleNames.map((name): SingleType<unknown> => registry[name]), ...singles];
}

/** Every added type of one Markdown file per language: its value goes under its name, by language. */
export function textTypes(): TextType<unknown>[] {
  return added.filter((type): type is TextType<unknown> & { placement: Placement } => "perLanguage" in type);
}

/** The templates of added types that a page shows, in the order the types were added. */
export function templatesOn(page: string): (() => ReactNode)[] {
  return added.filter((type) => type.placement.page === page).map((type) => type.placement.template);
}

/** Every view in one language, from the values of the files by type name (a text type's by language). */
export function viewsOf(values: { [Name in SingleName]: unknown }, context: ViewContext): Views {
  const views: Record<string, unknown> = {};
  const byName = values as Record<string, unknown>;
  for (const type of singleTypes()) {
    if (type.view) views[type.name] = type.view(byName[type.name], context);
  }
  for (const type of textTypes()) {
    const texts = byName[type.name] as Record<string, unknown>;
    if (type.view) views[type.name] = type.view(texts[context.lang], context);
  }
  return views as unknown as Views;
}

/** The values the built-in types give, as the stages and templates receive them: a YAML file's is its schema's. */
export type { Buffet, Dictionary, Hours, Menu, Site };
export type Page = ValueOf<typeof registry.page>;
export type Legal = ValueOf<typeof registry.legal>;

/** The file of a type for one language and page: "pages/about.en.md". */
export function fileOf(type: ContentType<unknown>, parts: { lang?: string; page?: string } = {}): string {
  return type.path.replace("{lang}", parts.lang ?? "").replace("{page}", parts.page ?? "");
}
