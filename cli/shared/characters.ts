/**
 * Characters no one can see or that make a reader do something: what the owner's text must not
 * hold once parsed (a YAML escape makes them after the bytes were checked), and what a line the
 * tool prints shows written out.
 */

/** Control characters but the tab and the line end, which are text: C0, DEL and C1. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this finds.
export const controlCharacter = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

/** Half of a character: a surrogate without its other half, which no encoding can write. */
export const halfCharacter = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * What shows nothing on a page: spaces of every width, marks that only join or separate (U+200B,
 * U+2060, U+FEFF), format characters, and the fillers and blanks of some scripts (U+3164, U+2800).
 */
const invisible = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u2800\u3164\uffa0]*$/u;

/** Whether `text` has characters but none that shows, not only spaces (an empty text is the schema's to judge). */
export const showsNothing = (text: string): boolean => text.trim() !== "" && invisible.test(text);

/** "U+200B" for a character. */
export const codePointName = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** The distinct characters of a text as their code points: "U+200B, U+2060". */
export const codePointsOf = (text: string): string => [...new Set(text)].slice(0, 4).map(codePointName).join(", ");
