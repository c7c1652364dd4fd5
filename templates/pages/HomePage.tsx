import type { Page } from "../../cli/content/registry.js";
import type { PagePhotos } from "../../cli/restaurant/page-model.js";
import { ExternalLink } from "../ExternalLink.js";
import { useContent, useLocale, useText } from "../locale.js";
import { Medallion } from "../Medallion.js";
import { Gallery, Photo } from "../Photo.js";
import { Prose } from "../Prose.js";
import { Slot } from "../Slot.js";
import { VisitUs } from "../VisitUs.js";

export function HomePage({ text, photos }: { text: Page; photos: PagePhotos }) {
  const { site } = useLocale();
  const { cateringRequest } = useContent("contact");
  const t = useText();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <h1 id="hero-title">{t("heroTitle")}</h1>
          <p className="hero__subtitle">{t("heroSubtitle")}</p>
          <Prose html={text.html} className="prose hero__text" />
          <div className="actions">
            <ExternalLink href={site.orderUrl} className="button button--primary">
              {t("orderFood")}
            </ExternalLink>
            <a href={cateringRequest} className="button button--secondary">
              {t("cateringRequest")}
            </a>
          </div>
          {photos.hero ? (
            <div className="hero__media hero__media--photo">
              <Photo photo={photos.hero} className="photo--round" />
            </div>
          ) : (
            <div className="hero__media" aria-hidden="true">
              <Medallion />
            </div>
          )}
        </div>
      </section>
      <Slot part="buffetPromo" />
      <Gallery photos={photos.gallery} />
      <VisitUs />
    </>
  );
}
