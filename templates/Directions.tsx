import { PostalAddress } from "./Contact.js";
import { ExternalLink } from "./ExternalLink.js";
import { useContent, useText } from "./locale.js";

/** The address with its place on OpenStreetMap (a link: nothing is loaded from there), and the way here. */
export function Directions() {
  const { map, directions } = useContent("contact");
  const t = useText();
  return (
    <section className="contact-card contact-card--wide" id="anfahrt" aria-labelledby="directions-title">
      <h2 id="directions-title">{t("directions")}</h2>
      <div className="directions">
        <div>
          <PostalAddress />
          <p>
            <ExternalLink href={map} className="button button--secondary">
              {t("showOnMap")}
            </ExternalLink>
          </p>
        </div>
        <dl>
          <dt>{t("transit")}</dt>
          <dd>{directions.transit}</dd>
          <dt>{t("parking")}</dt>
          <dd>{directions.parking}</dd>
          <dt>{t("stepFree")}</dt>
          <dd>{directions.access}</dd>
        </dl>
      </div>
    </section>
  );
}
