import type { NotFoundMessage } from "../../cli/restaurant/page-model.js";
import { useLocale } from "../locale.js";

/** One page for every language: the host serves it for any unknown URL. */
export function NotFoundPage({ messages }: { messages: NotFoundMessage[] }) {
  const { lang: pageLang } = useLocale();
  return (
    <div className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      {messages.map(({ lang, title, home }, index) => (
        <div key={lang} lang={lang === pageLang ? undefined : lang} className="not-found__message">
          {index === 0 ? <h1>{title}</h1> : <p className="not-found__title">{title}</p>}
          <p>
            <a href={home.href} hrefLang={lang}>
              {home.label}
            </a>
          </p>
        </div>
      ))}
    </div>
  );
}
