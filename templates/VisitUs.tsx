import { useLocale, useText } from "./locale.js";
import { OpeningHours } from "./OpeningHours.js";

/** Where the restaurant is and when it is open: the question a visitor on a phone most often has. */
export function VisitUs() {
  const { site } = useLocale();
  const t = useText();
  const { street, postcode, city } = site.address;
  return (
    <section className="visit" aria-labelledby="visit-title">
      <div>
        <h2 id="visit-title">{t("visitUs")}</h2>
        <address>
          {site.name}
          <br />
          {street}
          <br />
          {postcode} {city}
        </address>
        <p>
          {t("phone")}: <a href={`tel:${site.phone.replace(/ /g, "")}`}>{site.phone.replace(/ /g, "\u00a0")}</a>
          <br />
          {t("email")}: <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
      </div>
      <div className="visit__card">
        <OpeningHours headingId="visit-hours" level={3} />
      </div>
    </section>
  );
}
