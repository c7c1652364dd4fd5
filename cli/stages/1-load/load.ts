/**
 * Load stage: every content file of the registry (registry.ts) goes through
 * the same chain, read → decode → parse → validate → typed value, then the
 * rules across files run (languages, extra pages, page files). Returns the
 * typed content and the warnings, or throws every mistake found, each with
 * its file, line and column. A mistake that follows from another one (a page
 * using a fact site.yaml got wrong) is not reported twice.
 *
 * Which files a type has, and how they are read, is its declaration's to say
 * (cli/content/define.ts): one YAML file, one per language, one Markdown file
 * per page (and language) of the routes whose text it holds, or one Markdown
 * file per language. site.yaml and the dictionaries
 * are read first and named here: they decide the languages and the extra
 * pages every other file is read against.
 *
 * The parse and validate links are pure functions of a file's text: their
 * results are kept in the build cache (convert.ts), and the modules they need
 * load only when some file is new or changed.
 */
import { join } from "node:path";
import {
  allTypes,
  type ContentType,
  type Dictionary,
  fileOf,
  type MarkdownName,
  markdownTypes,
  registry,
  type SingleName,
  singleTypes,
  type TextName,
  textTypes,
  type ValueOf,
} from "../../content/registry.js";
import { ErrorList, SiteError } from "../../errors.js";
import { extraPageSource, type PageDefinition, routesWith } from "../../restaurant/routes.js";
import {
  checkAcrossFiles,
  checkExtraPages,
  checkStrayFiles,
  hasTexts,
  listLanguages,
  type PhotoUse,
  photosIn,
  unreadFiles,
} from "./across-files.js";
import { type Conversion, converter, type LoadOptions, type MarkdownFile } from "./convert.js";
import type { Loaded, MarkdownContext } from "./formats.js";
import type { TextLink } from "./markdown.js";
import { factsOf } from "./placeholders.js";
import { sourceFromPlaces } from "./places.js";
import { isFolder } from "./read.js";

/** The value of every type read from one file of its own, by type name. */
export type Singles = { [Name in SingleName]: ValueOf<(typeof registry)[Name]> };

/** The pages' texts of every Markdown type, by type name, then language, then route id: `content.page.en.about`. */
export type Texts = { [Name in MarkdownName]: Record<string, Record<string, ValueOf<(typeof registry)[Name]>>> } & {
  /** A text of one file per language, by type name, then language. */
  [Name in TextName]: Record<string, ValueOf<(typeof registry)[Name]>>;
};

export interface Content extends Singles, Texts {
  /** Language codes, the default language first. */
  languages: string[];
  dictionaries: Record<string, Dictionary>;
  /** The fixed routes and the owner's extra pages. */
  routes: PageDefinition[];
  /** Every place that names a photo, for the photos stage (cli/stages/2-photos/photos.ts). */
  photos: PhotoUse[];
  /** The texts' links to addresses on the site, checked once its files are known (cli/stages/build.ts). */
  links: TextLink[];
}

export interface Loading {
  content: Content;
  /** Text the site shows differently than the owner probably meant: printed, the build goes on. */
  warnings: SiteError[];
}

export async function loadContent(contentDir: string, options: LoadOptions = {}): Promise<Loading> {
  if (!isFolder(contentDir)) {
    throw SiteError.of("ContentFolderMissing", { folder: contentDir });
  }
  const errors = new ErrorList();
  const warnings: SiteError[] = [];
  const { yamlFile, markdownFiles, take } = converter(contentDir, options, errors, warnings);
  const photos: PhotoUse[] = [];
  const links: TextLink[] = [];
  const path = (type: ContentType<unknown>, parts?: { lang?: string; page?: string }) =>
    join(contentDir, fileOf(type, parts));

  const sitePath = path(registry.site);
  const read: Record<string, Loaded<unknown> | undefined> = {};
  for (const type of singleTypes()) read[type.name] = await yamlFile(type, path(type));
  // Each file was validated by its own type's schema just above: its value has that type's shape.
  const { site } = read as { [Name in SingleName]?: Loaded<Singles[Name]> };
  const defaultPlace = site && sourceFromPlaces(sitePath, site.value, site.places).placeOf(["defaultLanguage"]);
  const languages = listLanguages(contentDir, site?.value.defaultLanguage ?? "de", errors, defaultPlace);
  // A file no type reads would be left out without a word: a misspelt name, a type not in the list.
  warnings.push(...unreadFiles(contentDir, allTypes(), languages));
  const dictionaries: Record<string, Dictionary> = {};
  for (const lang of languages) {
    const dictionary = await yamlFile(registry.i18n, path(registry.i18n, { lang }));
    if (dictionary) dictionaries[lang] = dictionary.value;
  }
  for (const type of singleTypes()) {
    const loaded = read[type.name];
    if (!loaded) continue;
    // A language with pages but no dictionary is reported once, as the missing dictionary.
    const orphaned = (lang: string) => hasTexts(contentDir, lang);
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

  // Files in a page type's folder that no page reads, before what the pages' files say.
  const types = markdownTypes();
  const idsOf = (type: (typeof types)[number]) =>
    routes.filter((route) => route.source === type.pages.source).map((route) => route.id);
  for (const type of types) {
    const ids = idsOf(type);
    if (type.pages.source !== extraPageSource) checkStrayFiles(contentDir, type, languages, ids, ids, errors);
    // Which files of the extra pages' source belong is known only once site.yaml is right: its extra pages decide.
    else if (site && siteErrors.length === 0) {
      // The files of a refused extra page are covered by its one message.
      checkStrayFiles(contentDir, type, languages, ids, [...ids, ...(site.value.extraPages ?? [])], errors);
    }
  }

  // Every page's file of every Markdown type, converted at once, then taken in order.
  const files: (MarkdownFile & { page?: string })[] = types.flatMap((type) =>
    (type.pages.language === undefined ? languages : [type.pages.language]).flatMap((lang) =>
      idsOf(type).map((page) => ({
        type,
        file: path(type, { lang, page }),
        lang,
        page,
      })),
    ),
  );
  // The texts of one file per language, after the pages.
  for (const type of textTypes()) files.push(...languages.map((lang) => ({ type, file: path(type, { lang }), lang })));
  const context: MarkdownContext = { facts: factsOf(site?.value ?? {}), unreliable };
  const converting = markdownFiles(files, context);
  const texts: Record<string, Record<string, unknown>> = Object.fromEntries(
    [...types, ...textTypes()].map((type) => [type.name, {}]),
  );
  let complete = true;
  for (const [index, { type, file, lang, page }] of files.entries()) {
    const loaded = take((await converting[index]) as Conversion<unknown> | undefined);
    complete &&= loaded !== undefined;
    if (!loaded) continue;
    if (page === undefined) texts[type.name][lang] = loaded.value;
    else {
      texts[type.name][lang] ??= {};
      (texts[type.name][lang] as Record<string, unknown>)[page] = loaded.value;
    }
    photos.push(...photosIn(type, file, loaded, [lang], lang, page));
    links.push(...(loaded.links ?? []));
  }

  // A text missing in one language is said as the line to type, placed as in a language that has it.
  const dictionaryFiles = languages.map((lang) => ({ lang, file: path(registry.i18n, { lang }) }));
  // Its YAML parser is loaded only then: a build with no mistake, whose files all come from the cache, never loads it.
  if (errors.errors.length > 0) {
    const { placeMissingTexts } = await import("./missing-text.js");
    errors.errors.splice(0, Infinity, ...(await placeMissingTexts(errors.errors, dictionaryFiles)));
  }
  errors.throwIfAny();
  const values = valuesOf(read);
  if (!complete || !values) throw new Error("content loaded without its errors");
  // Each text was validated by its own type's schema: its value has that type's shape.
  return { content: { ...values, ...(texts as Texts), languages, dictionaries, routes, photos, links }, warnings };
}

/** The values of the single files by type name, once every one of them loaded. */
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
