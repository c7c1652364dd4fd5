import { ReserveLink } from "./ActionBar.js";
import { ContactLinks, PostalAddress } from "./Contact.js";
import { useLocale, useText } from "./locale.js";
import { OpeningHours } from "./OpeningHours.js";

/** Where the restaurant is and when it is open: the question a visitor on a phone most often has. */
export function VisitUs() {
  const { paths } = useLocale();
  const t = useText();
  return (
    <section className="visit" aria-labelledby="visit-title">
      <div>
        <h2 id="visit-title">{t("visitUs")}</h2>
        <PostalAddress />
        <ContactLinks />
        <p className="actions">
          <ReserveLink className="button button--primary">{t("reserve")}</ReserveLink>
          <a href={`${paths.contact}#anfahrt`} className="button button--secondary">
            {t("directions")}
          </a>
        </p>
      </div>
      <div className="visit__card">
        <OpeningHours headingId="visit-hours" level={3} />
      </div>
    </section>
  );
}
