import type { Page } from "../../cli/content/load.js";
import type { PagePhotos } from "../../cli/model.js";
import { ComingSoon } from "../ComingSoon.js";
import { PageHeading } from "../PageHeading.js";
import { Gallery, PageHero } from "../Photo.js";
import { Prose } from "../Prose.js";

export function EventsPage({ text, photos }: { text: Page; photos: PagePhotos }) {
  return (
    <>
      <PageHeading title={text.heading} />
      <PageHero photo={photos.hero} />
      <ComingSoon />
      <Prose html={text.html} />
      <Gallery photos={photos.gallery} />
    </>
  );
}
