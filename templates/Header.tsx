import { ExternalLink } from "./ExternalLink.js";
import { LogoMark } from "./Logo.js";
import { useLocale, useText } from "./locale.js";
import { NavLinks } from "./NavLinks.js";

/**
 * Logo, the five nav links and "Order now". On phones the links move into the
 * drawer; without JavaScript the menu button is a link to the footer navigation.
 */
export function Header({ currentPath }: { currentPath: string }) {
  const { site, paths } = useLocale();
  const t = useText();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="logo" href={paths.home}>
          <LogoMark className="logo__mark" />
          <span className="logo__name">{site.name}</span>
        </a>
        <nav className="site-nav" aria-label={t("mainNavigation")}>
          <NavLinks currentPath={currentPath} />
        </nav>
        <ExternalLink href={site.orderUrl} className="button button--primary site-header__order">
          {t("orderNow")}
        </ExternalLink>
        <a className="menu-button" href="#footer-nav" data-drawer-open="drawer">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{t("menuButton")}</span>
        </a>
      </div>
    </header>
  );
}
