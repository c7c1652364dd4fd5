/**
 * What the owner most likely meant by a date or a time written another way:
 * "20.12.2026" → "2026-12-20", "12 Uhr" → "12:00". A hint that answers what
 * was typed; "" when nothing sure can be said (a guess is never applied).
 */
import { isCalendarDate } from "../time.js";

const two = (value: number | string) => String(value).padStart(2, "0");

/** Month names and their usual short forms, in German, English and French: "dezember", "dec", "déc". */
const months: Record<string, number> = {};
const monthNames = [
  ["januar", "jänner", "january", "janvier"],
  ["februar", "february", "février"],
  ["märz", "march", "mars"],
  ["april", "avril"],
  ["mai", "may"],
  ["juni", "june", "juin"],
  ["juli", "july", "juillet"],
  ["august", "août"],
  ["september", "septembre"],
  ["oktober", "october", "octobre"],
  ["november", "novembre"],
  ["dezember", "december", "décembre"],
];
for (const [index, names] of monthNames.entries()) {
  for (const name of names) {
    months[name] = index + 1;
    months[name.slice(0, 3)] = index + 1;
    months[name.slice(0, 4)] = index + 1;
  }
}

/** "YYYY-MM-DD" of a day, or "" when it is none. */
const isoDay = (year: number, month: number, day: number) => {
  const iso = `${year}-${two(month)}-${two(day)}`;
  return year >= 1000 && isCalendarDate(iso) ? iso : "";
};
const fullYear = (year: string) => Number(year.length === 2 ? `20${year}` : year);

/** The day "20.12.2026", "20/12/2026", "2026/12/20", "2026-12-7", "20. Dezember 2026", "1er mars 2027" or "December 20, 2026" names. */
export function guessDate(value: unknown): string {
  if (typeof value !== "string") return "";
  const text = value.trim().toLowerCase();
  let match = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(text);
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})$/.exec(text);
  if (match) {
    const [first, second, year] = [Number(match[1]), Number(match[3]), fullYear(match[4])];
    // Day first, as in Germany and France, unless only month first can be a date (12/20/2026).
    return second > 12 && first <= 12 ? isoDay(year, first, second) : isoDay(year, second, first);
  }
  match = /^(\d{1,2})(?:\.|er|st|nd|rd|th)?\s*([\p{L}]+)\.?,?\s*(\d{4})$/u.exec(text);
  if (match && months[match[2]]) return isoDay(Number(match[3]), months[match[2]], Number(match[1]));
  match = /^([\p{L}]+)\.?\s*(\d{1,2})(?:st|nd|rd|th)?,?\s*(\d{4})$/u.exec(text);
  if (match && months[match[1]]) return isoDay(Number(match[3]), months[match[1]], Number(match[2]));
  return "";
}

/**
 * The time "12 Uhr", "12.30", "12h30", "9:00", "1230", "2 pm" or the number 12.5 (YAML's
 * reading of 12.50) names, as "HH:MM"; `end` allows 24:00, the midnight a day's hours may end at.
 */
export function guessTime(value: unknown, { end = false } = {}): string {
  let hour: number;
  let minute: number;
  if (typeof value === "number") {
    const [whole, decimals = ""] = String(value).split(".");
    if (!/^\d{1,2}$/.test(whole) || decimals.length > 2) return "";
    [hour, minute] = [Number(whole), Number(decimals.padEnd(2, "0"))];
  } else if (typeof value === "string") {
    const text = value.trim().toLowerCase();
    const match =
      /^(\d{1,2})(?:\s*[:.h]\s*(\d{2}))?\s*(uhr|h|am|pm|a\.m\.|p\.m\.|o'clock)?$/.exec(text) ??
      /^(\d{2})(\d{2})()$/.exec(text);
    if (!match) return "";
    [hour, minute] = [Number(match[1]), Number(match[2] ?? 0)];
    const half = match[3]?.replace(/\./g, "");
    if (half === "am" || half === "pm") {
      if (hour < 1 || hour > 12) return "";
      hour = (hour % 12) + (half === "pm" ? 12 : 0);
    }
  } else return "";
  if (minute > 59 || hour > 24 || (hour === 24 && (!end || minute > 0))) return "";
  return `${two(hour)}:${two(minute)}`;
}

/** The range "17-22", "17 Uhr - 22 Uhr", "17.00 bis 22.00" names, as "17:00-22:00". */
export function guessRange(value: unknown): string {
  if (typeof value !== "string") return "";
  const parts = value.trim().split(/\s*(?:-|–|—|\bbis\b|\bto\b|\bà\b)\s*/i);
  if (parts.length !== 2) return "";
  const [from, to] = [guessTime(parts[0]), guessTime(parts[1], { end: true })];
  return from && to ? `${from}-${to}` : "";
}
