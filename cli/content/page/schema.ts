import * as z from "zod";
import { pagePhoto, says, text } from "../schema-parts.js";

/** The front matter of content/pages/<page>.<language>.md. */
export const pageSchema = z.strictObject({
  title: text(),
  description: text().refine((value) => value.length <= 170, { error: says("DescriptionTooLong") }),
  /** The photo at the top of the page (on the home page, beside the welcome); also on its share card. */
  hero: pagePhoto().optional(),
  /** Photos shown together below the text, in this order. */
  gallery: z.array(pagePhoto(), { error: says("NotAList") }).optional(),
});

export type PageFrontMatter = z.output<typeof pageSchema>;
