/** The command line as commander reads it, and what the buffet, menu, hours, hosting and schemas commands say (cli/main.ts, cli/commands/). */
import { longDate as formatDate } from "../shared/format.js";
import { counted, entry } from "./entry.js";
import { flagsIn } from "./help.js";

/** "2025-11-02" → "Sunday, 2 November 2025" / "Sonntag, 2. November 2025". */
const longDate = (iso: string, locale: string) => formatDate(iso, locale, "long");

/** How the owner types a command, from the project's folder: "site buffet set" → "node cli buffet set". */
const typed = (path: string) => `node cli${path.slice("site".length)}`;

export const commandMessages = {
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
      hint: (p) =>
        `schreiben Sie ihn hinter die Option: ${flagsIn(p.flags, "de")}; "${typed(p.path)} --help" zeigt die Optionen`,
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
  SiteNowOutOfRange: entry<{ value: string; first: string; last: string }>({
    en: {
      message: ({ value, first, last }) =>
        `SITE_NOW "${value}" is not within the years ${first} to ${last}, which the tool can place in Berlin time`,
      hint: 'use a date and time within them, like "2025-11-03T12:00"',
    },
    de: {
      message: ({ value, first, last }) =>
        `SITE_NOW "${value}" liegt nicht in den Jahren ${first} bis ${last}, die das Werkzeug in Berliner Zeit einordnen kann`,
      hint: 'nehmen Sie ein Datum mit Uhrzeit darin, etwa "2025-11-03T12:00"',
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
  HostingWritten: entry<{ file: string }>({
    en: { message: (p) => `Wrote the nginx configuration to ${p.file}` },
    de: { message: (p) => `nginx-Konfiguration nach ${p.file} geschrieben` },
  }),
  SchemasWritten: entry<{ count: number; folder: string; files: string }>({
    en: { message: (p) => `Wrote ${counted(p.count, "schema", "en")} to ${p.folder}/schemas/: ${p.files}` },
    de: { message: (p) => `${counted(p.count, "schema", "de")} nach ${p.folder}/schemas/ geschrieben: ${p.files}` },
  }),
} as const;
