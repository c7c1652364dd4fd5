/**
 * Load stage: every content file of the registry (registry.ts) goes through
 * the same chain, read → decode → parse → validate → typed value, then the
 * rules across files run (languages, extra pages, page files). Returns the
 * typed content and the warnings, or throws every mistake found, each with
 * its file, line and column. A mistake that follows from another one (a page
 * using a fact site.yaml got wrong) is not reported twice.
 *
 * The parse and validate links are pure functions of a file's text: their
 * results are kept in the build cache, one wrapper (`cached` below) around
 * them, and the modules they need load only when some file is new or changed.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { EntryCache } from "../../cache.js";
import { ErrorList, type Place, SiteError, SiteErrors } from "../../errors.js";
import {
  type ContentType,
  type Dictionary,
  fileOf,
  isBuiltIn,
  type Legal,
  type Page,
  registry,
  type SingleName,
  singleTypes,
  type ValueOf,
} from "../../restaurant/registry.js";
import {
  pages as fixedPages,
  type LegalPageId,
  legalPageIds,
  type PageDefinition,
  reservedPageNames,
  routesWith,
} from "../../restaurant/routes.js";
import { converted, received } from "../job-results.js";
import type { PhotoText, PhotoUse } from "../photos.js";
import type { WorkerPool } from "../workers.js";
import type { Loaded, MarkdownContext, StoredWarning } from "./formats.js";
import { factsOf } from "./placeholders.js";
import { readContentText } from "./read.js";
import { sourceFromPlaces } from "./yaml.js";

/** The value of every type read from one file of its own, by type name. */
export type Singles = { [Name in SingleName]: ValueOf<(typeof registry)[Name]> };

export interface Content extends Singles {
  /** Language codes, the default language first. */
  languages: string[];
  dictionaries: Record<string, Dictionary>;
  /** The fixed routes and the owner's extra pages. */
  routes: PageDefinition[];
  /** Prose pages by language, then by route id. */
  pages: Record<string, Record<string, Page>>;
  legal: Record<LegalPageId, Legal>;
  /** Every place that names a photo, for the photos stage (cli/stages/photos.ts). */
  photos: PhotoUse[];
}

export interface Loading {
  content: Content;
  /** Text the site shows differently than the owner probably meant: printed, the build goes on. */
  warnings: SiteError[];
}

/** A file's result as the build cache keeps it. */
export type CachedFile = Loaded<unknown>;

export function isCachedFile(value: unknown): value is CachedFile {
  const entry = value as CachedFile | null;
  return (
    entry !== null &&
    typeof entry === "object" &&
    "value" in entry &&
    typeof entry.places === "object" &&
    entry.places !== null &&
    Array.isArray(entry.warnings)
  );
}

export interface LoadOptions {
  /** Files an earlier build read without a mistake, keyed by their text, type and what else they depend on. */
  cache?: EntryCache<CachedFile>;
  /** Worker threads for converting many Markdown files at once (cli/stages/workers.ts). */
  pool?: WorkerPool;
}

/**
 * From this many Markdown files to convert on, a worker thread converts a share of them (in one
 * job, as one message each way) while this thread converts the rest; a worker's start costs about
 * as much as converting a hundred.
 */
const filesForWorkers = 150;
/** This thread's share: it also answers the worker and stays ahead while the worker starts. */
const shareHere = 0.6;

const revive = (warning: StoredWarning) =>
  SiteError.of(warning.code, warning.params as never, warning.place ? { place: warning.place } : {});

export async function loadContent(contentDir: string, options: LoadOptions = {}): Promise<Loading> {
  if (!statSync(contentDir, { throwIfNoEntry: false })?.isDirectory()) {
    throw SiteError.of("ContentFolderMissing", { folder: contentDir });
  }
  const errors = new ErrorList();
  const warnings: SiteError[] = [];
  const formats = () => import("./formats.js");

  /**
   * A file through the chain: read and decode every time (its text is the cache key), then
   * `convert` parses and validates it, or takes what an earlier build did for the same text.
   */
  const lookup = <Value>(type: ContentType<unknown>, file: string, ...dependsOn: string[]) => {
    const text = errors.collect(() => readContentText(contentDir, file));
    if (text === undefined) return undefined;
    // Named from the content folder: a copy of it (the editor's checks) finds what the original's builds
    // converted; what is kept names the original's files, and the editor shows its lines under those names.
    const cache = isBuiltIn(type) ? options.cache : undefined;
    const key = cache?.key(type.name, relative(contentDir, file), text, ...dependsOn);
    // The one place content is taken on trust: stored by this very code for this type and text, checksummed.
    const hit = key ? (cache?.get(key) as Loaded<Value> | undefined) : undefined;
    return { text, hit, key };
  };
  type Found<Value> = NonNullable<ReturnType<typeof lookup<Value>>>;
  /** Each file's mistakes apart, so they are reported in the files' order, however the conversions interleave. */
  const convert = async <Value>(found: Found<Value>, parse: (text: string) => Promise<Loaded<Value>>) => {
    const mistakes = new ErrorList();
    const loaded = found.hit ?? (await collectAsync(mistakes, () => parse(found.text)));
    if (loaded && found.key && !found.hit) options.cache?.set(found.key, loaded);
    return { loaded, mistakes };
  };
  /** A converted file taken in the files' order: its warnings and mistakes join the build's. */
  const take = <Value>(converted: { loaded: Loaded<Value> | undefined; mistakes: ErrorList } | undefined) => {
    if (!converted) return undefined;
    errors.errors.push(...converted.mistakes.errors);
    if (converted.loaded) warnings.push(...converted.loaded.warnings.map(revive));
    return converted.loaded;
  };
  const yamlFile = async <Value>(type: ContentType<Value>, file: string) => {
    const found = lookup<Value>(type, file);
    return take(found && (await convert(found, async (text) => (await formats()).loadYaml(type, file, text))));
  };
  const photos: PhotoUse[] = [];
  /** Every Markdown file at once: when many are new, a worker thread converts a share of them. */
  const markdownFiles = (
    files: { type: typeof registry.page | typeof registry.legal; name: "page" | "legal"; file: string; lang: string }[],
    context: MarkdownContext,
  ) => {
    const dependsOn = [JSON.stringify([...context.facts]), JSON.stringify([...context.unreliable])];
    const found = files.map(({ type, file }) => lookup<Page | Legal>(type, file, ...dependsOn));
    const missing = found.flatMap((entry, index) => (entry && !entry.hit ? [index] : []));
    const sent =
      options.pool && missing.length >= filesForWorkers ? missing.slice(Math.ceil(missing.length * shareHere)) : [];
    const place = new Map(sent.map((index, position) => [index, position]));
    const here = (index: number) => async (text: string) =>
      (await formats()).loadMarkdown(files[index].type as ContentType<object>, files[index].file, text, {
        ...context,
        lang: files[index].lang,
      }) as Promise<Loaded<Page | Legal>>;
    const batch =
      sent.length > 0 && options.pool
        ? options.pool.run(
            "markdown",
            {
              context,
              files: sent.map((index) => ({
                type: files[index].name,
                file: files[index].file,
                text: found[index]?.text ?? "",
                lang: files[index].lang,
              })),
            },
            async (input) =>
              Promise.all(
                input.files.map((_file, position) => converted(() => here(sent[position])(input.files[position].text))),
              ),
          )
        : undefined;
    // Observed at once: a failure is reported where its first file is awaited.
    batch?.catch(() => {});
    return files.map((_file, index) => {
      const entry = found[index];
      if (!entry) return Promise.resolve(undefined);
      const position = place.get(index);
      if (batch === undefined || position === undefined) return convert(entry, here(index));
      return convert(entry, async () => {
        const result = (await batch)[position];
        if ("mistakes" in result) throw new SiteErrors(result.mistakes.map(received));
        return result.loaded as Loaded<Page | Legal>;
      });
    });
  };
  const path = (type: ContentType<unknown>, parts?: { lang?: string; page?: string }) =>
    join(contentDir, fileOf(type, parts));

  const sitePath = path(registry.site);
  const read: Record<string, Loaded<unknown> | undefined> = {};
  for (const type of singleTypes()) read[type.name] = await yamlFile(type, path(type));
  // Each file was validated by its own type's schema just above: its value has that type's shape.
  const { site } = read as { [Name in SingleName]?: Loaded<Singles[Name]> };
  const defaultPlace = site && sourceFromPlaces(sitePath, site.value, site.places).placeOf(["defaultLanguage"]);
  const languages = listLanguages(contentDir, site?.value.defaultLanguage ?? "de", errors, defaultPlace);
  const dictionaries: Record<string, Dictionary> = {};
  for (const lang of languages) {
    const dictionary = await yamlFile(registry.dictionary, path(registry.dictionary, { lang }));
    if (dictionary) dictionaries[lang] = dictionary.value;
  }
  for (const type of singleTypes()) {
    const loaded = read[type.name];
    if (!loaded) continue;
    // A language with pages but no dictionary is reported once, as the missing dictionary.
    const orphaned = (lang: string) => hasPages(contentDir, lang);
    checkAcrossFiles(type, path(type), loaded, languages, orphaned, errors);
    photos.push(...photosIn(type, path(type), loaded, languages));
  }

  // Facts site.yaml has a mistake in: the pages that use them are not checked again.
  const siteErrors = errors.errors.filter((error) => error.place?.file === sitePath);
  // Without a valid site.yaml no fact is known: every field is left to its one message.
  const unreliable = new Set(site ? [] : ["site"]);
  const placeOf = site ? sourceFromPlaces(sitePath, site.value, site.places).placeOf : undefined;
  const extraPages = site && placeOf ? checkExtraPages(site.value.extraPages ?? [], placeOf, languages, errors) : [];
  const routes = routesWith(extraPages);
  const proseIds = routes.filter((route) => route.source === "pages").map((route) => route.id);
  // Which page files belong is known only once site.yaml is right: its extra pages decide.
  if (site && siteErrors.length === 0) {
    // The files of a refused extra page are covered by its one message.
    const named = [...proseIds, ...(site.value.extraPages ?? [])];
    checkPageFiles(join(contentDir, "pages"), languages, named, proseIds, errors);
  }

  const context: MarkdownContext = { facts: factsOf(site?.value ?? {}), unreliable };
  const prose = languages.flatMap((lang) =>
    proseIds.map((id) => ({
      type: registry.page,
      name: "page" as const,
      file: path(registry.page, { lang, page: id }),
      lang,
    })),
  );
  const legalFiles = legalPageIds.map((id) => ({
    type: registry.legal,
    name: "legal" as const,
    file: path(registry.legal, { page: id }),
    // Legal texts are German, whatever the site's languages.
    lang: "de",
  }));
  const converting = markdownFiles([...prose, ...legalFiles], context);
  // Nothing left unobserved should one of them fail before its turn below.
  for (const conversion of converting) conversion.catch(() => {});
  const pages: Content["pages"] = {};
  let next = 0;
  for (const lang of languages) {
    pages[lang] = {};
    for (const id of proseIds) {
      const file = prose[next].file;
      const page = take(await converting[next++]) as Loaded<Page> | undefined;
      if (page) pages[lang][id] = page.value;
      if (page) photos.push(...photosIn(registry.page, file, page, [lang], lang, id));
    }
  }
  const legal: Partial<Content["legal"]> = {};
  for (const id of legalPageIds) {
    const file = legalFiles[next - prose.length].file;
    const page = take(await converting[next++]) as Loaded<Legal> | undefined;
    if (page) legal[id] = page.value;
    // Legal texts are German, whatever the site's languages.
    if (page) photos.push(...photosIn(registry.legal, file, page, ["de"], "de"));
  }

  checkLegalFiles(join(contentDir, "legal"), errors);

  errors.throwIfAny();
  const values = valuesOf(read);
  if (!isComplete(legal) || !values) throw new Error("content loaded without its errors");
  return { content: { ...values, languages, dictionaries, routes, pages, legal, photos }, warnings };
}

/**
 * The photos a file names: under the keys its type declares (`hero`, `gallery`,
 * a dish's `photo`), each with its alt text in every language it has one, and,
 * for Markdown, those its text shows. `lang` is the file's own language, if it has one.
 */
function photosIn(
  type: ContentType<unknown>,
  file: string,
  loaded: Loaded<unknown>,
  languages: string[],
  lang?: string,
  page?: string,
): PhotoUse[] {
  const roles = type.photos ?? {};
  const { placeOf } = sourceFromPlaces(file, loaded.value, loaded.places);
  const uses: PhotoUse[] = [];
  const use = (value: unknown, path: PropertyKey[], role: PhotoUse["role"]) => {
    const photo = value as {
      file: string;
      alt?: string | Record<string, string>;
      decorative?: boolean;
      focus?: PhotoUse["focus"];
    };
    const alt: PhotoText[] =
      typeof photo.alt === "string"
        ? [{ lang: lang ?? languages[0], text: photo.alt, place: placeOf([...path, "alt"]) }]
        : Object.entries(photo.alt ?? {})
            .filter(([code]) => languages.includes(code))
            .map(([code, text]) => ({ lang: code, text, place: placeOf([...path, "alt", code]) }));
    uses.push({
      file: photo.file,
      role,
      place: placeOf([...path, "file"]),
      alt,
      decorative: photo.decorative === true,
      ...(photo.focus ? { focus: photo.focus } : {}),
      ...(page ? { page } : {}),
    });
  };
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (value === null || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, Array.isArray(value) ? Number(key) : key];
      const role = !Array.isArray(value) && Object.hasOwn(roles, key) ? roles[key] : undefined;
      if (!role) visit(child, childPath);
      else if (Array.isArray(child))
        for (const [index, item] of child.entries()) use(item, [...childPath, index], role);
      else if (child) use(child, childPath, role);
    }
  };
  visit(loaded.value, []);
  for (const photo of loaded.photos ?? []) {
    const text = { lang: lang ?? languages[0], text: photo.alt, place: photo.place };
    uses.push({ file: photo.file, role: "prose", place: photo.place, alt: [text], decorative: false });
  }
  return uses;
}

/**
 * The values of the single files by type name, once every one of them loaded: the built-in types'
 * typed, an added type's (registry.ts, `addContentType`) under its name beside them.
 */
function valuesOf(read: Record<string, Loaded<unknown> | undefined>): Singles | undefined {
  const values: Record<string, unknown> = {};
  for (const type of singleTypes()) {
    const loaded = read[type.name];
    if (!loaded) return undefined;
    values[type.name] = loaded.value;
  }
  // Each file was validated by its own type's schema: its value has that type's shape.
  return values as Singles;
}

/**
 * The checks of a file that need the other files: every text in exactly the
 * site's languages (a dish named in German and English only is a mistake once
 * French is a language of the site), then the type's own rules.
 */
function checkAcrossFiles(
  type: ContentType<unknown>,
  file: string,
  loaded: Loaded<unknown>,
  languages: string[],
  orphaned: (lang: string) => boolean,
  errors: ErrorList,
): void {
  const { placeOf, placeOfKey } = sourceFromPlaces(file, loaded.value, loaded.places);
  const name = (path: readonly PropertyKey[]) => type.label?.(path, loaded.value) ?? path.map(String).join(".");
  const keys = new Set(type.texts ?? []);
  // A foreign language is one mistake per file, however many texts it has: where it first appears, and how often.
  const foreign = new Map<string, { path: PropertyKey[]; count: number }>();
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (value === null || typeof value !== "object") return;
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, Array.isArray(value) ? Number(key) : key];
      if (keys.has(key) && child !== null && typeof child === "object" && !Array.isArray(child)) {
        for (const lang of languages.filter((code) => !Object.hasOwn(child, code))) {
          errors.add(
            SiteError.of("TextMissingLanguage", { key: name(childPath), lang }, { place: placeOf(childPath) }),
          );
        }
        for (const lang of Object.keys(child).filter((code) => !languages.includes(code) && !orphaned(code))) {
          const seen = foreign.get(lang) ?? { path: childPath, count: 0 };
          foreign.set(lang, { ...seen, count: seen.count + 1 });
        }
      } else visit(child, childPath);
    }
  };
  visit(loaded.value, []);
  for (const [lang, { path, count }] of foreign) {
    errors.add(
      SiteError.of(
        "TextUnknownLanguage",
        { key: name(path), lang, languages: languages.join(", "), count },
        { place: placeOfKey([...path, lang], lang) },
      ),
    );
  }
  for (const error of type.rules?.(loaded.value, { languages, placeOf }) ?? []) errors.add(error);
}

const isComplete = (legal: Partial<Content["legal"]>): legal is Content["legal"] =>
  legalPageIds.every((id) => legal[id] !== undefined);

/** Runs an async step, keeping its SiteError(s) instead of stopping at the first. */
async function collectAsync<T>(errors: ErrorList, step: () => Promise<T>): Promise<T | undefined> {
  try {
    return await step();
  } catch (failure) {
    if (failure instanceof SiteErrors || failure instanceof SiteError) {
      errors.collect(() => {
        throw failure;
      });
      return undefined;
    }
    throw failure;
  }
}

/** Languages are the dictionaries present: adding a language is adding files. */
function listLanguages(contentDir: string, defaultLanguage: string, errors: ErrorList, defaultPlace?: Place): string[] {
  const dir = join(contentDir, "i18n");
  const names = statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(dir).sort() : [];
  const found = names.filter((name) => name.endsWith(".yaml")).map((name) => name.slice(0, -".yaml".length));
  for (const lang of found.filter((code) => !/^[a-z]{2}$/.test(code))) {
    errors.add(
      SiteError.of(
        "DictionaryName",
        { name: `${lang}.yaml` },
        { place: { file: join(dir, `${lang}.yaml`), line: 1, col: 1 } },
      ),
    );
  }
  const valid = found.filter((lang) => /^[a-z]{2}$/.test(lang));
  // A default language with neither dictionary nor pages is a mistake in site.yaml: one message there, not one per missing file.
  if (defaultPlace && valid.length > 0 && !valid.includes(defaultLanguage) && !hasPages(contentDir, defaultLanguage)) {
    errors.add(
      SiteError.of(
        "DefaultLanguageUnknown",
        { lang: defaultLanguage, languages: valid.join(", ") },
        { place: defaultPlace },
      ),
    );
    return valid;
  }
  // Without its dictionary the default language is read anyway: the missing file is reported once, by the loader.
  return [defaultLanguage, ...valid.filter((lang) => lang !== defaultLanguage)];
}

/** Whether any page is written in `lang`. */
const hasPages = (contentDir: string, lang: string) =>
  statSync(join(contentDir, "pages"), { throwIfNoEntry: false })?.isDirectory() === true &&
  readdirSync(join(contentDir, "pages")).some((name) => name.endsWith(`.${lang}.md`));

/** Extra page names must not take a URL the site already uses (a page, a language, the assets) or one the tool keeps. */
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
  ]);
  const accepted: string[] = [];
  for (const [index, name] of names.entries()) {
    const place = placeOf(["extraPages", index]);
    if (reservedPageNames.includes(name)) {
      errors.add(SiteError.of("ExtraPageReserved", { name, reserved: reservedPageNames.join(", ") }, { place }));
    } else if (taken.has(name)) {
      errors.add(SiteError.of("ExtraPageTaken", { name }, { place }));
    } else {
      taken.add(name);
      accepted.push(name);
    }
  }
  return accepted;
}

/** The names in a folder the owner sees: an editor's or the system's hidden files (.DS_Store, .x.swp) are none of the site's. */
const visibleNames = (dir: string) =>
  readdirSync(dir)
    .filter((name) => !name.startsWith("."))
    .sort();

/** A file in legal/ that is not one of the legal texts would never be published: say so (agb.md). */
function checkLegalFiles(dir: string, errors: ErrorList): void {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return;
  const expected = legalPageIds.map((id) => `${id}.md`);
  for (const name of visibleNames(dir).filter((entry) => !expected.includes(entry))) {
    const place = { file: join(dir, name), line: 1, col: 1 };
    errors.add(SiteError.of("NotALegalText", { name, texts: expected.join(", ") }, { place }));
  }
}

/** Files in pages/ that no route reads are mistakes too (a typo in a name hides a page). */
function checkPageFiles(
  dir: string,
  languages: string[],
  named: string[],
  proseIds: string[],
  errors: ErrorList,
): void {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return;
  const expected = new Set(languages.flatMap((lang) => named.map((id) => `${id}.${lang}.md`)));
  // The pages of a language whose dictionary is gone need it: one message for the dictionary, not one per page.
  const withoutDictionary = new Map<string, string[]>();
  for (const name of visibleNames(dir)) {
    const lang = /^([a-z0-9-]+)\.([a-z]{2})\.md$/.exec(name);
    if (lang && named.includes(lang[1]) && !languages.includes(lang[2]))
      withoutDictionary.set(lang[2], [...(withoutDictionary.get(lang[2]) ?? []), name]);
  }
  for (const [lang, names] of withoutDictionary) {
    if (names.length < 2) continue;
    const file = join(dir, "..", "i18n", `${lang}.yaml`);
    errors.add(SiteError.of("DictionaryMissing", { lang }, { place: { file, line: 1, col: 1 } }));
    for (const name of names) expected.add(name);
  }
  for (const name of visibleNames(dir)) {
    if (expected.has(name)) continue;
    errors.add(
      SiteError.of(
        "NotAPage",
        { name, pages: proseIds.join(", ") },
        { place: { file: join(dir, name), line: 1, col: 1 } },
      ),
    );
  }
}
