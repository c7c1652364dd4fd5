/**
 * Building blocks of the content schemas. Every object is strict: an unknown
 * key is a typo until proven otherwise. Messages are named by their entry in
 * the catalogue (cli/messages/), so they read in German or English.
 */
// A namespace import lets the bundler leave out the parts of zod we do not use (its locales, mostly).
import * as z from "zod";
import type { ValueMessage } from "../messages/index.js";
import { altProblem } from "../shared/alt-text.js";
import { type Focus, parseFocus } from "../shared/frames.js";
import { isCalendarDate, isPlaceableDate, placeableYears, timeOfDay } from "../shared/time.js";
import { formatOf, isExternal, linkProblem, photoProblem } from "../shared/urls.js";

// Each schema checks a handful of files per build: compiling it first (zod's default) costs more than it saves.
// Every schema file imports this module, so the setting holds before any of them is made. Each imports
// zod itself: a namespace passed on as a value (`export { z }`) would bundle all of zod, its 60
// locales too.
z.config({ jitless: true });

/** A catalogue entry as zod's message, read back by validate.ts. */
export const says = (name: ValueMessage) => name;

/** A required text: trimmed content must not be empty. */
export const text = () =>
  z.string({ error: says("NotText") }).refine((value) => value.trim() !== "", { error: says("EmptyText") });

const range = { first: String(placeableYears.first), last: String(placeableYears.last) };

export const isoDate = () =>
  z
    .string({ error: says("NotCalendarDate") })
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) ctx.addIssue({ code: "custom", message: says("NotCalendarDate") });
      else if (!isPlaceableDate(value))
        ctx.addIssue({ code: "custom", message: says("DateOutOfRange"), params: range });
    })
    // JSON Schema's "date" is this form: editors check it, the browser editor offers a date field.
    .meta({ format: "date" });

/**
 * A number with decimals, like a map's latitude. The YAML reader hands such a number over as the text
 * typed (cli/stages/1-load/yaml.ts), so it is read here from its digits, never rounded on the way.
 */
export const decimal = (message: ValueMessage, min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: says(message) })
    .transform((value, ctx) => {
      const written = typeof value === "number" ? String(value) : value.trim();
      const number = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(written) ? Number(written) : Number.NaN;
      if (!(number >= min && number <= max)) {
        ctx.addIssue({ code: "custom", message: says(message) });
        return z.NEVER;
      }
      return number;
    })
    // What editors check of a number in the file.
    .meta({ minimum: min, maximum: max });

export const clockTime = () =>
  z.string({ error: says("NotTimeOfDay") }).regex(timeOfDay, { error: says("NotTimeOfDay") });

/**
 * External links: https only, through the site's one allow-list (cli/shared/urls.ts). A host name
 * that is none, or that mixes alphabets, is said as such: the address is https:// all the same.
 */
export const httpsUrl = () =>
  z
    .string({ error: says("NotHttps") })
    .superRefine((value, ctx) => {
      const problem = isExternal(value) ? linkProblem(value) : "scheme";
      if (problem === "badHost") ctx.addIssue({ code: "custom", message: says("BadHostInAddress") });
      else if (problem === "lookalike") ctx.addIssue({ code: "custom", message: says("LookalikeHost") });
      else if (problem) ctx.addIssue({ code: "custom", message: says("NotHttps") });
    })
    // Editors check an address has its scheme; the browser editor offers a phone the keys for one.
    .meta({ format: "uri" });

export const email = () => z.email({ error: says("NotEmail") });

export const flag = () => z.boolean({ error: says("NotBoolean") });

export const address = () =>
  z.strictObject({
    street: text(),
    // JSON Schema has no format for a postcode; named as HTML's autofill names it, for the editor's digits.
    postcode: z
      .string({ error: says("NotPostcode") })
      .regex(/^\d{5}$/, { error: says("NotPostcode") })
      .meta({ format: "postal-code" }),
    city: text(),
  });

export const month = () =>
  z.string({ error: says("NotMonth") }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: says("NotMonth") });

/** A text in every language of the site, by language code; which languages there are is checked across files. */
export const texts = () =>
  z.record(z.string().regex(/^[a-z]{2}$/, { error: says("NotLanguageCode") }), text(), { error: says("NotTexts") });
export type Texts = Record<string, string>;

/** A photo from content/images/ (`images/kitchen.jpg`), through the site's allow-list (cli/shared/urls.ts). */
export const photoFile = () =>
  z.string({ error: says("NotAPhotoFile") }).superRefine((value, ctx) => {
    const problem = photoProblem(value);
    if (problem === "notInImages") ctx.addIssue({ code: "custom", message: says("NotAPhotoFile") });
    if (problem === "notAPhotoName")
      ctx.addIssue({ code: "custom", message: says("NotAPhotoFormat"), params: { format: formatOf(value) } });
  });

/** Which part of a photo stays when a frame cuts it: `focus: "30% 20%"`, the point across and down. */
export const focus = () =>
  z
    .string({ error: says("NotFocus") })
    .refine((value) => parseFocus(value) !== undefined, { error: says("NotFocus") })
    .transform((value) => parseFocus(value) as Focus);

/**
 * Every photo says what it shows, or is declared decorative (and then says nothing); an alt text
 * that is a file name or a word for a picture ("Foto") says nothing either.
 */
const altOrDecorative = (photo: { file: string; alt?: unknown; decorative?: boolean }, ctx: z.core.$RefinementCtx) => {
  if (photo.alt === undefined && photo.decorative !== true) {
    ctx.addIssue({ code: "custom", message: says("PhotoNeedsAlt") });
  }
  if (photo.alt !== undefined && photo.decorative === true) {
    ctx.addIssue({ code: "custom", path: ["decorative"], message: says("PhotoAltAndDecorative") });
  }
  const alts: [path: string[], text: unknown][] =
    typeof photo.alt === "string"
      ? [[["alt"], photo.alt]]
      : Object.entries(photo.alt ?? {}).map(([lang, text]) => [["alt", lang], text]);
  for (const [path, text] of alts) {
    const kind = typeof text === "string" ? altProblem(text, photo.file) : undefined;
    if (kind) {
      const params = { file: photo.file, alt: text, kind };
      ctx.addIssue({ code: "custom", path, message: says("AltIsFileName"), params });
    }
  }
};

/** A photo with its alt text as `alt` reads it: per language, or in one. */
const photoWith = <Alt extends z.ZodType>(alt: Alt) =>
  z
    .strictObject({
      file: photoFile(),
      alt: alt.optional(),
      decorative: flag().optional(),
      focus: focus().optional(),
    })
    .superRefine(altOrDecorative);

/** A photo named in a file with a text per language (site.yaml, menu.yaml): its alt text in each language. */
export const photo = () => photoWith(texts());

/**
 * A photo named in a page's front matter: its alt text in the page's own language, or, in the
 * default language's file, one per language: the photo is then that of the page in every language
 * whose alt text is there (cli/stages/4-model/model.ts), added once, with one focus.
 */
export const pagePhoto = () => photoWith(z.union([text(), texts()], { error: says("NotText") }));

export type Photo = z.output<ReturnType<typeof photo>>;
export type PagePhoto = z.output<ReturnType<typeof pagePhoto>>;
