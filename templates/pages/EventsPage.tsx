import type { Page } from "../../cli/content/load.js";
import { ComingSoon } from "../ComingSoon.js";
import { PageHeading } from "../PageHeading.js";
import { Prose } from "../Prose.js";

export function EventsPage({ text }: { text: Page }) {
  return (
    <>
      <PageHeading title={text.title} />
      <ComingSoon />
      <Prose html={text.html} />
    </>
  );
}
