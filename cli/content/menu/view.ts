/**
 * The menu as visitors read it in one language: texts picked, prices
 * formatted with Intl for the language's locale as the page renders (writtenMenu), allergens and additives in
 * words from the dictionary. The menu page, its structured data and `site
 * menu` all read this view, so they cannot disagree.
 */

import { SiteError } from "../../errors.js";
import { fillFields } from "../../shared/fields.js";
import { price } from "../../shared/format.js";
import type { PhotoView, RuleContext } from "../contexts.js";
import type { Dictionary } from "../dictionary/schema.js";
import type { Photo } from "../schema-parts.js";
import { type Additive, type Allergen, allergenCodes, type Diet } from "./codes.js";
import type { Menu } from "./schema.js";

export interface Mark<Code> {
  code: Code;
  /** "Erdnüsse", "peanuts"; "mit Farbstoff", "with colouring": as a sentence on the menu says it. */
  label: string;
}

/** A price as the model holds it. */
export interface PriceFacts {
  /** "klein", "0,3 l"; absent for a dish with one price. */
  label?: string;
  cents: number;
  /** "12.50", as structured data writes it. */
  amount: string;
}

/** A price as the page reads it. */
export interface PriceView extends PriceFacts {
  /** "12,50 €", "€12.50" */
  text: string;
}

export interface DishView<Price = PriceView> {
  /** "dish-2-3": the dish's key among the others. */
  id: string;
  name: string;
  description: string;
  prices: Price[];
  allergens: Mark<Allergen>[];
  additives: Mark<Additive>[];
  /**
   * What a guest with an allergy reads beside the dish, in words: "Enthält: Erdnüsse, Sesam",
   * then the additives as the law words them, "mit Farbstoff". Empty when the dish has neither.
   */
  declaration: string[];
  diet: Diet | undefined;
  /** "Vegan", "Vegetarisch". */
  dietLabel: string | undefined;
  /** 0 to 3. */
  spicy: number;
  spicyLabel: string | undefined;
  /** "Nur im Restaurant" when a dish is not offered both ways. */
  servingNote: string | undefined;
  photo: PhotoView | undefined;
}

export interface SectionView<Price = PriceView> {
  id: string;
  name: string;
  dishes: DishView<Price>[];
}

/** The menu as the page reads it; as the model holds it (MenuFacts), its prices are cents. */
export interface MenuView<Price = PriceView> {
  sections: SectionView<Price>[];
  dishCount: number;
  /** The allergens some shown dish has, in the order of the law's list: what the filter offers to leave out. */
  allergens: Mark<Allergen>[];
  /** Whether some dish is vegan, or vegetarian: the diet filter offers only what narrows. */
  diets: Diet[];
  /** Whether the filter has anything to offer: a diet or an allergen. */
  filterable: boolean;
}

export type MenuFacts = MenuView<PriceFacts>;

const amountOf = (cents: number) => (cents / 100).toFixed(2);

export function allergenMark(code: Allergen, dict: Dictionary): Mark<Allergen> {
  return { code, label: dict.allergens[code] };
}

export function additiveMark(number: Additive, dict: Dictionary): Mark<Additive> {
  return { code: number, label: dict.additives[number] };
}

/** "Enthält: Gluten, Eier" and "mit Farbstoff, koffeinhaltig": a dish's allergens and additives in words. */
export function declarationOf(allergens: Mark<Allergen>[], additives: Mark<Additive>[], dict: Dictionary): string[] {
  const lines: string[] = [];
  const list = (marks: Mark<unknown>[]) => marks.map((mark) => mark.label).join(", ");
  if (allergens.length > 0) lines.push(fillFields(dict.menuContains, () => list(allergens)));
  if (additives.length > 0) lines.push(list(additives));
  return lines;
}

/**
 * The menu in one language; hidden dishes and sections left without dishes are not in it. Its
 * texts are set by `typeset`, the language's rules (ViewContext), however the owner typed them.
 */
export function menuFacts(
  menu: Menu,
  lang: string,
  dict: Dictionary,
  photoOf: (photo: Photo) => PhotoView | undefined = () => undefined,
  typeset: (text: string) => string = (text) => text,
): MenuFacts {
  const usedAllergens = new Set<Allergen>();
  const usedDiets = new Set<Diet>();
  const sections: SectionView<PriceFacts>[] = [];
  for (const [s, section] of menu.sections.entries()) {
    const dishes: DishView<PriceFacts>[] = [];
    for (const [d, dish] of section.dishes.entries()) {
      if (!dish.show) continue;
      for (const code of dish.allergens) usedAllergens.add(code);
      if (dish.diet) usedDiets.add(dish.diet);
      if (dish.diet === "vegan") usedDiets.add("vegetarian");
      const variants = dish.variants ?? [];
      const prices =
        dish.price !== undefined
          ? [{ cents: dish.price, amount: amountOf(dish.price) }]
          : variants.map((variant) => ({
              label: typeset(variant.label[lang]),
              cents: variant.price,
              amount: amountOf(variant.price),
            }));
      const both = dish.offered.length === 2;
      const allergens = dish.allergens.map((code) => allergenMark(code, dict));
      const additives = dish.additives.map((number) => additiveMark(number, dict));
      dishes.push({
        id: `dish-${s + 1}-${d + 1}`,
        name: typeset(dish.name[lang]),
        description: typeset(dish.description[lang]),
        prices,
        allergens,
        additives,
        declaration: declarationOf(allergens, additives, dict),
        diet: dish.diet,
        dietLabel:
          dish.diet === "vegan" ? dict.dietVegan : dish.diet === "vegetarian" ? dict.dietVegetarian : undefined,
        spicy: dish.spicy,
        spicyLabel: [undefined, dict.spicy1, dict.spicy2, dict.spicy3][dish.spicy],
        servingNote: both ? undefined : dish.offered[0] === "dine-in" ? dict.onlyDineIn : dict.onlyTakeAway,
        photo: dish.photo && photoOf(dish.photo),
      });
    }
    if (dishes.length > 0) sections.push({ id: `menu-section-${s + 1}`, name: typeset(section.name[lang]), dishes });
  }
  return {
    sections,
    dishCount: sections.reduce((sum, section) => sum + section.dishes.length, 0),
    allergens: allergenCodes.filter((code) => usedAllergens.has(code)).map((code) => allergenMark(code, dict)),
    diets: (["vegetarian", "vegan"] as const).filter((diet) => usedDiets.has(diet)),
    filterable: usedAllergens.size > 0 || usedDiets.size > 0,
  };
}

/** The menu with its prices as the page's language writes them (Intl). */
export function writtenMenu(menu: MenuFacts, dict: Dictionary): MenuView {
  return {
    ...menu,
    sections: menu.sections.map((section) => ({
      ...section,
      dishes: section.dishes.map((dish) => ({
        ...dish,
        prices: dish.prices.map((facts) => ({ ...facts, text: price(facts.cents, dict.dateLocale) })),
      })),
    })),
  };
}

/** The menu in one language, as the page reads it. */
export const menuView = (...args: Parameters<typeof menuFacts>): MenuView => writtenMenu(menuFacts(...args), args[2]);

const diets: Record<Diet, string> = {
  vegan: "https://schema.org/VeganDiet",
  vegetarian: "https://schema.org/VegetarianDiet",
};

/**
 * schema.org's Menu → MenuSection → MenuItem with offers, as the menu page's
 * structured data: each dish's name, prices and diet. Its description is the
 * page's own text beside it; repeated here it cost every guest about 140
 * bytes of the page's first 14 KB.
 */
export function menuData(view: MenuFacts, url: string, lang: string, name: string): object {
  return {
    "@type": "Menu",
    "@id": `${url}#menu`,
    name,
    url,
    inLanguage: lang,
    hasMenuSection: view.sections.map((section) => ({
      "@type": "MenuSection",
      name: section.name,
      hasMenuItem: section.dishes.map((dish) => ({
        "@type": "MenuItem",
        name: dish.name,
        offers: dish.prices.map((price) => ({
          "@type": "Offer",
          ...(price.label ? { name: price.label } : {}),
          price: price.amount,
          priceCurrency: "EUR",
        })),
        ...(dish.diet ? { suitableForDiet: diets[dish.diet] } : {}),
      })),
    })),
  };
}

/** The menu as visitors read it, one block per language, allergens spelled out: `site menu`. */
export function describeMenu(menu: Menu, languages: string[], dictionaries: Record<string, Dictionary>): string[] {
  const lines: string[] = [];
  for (const lang of languages) {
    const dict = dictionaries[lang];
    const view = menuView(menu, lang, dict);
    if (lines.length > 0) lines.push("");
    lines.push(`${lang}  ${dict.menu}`);
    if (view.dishCount === 0) lines.push(`    ${dict.comingSoon}`);
    for (const section of view.sections) {
      lines.push("", `  ${section.name}`);
      for (const dish of section.dishes) {
        const prices = dish.prices.map((price) => (price.label ? `${price.label} ${price.text}` : price.text));
        lines.push(`    ${dish.name}  ${prices.join(" · ")}`, `      ${dish.description}`);
        const marks = [dish.dietLabel, dish.spicyLabel, dish.servingNote, ...dish.declaration].filter(Boolean);
        if (marks.length > 0) lines.push(`      ${marks.join(" · ")}`);
      }
    }
  }
  return lines;
}

/** The dishes the owner has hidden (show: false), by their name in the default language. */
export function hiddenDishes(menu: Menu, lang: string): string[] {
  return menu.sections.flatMap((section) => section.dishes.filter((dish) => !dish.show).map((dish) => dish.name[lang]));
}

/** A dish or section of the menu by its name in the first language it has one: `"Jollof-Reis": price`. */
export function menuLabel(path: readonly PropertyKey[], data: unknown): string | undefined {
  if (path[0] !== "sections" || path.length < 3) return undefined;
  const named = path[2] === "dishes" && path.length >= 5 ? path.slice(0, 4) : path.slice(0, 2);
  let value: unknown = data;
  for (const key of named) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  const names = (value as { name?: unknown } | undefined)?.name;
  const name =
    names && typeof names === "object" ? Object.values(names).find((text) => typeof text === "string") : undefined;
  if (typeof name !== "string") return undefined;
  // The place points at the entry of a list; its number would only distract.
  const rest = path.slice(named.length).filter((key) => typeof key !== "number");
  return `"${name}": ${rest.map(String).join(".")}`;
}

/** Two dishes of one section with the same name in some language: guests cannot tell them apart. */
export function menuRules(menu: Menu, { placeOf }: RuleContext): SiteError[] {
  const errors: SiteError[] = [];
  for (const [s, section] of menu.sections.entries()) {
    const seen = new Map<string, number>();
    for (const [d, dish] of section.dishes.entries()) {
      for (const [lang, name] of Object.entries(dish.name)) {
        const key = `${lang}\u0000${name.trim().toLocaleLowerCase()}`;
        const path = ["sections", s, "dishes", d, "name", lang];
        const first = seen.get(key);
        if (first === undefined) seen.set(key, placeOf(path).line);
        if (first !== undefined) {
          errors.push(
            SiteError.of(
              "DishNameTwice",
              { key: menuLabel(path, menu) ?? "", value: JSON.stringify(name), detail: "", line: String(first) },
              { place: placeOf(path), path },
            ),
          );
        }
      }
    }
  }
  return errors;
}
