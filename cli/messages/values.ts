/** What a schema says about one value (cli/content/<type>/schema.ts, cli/stages/1-load/validate.ts). */
import { entry, type MessageEntry } from "./entry.js";
import { photoFormatsHint } from "./photos.js";

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

/** Messages a schema names for a value (cli/content/<type>/schema.ts). */
export const valueMessages = {
  NotText: valueEntry({
    en: {
      message: (p) => `${kv(p)} must be a text`,
      hint: "write text after the colon; put it in quotes if it starts with a special character",
      formHint: "",
    },
    de: {
      message: (p) => `${kv(p)} muss ein Text sein`,
      hint: "schreiben Sie Text nach den Doppelpunkt; in Anführungszeichen, wenn er mit einem Sonderzeichen beginnt",
      formHint: "",
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
      formHint: (p) => (p.guess ? `did you mean ${p.guess}?` : "choose the day in the calendar"),
    },
    de: {
      message: (p) => `${kv(p)} ist kein Kalenderdatum`,
      hint: (p) =>
        p.guess
          ? `meinten Sie "${p.guess}"? Schreiben Sie Daten als "JJJJ-MM-TT", in Anführungszeichen`
          : 'schreiben Sie es als "JJJJ-MM-TT" in Anführungszeichen, etwa "2025-11-02"',
      formHint: (p) => (p.guess ? `meinten Sie ${p.guess}?` : "wählen Sie den Tag im Kalender"),
    },
  }),
  /** A calendar date outside the years the tool places in Berlin time (cli/shared/time.ts). */
  DateOutOfRange: valueEntry<{ first: string; last: string }>({
    en: {
      message: (p) =>
        `${kv(p)} is not within the years ${p.first} to ${p.last}, which the tool can place in Berlin time`,
      hint: 'check the year, and write the date as "YYYY-MM-DD", like "2025-11-02"',
      formHint: "check the year",
    },
    de: {
      message: (p) =>
        `${kv(p)} liegt nicht in den Jahren ${p.first} bis ${p.last}, die das Werkzeug in Berliner Zeit einordnen kann`,
      hint: 'prüfen Sie das Jahr und schreiben Sie das Datum als "JJJJ-MM-TT", etwa "2025-11-02"',
      formHint: "prüfen Sie das Jahr",
    },
  }),
  NotTimeOfDay: valueEntry<{ guess?: string }>({
    en: {
      message: (p) => `${kv(p)} is not a time of day`,
      hint: (p) =>
        p.guess
          ? `did you mean "${p.guess}"? Write times as "HH:MM", 24 hours, in quotes`
          : 'write it as "HH:MM", 24 hours, in quotes, like "14:00"',
      formHint: (p) => (p.guess ? `did you mean ${p.guess}?` : "write it as HH:MM, 24 hours, like 14:00"),
    },
    de: {
      message: (p) => `${kv(p)} ist keine Uhrzeit`,
      hint: (p) =>
        p.guess
          ? `meinten Sie "${p.guess}"? Schreiben Sie Uhrzeiten als "HH:MM", 24 Stunden, in Anführungszeichen`
          : 'schreiben Sie sie als "HH:MM", 24 Stunden, in Anführungszeichen, etwa "14:00"',
      formHint: (p) => (p.guess ? `meinten Sie ${p.guess}?` : "schreiben Sie sie als HH:MM, 24 Stunden, etwa 14:00"),
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
  BadHostInAddress: valueEntry({
    en: {
      message: (p) => `${kv(p)} names a host with characters no host name has`,
      hint: "a host name has only letters, digits, hyphens and dots: copy the whole address from the browser's address bar",
    },
    de: {
      message: (p) => `${kv(p)} nennt einen Host mit Zeichen, die kein Hostname hat`,
      hint: "ein Hostname hat nur Buchstaben, Ziffern, Bindestriche und Punkte: kopieren Sie die ganze Adresse aus der Adresszeile des Browsers",
    },
  }),
  LookalikeHost: valueEntry({
    en: {
      message: (p) =>
        `${kv(p)} mixes letters of different alphabets in its host name, as addresses made to look like another website's do`,
      hint: "type the address again on your keyboard, or copy it from the address bar of the real website",
    },
    de: {
      message: (p) =>
        `${kv(p)} mischt im Hostnamen Buchstaben verschiedener Alphabete, wie Adressen, die wie die einer anderen Website aussehen sollen`,
      hint: "tippen Sie die Adresse auf Ihrer Tastatur neu, oder kopieren Sie sie aus der Adresszeile der echten Website",
    },
  }),
  NotEmail: valueEntry({
    en: { message: (p) => `${kv(p)} is not an e-mail address`, hint: "like hallo@example.com" },
    de: { message: (p) => `${kv(p)} ist keine E-Mail-Adresse`, hint: "etwa hallo@example.com" },
  }),
  NotPostcode: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a German postcode`,
      hint: 'five digits, in quotes, like "12043"',
      formHint: "five digits, like 12043",
    },
    de: {
      message: (p) => `${kv(p)} ist keine deutsche Postleitzahl`,
      hint: 'fünf Ziffern, in Anführungszeichen, etwa "12043"',
      formHint: "fünf Ziffern, etwa 12043",
    },
  }),
  NotPhone: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not an international phone number`,
      hint: 'in quotes, with the country code, like "+49 30 1234567"',
      formHint: "with the country code, like +49 30 1234567",
    },
    de: {
      message: (p) => `${kv(p)} ist keine internationale Telefonnummer`,
      hint: 'in Anführungszeichen, mit Landesvorwahl, etwa "+49 30 1234567"',
      formHint: "mit Landesvorwahl, etwa +49 30 1234567",
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
    en: {
      message: (p) => `${kv(p)} is not a month`,
      hint: 'write it as "YYYY-MM" in quotes, like "2025-10"',
      formHint: "write it as YYYY-MM, like 2025-10",
    },
    de: {
      message: (p) => `${kv(p)} ist kein Monat`,
      hint: 'schreiben Sie ihn als "JJJJ-MM" in Anführungszeichen, etwa "2025-10"',
      formHint: "schreiben Sie ihn als JJJJ-MM, etwa 2025-10",
    },
  }),
  NotBoolean: valueEntry({
    en: {
      message: (p) => `${kv(p)} must be true or false`,
      hint: "write true or false, without quotes",
      formHint: "tick the box, or leave it empty",
    },
    de: {
      message: (p) => `${kv(p)} muss true oder false sein`,
      hint: "schreiben Sie true (ja) oder false (nein), ohne Anführungszeichen",
      formHint: "kreuzen Sie das Kästchen an oder lassen Sie es leer",
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
    en: {
      message: (p) => `${p.key} needs at least one entry`,
      hint: "add one, as in the shipped file",
      formHint: "add one with the button below",
    },
    de: {
      message: (p) => `${p.key} braucht mindestens einen Eintrag`,
      hint: "ergänzen Sie einen, wie in der mitgelieferten Datei",
      formHint: "fügen Sie mit dem Knopf darunter einen hinzu",
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
  NotAPrice: valueEntry<{ guess?: string }>({
    en: {
      message: (p) => `${kv(p)} is not a price in euros`,
      hint: (p) =>
        p.guess
          ? `did you mean ${p.guess}? It holds a letter that looks like a digit`
          : "digits with up to two decimals, like 12.50 or 12,50",
    },
    de: {
      message: (p) => `${kv(p)} ist kein Preis in Euro`,
      hint: (p) =>
        p.guess
          ? `meinten Sie ${p.guess}? Darin steht ein Buchstabe, der wie eine Ziffer aussieht`
          : "Ziffern mit höchstens zwei Nachkommastellen, etwa 12,50 oder 12.50",
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
      formMessage: "needs either a price or sizes, not both and not neither",
      hint: "one price: price: 12.50; several sizes: variants, each with a label and a price",
      formHint: "fill in the price, or add sizes (each with its name and price) and leave the price empty",
    },
    de: {
      message: (p) =>
        `${p.key} braucht entweder einen Preis (price) oder Varianten (variants), nicht beides und nicht keins`,
      formMessage: "braucht entweder einen Preis oder Größen, nicht beides und nicht keins",
      hint: "ein Preis: price: 12,50; mehrere Größen: variants, jede mit label und price",
      formHint:
        "füllen Sie den Preis aus, oder legen Sie Größen an (jede mit Namen und Preis) und lassen Sie den Preis leer",
    },
  }),
  VariantsNeedTwo: valueEntry({
    en: {
      message: (p) => `${p.key} needs at least two variants`,
      hint: "for one size, write price: instead",
      formHint: "for one size, remove the sizes and fill in the price",
    },
    de: {
      message: (p) => `${p.key} braucht mindestens zwei Varianten`,
      hint: "für nur eine Größe schreiben Sie stattdessen price:",
      formHint: "für nur eine Größe entfernen Sie die Größen und füllen den Preis aus",
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
      formHint: "untick it: the list offers the additives the menu declares",
    },
    de: {
      message: (p) => `${kv(p)} ist keine Nummer eines Zusatzstoffs`,
      hint: "1 bis 12, wie oben in menu.yaml aufgeführt",
      formHint: "wählen Sie es ab: die Liste bietet die Zusatzstoffe, die die Speisekarte nennt",
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
      formMessage: (p) => `${p.value} is already the name of another dish in this section`,
      hint: "guests cannot tell two dishes of the same name apart: rename one",
    },
    de: {
      message: (p) => `${kv(p)} ist schon der Name des Gerichts in Zeile ${p.line}, im selben Abschnitt`,
      formMessage: (p) => `${p.value} ist schon der Name eines anderen Gerichts in diesem Abschnitt`,
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
      formMessage: (p) => `${p.value} is already another special day`,
      hint: "a day has one set of hours: keep one of the two",
    },
    de: {
      message: (p) => `${kv(p)} ist schon ein besonderer Tag in Zeile ${p.line}`,
      formMessage: (p) => `${p.value} ist schon ein anderer besonderer Tag`,
      hint: "ein Tag hat nur eine Öffnungszeit: behalten Sie einen der beiden Einträge",
    },
  }),
  ClosureEndsBeforeStart: valueEntry<{ from: string }>({
    en: {
      message: (p) => `${kv(p)} is before the first day of the closure, "${p.from}"`,
      hint: "from is the first closed day, to the last one",
      formHint: "“From” is the first closed day, “To” the last one",
    },
    de: {
      message: (p) => `${kv(p)} liegt vor dem ersten Tag der Schließung, "${p.from}"`,
      hint: "from ist der erste geschlossene Tag, to der letzte",
      formHint: "„Von“ ist der erste geschlossene Tag, „Bis“ der letzte",
    },
  }),
  NotAnnounceDays: valueEntry({
    en: {
      message: (p) => `${kv(p)} is not a number of days`,
      hint: "a whole number from 0 (only on the day itself) to 365, like 14; leave the line out for 14",
      formHint: "a whole number from 0 (only on the day itself) to 365, like 14; leave it empty for 14",
    },
    de: {
      message: (p) => `${kv(p)} ist keine Anzahl von Tagen`,
      hint: "eine ganze Zahl von 0 (nur am Tag selbst) bis 365, etwa 14; ohne die Zeile gilt 14",
      formHint: "eine ganze Zahl von 0 (nur am Tag selbst) bis 365, etwa 14; leer gilt 14",
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
      formHint: "a number from 1 to 65535, or leave it empty (22 for sftp, 21 for ftps and ftp)",
    },
    de: {
      message: (p) => `${kv(p)} ist keine Portnummer`,
      hint: "eine Zahl von 1 bis 65535 ohne Anführungszeichen, oder lassen Sie die Zeile weg (22 für sftp, 21 für ftps und ftp)",
      formHint: "eine Zahl von 1 bis 65535, oder lassen Sie es leer (22 für sftp, 21 für ftps und ftp)",
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
      formHint:
        "write what the photo shows, for people who cannot see it, in every language; or tick “Only decoration” if it adds nothing to the text",
    },
    de: {
      message: (p) => `${p.key} hat keinen Alternativtext`,
      hint: 'ergänzen Sie "alt:" mit dem, was das Foto zeigt, für Menschen, die es nicht sehen (in jeder Sprache, in der es erscheint), oder "decorative: true", wenn es dem Text nichts hinzufügt',
      formHint:
        "schreiben Sie in jeder Sprache, was das Foto zeigt, für Menschen, die es nicht sehen; oder kreuzen Sie „Nur Schmuck“ an, wenn es dem Text nichts hinzufügt",
    },
  }),
  PhotoAltAndDecorative: valueEntry({
    en: {
      message: (p) => `${p.key} has an alt text and is marked decorative: true`,
      formMessage: "has an alt text and is ticked “Only decoration”",
      hint: "a decorative photo is skipped by screen readers, so it has no alt text: keep one of the two",
    },
    de: {
      message: (p) => `${p.key} hat einen Alternativtext und ist als decorative: true markiert`,
      formMessage: "hat einen Alternativtext und ist als „Nur Schmuck“ angekreuzt",
      hint: "ein dekoratives Foto überspringen Screenreader, es hat also keinen Alternativtext: behalten Sie eines von beiden",
    },
  }),
  /** An alt text that describes nothing (cli/shared/alt-text.ts), where a photo is named or in Markdown. */
  AltIsFileName: entry<{ file: string; alt: string; kind: "own" | "name" | "word" }>({
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
