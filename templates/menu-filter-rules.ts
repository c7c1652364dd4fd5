import type { DishView, MenuView } from "../cli/content/menu/view.js";

/**
 * The menu filter's rules for this menu, without JavaScript: which choices together leave a
 * section without a dish, so that its heading and its link in the jump bar go with its dishes,
 * and the note that nothing is left shows when every dish is hidden. The dishes themselves are
 * hidden by the stylesheet's fixed rules (templates/styles/menu.css), one per choice; which
 * sections empty depends on the dishes, so these rules are written for the menu at hand and
 * added to its page's stylesheet (templates/Head.tsx).
 *
 * A dish is hidden when any choice that hides it is made: a diet it does not keep to, an allergen
 * it has. A section is empty when every one of its dishes is: each rule is one condition per
 * dish, "one of its choices is made". A dish whose choices include another's adds nothing (when
 * the other is hidden, so is it), and a section with a dish no choice hides has no rule.
 */

/** A rule's conditions beyond this many, the menu's page would grow for rare combinations: only single choices then. */
export const mostConditions = 12;

/** The ids of the filter's controls (templates/MenuFilter.tsx) that would hide `dish`, among those offered. */
function hidingChoices(dish: Pick<DishView, "diet" | "allergens">, offered: ReadonlySet<string>): string[] {
  const choices: string[] = [];
  if (dish.diet !== "vegan") choices.push("diet-vegan");
  if (dish.diet === undefined) choices.push("diet-vegetarian");
  for (const allergen of dish.allergens) choices.push(`without-${allergen.code}`);
  return choices.filter((choice) => offered.has(choice));
}

/**
 * When `dishes` are all hidden: each inner list a condition, "one of these is chosen", all of them
 * at once. Undefined when no choice hides some dish. Conditions another one implies are left out.
 */
export function emptyingConditions(
  dishes: readonly Pick<DishView, "diet" | "allergens">[],
  offered: ReadonlySet<string>,
): string[][] | undefined {
  const all = dishes.map((dish) => hidingChoices(dish, offered)).sort((a, b) => a.length - b.length);
  if (all.length === 0 || all[0].length === 0) return undefined;
  const kept: string[][] = [];
  for (const choices of all) {
    if (!kept.some((smaller) => smaller.every((choice) => choices.includes(choice)))) kept.push(choices);
  }
  return kept;
}

/** The ids of the controls the filter offers for `menu`. */
export const offeredChoices = (menu: Pick<MenuView, "diets" | "allergens">): Set<string> =>
  new Set([
    ...menu.diets.map((diet) => `diet-${diet}`),
    ...menu.allergens.map((allergen) => `without-${allergen.code}`),
  ]);

/**
 * The selector of the menu when `conditions` all hold; past `mostConditions`, of the choices that
 * alone would do (those in every condition), or undefined when there are none.
 */
function whenChosen(conditions: string[][]): string | undefined {
  let kept = conditions;
  if (kept.length > mostConditions) {
    const alone = kept[0].filter((choice) => kept.every((condition) => condition.includes(choice)));
    if (alone.length === 0) return undefined;
    kept = [alone];
  }
  const chosen = (choice: string) => `:has(#${choice}:checked)`;
  return `.main--menu${kept
    .map((condition) => (condition.length === 1 ? chosen(condition[0]) : `:is(${condition.map(chosen).join(",")})`))
    .join("")}`;
}

/** The stylesheet's rules for `menu`'s sections and its note that nothing is left; empty when the filter offers nothing. */
export function menuFilterStyles(menu: MenuView): string {
  if (!menu.filterable) return "";
  const offered = offeredChoices(menu);
  const rules: string[] = [];
  for (const section of menu.sections) {
    const conditions = emptyingConditions(section.dishes, offered);
    const when = conditions && whenChosen(conditions);
    // The ids are the menu's own ("menu-section-2"), never the owner's words.
    if (when) rules.push(`${when} :is(#${section.id},.menu-bar li:has(>a[href="#${section.id}"])){display:none}`);
  }
  const everything = emptyingConditions(
    menu.sections.flatMap((section) => section.dishes),
    offered,
  );
  const none = everything && whenChosen(everything);
  if (none) rules.push(`${none} .menu__none{display:block}`);
  return rules.join("");
}
