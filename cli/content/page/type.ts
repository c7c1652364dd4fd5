import { SiteError } from "../../errors.js";
import { defineType } from "../define.js";

/** The pages' texts: one file per page of the routes table (and the owner's extra pages) and language. */
export const page = defineType({
  name: "page",
  path: "pages/{page}.{lang}.md",
  format: "markdown",
  title: "front matter of pages/<page>.<language>.md",
  schema: async () => (await import("./schema.js")).pageSchema,
  photos: { hero: "hero", gallery: "gallery" },
  pages: {
    source: "pages",
    stray: ({ name, place }, { pages }) => SiteError.of("NotAPage", { name, pages: pages.join(", ") }, { place }),
  },
});
