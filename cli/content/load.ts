/**
 * Load stage: reads every content file, validates it against its schema and
 * returns typed content, or throws every mistake found (SiteErrors), each with
 * its file, line and column.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { parse } from "yaml";
import type * as z from "zod";
import type { ContentCache } from "../cache.js";
import { ErrorList, SiteError } from "../errors.js";
import { pages as fixedPages, type LegalPageId, legalPageIds, type PageDefinition, routesWith } from "../routes.js";
import { factsOf, renderMarkdown } from "./markdown.js";
import { findPlaceholder } from "./placeholders.js";
import {
  type Buffet,
  buffetSchema,
  type Dictionary,
  dictionarySchema,
  legalFrontMatterSchema,
  pageFrontMatterSchema,
  type Site,
  siteSchema,
} from "./schemas.js";
import { validate } from "./validate.js";
import { parseYaml, type YamlSource } from "./yaml.js";

export interface PageText {
  title: string;
  description: string;
  /** The page's prose as HTML. */
  html: string;
}

export interface LegalText extends PageText {
  /** "YYYY-MM": the month the text was last checked. */
  stand: string;
}

export interface Content {
  site: Site;
  buffet: Buffet;
  /** Language codes, the default language first. */
  languages: string[];
  dictionaries: Record<string, Dictionary>;
  /** The fixed routes and the owner's extra pages. */
  routes: PageDefinition[];
  /** Prose pages by language, then by route id. */
  pages: Record<string, Record<string, PageText>>;
  legal: Record<LegalPageId, LegalText>;
}

/** A page's front matter and its HTML, as kept between builds. */
export type CachedPage = Record<string, string>;

export interface LoadOptions {
  /** Markdown files already converted by an earlier build, keyed by their text and the site facts. */
  cache?: ContentCache<CachedPage>;
}

export function loadContent(root: string, options: LoadOptions = {}): Content {
  const errors = new ErrorList();
  const read = (file: string): string | undefined =>
    errors.collect(() => {
      if (!existsSync(file)) {
        throw new SiteError("file is missing", { place: { file, line: 1, col: 1 } });
      }
      return readFileSync(file, "utf8");
    });

  const yamlFile = <S extends z.ZodType>(file: string, schema: S, allowFields = false) => {
    const text = read(file);
    if (text === undefined) return {};
    const source = errors.collect(() => parseYaml(file, text));
    if (!source) return {};
    checkPlaceholders(source, errors, allowFields);
    return { source, value: errors.collect(() => validate(schema, source)) };
  };

  const siteFile = yamlFile(join(root, "site.yaml"), siteSchema);
  const buffet = yamlFile(join(root, "buffet.yaml"), buffetSchema).value;
  const site = siteFile.value;
  const facts = factsOf(siteFile.source?.data ?? {});
  const factsKey = JSON.stringify([...facts]);

  const i18nDir = join(root, "i18n");
  const languages = listLanguages(i18nDir, site?.defaultLanguage ?? "de", errors);
  const dictionaries: Record<string, Dictionary> = {};
  for (const lang of languages) {
    const dictionary = yamlFile(join(i18nDir, `${lang}.yaml`), dictionarySchema, true).value;
    if (dictionary) dictionaries[lang] = dictionary;
  }

  const markdownFile = <S extends z.ZodObject>(file: string, schema: S) => {
    const text = read(file);
    if (text === undefined) return undefined;
    const key = options.cache?.key(file, text, factsKey);
    const cached = key ? options.cache?.get(key) : undefined;
    if (cached) return cached as z.infer<S> & { html: string };
    return errors.collect(() => {
      const parsed = splitFrontMatter(file, text);
      const bodyOffset = lineCount(text.slice(0, text.length - parsed.content.length));
      const fields = new ErrorList();
      const data = fields.collect(() => frontMatter(file, parsed.matter, schema));
      const html = fields.collect(() => renderMarkdown({ file, body: parsed.content, lineOffset: bodyOffset, facts }));
      fields.throwIfAny();
      const page = { ...(data as z.infer<S>), html: html as string };
      if (key) options.cache?.set(key, page as CachedPage);
      return page;
    });
  };

  const routes = routesWith(
    site ? checkExtraPages(site.extraPages ?? [], siteFile.source as YamlSource, languages, errors) : [],
  );
  const proseIds = routes.filter((route) => route.source === "pages").map((route) => route.id);
  const pagesDir = join(root, "pages");
  checkPageFiles(pagesDir, languages, proseIds, errors);
  const pages: Content["pages"] = {};
  for (const lang of languages) {
    pages[lang] = {};
    for (const id of proseIds) {
      const page = markdownFile(join(pagesDir, `${id}.${lang}.md`), pageFrontMatterSchema);
      if (page) pages[lang][id] = page;
    }
  }

  const legal = {} as Record<LegalPageId, LegalText>;
  for (const id of legalPageIds) {
    const page = markdownFile(join(root, "legal", `${id}.md`), legalFrontMatterSchema);
    if (page) legal[id] = page;
  }

  errors.throwIfAny();
  return { site: site as Site, buffet: buffet as Buffet, languages, dictionaries, routes, pages, legal };
}

/**
 * Front matter, validated. Most files are fine, so they take the quick road
 * (plain parse, no positions); a file with any problem is read again with
 * source positions, which is what the error messages need.
 */
function frontMatter<S extends z.ZodObject>(file: string, text: string, schema: S): z.infer<S> {
  const quick = schema.safeParse(quickParse(text));
  if (
    quick.success &&
    !Object.values(quick.data).some((value) => typeof value === "string" && findPlaceholder(value))
  ) {
    return quick.data;
  }
  // The front matter text starts right after the opening "---", on that same line.
  const source = parseYaml(file, text, { lineOffset: text.startsWith("\n") ? 0 : 1 });
  const errors = new ErrorList();
  checkPlaceholders(source, errors, false);
  const data = errors.collect(() => validate(schema, source));
  errors.throwIfAny();
  return data as z.infer<S>;
}

function quickParse(text: string): unknown {
  try {
    return parse(text, { uniqueKeys: true });
  } catch {
    return undefined;
  }
}

/** gray-matter reads text after the opening "---" as a language name and throws a bare Error for unknown ones. */
function splitFrontMatter(file: string, text: string) {
  const language = /^---(?!-)([^\n]*)/.exec(text)?.[1].trim();
  if (language) {
    throw new SiteError(`the first line must be just "---", not "---${language}"`, {
      place: { file, line: 1, col: 4 },
      hint: "move the text after --- to the next line",
    });
  }
  try {
    return matter(text, { engines: { yaml: () => ({}) } });
  } catch (failure) {
    throw new SiteError("the front matter cannot be read", {
      place: { file, line: 1, col: 1 },
      hint: 'start the file with a line "---", then title: and description:, then a line "---"',
      cause: failure,
    });
  }
}

function lineCount(text: string): number {
  let lines = 0;
  for (const char of text) if (char === "\n") lines++;
  return lines;
}

/** Languages are the dictionaries present: adding a language is adding files. */
function listLanguages(dir: string, defaultLanguage: string, errors: ErrorList): string[] {
  const found = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".yaml"))
        .map((name) => name.slice(0, -".yaml".length))
        .sort()
    : [];
  for (const lang of found) {
    if (!/^[a-z]{2}$/.test(lang)) {
      errors.add(
        new SiteError(`"${lang}.yaml" is not named after a two-letter language code`, {
          place: { file: join(dir, `${lang}.yaml`), line: 1, col: 1 },
          hint: "name dictionaries like de.yaml, en.yaml, fr.yaml",
        }),
      );
    }
  }
  const valid = found.filter((lang) => /^[a-z]{2}$/.test(lang));
  if (!valid.includes(defaultLanguage)) {
    errors.add(
      new SiteError(`the default language "${defaultLanguage}" has no dictionary`, {
        place: { file: join(dir, `${defaultLanguage}.yaml`), line: 1, col: 1 },
        hint: "every language needs a file in content/i18n/",
      }),
    );
  }
  return [defaultLanguage, ...valid.filter((lang) => lang !== defaultLanguage)];
}

/** Extra page names must not take a URL the site already uses (a page, a language, the assets). */
function checkExtraPages(names: string[], source: YamlSource, languages: string[], errors: ErrorList): string[] {
  const taken = new Set<string>([
    ...fixedPages.map((page) => page.id),
    ...fixedPages.map((page) => page.slug),
    ...languages,
    "assets",
  ]);
  const accepted: string[] = [];
  for (const [index, name] of names.entries()) {
    if (taken.has(name)) {
      errors.add(
        new SiteError(`extraPages.${index} "${name}" is already a page or folder of the site`, {
          place: source.placeOf(["extraPages", index]),
          hint: "choose another name",
        }),
      );
    } else {
      taken.add(name);
      accepted.push(name);
    }
  }
  return accepted;
}

/** Files in pages/ that no route reads are mistakes too (a typo in a name hides a page). */
function checkPageFiles(dir: string, languages: string[], proseIds: string[], errors: ErrorList): void {
  if (!existsSync(dir)) return;
  const expected = new Set(languages.flatMap((lang) => proseIds.map((id) => `${id}.${lang}.md`)));
  for (const name of readdirSync(dir).sort()) {
    if (expected.has(name)) continue;
    errors.add(
      new SiteError(`"${name}" is not a page of the site`, {
        place: { file: join(dir, name), line: 1, col: 1 },
        hint: `page files are named <page>.<language>.md with page one of ${proseIds.join(", ")}; list a new page under extraPages in site.yaml`,
      }),
    );
  }
}

/** Placeholder text in any value of a YAML file (also used by `site buffet set`). */
export function checkPlaceholders(source: YamlSource, errors: ErrorList, allowFields: boolean): void {
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") {
      const gap = findPlaceholder(value, { allowFields });
      if (gap) {
        errors.add(
          new SiteError(`${path.join(".")} contains ${gap.what} ${JSON.stringify(gap.text)}`, {
            place: source.placeOf(path),
            hint: "replace it with the real text before publishing",
          }),
        );
      }
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, index]);
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    }
  };
  walk(source.data, []);
}
