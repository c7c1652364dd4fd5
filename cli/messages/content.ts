/** The owner's mistakes in content/: reading a file, its YAML, its values, Markdown pages and the rules across files (cli/stages/1-load/, cli/content/). */
import { counted, entry, type ToolLanguage } from "./entry.js";

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

/** The kinds of unfinished text cli/stages/1-load/placeholders.ts finds; `deAcc` is the German accusative. */
export const placeholderKinds = {
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
} satisfies Record<string, Record<ToolLanguage | "deAcc", string>>;
export type Placeholder = keyof typeof placeholderKinds;

/**
 * Why cli/shared/urls.ts refuses a link (its UrlProblem), spelled out again: the catalogue imports
 * nothing of the tool but the formats of dates and prices (tests/unit/imports.test.ts).
 */
type LinkProblem =
  | "hidden"
  | "otherHost"
  | "scheme"
  | "badHttps"
  | "badHost"
  | "lookalike"
  | "relative"
  | "noScheme"
  | "hostAsPath"
  | "empty";

export const contentMessages = {
  LinkToNoPage: entry<{ url: string }>({
    en: {
      message: ({ url }) => `link "${url}" leads to no page of this website`,
      hint: "copy the address from the browser while the preview (node cli serve) shows that page, without http://127.0.0.1:8080 in front",
    },
    de: {
      message: ({ url }) => `der Link "${url}" führt zu keiner Seite dieser Website`,
      hint: "kopieren Sie die Adresse aus dem Browser, während die Vorschau (node cli serve) diese Seite zeigt, ohne http://127.0.0.1:8080 davor",
    },
  }),
  LinkRefused: entry<{
    url: string;
    problem: LinkProblem /** The address's scheme, for problem "scheme". */;
    scheme?: string;
  }>({
    en: {
      message: ({ url, problem, scheme }) =>
        ({
          hidden: `link "${url}" contains spaces, invisible characters or "\\"`,
          otherHost: `link "${url}" leads to another website: a browser reads "//" as the start of a host name`,
          scheme: `link "${url}" uses "${scheme}:", which the website does not allow`,
          badHttps: `link "${url}" is not a complete https:// address`,
          badHost: `link "${url}" names a host with characters no host name has`,
          lookalike: `link "${url}" mixes letters of different alphabets in its host name, as addresses made to look like another website's do`,
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
          badHost:
            "a host name has only letters, digits, hyphens and dots: copy the address from the browser's address bar",
          lookalike: "type the address again on your keyboard, or copy it from the address bar of the real website",
          relative: "write a page of this website from the root, like /en/catering/",
          noScheme: `write it as https://${url}`,
          hostAsPath: `for the other website, write https:// instead of /: https://${url.slice(1)}`,
          empty: "write the address in the brackets: [text](https://…)",
        })[problem],
    },
    de: {
      message: ({ url, problem, scheme }) =>
        ({
          hidden: `Link "${url}" enthält Leerzeichen, unsichtbare Zeichen oder "\\"`,
          otherHost: `Link "${url}" führt zu einer anderen Website: Ein Browser liest "//" als Beginn eines Hostnamens`,
          scheme: `Link "${url}" verwendet "${scheme}:", das die Website nicht erlaubt`,
          badHttps: `Link "${url}" ist keine vollständige https://-Adresse`,
          badHost: `Link "${url}" nennt einen Host mit Zeichen, die kein Hostname hat`,
          lookalike: `Link "${url}" mischt im Hostnamen Buchstaben verschiedener Alphabete, wie Adressen, die wie die einer anderen Website aussehen sollen`,
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
          badHost:
            "ein Hostname hat nur Buchstaben, Ziffern, Bindestriche und Punkte: kopieren Sie die Adresse aus der Adresszeile des Browsers",
          lookalike:
            "tippen Sie die Adresse auf Ihrer Tastatur neu, oder kopieren Sie sie aus der Adresszeile der echten Website",
          relative: "schreiben Sie eine Seite dieser Website vom Anfang an, etwa /en/catering/",
          noScheme: `schreiben Sie sie als https://${url}`,
          hostAsPath: `für die andere Website schreiben Sie https:// statt /: https://${url.slice(1)}`,
          empty: "schreiben Sie die Adresse in die Klammern: [Text](https://…)",
        })[problem],
    },
  }),
  // Reading a file: the read and decode links (cli/stages/1-load/read.ts).
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
  ControlCharacter: entry<{ code: string }>({
    en: {
      message: ({ code }) => `holds an invisible control character (${code}) that no page can show`,
      hint: "delete it: it was probably copied in with the text",
    },
    de: {
      message: ({ code }) => `enthält ein unsichtbares Steuerzeichen (${code}), das keine Seite zeigen kann`,
      hint: "löschen Sie es: Es wurde wahrscheinlich mit dem Text hineinkopiert",
    },
  }),
  /** A control character a double-quoted YAML escape made (`"\0"`, `"\e"`): `typed` is the escape as written. */
  ControlInText: entry<{ key: string; code: string; typed: string }>({
    en: {
      message: ({ key, code, typed }) =>
        `${key} holds the control character ${code} (written ${typed}), which no page, calendar or log may show`,
      hint: ({ typed }) => `delete ${typed} from the text in quotes`,
    },
    de: {
      message: ({ key, code, typed }) =>
        `${key} enthält das Steuerzeichen ${code} (geschrieben ${typed}), das keine Seite, kein Kalender und kein Protokoll zeigen darf`,
      hint: ({ typed }) => `löschen Sie ${typed} aus dem Text in Anführungszeichen`,
    },
  }),
  /** Half of a character written as an escape (`"\uD800"`), which no encoding can write. */
  HalfCharacter: entry<{ key: string; typed: string }>({
    en: {
      message: ({ key, typed }) => `${key} holds half of a character (${typed}), which no page can show`,
      hint: 'write the character itself, or both of its halves, like "\\uD83D\\uDE00" for 😀',
    },
    de: {
      message: ({ key, typed }) => `${key} enthält ein halbes Zeichen (${typed}), das keine Seite zeigen kann`,
      hint: 'schreiben Sie das Zeichen selbst oder seine beiden Hälften, etwa "\\uD83D\\uDE00" für 😀',
    },
  }),
  /** A text of zero-width spaces and the like: there, but no one would see anything. */
  InvisibleText: entry<{ key: string; codes: string }>({
    en: {
      message: ({ key, codes }) => `${key} holds only characters no one can see (${codes})`,
      hint: "write the text, or restore it from the shipped file",
    },
    de: {
      message: ({ key, codes }) => `${key} enthält nur Zeichen, die niemand sieht (${codes})`,
      hint: "schreiben Sie den Text oder übernehmen Sie ihn aus der mitgelieferten Datei",
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
  // YAML syntax (cli/stages/1-load/yaml.ts).
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
  /** The word every file of the editor carries (cli/stages/common/editor-marker.ts), in the owner's text. */
  EditorMarkerInText: entry<{ key: string; marker: string }>({
    en: {
      message: ({ key, marker }) =>
        `${key || "the text"} holds the word ${marker}, which marks the files of the editor: no page may show it`,
      hint: "write it differently, without the two underscores at either end",
    },
    de: {
      message: ({ key, marker }) =>
        `${key || "der Text"} enthält das Wort ${marker}, das die Dateien des Editors kennzeichnet: keine Seite darf es zeigen`,
      hint: "schreiben Sie es anders, ohne die zwei Unterstriche an den Enden",
    },
  }),
  /** `!!js/function`, `!!binary`, `!foo`: a tag beyond YAML's plain texts, numbers, yes/no, lists and groups. */
  YamlTag: entry<{ tag: string }>({
    en: {
      message: ({ tag }) => `the YAML tag ${tag} is not used in content`,
      hint: ({ tag }) => `delete ${tag} and write the value alone, like name: Mama Nyota`,
    },
    de: {
      message: ({ tag }) => `das YAML-Tag ${tag} wird in Inhalten nicht verwendet`,
      hint: ({ tag }) => `löschen Sie ${tag} und schreiben Sie nur den Wert, etwa name: Mama Nyota`,
    },
  }),
  YamlKeyNotName: entry({
    en: {
      message: "a key here is a list or a group, not a name",
      hint: "write a name before the colon, like city: Berlin",
    },
    de: {
      message: "ein Schlüssel ist hier eine Liste oder Gruppe, kein Name",
      hint: "schreiben Sie einen Namen vor den Doppelpunkt, etwa city: Berlin",
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
  // Values against their schema (cli/stages/1-load/validate.ts, cli/content/<type>/schema.ts).
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
  MoreUnknownKeys: entry<{ count: number; parent: string }>({
    en: {
      message: ({ count, parent }) =>
        `${parent ? `${parent}: ` : ""}and ${counted(count, "moreKey", "en")} from here on`,
      hint: "is it the right file? Compare it with the shipped one, or restore it from your backup",
    },
    de: {
      message: ({ count, parent }) => `${parent ? `${parent}: ` : ""}und ${counted(count, "moreKey", "de")} ab hier`,
      hint: "ist es die richtige Datei? Vergleichen Sie sie mit der mitgelieferten, oder stellen Sie sie aus Ihrer Sicherung wieder her",
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
  /** A text one language's dictionary lacks: the line to type, where, and the text another language has there. */
  DictionaryTextMissing: entry<{ key: string; line: number; before: boolean; other: string; example: string }>({
    en: {
      message: ({ key }) => `${key} is missing`,
      hint: (p) =>
        `add the line ${p.key.split(".").pop()}: … ${p.before ? "before" : "after"} line ${p.line}, with the text in this language; ${p.other} has ${p.example}`,
    },
    de: {
      message: ({ key }) => `${key} fehlt`,
      hint: (p) =>
        `ergänzen Sie ${p.before ? "vor" : "nach"} Zeile ${p.line} die Zeile ${p.key.split(".").pop()}: … mit dem Text in dieser Sprache; in ${p.other} steht ${p.example}`,
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
  // Markdown pages (cli/stages/1-load/formats.ts, cli/stages/1-load/markdown.ts).
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
  PlaceholderInText: entry<{ what: Placeholder; text: string }>({
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
  PlaceholderInYaml: entry<{ key: string; what: Placeholder; text: string }>({
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
  // Rules across files (cli/stages/1-load/load.ts).
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
  ExtraPageReserved: entry<{ name: string; reserved: string }>({
    en: {
      message: ({ name }) => `extra page "${name}" uses a name the website keeps for itself`,
      hint: ({ reserved }) => `choose another name (not ${reserved})`,
    },
    de: {
      message: ({ name }) => `die zusätzliche Seite "${name}" verwendet einen Namen, den die Website selbst braucht`,
      hint: ({ reserved }) => `wählen Sie einen anderen Namen (nicht ${reserved})`,
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
  /** `files`: the paths of the content types (`pages/{page}.{lang}.md`); `guess`: the file most likely meant, or "". */
  NotReadByAnyType: entry<{ files: string; guess: string }>({
    en: {
      message: "warning: no content type reads this file: the site shows nothing of it",
      hint: ({ files, guess }) =>
        `${guess ? `did you mean ${guess}? ` : ""}the content files are ${files.replace(/\{lang\}/g, "<language>").replace(/\{page\}/g, "<page>")}; a file of a new kind needs its content type (docs/architecture.md)`,
    },
    de: {
      message: "Warnung: kein Inhaltstyp liest diese Datei: die Website zeigt nichts davon",
      hint: ({ files, guess }) =>
        `${guess ? `meinten Sie ${guess}? ` : ""}die Inhaltsdateien sind ${files.replace(/\{lang\}/g, "<Sprache>").replace(/\{page\}/g, "<Seite>")}; eine Datei einer neuen Art braucht ihren Inhaltstyp (docs/architecture.md)`,
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
} as const;
