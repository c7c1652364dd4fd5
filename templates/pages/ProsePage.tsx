import type { Page } from "../../cli/content/registry.js";
import type { PagePhotos } from "../../cli/restaurant/page-model.js";
import { PageHeading } from "../PageHeading.js";
import { Gallery, PageHero } from "../Photo.js";
import { Prose } from "../Prose.js";

/** An extra page the owner added in site.yaml: its title and its Markdown text. */
export function ProsePage({ text, photos }: { text: Page; photos: PagePhotos }) {
  return (
    <>
      <PageHeading title={text.heading} />
      <PageHero photo={photos.hero} />
      <Prose html={text.html} />
      <Gallery photos={photos.gallery} />
    </>
  );
}
