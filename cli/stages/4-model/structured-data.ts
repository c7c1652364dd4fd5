/**
 * The pages' structured data (JSON-LD, schema.org): the restaurant on every
 * page, with its opening hours, and on the menu page the whole menu; a
 * FoodEvent for each buffet still to come. Built as objects from the views
 * the pages show (cli/content/registry.ts), then serialised once each.
 */

import type { BuffetView } from "../../content/buffet/view.js";
import { openingHoursData } from "../../content/hours/view.js";
import { menuData } from "../../content/menu/view.js";
import type { Dictionary, Site, Views } from "../../content/registry.js";
import { absoluteUrl } from "../../restaurant/routes.js";
import type { Content } from "../1-load/load.js";

/** What the structured data of a language's pages is made from, beside the content: its texts, paths and views. */
export interface LanguageData {
  lang: string;
  dict: Dictionary;
  paths: Record<string, string>;
  views: Views;
}

/** The restaurant, with its opening hours and, on the menu page, the whole menu. */
function restaurantData(site: Site, locale: LanguageData, hours: object, menu?: object): object {
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

function buffetData(site: Site, locale: LanguageData, buffet: BuffetView): object {
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

/** What a page's structured data depends on besides its language. */
export interface PageData {
  id: string;
  url: string;
  title: string;
}

/**
 * The structured data of one language's pages: what is the same on every page is serialised once;
 * the menu page tells search engines the whole menu, the others link to it.
 */
export interface StructuredData {
  /** A page's JSON-LD blocks, serialised. */
  of: (page: PageData) => string[];
  /** The 404 page names the restaurant only: it is no page of a buffet. */
  notFound: string[];
}

export function structuredData(content: Content, locale: LanguageData, now: Date): StructuredData {
  const { site } = content;
  const hours = openingHoursData(content.hours, now);
  const restaurant = jsonLd(restaurantData(site, locale, hours));
  const events = locale.views.buffet.map((buffet) => jsonLd(buffetData(site, locale, buffet)));
  const { menu } = locale.views;
  return {
    of: (page: PageData): string[] => [
      page.id === "menu" && menu
        ? jsonLd(restaurantData(site, locale, hours, menuData(menu, page.url, locale.lang, page.title)))
        : restaurant,
      ...events,
    ],
    notFound: [restaurant],
  };
}
