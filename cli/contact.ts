/**
 * The contact type (content/contact.yaml) as a page shows it in one language:
 * the phone as a link, the reservation e-mail (its link, and what the browser
 * needs to write the guest's answers into it: client/reservation.ts), the
 * requests for events and catering, the booking service's link, the map link
 * and the way to the restaurant. Facts come from site.yaml; only texts and
 * links are made here, never typed into a template.
 */
import { answerLines, mailText } from "../client/reservation.js";
import { fillFields } from "./content/fields.js";
import type { ViewContext } from "./content/registry.js";
import type { Contact } from "./content/schemas/contact.js";

export interface ContactView {
  /** "tel:+493012345678", and the link's text, "Anrufen: +49 30 1234 5678", kept on one line. */
  phone: { href: string; text: string };
  reservation: {
    /** The e-mail with the answers left blank: what the link opens without JavaScript. */
    href: string;
    /** The link up to the answers, the e-mail's beginning included: the browser adds the guest's answers. */
    mail: string;
    /** The browser asks for the answers under these labels. */
    labels: { date: string; time: string; guests: string };
    note?: string;
  };
  /** The e-mails asking for an event in the restaurant's room, and for catering. */
  eventRequest: string;
  cateringRequest: string;
  /** The booking service's page, when site.yaml names one. */
  bookingUrl?: string;
  /** The restaurant on OpenStreetMap: a plain link, nothing is loaded from there. */
  map: string;
  directions: { transit: string; parking: string; access: string };
}

/** A mailto: link, its subject and body encoded as RFC 6068 says. */
export function mailto(address: string, subject: string, body?: string): string {
  return `mailto:${address}?subject=${mailText(subject)}${body === undefined ? "" : `&body=${mailText(body)}`}`;
}

/** The door on OpenStreetMap: a marker at the position contact.yaml gives, or a search for the address. */
export function mapLink(contact: Contact, address: ViewContext["site"]["address"]): string {
  if (contact.map) {
    const { latitude, longitude } = contact.map;
    return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
  }
  const query = `${address.street}, ${address.postcode} ${address.city}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

export function contactView(contact: Contact, { lang, dict, site }: ViewContext): ContactView {
  const { reservation } = contact;
  const labels = { date: dict.reserveDate, time: dict.reserveTime, guests: dict.reserveGuests };
  // The beginning, a blank line, then one line per answer.
  const beginning = `${reservation.body[lang].trimEnd()}\n\n`;
  const blank = answerLines([
    [labels.date, ""],
    [labels.time, ""],
    [labels.guests, ""],
  ]);
  return {
    phone: {
      href: `tel:${site.phone.replace(/ /g, "")}`,
      // No break inside the link: a phone number is read as one (html-validate's tel-non-breaking).
      text: fillFields(dict.call, (name, _offset, field) => (name === "phone" ? site.phone : field)).replace(
        / /g,
        "\u00a0",
      ),
    },
    reservation: {
      href: mailto(site.email, reservation.subject, beginning + blank),
      mail: mailto(site.email, reservation.subject, beginning),
      labels,
      note: reservation.note?.[lang],
    },
    eventRequest: mailto(site.email, contact.eventRequest.subject, contact.eventRequest.body[lang]),
    cateringRequest: mailto(site.email, contact.cateringRequest.subject, contact.cateringRequest.body[lang]),
    bookingUrl: site.bookingUrl,
    map: mapLink(contact, site.address),
    directions: {
      transit: contact.directions.transit[lang],
      parking: contact.directions.parking[lang],
      access: contact.directions.access[lang],
    },
  };
}
