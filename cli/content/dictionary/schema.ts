import * as z from "zod";
import { fieldPattern } from "../../shared/fields.js";
import { additiveNumbers, allergenCodes } from "../menu/codes.js";
import { text as anyText, says } from "../schema-parts.js";

/** Exactly the parameters a dictionary text needs, written `{{name}}`: any other field would be published unfilled. */
const textWith = (...params: string[]) =>
  anyText().superRefine((value, ctx) => {
    const used = [...value.matchAll(fieldPattern)].map((match) => match[1]);
    for (const param of params) {
      if (!used.includes(param)) ctx.addIssue({ code: "custom", message: says("MissingParam"), params: { param } });
    }
    for (const name of used) {
      if (!params.includes(name)) {
        ctx.addIssue({
          code: "custom",
          message: says("UnknownParam"),
          params: { param: name, known: params.join(", ") },
        });
      }
    }
  });

/** A text without fields. */
const text = () => textWith();

/** A group of texts with exactly these keys: the labels of allergens, additives. */
const labels = (keys: readonly (string | number)[]) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [String(key), text()])) as Record<string, ReturnType<typeof text>>,
  );

/**
 * content/i18n/<language>.yaml: every text a template may ask for. Every
 * language must have exactly these keys; a template asking for another key
 * does not type-check.
 */
export const dictionarySchema = z.strictObject({
  languageName: text(),
  dateLocale: z
    .string({ error: says("UnknownLocale") })
    .refine(
      (value) => /^[a-z]{2,3}(-[A-Z]{2})?$/.test(value) && Intl.DateTimeFormat.supportedLocalesOf([value]).length === 1,
      { error: says("UnknownLocale") },
    ),
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
  orderShort: text(),
  orderFood: text(),
  orderDirect: text(),
  orderVia: textWith("platform"),
  cateringRequest: text(),
  opensInNewTab: text(),
  menuButton: text(),
  quickActions: text(),
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
  call: textWith("phone"),
  callShort: text(),
  reserveIntro: text(),
  reserveByEmail: text(),
  reserveOnline: text(),
  directions: text(),
  route: text(),
  showOnMap: text(),
  openInMapsApp: text(),
  transit: text(),
  parking: text(),
  stepFree: text(),
  eventsRequest: text(),
  eventsByEmail: text(),
  cateringByEmail: text(),
  shopByEmail: text(),
  shopOrderTitle: text(),
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
  menuSections: text(),
  menuFilterButton: text(),
  menuFilterActive: textWith("count"),
  menuFilterTitle: text(),
  menuFilterDiet: text(),
  menuFilterAll: text(),
  menuFilterWithout: text(),
  menuFilterReset: text(),
  menuFilterCount: textWith("shown", "total"),
  menuFilterShow: text(),
  menuFilterNone: text(),
  menuLegend: text(),
  menuContains: textWith("allergens"),
  dietVegan: text(),
  dietVegetarian: text(),
  spicy1: text(),
  spicy2: text(),
  spicy3: text(),
  onlyDineIn: text(),
  onlyTakeAway: text(),
  openingHours: text(),
  closed: text(),
  closedNow: text(),
  openUntil: textWith("time"),
  closedOpens: textWith("day", "time"),
  today: text(),
  closureNotice: textWith("reason", "from", "to"),
  specialNotice: textWith("date", "hours"),
  specialHours: text(),
  visitUs: text(),
  addToCalendar: text(),
  buffetDirections: text(),
  buffetSeeMenu: text(),
  allergens: labels(allergenCodes),
  additives: labels(additiveNumbers),
});

export type Dictionary = z.output<typeof dictionarySchema>;
/** The keys of single texts, which templates ask for by name; the groups of labels are read by the model. */
export type TextKey = { [Key in keyof Dictionary]: Dictionary[Key] extends string ? Key : never }[keyof Dictionary];
