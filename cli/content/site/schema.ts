import * as z from "zod";
import { address, email, httpsUrl, photo, says, text } from "../schema-parts.js";
import { deploySchema } from "./deploy.js";

/** content/site.yaml: every fact about the restaurant, in one place. */
export const siteSchema = z.strictObject({
  name: text(),
  legalEntity: text(),
  owner: text(),
  address: address(),
  email: email(),
  // JSON Schema has no format for a phone number; named as HTML names it, for the editor's keypad.
  phone: z
    .string({ error: says("NotPhone") })
    .regex(/^\+\d[\d ]{6,}$/, { error: says("NotPhone") })
    .meta({ format: "tel" }),
  url: httpsUrl(),
  orderUrl: httpsUrl(),
  /** A booking service's page for tables, linked on the contact page beside the phone and the e-mail. */
  bookingUrl: httpsUrl().optional(),
  deliveryPlatforms: z
    .array(z.strictObject({ name: text(), url: httpsUrl() }), { error: says("NotAList") })
    .min(1, { error: says("NeedsOne") }),
  vatId: z.string({ error: says("NotVatId") }).regex(/^DE\d{9}$/, { error: says("NotVatId") }),
  register: text(),
  supervisoryAuthority: text(),
  cuisine: text(),
  /** The chef card on the about page shows the portrait, or her initials while there is none. */
  chef: z.strictObject({ name: text(), photo: photo().optional() }),
  defaultLanguage: z.string({ error: says("NotLanguageCode") }).regex(/^[a-z]{2}$/, { error: says("NotLanguageCode") }),
  /** Further pages at /<name>/, each with content/pages/<name>.<language>.md. */
  extraPages: z
    .array(z.string({ error: says("NotPageName") }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: says("NotPageName") }), {
      error: says("NotAList"),
    })
    .optional(),
  /** Where `node cli deploy` uploads the site; the password never lives here (docs/owner-guide.md). */
  deploy: deploySchema.optional(),
});

export type Site = z.output<typeof siteSchema>;
