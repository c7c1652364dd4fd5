/**
 * Wall-clock times in the restaurant's time zone (Europe/Berlin) and the
 * instants they name, from the time-zone database that Intl carries. On the
 * last Sunday of March the clocks jump from 02:00 to 03:00, so 02:30 does not
 * exist that day; on the last Sunday of October they go back from 03:00 to
 * 02:00, so 02:30 happens twice: such a time means its first occurrence (still
 * summer time), as RFC 5545 reads an ambiguous local time.
 */
export const restaurantTimeZone = "Europe/Berlin";

const minute = 60_000;
const hour = 60 * minute;

/** "HH:MM", 24 hours. */
export const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is "YYYY-MM-DD" and a day of the calendar ("2025-11-31" is not). */
export const isCalendarDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * The years whose days and times the tool places in Berlin time: the zone's offsets have been whole
 * minutes only since 1893 (local mean time was +00:53:28 before), and a date has four digits.
 */
export const placeableYears = { first: 1900, last: 9999 } as const;

/** Whether `value` is a calendar date within placeableYears. */
export const isPlaceableDate = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  return isCalendarDate(value) && year >= placeableYears.first && year <= placeableYears.last;
};

/** The zone Date's local fields are known to read (keepRestaurantTime): wallClockAt reads them there. */
let localZone: string | undefined;
/** The machine's own TZ before keepRestaurantTime, for programs the tool starts for the owner (her browser). */
let machineZone: { value: string | undefined } | undefined;

/** `env` with the machine's own TZ: what a program the tool opens for the owner (her browser) is given. */
export function machineEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (!machineZone) return env;
  const { TZ: _restaurant, ...rest } = env;
  return machineZone.value === undefined ? rest : { ...rest, TZ: machineZone.value };
}

/**
 * Makes the process's own clock the restaurant's (TZ): Date's local fields then read Berlin's wall
 * clock from the time-zone data Node carries, ICU's, which Intl reads too, and wallClockAt takes them
 * rather than set up an Intl date format (12 ms, which a build whose pages all came from its cache
 * spent on "now" alone). Only for the tool's own process (cli/bin.js); where Date does not then give
 * Berlin's offsets of 2024 (an hour in winter, two in summer), or TZ is set to another zone since,
 * Intl goes on answering.
 */
export function keepRestaurantTime(): void {
  machineZone ??= { value: process.env.TZ };
  process.env.TZ = restaurantTimeZone;
  const offset = (month: number) => new Date(Date.UTC(2024, month, 15, 12)).getTimezoneOffset();
  localZone = offset(0) === -60 && offset(6) === -120 ? restaurantTimeZone : undefined;
}

const two = (value: number) => String(value).padStart(2, "0");

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date and time at `instant` in `timeZone`: ["2025-03-30", "03:15"]. */
export function wallClockAt(instant: number, timeZone = restaurantTimeZone): [date: string, time: string] {
  if (timeZone === localZone && process.env.TZ === localZone) {
    const local = new Date(instant);
    return [
      `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}`,
      `${two(local.getHours())}:${two(local.getMinutes())}`,
    ];
  }
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return [`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}`];
}

/**
 * "YYYY-MM-DD" and "HH:MM" read as if they were UTC, in milliseconds. Date.parse knows no year
 * after 9999 in this form, and a day near the end of 9999 is in year 10000 a few hours on.
 */
function asUtc(date: string, time: string): number {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc.setUTCHours(hours, minutes, 0, 0);
}

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const [date, time] = wallClockAt(instant, timeZone);
  return (asUtc(date, time) - Math.floor(instant / minute) * minute) / minute;
}

export type LocalInstant =
  | { kind: "exists"; instant: number; offset: string }
  /** Skipped when the clocks went forward. */
  | { kind: "gap" };

/** "+02:00" for 120 minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/**
 * The instant a wall-clock time names, with the zone's offset at that instant.
 * `date` is "YYYY-MM-DD", `time` "HH:MM"; both must be well-formed.
 */
export function localInstant(date: string, time: string, timeZone = restaurantTimeZone): LocalInstant {
  // Asked for the same times again and again (every language, every sort): each answer costs four readings of the zone.
  const key = `${date} ${time} ${timeZone}`;
  let local = instants.get(key);
  if (!local) {
    local = findInstant(date, time, timeZone);
    instants.set(key, local);
  }
  return local;
}
const instants = new Map<string, LocalInstant>();

function findInstant(date: string, time: string, timeZone: string): LocalInstant {
  const utc = asUtc(date, time);
  // The offsets in force a little before and after: around a change they differ.
  const candidates = [...new Set([offsetAt(utc - 3 * hour, timeZone), offsetAt(utc + 3 * hour, timeZone)])];
  const matches = candidates
    .map((offset) => ({ instant: utc - offset * minute, offset }))
    .filter(({ instant }) => {
      const [wallDate, wallTime] = wallClockAt(instant, timeZone);
      return wallDate === date && wallTime === time;
    })
    .sort((a, b) => a.instant - b.instant);
  if (matches.length === 0) return { kind: "gap" };
  const [first] = matches;
  return { kind: "exists", instant: first.instant, offset: offsetText(first.offset) };
}

/**
 * The instant a wall-clock time names, also where the clocks skip it: a
 * skipped time is read on the clock before the jump (02:30 becomes 03:30 summer
 * time), as Temporal's "compatible" reading does. For "now" given by hand,
 * where refusing an hour that does not exist would help no one.
 */
export function wallTimeInstant(date: string, time: string, timeZone = restaurantTimeZone): number {
  const local = localInstant(date, time, timeZone);
  if (local.kind === "exists") return local.instant;
  const utc = asUtc(date, time);
  return utc - offsetAt(utc - 3 * hour, timeZone) * minute;
}

/** A moment of the content: when it is, and how structured data and calendars write it. */
export interface Instant {
  /** Milliseconds since 1970, for comparing with "now" and each other. */
  at: number;
  /** "2025-11-02T14:00:00+01:00": the wall-clock time with the zone's offset then. */
  iso: string;
}

/**
 * The instant of a wall-clock time the schemas accepted. They refuse a time the clocks skip
 * (TimeSkipped); should one get past them, this is the one place that says so.
 */
export function instantOf(date: string, time: string, timeZone = restaurantTimeZone): Instant {
  const local = localInstant(date, time, timeZone);
  if (local.kind === "gap") throw new Error(`${date} ${time} does not exist in ${timeZone}`);
  return { at: local.instant, iso: `${date}T${time}:00${local.offset}` };
}
