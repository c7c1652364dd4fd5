import { describe, expect, it } from "vitest";
import { type Allergen, allergenCodes, type Diet } from "../../cli/content/menu/codes.js";
import type { DishView, MenuView } from "../../cli/content/menu/view.js";
import {
  emptyingConditions,
  menuFilterStyles,
  mostConditions,
  offeredChoices,
} from "../../templates/menu-filter-rules.js";

type Dish = Pick<DishView, "diet" | "allergens">;

const dish = (diet: Diet | undefined, ...codes: Allergen[]): Dish => ({
  diet,
  allergens: codes.map((code) => ({ code, label: code })),
});

/** A menu of `sections`, offering what its dishes have, as the menu's view does. */
function menuOf(...sections: Dish[][]): MenuView {
  const dishes = sections.flat();
  const used = new Set(dishes.flatMap((one) => one.allergens.map((allergen) => allergen.code)));
  const diets = (["vegetarian", "vegan"] as const).filter((diet) =>
    dishes.some((one) => one.diet === diet || (diet === "vegetarian" && one.diet === "vegan")),
  );
  return {
    sections: sections.map((list, s) => ({ id: `menu-section-${s + 1}`, name: `S${s + 1}`, dishes: list })),
    dishCount: dishes.length,
    allergens: allergenCodes.filter((code) => used.has(code)).map((code) => ({ code, label: code })),
    diets,
    filterable: used.size > 0 || diets.length > 0,
  } as unknown as MenuView;
}

/** Whether the stylesheet's fixed rules (templates/styles/menu.css) hide `one` when `chosen` are checked. */
function hidden(one: Dish, chosen: ReadonlySet<string>): boolean {
  if (chosen.has("diet-vegan") && one.diet !== "vegan") return true;
  if (chosen.has("diet-vegetarian") && one.diet === undefined) return true;
  return one.allergens.some((allergen) => chosen.has(`without-${allergen.code}`));
}

/** A small generator of the same numbers every run. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

describe("the menu filter's rules for a menu", () => {
  it("empty a section exactly when every choice made together hides all its dishes", () => {
    const next = numbers(7);
    const codes = allergenCodes.slice(0, 6);
    const diets = [undefined, "vegetarian", "vegan"] as const;
    for (let trial = 0; trial < 200; trial++) {
      const dishes = Array.from({ length: 1 + next(6) }, () =>
        dish(diets[next(3)], ...codes.filter(() => next(3) === 0)),
      );
      const offered = offeredChoices(menuOf(dishes));
      const allergens = [...offered].filter((choice) => choice.startsWith("without-"));
      const conditions = emptyingConditions(dishes, offered);
      for (const diet of ["", "diet-vegan", "diet-vegetarian"].filter((id) => id === "" || offered.has(id))) {
        for (let mask = 0; mask < 2 ** allergens.length; mask++) {
          const chosen = new Set([diet, ...allergens.filter((_choice, bit) => mask & (2 ** bit))].filter(Boolean));
          const empty = dishes.every((one) => hidden(one, chosen));
          const ruled = conditions?.every((any) => any.some((choice) => chosen.has(choice))) ?? false;
          expect(ruled, JSON.stringify({ dishes, chosen: [...chosen] })).toBe(empty);
        }
      }
    }
  });

  it("leave out a condition another one implies", () => {
    const dishes = [dish(undefined, "gluten"), dish(undefined, "gluten", "milk"), dish("vegan", "gluten")];
    expect(emptyingConditions(dishes, offeredChoices(menuOf(dishes)))).toEqual([["without-gluten"]]);
  });

  it("write no rule for a section with a dish no choice hides, and none when the filter offers nothing", () => {
    const styles = menuFilterStyles(menuOf([dish("vegan"), dish(undefined, "fish")], [dish("vegetarian", "eggs")]));
    expect(styles).not.toContain("#menu-section-1");
    expect(styles).toContain(
      '.main--menu:is(:has(#diet-vegan:checked),:has(#without-eggs:checked)) :is(#menu-section-2,.menu-bar li:has(>a[href="#menu-section-2"])){display:none}',
    );
    // Not every dish can go: the note that nothing is left never shows.
    expect(styles).not.toContain(".menu__none");
    expect(menuFilterStyles(menuOf([dish(undefined)]))).toBe("");
  });

  it("show the note that nothing is left when the choices hide every dish", () => {
    const styles = menuFilterStyles(menuOf([dish("vegan", "gluten")], [dish("vegetarian", "milk")]));
    expect(styles).toContain(
      ".main--menu:has(#without-gluten:checked):is(:has(#diet-vegan:checked),:has(#without-milk:checked)) .menu__none{display:block}",
    );
  });

  it(`keep to the single choices past ${mostConditions} conditions`, () => {
    const others = allergenCodes.filter((code) => code !== "gluten").slice(0, mostConditions + 1);
    const many = others.map((code) => dish("vegan", "gluten", code));
    expect(emptyingConditions(many, offeredChoices(menuOf(many)))).toHaveLength(mostConditions + 1);
    const styles = menuFilterStyles(menuOf(many));
    expect(styles).toContain(".main--menu:has(#without-gluten:checked) :is(#menu-section-1,");
    expect(styles).not.toContain("without-celery");
    // Without a choice common to all of them, no rule.
    const apart = others.map((code) => dish("vegan", code));
    expect(menuFilterStyles(menuOf([...apart, dish("vegan", "gluten")]))).toBe("");
  });
});
