/**
 * The content types of the list (types.ts) as the rest of the tool reads them: by name, by kind,
 * and what templates may ask for. The loader (cli/stages/1-load/), the JSON Schemas (json-schemas.ts),
 * the editor's files and forms, the views the model makes and the templates pages show all come
 * from here, so a type listed once is read, checked, edited and shown everywhere.
 *
 * Schemas are loaded only when a file is read afresh: a build whose files all come from the build
 * cache never loads zod.
 */

import type { Buffet } from "./buffet/schema.js";
import type { Contact } from "./contact/schema.js";
import type { ViewContext, WriteContext } from "./contexts.js";
import type { ContentType, Kind, MarkdownType, SingleType, TextType, ValueOf } from "./define.js";
import type { Dictionary } from "./dictionary/schema.js";
import type { Hours } from "./hours/schema.js";
import type { Menu } from "./menu/schema.js";
import type { Site } from "./site/schema.js";
import { contentTypes } from "./types.js";

export type { RuleContext, ViewContext, WriteContext } from "./contexts.js";
export type {
  ContentType,
  Kind,
  MarkdownText,
  MarkdownType,
  PageTexts,
  SingleType,
  TextType,
  ValueOf,
} from "./define.js";

type Listed = (typeof contentTypes)[number];

/**
 * Refuses a list the loader could not read as it says: two types with one name or one file, or
 * one YAML file per language besides the dictionaries. Run once, as the tool starts.
 */
export function checkTypes(types: readonly ContentType<unknown>[]): void {
  for (const [index, type] of types.entries()) {
    const taken = types.slice(0, index).find((other) => other.name === type.name || other.path === type.path);
    if (taken) throw new Error(`content type "${type.name}" (${type.path}) is already declared`);
    if (type.kind === "languages" && types.some((other) => other.kind === "languages" && other !== type))
      throw new Error(
        `content type "${type.name}" (${type.path}): a YAML file per language is the dictionaries' alone; give a text per language under a key of one file (\`texts\`)`,
      );
  }
}
checkTypes(contentTypes);

/** Refuses a type shown on a page the routes table has not (`pages`: its ids): it would show nowhere. */
export function checkShownPages(types: readonly ContentType<unknown>[], pages: readonly string[]): void {
  for (const type of types) {
    if (type.shows && !pages.includes(type.shows.page))
      throw new Error(
        `content type "${type.name}" shows on the page "${type.shows.page}", which the routes table has not`,
      );
  }
}

/** Every type by its name: `registry.menu`, `registry.i18n`. */
export const registry = Object.fromEntries(contentTypes.map((type) => [type.name, type])) as {
  [Type in Listed as Type["name"]]: Type;
};

export type ContentTypeName = keyof typeof registry;
type NameOf<K extends Kind> = Extract<Listed, { kind: K }>["name"];

/** The names of the types read from one file each: the loader reads them all alike. */
export type SingleName = NameOf<"single">;
/** The names of the types whose files are the pages' texts, in Markdown. */
export type MarkdownName = NameOf<"pages">;
/** The names of the Markdown types of one file per language, each a text of its own. */
export type TextName = NameOf<"texts">;

/** Every content type, in the list's order. */
export function allTypes(): readonly ContentType<unknown>[] {
  return contentTypes;
}

/** Every type read from one file of its own, by the name its value and view go under. */
export function singleTypes(): SingleType<unknown>[] {
  return allTypes().filter((type): type is SingleType<unknown> => type.kind === "single");
}

/** Every type of Markdown pages, in the order the loader reads them. */
export function markdownTypes(): MarkdownType<unknown>[] {
  return allTypes().filter((type): type is MarkdownType<unknown> => type.kind === "pages");
}

/** Every type of one Markdown file per language: its value goes under its name, by language. */
export function textTypes(): TextType<unknown>[] {
  return allTypes().filter((type): type is TextType<unknown> => type.kind === "texts");
}

type ViewOf<Type> = Type extends { view?(...args: never[]): infer View } ? View : never;
type WrittenOf<Type> = Type extends { write?(...args: never[]): infer Written } ? Written : never;
type Viewed = Extract<Listed, { kind: "single" | "texts" }>;

/** What the model holds of every type that declares a view, by name: values, as its `view` makes them. */
export type ViewFacts = {
  [Type in Viewed as [ViewOf<Type>] extends [never] ? never : Type["name"]]: ViewOf<Type>;
};

/**
 * What templates may ask for by name, from every type that declares a view: `useContent("menu")`
 * (templates/locale.tsx); its `write` made of it as the page renders, where the type has one.
 */
export type Views = {
  [Type in Viewed as [ViewOf<Type>] extends [never] ? never : Type["name"]]: WrittenOf<Type>;
};

/** The names templates/sections/index.ts gives the templates the types show on a page (`shows`). */
export type ShownTemplateName = NonNullable<Listed["shows"]>["template"];

/** The templates the types show on a page, by name, in the list's order: after the page's own content. */
export function templatesOn(page: string): string[] {
  return allTypes().flatMap((type) => (type.shows?.page === page ? [type.shows.template] : []));
}

/** Every view in one language, from the values of the files by type name (a `texts` type's by language). */
export function viewsOf(values: { [Name in SingleName]: unknown }, context: ViewContext): ViewFacts {
  const views: Record<string, unknown> = {};
  const byName = values as Record<string, unknown>;
  for (const type of singleTypes()) {
    if (type.view) views[type.name] = type.view(byName[type.name], context);
  }
  for (const type of textTypes()) {
    const texts = byName[type.name] as Record<string, ValueOf<TextType<unknown>>>;
    if (type.view) views[type.name] = type.view(texts[context.lang], context);
  }
  return views as unknown as ViewFacts;
}

/**
 * The views as templates read them: each type's `write` made of its view on first reading, and only
 * then (a view a page never reads is not written, and a view left out of `views`, a getter that
 * throws, still throws). Once per language's data.
 */
export function writtenViews(views: ViewFacts, context: WriteContext): Views {
  const written = {};
  for (const name of Object.keys(Object.getOwnPropertyDescriptors(views))) {
    const type = (registry as Record<string, ContentType<unknown>>)[name];
    let made: { value: unknown } | undefined;
    Object.defineProperty(written, name, {
      enumerable: Object.getOwnPropertyDescriptor(views, name)?.enumerable,
      get() {
        const view = (views as Record<string, unknown>)[name];
        if (!type?.write) return view;
        made ??= { value: type.write(view, context) };
        return made.value;
      },
    });
  }
  return written as Views;
}

/** The values the types give, as the stages and templates receive them: a YAML file's is its schema's. */
export type { Buffet, Contact, Dictionary, Hours, Menu, Site };
export type Page = ValueOf<typeof registry.page>;
export type Legal = ValueOf<typeof registry.legal>;

/** The file of a type for one language and page: "pages/about.en.md". */
export function fileOf(type: ContentType<unknown>, parts: { lang?: string; page?: string } = {}): string {
  return type.path.replace("{lang}", parts.lang ?? "").replace("{page}", parts.page ?? "");
}
