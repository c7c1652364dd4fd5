/**
 * The buffets as search engines read them: a schema.org FoodEvent for each one still to come, on
 * every page but the 404 (templates/BuffetData.tsx), beside the restaurant's own structured data
 * (cli/stages/4-model/structured-data.ts).
 */
import { jsonLd } from "../../shared/json-ld.js";
import type { Dictionary } from "../dictionary/schema.js";
import type { Site } from "../site/schema.js";
import type { BuffetFacts } from "./view.js";

/** What the events of one language are made from. */
export interface BuffetLanguage {
  lang: string;
  dict: Dictionary;
  site: Site;
  /** The address of the language's home page, where the organizer is. */
  home: string;
}

function eventData({ lang, dict, site, home }: BuffetLanguage, buffet: BuffetFacts): object {
  return {
    "@context": "https://schema.org",
    "@type": "FoodEvent",
    name: dict.buffetTitle,
    description: dict.buffetMore,
    inLanguage: lang,
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
    organizer: { "@type": "Organization", name: site.name, url: home },
  };
}

/** Each buffet still to come as a JSON-LD block of the language's pages, serialised. */
export function buffetStructuredData(language: BuffetLanguage, buffets: readonly BuffetFacts[]): string[] {
  return buffets.map((buffet) => jsonLd(eventData(language, buffet)));
}
