/**
 * The contact type (content/contact.yaml) as a page shows it in one language:
 * the phone as a link, the e-mails asking for a table, an event or catering,
 * the booking service's link, the map link and the way to the restaurant.
 * Facts come from site.yaml; only texts and links are made here, never typed
 * into a template. The e-mails are plain mailto: links, so asking works in
 * every browser and costs the visitors' script nothing.
 */

import { fieldPattern, fillFields } from "../../shared/fields.js";
import { geoUri, openStreetMapRoute, openStreetMapUrl } from "../../shared/urls.js";
import type { ViewContext } from "../contexts.js";
import type { Contact } from "./schema.js";

export interface ContactView {
  /** "tel:+493012345678", and the link's text around the number: "Anrufen: " and "+49 30 1234 5678". */
  phone: { href: string; before: string; number: string; after: string };
  reservation: {
    /** The e-mail, with the lines the guest fills in: the day, the time, how many they are. */
    href: string;
    note?: string;
  };
  /** The e-mails asking for an event in the restaurant's room, and for catering. */
  eventRequest: string;
  cateringRequest: string;
  /** The booking service's page, when site.yaml names one. */
  bookingUrl?: string;
  /** Where "Reservieren" goes in one tap: the booking service's page, else the reservation e-mail. */
  reserve: { href: string; external: boolean };
  /** The restaurant on OpenStreetMap: a plain link, nothing is loaded from there. */
  map: string;
  /** OpenStreetMap's route planner with the restaurant as the destination. */
  route: string;
  /** The restaurant for the phone's own maps app (geo:). */
  geo: string;
  directions: { transit: string; parking: string; access: string };
}

/** A text as a mailto: link carries it (RFC 6068): line breaks as CRLF, every other reserved character percent-encoded. */
const mailText = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));

/** A mailto: link, its subject and body encoded as RFC 6068 says. */
export function mailto(address: string, subject: string, body?: string): string {
  return `mailto:${address}?subject=${mailText(subject)}${body === undefined ? "" : `&body=${mailText(body)}`}`;
}

const addressLine = (address: ViewContext["site"]["address"]) =>
  `${address.street}, ${address.postcode} ${address.city}`;

/** The door on OpenStreetMap: a marker at the position contact.yaml gives, or a search for the address. */
export function mapLink(contact: Contact, address: ViewContext["site"]["address"]): string {
  if (contact.map) {
    const { latitude, longitude } = contact.map;
    return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
  }
  return openStreetMapUrl(addressLine(address));
}

/** The way to the door: the route planner ending at its position, or at the address. */
export function routeLink(contact: Contact, address: ViewContext["site"]["address"]): string {
  const { map } = contact;
  return openStreetMapRoute(map ? `${map.latitude},${map.longitude}` : addressLine(address));
}

/**
 * The call button's text, "Anrufen: {{phone}}", in its parts: the template keeps the number
 * together (templates/Contact.tsx); the words around it keep together too ("Appeler le"), as a
 * phone link's text should, and break only beside the number.
 */
function phoneLink(text: string, phone: string): ContactView["phone"] {
  const href = `tel:${phone.replace(/ /g, "")}`;
  const fill = (part: string) =>
    fillFields(part, (name, _offset, field) => (name === "phone" ? phone : field)).replace(/(?<=\S) (?=\S)/g, "\u00a0");
  const field = [...text.matchAll(fieldPattern)].find((match) => match[1] === "phone");
  if (!field) return { href, before: fill(text), number: "", after: "" };
  const end = (field.index ?? 0) + field[0].length;
  return { href, before: fill(text.slice(0, field.index)), number: phone, after: fill(text.slice(end)) };
}

export function contactView(
  contact: Contact,
  { lang, dict, site, typeset }: Pick<ViewContext, "lang" | "dict" | "site" | "typeset">,
): ContactView {
  const { reservation } = contact;
  const reservationMail = mailto(site.email, reservation.subject, reservation.body[lang]);
  return {
    phone: phoneLink(dict.call, site.phone),
    reservation: {
      href: reservationMail,
      note: reservation.note && typeset(reservation.note[lang]),
    },
    eventRequest: mailto(site.email, contact.eventRequest.subject, contact.eventRequest.body[lang]),
    cateringRequest: mailto(site.email, contact.cateringRequest.subject, contact.cateringRequest.body[lang]),
    bookingUrl: site.bookingUrl,
    reserve: site.bookingUrl ? { href: site.bookingUrl, external: true } : { href: reservationMail, external: false },
    map: mapLink(contact, site.address),
    route: routeLink(contact, site.address),
    geo: geoUri(contact.map, contact.map ? site.name : addressLine(site.address)),
    directions: {
      transit: typeset(contact.directions.transit[lang]),
      parking: typeset(contact.directions.parking[lang]),
      access: typeset(contact.directions.access[lang]),
    },
  };
}
