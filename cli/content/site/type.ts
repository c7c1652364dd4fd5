import { defineType } from "../define.js";
import { siteView } from "./view.js";

export const site = defineType({
  name: "site",
  path: "site.yaml",
  title: "site.yaml: every fact about the restaurant",
  schema: async () => (await import("./schema.js")).siteSchema,
  texts: ["alt"],
  photos: { photo: "portrait" },
  view: (site, context) => siteView(site, context),
});
