import { defineType } from "../define.js";
import { buffetViews, writtenBuffet } from "./view.js";

export const buffet = defineType({
  name: "buffet",
  path: "buffet.yaml",
  title: "buffet.yaml: the buffets announced on the website",
  schema: async () => (await import("./schema.js")).buffetSchema,
  // Counted as the owner counts them: "buffet 2: to", not "events.1.to".
  label: (path) =>
    path[0] === "events" && typeof path[1] === "number"
      ? [`buffet ${path[1] + 1}`, ...(path.length > 2 ? [path.slice(2).map(String).join(".")] : [])].join(": ")
      : undefined,
  view: (buffet, context) => buffetViews(buffet, context),
  write: (buffets, { dict }) => buffets.map((buffet) => writtenBuffet(buffet, dict)),
});
