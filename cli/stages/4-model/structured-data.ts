/**
 * The pages' structured data (JSON-LD, schema.org): the restaurant on every
 * page, with its opening hours, and on the menu page the whole menu. Built as
 * objects from the views the pages show (cli/content/registry.ts), then
 * serialised once each. The buffets' events are a part of every page of their
 * own (cli/content/buffet/structured-data.ts, templates/BuffetData.tsx).
 */

import { openingHoursData } from "../../content/hours/view.js";
import { menuData } from "../../content/menu/view.js";
import type { Dictionary, Site, ViewFacts } from "../../content/registry.js";
import { absoluteUrl } from "../../restaurant/routes.js";
import { jsonLd } from "../../shared/json-ld.js";
import type { Content } from "../1-load/load.js";

/** What the structured data of a language's pages is made from, beside the content: its texts, paths and views. */
export interface LanguageData {
  lang: string;
  dict: Dictionary;
  paths: Record<string, string>;
  views: ViewFacts;
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
  /** The 404 page's: the restaurant. */
  notFound: string[];
}

export function structuredData(content: Content, locale: LanguageData, now: Date): StructuredData {
  const { site } = content;
  const hours = openingHoursData(content.hours, now);
  const restaurant = jsonLd(restaurantData(site, locale, hours));
  const { menu } = locale.views;
  return {
    of: (page: PageData): string[] => [
      page.id === "menu" && menu
        ? jsonLd(restaurantData(site, locale, hours, menuData(menu, page.url, locale.lang, page.title)))
        : restaurant,
    ],
    notFound: [restaurant],
  };
}
