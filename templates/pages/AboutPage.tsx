import type { Page } from "../../cli/content/load.js";
import type { PagePhotos } from "../../cli/model.js";
import { ChefCard } from "../ChefCard.js";
import { PageHeading } from "../PageHeading.js";
import { Gallery, PageHero } from "../Photo.js";
import { Prose } from "../Prose.js";
import { Values } from "../Values.js";

export function AboutPage({ text, photos }: { text: Page; photos: PagePhotos }) {
  return (
    <>
      <PageHeading title={text.title} />
      <PageHero photo={photos.hero} />
      <Prose html={text.html} />
      <Gallery photos={photos.gallery} />
      <ChefCard />
      <Values />
    </>
  );
}
