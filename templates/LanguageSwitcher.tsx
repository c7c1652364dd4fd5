import type { Alternate } from "../cli/restaurant/page-model.js";
import { Icon } from "./Icon.js";
import { useLocale, useText } from "./locale.js";

/** The same page in the other languages, as plain links: in the switcher, the drawer and the footer. */
export function LanguageLinks({ alternates }: { alternates: Alternate[] }) {
  const { lang } = useLocale();
  return (
    <ul className="language-links">
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
  );
}

/**
 * Fixed bottom right (in the action bar on phones, in the page's right margin on wider
 * screens): a globe and the language's code ("DE"), small enough to sit where nothing of the
 * page is; its name is the button's accessible name. A <details> element, so it works without
 * JavaScript; in a <nav>, so its list is inside a landmark when open.
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
          <Icon name="globe" />
          <span className="language-switcher__code" aria-hidden="true">
            {lang.toUpperCase()}
          </span>
        </summary>
        <LanguageLinks alternates={alternates} />
      </details>
    </nav>
  );
}
