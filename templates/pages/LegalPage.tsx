import type { Legal } from "../../cli/content/registry.js";
import { monthYear } from "../../cli/shared/format.js";
import { useLocale, useText } from "../locale.js";
import { PageHeading } from "../PageHeading.js";
import { Prose } from "../Prose.js";

/** Legal texts exist in German only; other languages get a note in their own words. */
export function LegalPage({ text }: { text: Legal }) {
  const { lang } = useLocale();
  const t = useText();
  const stand = monthYear(text.stand, "de-DE");
  // In German whatever the page's language: marked so, with a note in the visitor's language below the title.
  const german = lang === "de" ? undefined : "de";
  return (
    <>
      <PageHeading title={text.heading} lang={german} />
      {german && <p className="legal-note">{t("legalInGerman")}</p>}
      <div lang={german}>
        <Prose html={text.html} className="prose prose--legal" />
        <p className="legal-stand">Stand: {stand}</p>
      </div>
    </>
  );
}
