/**
 * Load stage: reads every content file, validates it against its schema and
 * returns typed content, or throws every mistake found (SiteErrors), each with
 * its file, line and column.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type * as z from "zod";
import type { ContentCache } from "../cache.js";
import { ErrorList, SiteError } from "../errors.js";
import { pages as fixedPages, type LegalPageId, legalPageIds, type PageDefinition, routesWith } from "../routes.js";
import { checkPlaceholders, factsOf } from "./placeholders.js";
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

export async function loadContent(root: string, options: LoadOptions = {}): Promise<Content> {
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

  const routes = routesWith(
    site ? checkExtraPages(site.extraPages ?? [], siteFile.source as YamlSource, languages, errors) : [],
  );
  const proseIds = routes.filter((route) => route.source === "pages").map((route) => route.id);
  const pagesDir = join(root, "pages");
  checkPageFiles(pagesDir, languages, proseIds, errors);
  const proseFiles = languages.flatMap((lang) => proseIds.map((id) => join(pagesDir, `${id}.${lang}.md`)));
  const legalFiles = legalPageIds.map((id) => join(root, "legal", `${id}.md`));

  // Each file is read and looked up once: the text checked against the cache is the text converted.
  const found = new Map(
    [...proseFiles, ...legalFiles].map((file) => {
      const text = existsSync(file) ? readFileSync(file, "utf8") : undefined;
      const key = text === undefined ? undefined : options.cache?.key(file, text, factsKey);
      return [file, { text, key, cached: key ? options.cache?.get(key) : undefined }] as const;
    }),
  );
  // remark and gray-matter take longer to load than a cached site takes to build: only for new or changed files.
  const toConvert = [...found.values()].some((file) => file.text !== undefined && !file.cached);
  const convert = toConvert ? (await import("./markdown-file.js")).convertMarkdownFile : undefined;

  const markdownFile = <S extends z.ZodObject>(file: string, schema: S) => {
    const { text, key, cached } = found.get(file) ?? {};
    if (text === undefined) {
      errors.add(new SiteError("file is missing", { place: { file, line: 1, col: 1 } }));
      return undefined;
    }
    if (cached || !convert) return cached as (z.infer<S> & { html: string }) | undefined;
    return errors.collect(() => {
      const page = convert({ file, text, schema, facts });
      if (key) options.cache?.set(key, page as CachedPage);
      return page;
    });
  };

  const pages: Content["pages"] = {};
  for (const lang of languages) {
    pages[lang] = {};
    for (const id of proseIds) {
      const page = markdownFile(join(pagesDir, `${id}.${lang}.md`), pageFrontMatterSchema);
      if (page) pages[lang][id] = page;
    }
  }

  const legal = {} as Record<LegalPageId, LegalText>;
  for (const [index, id] of legalPageIds.entries()) {
    const page = markdownFile(legalFiles[index], legalFrontMatterSchema);
    if (page) legal[id] = page;
  }

  errors.throwIfAny();
  return { site: site as Site, buffet: buffet as Buffet, languages, dictionaries, routes, pages, legal };
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
