/**
 * The catalogue of everything the owner reads from the tool, in English and
 * German. Each entry has a permanent name, a message (what happened and why)
 * and a hint (what to do). Code refers to entries by name; the language is
 * chosen when the message is printed (cli/language.ts).
 */

import type { PlaceholderKind } from "./content/placeholders.js";
import { longDate as formatDate } from "./format.js";
import type { FrameName } from "./frames.js";
import type { ToolLanguage } from "./language.js";
import type { AltProblem } from "./photos.js";
import { reservedPageNames } from "./routes.js";
import { schemeOf, type UrlProblem } from "./urls.js";

type Text<P> = string | ((params: P) => string);

export interface MessageTexts<P> {
  message: Text<P>;
  hint?: Text<P>;
}

export type MessageEntry<P> = Record<ToolLanguage, MessageTexts<P>>;

const entry = <P = Record<string, never>>(texts: MessageEntry<P>): MessageEntry<P> => texts;

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

/** How the owner types a command, from the project's folder: "site buffet set" → "node cli buffet set". */
const typed = (path: string) => `node cli${path.slice("site".length)}`;

/** "2025-11-02" → "Sunday, 2 November 2025" / "Sonntag, 2. November 2025". */
const longDate = (iso: string, locale: string) => formatDate(iso, locale, "long");

/** Why a write failed, from the system's error code. */
const writeReasons: Record<string, Record<ToolLanguage, string>> = {
  EACCES: { en: "permission denied", de: "keine Schreibberechtigung" },
  EPERM: { en: "permission denied", de: "keine Schreibberechtigung" },
  ENOSPC: { en: "the disk is full", de: "der Datenträger ist voll" },
  EDQUOT: { en: "the disk quota is used up", de: "das Speicherkontingent ist aufgebraucht" },
  EROFS: { en: "the disk is read-only", de: "der Datenträger ist schreibgeschützt" },
  ENOTDIR: { en: "a file stands where a folder should be", de: "eine Datei steht, wo ein Ordner sein sollte" },
  EEXIST: { en: "a file stands where a folder should be", de: "eine Datei steht, wo ein Ordner sein sollte" },
  EXDEV: {
    en: "it is on another disk than the folder beside it",
    de: "er liegt auf einem anderen Datenträger als der Ordner daneben",
  },
};
const reasonOf = (code: string, lang: ToolLanguage) => writeReasons[code]?.[lang] ?? code;

const protectedKinds = {
  content: { en: "the content folder", de: "der Inhaltsordner" },
  insideContent: { en: "a folder inside the content folder", de: "ein Ordner im Inhaltsordner" },
  project: { en: "the project folder or a folder that holds it", de: "der Projektordner oder ein Ordner darüber" },
  home: { en: "your home folder or a folder that holds it", de: "Ihr Benutzerordner oder ein Ordner darüber" },
  root: { en: "the root of the file system", de: "das Stammverzeichnis des Dateisystems" },
} as const;
export type ProtectedKind = keyof typeof protectedKinds;

/** The frames a photo is cut to (cli/frames.ts), as the owner knows them: in warnings and in the editor. */
export const frameNames: Record<FrameName, Record<ToolLanguage, string>> = {
  heroPhone: { en: "the top photo of a page on a phone (3:2)", de: "Foto oben auf einer Seite, am Handy (3:2)" },
  heroWide: {
    en: "the top photo of a page on a wide screen (5:2)",
    de: "Foto oben auf einer Seite, auf breiten Bildschirmen (5:2)",
  },
  homeHero: {
    en: "the round photo beside the welcome on the home page",
    de: "rundes Foto neben der Begrüßung auf der Startseite",
  },
  tile: { en: "a gallery tile (4:3)", de: "Kachel der Galerie (4:3)" },
  portrait: { en: "the chef's round portrait", de: "rundes Porträt der Küchenchefin oder des Küchenchefs" },
  dish: { en: "the square beside a dish on the menu", de: "Quadrat neben einem Gericht auf der Speisekarte" },
};

/** What the yaml package's error codes mean, for someone who has never read the YAML spec. */
const yamlProblems: Record<string, Record<ToolLanguage, string>> = {
  BAD_DQ_ESCAPE: {
    en: "a \\ in a text in double quotes starts an escape YAML does not know; write \\\\ or use single quotes",
    de: "ein \\ in einem Text in doppelten Anführungszeichen beginnt eine Escape-Folge, die YAML nicht kennt; schreiben Sie \\\\ oder nehmen Sie einfache Anführungszeichen",
  },
  BAD_INDENT: {
    en: "its indentation does not fit the lines around it",
    de: "ihre Einrückung passt nicht zu den Zeilen darum herum",
  },
  BAD_SCALAR_START: {
    en: "the text starts with a character YAML keeps for itself, like @, ` or %; put it in quotes",
    de: "der Text beginnt mit einem Zeichen, das YAML für sich braucht, etwa @, ` oder %; setzen Sie ihn in Anführungszeichen",
  },
  BLOCK_AS_IMPLICIT_KEY: {
    en: 'a key runs over more than one line, or a text contains ": "',
    de: 'ein Schlüssel geht über mehr als eine Zeile, oder ein Text enthält ": "',
  },
  MULTILINE_IMPLICIT_KEY: {
    en: 'a key runs over more than one line, or a text contains ": "',
    de: 'ein Schlüssel geht über mehr als eine Zeile, oder ein Text enthält ": "',
  },
  BLOCK_IN_FLOW: {
    en: "a list or group inside [ ] or { } is written over several lines",
    de: "eine Liste oder Gruppe in [ ] oder { } ist über mehrere Zeilen geschrieben",
  },
  MISSING_CHAR: {
    en: "a closing bracket, quote or a colon is missing",
    de: "eine schließende Klammer, ein Anführungszeichen oder ein Doppelpunkt fehlt",
  },
  MULTIPLE_DOCS: {
    en: 'a line "---" starts a second part, which a content file does not have',
    de: 'eine Zeile "---" beginnt einen zweiten Teil, den eine Inhaltsdatei nicht hat',
  },
  KEY_OVER_1024_CHARS: { en: "a key is longer than 1024 characters", de: "ein Schlüssel ist länger als 1024 Zeichen" },
  NON_STRING_KEY: { en: "a key is not a plain word", de: "ein Schlüssel ist kein einfaches Wort" },
  UNEXPECTED_TOKEN: {
    en: "a character YAML does not expect here",
    de: "ein Zeichen, das YAML hier nicht erwartet",
  },
};
const yamlProblem = (code: string, lang: ToolLanguage) =>
  yamlProblems[code]?.[lang] ??
  { en: "something YAML does not expect here", de: "etwas, das YAML hier nicht erwartet" }[lang];

/** The formats photos may come in (cli/urls.ts, photoExtensions). */
const photoFormatsHint = {
  en: 'save it as JPEG, PNG, WebP, AVIF or HEIC (an image program\'s "Export" or "Save as" does it; an animation becomes a still photo) and write that file\'s name',
  de: "speichern Sie es als JPEG, PNG, WebP, AVIF oder HEIC (mit „Exportieren“ oder „Speichern unter“ eines Bildprogramms; eine Animation wird ein Standbild) und schreiben Sie den Namen dieser Datei",
};

/**
 * What a range that ends before it starts most likely meant: "18:00-00:00" midnight, "21:00-02:00"
 * a night past it (an end before 06:00), "22:00-17:00" the two times swapped.
 */
const rangeMistake = ({ from, to }: { from: string; to: string }) =>
  to === from ? "same" : to === "00:00" ? "midnight" : to <= "06:00" ? "overnight" : "swapped";

/** What a validation message knows: the key, the value as shown, and the schema's own detail. */
interface ValueParams {
  key: string;
  value: string;
  detail: string;
}
const kv = ({ key, value }: ValueParams) => (value ? `${key} ${value}` : key);
const valueEntry = <P = unknown>(texts: MessageEntry<ValueParams & P>) => texts;

/** Messages a schema names for a value (cli/content/schemas/). */
const valueMessages = {
  NotText: valueEntry({
    en: {
      message: (p) => `${kv(p)} must be a text`,
      hint: "write text after the colon; put it in quotes if it starts with a special character",
    },
    de: {
      message: (p) => `${kv(p)} muss ein Text sein`,
      hint: "schreiben Sie Text nach den Doppelpunkt; in Anführungszeichen, wenn er mit einem Sonderzeichen beginnt",
    },
  }),
  EmptyText: valueEntry({
    en: { message: (p) => `${kv(p)} must not be empty`, hint: "write the text, or restore it from the shipped file" },
    de: {
      message: (p) => `${kv(p)} darf nicht leer sein`,
      hint: "schreiben Sie den Text oder übernehmen Sie ihn aus der mitgelieferten Datei",
    },
  }),
  /** `guess`: the date the value most likely means (cli/content/guess.ts). */
  NotCalendarDate: valueEntry<{ guess?: string }>({
    en: {
      message: (p) => `${kv(p)} is not a calendar date`,
      hint: (p) =>
        p.guess
          ? `did you mean "${p.guess}"? Write dates as "YYYY-MM-DD", in quotes`
          : 'write it as "YYYY-MM-DD" in quotes, like "2025-11-02"',
    },
    de: {
      message: (p) => `${kv(p)} ist kein Kalenderdatum`,
      hint: (p) =>
        p.guess
          ? `meinten Sie "${p.guess}"? Schreiben Sie Daten als "JJJJ-MM-TT", in Anführungszeichen`
          : 'schreiben Sie es als "JJJJ-MM-TT" in Anführungszeichen, etwa "2025-11-02"',
    },
  }),
  NotTimeOfDay: valueEntry<{ guess?: string }>({
    en: {
      message: (p) => `${kv(p)} is not a time of day`,
      hint: (p) =>
        p.guess
          ? `did you mean "${p.guess}"? Write times as "HH:MM", 24 hours, in quotes`
          : 'write it as "HH:MM", 24 hours, in quotes, like "14:00"',
    },
    de: {
      message: (p) => `${kv(p)} ist keine Uhrzeit`,
      hint: (p) =>
        p.guess
          ? `meinten Sie "${p.guess}"? Schreiben Sie Uhrzeiten als "HH:MM", 24 Stunden, in Anführungszeichen`
          : 'schreiben Sie sie als "HH:MM", 24 Stunden, in Anführungszeichen, etwa "14:00"',
    },
  }),
  /** `time` names the time of a range ("02:00-02:30") that does not exist. */
  TimeSkipped: valueEntry<{ date: string; time?: string }>({
    en: {
      message: (p) =>
        `${kv(p)}${p.time ? `: ${p.time}` : ""} does not exist on ${p.date} in Berlin: the clocks jump from 02:00 to 03:00 that night`,
      hint: "choose 03:00 or later",
    },
    de: {
      message: (p) =>
        `${kv(p)}${p.time ? `: ${p.time}` : ""} gibt es am ${p.date} in Berlin nicht: die Uhren springen in dieser Nacht von 02:00 auf 03:00`,
      hint: "wählen Sie 03:00 oder später",
    },
  }),
  EndBeforeStart: valueEntry<{ from: string }>({
    en: {
      message: (p) => `${kv(p)} must be after the start time "${p.from}"`,
      hint: "the end comes after the start, on the same day",
    },
    de: {
      message: (p) => `${kv(p)} muss nach der Anfangszeit "${p.from}" liegen`,
      hint: "das Ende liegt nach dem Anfang, am selben Tag",
    },
  }),
  BuffetSameStart: valueEntry<{ from: string; other: number }>({
    en: {
      message: (p) => `${kv(p)} at ${p.from} is when buffet ${p.other} starts too`,
      hint: "a visitor's calendar would take them for one: remove one of the two, or change its date or start",
    },
    de: {
      message: (p) => `${kv(p)} um ${p.from} ist auch der Beginn von Buffet ${p.other}`,
      hint: "der Kalender eines Gastes hielte beide für eines: entfernen Sie eines oder ändern Sie Datum oder Beginn",
    },
  }),
  /** `guess`: the address with https:// that was most likely meant ("www.x.de" → "https://www.x.de"). */
  NotHttps: valueEntry<{ guess?: string }>({
    en: {
      message: (p) => `${kv(p)} must be an https:// address`,
      hint: (p) =>
        p.guess
          ? `did you mean ${p.guess}? Copy the whole address from the browser's address bar`
          : "copy the whole address from the browser's address bar, starting with https://",
    },
    de: {
      message: (p) => `${kv(p)} muss eine https://-Adresse sein`,
      hint: (p) =>
        p.guess
          ? `meinten Sie ${p.guess}? Kopieren Sie die ganze Adresse aus der Adresszeile des Browsers`
          : "kopieren Sie die ganze Adresse aus der Adresszeile des Browsers, beginnend mit https://",
    },
  }),
  NotEmail: valueEntry({
    en: { message: (p) => `${kv(p)} is not an e-mail address`, hint: "like hallo@example.com" },
    de: { message: (p) => `${kv(p)} ist keine E-Mail-Adresse`, hint: "etwa hallo@example.com" },
  }),
  NotPostcode: valueEntry({
    en: { message: (p) => `${kv(p)} is not a German postcode`, hint: 'five digits, in quotes, like "12043"' },
    de: {
      message: (p) => `${kv(p)} ist keine deutsche Postleitzahl`,
      hint: 'fünf Ziffern, in Anführungszeichen, etwa "12043"',
    },
  }),
  NotPhone: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not an international phone number`,
      hint: 'in quotes, with the country code, like "+49 30 1234567"',
    },
    de: {
      message: (p) => `${kv(p)} ist keine internationale Telefonnummer`,
      hint: 'in Anführungszeichen, mit Landesvorwahl, etwa "+49 30 1234567"',
    },
  }),
  NotLatitude: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a latitude`,
      hint: 'a number from -90 to 90 with a point, like 52.4771: on openstreetmap.org right-click your door, "Show address", and take the first number',
    },
    de: {
      message: (p) => `${kv(p)} ist kein Breitengrad`,
      hint: "eine Zahl von -90 bis 90 mit Punkt, etwa 52.4771: auf openstreetmap.org mit der rechten Maustaste auf Ihre Tür klicken, „Adresse anzeigen“, und die erste Zahl nehmen",
    },
  }),
  NotLongitude: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a longitude`,
      hint: 'a number from -180 to 180 with a point, like 13.4391: on openstreetmap.org right-click your door, "Show address", and take the second number',
    },
    de: {
      message: (p) => `${kv(p)} ist kein Längengrad`,
      hint: "eine Zahl von -180 bis 180 mit Punkt, etwa 13.4391: auf openstreetmap.org mit der rechten Maustaste auf Ihre Tür klicken, „Adresse anzeigen“, und die zweite Zahl nehmen",
    },
  }),
  NotVatId: valueEntry({
    en: { message: (p) => `${kv(p)} is not a German VAT id`, hint: "DE and 9 digits, like DE123456789" },
    de: {
      message: (p) => `${kv(p)} ist keine deutsche Umsatzsteuer-Identifikationsnummer`,
      hint: "DE und 9 Ziffern, etwa DE123456789",
    },
  }),
  NotLanguageCode: valueEntry({
    en: { message: (p) => `${kv(p)} is not a two-letter language code`, hint: "like de, en or fr" },
    de: { message: (p) => `${kv(p)} ist kein zweibuchstabiger Sprachcode`, hint: "etwa de, en oder fr" },
  }),
  UnknownLocale: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a locale the tool knows`,
      hint: 'language and country, like "de-DE", "en-GB", "sw-KE"',
    },
    de: {
      message: (p) => `${kv(p)} ist keine Sprachumgebung, die das Werkzeug kennt`,
      hint: 'Sprache und Land, etwa "de-DE", "en-GB", "sw-KE"',
    },
  }),
  NotPageName: valueEntry({
    en: { message: (p) => `${kv(p)} is not a page name`, hint: 'lowercase letters, digits and "-", like "karriere"' },
    de: { message: (p) => `${kv(p)} ist kein Seitenname`, hint: 'Kleinbuchstaben, Ziffern und "-", etwa "karriere"' },
  }),
  NotMonth: valueEntry({
    en: { message: (p) => `${kv(p)} is not a month`, hint: 'write it as "YYYY-MM" in quotes, like "2025-10"' },
    de: {
      message: (p) => `${kv(p)} ist kein Monat`,
      hint: 'schreiben Sie ihn als "JJJJ-MM" in Anführungszeichen, etwa "2025-10"',
    },
  }),
  NotBoolean: valueEntry({
    en: { message: (p) => `${kv(p)} must be true or false`, hint: "write true or false, without quotes" },
    de: {
      message: (p) => `${kv(p)} muss true oder false sein`,
      hint: "schreiben Sie true (ja) oder false (nein), ohne Anführungszeichen",
    },
  }),
  DescriptionTooLong: valueEntry({
    en: { message: (p) => `${p.key} is longer than 170 characters`, hint: "search engines cut it off: shorten it" },
    de: {
      message: (p) => `${p.key} ist länger als 170 Zeichen`,
      hint: "Suchmaschinen schneiden ihn ab: kürzen Sie ihn",
    },
  }),
  NeedsOne: valueEntry({
    en: { message: (p) => `${p.key} needs at least one entry`, hint: "add one, as in the shipped file" },
    de: {
      message: (p) => `${p.key} braucht mindestens einen Eintrag`,
      hint: "ergänzen Sie einen, wie in der mitgelieferten Datei",
    },
  }),
  MissingParam: valueEntry<{ param: string }>({
    en: {
      message: (p) => `${kv(p)} must contain {{${p.param}}}`,
      hint: (p) => `the website puts the ${p.param} there: keep {{${p.param}}} in the text`,
    },
    de: {
      message: (p) => `${kv(p)} muss {{${p.param}}} enthalten`,
      hint: (p) => `dort setzt die Website den Wert ein: lassen Sie {{${p.param}}} im Text`,
    },
  }),
  UnknownParam: valueEntry<{ param: string; known: string }>({
    en: {
      message: (p) => `${kv(p)} uses {{${p.param}}}, which this text cannot fill`,
      hint: (p) =>
        p.known
          ? `it knows {{${p.known}}}`
          : p.param.startsWith("site.")
            ? "facts from site.yaml are filled in only in the pages' text: write the value itself here"
            : "this text has no fields: remove it",
    },
    de: {
      message: (p) => `${kv(p)} verwendet {{${p.param}}}, das dieser Text nicht füllen kann`,
      hint: (p) =>
        p.known
          ? `er kennt {{${p.known}}}`
          : p.param.startsWith("site.")
            ? "Angaben aus site.yaml werden nur im Text der Seiten eingesetzt: schreiben Sie hier den Wert selbst"
            : "dieser Text hat keine Felder: entfernen Sie es",
    },
  }),
  NotTexts: valueEntry({
    en: {
      message: (p) => `${kv(p)} must be a text in every language, one line per language`,
      hint: "write it like  name:  then indented lines  de: …  en: …  fr: …",
    },
    de: {
      message: (p) => `${kv(p)} muss ein Text in jeder Sprache sein, eine Zeile pro Sprache`,
      hint: "schreiben Sie  name:  und darunter eingerückt  de: …  en: …  fr: …",
    },
  }),
  NotAPrice: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a price in euros`,
      hint: "digits with up to two decimals, like 12.50 or 12,50",
    },
    de: {
      message: (p) => `${kv(p)} ist kein Preis in Euro`,
      hint: "Ziffern mit höchstens zwei Nachkommastellen, etwa 12,50 oder 12.50",
    },
  }),
  PriceNotPositive: valueEntry({
    en: { message: (p) => `${kv(p)} must be more than 0 euros`, hint: "write the price guests pay, like 12.50" },
    de: {
      message: (p) => `${kv(p)} muss mehr als 0 Euro sein`,
      hint: "schreiben Sie den Preis, den Gäste zahlen, etwa 12,50",
    },
  }),
  PriceTooPrecise: valueEntry({
    en: { message: (p) => `${kv(p)} has more than two decimals`, hint: "euros and cents, like 12.50" },
    de: { message: (p) => `${kv(p)} hat mehr als zwei Nachkommastellen`, hint: "Euro und Cent, etwa 12,50" },
  }),
  PriceTooHigh: valueEntry<{ max: number; guess: string }>({
    en: {
      message: (p) => `${kv(p)} is more than ${p.max} euros`,
      hint: (p) =>
        p.guess
          ? `did you mean ${p.guess}? Write the point before the cents`
          : "write the price guests pay in euros and cents, like 12.50",
    },
    de: {
      message: (p) => `${kv(p)} ist mehr als ${p.max} Euro`,
      hint: (p) =>
        p.guess
          ? `meinten Sie ${p.guess.replace(".", ",")}? Schreiben Sie das Komma vor die Cent`
          : "schreiben Sie den Preis, den Gäste zahlen, in Euro und Cent, etwa 12,50",
    },
  }),
  PriceOrVariants: valueEntry({
    en: {
      message: (p) => `${p.key} needs either a price or variants, not both and not neither`,
      hint: "one price: price: 12.50; several sizes: variants, each with a label and a price",
    },
    de: {
      message: (p) =>
        `${p.key} braucht entweder einen Preis (price) oder Varianten (variants), nicht beides und nicht keins`,
      hint: "ein Preis: price: 12,50; mehrere Größen: variants, jede mit label und price",
    },
  }),
  VariantsNeedTwo: valueEntry({
    en: { message: (p) => `${p.key} needs at least two variants`, hint: "for one size, write price: instead" },
    de: {
      message: (p) => `${p.key} braucht mindestens zwei Varianten`,
      hint: "für nur eine Größe schreiben Sie stattdessen price:",
    },
  }),
  UnknownAllergen: valueEntry<{ guess?: string }>({
    en: {
      message: (p) => `${kv(p)} is not one of the 14 allergens${p.guess ? ` (did you mean ${p.guess}?)` : ""}`,
      hint: (p) =>
        p.guess
          ? ""
          : "gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs",
    },
    de: {
      message: (p) => `${kv(p)} ist keines der 14 Allergene${p.guess ? ` (meinten Sie ${p.guess}?)` : ""}`,
      hint: (p) =>
        p.guess
          ? ""
          : "gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs",
    },
  }),
  UnknownAdditive: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not the number of a declared additive`,
      hint: "1 to 12, as listed at the top of menu.yaml",
    },
    de: {
      message: (p) => `${kv(p)} ist keine Nummer eines Zusatzstoffs`,
      hint: "1 bis 12, wie oben in menu.yaml aufgeführt",
    },
  }),
  NotADiet: valueEntry<{ guess?: string }>({
    en: {
      message: (p) => `${kv(p)} is not a diet`,
      hint: (p) =>
        p.guess
          ? `did you mean ${p.guess}? Write vegan or vegetarian, or leave it out for meat or fish`
          : "vegan or vegetarian; leave it out for meat or fish",
    },
    de: {
      message: (p) => `${kv(p)} ist keine Ernährungsweise`,
      hint: (p) =>
        p.guess
          ? `meinten Sie ${p.guess}? Schreiben Sie vegan oder vegetarian, bei Fleisch oder Fisch weglassen`
          : "vegan oder vegetarian; bei Fleisch oder Fisch weglassen",
    },
  }),
  NotSpicy: valueEntry({
    en: { message: (p) => `${kv(p)} is not a heat level`, hint: "a whole number from 0 (mild) to 3 (very hot)" },
    de: { message: (p) => `${kv(p)} ist keine Schärfestufe`, hint: "eine ganze Zahl von 0 (mild) bis 3 (sehr scharf)" },
  }),
  NotAServing: valueEntry<{ guess?: string }>({
    en: {
      message: (p) => `${kv(p)} is not a way of serving`,
      hint: (p) => (p.guess ? `did you mean ${p.guess}? Write dine-in or take-away` : "dine-in or take-away"),
    },
    de: {
      message: (p) => `${kv(p)} ist keine Angebotsform`,
      hint: (p) =>
        p.guess
          ? `meinten Sie ${p.guess}? Schreiben Sie dine-in (hier essen) oder take-away (zum Mitnehmen)`
          : "dine-in (hier essen) oder take-away (zum Mitnehmen)",
    },
  }),
  DishNameTwice: valueEntry<{ line: string }>({
    en: {
      message: (p) => `${kv(p)} is already the name of the dish on line ${p.line}, in the same section`,
      hint: "guests cannot tell two dishes of the same name apart: rename one",
    },
    de: {
      message: (p) => `${kv(p)} ist schon der Name des Gerichts in Zeile ${p.line}, im selben Abschnitt`,
      hint: "Gäste können zwei gleichnamige Gerichte nicht unterscheiden: benennen Sie eines um",
    },
  }),
  NotTimeRange: valueEntry<{ guess: string }>({
    en: {
      message: (p) => `${kv(p)} is not a time range`,
      hint: (p) =>
        p.guess
          ? `did you mean ${p.guess}? From and to, 24 hours, with a colon`
          : "from and to, 24 hours, like 17:00-22:00; the end may be 24:00 (midnight)",
    },
    de: {
      message: (p) => `${kv(p)} ist keine Zeitspanne`,
      hint: (p) =>
        p.guess
          ? `meinten Sie ${p.guess}? Von und bis, 24 Stunden, mit Doppelpunkt`
          : "von und bis, 24 Stunden, etwa 17:00-22:00; das Ende darf 24:00 (Mitternacht) sein",
    },
  }),
  /** The hint is made from the owner's own `from` and `to`: midnight, a night past it, or the two swapped. */
  RangeEndsBeforeStart: valueEntry<{ from: string; to: string }>({
    en: {
      message: (p) => `${kv(p)} ends before it starts`,
      hint: (p) =>
        ({
          midnight: `write midnight as 24:00: ${p.from}-24:00`,
          overnight: `hours past midnight go on the next day: ${p.from}-24:00 here and 00:00-${p.to} on the next day`,
          swapped: `the start comes first: ${p.to}-${p.from}`,
          same: "the end comes after the start, like 17:00-22:00",
        })[rangeMistake(p)],
    },
    de: {
      message: (p) => `${kv(p)} endet, bevor sie beginnt`,
      hint: (p) =>
        ({
          midnight: `schreiben Sie Mitternacht als 24:00: ${p.from}-24:00`,
          overnight: `Stunden nach Mitternacht gehören zum nächsten Tag: hier ${p.from}-24:00 und am nächsten Tag 00:00-${p.to}`,
          swapped: `der Anfang steht vorn: ${p.to}-${p.from}`,
          same: "das Ende liegt nach dem Anfang, etwa 17:00-22:00",
        })[rangeMistake(p)],
    },
  }),
  RangesOverlap: valueEntry({
    en: {
      message: (p) => `${kv(p)} overlaps another time range of the same day`,
      hint: "join them into one range, or correct the times",
    },
    de: {
      message: (p) => `${kv(p)} überschneidet sich mit einer anderen Zeitspanne desselben Tages`,
      hint: "fassen Sie beide zu einer zusammen oder korrigieren Sie die Zeiten",
    },
  }),
  NotOpening: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not an opening`,
      hint: "closed, one time range like 17:00-22:00, or a list like [12:00-15:00, 17:00-22:00]",
    },
    de: {
      message: (p) => `${kv(p)} ist keine Öffnungszeit`,
      hint: "closed, eine Zeitspanne wie 17:00-22:00 oder eine Liste wie [12:00-15:00, 17:00-22:00]",
    },
  }),
  SpecialDayTwice: valueEntry<{ line: string }>({
    en: {
      message: (p) => `${kv(p)} is already a special day on line ${p.line}`,
      hint: "a day has one set of hours: keep one of the two",
    },
    de: {
      message: (p) => `${kv(p)} ist schon ein besonderer Tag in Zeile ${p.line}`,
      hint: "ein Tag hat nur eine Öffnungszeit: behalten Sie einen der beiden Einträge",
    },
  }),
  ClosureEndsBeforeStart: valueEntry<{ from: string }>({
    en: {
      message: (p) => `${kv(p)} is before the first day of the closure, "${p.from}"`,
      hint: "from is the first closed day, to the last one",
    },
    de: {
      message: (p) => `${kv(p)} liegt vor dem ersten Tag der Schließung, "${p.from}"`,
      hint: "from ist der erste geschlossene Tag, to der letzte",
    },
  }),
  NotAnnounceDays: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a number of days`,
      hint: "a whole number from 0 (only on the day itself) to 365, like 14; leave the line out for 14",
    },
    de: {
      message: (p) => `${kv(p)} ist keine Anzahl von Tagen`,
      hint: "eine ganze Zahl von 0 (nur am Tag selbst) bis 365, etwa 14; ohne die Zeile gilt 14",
    },
  }),
  NotAGroup: valueEntry({
    en: {
      message: (p) => `${kv(p)} must be a group of keys, each on its own indented line`,
      hint: "start from the shipped file",
    },
    de: {
      message: (p) => `${kv(p)} muss eine Gruppe von Schlüsseln sein, jeder in einer eigenen, eingerückten Zeile`,
      hint: "gehen Sie von der mitgelieferten Datei aus",
    },
  }),
  NotAList: valueEntry({
    en: {
      message: (p) => `${kv(p)} must be a list, one entry per line starting with "- "`,
      hint: "start from the shipped file",
    },
    de: {
      message: (p) => `${kv(p)} muss eine Liste sein, ein Eintrag pro Zeile, beginnend mit "- "`,
      hint: "gehen Sie von der mitgelieferten Datei aus",
    },
  }),
  NotDeployProtocol: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a way to upload the site`,
      hint: "write sftp (best), ftps (FTP with TLS encryption), or ftp (unencrypted, only with --insecure)",
    },
    de: {
      message: (p) => `${kv(p)} ist keine Art, die Website hochzuladen`,
      hint: "schreiben Sie sftp (am besten), ftps (FTP mit TLS-Verschlüsselung) oder ftp (unverschlüsselt, nur mit --insecure)",
    },
  }),
  NotHostName: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a host name`,
      hint: "copy the server's name from your host's access data, without sftp:// or a folder, like access-5012345678.webspace-host.com",
    },
    de: {
      message: (p) => `${kv(p)} ist kein Servername`,
      hint: "kopieren Sie den Servernamen aus den Zugangsdaten Ihres Hosters, ohne sftp:// und ohne Ordner, etwa access-5012345678.webspace-host.com",
    },
  }),
  NotPort: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a port number`,
      hint: "a number from 1 to 65535 without quotes, or leave the line out (22 for sftp, 21 for ftps and ftp)",
    },
    de: {
      message: (p) => `${kv(p)} ist keine Portnummer`,
      hint: "eine Zahl von 1 bis 65535 ohne Anführungszeichen, oder lassen Sie die Zeile weg (22 für sftp, 21 für ftps und ftp)",
    },
  }),
  NotLoginName: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a user name`,
      hint: "copy the user name from your host's access data; it has no spaces (the password does not belong here)",
    },
    de: {
      message: (p) => `${kv(p)} ist kein Benutzername`,
      hint: "kopieren Sie den Benutzernamen aus den Zugangsdaten Ihres Hosters; er enthält keine Leerzeichen (das Passwort gehört nicht hierher)",
    },
  }),
  NotRemoteFolder: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a folder on the server`,
      hint: 'the web folder your domain points to, like "/" or "/htdocs", without "..", "\\" or spaces around it',
    },
    de: {
      message: (p) => `${kv(p)} ist kein Ordner auf dem Server`,
      hint: 'der Webordner, auf den Ihre Domain zeigt, etwa "/" oder "/htdocs", ohne "..", "\\" und ohne Leerzeichen davor oder danach',
    },
  }),
  NotAPhotoFile: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a photo in images/`,
      hint: "put the photo into content/images/ and write its path from the content folder, like images/kitchen.jpg (JPEG, PNG, WebP, AVIF or HEIC)",
    },
    de: {
      message: (p) => `${kv(p)} ist kein Foto in images/`,
      hint: "legen Sie das Foto in content/images/ und schreiben Sie seinen Pfad ab dem Inhaltsordner, etwa images/kueche.jpg (JPEG, PNG, WebP, AVIF oder HEIC)",
    },
  }),
  /** `format`: the file's ending in capitals ("GIF"), empty when it has none. */
  NotAPhotoFormat: valueEntry<{ format: string }>({
    en: {
      message: (p) =>
        p.format
          ? `${kv(p)} is a ${p.format} file, which the website does not show`
          : `${kv(p)} has no file ending like .jpg`,
      hint: photoFormatsHint.en,
    },
    de: {
      message: (p) =>
        p.format
          ? `${kv(p)} ist eine ${p.format}-Datei, die die Website nicht zeigt`
          : `${kv(p)} hat keine Dateiendung wie .jpg`,
      hint: photoFormatsHint.de,
    },
  }),
  NotFocus: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a point of the photo`,
      hint: 'write how far across and how far down the part to keep lies, each from 0% to 100%, like "50% 20%" (the middle, near the top)',
    },
    de: {
      message: (p) => `${kv(p)} ist kein Punkt des Fotos`,
      hint: 'schreiben Sie, wie weit rechts und wie weit unten der Teil liegt, der bleiben soll, je von 0% bis 100%, etwa "50% 20%" (die Mitte, nahe am oberen Rand)',
    },
  }),
  PhotoNeedsAlt: valueEntry({
    en: {
      message: (p) => `${p.key} has no alt text`,
      hint: 'add "alt:" with what the photo shows, for people who cannot see it (in every language where it appears), or "decorative: true" if it adds nothing to the text',
    },
    de: {
      message: (p) => `${p.key} hat keinen Alternativtext`,
      hint: 'ergänzen Sie "alt:" mit dem, was das Foto zeigt, für Menschen, die es nicht sehen (in jeder Sprache, in der es erscheint), oder "decorative: true", wenn es dem Text nichts hinzufügt',
    },
  }),
  PhotoAltAndDecorative: valueEntry({
    en: {
      message: (p) => `${p.key} has an alt text and is marked decorative: true`,
      hint: "a decorative photo is skipped by screen readers, so it has no alt text: keep one of the two",
    },
    de: {
      message: (p) => `${p.key} hat einen Alternativtext und ist als decorative: true markiert`,
      hint: "ein dekoratives Foto überspringen Screenreader, es hat also keinen Alternativtext: behalten Sie eines von beiden",
    },
  }),
  ValueInvalid: valueEntry({
    en: { message: (p) => `${kv(p)} is not valid here (${p.detail})`, hint: "compare it with the shipped file" },
    de: {
      message: (p) => `${kv(p)} ist hier nicht gültig (${p.detail})`,
      hint: "vergleichen Sie ihn mit der mitgelieferten Datei",
    },
  }),
};

export type ValueMessage = keyof typeof valueMessages;
export const isValueMessage = (name: string): name is ValueMessage => Object.hasOwn(valueMessages, name);

const placeholderKinds: Record<PlaceholderKind, { en: string; de: string; deAcc: string }> = {
  braces: {
    en: "a placeholder in braces",
    de: "ein Platzhalter in geschweiften Klammern",
    deAcc: "einen Platzhalter in geschweiften Klammern",
  },
  field: { en: "an unfilled {{…}} field", de: "ein ungefülltes {{…}}-Feld", deAcc: "ein ungefülltes {{…}}-Feld" },
  unclosed: {
    en: "a {{…}} field without its closing }}",
    de: "ein {{…}}-Feld ohne schließendes }}",
    deAcc: "ein {{…}}-Feld ohne schließendes }}",
  },
  brackets: {
    en: "a placeholder in brackets",
    de: "ein Platzhalter in eckigen Klammern",
    deAcc: "einen Platzhalter in eckigen Klammern",
  },
  marker: { en: "an unfinished-work marker", de: "ein Vermerk für Unfertiges", deAcc: "einen Vermerk für Unfertiges" },
  dummy: { en: "dummy text", de: "Blindtext", deAcc: "Blindtext" },
};

export const messages = {
  OutputProtected: entry<{ out: string; kind: ProtectedKind }>({
    en: {
      message: ({ out, kind }) => `--out "${out}" is ${protectedKinds[kind].en}; the build would replace it`,
      hint: "give the website a folder of its own, like --out dist",
    },
    de: {
      message: ({ out, kind }) =>
        `--out "${out}" ist ${protectedKinds[kind].de}; der Build würde diesen Ordner ersetzen`,
      hint: "geben Sie der Website einen eigenen Ordner, etwa --out dist",
    },
  }),
  OutputIsFile: entry<{ out: string }>({
    en: {
      message: ({ out }) => `--out "${out}" is a file, not a folder`,
      hint: "the build writes a whole folder: name a folder, like --out dist",
    },
    de: {
      message: ({ out }) => `--out "${out}" ist eine Datei, kein Ordner`,
      hint: "der Build schreibt einen ganzen Ordner: nennen Sie einen Ordner, etwa --out dist",
    },
  }),
  OutputNotOwned: entry<{ out: string; file: string }>({
    en: {
      message: ({ out, file }) => `--out "${out}" is a folder the build did not create: it holds "${file}"`,
      hint: "the build replaces everything in its folder; choose a new or empty folder, or move the files elsewhere first",
    },
    de: {
      message: ({ out, file }) =>
        `--out "${out}" ist ein Ordner, den der Build nicht angelegt hat: er enthält "${file}"`,
      hint: "der Build ersetzt alles in seinem Ordner; wählen Sie einen neuen oder leeren Ordner oder verschieben Sie die Dateien vorher",
    },
  }),
  OutputBusy: entry<{ out: string; pid: number }>({
    en: {
      message: ({ out, pid }) => `another build (process ${pid}) is writing "${out}" right now`,
      hint: "wait until it has finished, then build again",
    },
    de: {
      message: ({ out, pid }) => `ein anderer Build (Prozess ${pid}) schreibt gerade "${out}"`,
      hint: "warten Sie, bis er fertig ist, und bauen Sie dann noch einmal",
    },
  }),
  OutputWriteFailed: entry<{ path: string; code: string }>({
    en: {
      message: ({ path, code }) => `cannot write "${path}": ${reasonOf(code, "en")}`,
      hint: "the last complete website stays as it was; fix the cause and build again",
    },
    de: {
      message: ({ path, code }) => `"${path}" kann nicht geschrieben werden: ${reasonOf(code, "de")}`,
      hint: "die letzte vollständige Website bleibt, wie sie war; beheben Sie die Ursache und bauen Sie noch einmal",
    },
  }),
  CacheUnwritable: entry<{ folder: string; code: string }>({
    en: {
      message: ({ folder, code }) =>
        `the tool cannot keep its cache in "${folder}": ${reasonOf(code, "en")}; it works, but slower`,
      hint: "make the folder writable for you, or delete it: the tool makes it again",
    },
    de: {
      message: ({ folder, code }) =>
        `das Werkzeug kann seinen Zwischenspeicher in "${folder}" nicht ablegen: ${reasonOf(code, "de")}; es arbeitet, aber langsamer`,
      hint: "machen Sie den Ordner für sich beschreibbar, oder löschen Sie ihn: das Werkzeug legt ihn neu an",
    },
  }),
  InlineCodeInPage: entry<{ page: string; element: string; attribute: string }>({
    en: {
      message: ({ page, element, attribute }) =>
        `${page} has an inline ${attribute}= attribute on <${element}>, which the Content-Security-Policy blocks`,
      hint: "a template mistake: give the element a class styled in templates/styles/, and put behaviour in client/",
    },
    de: {
      message: ({ page, element, attribute }) =>
        `${page} hat ein Inline-Attribut ${attribute}= an <${element}>, das die Content-Security-Policy blockiert`,
      hint: "ein Fehler in einer Vorlage: geben Sie dem Element eine Klasse mit Stil in templates/styles/, Verhalten gehört nach client/",
    },
  }),
  LinkRefused: entry<{ url: string; problem: UrlProblem }>({
    en: {
      message: ({ url, problem }) =>
        ({
          hidden: `link "${url}" contains spaces, invisible characters or "\\"`,
          otherHost: `link "${url}" leads to another website: a browser reads "//" as the start of a host name`,
          scheme: `link "${url}" uses "${schemeOf(url)}:", which the website does not allow`,
          badHttps: `link "${url}" is not a complete https:// address`,
          relative: `link "${url}" must start with https://, mailto:, tel: or /`,
          noScheme: `link "${url}" is another website's address without its https://`,
          hostAsPath: `link "${url}" is a page of this website named like another website's address`,
          empty: "a link has no address",
        })[problem],
      hint: ({ url, problem }) =>
        ({
          hidden: "write the address without spaces or backslashes",
          otherHost: "write https:// before an address on another website, and a single / before a page of this one",
          scheme: "links start with https://, mailto:, tel: or / for a page of this website",
          badHttps: "write it like https://www.example.com/page, without a user name or password",
          relative: "write a page of this website from the root, like /en/catering/",
          noScheme: `write it as https://${url}`,
          hostAsPath: `for the other website, write https:// instead of /: https://${url.slice(1)}`,
          empty: "write the address in the brackets: [text](https://…)",
        })[problem],
    },
    de: {
      message: ({ url, problem }) =>
        ({
          hidden: `Link "${url}" enthält Leerzeichen, unsichtbare Zeichen oder "\\"`,
          otherHost: `Link "${url}" führt zu einer anderen Website: Ein Browser liest "//" als Beginn eines Hostnamens`,
          scheme: `Link "${url}" verwendet "${schemeOf(url)}:", das die Website nicht erlaubt`,
          badHttps: `Link "${url}" ist keine vollständige https://-Adresse`,
          relative: `Link "${url}" muss mit https://, mailto:, tel: oder / beginnen`,
          noScheme: `Link "${url}" ist die Adresse einer anderen Website ohne ihr https://`,
          hostAsPath: `Link "${url}" ist eine Seite dieser Website, benannt wie die Adresse einer anderen Website`,
          empty: "ein Link hat keine Adresse",
        })[problem],
      hint: ({ url, problem }) =>
        ({
          hidden: "schreiben Sie die Adresse ohne Leerzeichen und Backslashes",
          otherHost:
            "schreiben Sie https:// vor eine Adresse auf einer anderen Website und ein einzelnes / vor eine Seite dieser Website",
          scheme: "Links beginnen mit https://, mailto:, tel: oder / für eine Seite dieser Website",
          badHttps: "schreiben Sie sie wie https://www.example.com/seite, ohne Benutzername und Passwort",
          relative: "schreiben Sie eine Seite dieser Website vom Anfang an, etwa /en/catering/",
          noScheme: `schreiben Sie sie als https://${url}`,
          hostAsPath: `für die andere Website schreiben Sie https:// statt /: https://${url.slice(1)}`,
          empty: "schreiben Sie die Adresse in die Klammern: [Text](https://…)",
        })[problem],
    },
  }),
  // Reading a file: the read and decode links (cli/content/read.ts).
  ContentFolderMissing: entry<{ folder: string }>({
    en: {
      message: ({ folder }) => `the content folder "${folder}" does not exist`,
      hint: "run the command in the project folder (the one with content/), or name the folder with --content",
    },
    de: {
      message: ({ folder }) => `den Inhaltsordner "${folder}" gibt es nicht`,
      hint: "starten Sie den Befehl im Projektordner (dem mit content/) oder nennen Sie den Ordner mit --content",
    },
  }),
  FileMissing: entry({
    en: {
      message: "file is missing",
      hint: "the site needs this file: restore it from your backup, or create it again",
    },
    de: {
      message: "Datei fehlt",
      hint: "die Website braucht diese Datei: holen Sie sie aus Ihrer Sicherung zurück oder legen Sie sie neu an",
    },
  }),
  FileEmpty: entry({
    en: {
      message: "file is empty",
      hint: "an editor may have saved it before it was written: undo, or write it again",
    },
    de: {
      message: "Datei ist leer",
      hint: "vielleicht hat der Editor gespeichert, bevor etwas darin stand: Rückgängig machen oder neu schreiben",
    },
  }),
  NotAFile: entry<{ folder: boolean }>({
    en: {
      message: ({ folder }) => (folder ? "is a folder, where the site needs a file" : "is not a plain file"),
      hint: "put a text file of this name here",
    },
    de: {
      message: ({ folder }) =>
        folder ? "ist ein Ordner, die Website braucht hier eine Datei" : "ist keine gewöhnliche Datei",
      hint: "legen Sie hier eine Textdatei dieses Namens ab",
    },
  }),
  LinkOutOfContent: entry({
    en: {
      message: "is a link to a file outside the content folder",
      hint: "copy the file into content/ instead of linking it: nothing outside content/ is published",
    },
    de: {
      message: "ist eine Verknüpfung zu einer Datei außerhalb des Inhaltsordners",
      hint: "kopieren Sie die Datei nach content/, statt sie zu verknüpfen: Nichts außerhalb von content/ wird veröffentlicht",
    },
  }),
  FileTooLarge: entry<{ kilobytes: number; limit: number; yaml?: boolean }>({
    en: {
      message: ({ kilobytes, limit }) =>
        `file is ${kilobytes} KB, more than the ${limit} KB a text of the site may have`,
      hint: ({ yaml }) =>
        yaml
          ? "is it the right file? Its values are short texts: restore it from your backup, or start from the shipped file"
          : "is it the right file? Split a very long text into pages",
    },
    de: {
      message: ({ kilobytes, limit }) =>
        `Datei ist ${kilobytes} KB groß, mehr als die ${limit} KB, die ein Text der Website haben darf`,
      hint: ({ yaml }) =>
        yaml
          ? "ist es die richtige Datei? Ihre Werte sind kurze Texte: holen Sie sie aus Ihrer Sicherung zurück oder gehen Sie von der mitgelieferten Datei aus"
          : "ist es die richtige Datei? Teilen Sie einen sehr langen Text auf mehrere Seiten auf",
    },
  }),
  TooMuchMarkup: entry<{ limit: number; page: boolean }>({
    en: {
      message: ({ limit, page }) =>
        `this ${page ? "page" : "paragraph"} has more than ${limit} of the characters * _ ~ [ ] \`, which Markdown reads as formatting`,
      hint: "is it the right text? Ordinary text needs a few of them at most",
    },
    de: {
      message: ({ limit, page }) =>
        `${page ? "diese Seite" : "dieser Absatz"} hat mehr als ${limit} der Zeichen * _ ~ [ ] \`, die Markdown als Formatierung liest`,
      hint: "ist es der richtige Text? Gewöhnlicher Text braucht höchstens ein paar davon",
    },
  }),
  NestedTooDeep: entry<{ limit: number }>({
    en: {
      message: ({ limit }) => `lists and quotes are nested more than ${counted(limit, "level", "en")} deep here`,
      hint: "is it the right text? A page needs a few levels at most",
    },
    de: {
      message: ({ limit }) =>
        `Listen und Zitate sind hier mehr als ${counted(limit, "level", "de")} tief verschachtelt`,
      hint: "ist es der richtige Text? Eine Seite braucht höchstens ein paar Ebenen",
    },
  }),
  TooManyListItems: entry<{ limit: number }>({
    en: {
      message: ({ limit }) => `this page has more than ${counted(limit, "listItem", "en")}`,
      hint: "is it the right text? Split a very long list into pages",
    },
    de: {
      message: ({ limit }) => `diese Seite hat mehr als ${counted(limit, "listItem", "de")}`,
      hint: "ist es der richtige Text? Teilen Sie eine sehr lange Liste auf mehrere Seiten auf",
    },
  }),
  NotUtf8: entry<{ encoding: string; sample: string }>({
    en: {
      message: ({ encoding, sample }) =>
        `file is not saved as UTF-8 (it looks like ${encoding})${sample ? `: ${JSON.stringify(sample)}` : ""}`,
      hint: 'save it as UTF-8: in VS Code click the encoding in the status bar, "Save with Encoding", "UTF-8"; in Notepad "Save as", Encoding "UTF-8"',
    },
    de: {
      message: ({ encoding, sample }) =>
        `Datei ist nicht als UTF-8 gespeichert (sie sieht nach ${encoding} aus)${sample ? `: ${JSON.stringify(sample)}` : ""}`,
      hint: "speichern Sie sie als UTF-8: in VS Code unten in der Statusleiste auf die Kodierung klicken, „Mit Codierung speichern“, „UTF-8“; im Editor von Windows „Speichern unter“, Codierung „UTF-8“",
    },
  }),
  TooDeep: entry({
    en: {
      message: "file is nested far too deeply to be read",
      hint: "is it the right file? Content is a few levels deep at most",
    },
    de: {
      message: "Datei ist viel zu tief verschachtelt, um gelesen zu werden",
      hint: "ist es die richtige Datei? Inhalte sind höchstens ein paar Ebenen tief",
    },
  }),

  // YAML syntax (cli/content/yaml.ts).
  IndentMismatch: entry<{ spaces: number; expected: number }>({
    en: {
      message: ({ spaces, expected }) =>
        `this line is indented by ${counted(spaces, "space", "en")}, the lines it belongs with by ${expected}`,
      hint: "indent it with spaces like the lines around it",
    },
    de: {
      message: ({ spaces, expected }) =>
        `diese Zeile ist um ${counted(spaces, "space", "de")} eingerückt, die Zeilen, zu denen sie gehört, um ${expected}`,
      hint: "rücken Sie sie mit Leerzeichen ein wie die Zeilen darum herum",
    },
  }),
  TabIndent: entry({
    en: { message: "this line is indented with a tab", hint: "YAML needs spaces: replace the tab with spaces" },
    de: {
      message: "diese Zeile ist mit einem Tabulator eingerückt",
      hint: "YAML braucht Leerzeichen: ersetzen Sie den Tabulator durch Leerzeichen",
    },
  }),
  QuoteUnclosed: entry<{ quote: string }>({
    en: {
      message: ({ quote }) => `the text starting with ${quote} here has no closing ${quote}`,
      hint: ({ quote }) => `end the text with ${quote} on the same line`,
    },
    de: {
      message: ({ quote }) => `der Text, der hier mit ${quote} beginnt, hat kein schließendes ${quote}`,
      hint: ({ quote }) => `beenden Sie den Text in derselben Zeile mit ${quote}`,
    },
  }),
  ColonInText: entry<{ key: string }>({
    en: {
      message: ({ key }) => `the text after "${key}:" contains ": ", which YAML reads as the start of another key`,
      hint: ({ key }) => `put the whole text in quotes: ${key}: "…"`,
    },
    de: {
      message: ({ key }) => `der Text nach "${key}:" enthält ": ", was YAML als Beginn eines weiteren Schlüssels liest`,
      hint: ({ key }) => `setzen Sie den ganzen Text in Anführungszeichen: ${key}: "…"`,
    },
  }),
  DuplicateKey: entry<{ key: string }>({
    en: { message: ({ key }) => `"${key}" appears twice here`, hint: "keep one of the two lines" },
    de: { message: ({ key }) => `"${key}" steht hier zweimal`, hint: "behalten Sie eine der beiden Zeilen" },
  }),
  YamlAlias: entry({
    en: { message: "anchors and aliases (& and *) are not used in content", hint: "write the value out in full" },
    de: {
      message: "Anker und Aliase (& und *) werden in Inhalten nicht verwendet",
      hint: "schreiben Sie den Wert vollständig aus",
    },
  }),
  BracketUnclosed: entry<{ bracket: string; closing: string }>({
    en: {
      message: ({ bracket, closing }) => `the ${bracket} here has no closing ${closing}`,
      hint: ({ bracket, closing }) =>
        `end the value with ${closing} on the same line, or put it in quotes if the ${bracket} is part of the text`,
    },
    de: {
      message: ({ bracket, closing }) => `die ${bracket} hier hat keine schließende ${closing}`,
      hint: ({ bracket, closing }) =>
        `beenden Sie den Wert in derselben Zeile mit ${closing}, oder setzen Sie ihn in Anführungszeichen, wenn die ${bracket} zum Text gehört`,
    },
  }),
  YamlSyntax: entry<{ code: string }>({
    en: {
      message: ({ code }) => `YAML cannot read this line (${yamlProblem(code, "en")})`,
      hint: "check the indentation and the quotes on this line and the one before",
    },
    de: {
      message: ({ code }) => `YAML kann diese Zeile nicht lesen (${yamlProblem(code, "de")})`,
      hint: "prüfen Sie die Einrückung und die Anführungszeichen in dieser und der vorigen Zeile",
    },
  }),
  TextCutByComment: entry<{ key: string; dropped: string; full: string }>({
    en: {
      message: ({ key, dropped }) =>
        `warning: ${key}: the text from " #" on is left out (${JSON.stringify(dropped)}): YAML reads it as a comment`,
      hint: ({ key, full }) => `to keep it, put the whole text in quotes: ${key}: ${JSON.stringify(full)}`,
    },
    de: {
      message: ({ key, dropped }) =>
        `Warnung: ${key}: der Text ab " #" fehlt auf der Website (${JSON.stringify(dropped)}): YAML liest ihn als Kommentar`,
      hint: ({ key, full }) =>
        `um ihn zu behalten, setzen Sie den ganzen Text in Anführungszeichen: ${key}: ${JSON.stringify(full)}`,
    },
  }),

  // Values against their schema (cli/content/validate.ts, cli/content/schemas/).
  UnknownKey: entry<{ key: string; parent: string; guess: string }>({
    en: {
      message: ({ key, parent }) => `${parent ? `${parent}: ` : ""}unknown key "${key}"`,
      hint: ({ guess }) => (guess ? `did you mean "${guess}"?` : "remove it, or check the spelling"),
    },
    de: {
      message: ({ key, parent }) => `${parent ? `${parent}: ` : ""}unbekannter Schlüssel "${key}"`,
      hint: ({ guess }) => (guess ? `meinten Sie "${guess}"?` : "entfernen Sie ihn oder prüfen Sie die Schreibweise"),
    },
  }),
  KeyBelongsInside: entry<{ key: string; group: string; spaces: number }>({
    en: {
      message: ({ key, group }) => `${key} belongs inside ${group}`,
      hint: ({ group, spaces }) =>
        `indent it by ${counted(spaces, "space", "en")}, among the lines under "${group.split(".").at(-1)}:"`,
    },
    de: {
      message: ({ key, group }) => `${key} gehört in ${group}`,
      hint: ({ group, spaces }) =>
        `rücken Sie es um ${counted(spaces, "space", "de")} ein, zu den Zeilen unter "${group.split(".").at(-1)}:"`,
    },
  }),
  KeyBelongsOutside: entry<{ key: string; group: string; spaces: number }>({
    en: {
      message: ({ key, group }) => `${key} does not belong inside ${group}`,
      hint: ({ group, spaces }) =>
        `indent it ${counted(spaces, "space", "en")} less, level with "${group.split(".").at(-1)}:"`,
    },
    de: {
      message: ({ key, group }) => `${key} gehört nicht in ${group}`,
      hint: ({ group, spaces }) =>
        `rücken Sie es um ${counted(spaces, "space", "de")} weniger ein, bündig mit "${group.split(".").at(-1)}:"`,
    },
  }),
  ValueMissing: entry<{ key: string }>({
    en: {
      message: ({ key }) => `${key} is missing`,
      hint: "add it, as in the shipped file",
    },
    de: {
      message: ({ key }) => `${key} fehlt`,
      hint: "ergänzen Sie es wie in der mitgelieferten Datei",
    },
  }),
  NotAMapping: entry({
    en: {
      message: 'the file must be a list of "key: value" lines',
      hint: "start from the shipped file and change its values",
    },
    de: {
      message: 'die Datei muss aus Zeilen "Schlüssel: Wert" bestehen',
      hint: "gehen Sie von der mitgelieferten Datei aus und ändern Sie ihre Werte",
    },
  }),
  ...valueMessages,

  // Markdown pages (cli/content/formats.ts, cli/content/markdown.ts).
  FrontMatterMissing: entry<{ first: string }>({
    en: {
      message: 'the first line must be just "---"',
      hint: 'start the file with a line "---", then title: and description:, then a line "---", then the text',
    },
    de: {
      message: 'die erste Zeile muss genau "---" sein',
      hint: 'beginnen Sie die Datei mit einer Zeile "---", dann title: und description:, dann eine Zeile "---", dann der Text',
    },
  }),
  FrontMatterFirstLine: entry<{ first: string }>({
    en: {
      message: ({ first }) => `the first line must be just "---", not ${JSON.stringify(first)}`,
      hint: "move the text after --- to the next line",
    },
    de: {
      message: ({ first }) => `die erste Zeile muss genau "---" sein, nicht ${JSON.stringify(first)}`,
      hint: "schreiben Sie den Text nach --- in die nächste Zeile",
    },
  }),
  FrontMatterUnclosed: entry({
    en: {
      message: 'the header that starts with "---" has no closing "---" line',
      hint: 'after title: and description:, write a line "---", then the text',
    },
    de: {
      message: 'der Kopf, der mit "---" beginnt, hat keine schließende Zeile "---"',
      hint: 'schreiben Sie nach title: und description: eine Zeile "---", dann den Text',
    },
  }),
  UnknownField: entry<{ field: string }>({
    en: {
      message: ({ field }) => `unknown field ${field}`,
      hint: "facts come from site.yaml, e.g. {{site.email}}, {{site.address.street}}",
    },
    de: {
      message: ({ field }) => `unbekanntes Feld ${field}`,
      hint: "Angaben kommen aus site.yaml, etwa {{site.email}}, {{site.address.street}}",
    },
  }),
  RawHtml: entry<{ snippet: string }>({
    en: {
      message: ({ snippet }) => `HTML is not allowed in a page's text: ${JSON.stringify(snippet)}`,
      hint: "write it as Markdown instead",
    },
    de: {
      message: ({ snippet }) => `HTML ist im Text einer Seite nicht erlaubt: ${JSON.stringify(snippet)}`,
      hint: "schreiben Sie es stattdessen als Markdown",
    },
  }),
  HeadingLevelOne: entry({
    en: {
      message: "a level-1 heading (#) is not allowed in the page text",
      hint: "the page title is the heading; use ## for sections",
    },
    de: {
      message: "eine Überschrift der ersten Ebene (#) ist im Seitentext nicht erlaubt",
      hint: "der Seitentitel ist die Überschrift; nehmen Sie ## für Abschnitte",
    },
  }),
  PlaceholderInText: entry<{ what: PlaceholderKind; text: string }>({
    en: {
      message: ({ what, text }) => `${placeholderKinds[what].en} ${JSON.stringify(text)} is still in the text`,
      hint: ({ what, text }) =>
        what === "unclosed"
          ? `end the field with }}, like ${text.trimEnd()}}}, or write the text itself`
          : "replace it with the real text before publishing",
    },
    de: {
      message: ({ what, text }) => `${placeholderKinds[what].de} ${JSON.stringify(text)} steht noch im Text`,
      hint: ({ what, text }) =>
        what === "unclosed"
          ? `schließen Sie das Feld mit }}, etwa ${text.trimEnd()}}}, oder schreiben Sie den Text selbst`
          : "ersetzen Sie ihn vor dem Veröffentlichen durch den richtigen Text",
    },
  }),
  PlaceholderInYaml: entry<{ key: string; what: PlaceholderKind; text: string }>({
    en: {
      message: ({ key, what, text }) => `${key} contains ${placeholderKinds[what].en} ${JSON.stringify(text)}`,
      hint: ({ what }) =>
        what === "unclosed"
          ? "end the field with }}, or write the text itself"
          : "replace it with the real text before publishing",
    },
    de: {
      message: ({ key, what, text }) => `${key} enthält ${placeholderKinds[what].deAcc} ${JSON.stringify(text)}`,
      hint: ({ what }) =>
        what === "unclosed"
          ? "schließen Sie das Feld mit }} oder schreiben Sie den Text selbst"
          : "ersetzen Sie ihn vor dem Veröffentlichen durch den richtigen Text",
    },
  }),
  PhotoNotInImages: entry<{ url: string }>({
    en: {
      message: (p) => `the photo "${p.url}" is not in images/`,
      hint: "photos come only from content/images/: put the file there and write ![what it shows](images/name.jpg)",
    },
    de: {
      message: (p) => `das Foto "${p.url}" liegt nicht in images/`,
      hint: "Fotos kommen nur aus content/images/: legen Sie die Datei dort ab und schreiben Sie ![was es zeigt](images/name.jpg)",
    },
  }),
  PhotoFormatInText: entry<{ url: string; format: string }>({
    en: {
      message: (p) =>
        p.format
          ? `the photo "${p.url}" is a ${p.format} file, which the website does not show`
          : `the photo "${p.url}" has no file ending like .jpg`,
      hint: photoFormatsHint.en,
    },
    de: {
      message: (p) =>
        p.format
          ? `das Foto "${p.url}" ist eine ${p.format}-Datei, die die Website nicht zeigt`
          : `das Foto "${p.url}" hat keine Dateiendung wie .jpg`,
      hint: photoFormatsHint.de,
    },
  }),
  PhotoNoAltInText: entry<{ url: string }>({
    en: {
      message: (p) => `the photo "${p.url}" has no alt text`,
      hint: "write what it shows, in the page's language, between the brackets: ![Our dining room at night](images/room.jpg); a decorative photo belongs in the front matter with decorative: true",
    },
    de: {
      message: (p) => `das Foto "${p.url}" hat keinen Alternativtext`,
      hint: "schreiben Sie in der Sprache der Seite zwischen die eckigen Klammern, was es zeigt: ![Unser Gastraum am Abend](images/raum.jpg); ein dekoratives Foto gehört mit decorative: true in den Kopfbereich",
    },
  }),

  // Photos (cli/photos.ts): each at the place that names the photo.
  PhotoMissing: entry<{ file: string; guess: string }>({
    en: {
      message: (p) => `the photo ${p.file} does not exist`,
      hint: (p) =>
        p.guess
          ? `did you mean ${p.guess}? Names must match exactly, capital letters too`
          : "copy the photo into content/images/, or correct the name (capital letters count)",
    },
    de: {
      message: (p) => `das Foto ${p.file} gibt es nicht`,
      hint: (p) =>
        p.guess
          ? `meinten Sie ${p.guess}? Namen müssen genau stimmen, auch Groß- und Kleinschreibung`
          : "kopieren Sie das Foto nach content/images/ oder berichtigen Sie den Namen (Groß- und Kleinschreibung zählt)",
    },
  }),
  PhotoNotAFile: entry<{ file: string; folder: boolean }>({
    en: {
      message: (p) => (p.folder ? `${p.file} is a folder, not a photo` : `${p.file} is not a plain file`),
      hint: "put the photo itself there, the file as it came from the camera or phone",
    },
    de: {
      message: (p) => (p.folder ? `${p.file} ist ein Ordner, kein Foto` : `${p.file} ist keine gewöhnliche Datei`),
      hint: "legen Sie dort das Foto selbst ab, die Datei, wie sie von Kamera oder Handy kommt",
    },
  }),
  PhotoUnreadable: entry<{ file: string; reason: string }>({
    en: {
      message: (p) => `${p.file} is not a photo the tool can read, or it is damaged (${p.reason})`,
      hint: "open it in an image viewer; if it shows, save it again as JPEG and use that file",
    },
    de: {
      message: (p) => `${p.file} ist kein Foto, das das Werkzeug lesen kann, oder es ist beschädigt (${p.reason})`,
      hint: "öffnen Sie es in einem Bildbetrachter; wenn es sich zeigt, speichern Sie es erneut als JPEG und nehmen Sie diese Datei",
    },
  }),
  PhotoHeic: entry<{ file: string }>({
    en: {
      message: (p) =>
        `${p.file} is a HEIC photo (an iPhone's own format) the tool cannot read: it is damaged or of an unusual kind`,
      hint: 'save it as JPEG: on the iPhone, Photos → Share → Options → "Most Compatible", or Settings → Camera → Formats → "Most Compatible" for new photos; on a Mac, Preview → File → Export → JPEG',
    },
    de: {
      message: (p) =>
        `${p.file} ist ein HEIC-Foto (das Format des iPhones), das das Werkzeug nicht lesen kann: es ist beschädigt oder von ungewöhnlicher Art`,
      hint: "speichern Sie es als JPEG: am iPhone Fotos → Teilen → Optionen → „Maximale Kompatibilität“, oder Einstellungen → Kamera → Formate → „Maximale Kompatibilität“ für neue Fotos; am Mac Vorschau → Ablage → Exportieren → JPEG",
    },
  }),
  PhotoTooLarge: entry<{ file: string; megapixels: number; width: number; height: number }>({
    en: {
      message: (p) => `${p.file} has ${String(p.megapixels)} megapixels (${p.width} × ${p.height}); the limit is 40`,
      hint: "scale it down to about 4000 pixels on its long side: no screen shows more, and the build stays fast",
    },
    de: {
      message: (p) =>
        `${p.file} hat ${String(p.megapixels).replace(".", ",")} Megapixel (${p.width} × ${p.height}); die Grenze ist 40`,
      hint: "verkleinern Sie es auf etwa 4000 Pixel an der langen Seite: kein Bildschirm zeigt mehr, und der Build bleibt schnell",
    },
  }),
  PhotoTooSmall: entry<{ file: string; width: number; shown: number }>({
    en: {
      message: (p) =>
        `warning: ${p.file} is ${p.width} pixels wide but shown up to ${p.shown} pixels wide: it will look blurry`,
      hint: (p) => `use the original photo (at least ${p.shown} pixels wide, twice that for sharp phone screens)`,
    },
    de: {
      message: (p) =>
        `Warnung: ${p.file} ist ${p.width} Pixel breit, wird aber bis zu ${p.shown} Pixel breit gezeigt: es wirkt unscharf`,
      hint: (p) =>
        `nehmen Sie das Originalfoto (mindestens ${p.shown} Pixel breit, doppelt so breit für scharfe Handybildschirme)`,
    },
  }),
  PhotoTooTall: entry<{
    file: string;
    width: number;
    height: number;
    published: number;
    shown: number;
    maxSide: number;
  }>({
    en: {
      message: (p) =>
        `warning: ${p.file} is so tall (${p.width} × ${p.height} pixels) that it is published only ${p.published} pixels wide, but shown up to ${p.shown} pixels wide: it will look blurry`,
      hint: (p) =>
        `crop it to the part worth showing: photos on the web are at most ${p.maxSide.toLocaleString("en")} pixels high`,
    },
    de: {
      message: (p) =>
        `Warnung: ${p.file} ist so hoch (${p.width} × ${p.height} Pixel), dass es nur ${p.published} Pixel breit veröffentlicht wird, aber bis zu ${p.shown} Pixel breit gezeigt: es wirkt unscharf`,
      hint: (p) =>
        `schneiden Sie es auf den sehenswerten Teil zu: Fotos im Web sind höchstens ${p.maxSide.toLocaleString("de")} Pixel hoch`,
    },
  }),
  PhotoCutByFrame: entry<{ file: string; frame: FrameName; taller: boolean; percent: number }>({
    en: {
      message: (p) =>
        `warning: ${p.file} is much ${p.taller ? "taller" : "wider"} than ${frameNames[p.frame].en}, where only ${p.percent}% of it shows: the frame keeps its middle`,
      hint: 'choose the part to keep: add focus: "50% 20%" (how far across, how far down) below its file, or point at it in the editor of node cli serve; or crop the photo to the frame\'s shape',
    },
    de: {
      message: (p) =>
        `Warnung: ${p.file} ist viel ${p.taller ? "höher" : "breiter"} als sein Rahmen (${frameNames[p.frame].de}), in dem nur ${p.percent} % davon zu sehen sind: der Rahmen zeigt die Mitte`,
      hint: 'wählen Sie den Teil, der bleiben soll: ergänzen Sie focus: "50% 20%" (wie weit rechts, wie weit unten) unter seiner Datei, oder zeigen Sie im Editor von node cli serve darauf; oder schneiden Sie das Foto auf die Form des Rahmens zu',
    },
  }),
  AltIsFileName: entry<{ file: string; alt: string; kind: AltProblem }>({
    en: {
      message: (p) =>
        `the alt text ${JSON.stringify(p.alt)} of ${p.file} ${
          {
            own: "is its file name, not a description",
            name: "is a file name, not a description",
            word: "says only that it is a picture, not what it shows",
          }[p.kind]
        }`,
      hint: 'write what the photo shows, as you would tell someone on the phone: "Jollof rice with fried plantain"',
    },
    de: {
      message: (p) =>
        `der Alternativtext ${JSON.stringify(p.alt)} von ${p.file} ${
          {
            own: "ist sein Dateiname, keine Beschreibung",
            name: "ist ein Dateiname, keine Beschreibung",
            word: "sagt nur, dass es ein Bild ist, nicht was es zeigt",
          }[p.kind]
        }`,
      hint: "schreiben Sie, was das Foto zeigt, wie Sie es am Telefon beschreiben würden: „Jollof-Reis mit gebratener Kochbanane“",
    },
  }),

  // Rules across files (cli/content/load.ts).
  TextMissingLanguage: entry<{ key: string; lang: string }>({
    en: {
      message: (p) => `${p.key} has no text in the language "${p.lang}"`,
      hint: (p) => `add a line "${p.lang}: …" with the text in that language`,
    },
    de: {
      message: (p) => `${p.key} hat keinen Text in der Sprache "${p.lang}"`,
      hint: (p) => `ergänzen Sie eine Zeile "${p.lang}: …" mit dem Text in dieser Sprache`,
    },
  }),
  TextUnknownLanguage: entry<{ key: string; lang: string; languages: string; count: number }>({
    en: {
      message: (p) =>
        `${p.key} has a text in "${p.lang}", which is not a language of the site${p.count > 1 ? ` (as do ${counted(p.count - 1, "moreText", "en")} in this file)` : ""}`,
      hint: (p) =>
        `the site's languages are ${p.languages}; add content/i18n/${p.lang}.yaml for a new one, or correct the code`,
    },
    de: {
      message: (p) =>
        `${p.key} hat einen Text in "${p.lang}", das keine Sprache der Website ist${p.count > 1 ? ` (wie ${counted(p.count - 1, "moreText", "de")} in dieser Datei)` : ""}`,
      hint: (p) =>
        `die Sprachen der Website sind ${p.languages}; für eine neue legen Sie content/i18n/${p.lang}.yaml an, sonst korrigieren Sie den Code`,
    },
  }),
  DictionaryName: entry<{ name: string }>({
    en: {
      message: ({ name }) => `"${name}" is not named after a two-letter language code`,
      hint: "name dictionaries like de.yaml, en.yaml, fr.yaml",
    },
    de: {
      message: ({ name }) => `"${name}" ist nicht nach einem zweibuchstabigen Sprachcode benannt`,
      hint: "benennen Sie Wörterbücher wie de.yaml, en.yaml, fr.yaml",
    },
  }),
  DictionaryMissing: entry<{ lang: string }>({
    en: {
      message: ({ lang }) => `file is missing: the pages *.${lang}.md need this dictionary`,
      hint: ({ lang }) =>
        `restore i18n/${lang}.yaml from your backup, or remove the pages *.${lang}.md to take the language off the site`,
    },
    de: {
      message: ({ lang }) => `Datei fehlt: die Seiten *.${lang}.md brauchen dieses Wörterbuch`,
      hint: ({ lang }) =>
        `holen Sie i18n/${lang}.yaml aus Ihrer Sicherung zurück oder entfernen Sie die Seiten *.${lang}.md, um die Sprache von der Website zu nehmen`,
    },
  }),
  DefaultLanguageUnknown: entry<{ lang: string; languages: string }>({
    en: {
      message: ({ lang }) => `defaultLanguage "${lang}" has no dictionary and no pages`,
      hint: ({ languages }) => `the dictionaries in content/i18n/ are ${languages}: choose one of them`,
    },
    de: {
      message: ({ lang }) => `defaultLanguage "${lang}" hat kein Wörterbuch und keine Seiten`,
      hint: ({ languages }) => `die Wörterbücher in content/i18n/ sind ${languages}: wählen Sie eines davon`,
    },
  }),
  ExtraPageTaken: entry<{ name: string }>({
    en: {
      message: ({ name }) => `extra page "${name}" is already a page or language of the site`,
      hint: "choose another name",
    },
    de: {
      message: ({ name }) => `die zusätzliche Seite "${name}" ist schon eine Seite oder Sprache der Website`,
      hint: "wählen Sie einen anderen Namen",
    },
  }),
  ExtraPageReserved: entry<{ name: string }>({
    en: {
      message: ({ name }) => `extra page "${name}" uses a name the website keeps for itself`,
      hint: `choose another name (not ${reservedPageNames.join(", ")})`,
    },
    de: {
      message: ({ name }) => `die zusätzliche Seite "${name}" verwendet einen Namen, den die Website selbst braucht`,
      hint: `wählen Sie einen anderen Namen (nicht ${reservedPageNames.join(", ")})`,
    },
  }),
  NotAPage: entry<{ name: string; pages: string }>({
    en: {
      message: ({ name }) => `"${name}" is not a page of the site`,
      hint: ({ pages }) =>
        `page files are named <page>.<language>.md with page one of ${pages}; list a new page under extraPages in site.yaml`,
    },
    de: {
      message: ({ name }) => `"${name}" ist keine Seite der Website`,
      hint: ({ pages }) =>
        `Seitendateien heißen <Seite>.<Sprache>.md mit einer dieser Seiten: ${pages}; eine neue Seite tragen Sie unter extraPages in site.yaml ein`,
    },
  }),
  NotALegalText: entry<{ name: string; texts: string }>({
    en: {
      message: ({ name }) => `"${name}" is not a legal text of the site`,
      hint: ({ texts }) =>
        `the legal texts are ${texts}; for a page of its own, list it under extraPages in site.yaml and write it as pages/<page>.<language>.md`,
    },
    de: {
      message: ({ name }) => `"${name}" ist kein Rechtstext der Website`,
      hint: ({ texts }) =>
        `die Rechtstexte sind ${texts}; für eine eigene Seite tragen Sie sie unter extraPages in site.yaml ein und schreiben sie als pages/<Seite>.<Sprache>.md`,
    },
  }),
  // The command line itself, as commander reads it (cli/main.ts).
  UnknownCommand: entry<{ name: string; guess: string; path: string }>({
    en: {
      message: (p) => `${p.path} has no command "${p.name}"`,
      hint: (p) => `${p.guess ? `did you mean "${p.guess}"? ` : ""}"${typed(p.path)} --help" lists the commands`,
    },
    de: {
      message: (p) => `${p.path} hat keinen Befehl "${p.name}"`,
      hint: (p) => `${p.guess ? `meinten Sie "${p.guess}"? ` : ""}"${typed(p.path)} --help" zeigt die Befehle`,
    },
  }),
  UnknownOption: entry<{ option: string; guess: string; path: string }>({
    en: {
      message: (p) => `${p.path} has no option "${p.option}"`,
      hint: (p) => `${p.guess ? `did you mean "${p.guess}"? ` : ""}"${typed(p.path)} --help" lists the options`,
    },
    de: {
      message: (p) => `${p.path} hat keine Option "${p.option}"`,
      hint: (p) => `${p.guess ? `meinten Sie "${p.guess}"? ` : ""}"${typed(p.path)} --help" zeigt die Optionen`,
    },
  }),
  OptionNeedsValue: entry<{ flags: string; path: string }>({
    en: {
      message: (p) => `option ${p.flags.split(" ")[0]} needs a value`,
      hint: (p) => `write it after the option: ${p.flags}; "${typed(p.path)} --help" lists the options`,
    },
    de: {
      message: (p) => `die Option ${p.flags.split(" ")[0]} braucht einen Wert`,
      hint: (p) => `schreiben Sie ihn hinter die Option: ${p.flags}; "${typed(p.path)} --help" zeigt die Optionen`,
    },
  }),
  OptionsConflict: entry<{ first: string; second: string; path: string }>({
    en: {
      message: (p) => `${p.first} and ${p.second} cannot be used together`,
      hint: (p) => `choose one of them; "${typed(p.path)} --help" lists the options`,
    },
    de: {
      message: (p) => `${p.first} und ${p.second} gehen nicht zusammen`,
      hint: (p) => `wählen Sie eine davon; "${typed(p.path)} --help" zeigt die Optionen`,
    },
  }),
  ArgumentMissing: entry<{ name: string; path: string }>({
    en: {
      message: (p) => `${p.path} needs ${p.name}`,
      hint: (p) => `"${typed(p.path)} --help" shows how to call it`,
    },
    de: {
      message: (p) => `${p.path} braucht ${p.name}`,
      hint: (p) => `"${typed(p.path)} --help" zeigt, wie man ihn aufruft`,
    },
  }),
  TooManyArguments: entry<{ path: string }>({
    en: {
      message: (p) => `${p.path} got more words than it takes`,
      hint: (p) => `options start with --; "${typed(p.path)} --help" shows how to call it`,
    },
    de: {
      message: (p) => `${p.path} hat mehr Wörter bekommen, als er nimmt`,
      hint: (p) => `Optionen beginnen mit --; "${typed(p.path)} --help" zeigt, wie man ihn aufruft`,
    },
  }),
  CommandLineInvalid: entry<{ detail: string; path: string }>({
    en: {
      message: (p) => `${p.path} cannot run like this: ${p.detail}`,
      hint: (p) => `"${typed(p.path)} --help" shows how to call it`,
    },
    de: {
      message: (p) => `${p.path} kann so nicht laufen: ${p.detail}`,
      hint: (p) => `"${typed(p.path)} --help" zeigt, wie man ihn aufruft`,
    },
  }),

  // What the commands say (cli/commands/, cli/serve.ts, cli/buffet.ts).
  BuildSummary: entry<{ pages: number; files: number; size: string; out: string; seconds: string }>({
    en: {
      message: (p) =>
        `Wrote ${counted(p.pages, "page", "en")}, ${counted(p.files, "file", "en")} (${p.size}) to ${p.out}/ in ${p.seconds}`,
    },
    de: {
      message: (p) =>
        `${counted(p.pages, "page", "de")}, ${counted(p.files, "file", "de")} (${p.size}) in ${p.out}/ geschrieben, in ${p.seconds}`,
    },
  }),
  CheckPassed: entry<{ pages: number; seconds: string }>({
    en: { message: (p) => `Checked ${counted(p.pages, "page", "en")} in ${p.seconds}: no problems` },
    de: { message: (p) => `${counted(p.pages, "page", "de")} in ${p.seconds} geprüft: keine Probleme` },
  }),
  CheckFailed: entry<{ problems: number; pages: number }>({
    en: { message: (p) => `${counted(p.problems, "problem", "en")} in ${counted(p.pages, "page", "en")}` },
    de: { message: (p) => `${counted(p.problems, "problem", "de")} in ${counted(p.pages, "page", "de")}` },
  }),
  BuffetOver: entry<{ date: string }>({
    en: {
      message: ({ date }) =>
        `warning: every buffet in buffet.yaml is over (the last on ${longDate(date, "en-GB")}): the website shows none`,
      hint: 'add the next one with "node cli buffet add --date YYYY-MM-DD --from HH:MM --to HH:MM", or hide the buffet with "node cli buffet set --hide", then build again',
    },
    de: {
      message: ({ date }) =>
        `Warnung: jedes Buffet in buffet.yaml ist vorbei (das letzte am ${longDate(date, "de-DE")}): die Website zeigt keines`,
      hint: 'tragen Sie das nächste ein mit "node cli buffet add --date JJJJ-MM-TT --from HH:MM --to HH:MM" oder blenden Sie das Buffet aus mit "node cli buffet set --hide", dann bauen Sie neu',
    },
  }),
  BuffetEventOver: entry({
    en: { message: "over: no longer shown" },
    de: { message: "vorbei: wird nicht mehr gezeigt" },
  }),
  ClosureOver: entry<{ from: string; to: string }>({
    en: {
      message: ({ from, to }) =>
        `warning: the closure from ${longDate(from, "en-GB")} to ${longDate(to, "en-GB")} is over: the website no longer shows it`,
      hint: "remove it from hours.yaml when you like",
    },
    de: {
      message: ({ from, to }) =>
        `Warnung: die Schließung vom ${longDate(from, "de-DE")} bis ${longDate(to, "de-DE")} ist vorbei: die Website zeigt sie nicht mehr`,
      hint: "löschen Sie sie bei Gelegenheit aus hours.yaml",
    },
  }),
  BuffetShown: entry({
    en: { message: "The website shows the buffet (show: true), each until it is over:" },
    de: { message: "Die Website zeigt das Buffet (show: true), jedes, bis es vorbei ist:" },
  }),
  BuffetHidden: entry({
    en: { message: "The buffet is hidden (show: false); visitors would read this once it is shown:" },
    de: { message: "Das Buffet ist ausgeblendet (show: false); so läsen es Besucher, sobald es gezeigt wird:" },
  }),
  MenuHiddenDishes: entry<{ dishes: string }>({
    en: { message: (p) => `Hidden for now (show: false): ${p.dishes}` },
    de: { message: (p) => `Vorübergehend ausgeblendet (show: false): ${p.dishes}` },
  }),
  BuffetSaved: entry<{ file: string; shown: boolean }>({
    en: { message: (p) => `Saved ${p.file}: the buffet is ${p.shown ? "shown" : "hidden"}.` },
    de: { message: (p) => `${p.file} gespeichert: das Buffet wird ${p.shown ? "gezeigt" : "nicht gezeigt"}.` },
  }),
  NextStepBuild: entry({
    en: { message: "Next: run node cli build, then upload dist/ (node cli serve shows a preview first)." },
    de: {
      message:
        "Als Nächstes: node cli build ausführen, dann dist/ hochladen (node cli serve zeigt vorher eine Vorschau).",
    },
  }),
  BuffetNothingToChange: entry({
    en: {
      message: "nothing to change",
      hint: "give at least one of --date, --from, --to, --street, --postcode, --city, --show, --hide",
    },
    de: {
      message: "nichts zu ändern",
      hint: "geben Sie mindestens eine der Angaben --date, --from, --to, --street, --postcode, --city, --show, --hide an",
    },
  }),
  SiteNowInvalid: entry<{ value: string }>({
    en: {
      message: ({ value }) => `SITE_NOW "${value}" is not a date and time`,
      hint: 'use ISO format, like "2025-11-03T12:00" (Berlin time) or "2025-11-03T12:00+01:00"',
    },
    de: {
      message: ({ value }) => `SITE_NOW "${value}" ist kein Datum mit Uhrzeit`,
      hint: 'nehmen Sie das ISO-Format, etwa "2025-11-03T12:00" (Berliner Zeit) oder "2025-11-03T12:00+01:00"',
    },
  }),
  PortInvalid: entry<{ value: string }>({
    en: {
      message: ({ value }) => `--port "${value}" is not a port number`,
      hint: "use a number from 1 to 65535, e.g. --port 8080",
    },
    de: {
      message: ({ value }) => `--port "${value}" ist keine Portnummer`,
      hint: "nehmen Sie eine Zahl von 1 bis 65535, etwa --port 8080",
    },
  }),
  PortInUse: entry<{ port: number }>({
    en: {
      message: ({ port }) => `port ${port} is already in use`,
      hint: "stop the other preview, or choose another port, e.g. --port 8081",
    },
    de: {
      message: ({ port }) => `Port ${port} ist schon belegt`,
      hint: "beenden Sie die andere Vorschau oder wählen Sie einen anderen Port, etwa --port 8081",
    },
  }),
  PreviewAt: entry<{ url: string; content: string }>({
    en: { message: (p) => `Preview at ${p.url} (watching ${p.content}/, templates/, client/; Ctrl+C stops it)` },
    de: {
      message: (p) => `Vorschau unter ${p.url} (beobachtet ${p.content}/, templates/, client/; Strg+C beendet sie)`,
    },
  }),
  PreviewBuilt: entry<{ seconds: string }>({
    en: { message: (p) => `Built in ${p.seconds}` },
    de: { message: (p) => `Gebaut in ${p.seconds}` },
  }),
  PreviewKeepsLast: entry({
    en: { message: "The preview keeps showing the last version that built." },
    de: { message: "Die Vorschau zeigt weiter die letzte Fassung, die sich bauen ließ." },
  }),
  PreviewNothingYet: entry({
    en: { message: "Nothing to show until it builds." },
    de: { message: "Nichts zu zeigen, bis es sich bauen lässt." },
  }),
  PreviewStopped: entry({
    en: { message: "Stopped the preview." },
    de: { message: "Vorschau beendet." },
  }),
  PreviewOverlayTitle: entry({
    en: { message: "The site could not be built" },
    de: { message: "Die Website ließ sich nicht bauen" },
  }),
  PreviewOverlayNote: entry({
    en: { message: "Underneath is the last version that built. Fix the file and save: this page reloads by itself." },
    de: {
      message:
        "Darunter steht die letzte Fassung, die sich bauen ließ. Korrigieren Sie die Datei und speichern Sie: die Seite lädt von selbst neu.",
    },
  }),
  PreviewOverlayHide: entry({ en: { message: "Hide" }, de: { message: "Ausblenden" } }),
  PreviewNotBuilt: entry({
    en: { message: "The site has not built yet; the problems are listed in the terminal." },
    de: { message: "Die Website ist noch nicht gebaut; die Probleme stehen im Terminal." },
  }),
  BuildStopped: entry<{ code: string }>({
    en: { message: (p) => `the build stopped (exit ${p.code})`, hint: "run node cli build in a terminal to see why" },
    de: {
      message: (p) => `der Build brach ab (Exit ${p.code})`,
      hint: "führen Sie node cli build in einem Terminal aus, um den Grund zu sehen",
    },
  }),
  HostingWritten: entry<{ file: string }>({
    en: { message: (p) => `Wrote the nginx configuration to ${p.file}` },
    de: { message: (p) => `nginx-Konfiguration nach ${p.file} geschrieben` },
  }),
  SchemasWritten: entry<{ count: number; folder: string; files: string }>({
    en: { message: (p) => `Wrote ${counted(p.count, "schema", "en")} to ${p.folder}/schemas/: ${p.files}` },
    de: { message: (p) => `${counted(p.count, "schema", "de")} nach ${p.folder}/schemas/ geschrieben: ${p.files}` },
  }),
  TemplateFailed: entry<{
    template: string;
    page: string;
    lang: string;
    /** Pages besides `page` that failed the same way. */
    more: number;
    /** Why, in each language: the tool's own reasons are catalogued below, JavaScript's are quoted as they are. */
    reason: Record<ToolLanguage, string>;
    fix?: Record<ToolLanguage, string>;
  }>({
    en: {
      message: (p) =>
        `template ${p.template} failed while rendering ${p.page} (${p.lang})${p.more ? ` and ${counted(p.more, "morePage", "en")}` : ""}: ${p.reason.en}`,
      hint: (p) => `a mistake in templates/, not in your content: ${p.fix?.en ?? `look at function ${p.template}`}`,
    },
    de: {
      message: (p) =>
        `Vorlage ${p.template} scheiterte beim Erzeugen von ${p.page} (${p.lang})${p.more ? ` und ${counted(p.more, "morePage", "de")}` : ""}: ${p.reason.de}`,
      hint: (p) =>
        `ein Fehler in templates/, nicht in Ihren Inhalten: ${p.fix?.de ?? `sehen Sie sich die Funktion ${p.template} an`}`,
    },
  }),
  SourceUnreadable: entry<{ detail: string }>({
    en: {
      message: (p) => `the tool's code cannot be read here: ${p.detail}`,
      hint: "a mistake in cli/, templates/ or client/, not in your content: correct this line, or undo the last change to the file",
    },
    de: {
      message: (p) => `der Code des Werkzeugs lässt sich hier nicht lesen: ${p.detail}`,
      hint: "ein Fehler in cli/, templates/ oder client/, nicht in Ihren Inhalten: korrigieren Sie diese Zeile oder machen Sie die letzte Änderung an der Datei rückgängig",
    },
  }),
  // Why a template failed, when the tool itself refuses it (templates/jsx-runtime.ts, templates/locale.tsx).
  InlineStyleInTemplate: entry<{ element: string }>({
    en: {
      message: (p) => `<${p.element}> has an inline style attribute, which the Content-Security-Policy blocks`,
      hint: "give the element a class and style it in templates/styles/",
    },
    de: {
      message: (p) => `<${p.element}> hat ein Inline-Attribut style, das die Content-Security-Policy blockiert`,
      hint: "geben Sie dem Element eine Klasse und gestalten Sie sie in templates/styles/",
    },
  }),
  HandlerInTemplate: entry<{ element: string; handler: string }>({
    en: {
      message: (p) =>
        `<${p.element}> has an ${p.handler} handler, which does nothing in a page rendered on the build machine`,
      hint: "behaviour belongs in client/",
    },
    de: {
      message: (p) =>
        `<${p.element}> hat einen ${p.handler}-Handler, der in einer auf dem Build-Rechner erzeugten Seite nichts tut`,
      hint: "Verhalten gehört nach client/",
    },
  }),
  TextOutsideLocale: entry({
    en: {
      message: "useLocale() was called outside <LocaleProvider>",
      hint: "render the component inside the page's <Document>, which provides the texts",
    },
    de: {
      message: "useLocale() wurde außerhalb von <LocaleProvider> aufgerufen",
      hint: "erzeugen Sie die Komponente innerhalb des <Document> der Seite, das die Texte bereitstellt",
    },
  }),

  // Publishing the site (cli/deploy/, cli/commands/deploy.ts).
  DeployNotConfigured: entry<{ file: string }>({
    en: {
      message: ({ file }) => `${file} does not say where to deploy the site`,
      hint: "add a deploy: section with protocol, host, user and folder from your host's access data (the commented example at the end of site.yaml shows it)",
    },
    de: {
      message: ({ file }) => `${file} sagt nicht, wohin die Website hochgeladen werden soll`,
      hint: "ergänzen Sie einen Abschnitt deploy: mit protocol, host, user und folder aus den Zugangsdaten Ihres Hosters (das auskommentierte Beispiel am Ende von site.yaml zeigt ihn)",
    },
  }),
  DeployInsecureRefused: entry<{ host: string }>({
    en: {
      message: ({ host }) => `protocol ftp would send your password and every page to ${host} unencrypted`,
      hint: "write protocol: sftp or ftps in content/site.yaml if your host offers it (IONOS and Strato do); to upload unencrypted anyway, add --insecure",
    },
    de: {
      message: ({ host }) => `protocol ftp würde Ihr Passwort und jede Seite unverschlüsselt an ${host} schicken`,
      hint: "schreiben Sie protocol: sftp oder ftps in content/site.yaml, wenn Ihr Hoster es anbietet (IONOS und Strato tun es); um trotzdem unverschlüsselt hochzuladen, ergänzen Sie --insecure",
    },
  }),
  DeployInsecureWarning: entry<{ host: string }>({
    en: {
      message: ({ host }) => `warning: uploading to ${host} over plain FTP: your password and pages travel unencrypted`,
    },
    de: {
      message: ({ host }) =>
        `Warnung: Hochladen zu ${host} über einfaches FTP: Passwort und Seiten gehen unverschlüsselt durchs Netz`,
    },
  }),
  DeployHostUnreachable: entry<{ host: string; port: number; reason: string }>({
    en: {
      message: (p) => `cannot reach ${p.host} on port ${p.port} (${p.reason})`,
      hint: "check deploy: host and port in content/site.yaml against your host's access data, and your internet connection",
    },
    de: {
      message: (p) => `${p.host} ist auf Port ${p.port} nicht erreichbar (${p.reason})`,
      hint: "vergleichen Sie host und port unter deploy: in content/site.yaml mit den Zugangsdaten Ihres Hosters, und prüfen Sie Ihre Internetverbindung",
    },
  }),
  DeployLoginFailed: entry<{ user: string; host: string; passwordTried: boolean }>({
    en: {
      message: (p) =>
        p.passwordTried
          ? `${p.host} refused the login of "${p.user}": wrong password (or user name)`
          : `${p.host} refused the login of "${p.user}": no key it accepts, and no password was given`,
      hint: (p) =>
        p.passwordTried
          ? "check the password in SITE_DEPLOY_PASSWORD or the one you typed; your host's control panel can set a new one"
          : "set the password in the environment variable SITE_DEPLOY_PASSWORD, or run node cli deploy in a terminal to be asked for it",
    },
    de: {
      message: (p) =>
        p.passwordTried
          ? `${p.host} hat die Anmeldung von "${p.user}" abgelehnt: falsches Passwort (oder falscher Benutzername)`
          : `${p.host} hat die Anmeldung von "${p.user}" abgelehnt: kein Schlüssel, den der Server annimmt, und kein Passwort`,
      hint: (p) =>
        p.passwordTried
          ? "prüfen Sie das Passwort in SITE_DEPLOY_PASSWORD oder das eingetippte; im Kundenbereich Ihres Hosters können Sie ein neues setzen"
          : "setzen Sie das Passwort in der Umgebungsvariablen SITE_DEPLOY_PASSWORD, oder starten Sie node cli deploy in einem Terminal, um danach gefragt zu werden",
    },
  }),
  DeployPasswordPrompt: entry<{ user: string; host: string }>({
    en: { message: (p) => `Password for ${p.user}@${p.host} (not shown): ` },
    de: { message: (p) => `Passwort für ${p.user}@${p.host} (wird nicht angezeigt): ` },
  }),
  DeployKeyUnusable: entry<{ file: string; reason: "missing" | "unreadable" }>({
    en: {
      message: (p) =>
        p.reason === "missing"
          ? `SITE_DEPLOY_KEY names "${p.file}", which does not exist`
          : `SITE_DEPLOY_KEY names "${p.file}", which is not a private key the tool can use without its passphrase`,
      hint: "name the private key file (not the .pub), or add a key with a passphrase to the SSH agent (ssh-add) and leave SITE_DEPLOY_KEY unset",
    },
    de: {
      message: (p) =>
        p.reason === "missing"
          ? `SITE_DEPLOY_KEY nennt "${p.file}", das es nicht gibt`
          : `SITE_DEPLOY_KEY nennt "${p.file}", das kein privater Schlüssel ist, den das Werkzeug ohne Passphrase nutzen kann`,
      hint: "nennen Sie die Datei des privaten Schlüssels (nicht die .pub), oder geben Sie einen Schlüssel mit Passphrase dem SSH-Agenten (ssh-add) und lassen Sie SITE_DEPLOY_KEY weg",
    },
  }),
  DeployHostKeyChanged: entry<{ host: string; file: string; expected: string; offered: string }>({
    en: {
      message: (p) =>
        `the SSH key of ${p.host} has changed: ${p.file} has ${p.expected}, the server now shows ${p.offered}; nothing was sent`,
      hint: (p) =>
        `someone may be intercepting the connection. Ask your host whether they changed the server's key; only if they confirm, delete the lines for ${p.host} in ${p.file} and deploy again`,
    },
    de: {
      message: (p) =>
        `der SSH-Schlüssel von ${p.host} hat sich geändert: ${p.file} hat ${p.expected}, der Server zeigt jetzt ${p.offered}; es wurde nichts gesendet`,
      hint: (p) =>
        `vielleicht hört jemand die Verbindung ab. Fragen Sie Ihren Hoster, ob er den Schlüssel des Servers geändert hat; nur wenn er es bestätigt, löschen Sie die Zeilen für ${p.host} in ${p.file} und laden Sie noch einmal hoch`,
    },
  }),
  DeployHostKeyTrusted: entry<{ host: string; fingerprint: string; type: string; file: string }>({
    en: {
      message: (p) =>
        `First connection to ${p.host}: its ${p.type} key has the fingerprint ${p.fingerprint}; it is now trusted and stored in ${p.file}`,
      hint: (p) =>
        `compare it with what "ssh-keygen -lf /etc/ssh/ssh_host_${p.type.toLowerCase()}_key.pub" prints on the server, or with the fingerprint in your host's control panel or help pages; if they differ, delete the lines for ${p.host} in ${p.file} and do not deploy. A different key later is refused`,
    },
    de: {
      message: (p) =>
        `Erste Verbindung zu ${p.host}: sein ${p.type}-Schlüssel hat den Fingerabdruck ${p.fingerprint}; er gilt jetzt als vertrauenswürdig und steht in ${p.file}`,
      hint: (p) =>
        `vergleichen Sie ihn mit der Ausgabe von "ssh-keygen -lf /etc/ssh/ssh_host_${p.type.toLowerCase()}_key.pub" auf dem Server oder mit dem Fingerabdruck im Kundenbereich oder den Hilfeseiten Ihres Hosters; weicht er ab, löschen Sie die Zeilen für ${p.host} in ${p.file} und laden Sie nicht hoch. Ein anderer Schlüssel wird später abgelehnt`,
    },
  }),
  DeployHostKeyUnknown: entry<{ host: string; fingerprint: string; type: string }>({
    en: {
      message: (p) =>
        `${p.host} shows the ${p.type} key ${p.fingerprint}, which no known_hosts file lists; in CI no key is trusted on first use, so nothing was sent`,
      hint: "deploy once from your computer (it shows the fingerprint to compare) and commit .site-deploy/known_hosts, or store the server's known_hosts line in the secret SITE_DEPLOY_KNOWN_HOSTS",
    },
    de: {
      message: (p) =>
        `${p.host} zeigt den ${p.type}-Schlüssel ${p.fingerprint}, den keine known_hosts-Datei nennt; in der CI wird keinem Schlüssel beim ersten Mal vertraut, daher wurde nichts gesendet`,
      hint: "laden Sie einmal von Ihrem Computer aus hoch (er zeigt den Fingerabdruck zum Vergleichen) und committen Sie .site-deploy/known_hosts, oder legen Sie die known_hosts-Zeile des Servers im Secret SITE_DEPLOY_KNOWN_HOSTS ab",
    },
  }),
  DeployNoTls: entry<{ host: string }>({
    en: {
      message: ({ host }) => `${host} does not offer FTP with TLS encryption (FTPS)`,
      hint: "use protocol: sftp if your host offers it; plain FTP (protocol: ftp with --insecure) sends your password unencrypted",
    },
    de: {
      message: ({ host }) => `${host} bietet kein FTP mit TLS-Verschlüsselung (FTPS) an`,
      hint: "nehmen Sie protocol: sftp, wenn Ihr Hoster es anbietet; einfaches FTP (protocol: ftp mit --insecure) schickt Ihr Passwort unverschlüsselt",
    },
  }),
  DeployCertificateRefused: entry<{ host: string; reason: string }>({
    en: {
      message: (p) => `the TLS certificate of ${p.host} is not valid for it (${p.reason}); nothing was sent`,
      hint: "write the exact server name from your host's access data as host; a server with a self-signed certificate needs NODE_EXTRA_CA_CERTS=<its certificate file>",
    },
    de: {
      message: (p) =>
        `das TLS-Zertifikat von ${p.host} ist für diesen Namen nicht gültig (${p.reason}); es wurde nichts gesendet`,
      hint: "tragen Sie als host genau den Servernamen aus den Zugangsdaten Ihres Hosters ein; ein Server mit selbst signiertem Zertifikat braucht NODE_EXTRA_CA_CERTS=<seine Zertifikatsdatei>",
    },
  }),
  DeployFolderMissing: entry<{ host: string; folder: string }>({
    en: {
      message: (p) => `the folder "${p.folder}" does not exist on ${p.host}`,
      hint: "create it in your host's file manager, or correct deploy: folder in content/site.yaml (the web folder your domain points to)",
    },
    de: {
      message: (p) => `den Ordner "${p.folder}" gibt es auf ${p.host} nicht`,
      hint: "legen Sie ihn im Dateimanager Ihres Hosters an, oder korrigieren Sie folder unter deploy: in content/site.yaml (der Webordner, auf den Ihre Domain zeigt)",
    },
  }),
  DeployFolderNotWritable: entry<{ host: string; path: string }>({
    en: {
      message: (p) => `${p.host} does not let this user write "${p.path}"`,
      hint: "is deploy: folder the web folder of this user? Your host's control panel shows which folders the SFTP or FTP user may write",
    },
    de: {
      message: (p) => `${p.host} lässt diesen Benutzer "${p.path}" nicht schreiben`,
      hint: "ist folder unter deploy: der Webordner dieses Benutzers? Der Kundenbereich Ihres Hosters zeigt, welche Ordner der SFTP- oder FTP-Benutzer schreiben darf",
    },
  }),
  DeployDiskFull: entry<{ host: string; path: string }>({
    en: {
      message: (p) => `the web space on ${p.host} is full: "${p.path}" could not be written`,
      hint: "every page online is still whole; delete old files of your own there or book more space, then run node cli deploy again",
    },
    de: {
      message: (p) => `der Webspace auf ${p.host} ist voll: "${p.path}" konnte nicht geschrieben werden`,
      hint: "jede Seite online ist weiter vollständig; löschen Sie dort alte eigene Dateien oder buchen Sie mehr Platz, dann starten Sie node cli deploy noch einmal",
    },
  }),
  DeployConnectionLost: entry<{ host: string }>({
    en: {
      message: ({ host }) => `the connection to ${host} was lost during the deploy`,
      hint: "every page online is still whole, old or new; run node cli deploy again to finish",
    },
    de: {
      message: ({ host }) => `die Verbindung zu ${host} ist während des Hochladens abgebrochen`,
      hint: "jede Seite online ist weiter vollständig, alt oder neu; starten Sie node cli deploy noch einmal, um es abzuschließen",
    },
  }),
  DeployRemoteFailed: entry<{ host: string; path: string; detail: string }>({
    en: {
      message: (p) => `${p.host} refused to change "${p.path}" (${p.detail})`,
      hint: "every page online is still whole; is the web space full? Run node cli deploy again, and ask your host if it keeps failing",
    },
    de: {
      message: (p) => `${p.host} hat sich geweigert, "${p.path}" zu ändern (${p.detail})`,
      hint: "jede Seite online ist weiter vollständig; ist der Webspace voll? Starten Sie node cli deploy noch einmal und fragen Sie Ihren Hoster, wenn es wieder scheitert",
    },
  }),
  DeployBusy: entry<{ folder: string; holder: string; since: string }>({
    en: {
      message: (p) => `another deploy (${p.holder}, since ${p.since}) is uploading to "${p.folder}" right now`,
      hint: "wait until it has finished, then deploy again; if it was stopped on another computer, delete the folder .site-deploy.lock in the web folder first",
    },
    de: {
      message: (p) => `ein anderes Hochladen (${p.holder}, seit ${p.since}) schreibt gerade in "${p.folder}"`,
      hint: "warten Sie, bis es fertig ist, und laden Sie dann noch einmal hoch; wurde es auf einem anderen Computer abgebrochen, löschen Sie vorher den Ordner .site-deploy.lock im Webordner",
    },
  }),
  DeployLinkRefused: entry<{ path: string; host: string }>({
    en: {
      message: (p) =>
        `"${p.path}" on ${p.host} is a symbolic link where the site needs a file or folder of its own: the deploy never writes through a link, so nothing was changed`,
      hint: "delete or rename the link in your host's file manager, or run node cli deploy --replace-links to replace the link itself (what it points to stays untouched)",
    },
    de: {
      message: (p) =>
        `"${p.path}" auf ${p.host} ist eine symbolische Verknüpfung, wo die Website eine eigene Datei oder einen eigenen Ordner braucht: das Hochladen schreibt nie durch eine Verknüpfung, daher wurde nichts geändert`,
      hint: "löschen oder benennen Sie die Verknüpfung im Dateimanager Ihres Hosters um, oder starten Sie node cli deploy --replace-links, um nur die Verknüpfung zu ersetzen (worauf sie zeigt, bleibt unberührt)",
    },
  }),
  DeployFileInTheWay: entry<{ path: string; host: string }>({
    en: {
      message: (p) => `"${p.path}" on ${p.host} is a file where the site needs a folder: nothing was changed`,
      hint: "rename or move it in your host's file manager, then deploy again",
    },
    de: {
      message: (p) =>
        `"${p.path}" auf ${p.host} ist eine Datei, wo die Website einen Ordner braucht: nichts wurde geändert`,
      hint: "benennen Sie sie im Dateimanager Ihres Hosters um oder verschieben Sie sie, dann laden Sie noch einmal hoch",
    },
  }),
  DeployFolderInTheWay: entry<{ path: string; host: string }>({
    en: {
      message: (p) => `"${p.path}" on ${p.host} is a folder where the site needs a file: nothing was changed`,
      hint: "rename or move the folder in your host's file manager, then deploy again",
    },
    de: {
      message: (p) =>
        `"${p.path}" auf ${p.host} ist ein Ordner, wo die Website eine Datei braucht: nichts wurde geändert`,
      hint: "benennen Sie den Ordner im Dateimanager Ihres Hosters um oder verschieben Sie ihn, dann laden Sie noch einmal hoch",
    },
  }),
  DeployTooLargeToKeep: entry<{ path: string; host: string }>({
    en: {
      message: (p) =>
        `"${p.path}" on ${p.host} was not uploaded by site deploy (or was changed since), and is too large to keep a copy of before replacing it: nothing was changed`,
      hint: "download it in your host's file manager if you need it, delete it there, then deploy again",
    },
    de: {
      message: (p) =>
        `"${p.path}" auf ${p.host} stammt nicht von site deploy (oder wurde seitdem geändert) und ist zu groß, um vor dem Ersetzen eine Kopie zu behalten: nichts wurde geändert`,
      hint: "laden Sie sie im Dateimanager Ihres Hosters herunter, wenn Sie sie brauchen, löschen Sie sie dort und laden Sie dann noch einmal hoch",
    },
  }),
  DeployCopiesFolderInvalid: entry<{ folder: string }>({
    en: {
      message: (p) =>
        `${p.folder} is not a folder, so no copy of a replaced file can be kept there: nothing was changed`,
      hint: "move it away (the tool keeps known_hosts and copies of replaced files in .site-deploy/), then deploy again",
    },
    de: {
      message: (p) =>
        `${p.folder} ist kein Ordner, daher lässt sich dort keine Kopie einer ersetzten Datei ablegen: nichts wurde geändert`,
      hint: "verschieben Sie es (das Werkzeug legt known_hosts und Kopien ersetzter Dateien in .site-deploy/ ab), dann laden Sie noch einmal hoch",
    },
  }),
  DeployUploadedAgain: entry<{ path: string; was: "missing" | "changed" | "foreign"; copy?: string }>({
    en: {
      message: (p) =>
        p.was === "missing"
          ? `uploaded again: ${p.path} was missing on the server`
          : p.was === "changed"
            ? `uploaded again: ${p.path} was changed on the server since the last deploy; that version is kept in ${p.copy}`
            : `replaced: ${p.path} was on the server but not uploaded by site deploy; that version is kept in ${p.copy}`,
    },
    de: {
      message: (p) =>
        p.was === "missing"
          ? `erneut hochgeladen: ${p.path} fehlte auf dem Server`
          : p.was === "changed"
            ? `erneut hochgeladen: ${p.path} wurde seit dem letzten Hochladen auf dem Server geändert; diese Fassung liegt in ${p.copy}`
            : `ersetzt: ${p.path} lag auf dem Server, stammte aber nicht von site deploy; diese Fassung liegt in ${p.copy}`,
    },
  }),
  DeployWouldUploadAgain: entry<{ path: string; was: "missing" | "changed" | "foreign" }>({
    en: {
      message: (p) =>
        p.was === "missing"
          ? `would upload ${p.path} again: it is missing on the server`
          : p.was === "changed"
            ? `would upload ${p.path} again: it was changed on the server since the last deploy (a copy of that version would be kept in .site-deploy/replaced/)`
            : `would replace ${p.path}: it is on the server but not uploaded by site deploy (a copy would be kept in .site-deploy/replaced/)`,
    },
    de: {
      message: (p) =>
        p.was === "missing"
          ? `würde ${p.path} erneut hochladen: es fehlt auf dem Server`
          : p.was === "changed"
            ? `würde ${p.path} erneut hochladen: es wurde seit dem letzten Hochladen auf dem Server geändert (eine Kopie dieser Fassung käme nach .site-deploy/replaced/)`
            : `würde ${p.path} ersetzen: es liegt auf dem Server, stammt aber nicht von site deploy (eine Kopie käme nach .site-deploy/replaced/)`,
    },
  }),
  DeployLeftInPlace: entry<{ path: string; why: "changed" | "not-a-file" | "behind-link" }>({
    en: {
      message: (p) =>
        `left in place: ${p.path}, ${
          p.why === "changed"
            ? "listed as uploaded by site deploy, but not as it was uploaded (changed on the server since, or never uploaded)"
            : p.why === "not-a-file"
              ? "listed as uploaded by site deploy, but now a folder or link"
              : "listed as uploaded by site deploy, but now behind a link"
        }`,
    },
    de: {
      message: (p) =>
        `bleibt liegen: ${p.path}, ${
          p.why === "changed"
            ? "als von site deploy hochgeladen verzeichnet, aber nicht mehr so, wie es hochgeladen wurde (seitdem auf dem Server geändert oder nie hochgeladen)"
            : p.why === "not-a-file"
              ? "als von site deploy hochgeladen verzeichnet, aber jetzt ein Ordner oder eine Verknüpfung"
              : "als von site deploy hochgeladen verzeichnet, liegt aber jetzt hinter einer Verknüpfung"
        }`,
    },
  }),
  DeployLinkReplaced: entry<{ path: string }>({
    en: { message: (p) => `replaced the link ${p.path} (what it pointed to is untouched)` },
    de: { message: (p) => `Verknüpfung ${p.path} ersetzt (worauf sie zeigte, ist unberührt)` },
  }),
  DeployCheckFailed: entry<{ problems: number }>({
    en: {
      message: (p) => `nothing was uploaded: ${counted(p.problems, "problem", "en")} that node cli check also finds`,
      hint: "correct the lines above, then deploy again",
    },
    de: {
      message: (p) =>
        `nichts wurde hochgeladen: ${counted(p.problems, "problem", "de")}, die auch node cli check findet`,
      hint: "korrigieren Sie die Zeilen oben, dann laden Sie noch einmal hoch",
    },
  }),
  DeployConfirmPrompt: entry<{ warnings: number }>({
    en: {
      message: (p) =>
        `${p.warnings === 1 ? "The warning above changes" : "The warnings above change"} what visitors read. Publish anyway? [y/N] `,
    },
    de: {
      message: (p) =>
        `${p.warnings === 1 ? "Die Warnung oben ändert" : "Die Warnungen oben ändern"}, was Besucher lesen. Trotzdem veröffentlichen? [j/N] `,
    },
  }),
  DeployWarningsNotConfirmed: entry<{ warnings: number }>({
    en: {
      message: (p) =>
        `nothing was uploaded: ${p.warnings === 1 ? "the warning above changes" : "the warnings above change"} what visitors read`,
      hint: "correct the content and deploy again; to publish it as it is, confirm in a terminal or add --yes",
    },
    de: {
      message: (p) =>
        `nichts wurde hochgeladen: ${p.warnings === 1 ? "die Warnung oben ändert" : "die Warnungen oben ändern"}, was Besucher lesen`,
      hint: "korrigieren Sie die Inhalte und laden Sie noch einmal hoch; um sie so zu veröffentlichen, bestätigen Sie im Terminal oder ergänzen Sie --yes",
    },
  }),
  DeployRecordsDamaged: entry<{ file: string }>({
    en: {
      message: ({ file }) =>
        `warning: ${file} on the server cannot be read, so this deploy uploads every file and deletes nothing`,
      hint: "files of earlier deploys that the site no longer has stay on the server; delete them by hand if they bother you",
    },
    de: {
      message: ({ file }) =>
        `Warnung: ${file} auf dem Server ist nicht lesbar; dieses Hochladen überträgt daher jede Datei und löscht nichts`,
      hint: "Dateien früherer Uploads, die die Website nicht mehr hat, bleiben auf dem Server; löschen Sie sie von Hand, wenn sie stören",
    },
  }),
  DeployEntryRefused: entry<{ path: string }>({
    en: {
      message: ({ path }) =>
        `warning: the server's list of uploaded files names ${JSON.stringify(path)}, which the tool never writes: it is left alone`,
    },
    de: {
      message: ({ path }) =>
        `Warnung: die Liste hochgeladener Dateien auf dem Server nennt ${JSON.stringify(path)}, das das Werkzeug nie schreibt: es bleibt unberührt`,
    },
  }),
  DeployCompleted: entry<{ files: number }>({
    en: {
      message: (p) => `Completed a deploy that was interrupted (${counted(p.files, "file", "en")} it was changing)`,
    },
    de: {
      message: (p) =>
        `Ein unterbrochenes Hochladen wurde abgeschlossen (${counted(p.files, "file", "de")}, die es gerade änderte)`,
    },
  }),
  DeployWouldUpload: entry<{ path: string; size: string }>({
    en: { message: (p) => `would upload ${p.path} (${p.size})` },
    de: { message: (p) => `würde hochladen: ${p.path} (${p.size})` },
  }),
  DeployWouldDelete: entry<{ path: string }>({
    en: { message: (p) => `would delete ${p.path}` },
    de: { message: (p) => `würde löschen: ${p.path}` },
  }),
  DeployDryRunSummary: entry<{ upload: number; size: string; remove: number; unchanged: number; target: string }>({
    en: {
      message: (p) =>
        `Dry run: would upload ${counted(p.upload, "file", "en")} (${p.size}) and delete ${counted(p.remove, "file", "en")} on ${p.target}; ${p.unchanged} unchanged. Nothing was changed`,
    },
    de: {
      message: (p) =>
        `Probelauf: würde ${counted(p.upload, "file", "de")} (${p.size}) hochladen und ${counted(p.remove, "file", "de")} löschen auf ${p.target}; ${p.unchanged} unverändert. Nichts wurde geändert`,
    },
  }),
  DeploySummary: entry<{
    uploaded: number;
    /** Of those, files the server had lost or that were changed there. */
    again: number;
    size: string;
    removed: number;
    unchanged: number;
    target: string;
    seconds: string;
  }>({
    en: {
      message: (p) =>
        `Deployed to ${p.target}: uploaded ${counted(p.uploaded, "file", "en")} (${p.size})${p.again ? `, ${p.again} of them again because the server had lost or changed them` : ""}, deleted ${counted(p.removed, "file", "en")}, ${p.unchanged} unchanged, in ${p.seconds}`,
    },
    de: {
      message: (p) =>
        `Hochgeladen nach ${p.target}: ${counted(p.uploaded, "file", "de")} übertragen (${p.size})${p.again ? `, davon ${p.again} erneut, weil der Server sie verloren hatte oder sie dort geändert waren` : ""}, ${counted(p.removed, "file", "de")} gelöscht, ${p.unchanged} unverändert, in ${p.seconds}`,
    },
  }),
  DeployProgress: entry<{ files: number; totalFiles: number; size: string; totalSize: string }>({
    en: {
      message: (p) => `Uploading: ${p.files} of ${counted(p.totalFiles, "file", "en")}, ${p.size} of ${p.totalSize}`,
    },
    de: {
      message: (p) => `Hochladen: ${p.files} von ${counted(p.totalFiles, "file", "de")}, ${p.size} von ${p.totalSize}`,
    },
  }),

  // What site check finds in the built pages (cli/check.ts).
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
  PlaceholderInPage: entry<{ what: PlaceholderKind; text: string }>({
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
  InternalError: entry<{ detail: string }>({
    en: {
      message: ({ detail }) => `internal error (a bug in the tool, not in your content): ${detail}`,
      hint: "run the command again with DEBUG=site to see the details, and send them to whoever maintains the tool",
    },
    de: {
      message: ({ detail }) => `interner Fehler (ein Fehler im Werkzeug, nicht in Ihren Inhalten): ${detail}`,
      hint: "starten Sie den Befehl noch einmal mit DEBUG=site, um die Einzelheiten zu sehen, und schicken Sie sie an die Person, die das Werkzeug betreut",
    },
  }),

  // The editor in the browser (cli/editor/, client/editor/).
  EditorAt: entry<{ url: string }>({
    en: {
      message: (p) => `Edit the content in the browser at ${p.url}`,
      hint: "the address holds a key that changes with every start: open it from here, do not share it",
    },
    de: {
      message: (p) => `Inhalte im Browser bearbeiten unter ${p.url}`,
      hint: "die Adresse enthält einen Schlüssel, der sich bei jedem Start ändert: öffnen Sie sie von hier aus und geben Sie sie nicht weiter",
    },
  }),
  EditorKeyRefused: entry({
    en: {
      message: "the editor answers only with the key of this run of site serve",
      hint: "open the address node cli serve printed in the terminal, with ?token=… at its end",
    },
    de: {
      message: "der Editor antwortet nur mit dem Schlüssel dieses Laufs von site serve",
      hint: "öffnen Sie die Adresse, die node cli serve im Terminal ausgegeben hat, mit ?token=… am Ende",
    },
  }),
  EditorForeignRequest: entry<{ header: string; value: string }>({
    en: {
      message: (p) =>
        `refused a request with ${p.header} ${JSON.stringify(p.value)}: the editor serves only this computer`,
      hint: "open the editor at the 127.0.0.1 address site serve printed; another website cannot use it",
    },
    de: {
      message: (p) =>
        `Anfrage mit ${p.header} ${JSON.stringify(p.value)} abgelehnt: der Editor dient nur diesem Computer`,
      hint: "öffnen Sie den Editor unter der 127.0.0.1-Adresse, die site serve ausgegeben hat; eine andere Website kann ihn nicht nutzen",
    },
  }),
  EditorNotContent: entry<{ path: string }>({
    en: {
      message: (p) => `${JSON.stringify(p.path)} is not a content file the editor opens`,
      hint: "the editor opens only the files of content/ the site is built from",
    },
    de: {
      message: (p) => `${JSON.stringify(p.path)} ist keine Inhaltsdatei, die der Editor öffnet`,
      hint: "der Editor öffnet nur die Dateien in content/, aus denen die Website gebaut wird",
    },
  }),
  EditorRequestInvalid: entry({
    en: { message: "the editor could not read this request", hint: "reload the editor's page and try again" },
    de: {
      message: "der Editor konnte diese Anfrage nicht lesen",
      hint: "laden Sie die Seite des Editors neu und versuchen Sie es noch einmal",
    },
  }),
  EditorChangedOnDisk: entry<{ file: string }>({
    en: {
      message: (p) => `${p.file} was changed since you opened it (in another editor or tab): nothing was saved`,
      hint: "show the file as it is now, or save your version over it",
    },
    de: {
      message: (p) =>
        `${p.file} wurde geändert, seit Sie sie geöffnet haben (in einem anderen Editor oder Tab): nichts wurde gespeichert`,
      hint: "lassen Sie sich die Datei zeigen, wie sie jetzt ist, oder speichern Sie Ihre Fassung darüber",
    },
  }),
  EditorProblems: entry<{ count: number }>({
    en: {
      message: (p) => `${counted(p.count, "mistake", "en")}: nothing was saved`,
      hint: "correct the fields marked below, then save again",
    },
    de: {
      message: (p) => `${counted(p.count, "mistake", "de")}: nichts wurde gespeichert`,
      hint: "korrigieren Sie die markierten Felder und speichern Sie noch einmal",
    },
  }),
  EditorSiteWouldBreak: entry({
    en: {
      message: "the website would not build with this change: nothing was saved",
      hint: "the lines below say why, as node cli build would",
    },
    de: {
      message: "mit dieser Änderung ließe sich die Website nicht bauen: nichts wurde gespeichert",
      hint: "die Zeilen darunter sagen warum, wie node cli build es täte",
    },
  }),
  EditorSaved: entry<{ file: string }>({
    en: { message: (p) => `Saved ${p.file}. The preview shows it.` },
    de: { message: (p) => `${p.file} gespeichert. Die Vorschau zeigt es.` },
  }),
  EditorUnchanged: entry({
    en: { message: "Nothing changed, so nothing was saved." },
    de: { message: "Nichts geändert, also nichts gespeichert." },
  }),
  EditorUndone: entry<{ file: string }>({
    en: { message: (p) => `${p.file} is back as it was before your last save.` },
    de: { message: (p) => `${p.file} ist wieder so wie vor Ihrem letzten Speichern.` },
  }),
  EditorNothingToUndo: entry({
    en: {
      message: "there is no save to undo",
      hint: "undo restores what the editor saved since site serve started",
    },
    de: {
      message: "es gibt kein Speichern, das sich rückgängig machen ließe",
      hint: "rückgängig gemacht wird, was der Editor seit dem Start von site serve gespeichert hat",
    },
  }),
  EditorUndoChanged: entry<{ file: string }>({
    en: {
      message: (p) => `${p.file} was changed after your last save: undoing it would lose that change`,
      hint: "undo that change in the editor you made it with, or edit the file here",
    },
    de: {
      message: (p) =>
        `${p.file} wurde nach Ihrem letzten Speichern geändert: rückgängig machen würde diese Änderung verlieren`,
      hint: "machen Sie die Änderung in dem Editor rückgängig, in dem Sie sie gemacht haben, oder bearbeiten Sie die Datei hier",
    },
  }),
  EditorOpenedAsText: entry<{ reason: string }>({
    en: {
      message: (p) => `this file is not valid YAML, so it opens as text: ${p.reason}`,
      hint: "correct it here; once it is valid again, the form comes back",
    },
    de: {
      message: (p) => `diese Datei ist kein gültiges YAML und öffnet sich daher als Text: ${p.reason}`,
      hint: "korrigieren Sie sie hier; sobald sie wieder gültig ist, erscheint das Formular wieder",
    },
  }),
  EditorUnsavedChanges: entry({
    en: {
      message: "You have changes that are not saved yet.",
      hint: "leave anyway and drop them?",
    },
    de: {
      message: "Sie haben Änderungen, die noch nicht gespeichert sind.",
      hint: "trotzdem verlassen und sie verwerfen?",
    },
  }),
  EditorNeedsJavaScript: entry({
    en: {
      message: "The editor needs JavaScript.",
      hint: "turn JavaScript on for 127.0.0.1, or edit the files in content/ with a text editor",
    },
    de: {
      message: "Der Editor braucht JavaScript.",
      hint: "schalten Sie JavaScript für 127.0.0.1 ein, oder bearbeiten Sie die Dateien in content/ mit einem Texteditor",
    },
  }),
  // Photos added in the editor (cli/editor/photos.ts); the photos stage's own messages say the rest.
  EditorPhotoEmpty: entry<{ name: string }>({
    en: {
      message: (p) => `${p.name} is empty (0 bytes): it holds no photo`,
      hint: "choose the photo again; on a phone, wait until it has finished downloading from the cloud",
    },
    de: {
      message: (p) => `${p.name} ist leer (0 Bytes): darin ist kein Foto`,
      hint: "wählen Sie das Foto noch einmal; am Handy warten Sie, bis es fertig aus der Cloud geladen ist",
    },
  }),
  EditorPhotoName: entry<{ name: string }>({
    en: {
      message: (p) => `the name of the photo (${p.name}) is longer than any file name can be`,
      hint: "rename the file on your computer, then add it again",
    },
    de: {
      message: (p) => `der Name des Fotos (${p.name}) ist länger, als ein Dateiname sein kann`,
      hint: "benennen Sie die Datei auf Ihrem Computer um und fügen Sie sie dann noch einmal hinzu",
    },
  }),
  EditorPhotoTooBig: entry<{ megabytes: number; limit: number }>({
    en: {
      message: (p) =>
        `the photo is larger than ${p.limit} MB${p.megabytes ? ` (${p.megabytes} MB)` : ""}, far more than a website shows`,
      hint: "save it smaller first (about 4000 pixels on its long side is plenty), or send it from the phone as a photo, not as a file",
    },
    de: {
      message: (p) =>
        `das Foto ist größer als ${p.limit} MB${p.megabytes ? ` (${p.megabytes} MB)` : ""}, weit mehr, als eine Website zeigt`,
      hint: "speichern Sie es vorher kleiner (etwa 4000 Pixel an der langen Seite reichen), oder schicken Sie es vom Handy als Foto, nicht als Datei",
    },
  }),
  EditorPhotoNameTaken: entry<{ file: string }>({
    en: {
      message: (p) =>
        `${p.file} appeared while you were editing, and the new photo would have replaced it: nothing was saved`,
      hint: "add your photo again: it gets a name of its own",
    },
    de: {
      message: (p) =>
        `${p.file} ist erschienen, während Sie bearbeitet haben, und das neue Foto hätte es ersetzt: nichts wurde gespeichert`,
      hint: "fügen Sie Ihr Foto noch einmal hinzu: es bekommt einen eigenen Namen",
    },
  }),
  // Publishing from the editor (cli/editor/publish.ts): the deploy's own messages say the rest.
  EditorPublishChecking: entry({
    en: { message: "Checking the whole site, as node cli check does…" },
    de: { message: "Die ganze Website wird geprüft, wie node cli check es tut …" },
  }),
  EditorPublishReading: entry({
    en: { message: "Building the site and asking the server what it holds…" },
    de: { message: "Die Website wird gebaut und der Server gefragt, was er hat …" },
  }),
  EditorPublishUploading: entry({
    en: { message: "Building the site and uploading what changed…" },
    de: { message: "Die Website wird gebaut und hochgeladen, was sich geändert hat …" },
  }),
  EditorPublishNotBuilding: entry({
    en: {
      message: "the website does not build, so nothing was published",
      hint: "the lines below say why, as node cli build would; correct them, then publish again",
    },
    de: {
      message: "die Website lässt sich nicht bauen, also wurde nichts veröffentlicht",
      hint: "die Zeilen darunter sagen warum, wie node cli build es täte; korrigieren Sie sie und veröffentlichen Sie dann noch einmal",
    },
  }),
  EditorPublishCheckFailed: entry<{ problems: number }>({
    en: {
      message: (p) =>
        `${p.problems === 1 ? "a check found 1 problem" : `the checks found ${p.problems} problems`} in the built pages, so nothing was published`,
      hint: "the lines below say where, as node cli check would; correct them, then publish again",
    },
    de: {
      message: (p) =>
        `die Prüfung hat ${p.problems === 1 ? "1 Fehler" : `${p.problems} Fehler`} in den gebauten Seiten gefunden, also wurde nichts veröffentlicht`,
      hint: "die Zeilen darunter sagen wo, wie node cli check es täte; korrigieren Sie sie und veröffentlichen Sie dann noch einmal",
    },
  }),
  EditorPasswordNeeded: entry<{ user: string; host: string }>({
    en: {
      message: (p) => `${p.host} asks for the password of ${p.user}`,
      hint: "it is kept only while site serve runs, for this server, and never written anywhere",
    },
    de: {
      message: (p) => `${p.host} fragt nach dem Passwort von ${p.user}`,
      hint: "es wird nur behalten, solange site serve läuft, nur für diesen Server, und nirgends gespeichert",
    },
  }),
  EditorPublishBusy: entry({
    en: {
      message: "the site is being published already",
      hint: "wait until that finishes, in this tab or another one",
    },
    de: {
      message: "die Website wird bereits veröffentlicht",
      hint: "warten Sie, bis das fertig ist, in diesem oder einem anderen Tab",
    },
  }),
  EditorPublishStopped: entry({
    en: {
      message: "publishing stopped: the line below says why",
      hint: "every page online is whole, the old one or the new one; correct what the line names, then publish again",
    },
    de: {
      message: "das Veröffentlichen wurde abgebrochen: die Zeile darunter sagt warum",
      hint: "jede Seite online ist vollständig, die alte oder die neue; korrigieren Sie, was die Zeile nennt, und veröffentlichen Sie dann noch einmal",
    },
  }),
  EditorPublishPlanChanged: entry({
    en: {
      message: "the site or the server changed since you saw what would change, so nothing was uploaded",
      hint: "look at what would change now, then publish again",
    },
    de: {
      message:
        "die Website oder der Server hat sich geändert, seit Sie gesehen haben, was sich ändern würde; also wurde nichts hochgeladen",
      hint: "sehen Sie sich an, was sich jetzt ändern würde, und veröffentlichen Sie dann noch einmal",
    },
  }),
  EditorInBuild: entry<{ file: string }>({
    en: {
      message: (p) => `${p.file} contains the editor of site serve, which must never be published`,
      hint: "the editor's code belongs in client/editor/ and is served by site serve only: do not import it from client/main.ts or a template",
    },
    de: {
      message: (p) => `${p.file} enthält den Editor von site serve, der nie veröffentlicht werden darf`,
      hint: "der Code des Editors gehört nach client/editor/ und wird nur von site serve ausgeliefert: importieren Sie ihn nicht aus client/main.ts oder einer Vorlage",
    },
  }),
} as const;

export type MessageName = keyof typeof messages;
export type MessageParams<N extends MessageName> = N extends MessageName
  ? (typeof messages)[N] extends MessageEntry<infer P>
    ? P
    : never
  : never;

/** The message and hint of an entry in a language, parameters filled in. */
export function render<N extends MessageName>(
  name: N,
  params: MessageParams<N>,
  lang: ToolLanguage,
): { message: string; hint?: string } {
  const texts = messages[name][lang] as MessageTexts<MessageParams<N>>;
  const fill = (text: Text<MessageParams<N>> | undefined) => (typeof text === "function" ? text(params) : text);
  return { message: fill(texts.message) as string, hint: fill(texts.hint) };
}
