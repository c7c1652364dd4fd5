/**
 * What the owner most likely meant by a value written another way: a key
 * misspelt, "20.12.2026" → "2026-12-20", "12 Uhr" → "12:00", "Erdnüsse" →
 * peanuts. A hint that answers what was typed; "" when nothing sure can be
 * said (a guess is never applied).
 */
import { isCalendarDate } from "../shared/time.js";
import { linkProblem, startsWithHost } from "../shared/urls.js";
import type { Allergen, Diet } from "./menu/codes.js";
import type { Serving } from "./menu/schema.js";

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

/**
 * The known key `key` was most likely meant as: within one edit for short
 * keys, two for longer ones, and never a key sharing fewer letters than it
 * changes ("x" is not a misspelt "to").
 */
export function closest(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  const allowed = key.length <= 4 ? 1 : 2;
  for (const candidate of known) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance <= allowed && distance < Math.min(key.length, candidate.length) && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The names the 14 allergens go by on menus in German, English and French, and
 * the letters German menus mark them with (the dictionaries' labels among them).
 */
const allergenNames: Record<Allergen, string[]> = {
  gluten: ["a", "glutenhaltiges getreide", "getreide", "weizen", "wheat", "cereals", "céréales", "blé"],
  crustaceans: ["b", "krebstiere", "krebs", "garnelen", "crustacean", "shrimp", "prawns", "crustacés", "crevettes"],
  eggs: ["c", "eier", "ei", "egg", "œufs", "oeufs", "œuf", "oeuf"],
  fish: ["d", "fisch", "poisson", "poissons"],
  peanuts: ["e", "erdnüsse", "erdnuss", "peanut", "arachides", "arachide", "cacahuètes", "cacahuète"],
  soybeans: ["f", "soja", "sojabohnen", "soy", "soya", "soybean"],
  milk: ["g", "milch", "laktose", "lactose", "dairy", "lait"],
  nuts: ["h", "schalenfrüchte", "nüsse", "nuss", "tree nuts", "nut", "fruits à coque", "noix"],
  celery: ["l", "sellerie", "céleri"],
  mustard: ["m", "senf", "moutarde"],
  sesame: ["n", "sesam", "sésame"],
  sulphites: ["o", "sulfite", "schwefeldioxid", "sulphite", "sulfites", "sulfur dioxide", "anhydride sulfureux"],
  lupin: ["p", "lupinen", "lupine", "lupins"],
  molluscs: ["r", "weichtiere", "mollusken", "mollusc", "mollusk", "mollusks", "mollusques"],
};
const dietNames: Record<Diet, string[]> = {
  vegan: ["végan", "végane", "végétalien", "végétalienne", "pflanzlich", "plant-based"],
  vegetarian: ["vegetarisch", "veggie", "végétarien", "végétarienne"],
};
const servingNames: Record<Serving, string[]> = {
  "dine-in": ["hier essen", "vor ort", "im restaurant", "dine in", "eat in", "sur place"],
  "take-away": ["zum mitnehmen", "mitnehmen", "takeaway", "take away", "to go", "à emporter"],
};

/** The code a name stands for: the code itself or one of its names, else the closest of them all. */
function codeFor<Code extends string>(value: unknown, names: Record<Code, string[]>): string {
  if (typeof value !== "string") return "";
  const text = value.trim().toLowerCase().normalize("NFC");
  const entries = Object.entries(names) as [Code, string[]][];
  const exact = entries.find(([code, list]) => code === text || list.includes(text));
  if (exact) return exact[0];
  // A one-letter name is a German menu's mark: never the closest of anything.
  const spelled = entries.flatMap(([code, list]) => [code, ...list.filter((name) => name.length > 1)]);
  const near = closest(text, spelled);
  return entries.find(([code, list]) => code === near || list.includes(near ?? ""))?.[0] ?? "";
}

export const guessAllergen = (value: unknown) => codeFor(value, allergenNames);
export const guessDiet = (value: unknown) => codeFor(value, dietNames);
export const guessServing = (value: unknown) => codeFor(value, servingNames);

/** "www.x.de/y" or "http://www.x.de/y" as the https:// address it names, if that passes the allow-list. */
export function guessHttps(value: unknown): string {
  if (typeof value !== "string") return "";
  const text = value.trim();
  const address = /^http:\/\//i.test(text)
    ? `https://${text.slice("http://".length)}`
    : startsWithHost(text)
      ? `https://${text}`
      : "";
  return address && !linkProblem(address) ? address : "";
}
