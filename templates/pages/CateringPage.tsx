import type { Page } from "../../cli/content/registry.js";
import type { PagePhotos } from "../../cli/restaurant/page-model.js";
import { useContent, useText } from "../locale.js";
import { PageHeading } from "../PageHeading.js";
import { Gallery, PageHero } from "../Photo.js";
import { Prose } from "../Prose.js";
import { RequestBox } from "../RequestBox.js";

/** What the kitchen brings, for how many and how far ahead (the page's text), then how to ask. */
export function CateringPage({ text, photos }: { text: Page; photos: PagePhotos }) {
  const { cateringRequest } = useContent("contact");
  const t = useText();
  return (
    <>
      <PageHeading title={text.heading} />
      <PageHero photo={photos.hero} />
      <div className="offer">
        <Prose html={text.html} />
        <RequestBox
          id="catering-request"
          title={t("cateringRequest")}
          text={t("cateringByEmail")}
          mailto={cateringRequest}
        />
      </div>
      <Gallery photos={photos.gallery} />
    </>
  );
}
