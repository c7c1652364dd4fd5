/**
 * The locale provider: templates get their language, texts and facts from
 * here. Reading texts outside it throws, as the original site's did.
 */
import { createContext, type ReactNode, useContext } from "react";
import type { TextKey } from "../cli/content/dictionary/schema.js";
import { type Views, writtenViews } from "../cli/content/registry.js";
import { SiteError } from "../cli/errors.js";
import type { LocaleData, WrittenLocale } from "../cli/restaurant/page-model.js";
import { fillFields } from "../cli/shared/fields.js";

const LocaleContext = createContext<WrittenLocale | null>(null);

/** Each language's data as templates read it, written once however many of its pages render. */
const written = new WeakMap<LocaleData, WrittenLocale>();

export function LocaleProvider({ value, children }: { value: LocaleData; children: ReactNode }) {
  let locale = written.get(value);
  if (!locale) {
    locale = { ...value, views: writtenViews(value.views, value) };
    written.set(value, locale);
  }
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): WrittenLocale {
  const locale = useContext(LocaleContext);
  if (!locale) throw SiteError.of("TextOutsideLocale", {});
  return locale;
}

/** `t("orderVia", { platform: "Wolt" })` → "Über Wolt bestellen". */
export function useText(): (key: TextKey, params?: Record<string, string>) => string {
  const { dict } = useLocale();
  return (key, params = {}) => fillFields(dict[key], (name, _offset, field) => params[name] ?? field);
}

/** What follows a label before its value: "E-Mail: ", and in French "E-mail : " (no-break, as French sets a colon). */
const labelSeparator = (lang: string) => (lang === "fr" ? "\u00a0: " : ": ");

/** `label("email")` → "E-Mail: ", "E-mail : " in French: a text that names the value after it. */
export function useLabel(): (key: TextKey) => string {
  const { lang } = useLocale();
  const t = useText();
  return (key) => `${t(key)}${labelSeparator(lang)}`;
}

/**
 * What the page shows of a content type in its language: `useContent("contact").phone`. A page
 * rendered without its parts (templates/Slot.tsx) has no view that only parts read: a template
 * outside them that asks for one fails (withoutPartViews, cli/stages/6-render/render.tsx), as its
 * page would be kept without it.
 */
export function useContent<Name extends keyof Views>(name: Name): Views[Name] {
  return useLocale().views[name];
}
