import { defineType } from "../define.js";

/** Every text of the website in one language, one file per language: the files present are the site's languages. */
export const dictionary = defineType({
  name: "i18n",
  path: "i18n/{lang}.yaml",
  title: "i18n/<language>.yaml: every text of the website in one language",
  schema: async () => (await import("./schema.js")).dictionarySchema,
  fields: true,
});
