/**
 * `site --help` in the tool's language. The commands are declared in English
 * (commands/*.ts); in German every title, description and option of the help
 * is looked up here. tests/unit/build.test.ts walks every command and fails
 * on a text without its German, so a new option cannot be left in English.
 */
import { type Argument, type Command, Help, type Option } from "commander";
import { type ToolLanguage, toolLanguage } from "../language.js";

/** German for every English text the help shows, commander's own among them. */
export const germanHelp: Record<string, string> = {
  // Commander's titles and its own options.
  "Usage:": "Aufruf:",
  "Options:": "Optionen:",
  "Commands:": "Befehle:",
  "Arguments:": "Argumente:",
  "Global Options:": "Globale Optionen:",
  "display help for command": "Hilfe zum Befehl zeigen",
  "output the version number": "die Versionsnummer zeigen",
  // The tool and its commands.
  "Builds the restaurant's website from content/ into dist/.":
    "Baut die Website des Restaurants aus content/ nach dist/.",
  "validate content/ and write every page of every language to dist/":
    "content/ prüfen und jede Seite in jeder Sprache nach dist/ schreiben",
  "validate content/, build into a temporary folder and check every page (HTML, links, text)":
    "content/ prüfen, in einen vorläufigen Ordner bauen und jede Seite prüfen (HTML, Links, Text)",
  "preview the site at http://127.0.0.1:8080/ and edit it in the browser, rebuilt and reloaded on every change (dist/ is not touched)":
    "die Website unter http://127.0.0.1:8080/ ansehen und im Browser bearbeiten, bei jeder Änderung neu gebaut und neu geladen (dist/ bleibt unberührt)",
  "print the buffets as visitors read them in each language (`buffet set` and `buffet add` change them)":
    "die Buffets so zeigen, wie Besucher sie in jeder Sprache lesen (`buffet set` und `buffet add` ändern sie)",
  "change the next buffet in content/buffet.yaml (the last one, when all are over); comments and layout are kept":
    "das nächste Buffet in content/buffet.yaml ändern (das letzte, wenn alle vorbei sind); Kommentare und Aufbau bleiben",
  "add a buffet to content/buffet.yaml; it takes place where the last one did unless you say where":
    "ein Buffet in content/buffet.yaml hinzufügen; es findet dort statt, wo das letzte stattfand, wenn Sie keinen Ort nennen",
  "print the menu as visitors read it in each language, allergens spelled out":
    "die Speisekarte so zeigen, wie Besucher sie in jeder Sprache lesen, mit ausgeschriebenen Allergenen",
  "print the opening hours, closures and special days as visitors read them, and whether it is open now":
    "Öffnungszeiten, Schließtage und Sondertage so zeigen, wie Besucher sie lesen, und ob jetzt geöffnet ist",
  "write JSON Schemas of the content files to content/schemas/ (editors use them to complete keys)":
    "JSON-Schemas der Inhaltsdateien nach content/schemas/ schreiben (Editoren ergänzen damit Schlüssel)",
  "print the nginx configuration for the site (_headers, _redirects and .htaccess come with every build)":
    "die nginx-Konfiguration der Website zeigen (_headers, _redirects und .htaccess kommen mit jedem Build)",
  "run every check of site check, then upload what changed to the host named under deploy: in content/site.yaml":
    "jede Prüfung von site check ausführen, dann das Geänderte zu dem Server hochladen, der unter deploy: in content/site.yaml steht",
  // Options.
  "publish even when a warning changes what visitors read (for scripts; a terminal asks)":
    "auch veröffentlichen, wenn eine Warnung ändert, was Besucher lesen (für Skripte; im Terminal wird gefragt)",
  "replace a symbolic link on the server where the site needs a file or folder":
    "eine symbolische Verknüpfung auf dem Server ersetzen, wo die Website eine Datei oder einen Ordner braucht",
  "content folder": "Inhaltsordner",
  "output folder": "Ausgabeordner",
  "output folder the build writes first": "Ausgabeordner, den der Build zuerst schreibt",
  "port to listen on": "Port, auf dem die Vorschau antwortet",
  "open the preview in the browser": "die Vorschau im Browser öffnen",
  "the day of the buffet": "der Tag des Buffets",
  "start time, 24 h, Berlin time": "Beginn, 24 Stunden, Berliner Zeit",
  "end time, 24 h, Berlin time": "Ende, 24 Stunden, Berliner Zeit",
  "street and house number": "Straße und Hausnummer",
  "five-digit postcode": "fünfstellige Postleitzahl",
  city: "Ort",
  "announce the buffet on the website": "das Buffet auf der Website ankündigen",
  "take the buffet off the website": "das Buffet von der Website nehmen",
  "write the configuration to this file instead (docs/nginx.conf)":
    "die Konfiguration stattdessen in diese Datei schreiben (docs/nginx.conf)",
  "list what would be uploaded and deleted, and change nothing":
    "auflisten, was hochgeladen und gelöscht würde, und nichts ändern",
  "allow protocol ftp, which sends the password unencrypted":
    "Protokoll ftp erlauben, das das Passwort unverschlüsselt sendet",
};

/** The words commander writes into usage lines and after an option. */
const germanWords: [RegExp, string][] = [
  [/\[options\]/g, "[Optionen]"],
  [/\[command\]/g, "[Befehl]"],
  [/\(default: /g, "(Vorgabe: "],
  [/\(choices: /g, "(Auswahl: "],
];

function translate(text: string, lang: ToolLanguage): string {
  if (lang === "en" || text === "") return text;
  return germanHelp[text] ?? text;
}

const words = (text: string, lang: ToolLanguage) =>
  lang === "en" ? text : germanWords.reduce((line, [pattern, word]) => line.replace(pattern, word), text);

/** Commander's help with each text in the tool's language. */
export class SiteHelp extends Help {
  constructor(private readonly lang: ToolLanguage = toolLanguage()) {
    super();
  }

  override styleTitle(title: string): string {
    return super.styleTitle(translate(title, this.lang));
  }

  override commandUsage(command: Command): string {
    return words(super.commandUsage(command), this.lang);
  }

  override subcommandTerm(command: Command): string {
    return words(super.subcommandTerm(command), this.lang);
  }

  override commandDescription(command: Command): string {
    return translate(super.commandDescription(command), this.lang);
  }

  override subcommandDescription(command: Command): string {
    return translate(super.subcommandDescription(command), this.lang);
  }

  override optionDescription(option: Option): string {
    const full = super.optionDescription(option);
    return words(full.replace(option.description, translate(option.description, this.lang)), this.lang);
  }

  override argumentDescription(argument: Argument): string {
    const full = super.argumentDescription(argument);
    return words(full.replace(argument.description, translate(argument.description, this.lang)), this.lang);
  }
}

/** Every text of the help of this command and its subcommands that has no German. */
export function untranslated(command: Command): string[] {
  const texts = [
    command.description(),
    ...command.options.filter((option) => !option.hidden).map((option) => option.description),
    ...command.registeredArguments.map((argument) => argument.description),
  ];
  return [...texts.filter((text) => text && !(text in germanHelp)), ...command.commands.flatMap(untranslated)];
}
