/**
 * The help of the commands (`site --help`), each text named, in each language. Commands name
 * their texts here (cli/commands/); commander writes its own words in English, and the help
 * (cli/commands/help.ts) finds them here by that English.
 */
import type { ToolLanguage, Words } from "./entry.js";

/** The tool's own texts: what each command does, what each option means. */
export const helpTexts = {
  tool: {
    en: "Builds the restaurant's website from content/ into dist/.",
    de: "Baut die Website des Restaurants aus content/ nach dist/.",
  },
  build: {
    en: "validate content/ and write every page of every language to dist/",
    de: "content/ prüfen und jede Seite in jeder Sprache nach dist/ schreiben",
  },
  check: {
    en: "validate content/, build into a temporary folder and check every page (HTML, links, text)",
    de: "content/ prüfen, in einen vorläufigen Ordner bauen und jede Seite prüfen (HTML, Links, Text)",
  },
  serve: {
    en: "preview the site at http://127.0.0.1:8080/ and edit it in the browser, rebuilt and reloaded on every change (dist/ is not touched)",
    de: "die Website unter http://127.0.0.1:8080/ ansehen und im Browser bearbeiten, bei jeder Änderung neu gebaut und neu geladen (dist/ bleibt unberührt)",
  },
  buffet: {
    en: "print the buffets as visitors read them in each language (`buffet set` and `buffet add` change them)",
    de: "die Buffets so zeigen, wie Besucher sie in jeder Sprache lesen (`buffet set` und `buffet add` ändern sie)",
  },
  buffetSet: {
    en: "change the next buffet in content/buffet.yaml (the last one, when all are over); comments and layout are kept",
    de: "das nächste Buffet in content/buffet.yaml ändern (das letzte, wenn alle vorbei sind); Kommentare und Aufbau bleiben",
  },
  buffetAdd: {
    en: "add a buffet to content/buffet.yaml; it takes place where the last one did unless you say where",
    de: "ein Buffet in content/buffet.yaml hinzufügen; es findet dort statt, wo das letzte stattfand, wenn Sie keinen Ort nennen",
  },
  menu: {
    en: "print the menu as visitors read it in each language, allergens spelled out",
    de: "die Speisekarte so zeigen, wie Besucher sie in jeder Sprache lesen, mit ausgeschriebenen Allergenen",
  },
  hours: {
    en: "print the opening hours, closures and special days as visitors read them, and whether it is open now",
    de: "Öffnungszeiten, Schließtage und Sondertage so zeigen, wie Besucher sie lesen, und ob jetzt geöffnet ist",
  },
  schemas: {
    en: "write JSON Schemas of the content files to content/schemas/ (editors use them to complete keys)",
    de: "JSON-Schemas der Inhaltsdateien nach content/schemas/ schreiben (Editoren ergänzen damit Schlüssel)",
  },
  hosting: {
    en: "print the nginx configuration for the site (_headers, _redirects and .htaccess come with every build)",
    de: "die nginx-Konfiguration der Website zeigen (_headers, _redirects und .htaccess kommen mit jedem Build)",
  },
  deploy: {
    en: "run every check of site check, then upload what changed to the host named under deploy: in content/site.yaml",
    de: "jede Prüfung von site check ausführen, dann das Geänderte zu dem Server hochladen, der unter deploy: in content/site.yaml steht",
  },
  deployYes: {
    en: "publish even when a warning changes what visitors read (for scripts; a terminal asks)",
    de: "auch veröffentlichen, wenn eine Warnung ändert, was Besucher lesen (für Skripte; im Terminal wird gefragt)",
  },
  deployReplaceLinks: {
    en: "replace a symbolic link on the server where the site needs a file or folder",
    de: "eine symbolische Verknüpfung auf dem Server ersetzen, wo die Website eine Datei oder einen Ordner braucht",
  },
  contentFolder: { en: "content folder", de: "Inhaltsordner" },
  quiet: {
    en: "print only mistakes: no summary, no warnings, no progress",
    de: "nur Fehler ausgeben: keine Zusammenfassung, keine Warnungen, kein Fortschritt",
  },
  verbose: {
    en: "also print each stage with its time and what each cache did",
    de: "auch jeden Schritt mit seiner Zeit ausgeben und was jeder Zwischenspeicher getan hat",
  },
  checkJson: {
    en: "print every problem as JSON (file, line, column, rule, message, hint) for editors and other tools",
    de: "jedes Problem als JSON ausgeben (Datei, Zeile, Spalte, Regel, Meldung, Hinweis) für Editoren und andere Werkzeuge",
  },
  outputFolder: { en: "output folder", de: "Ausgabeordner" },
  deployOut: { en: "output folder the build writes first", de: "Ausgabeordner, den der Build zuerst schreibt" },
  port: { en: "port to listen on", de: "Port, auf dem die Vorschau antwortet" },
  open: { en: "open the preview in the browser", de: "die Vorschau im Browser öffnen" },
  phone: {
    en: "let your phone edit too: also listen on the local network (at this address, else one the tool picks), only with the printed key",
    de: "auch vom Handy bearbeiten: zusätzlich im lokalen Netzwerk antworten (unter dieser Adresse, sonst einer, die das Werkzeug wählt), nur mit dem ausgegebenen Schlüssel",
  },
  newKey: {
    en: "give the editor a new key: the address printed before, and every browser that opened it, no longer get in",
    de: "dem Editor einen neuen Schlüssel geben: die vorher ausgegebene Adresse und jeder Browser, der sie geöffnet hat, kommen nicht mehr hinein",
  },
  buffetDate: { en: "the day of the buffet", de: "der Tag des Buffets" },
  buffetFrom: { en: "start time, 24 h, Berlin time", de: "Beginn, 24 Stunden, Berliner Zeit" },
  buffetTo: { en: "end time, 24 h, Berlin time", de: "Ende, 24 Stunden, Berliner Zeit" },
  street: { en: "street and house number", de: "Straße und Hausnummer" },
  postcode: { en: "five-digit postcode", de: "fünfstellige Postleitzahl" },
  city: { en: "city", de: "Ort" },
  buffetShow: { en: "announce the buffet on the website", de: "das Buffet auf der Website ankündigen" },
  buffetHide: { en: "take the buffet off the website", de: "das Buffet von der Website nehmen" },
  hostingNginx: {
    en: "write the configuration to this file instead (docs/nginx.conf)",
    de: "die Konfiguration stattdessen in diese Datei schreiben (docs/nginx.conf)",
  },
  deployDryRun: {
    en: "list what would be uploaded and deleted, and change nothing",
    de: "auflisten, was hochgeladen und gelöscht würde, und nichts ändern",
  },
  deployInsecure: {
    en: "allow protocol ftp, which sends the password unencrypted",
    de: "Protokoll ftp erlauben, das das Passwort unverschlüsselt sendet",
  },
} satisfies Record<string, Words>;

export type HelpText = keyof typeof helpTexts;

/** What commander writes itself: titles, its own options, the words of a usage line and after an option. */
export const commanderWords = {
  usage: { en: "Usage:", de: "Aufruf:" },
  options: { en: "Options:", de: "Optionen:" },
  commands: { en: "Commands:", de: "Befehle:" },
  arguments: { en: "Arguments:", de: "Argumente:" },
  globalOptions: { en: "Global Options:", de: "Globale Optionen:" },
  helpOption: { en: "display help for command", de: "Hilfe zum Befehl zeigen" },
  versionOption: { en: "output the version number", de: "die Versionsnummer zeigen" },
  optionsWord: { en: "[options]", de: "[Optionen]" },
  commandWord: { en: "[command]", de: "[Befehl]" },
  defaultValue: { en: "(default: ", de: "(Vorgabe: " },
  choices: { en: "(choices: ", de: "(Auswahl: " },
} satisfies Record<string, Words>;

/** What an option's value is called after it in the help ("--out <dir>"): typing it is the same in any language. */
export const valueNames = {
  dir: { en: "<dir>", de: "<Ordner>" },
  file: { en: "<file>", de: "<Datei>" },
  number: { en: "<number>", de: "<Zahl>" },
  date: { en: "<YYYY-MM-DD>", de: "<JJJJ-MM-TT>" },
  time: { en: "<HH:MM>", de: "<HH:MM>" },
  street: { en: "<street>", de: "<Straße>" },
  postcode: { en: "<postcode>", de: "<PLZ>" },
  city: { en: "<city>", de: "<Ort>" },
  address: { en: "[address]", de: "[Adresse]" },
} satisfies Record<string, Words>;

/** An option as it is written, its value's name in the language: "--out <dir>" → "--out <Ordner>". */
export function flagsIn(flags: string, lang: ToolLanguage): string {
  if (lang === "en") return flags;
  return flags.replace(
    /<[^>]+>|\[[^\]]+\]/g,
    (name) => Object.values(valueNames).find((words) => words.en === name)?.[lang] ?? name,
  );
}
