import type { Page } from "../../cli/content/load.js";
import type { PagePhotos } from "../../cli/model.js";
import { ComingSoon } from "../ComingSoon.js";
import { useLocale, useText } from "../locale.js";
import { PageHeading } from "../PageHeading.js";
import { Gallery, PageHero } from "../Photo.js";
import { Prose } from "../Prose.js";

export function CateringPage({ text, photos }: { text: Page; photos: PagePhotos }) {
  const { site, cateringMailto } = useLocale();
  const t = useText();
  return (
    <>
      <PageHeading title={text.heading} />
      <PageHero photo={photos.hero} />
      <Prose html={text.html} />
      <Gallery photos={photos.gallery} />
      <section className="callout" aria-labelledby="catering-request">
        <h2 id="catering-request">{t("cateringRequest")}</h2>
        <p>{t("cateringByEmail")}</p>
        <p>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <a href={cateringMailto} className="button button--primary">
          {t("cateringRequest")}
        </a>
      </section>
      <ComingSoon />
    </>
  );
}
