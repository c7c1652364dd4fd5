import { BuffetDetails } from "./BuffetDetails.js";
import { useLocale, useText } from "./locale.js";

/** The buffet block on the home page. */
export function BuffetPromo() {
  const { buffet } = useLocale();
  const t = useText();
  if (!buffet) return null;
  return (
    <section className="buffet-promo" aria-labelledby="buffet-promo-title">
      <p className="eyebrow">{t("buffetWeAreBack")}</p>
      <h2 id="buffet-promo-title">{t("buffetTitle")}</h2>
      <p>{t("buffetMore")}</p>
      <BuffetDetails buffet={buffet} />
      {buffet.newLocation && <p className="buffet-promo__note">{t("buffetNewLocation")}</p>}
    </section>
  );
}
