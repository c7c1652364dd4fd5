import type { DishView, SectionView } from "../cli/content/menu/view.js";
import { Photo } from "./Photo.js";

/** One chilli per heat level, drawn by the stylesheet; the level's name is the text. */
function Chillies({ level }: { level: number }) {
  return <span className="dish__chillies" data-level={level} aria-hidden="true" />;
}

/**
 * One dish. Its diet and allergens are data attributes: the filter's CSS
 * (templates/styles/menu.css) hides dishes by them, with or without JavaScript.
 * Its allergens and additives are words in the page's language, the same for
 * every guest, seeing or listening.
 */
function Dish({ dish }: { dish: DishView }) {
  const diets = dish.diet === "vegan" ? "vegan vegetarian" : dish.diet;
  return (
    <li
      className={dish.photo ? "dish dish--photo" : "dish"}
      data-diet={diets}
      data-allergens={dish.allergens.map((a) => a.code).join(" ")}
    >
      {/* A thumbnail without the blurred preview: inlined in the page, seventeen of them would outweigh the dishes. */}
      {dish.photo && <Photo photo={dish.photo} className="photo--dish" preview={false} />}
      <div className="dish__head">
        <h3 className="dish__name">{dish.name}</h3>
        {dish.prices.length === 1 && !dish.prices[0].label ? (
          <p className="dish__price">{dish.prices[0].text}</p>
        ) : (
          <ul className="dish__prices">
            {dish.prices.map((price) => (
              <li key={price.label}>
                <span className="dish__variant">{price.label}</span> <span className="dish__price">{price.text}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="dish__description">{dish.description}</p>
      {(dish.dietLabel || dish.spicyLabel || dish.servingNote) && (
        <p className="dish__facts">
          {dish.dietLabel && <span className={`dish__tag dish__tag--${dish.diet}`}>{dish.dietLabel}</span>}
          {dish.spicyLabel && (
            <span className="dish__tag dish__tag--spicy">
              <Chillies level={dish.spicy} />
              {dish.spicyLabel}
            </span>
          )}
          {dish.servingNote && <span className="dish__tag">{dish.servingNote}</span>}
        </p>
      )}
      {dish.declaration.length > 0 && (
        <p className="dish__declaration">
          {dish.declaration.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      )}
    </li>
  );
}

/** A section of the menu; its id is what the jump bar (templates/MenuBar.tsx) links to. */
export function MenuSection({ section }: { section: SectionView }) {
  return (
    <section id={section.id} className="menu-section">
      <h2 className="menu-section__title">{section.name}</h2>
      <ul className="dishes">
        {section.dishes.map((dish) => (
          <Dish key={dish.id} dish={dish} />
        ))}
      </ul>
    </section>
  );
}
