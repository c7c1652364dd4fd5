import type { Page } from "../../cli/content/registry.js";
import type { PagePhotos } from "../../cli/restaurant/page-model.js";
import { useContent, useText } from "../locale.js";
import { Offer } from "../Offer.js";
import { RequestBox } from "../RequestBox.js";

/** The room, the occasions and what it costs (the page's text), then how to ask for a date. */
export function EventsPage({ text, photos }: { text: Page; photos: PagePhotos }) {
  const { eventRequest } = useContent("contact");
  const t = useText();
  const request = (
    <RequestBox id="events-request" title={t("eventsRequest")} text={t("eventsByEmail")} mailto={eventRequest} />
  );
  return <Offer text={text} photos={photos} request={request} />;
}
