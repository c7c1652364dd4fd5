import type { Page } from "../../cli/content/load.js";
import { BuffetPromo } from "../BuffetPromo.js";
import { ExternalLink } from "../ExternalLink.js";
import { useLocale, useText } from "../locale.js";
import { Medallion } from "../Medallion.js";
import { Prose } from "../Prose.js";
import { VisitUs } from "../VisitUs.js";

export function HomePage({ text }: { text: Page }) {
  const { site, cateringMailto } = useLocale();
  const t = useText();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <h1 id="hero-title">{t("heroTitle")}</h1>
          <p className="hero__subtitle">{t("heroSubtitle")}</p>
          <Prose html={text.html} className="prose hero__text" />
          <div className="actions">
            <ExternalLink href={site.orderUrl} className="button button--primary">
              {t("orderFood")}
            </ExternalLink>
            <a href={cateringMailto} className="button button--secondary">
              {t("cateringRequest")}
            </a>
          </div>
          <div className="hero__media" aria-hidden="true">
            <Medallion />
          </div>
        </div>
      </section>
      <BuffetPromo />
      <VisitUs />
    </>
  );
}
