import type { Alternate } from "../cli/restaurant/page-model.js";
import { ContactLinks, PostalAddress } from "./Contact.js";
import { LanguageLinks } from "./LanguageSwitcher.js";
import { useContent, useLocale, useText } from "./locale.js";
import { OpeningHours } from "./OpeningHours.js";

/** Address, contact, hours, every page, and the same page in the other languages (none on the 404 page). */
export function Footer({ alternates }: { alternates: Alternate[] | undefined }) {
  const { paths, nav, extraLinks, dict } = useLocale();
  const hours = useContent("hours");
  const t = useText();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__column" aria-labelledby="footer-address">
          <h2 id="footer-address">{t("footerAddress")}</h2>
          <PostalAddress />
        </section>
        <section className="site-footer__column" id="contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("footerContact")}</h2>
          <ContactLinks />
        </section>
        {/* The schedule for the browser's "open now" line (cli/shared/opening-hours.ts). */}
        <section
          className="site-footer__column"
          aria-labelledby="footer-hours"
          data-opening={JSON.stringify(hours.data)}
        >
          <OpeningHours headingId="footer-hours" />
        </section>
        <nav className="site-footer__column" id="footer-nav" aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t("footerLegal")}</h2>
          <ul>
            {[
              ...nav,
              { href: paths.contact, label: dict.contactAndReservation },
              { href: paths.shop, label: dict.shop },
              ...extraLinks,
            ].map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              <a href={paths.impressum}>{t("imprint")}</a>
            </li>
            <li>
              <a href={paths.datenschutz}>{t("privacy")}</a>
            </li>
          </ul>
          {alternates && <LanguageLinks alternates={alternates} />}
        </nav>
      </div>
    </footer>
  );
}
