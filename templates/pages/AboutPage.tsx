import type { Page } from "../../cli/content/load.js";
import { ChefCard } from "../ChefCard.js";
import { PageHeading } from "../PageHeading.js";
import { Prose } from "../Prose.js";
import { Values } from "../Values.js";

export function AboutPage({ text }: { text: Page }) {
  return (
    <>
      <PageHeading title={text.title} />
      <Prose html={text.html} />
      <ChefCard />
      <Values />
    </>
  );
}
