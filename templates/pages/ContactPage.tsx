import type { Page } from "../../cli/content/registry.js";
import type { PagePhotos } from "../../cli/restaurant/page-model.js";
import { Directions } from "../Directions.js";
import { useLocale, useText } from "../locale.js";
import { OpeningHours } from "../OpeningHours.js";
import { PageHeading } from "../PageHeading.js";
import { Gallery, PageHero } from "../Photo.js";
import { Prose } from "../Prose.js";
import { ReservationRequest } from "../ReservationRequest.js";

/** Contact and reservation: a table, the hours, the way here, then the rest of what the restaurant offers. */
export function ContactPage({ text, photos }: { text: Page; photos: PagePhotos }) {
  const { site, paths } = useLocale();
  const t = useText();
  return (
    <>
      <PageHeading title={text.title} />
      <PageHero photo={photos.hero} />
      <Prose html={text.html} />
      <div className="contact">
        <ReservationRequest />
        {/* Not a landmark of its own: the footer's hours already are one, by the same name. */}
        <div className="contact-card">
          <OpeningHours headingId="contact-hours" />
        </div>
        <Directions />
      </div>
      <Gallery photos={photos.gallery} />
      <section className="more-links" aria-labelledby="contact-more">
        <h2 id="contact-more">{t("menuMore")}</h2>
        <ul>
          <li>
            <a href={paths.events}>{t("eventLocation")}</a>
          </li>
          <li>
            <a href={paths.catering}>{t("cateringServices")}</a>
          </li>
          <li>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </li>
        </ul>
      </section>
    </>
  );
}
