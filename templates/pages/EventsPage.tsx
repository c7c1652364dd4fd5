import type { Page } from "../../cli/content/registry.js";
import type { PagePhotos } from "../../cli/restaurant/page-model.js";
import { useContent, useText } from "../locale.js";
import { PageHeading } from "../PageHeading.js";
import { Gallery, PageHero } from "../Photo.js";
import { Prose } from "../Prose.js";
import { RequestBox } from "../RequestBox.js";

/** The room, the occasions and what it costs (the page's text), then how to ask for a date. */
export function EventsPage({ text, photos }: { text: Page; photos: PagePhotos }) {
  const { eventRequest } = useContent("contact");
  const t = useText();
  return (
    <>
      <PageHeading title={text.heading} />
      <PageHero photo={photos.hero} />
      <div className="offer">
        <Prose html={text.html} />
        <RequestBox id="events-request" title={t("eventsRequest")} text={t("eventsByEmail")} mailto={eventRequest} />
      </div>
      <Gallery photos={photos.gallery} />
    </>
  );
}
