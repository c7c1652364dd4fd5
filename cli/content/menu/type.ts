import { defineType } from "../define.js";
import { menuFacts, menuLabel, menuRules, writtenMenu } from "./view.js";

export const menu = defineType({
  name: "menu",
  path: "menu.yaml",
  title: "menu.yaml: the dishes, their prices, allergens and diets",
  schema: async () => (await import("./schema.js")).menuSchema,
  texts: ["name", "description", "label", "alt"],
  photos: { photo: "dish" },
  label: (path, data) => menuLabel(path, data),
  rules: (menu, context) => menuRules(menu, context),
  // Undefined while no dish is shown: the menu page says "coming soon" instead.
  view: (menu, { lang, dict, photo, typeset }) => {
    const view = menuFacts(menu, lang, dict, (dish) => photo(dish, "dish"), typeset);
    return view.dishCount > 0 ? view : undefined;
  },
  write: (view, { dict }) => view && writtenMenu(view, dict),
});
