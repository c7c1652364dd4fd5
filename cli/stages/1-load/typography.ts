/**
 * Soft hyphens in the long words of headings, so "Datenschutzerklärung" breaks
 * as "Datenschutz-erklärung" on a phone instead of overflowing or breaking at
 * any letter. Browsers hyphenate by themselves only where they carry a
 * dictionary for the language (many do not), so the breaks are found here, by
 * TeX's patterns for the text's language (the `hyphen` package), and shipped as
 * U+00AD, which every browser honours. Headings only: titles in the <head>,
 * links and structured data keep their words whole.
 */
import { createRequire } from "node:module";

type Hyphenate = (text: string, options?: { minWordLength?: number }) => string;

/** Shorter words fit a phone's line even in the largest heading. */
const minWordLength = 12;
const longWord = new RegExp(`\\p{L}{${minWordLength},}`, "u");

const load = createRequire(import.meta.url);
const hyphenators = new Map<string, Hyphenate | undefined>();

/** The language's patterns, loaded the first time a heading needs them (German's take ~0.2 s to load). */
function hyphenatorOf(lang: string): Hyphenate | undefined {
  if (!hyphenators.has(lang)) {
    let hyphenate: Hyphenate | undefined;
    if (/^[a-z]{2,3}$/.test(lang)) {
      try {
        hyphenate = (load(`hyphen/${lang}`) as { hyphenateSync: Hyphenate }).hyphenateSync;
      } catch {
        // No patterns for this language: its headings wrap as the browser sees fit.
      }
    }
    hyphenators.set(lang, hyphenate);
  }
  return hyphenators.get(lang);
}

/** `text` with soft hyphens where its long words may break, in `lang`'s rules. */
export function hyphenateHeading(text: string, lang: string | undefined): string {
  if (!lang || !longWord.test(text)) return text;
  return hyphenatorOf(lang)?.(text, { minWordLength }) ?? text;
}

/**
 * French spacing and apostrophes, as French readers expect them and as owners rarely
 * type them: a narrow no-break space before ; ! ? and inside « », a no-break space
 * before a colon (neither ever starts a line), and ’ for ' between letters.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/(\p{L})'(?=\p{L})/gu, "$1’")
    .replace(/[ \u00a0\u202f]+([;!?»])/g, "\u202f$1")
    .replace(/«[ \u00a0\u202f]+/g, "«\u202f")
    .replace(/[ \u00a0\u202f]+:(?=\s|$)/g, "\u00a0:");
}

/**
 * The units a number keeps on its line: "17 h", "17 Uhr", "0,33 l", "250 g", "12 €", "5 %". A
 * word after a number ("80 Gäste") may start the next line; a unit alone there reads as a
 * stray letter.
 */
const unitAfterNumber = /(\d)[ \u00a0\u202f]+(h|Uhr|min|l|cl|dl|ml|g|kg|mg|m|cm|km|m²|€|EUR|%|°C)(?![\p{L}\p{N}²])/gu;

/**
 * A number and its unit joined by a no-break space, in every language; in French, also the
 * minutes of "17 h 30".
 */
export function keepNumbersWithUnits(text: string): string {
  return text.replace(unitAfterNumber, "$1\u00a0$2").replace(/(\d\u00a0h)[ \u202f]+(\d\d)(?!\d)/gu, "$1\u00a0$2");
}

const typesetFrench = (text: string) => keepNumbersWithUnits(frenchTypography(text));

/** The typographic rules of a text's language: numbers with their units in all, French spacing in French. */
export const typographyOf = (lang: string | undefined): ((text: string) => string) =>
  lang === "fr" ? typesetFrench : keepNumbersWithUnits;

/** Every text of a language's dictionary set by that language's rules (nested groups included). */
export function typesetDictionary<T>(dict: T, lang: string): T {
  const typography = typographyOf(lang);
  const set = (value: unknown): unknown =>
    typeof value === "string"
      ? typography(value)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, set(inner)]))
        : value;
  return set(dict) as T;
}
