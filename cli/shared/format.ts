/**
 * How dates, times, ranges and prices read, for the site, the CLI's messages
 * and descriptions alike: with Intl for the reader's locale, never typed by
 * hand, so a date cannot read one way on the page and another in a warning.
 */
import { dateFormat, numberFormat } from "./intl.js";

/**
 * A calendar day ("2025-11-02") in a locale: "Sonntag, 2. November 2025" with the weekday
 * "long", "So., 2. November 2025" with it "short", "2. November 2025" without.
 */
export function longDate(date: string, locale: string, weekday?: "long" | "short"): string {
  const [year, month, day] = date.split("-").map(Number);
  return dateFormat(locale, {
    ...(weekday ? { weekday } : {}),
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, day));
}

/**
 * Calendar days from `from` to `to` as one range: "Do., 24. – Sa., 26. Dezember 2026", what both
 * share written once; one day as `longDate` writes it.
 */
export function dateRange(from: string, to: string, locale: string, weekday?: "long" | "short"): string {
  const format = dateFormat(locale, {
    ...(weekday ? { weekday } : {}),
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const [year, month, day] = from.split("-").map(Number);
  const [toYear, toMonth, toDay] = to.split("-").map(Number);
  return format.formatRange(Date.UTC(year, month - 1, day), Date.UTC(toYear, toMonth - 1, toDay));
}

/**
 * The first and the last of a range of days as a sentence names them ("vom {{from}} bis {{to}}"):
 * the last whole, the first without the words it ends with like the last, "24." and "26. Dezember
 * 2026", "28. November" and "2. Dezember 2026".
 */
export function dateSpan(from: string, to: string, locale: string): { from: string; to: string } {
  const first = longDate(from, locale).split(" ");
  const last = longDate(to, locale).split(" ");
  let shared = 0;
  while (shared < first.length - 1 && first[first.length - 1 - shared] === last[last.length - 1 - shared]) shared++;
  if (from === to) shared = 0;
  return {
    from: first
      .slice(0, first.length - shared)
      .join(" ")
      .replace(/,$/, ""),
    to: last.join(" "),
  };
}

/** A month ("2025-10") in a locale: "Oktober 2025". */
export function monthYear(month: string, locale: string): string {
  const [year, number] = month.split("-").map(Number);
  return dateFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(year, number - 1, 1));
}

/** Minutes after midnight as a 24-hour clock shows them: 1080 → "18:00", 1440 → "24:00". */
export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** From one time to another, as every language of the site writes it: "14:00–20:00". */
export const timeRange = (from: string, to: string) => `${from}–${to}`;

/** Cents as the locale writes euros: 1250 → "12,50 €" (de-DE), "€12.50" (en-GB). */
export function price(cents: number, locale: string): string {
  return numberFormat(locale, { style: "currency", currency: "EUR" }).format(cents / 100);
}
