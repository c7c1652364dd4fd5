/**
 * Load stage: reads every content file, validates it against its schema and
 * returns typed content, or throws every mistake found (SiteErrors), each with
 * its file, line and column. Files an earlier build read without a mistake come
 * from the build cache (cli/cache.ts): yaml, zod and remark are loaded only
 * when some file is new or changed.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BuildCache } from "../cache.js";
import { ErrorList, type Place, SiteError } from "../errors.js";
import { pages as fixedPages, type LegalPageId, legalPageIds, type PageDefinition, routesWith } from "../routes.js";
import type { MarkdownKind } from "./markdown-file.js";
import { factsOf } from "./placeholders.js";
import type { Buffet, Dictionary, Site } from "./schemas.js";
import type { YamlKind } from "./yaml-file.js";

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

/** A YAML file's plain data (site.yaml's facts come from it) and its validated value. */
export interface CachedYaml {
  data: unknown;
  value: unknown;
}

/** What the build cache may hand back for a content file: anything else is read afresh. */
export function isCachedContent(value: unknown): value is CachedPage | CachedYaml {
  if (value === null || typeof value !== "object") return false;
  if ("data" in value && "value" in value) return true;
  return Object.values(value).every((field) => typeof field === "string") && "html" in value;
}

export interface LoadOptions {
  /** Files an earlier build read without a mistake: YAML keyed by its text, Markdown also by the site facts. */
  cache?: BuildCache<CachedPage | CachedYaml>;
}

export async function loadContent(root: string, options: LoadOptions = {}): Promise<Content> {
  const errors = new ErrorList();
  const cache = options.cache;
  /** A file's text and its entry in the build cache, read once: the text looked up is the text converted. */
  const lookup = (file: string, ...inputs: string[]) => {
    const text = existsSync(file) ? readFileSync(file, "utf8") : undefined;
    const key = text === undefined ? undefined : cache?.key(file, text, ...inputs);
    return { file, text, key, cached: key ? cache?.get(key) : undefined };
  };
  const missing = (file: string) => errors.add(new SiteError("file is missing", { place: { file, line: 1, col: 1 } }));

  // yaml and zod take longer to load than a cached site takes to build: only for new or changed files.
  const i18nDir = join(root, "i18n");
  const i18nNames = existsSync(i18nDir) ? readdirSync(i18nDir).sort() : [];
  const siteEntry = lookup(join(root, "site.yaml"), ...i18nNames);
  const buffetEntry = lookup(join(root, "buffet.yaml"));
  const dictionaryEntries = new Map(
    i18nNames.filter((name) => name.endsWith(".yaml")).map((name) => [name, lookup(join(i18nDir, name))]),
  );
  const yamlToRead = [siteEntry, buffetEntry, ...dictionaryEntries.values()].some(
    (entry) => entry.text !== undefined && !entry.cached,
  );
  const readYaml = yamlToRead ? (await import("./yaml-file.js")).readYamlFile : undefined;

  /** A YAML file's data and valid value, from the cache or read now; kept for the next build once `keep` is called. */
  const yamlFile = (entry: ReturnType<typeof lookup>, kind: YamlKind) => {
    if (entry.text === undefined) {
      missing(entry.file);
      return {};
    }
    if (entry.cached || !readYaml) return { ...(entry.cached as CachedYaml), keep: () => {}, errors: [] };
    const read = readYaml(entry.file, entry.text, kind);
    for (const error of read.errors) errors.add(error);
    const data = read.source?.data;
    const keep = () => {
      if (entry.key && read.errors.length === 0) cache?.set(entry.key, { data, value: read.value });
    };
    return { data, value: read.value, source: read.source, keep, errors: read.errors };
  };

  const siteFile = yamlFile(siteEntry, "site");
  const buffetFile = yamlFile(buffetEntry, "buffet");
  buffetFile.keep?.();
  const site = siteFile.value as Site | undefined;
  const buffet = buffetFile.value as Buffet | undefined;
  const facts = factsOf(siteFile.data ?? {});
  // Facts site.yaml has a mistake in: Markdown that uses them is not checked again, the one message is enough.
  const unreliable = new Set(
    (siteFile.errors ?? []).map((error) => ["site", ...(error.path ?? [])].join(".")).filter((path) => path !== "site"),
  );
  if ((siteFile.errors ?? []).some((error) => !error.path?.length)) unreliable.add("site");
  const factsKey = JSON.stringify([...facts]);

  const languages = listLanguages(i18nDir, i18nNames, site?.defaultLanguage ?? "de", errors);
  const dictionaries: Record<string, Dictionary> = {};
  for (const lang of languages) {
    const name = `${lang}.yaml`;
    const file = yamlFile(dictionaryEntries.get(name) ?? lookup(join(i18nDir, name)), "dictionary");
    file.keep?.();
    if (file.value) dictionaries[lang] = file.value as Dictionary;
  }

  // From the cache, site.yaml has no positions; it is cached only when this check passed, and its key lists the languages.
  const placeInSite = (path: PropertyKey[]) =>
    siteFile.source?.placeOf(path) ?? { file: siteEntry.file, line: 1, col: 1 };
  const extraPages = site ? checkExtraPages(site.extraPages ?? [], placeInSite, languages, errors) : [];
  if (extraPages.length === (site?.extraPages ?? []).length) siteFile.keep?.();
  const routes = routesWith(extraPages);
  const proseIds = routes.filter((route) => route.source === "pages").map((route) => route.id);
  const pagesDir = join(root, "pages");
  checkPageFiles(pagesDir, languages, proseIds, errors);
  const proseFiles = languages.flatMap((lang) => proseIds.map((id) => join(pagesDir, `${id}.${lang}.md`)));
  const legalFiles = legalPageIds.map((id) => join(root, "legal", `${id}.md`));

  const found = new Map([...proseFiles, ...legalFiles].map((file) => [file, lookup(file, factsKey)]));
  // remark and gray-matter take longer to load than a cached site takes to build: only for new or changed files.
  const toConvert = [...found.values()].some((file) => file.text !== undefined && !file.cached);
  const convert = toConvert ? (await import("./markdown-file.js")).convertMarkdownFile : undefined;

  const markdownFile = (file: string, kind: MarkdownKind) => {
    const { text, key, cached } = found.get(file) as ReturnType<typeof lookup>;
    if (text === undefined) {
      missing(file);
      return undefined;
    }
    if (cached || !convert) return cached as CachedPage | undefined;
    return errors.collect(() => {
      const page = convert({ file, text, kind }, facts, unreliable);
      if (key) cache?.set(key, page);
      return page;
    });
  };

  const pages: Content["pages"] = {};
  for (const lang of languages) {
    pages[lang] = {};
    for (const id of proseIds) {
      const page = markdownFile(join(pagesDir, `${id}.${lang}.md`), "page");
      if (page) pages[lang][id] = page as unknown as PageText;
    }
  }

  const legal = {} as Record<LegalPageId, LegalText>;
  for (const [index, id] of legalPageIds.entries()) {
    const page = markdownFile(legalFiles[index], "legal");
    if (page) legal[id] = page as unknown as LegalText;
  }

  errors.throwIfAny();
  return { site: site as Site, buffet: buffet as Buffet, languages, dictionaries, routes, pages, legal };
}

/** Languages are the dictionaries present: adding a language is adding files. */
function listLanguages(dir: string, names: string[], defaultLanguage: string, errors: ErrorList): string[] {
  const found = names.filter((name) => name.endsWith(".yaml")).map((name) => name.slice(0, -".yaml".length));
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
function checkExtraPages(
  names: string[],
  placeOf: (path: PropertyKey[]) => Place,
  languages: string[],
  errors: ErrorList,
): string[] {
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
          place: placeOf(["extraPages", index]),
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
