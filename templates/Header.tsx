import { ReserveLink } from "./ActionBar.js";
import { keepTogether, PhoneNumber } from "./Contact.js";
import { EndMark } from "./EndMark.js";
import { ExternalLink } from "./ExternalLink.js";
import { Icon } from "./Icon.js";
import { LogoMark } from "./Logo.js";
import { useContent, useLabel, useLocale, useText } from "./locale.js";
import { NavLinks } from "./NavLinks.js";

/**
 * The way here, the phone number and reserving, on wider screens a line above the header's row:
 * on phones the action bar at the bottom of the screen offers them (templates/ActionBar.tsx).
 */
function ContactStrip() {
  const { phone, route } = useContent("contact");
  const { street, postcode, city } = useLocale().site.address;
  const t = useText();
  const label = useLabel();
  return (
    <div className="contact-strip">
      <p className="contact-strip__inner">
        <ExternalLink href={route} className="contact-strip__route">
          <Icon name="route" />
          <span className="visually-hidden">{label("route")}</span>
          {keepTogether(`${street}, ${postcode} ${city}`)}
        </ExternalLink>
        <a href={phone.href} className="contact-strip__phone">
          <span className="visually-hidden">{phone.before}</span>
          <PhoneNumber number={phone.number} />
        </a>
        <ReserveLink className="contact-strip__reserve">{t("reserve")}</ReserveLink>
      </p>
    </div>
  );
}

/**
 * Logo, the five nav links and "Order now". On phones the links move into the
 * drawer; without JavaScript the menu button is a link to the footer navigation.
 * Its buttons keep their words on one line: a phone too narrow for "Jetzt bestellen"
 * shows the short word ("Bestellen"), in whichever font is showing.
 */
export function Header({ currentPath }: { currentPath: string }) {
  const { site, paths } = useLocale();
  const t = useText();
  return (
    <header className="site-header">
      <ContactStrip />
      <div className="site-header__inner">
        <a className="logo" href={paths.home}>
          <LogoMark className="logo__mark" />
          <span className="logo__name">{site.name}</span>
        </a>
        <nav className="site-nav" aria-label={t("mainNavigation")}>
          <NavLinks currentPath={currentPath} />
        </nav>
        <ExternalLink href={site.orderUrl} className="button button--primary site-header__order">
          <span className="site-header__order-long">{t("orderNow")}</span>
          <span className="site-header__order-short">{t("orderShort")}</span>
        </ExternalLink>
        <a className="menu-button" href="#footer-nav" data-drawer-open="drawer">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{t("menuButton")}</span>
        </a>
      </div>
      <EndMark />
    </header>
  );
}
