import * as z from "zod";
import { month, text } from "../schema-parts.js";

/** The front matter of content/legal/<page>.md: German texts with the month they were last checked. */
export const legalSchema = z.strictObject({
  title: text(),
  description: text(),
  stand: month(),
});

export type LegalFrontMatter = z.output<typeof legalSchema>;
