/**
 * Data preparation: everything a template shows, computed once per language
 * and page, so templates only lay it out. Dates and times are formatted here
 * with Intl for each language, never typed by hand.
 */

import { type BuffetView, buffetView, upcomingEvents } from "./buffet.js";
import type { Content, Dictionary, Legal, Page, Site } from "./content/load.js";
import { type Views, viewsOf } from "./content/registry.js";
import type { PagePhoto, Photo } from "./content/schemas/common.js";
import { type HoursView, hoursView, openingHoursData } from "./hours.js";
import { type MenuView, menuData, menuView } from "./menu.js";
import { homeHeroSizes, type PhotoLibrary, type PhotoView, photoRoles, photoView } from "./photos.js";
import { navigation, notFoundPath, outputFileOf, type PageId, pagePath } from "./routes.js";
import { typesetDictionary } from "./typography.js";

export interface Assets {
  /** The stylesheet inlined in every page's head. */
  styles: string;
  /** The menu's rules, added to it on the menu page. */
  menuStyles: string;
  /** A page's own rules, added to it on that page only, by page id (templates/styles/pages/<id>.css). */
  pageStyles: Record<string, string>;
  script: string;
  /** Font files to preload: the ones first paint needs. */
  preloadFonts: string[];
  favicon: string;
}

export interface Link {
  href: string;
  label: string;
}

export interface Alternate {
  lang: string;
  label: string;
  /** Path of the same page in that language. */
  path: string;
  /** Absolute URL of the same page in that language. */
  url: string;
}

export interface LocaleData {
  lang: string;
  defaultLang: string;
  dict: Dictionary;
  site: Site;
  assets: Assets;
  nav: (Link & { id: PageId })[];
  /** Paths of this language's pages, by id (the owner's extra pages included). */
  paths: Record<PageId, string> & Record<string, string>;
  /** The owner's extra pages, linked from the footer. */
  extraLinks: Link[];
  /** The buffets not over at build time, the next first; none when buffet.yaml hides them. */
  buffet: BuffetView[];
  hours: HoursView;
  /** What the pages show of each content type that declares a view (cli/content/registry.ts), by type name. */
  views: Views;
  /** The chef card's portrait, when site.yaml names one. */
  chefPhoto: PhotoView | undefined;
  /** Every photo as page text shows it, by file ("images/kitchen.jpg"); the text gives the alt. */
  textPhotos: Record<string, PhotoView>;
}

/** The photos a page shows besides those in its text. */
export interface PagePhotos {
  /** At the top: loaded first, with high priority, and preloaded. */
  hero: PhotoView | undefined;
  gallery: PhotoView[];
}

export interface PageModel {
  /** The route id: a fixed page, an extra page's name, or "not-found". */
  id: PageId | "not-found" | (string & {});
  file: string;
  locale: LocaleData;
  path: string;
  url: string;
  title: string;
  description: string;
  alternates: Alternate[];
  body: PageBody;
  /** JSON-LD blocks, serialised once per language. */
  structuredData: string[];
  photos: PagePhotos;
  /** The picture a shared link shows (og:image), made by the cards stage (cli/cards.tsx). */
  card?: { url: string; alt: string };
}

export interface NotFoundMessage {
  lang: string;
  title: string;
  home: Link;
}

/** What the page's main part shows, by kind: the template picks its layout from this. */
export type PageBody =
  | { kind: "prose"; text: Page }
  /** The menu page: its text, and the menu itself unless it has no dish to show ("coming soon"). */
  | { kind: "menu"; text: Page; menu: MenuView | undefined }
  | { kind: "legal"; text: Legal }
  /** The 404 page's message in every language, the page's own first. */
  | { kind: "not-found"; messages: NotFoundMessage[] };

export function absoluteUrl(site: Site, path: string): string {
  return new URL(path, site.url).href;
}

export function pageTitle(title: string, site: Site, id: string): string {
  return id === "home" ? `${site.name} – ${title}` : `${title} · ${site.name}`;
}

/** The restaurant, with its opening hours and, on the menu page, the whole menu. */
function restaurantData(site: Site, locale: LocaleData, extra: { hours: object; menu?: object }): object {
  const { hours, menu } = extra;
  const menuUrl = absoluteUrl(site, locale.paths.menu);
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": `${absoluteUrl(site, "/")}#restaurant`,
    name: site.name,
    url: absoluteUrl(site, locale.paths.home),
    servesCuisine: site.cuisine,
    email: site.email,
    telephone: site.phone.replace(/ /g, ""),
    menu: menuUrl,
    hasMenu: menu ?? menuUrl,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postcode,
      addressLocality: site.address.city,
      addressCountry: "DE",
    },
    founder: { "@type": "Person", name: site.chef.name },
    ...hours,
    potentialAction: {
      "@type": "OrderAction",
      target: site.orderUrl,
    },
  };
}

function buffetData(site: Site, locale: LocaleData, buffet: BuffetView): object {
  return {
    "@context": "https://schema.org",
    "@type": "FoodEvent",
    name: locale.dict.buffetTitle,
    description: locale.dict.buffetMore,
    inLanguage: locale.lang,
    startDate: buffet.start,
    endDate: buffet.end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: site.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: buffet.address.street,
        postalCode: buffet.address.postcode,
        addressLocality: buffet.address.city,
        addressCountry: "DE",
      },
    },
    organizer: { "@type": "Organization", name: site.name, url: absoluteUrl(site, locale.paths.home) },
  };
}

/** Structured data as the text of a script block: `<` escaped, so no text can end the script early. */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
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

function pagePhotos(library: PhotoLibrary, text: Page | undefined, lang: string, id: string): PagePhotos {
  const heroSizes = id === "home" ? homeHeroSizes : photoRoles.hero.sizes;
  return {
    hero: text?.hero && photoIn(library, text.hero, lang, heroSizes, true),
    gallery: (text?.gallery ?? [])
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
  // The owner's words as the page shows them: French spacing and apostrophes however they were typed.
  const dictionaries = Object.fromEntries(
    languages.map((lang) => [lang, typesetDictionary(content.dictionaries[lang], lang)]),
  );
  const textPhotos = Object.fromEntries(
    [...library.values()].map((photo) => [photo.file, photoView(photo, { alt: "", sizes: photoRoles.prose.sizes })]),
  );
  const events = content.buffet.show ? upcomingEvents(content.buffet, now) : [];
  const hours = openingHoursData(content.hours, now);
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
        .map((route) => ({ href: paths[route.id], label: content.pages[lang][route.id].title })),
      buffet: events.map((event) => buffetView(event, dict)),
      hours: hoursView(content.hours, lang, dict, now),
      views: viewsOf(content, { lang, dict, site }),
      chefPhoto: site.chef.photo && photoIn(library, site.chef.photo, lang, photoRoles.portrait.sizes),
      textPhotos,
    });
  }

  // The same for every language of a page: computed once.
  const alternates = new Map(content.routes.map((route) => [route.id, alternatesOf(content, route.id)]));
  const models: PageModel[] = [];
  for (const lang of languages) {
    const locale = locales.get(lang) as LocaleData;
    // The same for every page of a language: computed once.
    const structuredData = [
      restaurantData(site, locale, { hours }),
      ...locale.buffet.map((buffet) => buffetData(site, locale, buffet)),
    ];
    const structuredJson = structuredData.map(jsonLd);
    const menu = menuView(content.menu, lang, locale.dict, (photo) =>
      photoIn(library, photo, lang, photoRoles.dish.sizes),
    );
    for (const route of content.routes) {
      const path = locale.paths[route.id];
      const body: PageBody =
        route.source === "legal"
          ? { kind: "legal", text: content.legal[route.id] }
          : route.id === "menu"
            ? { kind: "menu", text: content.pages[lang][route.id], menu: menu.dishCount > 0 ? menu : undefined }
            : { kind: "prose", text: content.pages[lang][route.id] };
      const { text } = body;
      // The menu page tells search engines the whole menu; the others link to it.
      const pageData =
        body.kind === "menu" && body.menu
          ? [
              jsonLd(
                restaurantData(site, locale, {
                  hours,
                  menu: menuData(body.menu, absoluteUrl(site, path), lang, text.title),
                }),
              ),
              ...structuredJson.slice(1),
            ]
          : structuredJson;
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
        structuredData: pageData,
        photos: pagePhotos(library, body.kind === "legal" ? undefined : body.text, lang, route.id),
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
      structuredData: [jsonLd(restaurantData(site, locale, { hours }))],
      photos: { hero: undefined, gallery: [] },
    });
  }
  return models;
}
