import { PostalAddress } from "./Contact.js";
import { ExternalLink } from "./ExternalLink.js";
import { useContent, useText } from "./locale.js";

/**
 * The address, the route planner to it, the phone's maps app (geo:) and the place on OpenStreetMap
 * (links: nothing is loaded from there), and the way here.
 */
export function Directions() {
  const { map, route, geo, directions } = useContent("contact");
  const t = useText();
  return (
    <section className="contact-card contact-card--wide" id="anfahrt" aria-labelledby="directions-title">
      <h2 id="directions-title">{t("directions")}</h2>
      <div className="directions">
        <div>
          <PostalAddress />
          <p className="directions__links">
            <ExternalLink href={route} className="button button--primary">
              {t("route")}
            </ExternalLink>
            {/* The phone's own maps app, where there is one to hand the place to. */}
            <a href={geo} className="button button--secondary directions__app">
              {t("openInMapsApp")}
            </a>
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
