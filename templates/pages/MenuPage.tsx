import type { Page } from "../../cli/content/registry.js";
import type { PagePhotos } from "../../cli/restaurant/page-model.js";
import { ComingSoon } from "../ComingSoon.js";
import { ExternalLink } from "../ExternalLink.js";
import { useContent, useLocale, useText } from "../locale.js";
import { MenuBar } from "../MenuBar.js";
import { MenuFilter } from "../MenuFilter.js";
import { MenuSection } from "../MenuSection.js";
import { PageHeading } from "../PageHeading.js";
import { Gallery, PageHero } from "../Photo.js";
import { Prose } from "../Prose.js";

/**
 * Ordering, and the seed's link to catering beside it, near the top: a guest
 * who knows what they want should not scroll through the whole menu for it.
 */
function OrderActions() {
  const { site, paths } = useLocale();
  const t = useText();
  return (
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
  );
}

/** Under the menu, and on paper (templates/styles/print.css): the legend once, then who and where the restaurant is. */
function MenuPrintFooter() {
  const { site } = useLocale();
  const t = useText();
  const { street, postcode, city } = site.address;
  return (
    <div className="menu-print">
      <p>{t("menuLegend")}</p>
      <p>
        {[site.name, `${street}, ${postcode} ${city}`, site.phone, site.url.replace(/^https:\/\//, "")].join(" · ")}
      </p>
    </div>
  );
}

/**
 * The menu, or the seed's "coming soon" while menu.yaml has no dish to show.
 * The filter comes before the jump bar because the bar's button counts its
 * checked controls (templates/MenuBar.tsx); on screen the filter is a popover.
 */
export function MenuPage({ text, photos }: { text: Page; photos: PagePhotos }) {
  const { paths } = useLocale();
  const menu = useContent("menu");
  const t = useText();
  return (
    <>
      <PageHeading title={text.heading} />
      <PageHero photo={photos.hero} />
      {!menu && <ComingSoon />}
      <Prose html={text.html} />
      <OrderActions />
      {menu && (
        <div className="menu-wrap">
          {menu.filterable && <MenuFilter menu={menu} />}
          <MenuBar menu={menu} />
          <div className="menu" data-menu>
            {menu.sections.map((section) => (
              <MenuSection key={section.id} section={section} />
            ))}
            <p className="menu__none" data-menu-none>
              {t("menuFilterNone")}
            </p>
            <MenuPrintFooter />
          </div>
        </div>
      )}
      <Gallery photos={photos.gallery} />
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
