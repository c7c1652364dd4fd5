import type { ReactNode } from "react";
import type { Alternate } from "../cli/restaurant/page-model.js";
import { EndMark } from "./EndMark.js";
import { ExternalLink } from "./ExternalLink.js";
import { Icon } from "./Icon.js";
import { LanguageSwitcher } from "./LanguageSwitcher.js";
import { useContent, useText } from "./locale.js";

/**
 * "Reservieren" in one tap: to the booking service site.yaml names (a new tab), else to the
 * reservation e-mail with its day, time and guests to fill in (cli/content/contact/view.ts).
 */
export function ReserveLink({ className, children }: { className?: string; children: ReactNode }) {
  const { reserve } = useContent("contact");
  return reserve.external ? (
    <ExternalLink href={reserve.href} className={className}>
      {children}
    </ExternalLink>
  ) : (
    <a href={reserve.href} className={className}>
      {children}
    </a>
  );
}

/**
 * On phones, fixed at the bottom of every page: call, reserve, the route planner, and the
 * language switcher at its right, where the seed puts it. The page keeps the bar's height
 * free below its end (templates/styles/layout.css), so its last lines are never behind it.
 * Plain links: it works without JavaScript. On wider screens only the switcher stays, in the
 * page's right margin; the header offers the phone and reserving there (templates/Header.tsx).
 */
export function ActionBar({ alternates }: { alternates: Alternate[] | undefined }) {
  const { phone, route } = useContent("contact");
  const t = useText();
  return (
    <div className="action-bar">
      <nav className="action-bar__actions" aria-label={t("quickActions")}>
        <a href={phone.href} className="action-bar__link">
          <Icon name="phone" />
          <span className="action-bar__word">{t("callShort")}</span>
        </a>
        <ReserveLink className="action-bar__link action-bar__link--reserve">
          <Icon name="reserve" />
          <span className="action-bar__word">{t("reserve")}</span>
        </ReserveLink>
        <ExternalLink href={route} className="action-bar__link">
          <Icon name="route" />
          <span className="action-bar__word">{t("route")}</span>
        </ExternalLink>
      </nav>
      {alternates && <LanguageSwitcher alternates={alternates} />}
      <EndMark />
    </div>
  );
}
