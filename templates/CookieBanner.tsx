import { COOKIE_ACCEPTED_KEY } from "../client/constants.js";
import { useText } from "./locale.js";

/**
 * Shows the banner while no choice is stored, decided right where the parser
 * meets it, before the page is first painted: shown later (by the deferred
 * script), it would push the language switcher up in front of the visitor's
 * eyes, a layout shift. Unreadable storage counts as no choice. Without
 * JavaScript the banner stays hidden; client/cookie-banner.ts runs its buttons.
 */
const showUnlessChosen = `{let choice=null;try{choice=localStorage.getItem(${JSON.stringify(COOKIE_ACCEPTED_KEY)})}catch{}if(choice===null)document.currentScript.previousElementSibling.hidden=false}`;

export function CookieBanner() {
  const t = useText();
  return (
    <>
      <section className="cookie-banner" aria-labelledby="cookie-banner-text" data-cookie-banner hidden>
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
