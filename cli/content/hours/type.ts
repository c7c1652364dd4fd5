import { defineType } from "../define.js";
import { hoursFacts, hoursRules, writtenHours } from "./view.js";

export const hours = defineType({
  name: "hours",
  path: "hours.yaml",
  title: "hours.yaml: opening hours, closures and special days, in Berlin time",
  schema: async () => (await import("./schema.js")).hoursSchema,
  texts: ["reason"],
  rules: (hours, context) => hoursRules(hours, context),
  view: (hours, context) => hoursFacts(hours, context.lang, context.dict, context.now, context.typeset),
  write: (hours, { dict }) => writtenHours(hours, dict),
});
