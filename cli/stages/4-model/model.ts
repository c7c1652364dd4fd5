/**
 * Data preparation: everything a template shows, computed once per language
 * and page, so templates only lay it out. Dates and times are formatted here
 * with Intl for each language, never typed by hand.
 */

import type { PhotoView } from "../../content/contexts.js";
import { allTypes, checkShownPages, type Page, registry, type Site, viewsOf } from "../../content/registry.js";
import type { PagePhoto, Photo } from "../../content/schema-parts.js";
import type { Alternate, Assets, LocaleData, PageBody, PageModel, PagePhotos } from "../../restaurant/page-model.js";
import { absoluteUrl, navigation, notFoundPath, outputFileOf, pagePath, pages } from "../../restaurant/routes.js";
import type { Content } from "../1-load/load.js";
import { typesetDictionary, typographyOf } from "../1-load/typography.js";
import { homeHeroSizes, type PhotoLibrary, photoRoles, photoView } from "../2-photos/photo-roles.js";
import { type StructuredData, structuredData } from "./structured-data.js";

export function pageTitle(title: string, site: Site, id: string): string {
  return id === "home" ? `${site.name} – ${title}` : `${title} · ${site.name}`;
}

/** The same page in every language, the default language first. */
export function alternatesOf(content: Content, id: string): Alternate[] {
  const defaultLang = content.languages[0];
  return content.languages.map((lang) => {
    const path = pagePath(id, lang, defaultLang, content.routes);
    return { lang, label: content.dictionaries[lang].languageName, path, url: absoluteUrl(content.site, path) };
  });
}

/** A photo as shown in one language: its alt text in that language, or none when it is decorative. */
function photoIn(
  library: PhotoLibrary,
  photo: Photo | PagePhoto,
  lang: string,
  sizes: string,
  priority = false,
): PhotoView | undefined {
  const processed = library.get(photo.file);
  if (!processed) return undefined;
  const alt = photo.decorative ? "" : typeof photo.alt === "string" ? photo.alt : (photo.alt?.[lang] ?? "");
  return photoView(processed, { alt, sizes, priority, focus: photo.focus });
}

/** Whether a page's photo says what it shows in `lang`: decorative, its file's own language's text, or one for `lang`. */
const saysIn = (photo: PagePhoto, lang: string) =>
  photo.decorative === true || typeof photo.alt === "string" || typeof photo.alt?.[lang] === "string";

/**
 * A page's photos in one language: those its own file names, else those of the default language's
 * file that have an alt text in this language (added once for every language, cli/content/schema-parts.ts).
 */
function pagePhotos(
  library: PhotoLibrary,
  text: Page | undefined,
  shared: Page | undefined,
  lang: string,
  id: string,
): PagePhotos {
  const heroSizes = id === "home" ? homeHeroSizes : photoRoles.hero.sizes;
  // A photo of another language's file shows only with an alt text per language, this one's among them.
  const sharedIn = (photo: PagePhoto) => typeof photo.alt !== "string" && saysIn(photo, lang);
  const hero = text?.hero ?? (shared?.hero && sharedIn(shared.hero) ? shared.hero : undefined);
  const gallery = text?.gallery ?? (shared?.gallery ?? []).filter(sharedIn);
  const shown = (photo: PagePhoto) => saysIn(photo, lang);
  return {
    hero: hero && shown(hero) ? photoIn(library, hero, lang, heroSizes, true) : undefined,
    gallery: gallery
      .filter(shown)
      .map((photo) => photoIn(library, photo, lang, photoRoles.gallery.sizes))
      .filter((view) => view !== undefined),
  };
}

/** Every page of every language, plus a 404 page per language. */
export function buildPageModels(
  content: Content,
  assets: Assets,
  now: Date,
  library: PhotoLibrary = new Map(),
): PageModel[] {
  const { site, languages } = content;
  checkShownPages(
    allTypes(),
    pages.map((route) => route.id),
  );
  // The owner's words as the page shows them: French spacing and apostrophes however they were typed.
  const dictionaries = Object.fromEntries(
    languages.map((lang) => [lang, typesetDictionary(content.dictionaries[lang], lang)]),
  );
  const textPhotos = Object.fromEntries(
    [...library.values()].map((photo) => [photo.file, photoView(photo, { alt: "", sizes: photoRoles.prose.sizes })]),
  );
  const defaultLang = languages[0];
  const locales = new Map<string, LocaleData>();
  for (const lang of languages) {
    const dict = dictionaries[lang];
    const paths = Object.fromEntries(
      content.routes.map((route) => [route.id, pagePath(route.id, lang, defaultLang, content.routes)]),
    ) as LocaleData["paths"];
    locales.set(lang, {
      lang,
      defaultLang,
      dict,
      site,
      assets,
      paths,
      nav: navigation.map((id) => ({ id, href: paths[id], label: dict[id] })),
      extraLinks: content.routes
        .filter((route) => "extra" in route)
        .map((route) => ({ href: paths[route.id], label: content.page[lang][route.id].title })),
      views: viewsOf(content, {
        lang,
        dict,
        site,
        now,
        photo: (photo, role) => photoIn(library, photo, lang, photoRoles[role].sizes),
        typeset: typographyOf(lang),
      }),
      textPhotos,
    });
  }

  // The same for every language of a page: computed once.
  const alternates = new Map(content.routes.map((route) => [route.id, alternatesOf(content, route.id)]));
  const models: PageModel[] = [];
  // The same for every page of a language: computed once.
  const data = new Map(languages.map((lang) => [lang, structuredData(content, locales.get(lang) as LocaleData, now)]));
  for (const lang of languages) {
    const locale = locales.get(lang) as LocaleData;
    for (const route of content.routes) {
      const path = locale.paths[route.id];
      const body: PageBody =
        route.source === "legal"
          ? { kind: "legal", text: content.legal[registry.legal.pages.language ?? lang][route.id] }
          : { kind: "prose", text: content.page[lang][route.id], template: route.template };
      const { text } = body;
      models.push({
        id: route.id,
        file: outputFileOf(path),
        locale,
        path,
        url: absoluteUrl(site, path),
        title: pageTitle(route.id === "home" ? locale.dict.heroTitle : text.title, site, route.id),
        description: text.description,
        alternates: alternates.get(route.id) as Alternate[],
        body,
        structuredData: (data.get(lang) as StructuredData).of({
          id: route.id,
          url: absoluteUrl(site, path),
          title: text.title,
        }),
        photos:
          body.kind === "legal"
            ? pagePhotos(library, undefined, undefined, lang, route.id)
            : pagePhotos(library, body.text, content.page[defaultLang]?.[route.id], lang, route.id),
      });
    }
  }

  // A 404 page per language, for misses under its prefix: its header and footer, its message first,
  // and the buffet pop-up as on any page a visitor may land on first.
  for (const lang of languages) {
    const locale = locales.get(lang) as LocaleData;
    const path = notFoundPath(lang, defaultLang);
    const others = languages.filter((other) => other !== lang);
    models.push({
      id: "not-found",
      file: path.slice(1),
      locale,
      path,
      url: absoluteUrl(site, path),
      title: pageTitle(`404 – ${locale.dict.notFoundTitle}`, site, "not-found"),
      description: locale.dict.notFoundTitle,
      alternates: [],
      body: {
        kind: "not-found",
        messages: [lang, ...others].map((messageLang) => ({
          lang: messageLang,
          title: dictionaries[messageLang].notFoundTitle,
          home: {
            href: pagePath("home", messageLang, defaultLang),
            label: dictionaries[messageLang].notFoundHome,
          },
        })),
      },
      structuredData: (data.get(lang) as StructuredData).notFound,
      photos: { hero: undefined, gallery: [] },
    });
  }
  return models;
}
