import type { MenuView } from "../cli/menu.js";
import { useText } from "./locale.js";

/**
 * Narrows the menu to a diet, or to dishes without some allergens. Plain form
 * controls: the stylesheet hides dishes by the controls' state with :has()
 * (templates/styles/menu.css), so it works without JavaScript; the reset
 * button clears it natively. The script (client/menu-filter.ts) only counts
 * what is left, says it in the status line and hides sections left empty.
 */
export function MenuFilter({ menu }: { menu: MenuView }) {
  const t = useText();
  const diets = { vegan: t("dietVegan"), vegetarian: t("dietVegetarian") };
  return (
    <form className="menu-filter" aria-labelledby="menu-filter-title" data-menu-filter>
      <h2 id="menu-filter-title" className="menu-filter__title">
        {t("menuFilterTitle")}
      </h2>
      {menu.diets.length > 0 && (
        <fieldset className="menu-filter__group">
          <legend>{t("menuFilterDiet")}</legend>
          <label className="chip">
            <input type="radio" name="diet" value="" id="diet-all" defaultChecked />
            {t("menuFilterAll")}
          </label>
          {menu.diets.map((diet) => (
            <label key={diet} className="chip">
              <input type="radio" name="diet" value={diet} id={`diet-${diet}`} />
              {diets[diet]}
            </label>
          ))}
        </fieldset>
      )}
      {menu.allergens.length > 0 && (
        // Folded on a phone, where fourteen choices would push the dishes a screen down.
        <details className="menu-filter__allergens" data-menu-filter-allergens>
          <summary>{t("menuFilterWithoutAllergens")}</summary>
          <fieldset className="menu-filter__group">
            <legend>{t("menuFilterWithout")}</legend>
            {menu.allergens.map((allergen) => (
              <label key={allergen.code} className="chip">
                <input type="checkbox" name={`without-${allergen.code}`} id={`without-${allergen.code}`} />
                {allergen.label}
              </label>
            ))}
          </fieldset>
        </details>
      )}
      <div className="menu-filter__footer">
        <button type="reset" className="menu-filter__reset">
          {t("menuFilterReset")}
        </button>
        <p
          className="menu-filter__status"
          role="status"
          data-menu-filter-status
          data-template={t("menuFilterCount", { total: String(menu.dishCount) })}
        />
      </div>
    </form>
  );
}
