import type { Page } from "../../cli/content/registry.js";
import type { PagePhotos } from "../../cli/restaurant/page-model.js";
import { EmailAddress } from "../Contact.js";
import { useLocale, useText } from "../locale.js";
import { PageHeading } from "../PageHeading.js";
import { Gallery, PageHero } from "../Photo.js";
import { Prose } from "../Prose.js";

export function ShopPage({ text, photos }: { text: Page; photos: PagePhotos }) {
  const { site } = useLocale();
  const t = useText();
  return (
    <>
      <PageHeading title={text.heading} />
      <PageHero photo={photos.hero} />
      <Prose html={text.html} />
      <Gallery photos={photos.gallery} />
      <section className="callout" aria-labelledby="shop-order">
        <h2 id="shop-order">{t("shopOrderTitle")}</h2>
        <p>{t("shopByEmail")}</p>
        <a href={`mailto:${site.email}`} className="button button--primary">
          {/* One line of text for the button's flex box, which would space its parts apart. */}
          <span>
            <EmailAddress address={site.email} />
          </span>
        </a>
      </section>
    </>
  );
}
