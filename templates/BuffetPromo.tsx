import { BuffetEvents } from "./BuffetEvents.js";
import { useContent, useText } from "./locale.js";

/**
 * The buffet block on the home page: the next buffet still to come. The
 * others wait hidden; client/events.ts shows the next one once a buffet is
 * over, and hides the block when none is left.
 */
export function BuffetPromo() {
  const buffet = useContent("buffet");
  const t = useText();
  if (buffet.length === 0) return null;
  return (
    <section className="buffet-promo" aria-labelledby="buffet-promo-title" data-events>
      <p className="eyebrow">{t("buffetWeAreBack")}</p>
      <h2 id="buffet-promo-title">{t("buffetTitle")}</h2>
      <p>{t("buffetMore")}</p>
      <BuffetEvents events={buffet} noteClass="buffet-promo__note" actions="links" />
    </section>
  );
}
