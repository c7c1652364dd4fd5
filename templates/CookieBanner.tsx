import { BUFFET_SEEN_KEY, COOKIE_ACCEPTED_KEY } from "../cli/shared/constants.js";
import { useContent, useText } from "./locale.js";

/**
 * Shows the banner while no choice is stored, decided right where the parser
 * meets it, before the page is first painted: shown later (by the deferred
 * script), it would push the language switcher up in front of the visitor's
 * eyes, a layout shift. Unreadable storage counts as no choice. While the buffet
 * pop-up is about to open — not seen in this session, a buffet still to come by
 * the visitor's clock (`data-buffet-ends`, the instants the page's buffets end) —
 * the banner waits (`data-waits`) and client/cookie-banner.ts shows it once the
 * pop-up has closed: one overlay at a time. Without JavaScript it stays hidden.
 * Written small by hand, as every page carries it: `c == null` is true for no
 * choice stored (null) and for storage that threw (undefined).
 */
const showUnlessChosen = `{let c,s;try{c=localStorage.getItem(${JSON.stringify(COOKIE_ACCEPTED_KEY)});s=sessionStorage.getItem(${JSON.stringify(BUFFET_SEEN_KEY)})}catch{}if(c==null){let b=document.currentScript.previousElementSibling;s==null&&b.dataset.buffetEnds?.split(" ").some(e=>e>Date.now())?b.dataset.waits="":b.hidden=!1}}`;

export function CookieBanner() {
  const buffet = useContent("buffet");
  const t = useText();
  return (
    <>
      <section
        className="cookie-banner"
        aria-labelledby="cookie-banner-text"
        data-cookie-banner
        data-buffet-ends={buffet.map((event) => event.endsAt).join(" ") || undefined}
        hidden
      >
        <p id="cookie-banner-text">{t("cookieText")}</p>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--primary" data-cookie-accept>
            {t("cookieAccept")}
          </button>
          <button type="button" className="cookie-banner__dismiss" data-cookie-dismiss aria-label={t("cookieDismiss")}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </section>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet, allowed by its hash in the Content-Security-Policy. */}
      <script dangerouslySetInnerHTML={{ __html: showUnlessChosen }} />
    </>
  );
}
