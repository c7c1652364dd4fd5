import type { Alternate } from "../cli/restaurant/page-model.js";
import { useLocale, useText } from "./locale.js";

/**
 * Fixed bottom right: the current language, and the same page in the others
 * as plain links. A <details> element, so it works without JavaScript; in a
 * <nav>, so its list is inside a landmark when open. On a phone the pill shows
 * only a globe and the language's code ("DE"), to cover as little as it can of
 * what the guest reads; wider screens show the language's name.
 */
export function LanguageSwitcher({ alternates }: { alternates: Alternate[] }) {
  const { lang } = useLocale();
  const t = useText();
  const current = alternates.find((alternate) => alternate.lang === lang);
  const name = current?.label ?? lang;
  return (
    <nav className="language-switcher" aria-label={t("languageSwitcher")}>
      <details data-language-switcher>
        <summary aria-label={`${t("languageSwitcher")}: ${name}`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
          <span className="language-switcher__code" aria-hidden="true">
            {lang.toUpperCase()}
          </span>
          <span className="language-switcher__name">{name}</span>
        </summary>
        <ul>
          {alternates
            .filter((alternate) => alternate.lang !== lang)
            .map((alternate) => (
              <li key={alternate.lang}>
                <a href={alternate.path} hrefLang={alternate.lang} lang={alternate.lang}>
                  {alternate.label}
                </a>
              </li>
            ))}
        </ul>
      </details>
    </nav>
  );
}
