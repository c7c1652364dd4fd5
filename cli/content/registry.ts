/**
 * The content types: each declared once, with where its files live, how they
 * are read (YAML, or Markdown with front matter), its zod schema and the title
 * of its JSON Schema for editors. The loader (load.ts), the JSON Schemas
 * (jsonSchema.ts) and the types templates receive all come from here.
 *
 * A new content type is an entry here, its schema in schemas/ and its
 * templates. Schemas are loaded only when a file is read afresh: a build whose
 * files all come from the build cache never loads zod.
 */
import type * as z from "zod";
import type { Buffet } from "./schemas/buffet.js";
import type { Dictionary } from "./schemas/dictionary.js";
import type { LegalFrontMatter, PageFrontMatter } from "./schemas/page.js";
import type { Site } from "./schemas/site.js";

export interface ContentType<Value, Format extends "yaml" | "markdown" = "yaml" | "markdown"> {
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
}

const yaml = <Value>(type: Omit<ContentType<Value, "yaml">, "format">): ContentType<Value, "yaml"> => ({
  ...type,
  format: "yaml",
});
const markdown = <Value>(type: Omit<ContentType<Value, "markdown">, "format">): ContentType<Value, "markdown"> => ({
  ...type,
  format: "markdown",
});

export const registry = {
  site: yaml<Site>({
    name: "site",
    path: "site.yaml",
    title: "site.yaml: every fact about the restaurant",
    schema: async () => (await import("./schemas/site.js")).siteSchema,
  }),
  buffet: yaml<Buffet>({
    name: "buffet",
    path: "buffet.yaml",
    title: "buffet.yaml: the buffet announced on the website",
    schema: async () => (await import("./schemas/buffet.js")).buffetSchema,
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
  }),
  legal: markdown<LegalFrontMatter>({
    name: "legal",
    path: "legal/{page}.md",
    title: "front matter of legal/<page>.md",
    schema: async () => (await import("./schemas/page.js")).legalSchema,
  }),
} as const;

export type ContentTypeName = keyof typeof registry;

/** The value a file of this type gives: its data, and for Markdown its front matter with the text as HTML. */
export type ValueOf<T> =
  T extends ContentType<infer Value, infer Format>
    ? Format extends "markdown"
      ? Value & { html: string }
      : Value
    : never;

/** The file of a type for one language and page: "pages/about.en.md". */
export function fileOf(type: ContentType<unknown>, parts: { lang?: string; page?: string } = {}): string {
  return type.path.replace("{lang}", parts.lang ?? "").replace("{page}", parts.page ?? "");
}
