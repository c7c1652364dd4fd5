import { useText } from "./locale.js";

/** Hidden until client/cookie-banner.ts finds no stored choice; never shown without JavaScript. */
export function CookieBanner() {
  const t = useText();
  return (
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
  );
}
