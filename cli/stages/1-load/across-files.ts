/**
 * What the load stage checks and gathers across files, once each file was read
 * on its own: the site's languages (the dictionaries present), the extra pages'
 * names, the files in a page type's folder that no page reads, every text in
 * exactly the site's languages, each type's own rules, and the photos files name.
 */
import { readdirSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import { photoFolder, schemaFolder } from "../../content/folders.js";
import { closest } from "../../content/guess.js";
import { type ContentType, fileOf, type MarkdownType, markdownTypes, registry } from "../../content/registry.js";
import { type ErrorList, type Place, SiteError } from "../../errors.js";
import { pages as fixedPages, reservedPageNames } from "../../restaurant/routes.js";
import type { Focus, PhotoRole } from "../../shared/frames.js";
import type { Loaded } from "./formats.js";
import { sourceFromPlaces } from "./places.js";
import { isFolder } from "./read.js";

/** A text of a photo in one language, and where it is written. */
export interface PhotoText {
  lang: string;
  text: string;
  place: Place;
}

/** One place in the content that names a photo. */
export interface PhotoUse {
  /** As written: "images/kitchen.jpg", relative to the content folder. */
  file: string;
  role: PhotoRole;
  /** Where the file name is written. */
  place: Place;
  /** The alt text in each language it appears in; none when decorative. */
  alt: PhotoText[];
  decorative: boolean;
  /** The part the owner chose to keep where a frame cuts the photo; the middle when not given. */
  focus?: Focus;
  /** The page a page's photo is on ("home" shows its hero round). */
  page?: string;
}

/**
 * The photos a file names: under the keys its type declares (`hero`, `gallery`,
 * a dish's `photo`), each with its alt text in every language it has one, and,
 * for Markdown, those its text shows. `lang` is the file's own language, if it has one.
 */
export function photosIn(
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
 * The checks of a file that need the other files: every text in exactly the
 * site's languages (a dish named in German and English only is a mistake once
 * French is a language of the site), then the type's own rules.
 */
export function checkAcrossFiles(
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

/** Languages are the dictionaries present: adding a language is adding files. */
export function listLanguages(
  contentDir: string,
  defaultLanguage: string,
  errors: ErrorList,
  defaultPlace?: Place,
): string[] {
  const dir = join(contentDir, dirname(registry.i18n.path));
  const names = isFolder(dir) ? readdirSync(dir).sort() : [];
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
  if (defaultPlace && valid.length > 0 && !valid.includes(defaultLanguage) && !hasTexts(contentDir, defaultLanguage)) {
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

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A type's file name as a pattern: `{page}.{lang}.md` → groups page and lang, each as `parts` spells it. */
function namePattern(type: ContentType<unknown>, parts: { page: string; lang: string }): RegExp {
  const source = basename(type.path)
    .split(/(\{lang\}|\{page\})/)
    .map((part) =>
      part === "{lang}" ? `(?<lang>${parts.lang})` : part === "{page}" ? `(?<page>${parts.page})` : escaped(part),
    )
    .join("");
  return new RegExp(`^${source}$`);
}

/** Types of pages written in every language of the site, one file per page and language. */
const perLanguage = (type: MarkdownType<unknown>) => type.pages.language === undefined && type.path.includes("{lang}");

/** Whether any page is written in `lang`. */
export const hasTexts = (contentDir: string, lang: string) =>
  markdownTypes()
    .filter(perLanguage)
    .some((type) => {
      const dir = join(contentDir, dirname(type.path));
      const name = namePattern(type, { page: "[\\s\\S]*", lang: escaped(lang) });
      return isFolder(dir) && readdirSync(dir).some((entry) => name.test(entry));
    });

/** Extra page names must not take a URL the site already uses (a page, a language, the assets) or one the tool keeps. */
export function checkExtraPages(
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

/**
 * Files in a page type's folder that no page reads are mistakes too (a typo in a name hides a page).
 * `ids` are the pages the type holds the text of, `named` those and the names of refused extra pages,
 * whose files are covered by their one message.
 */
export function checkStrayFiles(
  contentDir: string,
  type: MarkdownType<unknown>,
  languages: string[],
  ids: string[],
  named: string[],
  errors: ErrorList,
): void {
  const dir = join(contentDir, dirname(type.path));
  if (!isFolder(dir)) return;
  const langs = type.pages.language === undefined ? languages : [type.pages.language];
  const nameOf = (page: string, lang: string) => basename(fileOf(type, { page, lang }));
  const expected = new Set(langs.flatMap((lang) => named.map((id) => nameOf(id, lang))));
  if (perLanguage(type)) {
    // The pages of a language whose dictionary is gone need it: one message for the dictionary, not one per page.
    const withoutDictionary = new Map<string, string[]>();
    const pattern = namePattern(type, { page: "[a-z0-9-]+", lang: "[a-z]{2}" });
    for (const name of visibleNames(dir)) {
      const { page = "", lang = "" } = pattern.exec(name)?.groups ?? {};
      if (named.includes(page) && !languages.includes(lang))
        withoutDictionary.set(lang, [...(withoutDictionary.get(lang) ?? []), name]);
    }
    for (const [lang, names] of withoutDictionary) {
      if (names.length < 2) continue;
      const file = join(contentDir, fileOf(registry.i18n, { lang }));
      errors.add(SiteError.of("DictionaryMissing", { lang }, { place: { file, line: 1, col: 1 } }));
      for (const name of names) expected.add(name);
    }
  }
  const files = ids.map((id) => nameOf(id, langs[0] ?? ""));
  for (const name of visibleNames(dir)) {
    if (expected.has(name)) continue;
    errors.add(type.pages.stray({ name, place: { file: join(dir, name), line: 1, col: 1 } }, { pages: ids, files }));
  }
}

/**
 * A warning for each file of the content folder that no content type reads, which the site would
 * leave out without a word: a misspelt name, or a type that is not in the list (cli/content/types.ts).
 * Hidden files, the photos, the JSON Schemas and the page types' folders (whose every file is checked
 * above) are not looked at.
 */
export function unreadFiles(
  contentDir: string,
  types: readonly ContentType<unknown>[],
  languages: string[],
): SiteError[] {
  const pageFolders = new Set(markdownTypes().map((type) => dirname(type.path)));
  const skipped = new Set([photoFolder, schemaFolder, ...pageFolders]);
  const read = types.flatMap((type) =>
    type.path.includes("{page}") ? [] : languages.map((lang) => fileOf(type, { lang })),
  );
  const unread: SiteError[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      const name = relative(contentDir, path).split(sep).join("/");
      if (entry.name.startsWith(".") || skipped.has(name)) continue;
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile() && !read.includes(name)) {
        const files = types.map((type) => type.path).join(", ");
        const guess = closest(name, [...new Set(read)]) ?? "";
        unread.push(SiteError.of("NotReadByAnyType", { files, guess }, { place: { file: path, line: 1, col: 1 } }));
      }
    }
  };
  visit(contentDir);
  return unread;
}
