import { BuffetDetails } from "./BuffetDetails.js";
import { useLocale, useText } from "./locale.js";

/**
 * The buffet pop-up. A closed native <dialog>: nothing shows without
 * JavaScript, and client/buffet-dialog.ts opens it once per browser session.
 */
export function BuffetDialog() {
  const { buffet } = useLocale();
  const t = useText();
  if (!buffet) return null;
  return (
    <dialog className="buffet-dialog" aria-labelledby="buffet-dialog-title" data-buffet-dialog>
      <div className="buffet-dialog__pattern" aria-hidden="true" />
      <button type="button" className="buffet-dialog__x" data-buffet-close aria-label={t("close")}>
        <span aria-hidden="true">✕</span>
      </button>
      <p className="eyebrow">{t("buffetWeAreBack")}</p>
      <h2 id="buffet-dialog-title">{t("buffetTitle")}</h2>
      <BuffetDetails buffet={buffet} />
      {buffet.newLocation && <p className="buffet-dialog__note">{t("buffetNewLocation")}</p>}
      <button type="button" className="button button--primary" data-buffet-close>
        {t("close")}
      </button>
    </dialog>
  );
}
