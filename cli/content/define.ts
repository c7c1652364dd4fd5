/**
 * How a content type is declared: one `defineType({ … })` in its folder (cli/content/<type>/type.ts),
 * listed once in cli/content/types.ts. It says where its files live and how many there are, how they
 * are read, its schema, its rules, its view, and where a template shows that view when no page
 * template asks for it.
 */
import type * as z from "zod";
import type { Place, SiteError } from "../errors.js";
import type { PhotoRole } from "../shared/frames.js";
import type { RuleContext, ViewContext, WriteContext } from "./contexts.js";

type Format = "yaml" | "markdown";

/**
 * How many files a type has, found from its format and path:
 * - `single`: one YAML file of its own (site.yaml, menu.yaml);
 * - `languages`: one YAML file per language (`i18n/{lang}.yaml`): the dictionaries, which decide the languages;
 * - `pages`: Markdown, one file per page (and language) of the routes whose text it holds (`pages/{page}.{lang}.md`);
 * - `texts`: Markdown, one file per language, a text of its own rather than a page's (`notice/{lang}.md`).
 */
export type Kind = "single" | "languages" | "pages" | "texts";

/** What a Markdown file gives besides its front matter: its text as HTML, and its title as its heading shows it. */
export interface MarkdownText {
  html: string;
  heading: string;
}

/** What a view is given of a file: its data, and for Markdown its front matter with the text as HTML. */
type Read<Value, F extends Format> = F extends "markdown" ? Value & MarkdownText : Value;

/** Which pages a Markdown type holds the text of, one file each: the loader finds its files from this. */
export interface PageTexts {
  /** The routes whose text it is: those whose `source` is this (cli/restaurant/routes.ts). */
  source: string;
  /** Written in this language only, whatever the site's languages; without it, one file per page and language. */
  language?: string;
  /** What the owner is told of a file in the type's folder that no page reads: a typo in a name hides a page. */
  stray(file: { name: string; place: Place }, expected: { pages: string[]; files: string[] }): SiteError;
}

/** Where a type's view is shown when no page template asks for it: a template at the end of a page's main part. */
export interface Shows<Template extends string = string> {
  /** The page's id in the routes table (cli/restaurant/routes.ts): "about". */
  page: string;
  /** The template's name in templates/sections/index.ts; it asks for the view with `useContent(name)`. */
  template: Template;
}

/** What a type declares: `defineType`'s argument. */
export interface Declaration<
  Name extends string,
  Value,
  View,
  F extends Format,
  Template extends string,
  Written = View,
> {
  /** What templates ask for its view by, and its JSON Schema's file name: content/schemas/<name>.schema.json. */
  name: Name;
  /** Inside the content folder; `{lang}` and `{page}` stand for a language code and a page name. */
  path: string;
  /** YAML unless said; Markdown files have their front matter checked by the schema. */
  format?: F;
  /** The first line of its JSON Schema: what the file is for. */
  title: string;
  /** Loaded only when a file is read afresh (a build whose files all come from its cache never loads zod). */
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
  /** Markdown only: the pages it holds the text of. */
  pages?: PageTexts;
  /**
   * What a page shows of the file in one language, prepared once per language; templates ask for it
   * by the type's name: `useContent("contact")` (templates/locale.tsx). A `texts` type's view is given
   * the file of the page's language.
   */
  view?(value: Read<Value, F>, context: ViewContext): View;
  /**
   * How the view reads where that takes Intl (dates, weekday names, prices): made as a page is rendered,
   * so the model, and the hash a page is kept by, hold values, and a build whose pages all come from
   * its cache sets Intl up not once (12 ms). Templates get what it returns; without it, the view.
   */
  write?(view: View, context: WriteContext): Written;
  /** Where its view shows, when no page template asks for it. */
  shows?: Shows<Template>;
}

/** A declared type, as the loader, the editor, the JSON Schemas and the model read it. */
export interface ContentType<Value, F extends Format = Format, View = unknown, Written = View>
  extends Omit<Declaration<string, Value, View, F, string, Written>, "format"> {
  format: F;
  kind: Kind;
}

/** A content type read from one file of its own (site.yaml, menu.yaml). */
export type SingleType<Value, View = unknown> = ContentType<Value, "yaml", View> & { kind: "single" };

/** A content type of Markdown files with front matter, one per page (and language): the pages' texts. */
export type MarkdownType<Value> = ContentType<Value, "markdown"> & { kind: "pages"; pages: PageTexts };

/** A Markdown type read as one file per language, each a text of its own rather than a page's. */
export type TextType<Value> = ContentType<Value, "markdown"> & { kind: "texts" };

/** The value a file of this type gives: its data, and for Markdown its front matter with the text as HTML. */
export type ValueOf<T> = T extends ContentType<infer Value, infer F> ? Read<Value, F> : never;

type Names<Path extends string, Part extends string> = Path extends `${string}{${Part}}${string}` ? true : false;
type KindOf<F extends Format, Path extends string> = F extends "markdown"
  ? Names<Path, "page"> extends true
    ? "pages"
    : "texts"
  : Names<Path, "lang"> extends true
    ? "languages"
    : "single";

/** A declared type with what the list's types are derived from: its name, its kind, its view and its template. */
export type Defined<
  Name extends string,
  Value,
  View,
  F extends Format,
  Path extends string,
  Template extends string,
  Written = View,
> = ContentType<Value, F, View, Written> & {
  name: Name;
  kind: KindOf<F, Path>;
  shows?: Shows<Template>;
} & (KindOf<F, Path> extends "pages" ? { pages: PageTexts } : unknown);

/**
 * Declares a content type: its files are then read and validated like every other type's (every
 * mistake with its place, texts checked against the site's languages), its JSON Schema written by
 * `site schemas`, its files listed in the editor, its view made for every language, and its template
 * shown where `shows` says. A mistake in the declaration itself stops the tool as it starts.
 */
export function defineType<
  const Name extends string,
  Value,
  View = never,
  F extends Format = "yaml",
  const Path extends string = string,
  const Template extends string = never,
  Written = View,
>(
  declaration: Declaration<Name, Value, View, F, Template, Written> & { path: Path },
): Defined<Name, Value, View, F, Path, Template, Written> {
  const format = declaration.format ?? "yaml";
  const { name, path } = declaration;
  const names = (part: string) => path.includes(`{${part}}`);
  const refuse = (why: string) => new Error(`content type "${name}" (${path}): ${why}`);
  if (format === "yaml" && (names("page") || declaration.pages))
    throw refuse("a YAML type is one file, or one per language; the pages' texts are Markdown");
  if (format === "markdown" && names("page") !== Boolean(declaration.pages))
    throw refuse("a Markdown type's path names the language, not a page: a page's text comes from the routes table");
  if (format === "markdown" && !names("page") && !names("lang"))
    throw refuse("a Markdown type is one file per language: its path names the language ({lang})");
  if (declaration.shows && !declaration.view) throw refuse("what it shows is its view: it declares none");
  if (declaration.write && !declaration.view) throw refuse("what it writes is its view: it declares none");
  const kind: Kind =
    format === "markdown" ? (names("page") ? "pages" : "texts") : names("lang") ? "languages" : "single";
  return { ...declaration, format, kind } as unknown as Defined<Name, Value, View, F, Path, Template, Written>;
}
