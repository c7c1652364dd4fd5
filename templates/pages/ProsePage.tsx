import type { Page } from "../../cli/content/load.js";
import { PageHeading } from "../PageHeading.js";
import { Prose } from "../Prose.js";

/** An extra page the owner added in site.yaml: its title and its Markdown text. */
export function ProsePage({ text }: { text: Page }) {
  return (
    <>
      <PageHeading title={text.title} />
      <Prose html={text.html} />
    </>
  );
}
