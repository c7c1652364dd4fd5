import { BuffetEvents } from "./BuffetEvents.js";
import { useContent, useLocale, useText } from "./locale.js";

/**
 * The buffet pop-up. A closed native <dialog>: nothing shows without
 * JavaScript, and client/buffet-dialog.ts opens it once per browser session,
 * while a buffet is still to come (client/events.ts). Beside closing it, it
 * offers what a guest wants next: the calendar, the way there, the menu (off the menu page).
 */
export function BuffetDialog({ menuLink }: { menuLink: boolean }) {
  const { paths } = useLocale();
  const buffet = useContent("buffet");
  const t = useText();
  if (buffet.length === 0) return null;
  return (
    <dialog className="buffet-dialog" aria-labelledby="buffet-dialog-title" data-buffet-dialog data-events>
      <div className="buffet-dialog__pattern" aria-hidden="true" />
      <button type="button" className="buffet-dialog__x" data-buffet-close aria-label={t("close")}>
        <span aria-hidden="true">✕</span>
      </button>
      <p className="eyebrow">{t("buffetWeAreBack")}</p>
      <h2 id="buffet-dialog-title">{t("buffetTitle")}</h2>
      <BuffetEvents events={buffet} noteClass="buffet-dialog__note" actions="buttons" />
      <p className="buffet-dialog__more">
        {/* On the menu itself the guest is where the link would go. */}
        {menuLink && <a href={paths.menu}>{t("buffetSeeMenu")}</a>}
        <button type="button" className="buffet-dialog__close" data-buffet-close>
          {t("close")}
        </button>
      </p>
    </dialog>
  );
}
