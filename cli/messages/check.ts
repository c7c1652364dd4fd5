/** What site check finds in the built pages (cli/stages/check.ts). */
import { type Placeholder, placeholderKinds } from "./content.js";
import { counted, entry } from "./entry.js";

export const checkMessages = {
  CheckPassed: entry<{ pages: number; seconds: string }>({
    en: { message: (p) => `Checked ${counted(p.pages, "page", "en")} in ${p.seconds}: no problems` },
    de: { message: (p) => `${counted(p.pages, "page", "de")} in ${p.seconds} geprüft: keine Probleme` },
  }),
  CheckFailed: entry<{ problems: number; pages: number }>({
    en: { message: (p) => `${counted(p.problems, "problem", "en")} in ${counted(p.pages, "page", "en")}` },
    de: { message: (p) => `${counted(p.problems, "problem", "de")} in ${counted(p.pages, "page", "de")}` },
  }),
  // What site check finds in the built pages (cli/stages/check.ts).
  HtmlInvalid: entry<{ detail: string; rule: string }>({
    en: {
      message: (p) => `${p.detail} (html-validate ${p.rule})`,
      hint: "a template or a Markdown text made this HTML: the page names which",
    },
    de: {
      message: (p) => `${p.detail} (html-validate ${p.rule})`,
      hint: "eine Vorlage oder ein Markdown-Text hat dieses HTML erzeugt: die Seite sagt, welche",
    },
  }),
  LinkToNothing: entry<{ attribute: string; url: string }>({
    en: {
      message: (p) => `${p.attribute}="${p.url}" points to no file in the build`,
      hint: "check the address: the page or file does not exist",
    },
    de: {
      message: (p) => `${p.attribute}="${p.url}" zeigt auf keine Datei des Builds`,
      hint: "prüfen Sie die Adresse: die Seite oder Datei gibt es nicht",
    },
  }),
  AnchorMissing: entry<{ url: string }>({
    en: {
      message: (p) => `link to "${p.url}" has no target on this page`,
      hint: "the part after # must name an id on the page",
    },
    de: {
      message: (p) => `Link auf "${p.url}" hat kein Ziel auf dieser Seite`,
      hint: "der Teil nach # muss eine id auf der Seite nennen",
    },
  }),
  LinkNotAllowed: entry<{ attribute: string; url: string }>({
    en: {
      message: (p) => `${p.attribute}="${p.url}" is neither a site path nor an https:, mailto: or tel: link`,
      hint: "the same rule as for links in content",
    },
    de: {
      message: (p) =>
        `${p.attribute}="${p.url}" ist weder ein Pfad der Website noch ein https:-, mailto:- oder tel:-Link`,
      hint: "dieselbe Regel wie für Links in Inhalten",
    },
  }),
  PlaceholderInPage: entry<{ what: Placeholder; text: string }>({
    en: {
      message: (p) => `${placeholderKinds[p.what].en} ${JSON.stringify(p.text)} is in the page`,
      hint: "replace it in the content before publishing",
    },
    de: {
      message: (p) => `${placeholderKinds[p.what].de} ${JSON.stringify(p.text)} steht auf der Seite`,
      hint: "ersetzen Sie ihn vor dem Veröffentlichen im Inhalt",
    },
  }),
  SitemapMissing: entry<{ url: string }>({
    en: { message: (p) => `page ${p.url} is missing from the sitemap` },
    de: { message: (p) => `Seite ${p.url} fehlt in der Sitemap` },
  }),
  SitemapExtra: entry<{ url: string }>({
    en: { message: (p) => `${p.url} is listed but was not built` },
    de: { message: (p) => `${p.url} ist aufgeführt, wurde aber nicht gebaut` },
  }),
} as const;
