/**
 * The shape of every entry of the catalogue, and the few helpers its sentences share. An entry
 * names a text in each language the tool speaks; a message adds a hint (what to do) and may be
 * a function of its parameters. Nothing here imports the rest of the tool: the catalogue is a leaf.
 */

/** The languages the tool speaks to the owner (cli/language.ts picks one). */
export const toolLanguages = ["en", "de"] as const;
export type ToolLanguage = (typeof toolLanguages)[number];

/** A label: the same thing in each language ("Save", "Speichern"). */
export type Words = Record<ToolLanguage, string>;

export type Text<P> = string | ((params: P) => string);

export interface MessageTexts<P> {
  message: Text<P>;
  hint?: Text<P>;
  /** The hint under a field of the editor's form, where a value is typed, not written into YAML: no quotes. */
  formHint?: Text<P>;
  /** The message there, where the file's line numbers mean nothing ("in line 29"). */
  formMessage?: Text<P>;
}

export type MessageEntry<P> = Record<ToolLanguage, MessageTexts<P>>;

export const entry = <P = Record<string, never>>(texts: MessageEntry<P>): MessageEntry<P> => texts;

/**
 * What a message counts, in each language's singular and plural ("1 file", "2 files"; "1 Datei",
 * "2 Dateien"). German forms are the ones the sentences need (dative where they follow "mit", "von").
 */
const nouns = {
  file: { en: { one: "file", other: "files" }, de: { one: "Datei", other: "Dateien" } },
  page: { en: { one: "page", other: "pages" }, de: { one: "Seite", other: "Seiten" } },
  morePage: { en: { one: "more page", other: "more pages" }, de: { one: "weiteren Seite", other: "weiteren Seiten" } },
  problem: { en: { one: "problem", other: "problems" }, de: { one: "Problem", other: "Probleme" } },
  mistake: { en: { one: "problem", other: "problems" }, de: { one: "Fehler", other: "Fehler" } },
  space: { en: { one: "space", other: "spaces" }, de: { one: "Leerzeichen", other: "Leerzeichen" } },
  schema: { en: { one: "schema", other: "schemas" }, de: { one: "Schema", other: "Schemas" } },
  moreText: { en: { one: "more text", other: "more texts" }, de: { one: "weiterer Text", other: "weitere Texte" } },
  level: { en: { one: "level", other: "levels" }, de: { one: "Ebene", other: "Ebenen" } },
  moreKey: {
    en: { one: "more unknown key", other: "more unknown keys" },
    de: { one: "weiterer unbekannter Schlüssel", other: "weitere unbekannte Schlüssel" },
  },
  listItem: { en: { one: "list item", other: "list items" }, de: { one: "Listeneintrag", other: "Listeneinträge" } },
} as const satisfies Record<string, Record<ToolLanguage, { one: string; other: string }>>;
export type Noun = keyof typeof nouns;

const pluralRules: Record<ToolLanguage, Intl.PluralRules> = {
  en: new Intl.PluralRules("en"),
  de: new Intl.PluralRules("de"),
};

/** The one rule for every message that counts: the number and its noun in the form the language's plural rule picks. */
export function counted(count: number, noun: Noun, lang: ToolLanguage): string {
  const forms = nouns[noun][lang];
  return `${count} ${pluralRules[lang].select(count) === "one" ? forms.one : forms.other}`;
}
