import type { NotFoundMessage } from "../../cli/restaurant/page-model.js";
import { useLocale, useText } from "../locale.js";

/**
 * One page for every language: the host serves it for any unknown URL. In the page's own
 * language it leads to what a guest most often came for, the menu and the way to reserve, as well as home.
 */
export function NotFoundPage({ messages }: { messages: NotFoundMessage[] }) {
  const { lang: pageLang, paths } = useLocale();
  const t = useText();
  return (
    <div className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      {messages.map(({ lang, title, home }, index) => (
        <div key={lang} lang={lang === pageLang ? undefined : lang} className="not-found__message">
          {index === 0 ? <h1>{title}</h1> : <p className="not-found__title">{title}</p>}
          <p className="not-found__links">
            <a href={home.href} hrefLang={lang}>
              {home.label}
            </a>
            {index === 0 && (
              <>
                <a href={paths.menu}>{t("menu")}</a>
                <a href={paths.contact}>{t("contactAndReservation")}</a>
              </>
            )}
          </p>
        </div>
      ))}
    </div>
  );
}
