/**
 * The single description of the content the owner edits. Templates get their
 * types from here, editors get JSON Schema from here, and the loader validates
 * with these. Every object is strict: an unknown key is a typo until proven
 * otherwise.
 */
// A namespace import lets the bundler leave out the parts of zod we do not use (its locales, mostly).
import * as z from "zod";
import { localInstant } from "../time.js";
import { isExternal, linkProblem } from "../urls.js";

// Each schema checks a handful of files per build: compiling it first (zod's default) costs more than it saves.
z.config({ jitless: true });

/** A required text: trimmed content must not be empty. */
export const text = () =>
  z.string({ error: "must be a text" }).refine((value) => value.trim() !== "", {
    message: "must not be empty",
  });

const isCalendarDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export const isoDate = () =>
  z
    .string({ error: 'must be a date in quotes, like "2025-11-02"' })
    .refine(isCalendarDate, { message: "is not a calendar date (expected YYYY-MM-DD)" });

const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;

export const clockTime = () =>
  z
    .string({ error: 'must be a time in quotes, like "14:00"' })
    .regex(timeOfDay, { message: "is not a time of day (expected HH:MM, 24 h)" });

/** External links: https only, through the site's one allow-list (cli/urls.ts). */
export const httpsUrl = () =>
  z
    .string({ error: "must be a web address" })
    .refine((value) => isExternal(value) && !linkProblem(value), { message: "must be an https:// address" });

export const email = () => z.email({ error: "is not an e-mail address" });

/** Exactly the parameters a dictionary text needs, written `{{name}}`. */
const textWith = (...params: string[]) =>
  text().superRefine((value, ctx) => {
    const used = [...value.matchAll(/\{\{\s*([a-zA-Z]+)\s*\}\}/g)].map((m) => m[1]);
    for (const param of params) {
      if (!used.includes(param)) ctx.addIssue({ code: "custom", message: `must contain {{${param}}}` });
    }
    for (const name of used) {
      if (!params.includes(name)) {
        ctx.addIssue({
          code: "custom",
          message: `uses {{${name}}}, which this text cannot fill (it knows ${params.map((p) => `{{${p}}}`).join(", ") || "none"})`,
        });
      }
    }
  });

const address = z.strictObject({
  street: text(),
  postcode: z
    .string({ error: 'must be a postcode in quotes, like "10999"' })
    .regex(/^\d{5}$/, { message: "is not a German postcode (five digits)" }),
  city: text(),
});

export const siteSchema = z.strictObject({
  name: text(),
  legalEntity: text(),
  owner: text(),
  address,
  email: email(),
  phone: z
    .string({ error: "must be a phone number in quotes" })
    .regex(/^\+\d[\d ]{6,}$/, { message: 'is not an international phone number (like "+49 30 1234567")' }),
  url: httpsUrl(),
  orderUrl: httpsUrl(),
  deliveryPlatforms: z
    .array(z.strictObject({ name: text(), url: httpsUrl() }))
    .min(1, { message: "needs at least one delivery platform" }),
  vatId: z
    .string({ error: "must be a text" })
    .regex(/^DE\d{9}$/, { message: "is not a German VAT id (DE and 9 digits)" }),
  register: text(),
  supervisoryAuthority: text(),
  cuisine: text(),
  chef: z.strictObject({ name: text() }),
  defaultLanguage: z.string().regex(/^[a-z]{2}$/, { message: "is not a two-letter language code" }),
  /** Further pages at /<name>/, each with content/pages/<name>.<language>.md. */
  extraPages: z
    .array(
      z.string({ error: "must be a page name" }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
        message: 'is not a page name (lowercase letters, digits and "-", like "karriere")',
      }),
    )
    .optional(),
});

export const buffetSchema = z
  .strictObject({
    show: z.boolean({ error: "must be true or false" }),
    date: isoDate(),
    from: clockTime(),
    to: clockTime(),
    location: address,
    newLocation: z.boolean({ error: "must be true or false" }),
  })
  .superRefine((buffet, ctx) => {
    if (!isCalendarDate(buffet.date)) return;
    for (const key of ["from", "to"] as const) {
      if (timeOfDay.test(buffet[key]) && localInstant(buffet.date, buffet[key]).kind === "gap") {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `does not exist on ${buffet.date} in Berlin: the clocks jump from 02:00 to 03:00 that night (choose 03:00 or later)`,
        });
      }
    }
    // Only two real times can be compared; a wrong one (25:00) has its own message already.
    if (timeOfDay.test(buffet.from) && timeOfDay.test(buffet.to) && buffet.to <= buffet.from) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `must be after the start time "${buffet.from}"`,
      });
    }
  });

/**
 * Every text a template may ask for. The three languages must have exactly
 * these keys; a template asking for another key does not type-check.
 */
export const dictionarySchema = z.strictObject({
  languageName: text(),
  dateLocale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, { message: 'is not a locale like "de-DE"' }),
  skipToContent: text(),
  mainNavigation: text(),
  home: text(),
  about: text(),
  menu: text(),
  catering: text(),
  events: text(),
  shop: text(),
  contact: text(),
  reserve: text(),
  imprint: text(),
  privacy: text(),
  orderNow: text(),
  orderFood: text(),
  orderDirect: text(),
  orderVia: textWith("platform"),
  cateringRequest: text(),
  opensInNewTab: text(),
  menuButton: text(),
  close: text(),
  heroTitle: text(),
  heroSubtitle: text(),
  buffetWeAreBack: text(),
  buffetTitle: text(),
  buffetDate: text(),
  buffetTime: text(),
  buffetLocation: text(),
  buffetNewLocation: text(),
  buffetMore: text(),
  comingSoon: text(),
  menuMore: text(),
  cateringServices: text(),
  eventLocation: text(),
  contactAndReservation: text(),
  cateringByEmail: text(),
  shopByEmail: text(),
  delivery: text(),
  valuesTitle: text(),
  valueAuthentic: text(),
  valueAuthenticText: text(),
  valueFresh: text(),
  valueFreshText: text(),
  valueUnited: text(),
  valueUnitedText: text(),
  chefRole: text(),
  chefQuote: text(),
  footerAddress: text(),
  footerContact: text(),
  footerLegal: text(),
  phone: text(),
  email: text(),
  languageSwitcher: text(),
  legalInGerman: text(),
  cookieText: text(),
  cookieAccept: text(),
  cookieDismiss: text(),
  notFoundTitle: text(),
  notFoundHome: text(),
});

export const pageFrontMatterSchema = z.strictObject({
  title: text(),
  description: text().refine((value) => value.length <= 170, {
    message: "is longer than 170 characters (search engines cut it off)",
  }),
});

export const legalFrontMatterSchema = z.strictObject({
  title: text(),
  description: text(),
  stand: z
    .string({ error: 'must be a month in quotes, like "2025-10"' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'is not a month (expected YYYY-MM, like "2025-10")' }),
});

export type Site = z.infer<typeof siteSchema>;
export type Buffet = z.infer<typeof buffetSchema>;
export type Dictionary = z.infer<typeof dictionarySchema>;
export type TextKey = keyof Dictionary;
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;
export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;
