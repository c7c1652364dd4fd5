import { SiteError } from "../../errors.js";
import { defineType } from "../define.js";

/** The imprint and the privacy policy: one German file each, whatever the site's languages. */
export const legal = defineType({
  name: "legal",
  path: "legal/{page}.md",
  format: "markdown",
  title: "front matter of legal/<page>.md",
  schema: async () => (await import("./schema.js")).legalSchema,
  pages: {
    source: "legal",
    // Legal texts are German, whatever the site's languages.
    language: "de",
    stray: ({ name, place }, { files }) => SiteError.of("NotALegalText", { name, texts: files.join(", ") }, { place }),
  },
});
