import type { Page } from "../../cli/content/load.js";
import type { MenuView } from "../../cli/menu.js";
import type { PagePhotos } from "../../cli/model.js";
import { ComingSoon } from "../ComingSoon.js";
import { ExternalLink } from "../ExternalLink.js";
import { useLocale, useText } from "../locale.js";
import { MenuFilter } from "../MenuFilter.js";
import { MenuLegend } from "../MenuLegend.js";
import { MenuSection } from "../MenuSection.js";
import { PageHeading } from "../PageHeading.js";
import { Gallery, PageHero } from "../Photo.js";
import { Prose } from "../Prose.js";

/** The menu, or the seed's "coming soon" while menu.yaml has no dish to show. */
export function MenuPage({ text, menu, photos }: { text: Page; menu: MenuView | undefined; photos: PagePhotos }) {
  const { site, paths } = useLocale();
  const t = useText();
  return (
    <>
      <PageHeading title={text.heading} />
      <PageHero photo={photos.hero} />
      {!menu && <ComingSoon />}
      <Prose html={text.html} />
      <Gallery photos={photos.gallery} />
      {menu && (
        <>
          <MenuFilter menu={menu} />
          <div className="menu" id="menu-dishes" data-menu>
            {menu.sections.map((section) => (
              <MenuSection key={section.id} section={section} />
            ))}
            <p className="menu__none" data-menu-none>
              {t("menuFilterNone")}
            </p>
          </div>
          <MenuLegend menu={menu} />
        </>
      )}
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
            <a href={paths.contact}>{t("contactAndReservation")}</a>
          </li>
        </ul>
      </section>
    </>
  );
}
