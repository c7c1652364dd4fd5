import type { MenuView } from "../cli/content/menu/view.js";
import { useText } from "./locale.js";
import { menuFilterId } from "./MenuFilter.js";

/**
 * The bar that stays at the top while the menu scrolls by: the filter's button
 * and a link to every section. The links are plain anchors; where the browser
 * knows `scroll-target-group`, the one of the section in view is marked, with
 * no script. The button opens the filter (a popover, templates/MenuFilter.tsx)
 * and shows how many filters are on: a CSS counter over the checked controls,
 * which the form therefore precedes in the page.
 */
export function MenuBar({ menu }: { menu: MenuView }) {
  const t = useText();
  const [activeBefore, activeAfter = ""] = t("menuFilterActive").split("{{count}}");
  return (
    <nav className="menu-bar" aria-label={t("menuSections")} data-menu-bar>
      {menu.filterable && (
        <button type="button" className="menu-bar__filter" popoverTarget={menuFilterId}>
          {t("menuFilterButton")}
          <span className="menu-bar__count" data-before={activeBefore} data-after={activeAfter} />
        </button>
      )}
      <ul className="menu-bar__sections">
        {menu.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
