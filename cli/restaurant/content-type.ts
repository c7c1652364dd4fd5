/**
 * What a content type declares (cli/restaurant/registry.ts): where its files
 * live and how many there are, how they are read, its schema, its rules and
 * its view. Types only: the registry's entries and the modules that read them
 * share these without loading the entries.
 */
import type * as z from "zod";
import type { Place, SiteError } from "../errors.js";
import type { PhotoRole } from "../shared/frames.js";
import type { RuleContext, ViewContext } from "./contexts.js";
import type { PageDefinition } from "./routes.js";

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

/** Which pages a Markdown type holds the text of, one file each: the loader finds its files from this. */
export interface PageTexts {
  /** The routes whose text it is: those whose `source` is this (cli/restaurant/routes.ts). */
  source: PageDefinition["source"];
  /** Written in this language only, whatever the site's languages; without it, one file per page and language. */
  language?: string;
  /** What the owner is told of a file in the type's folder that no page reads: a typo in a name hides a page. */
  stray(file: { name: string; place: Place }, expected: { pages: string[]; files: string[] }): SiteError;
}

/** A content type of Markdown files with front matter, one per page (and language): the pages' texts. */
export type MarkdownType<Value> = ContentType<Value, "markdown"> & { pages: PageTexts };

/** A Markdown type read as one file per language, each a text of its own rather than a page's. */
export type TextType<Value> = ContentType<Value, "markdown"> & { perLanguage: true };

/** What a Markdown file gives besides its front matter: its text as HTML, and its title as its heading shows it. */
export interface MarkdownText {
  html: string;
  heading: string;
}

/** The value a file of this type gives: its data, and for Markdown its front matter with the text as HTML. */
export type ValueOf<T> =
  T extends ContentType<infer Value, infer Format> ? (Format extends "markdown" ? Value & MarkdownText : Value) : never;
