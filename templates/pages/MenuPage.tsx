import type { Page } from "../../cli/content/load.js";
import { ComingSoon } from "../ComingSoon.js";
import { ExternalLink } from "../ExternalLink.js";
import { useLocale, useText } from "../locale.js";
import { PageHeading } from "../PageHeading.js";
import { Prose } from "../Prose.js";

export function MenuPage({ text }: { text: Page }) {
  const { site, paths } = useLocale();
  const t = useText();
  return (
    <>
      <PageHeading title={text.title} />
      <ComingSoon />
      <Prose html={text.html} />
      <div className="actions">
        <ExternalLink href={site.orderUrl} className="button button--primary">
          {t("orderDirect")}
        </ExternalLink>
        {site.deliveryPlatforms.map((platform) => (
          <ExternalLink key={platform.url} href={platform.url} className="button button--secondary">
            {t("orderVia", { platform: platform.name })}
          </ExternalLink>
        ))}
        <a href={paths.catering} className="button button--secondary">
          {t("catering")}
        </a>
      </div>
      <section className="more-links" aria-labelledby="menu-more">
        <h2 id="menu-more">{t("menuMore")}</h2>
        <ul>
          <li>
            <a href={paths.catering}>{t("cateringServices")}</a>
          </li>
          <li>
            <a href={paths.events}>{t("eventLocation")}</a>
          </li>
          <li>
            <a href="#contact">{t("contactAndReservation")}</a>
          </li>
        </ul>
      </section>
    </>
  );
}
