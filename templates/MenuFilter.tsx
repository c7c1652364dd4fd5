import type { MenuView } from "../cli/content/menu/view.js";
import { useLocale, useText } from "./locale.js";

/**
 * An allergen's name as a control's label, with a capital like "Vegan" beside it: the dictionary
 * writes it as it reads within a sentence ("Contains: gluten, eggs").
 */
const asLabel = (name: string, lang: string) => name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);

/** The id the filter button of the jump bar (templates/MenuBar.tsx) opens. */
export const menuFilterId = "menu-filter";

/**
 * Narrows the menu to a diet, or to dishes without some allergens. A popover
 * the jump bar's button opens, with no JavaScript: plain form controls, and the
 * stylesheet hides dishes by their state with :has() (templates/styles/menu.css),
 * and sections left empty by the menu's own rules (templates/menu-filter-rules.ts);
 * the reset button clears it natively. The script (client/menu-filter.ts) says
 * how many dishes are left and makes the submit button close the panel onto
 * the dishes. The form's method is "dialog":
 * outside a dialog, submitting it does nothing, so without the script it never
 * reloads the page and loses the guest's choice.
 */
export function MenuFilter({ menu }: { menu: MenuView }) {
  const t = useText();
  const { lang } = useLocale();
  const diets = { vegan: t("dietVegan"), vegetarian: t("dietVegetarian") };
  return (
    <form
      id={menuFilterId}
      className="menu-filter"
      method="dialog"
      popover="auto"
      aria-labelledby="menu-filter-title"
      data-menu-filter
    >
      <div className="menu-filter__head">
        <h2 id="menu-filter-title" className="menu-filter__title">
          {t("menuFilterTitle")}
        </h2>
        <button
          type="button"
          className="menu-filter__close"
          popoverTarget={menuFilterId}
          popoverTargetAction="hide"
          aria-label={t("close")}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
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
        <fieldset className="menu-filter__group">
          <legend>{t("menuFilterWithout")}</legend>
          {menu.allergens.map((allergen) => (
            <label key={allergen.code} className="chip">
              <input type="checkbox" name={`without-${allergen.code}`} id={`without-${allergen.code}`} />
              {asLabel(allergen.label, lang)}
            </label>
          ))}
        </fieldset>
      )}
      {/* The count and the buttons stay in sight at the sheet's foot while the choices scroll (a small phone's sheet holds not all). */}
      <div className="menu-filter__end">
        <p
          className="menu-filter__status"
          role="status"
          data-menu-filter-status
          data-template={t("menuFilterCount", { total: String(menu.dishCount) })}
        />
        <div className="menu-filter__footer">
          <button type="reset" className="menu-filter__reset">
            {t("menuFilterReset")}
          </button>
          <button type="submit" className="button button--primary menu-filter__show">
            {t("menuFilterShow")}
          </button>
        </div>
      </div>
    </form>
  );
}
