import type { Alternate } from "../cli/restaurant/page-model.js";
import { ReserveLink } from "./ActionBar.js";
import { PhoneNumber } from "./Contact.js";
import { LanguageLinks } from "./LanguageSwitcher.js";
import { useContent, useText } from "./locale.js";
import { NavLinks } from "./NavLinks.js";

/**
 * The bottom drawer on phones: the nav links, calling and reserving, and the other languages;
 * hidden until client/drawer.ts opens it.
 */
export function Drawer({ currentPath, alternates }: { currentPath: string; alternates: Alternate[] | undefined }) {
  const { phone } = useContent("contact");
  const t = useText();
  return (
    <div
      id="drawer"
      className="drawer"
      role="dialog"
      aria-modal="true"
      aria-labelledby="drawer-title"
      data-state="closed"
      hidden
    >
      <div className="drawer__backdrop" data-drawer-close />
      <div className="drawer__panel">
        <div className="drawer__handle" aria-hidden="true" />
        <h2 id="drawer-title" className="visually-hidden">
          {t("menuButton")}
        </h2>
        <nav aria-labelledby="drawer-title">
          <NavLinks currentPath={currentPath} withContact />
        </nav>
        <p className="drawer__actions">
          <a href={phone.href} className="button button--primary">
            <span>
              {phone.before}
              {phone.number && <PhoneNumber number={phone.number} />}
              {phone.after}
            </span>
          </a>
          <ReserveLink className="button button--secondary">{t("reserve")}</ReserveLink>
        </p>
        {/* Not a landmark: the language switcher's is the page's one by that name. */}
        {alternates && (
          <div className="drawer__languages">
            <LanguageLinks alternates={alternates} />
          </div>
        )}
        <button type="button" className="drawer__close" data-drawer-close>
          {t("close")}
        </button>
      </div>
    </div>
  );
}
