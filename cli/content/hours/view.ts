/**
 * Opening hours as visitors read them in one language: the week in rows
 * ("Di.–Do. 17:00–22:00"), the closures and special days still to come with
 * the notices that announce them, the structured data search engines read, and
 * the compact schedule the browser uses to say whether the restaurant is open
 * right now (cli/shared/opening-hours.ts). Every time is Berlin wall-clock time;
 * which day "today" is, the browser works out in Europe/Berlin, whatever the
 * visitor's own time zone, so today's row, the notices and the special days
 * follow the calendar without a rebuild.
 */

import { SiteError } from "../../errors.js";
import { fillFields } from "../../shared/fields.js";
import { clockTime, dateRange, dateSpan, longDate, timeRange } from "../../shared/format.js";
import { dateFormat } from "../../shared/intl.js";
import { addDays, type OpeningData, openingText, type Range } from "../../shared/opening-hours.js";
import { wallClockAt } from "../../shared/time.js";
import type { RuleContext } from "../contexts.js";
import type { Dictionary } from "../dictionary/schema.js";
import type { Closure, Hours } from "./schema.js";
import { type Weekday, weekdays } from "./weekdays.js";

export interface HoursRow {
  /** "Di.–Do.", "Mo." */
  days: string;
  /** The days of the row, Monday 0: the browser marks the row of today. */
  weekdays: number[];
  /** ["17:00–22:00"], ["12:00–15:00", "17:00–23:00"], or the word for closed alone. */
  hours: string[];
}

export interface ClosureView {
  from: string;
  to: string;
  /** "Do., 24. – Sa., 26. Dezember 2025", beside the special days. */
  dates: string;
  /** "Weihnachtsferien: vom 24. bis 26. Dezember 2025 geschlossen." */
  notice: string;
}

export interface SpecialView {
  /** "2025-12-31": the browser hides the day once it is over, and marks it while it is today. */
  iso: string;
  /** "Mi., 31. Dezember 2025" */
  date: string;
  hours: string[];
}

/** A closure or special day announced on every page, from `from` to `until` (Berlin calendar days). */
export interface NoticeView {
  /** Its announcement: `announceDays` before its first day. */
  from: string;
  /** Its last day. */
  until: string;
  text: string;
}

export interface HoursView {
  /** The Berlin calendar day at build time: what the page shows without JavaScript is as of this day. */
  today: string;
  rows: HoursRow[];
  /** Closures not over at build time, in the order of their first day. */
  closures: ClosureView[];
  special: SpecialView[];
  /** The closures and special days not over at build time, in the order of their first day. */
  notices: NoticeView[];
  data: OpeningData;
}

/** A closure as the model holds it: its days, and its reason set in the page's language. */
interface ClosureFacts {
  from: string;
  to: string;
  reason: string;
}

/**
 * The hours as the model holds them: what the page shows, chosen for the build's day, as values;
 * the dates and weekdays are written in the page's language as it renders (writtenHours).
 */
export interface HoursFacts {
  today: string;
  rows: Omit<HoursRow, "days">[];
  closures: ClosureFacts[];
  special: Omit<SpecialView, "date">[];
  notices: ({ from: string; until: string } & ({ closure: ClosureFacts } | { special: Omit<SpecialView, "date"> }))[];
  data: Omit<OpeningData, "days">;
}

/** A night past midnight ends at the next morning's time: [1080, 1560] reads "18:00–02:00". */
const endTime = (end: number) => clockTime(end > 24 * 60 ? end - 24 * 60 : end);
export const rangeText = ([start, end]: Range) => timeRange(clockTime(start), endTime(end));
const rangesText = (ranges: Range[], closed: string) => (ranges.length === 0 ? [closed] : ranges.map(rangeText));

/** "Mo.", "Mon", "lun." from Monday on: 1 January 2024 was a Monday. */
export function weekdayNames(locale: string, style: "short" | "long" = "short"): string[] {
  const format = dateFormat(locale, { weekday: style, timeZone: "UTC" });
  return weekdays.map((_, index) => format.format(Date.UTC(2024, 0, 1 + index)));
}

/** The Berlin calendar day of an instant: closures and special days are over once it is past. */
export const berlinDate = (now: Date) => wallClockAt(now.getTime())[0];

const sameRanges = (a: Range[], b: Range[]) => JSON.stringify(a) === JSON.stringify(b);

/** The week as rows, consecutive days with the same hours in one: "Di.–Do. 17:00–22:00". */
function weekRows(week: Record<Weekday, Range[]>, closed: string): HoursFacts["rows"] {
  const rows: HoursFacts["rows"] = [];
  let first = 0;
  for (let index = 1; index <= weekdays.length; index++) {
    const current = week[weekdays[first]];
    if (index < weekdays.length && sameRanges(week[weekdays[index]], current)) continue;
    const last = index - 1;
    rows.push({
      weekdays: Array.from({ length: last - first + 1 }, (_, offset) => first + offset),
      hours: rangesText(current, closed),
    });
    first = index;
  }
  return rows;
}

/** "Weihnachtsferien: vom 24. bis 26. Dezember 2026 geschlossen." */
function closureNotice(closure: ClosureFacts, dict: Dictionary): string {
  // "vom 24. bis 26. Dezember 2026": the month and year the days share, said once.
  const span = dateSpan(closure.from, closure.to, dict.dateLocale);
  return fillFields(dict.closureNotice, (name, _offset, field) =>
    name === "reason" ? closure.reason : name === "from" ? span.from : name === "to" ? span.to : field,
  );
}

/** "Besondere Öffnungszeiten am Mi., 31. Dezember 2025: 18:00–24:00". */
function specialNotice(day: SpecialView, dict: Dictionary): string {
  return fillFields(dict.specialNotice, (name, _offset, field) =>
    name === "date" ? day.date : name === "hours" ? day.hours.join(", ") : field,
  );
}

/**
 * The hours in one language, with what is already over at `now` left out, as the model holds them;
 * the closures' reasons set by `typeset`, the language's rules (ViewContext).
 */
export function hoursFacts(
  hours: Hours,
  lang: string,
  dict: Dictionary,
  now: Date,
  typeset: (text: string) => string = (text) => text,
): HoursFacts {
  const today = berlinDate(now);
  const closures = hours.closures
    .filter((closure) => closure.to >= today)
    .sort((a, b) => (a.from < b.from ? -1 : 1))
    .map((closure: Closure) => ({ from: closure.from, to: closure.to, reason: typeset(closure.reason[lang]) }));
  const special = hours.special
    .filter((day) => day.date >= today)
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((day) => ({ iso: day.date, hours: rangesText(day.hours, dict.closed) }));
  const announced = (first: string) => addDays(first, -hours.announceDays);
  const notices = [
    ...closures.map((closure) => ({ from: announced(closure.from), until: closure.to, closure })),
    ...special.map((day) => ({ from: announced(day.iso), until: day.iso, special: day })),
  ].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return {
    today,
    rows: weekRows(hours.weekly, dict.closed),
    closures,
    special,
    notices,
    data: {
      week: weekdays.map((name) => hours.weekly[name]),
      closures: closures.map((closure) => [closure.from, closure.to]),
      // Yesterday's too: its night may last into today.
      special: hours.special
        .filter((day) => day.date >= addDays(today, -1))
        .sort((a, b) => (a.date < b.date ? -1 : 1))
        .map((day) => [day.date, day.hours]),
      openUntil: dict.openUntil,
      closedOpens: dict.closedOpens,
      closed: dict.closedNow,
      today: dict.today,
    },
  };
}

/** The hours with their days and dates as the page's language writes them (Intl): what templates read. */
export function writtenHours(facts: HoursFacts, dict: Dictionary): HoursView {
  const names = weekdayNames(dict.dateLocale);
  const written = (day: HoursFacts["special"][number]) => ({
    ...day,
    date: longDate(day.iso, dict.dateLocale, "short"),
  });
  return {
    today: facts.today,
    rows: facts.rows.map((row) => {
      const [first, last] = [row.weekdays[0], row.weekdays[row.weekdays.length - 1]];
      return { days: first === last ? names[first] : `${names[first]}–${names[last]}`, ...row };
    }),
    closures: facts.closures.map((closure) => ({
      from: closure.from,
      to: closure.to,
      dates: dateRange(closure.from, closure.to, dict.dateLocale, "short"),
      notice: closureNotice(closure, dict),
    })),
    special: facts.special.map(written),
    notices: facts.notices.map((notice) => ({
      from: notice.from,
      until: notice.until,
      text: "closure" in notice ? closureNotice(notice.closure, dict) : specialNotice(written(notice.special), dict),
    })),
    data: { ...facts.data, days: names },
  };
}

/** The hours in one language as the page reads them. */
export const hoursView = (...args: Parameters<typeof hoursFacts>): HoursView =>
  writtenHours(hoursFacts(...args), args[2]);

const schemaDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/**
 * schema.org has no 24:00: a day that ends at midnight closes at 23:59. A night past midnight
 * closes at the next morning's time, which schema.org reads as the next day's (it is before `opens`).
 */
const schemaTime = (minutes: number) =>
  minutes > 24 * 60 ? clockTime(minutes - 24 * 60) : clockTime(Math.min(minutes, 23 * 60 + 59));

/** schema.org's openingHoursSpecification (the week) and specialOpeningHoursSpecification (closures, special days). */
export function openingHoursData(hours: Hours, now: Date): object {
  const today = berlinDate(now);
  const week = weekdays.flatMap((name, index) =>
    hours.weekly[name].map((range) => ({
      day: schemaDays[index],
      range: rangeText(range),
      opens: range[0],
      closes: range[1],
    })),
  );
  // One entry per time range, naming every day that has it.
  const grouped = new Map<string, { dayOfWeek: string[]; opens: string; closes: string }>();
  for (const entry of week) {
    const group = grouped.get(entry.range) ?? {
      dayOfWeek: [],
      opens: schemaTime(entry.opens),
      closes: schemaTime(entry.closes),
    };
    group.dayOfWeek.push(entry.day);
    grouped.set(entry.range, group);
  }
  const closedAllDay = { opens: "00:00", closes: "00:00" };
  const special = [
    ...hours.closures
      .filter((closure) => closure.to >= today)
      .map((closure) => ({ validFrom: closure.from, validThrough: closure.to, ...closedAllDay })),
    ...hours.special
      .filter((day) => day.date >= today)
      .flatMap((day) =>
        (day.hours.length === 0
          ? [closedAllDay]
          : day.hours.map(([start, end]) => ({ opens: schemaTime(start), closes: schemaTime(end) }))
        ).map((times) => ({ validFrom: day.date, validThrough: day.date, ...times })),
      ),
  ];
  return {
    openingHoursSpecification: [...grouped.values()].map((group) => ({
      "@type": "OpeningHoursSpecification",
      ...group,
    })),
    ...(special.length > 0
      ? { specialOpeningHoursSpecification: special.map((spec) => ({ "@type": "OpeningHoursSpecification", ...spec })) }
      : {}),
  };
}

/** A warning for each closure already over: the website no longer shows it, and the file can lose it. */
export function closureOverWarnings(hours: Hours, now: Date): SiteError[] {
  const today = berlinDate(now);
  return hours.closures
    .filter((closure) => closure.to < today)
    .map((closure) => SiteError.of("ClosureOver", { from: closure.from, to: closure.to }));
}

/** The hours as visitors read them, one block per language, with the line the website shows now: `site hours`. */
export function describeHours(
  hours: Hours,
  now: Date,
  languages: string[],
  dictionaries: Record<string, Dictionary>,
): string[] {
  const lines: string[] = [];
  for (const lang of languages) {
    const dict = dictionaries[lang];
    const view = hoursView(hours, lang, dict, now);
    if (lines.length > 0) lines.push("");
    lines.push(`${lang}  ${dict.openingHours}`, `    ${openingText(view.data, now.getTime(), dict.dateLocale)}`);
    const width = Math.max(...view.rows.map((row) => row.days.length));
    for (const row of view.rows) lines.push(`    ${row.days.padEnd(width)}  ${row.hours.join(", ")}`);
    if (view.special.length > 0) {
      lines.push(`  ${dict.specialHours}`);
      for (const day of view.special) lines.push(`    ${day.date}  ${day.hours.join(", ")}`);
    }
    for (const closure of view.closures) lines.push(`  ${closure.notice}`);
  }
  return lines;
}

/** A date listed twice among the special days: the site and its structured data would show both. */
export function hoursRules(hours: Hours, { placeOf }: RuleContext): SiteError[] {
  const seen = new Map<string, number>();
  return hours.special.flatMap(({ date }, index) => {
    const path = ["special", index, "date"];
    const first = seen.get(date);
    if (first === undefined) {
      seen.set(date, placeOf(path).line);
      return [];
    }
    const params = { key: path.join("."), value: JSON.stringify(date), detail: "", line: String(first) };
    return [SiteError.of("SpecialDayTwice", params, { place: placeOf(path), path })];
  });
}
