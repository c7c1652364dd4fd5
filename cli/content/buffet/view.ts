/**
 * The owner's buffets: how each reads in a language, which are still to come,
 * its calendar file, and the warning while none is. Changing buffet.yaml is
 * buffet-set.ts, which `site build` does not need to load.
 */

import { SiteError } from "../../errors.js";
import { longDate, timeRange } from "../../shared/format.js";
import {
  isCalendarDate,
  isPlaceableDate,
  placeableYears,
  restaurantTimeZone,
  timeOfDay,
  wallClockAt,
  wallTimeInstant,
} from "../../shared/time.js";
import { openStreetMapRoute } from "../../shared/urls.js";
import type { ViewContext } from "../contexts.js";
import type { Dictionary } from "../dictionary/schema.js";
import type { Site } from "../site/schema.js";
import type { Buffet, BuffetEvent } from "./schema.js";

/** A buffet as the model holds it: values, the day as the calendar names it. */
export interface BuffetFacts {
  /** "2025-11-02": the day, as <time> gives it to machines. */
  day: string;
  /** "14:00–20:00" */
  time: string;
  from: string;
  to: string;
  /** "Baobabweg 7, 12043 Berlin" */
  location: string;
  address: BuffetEvent["location"];
  newLocation: boolean;
  /** ISO timestamps with the Berlin offset, for structured data and <time>. */
  start: string;
  end: string;
  /** The instant it ends, in milliseconds: the browser stops showing it then. */
  endsAt: number;
  /** The event's calendar file, from the site's root, by its day and start: "buffet-2025-11-02-1400.ics". */
  calendarFile: string;
  /** The place on OpenStreetMap, for the way there. */
  directions: string;
}

/** A buffet as the page reads it: its day written in the page's language. */
export interface BuffetView extends BuffetFacts {
  /** "Sonntag, 2. November 2025" in the page's language. */
  date: string;
}

/** SITE_NOW as ISO 8601: a date, a time to the minute or finer, and an offset or none. */
const isoNow = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * The moment the tool treats as "now": SITE_NOW when set, so tests and previews can pick a day.
 * Without an offset it is Berlin's wall time, as every time in the content is: the same
 * value builds the same site on every machine, whatever its time zone.
 */
export function currentTime(env: NodeJS.ProcessEnv = process.env): Date {
  const value = env.SITE_NOW;
  if (!value) return new Date();
  const match = isoNow.exec(value.trim());
  const [, date = "", time = "00:00", seconds = "00", fraction = "", offset] = match ?? [];
  const valid =
    match !== null &&
    isCalendarDate(date) &&
    timeOfDay.test(time) &&
    Number(seconds) < 60 &&
    (offset === undefined || /^(z|[+-](0\d|1[0-4]):?[0-5]\d)$/i.test(offset));
  if (!valid) throw SiteError.of("SiteNowInvalid", { value });
  const extra = Number(seconds) * 1000 + Number(fraction.padEnd(3, "0"));
  const instant =
    offset === undefined
      ? wallTimeInstant(date, time, restaurantTimeZone)
      : Date.parse(`${date}T${time}:00Z`) - offsetMinutes(offset) * 60_000;
  // "9999-12-31T23:30-12:00" is a day of the year 10000 in Berlin, which no date of the content can be compared with.
  if (Number.isNaN(instant) || !isPlaceableDate(wallClockAt(instant + extra)[0]))
    throw SiteError.of("SiteNowOutOfRange", {
      value,
      first: String(placeableYears.first),
      last: String(placeableYears.last),
    });
  return new Date(instant + extra);
}

/** "+01:00", "-0530", "Z" → minutes ahead of UTC. */
const offsetMinutes = (offset: string) => {
  if (/^z$/i.test(offset)) return 0;
  const digits = offset.replace(":", "");
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits.startsWith("-") ? -minutes : minutes;
};

export function isOver(event: BuffetEvent, now: Date): boolean {
  return event.end.at <= now.getTime();
}

/** The events in the order they begin. */
const byStart = (a: BuffetEvent, b: BuffetEvent) => a.start.at - b.start.at;

/** The events that have not ended at `now`, the next one first. */
export function upcomingEvents(buffet: Buffet, now: Date): BuffetEvent[] {
  return buffet.events.filter((event) => !isOver(event, now)).sort(byStart);
}

/** The event `site buffet set` changes: the next one still to come, else the last one. */
export function nextEventIndex(buffet: Buffet, now: Date): number {
  const next = upcomingEvents(buffet, now)[0];
  if (next) return buffet.events.indexOf(next);
  const last = [...buffet.events].sort(byStart).at(-1) as BuffetEvent;
  return buffet.events.indexOf(last);
}

/** The warning `site build` prints while the website is told to show the buffet but every one is over. */
export function buffetOverWarning(buffet: Buffet, now: Date): SiteError | undefined {
  if (!buffet.show || upcomingEvents(buffet, now).length > 0) return undefined;
  const last = buffet.events[nextEventIndex(buffet, now)];
  return SiteError.of("BuffetOver", { date: last.date });
}

/** What names a buffet for calendars, its file and its UID: its day and start, which no two buffets share. */
export const eventId = (event: BuffetEvent) => `buffet-${event.date}-${event.from.replace(":", "")}`;

/** A buffet's calendar file, beside its language's home page: "buffet-2025-11-02-1400.ics". */
export const calendarFileName = (event: BuffetEvent) => `${eventId(event)}.ics`;

/** Where a buffet takes place, in one line: "Baobabweg 7, 12043 Berlin". */
const placeOf = ({ street, postcode, city }: BuffetEvent["location"]) => `${street}, ${postcode} ${city}`;

function buffetFacts(event: BuffetEvent): BuffetFacts {
  const location = placeOf(event.location);
  return {
    day: event.date,
    time: timeRange(event.from, event.to),
    from: event.from,
    to: event.to,
    location,
    address: event.location,
    newLocation: event.newLocation,
    start: event.start.iso,
    end: event.end.iso,
    endsAt: event.end.at,
    calendarFile: calendarFileName(event),
    directions: openStreetMapRoute(location),
  };
}

/** A buffet with its day as the page's language writes it. */
export const writtenBuffet = (facts: BuffetFacts, dict: Dictionary): BuffetView => ({
  ...facts,
  date: longDate(facts.day, dict.dateLocale, "long"),
});

export const buffetView = (event: BuffetEvent, dict: Dictionary): BuffetView => writtenBuffet(buffetFacts(event), dict);

/** The buffets the pages show: those not over at `now`, the next first; none while buffet.yaml hides them. */
export function shownEvents(buffet: Buffet, now: Date): BuffetEvent[] {
  return buffet.show ? upcomingEvents(buffet, now) : [];
}

/** The buffets the pages show, as the model holds them (their days written as pages render: writtenBuffet). */
export function buffetViews(buffet: Buffet, { now }: Pick<ViewContext, "now">): BuffetFacts[] {
  return shownEvents(buffet, now).map(buffetFacts);
}

/** The buffets as visitors read them, one block per language, with the labels of that language. */
export function describeBuffet(
  buffet: Buffet,
  now: Date,
  languages: string[],
  dictionaries: Record<string, Dictionary>,
  say: (name: "BuffetShown" | "BuffetHidden" | "BuffetEventOver") => string,
): string[] {
  const lines = [say(buffet.show ? "BuffetShown" : "BuffetHidden")];
  const events = [...buffet.events].sort(byStart);
  for (const lang of languages) {
    const dict = dictionaries[lang];
    lines.push("", `${lang}  ${dict.buffetTitle}`);
    for (const event of events) {
      const view = buffetView(event, dict);
      const over = isOver(event, now) ? `  (${say("BuffetEventOver")})` : "";
      lines.push(
        `    ${dict.buffetDate}: ${view.date}${over}`,
        `    ${dict.buffetTime}: ${view.time}`,
        `    ${dict.buffetLocation}: ${view.location}`,
      );
      if (view.newLocation) lines.push(`    ${dict.buffetNewLocation}`);
    }
  }
  return lines;
}

/** Text as iCalendar writes it: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). */
const icsText = (text: string) => text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets are folded: a line break and a space, never inside a character (3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** "2025-11-02", "14:00" → "20251102T140000". */
const icsLocal = (date: string, time: string) => `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;

/**
 * Europe/Berlin as iCalendar describes it: the EU's rule since 1996, summer
 * time from the last Sunday of March at 02:00 to the last Sunday of October at 03:00.
 */
const berlinTimeZone = [
  "BEGIN:VTIMEZONE",
  `TZID:${restaurantTimeZone}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * The calendar file of one buffet (RFC 5545), in one language. Its stamp is
 * derived from the event, not the clock, so two builds write the same bytes.
 */
export function calendarFile(event: BuffetEvent, site: Site, dict: Dictionary, url: string): string {
  const host = new URL(site.url).hostname;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(site.name)}//site//${dict.dateLocale.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...berlinTimeZone,
    "BEGIN:VEVENT",
    `UID:${eventId(event)}@${host}`,
    `DTSTAMP:${icsLocal(event.date, "00:00")}Z`,
    `DTSTART;TZID=${restaurantTimeZone}:${icsLocal(event.date, event.from)}`,
    `DTEND;TZID=${restaurantTimeZone}:${icsLocal(event.date, event.to)}`,
    `SUMMARY:${icsText(`${dict.buffetTitle} – ${site.name}`)}`,
    `DESCRIPTION:${icsText(dict.buffetMore)}`,
    `LOCATION:${icsText(`${site.name}, ${placeOf(event.location)}`)}`,
    `URL:${url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
