import type { ReactNode } from "react";
import type { Page } from "../cli/content/registry.js";
import type { PagePhotos } from "../cli/restaurant/page-model.js";
import { PageHeading } from "./PageHeading.js";
import { Gallery, PageHero } from "./Photo.js";
import { Prose } from "./Prose.js";

/**
 * A page that offers something to ask for (catering, the event location): its text with the
 * request beside it (styles/offer.css), its photos around them.
 */
export function Offer({ text, photos, request }: { text: Page; photos: PagePhotos; request: ReactNode }) {
  return (
    <>
      <PageHeading title={text.heading} />
      <PageHero photo={photos.hero} />
      <div className="offer">
        <Prose html={text.html} />
        {request}
      </div>
      <Gallery photos={photos.gallery} />
    </>
  );
}
