import type { Page } from "../../cli/content/registry.js";
import type { PagePhotos } from "../../cli/restaurant/page-model.js";
import { useContent, useText } from "../locale.js";
import { Offer } from "../Offer.js";
import { RequestBox } from "../RequestBox.js";

/** What the kitchen brings, for how many and how far ahead (the page's text), then how to ask. */
export function CateringPage({ text, photos }: { text: Page; photos: PagePhotos }) {
  const { cateringRequest } = useContent("contact");
  const t = useText();
  const request = (
    <RequestBox
      id="catering-request"
      title={t("cateringRequest")}
      text={t("cateringByEmail")}
      mailto={cateringRequest}
    />
  );
  return <Offer text={text} photos={photos} request={request} />;
}
