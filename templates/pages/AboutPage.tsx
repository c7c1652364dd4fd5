import type { Page } from "../../cli/content/registry.js";
import type { PagePhotos } from "../../cli/restaurant/page-model.js";
import { ChefCard } from "../ChefCard.js";
import { PageHeading } from "../PageHeading.js";
import { Gallery, PageHero } from "../Photo.js";
import { Prose } from "../Prose.js";
import { Values } from "../Values.js";

/** The story, the chef, the values, then the gallery: the most photos last, fetched when scrolled near. */
export function AboutPage({ text, photos }: { text: Page; photos: PagePhotos }) {
  return (
    <>
      <PageHeading title={text.heading} />
      <PageHero photo={photos.hero} />
      <Prose html={text.html} />
      <ChefCard />
      <Values />
      <Gallery photos={photos.gallery} />
    </>
  );
}
