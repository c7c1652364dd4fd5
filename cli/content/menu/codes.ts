/**
 * The codes a menu's dishes are marked with: plain lists, which the menu's view shows without loading
 * its schema (and zod with it: a build whose files all come from the cache loads neither).
 */

/**
 * The 14 allergens of EU Regulation 1169/2011, Annex II, in the Annex's
 * order. The menu names them in words beside each dish (the dictionaries'
 * `allergens`), never by the letters some German menus use.
 */
export const allergenCodes = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soybeans",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export type Allergen = (typeof allergenCodes)[number];

/** The additives German menus declare by number (ZZulV § 9, LMIV), 1 "mit Farbstoff" to 12 "chininhaltig". */
export const additiveNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type Additive = (typeof additiveNumbers)[number];

export const diets = ["vegan", "vegetarian"] as const;
export type Diet = (typeof diets)[number];
