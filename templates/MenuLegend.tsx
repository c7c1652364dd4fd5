import type { Mark, MenuView } from "../cli/menu.js";
import { useText } from "./locale.js";

function Marks({ marks }: { marks: Mark<unknown>[] }) {
  return (
    <dl className="menu-legend__marks">
      {marks.map((mark) => (
        <div key={mark.mark}>
          <dt>{mark.mark}</dt>
          <dd>{mark.label}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the letters and numbers next to the dishes mean: exactly the marks the menu uses. */
export function MenuLegend({ menu }: { menu: MenuView }) {
  const t = useText();
  if (menu.allergens.length === 0 && menu.additives.length === 0) return null;
  return (
    <section className="menu-legend" aria-labelledby="menu-legend-title">
      <h2 id="menu-legend-title">{t("menuLegendTitle")}</h2>
      {menu.allergens.length > 0 && (
        <>
          <h3>{t("menuAllergens")}</h3>
          <Marks marks={menu.allergens} />
        </>
      )}
      {menu.additives.length > 0 && (
        <>
          <h3>{t("menuAdditives")}</h3>
          <Marks marks={menu.additives} />
        </>
      )}
    </section>
  );
}
