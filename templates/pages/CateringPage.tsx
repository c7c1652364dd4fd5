import type { Page } from "../../cli/content/load.js";
import { ComingSoon } from "../ComingSoon.js";
import { useLocale, useText } from "../locale.js";
import { PageHeading } from "../PageHeading.js";
import { Prose } from "../Prose.js";

export function CateringPage({ text }: { text: Page }) {
  const { site, cateringMailto } = useLocale();
  const t = useText();
  return (
    <>
      <PageHeading title={text.title} />
      <Prose html={text.html} />
      <section className="callout" aria-labelledby="catering-request">
        <h2 id="catering-request">{t("cateringRequest")}</h2>
        <p>{t("cateringByEmail")}</p>
        <p>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <a href={cateringMailto} className="button button--primary">
          {t("cateringRequest")}
        </a>
      </section>
      <ComingSoon />
    </>
  );
}
