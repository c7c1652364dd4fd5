import type { Alternate } from "../cli/model.js";
import { useLocale, useText } from "./locale.js";

/**
 * Fixed bottom right: the current language, and the same page in the others
 * as plain links. A <details> element, so it works without JavaScript.
 */
export function LanguageSwitcher({ alternates }: { alternates: Alternate[] }) {
  const { lang } = useLocale();
  const t = useText();
  const current = alternates.find((alternate) => alternate.lang === lang);
  return (
    <details className="language-switcher" data-language-switcher>
      <summary aria-label={`${t("languageSwitcher")}: ${current?.label ?? lang}`}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span>{current?.label}</span>
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
  );
}
