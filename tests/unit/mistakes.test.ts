/**
 * The owner's mistakes, as an owner (or an accident, or an attacker) makes
 * them: each answered with one first line, in English and in German, naming
 * the file, line and column, with exit code 1 and no stack trace; the last
 * good dist/ stays byte for byte as it was.
 */
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageName } from "../../cli/messages/index.js";
import { examples } from "../guides.js";
import { makePhoto } from "../photos.mjs";
import { copyContent, edit, positionOf, root, snapshot, testNow } from "./helpers.js";

function run(args: string[], cwd: string, lang: "en" | "de") {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, [join(root, "cli/bin.js"), ...args], {
      cwd,
      env: { ...process.env, SITE_NOW: testNow, SITE_LANG: lang },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("close", (status) => done({ status, stdout, stderr }));
  });
}

/** "content/<file>:line:col" of the first `needle` in a content file. */
const at = (dir: string, file: string, needle: string, shift = 0) => {
  const [line, col] = positionOf(join(dir, "content"), file, needle).split(":").map(Number);
  return `content/${file}:${line}:${col + shift}`;
};
const write = (dir: string, file: string, text: string | Buffer) => writeFileSync(join(dir, "content", file), text);
/** The German about page with more front matter (a hero photo). */
const heroPage = (front: string) => page("Text.", `title: "Über uns"\ndescription: "Unsere Geschichte."\n${front}`);
/** Puts photos into content/images/. */
const photos = (dir: string, files: Record<string, Buffer>) => {
  mkdirSync(join(dir, "content/images"), { recursive: true });
  for (const [name, bytes] of Object.entries(files)) write(dir, `images/${name}`, bytes);
};
/** A camera's photo, and one over the 40-megapixel limit (made before the table runs). */
let photo: Buffer;
let hugePhoto: Buffer;
const page = (body: string, front = 'title: "Über uns"\ndescription: "Unsere Geschichte."') =>
  `---\n${front}\n---\n\n${body}\n`;

interface Mistake {
  what: string;
  /** The catalogue entry its first line comes from. */
  code: MessageName;
  /** Breaks the copy at `dir`; returns the arguments to run (default: build) and where the mistake is. */
  make(dir: string): { args?: string[]; where: string };
  en: string;
  de: string;
}

const mistakes: Mistake[] = [
  {
    what: "a page saved as Windows-1252",
    code: "NotUtf8",
    make: (dir) => {
      write(dir, "pages/about.de.md", Buffer.from(page("Unsere Küche"), "latin1"));
      return { where: "content/pages/about.de.md:2:9" };
    },
    en: 'file is not saved as UTF-8 (it looks like Windows-1252): "title: \\"Über uns\\"" (save it as UTF-8: in VS Code click the encoding in the status bar, "Save with Encoding", "UTF-8"; in Notepad "Save as", Encoding "UTF-8")',
    de: 'Datei ist nicht als UTF-8 gespeichert (sie sieht nach Windows-1252 aus): "title: \\"Über uns\\"" (speichern Sie sie als UTF-8: in VS Code unten in der Statusleiste auf die Kodierung klicken, „Mit Codierung speichern“, „UTF-8“; im Editor von Windows „Speichern unter“, Codierung „UTF-8“)',
  },
  {
    what: "a YAML file saved as Windows-1252",
    code: "NotUtf8",
    make: (dir) => {
      const file = "i18n/de.yaml";
      const where = at(dir, file, "Über uns");
      write(dir, file, Buffer.from(readFileSync(join(dir, "content", file), "utf8"), "latin1"));
      return { where };
    },
    en: 'file is not saved as UTF-8 (it looks like Windows-1252): "about: Über uns" (save it as UTF-8: in VS Code click the encoding in the status bar, "Save with Encoding", "UTF-8"; in Notepad "Save as", Encoding "UTF-8")',
    de: 'Datei ist nicht als UTF-8 gespeichert (sie sieht nach Windows-1252 aus): "about: Über uns" (speichern Sie sie als UTF-8: in VS Code unten in der Statusleiste auf die Kodierung klicken, „Mit Codierung speichern“, „UTF-8“; im Editor von Windows „Speichern unter“, Codierung „UTF-8“)',
  },
  {
    what: "a file saved as UTF-16",
    code: "NotUtf8",
    make: (dir) => {
      write(dir, "buffet.yaml", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("show: true\n", "utf16le")]));
      return { where: "content/buffet.yaml:1:1" };
    },
    en: 'file is not saved as UTF-8 (it looks like UTF-16) (save it as UTF-8: in VS Code click the encoding in the status bar, "Save with Encoding", "UTF-8"; in Notepad "Save as", Encoding "UTF-8")',
    de: "Datei ist nicht als UTF-8 gespeichert (sie sieht nach UTF-16 aus) (speichern Sie sie als UTF-8: in VS Code unten in der Statusleiste auf die Kodierung klicken, „Mit Codierung speichern“, „UTF-8“; im Editor von Windows „Speichern unter“, Codierung „UTF-8“)",
  },
  {
    what: "a dictionary saved as UTF-16 without a byte-order mark",
    code: "NotUtf8",
    make: (dir) => {
      write(dir, "i18n/de.yaml", Buffer.from(readFileSync(join(dir, "content/i18n/de.yaml"), "utf8"), "utf16le"));
      return { where: "content/i18n/de.yaml:1:1" };
    },
    en: 'file is not saved as UTF-8 (it looks like UTF-16) (save it as UTF-8: in VS Code click the encoding in the status bar, "Save with Encoding", "UTF-8"; in Notepad "Save as", Encoding "UTF-8")',
    de: "Datei ist nicht als UTF-8 gespeichert (sie sieht nach UTF-16 aus) (speichern Sie sie als UTF-8: in VS Code unten in der Statusleiste auf die Kodierung klicken, „Mit Codierung speichern“, „UTF-8“; im Editor von Windows „Speichern unter“, Codierung „UTF-8“)",
  },
  {
    what: "a file of plain letters saved as big-endian UTF-16 without a byte-order mark",
    code: "NotUtf8",
    make: (dir) => {
      write(dir, "buffet.yaml", Buffer.from("show: true\n", "utf16le").swap16());
      return { where: "content/buffet.yaml:1:1" };
    },
    en: 'file is not saved as UTF-8 (it looks like UTF-16) (save it as UTF-8: in VS Code click the encoding in the status bar, "Save with Encoding", "UTF-8"; in Notepad "Save as", Encoding "UTF-8")',
    de: "Datei ist nicht als UTF-8 gespeichert (sie sieht nach UTF-16 aus) (speichern Sie sie als UTF-8: in VS Code unten in der Statusleiste auf die Kodierung klicken, „Mit Codierung speichern“, „UTF-8“; im Editor von Windows „Speichern unter“, Codierung „UTF-8“)",
  },
  {
    what: "a NUL byte in a street name",
    code: "ControlCharacter",
    make: (dir) => {
      const where = at(dir, "site.yaml", "weg 7", 0);
      edit(join(dir, "content"), "site.yaml", "Baobabweg 7", "Baobab\0weg 7");
      return { where };
    },
    en: "holds an invisible control character (U+0000) that no page can show (delete it: it was probably copied in with the text)",
    de: "enthält ein unsichtbares Steuerzeichen (U+0000), das keine Seite zeigen kann (löschen Sie es: Es wurde wahrscheinlich mit dem Text hineinkopiert)",
  },
  {
    what: "a control character after an emoji, at the column the YAML and Markdown messages count",
    code: "ControlCharacter",
    make: (dir) => {
      write(
        dir,
        "pages/about.en.md",
        page("Our kitchen 😀\u0007 with love.", 'title: "About"\ndescription: "Our story."'),
      );
      return { where: "content/pages/about.en.md:6:15" };
    },
    en: "holds an invisible control character (U+0007) that no page can show (delete it: it was probably copied in with the text)",
    de: "enthält ein unsichtbares Steuerzeichen (U+0007), das keine Seite zeigen kann (löschen Sie es: Es wurde wahrscheinlich mit dem Text hineinkopiert)",
  },
  {
    what: "an escape character in a page's text, after a line ending in CR LF",
    code: "ControlCharacter",
    make: (dir) => {
      write(
        dir,
        "pages/about.en.md",
        page("Our kitchen.\r\nWe cook \u001b[1mwith love.", 'title: "About"\r\ndescription: "Our story."'),
      );
      return { where: "content/pages/about.en.md:7:9" };
    },
    en: "holds an invisible control character (U+001B) that no page can show (delete it: it was probably copied in with the text)",
    de: "enthält ein unsichtbares Steuerzeichen (U+001B), das keine Seite zeigen kann (löschen Sie es: Es wurde wahrscheinlich mit dem Text hineinkopiert)",
  },
  // What YAML makes of the owner's text after the bytes were checked: escapes, tags, keys every object has.
  {
    what: "a NUL written as a YAML escape in the restaurant's name",
    code: "ControlInText",
    make: (dir) => {
      edit(dir, "content/site.yaml", "name: Mama Nyota", 'name: "Mama\\0Nyota"');
      return { where: at(dir, "site.yaml", "\\0") };
    },
    en: "name holds the control character U+0000 (written \\0), which no page, calendar or log may show (delete \\0 from the text in quotes)",
    de: "name enthält das Steuerzeichen U+0000 (geschrieben \\0), das keine Seite, kein Kalender und kein Protokoll zeigen darf (löschen Sie \\0 aus dem Text in Anführungszeichen)",
  },
  {
    what: "a carriage return escaped into a buffet's street, which a calendar would read as a line of its own",
    code: "ControlInText",
    make: (dir) => {
      edit(
        dir,
        "content/buffet.yaml",
        "street: Baobabweg 7",
        'street: "Baobabweg 7\\rORGANIZER:mailto:evil@x.example"',
      );
      return { where: at(dir, "buffet.yaml", "\\r") };
    },
    en: "buffet 1: location.street holds the control character U+000D (written \\r), which no page, calendar or log may show (delete \\r from the text in quotes)",
    de: "buffet 1: location.street enthält das Steuerzeichen U+000D (geschrieben \\r), das keine Seite, kein Kalender und kein Protokoll zeigen darf (löschen Sie \\r aus dem Text in Anführungszeichen)",
  },
  {
    what: "an escape sequence that clears the terminal, in a dish's name",
    code: "ControlInText",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "en: Akara", 'en: "Akara\\e[2J\\a"');
      return { where: at(dir, "menu.yaml", "\\e[2J") };
    },
    en: '"Akara": name.en holds the control character U+001B (written \\e), which no page, calendar or log may show (delete \\e from the text in quotes)',
    de: '"Akara": name.en enthält das Steuerzeichen U+001B (geschrieben \\e), das keine Seite, kein Kalender und kein Protokoll zeigen darf (löschen Sie \\e aus dem Text in Anführungszeichen)',
  },
  {
    what: "half a character written as an escape",
    code: "HalfCharacter",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "en: Akara", 'en: "Akara \\uD83D\\uDE00 \\uD800"');
      return { where: at(dir, "menu.yaml", "\\uD800") };
    },
    en: '"Akara": name.en holds half of a character (\\uD800), which no page can show (write the character itself, or both of its halves, like "\\uD83D\\uDE00" for 😀)',
    de: '"Akara": name.en enthält ein halbes Zeichen (\\uD800), das keine Seite zeigen kann (schreiben Sie das Zeichen selbst oder seine beiden Hälften, etwa "\\uD83D\\uDE00" für 😀)',
  },
  {
    what: "a dish's name of only a zero-width space",
    code: "InvisibleText",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "en: Akara", 'en: "\\u200B"');
      return { where: at(dir, "menu.yaml", '"\\u200B"') };
    },
    en: '"Akara": name.en holds only characters no one can see (U+200B) (write the text, or restore it from the shipped file)',
    de: '"Akara": name.en enthält nur Zeichen, die niemand sieht (U+200B) (schreiben Sie den Text oder übernehmen Sie ihn aus der mitgelieferten Datei)',
  },
  {
    what: "a page's title of only a zero-width space and a word joiner, typed as they are",
    code: "InvisibleText",
    make: (dir) => {
      write(dir, "pages/about.de.md", heroPage("").replace('title: "Über uns"', 'title: "\u200b\u2060"'));
      return { where: "content/pages/about.de.md:2:8" };
    },
    en: "title holds only characters no one can see (U+200B, U+2060) (write the text, or restore it from the shipped file)",
    de: "title enthält nur Zeichen, die niemand sieht (U+200B, U+2060) (schreiben Sie den Text oder übernehmen Sie ihn aus der mitgelieferten Datei)",
  },
  {
    what: "a JavaScript function as the restaurant's name",
    code: "YamlTag",
    make: (dir) => {
      edit(dir, "content/site.yaml", "name: Mama Nyota", "name: !!js/function 'function(){}'");
      return { where: at(dir, "site.yaml", "!!js") };
    },
    en: "the YAML tag !!js/function is not used in content (delete !!js/function and write the value alone, like name: Mama Nyota)",
    de: "das YAML-Tag !!js/function wird in Inhalten nicht verwendet (löschen Sie !!js/function und schreiben Sie nur den Wert, etwa name: Mama Nyota)",
  },
  {
    what: "bytes as the restaurant's name",
    code: "YamlTag",
    make: (dir) => {
      edit(dir, "content/site.yaml", "name: Mama Nyota", "name: !!binary TWFtYQ==");
      return { where: at(dir, "site.yaml", "!!binary") };
    },
    en: "the YAML tag !!binary is not used in content (delete !!binary and write the value alone, like name: Mama Nyota)",
    de: "das YAML-Tag !!binary wird in Inhalten nicht verwendet (löschen Sie !!binary und schreiben Sie nur den Wert, etwa name: Mama Nyota)",
  },
  {
    what: "__proto__ among a dish's names in each language",
    code: "UnknownKey",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "en: Akara", "en: Akara\n          __proto__: x");
      return { where: at(dir, "menu.yaml", "__proto__") };
    },
    en: '"Akara": name: unknown key "__proto__" (remove it, or check the spelling)',
    de: '"Akara": name: unbekannter Schlüssel "__proto__" (entfernen Sie ihn oder prüfen Sie die Schreibweise)',
  },
  {
    what: "a list written as a key",
    code: "YamlKeyNotName",
    make: (dir) => {
      edit(dir, "content/buffet.yaml", "show: true", 'show: true\n? ["##[stop-commands]tok"]\n: 1');
      return { where: at(dir, "buffet.yaml", '["##') };
    },
    en: "a key here is a list or a group, not a name (write a name before the colon, like city: Berlin)",
    de: "ein Schlüssel ist hier eine Liste oder Gruppe, kein Name (schreiben Sie einen Namen vor den Doppelpunkt, etwa city: Berlin)",
  },
  {
    what: "the editor's word in a dish's name",
    code: "EditorMarkerInText",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "en: Akara", "en: Akara __site_editor__");
      return { where: at(dir, "menu.yaml", "Akara __site") };
    },
    en: '"Akara": name.en holds the word __site_editor__, which marks the files of the editor: no page may show it (write it differently, without the two underscores at either end)',
    de: '"Akara": name.en enthält das Wort __site_editor__, das die Dateien des Editors kennzeichnet: keine Seite darf es zeigen (schreiben Sie es anders, ohne die zwei Unterstriche an den Enden)',
  },
  {
    what: "the editor's word in a page's text, its underscores escaped",
    code: "EditorMarkerInText",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("Das ist \\_\\_site_editor\\_\\_."));
      return { where: "content/pages/about.de.md:6:9" };
    },
    en: "the text holds the word __site_editor__, which marks the files of the editor: no page may show it (write it differently, without the two underscores at either end)",
    de: "der Text enthält das Wort __site_editor__, das die Dateien des Editors kennzeichnet: keine Seite darf es zeigen (schreiben Sie es anders, ohne die zwei Unterstriche an den Enden)",
  },
  // A workflow command of GitHub's runner in a value: quoted as text, "##[" broken by an invisible space.
  {
    what: "a command of GitHub's runner as a buffet's date",
    code: "NotCalendarDate",
    make: (dir) => {
      edit(dir, "content/buffet.yaml", '"2026-12-06"', '"##[stop-commands]tok"');
      return { where: at(dir, "buffet.yaml", '"##[stop') };
    },
    en: 'buffet 1: date "#\u200b#[stop-commands]tok" is not a calendar date (write it as "YYYY-MM-DD" in quotes, like "2025-11-02")',
    de: 'buffet 1: date "#\u200b#[stop-commands]tok" ist kein Kalenderdatum (schreiben Sie es als "JJJJ-MM-TT" in Anführungszeichen, etwa "2025-11-02")',
  },
  {
    what: "a command of GitHub's runner as a special day's hours",
    code: "NotOpening",
    make: (dir) => {
      edit(dir, "content/hours.yaml", "hours: 18:00-24:00", 'hours: "##[add-mask]secret"');
      return { where: at(dir, "hours.yaml", '"##[add') };
    },
    en: 'special.0.hours "#\u200b#[add-mask]secret" is not an opening (closed, one time range like 17:00-22:00, or a list like [12:00-15:00, 17:00-22:00])',
    de: 'special.0.hours "#\u200b#[add-mask]secret" ist keine Öffnungszeit (closed, eine Zeitspanne wie 17:00-22:00 oder eine Liste wie [12:00-15:00, 17:00-22:00])',
  },
  // Prices as typed: a float would make 7.00 € of 6.999999999999999999.
  ...(
    [
      ["more nines than a float holds", "6.999999999999999999"],
      ["a digit far behind the point", "6.5000000000000000001"],
      ["a German thousands point", "1.250"],
    ] as const
  ).map(
    ([what, price]): Mistake => ({
      what: `a price with ${what}`,
      code: "PriceTooPrecise",
      make: (dir) => {
        edit(dir, "content/menu.yaml", "price: 6.50", `price: ${price}`);
        return { where: at(dir, "menu.yaml", price) };
      },
      en: `"Akara": price ${price} has more than two decimals (euros and cents, like 12.50)`,
      de: `"Akara": price ${price} hat mehr als zwei Nachkommastellen (Euro und Cent, etwa 12,50)`,
    }),
  ),
  // The right cause, where another check would name a wrong one.
  {
    what: "a weekday deleted from the opening hours",
    code: "ValueMissing",
    make: (dir) => {
      edit(dir, "content/hours.yaml", "  monday: closed\n", "");
      return { where: at(dir, "hours.yaml", "weekly:") };
    },
    en: "weekly.monday is missing (add it, as in the shipped file)",
    de: "weekly.monday fehlt (ergänzen Sie es wie in der mitgelieferten Datei)",
  },
  {
    what: "a fact named __proto__, which Markdown would read as bold",
    code: "UnknownField",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("Schreiben Sie an {{site.__proto__}}."));
      return { where: "content/pages/about.de.md:6:18" };
    },
    en: "unknown field {{site.__proto__}} (facts come from site.yaml, e.g. {{site.email}}, {{site.address.street}})",
    de: "unbekanntes Feld {{site.__proto__}} (Angaben kommen aus site.yaml, etwa {{site.email}}, {{site.address.street}})",
  },
  {
    what: "a fact with a hyphen in the imprint, which the build published as typed",
    code: "UnknownField",
    make: (dir) => {
      const where = at(dir, "legal/impressum.md", "{{site.address.street}}");
      edit(dir, "content/legal/impressum.md", "{{site.address.street}}", "{{site.address-street}}");
      return { where };
    },
    en: "unknown field {{site.address-street}} (facts come from site.yaml, e.g. {{site.email}}, {{site.address.street}})",
    de: "unbekanntes Feld {{site.address-street}} (Angaben kommen aus site.yaml, etwa {{site.email}}, {{site.address.street}})",
  },
  {
    what: "a field its braces escaped, left in the imprint",
    code: "PlaceholderInText",
    make: (dir) => {
      const where = at(dir, "legal/impressum.md", "{{site.address.street}}");
      edit(dir, "content/legal/impressum.md", "{{site.address.street}}", "\\{\\{site.address-street\\}\\}");
      return { where };
    },
    en: 'an unfilled {{…}} field "{{site.address-street}}" is still in the text (replace it with the real text before publishing)',
    de: 'ein ungefülltes {{…}}-Feld "{{site.address-street}}" steht noch im Text (ersetzen Sie ihn vor dem Veröffentlichen durch den richtigen Text)',
  },
  {
    what: "an unfinished-work marker in a code block, which the build published and only check saw",
    code: "PlaceholderInText",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("Rezept:\n\n```\nTODO: Gewürze\n```"));
      return { where: "content/pages/about.de.md:8:1" };
    },
    en: 'an unfinished-work marker "TODO" is still in the text (replace it with the real text before publishing)',
    de: 'ein Vermerk für Unfertiges "TODO" steht noch im Text (ersetzen Sie ihn vor dem Veröffentlichen durch den richtigen Text)',
  },
  {
    what: "a bare www address in a page's text, which Markdown links with http://",
    code: "LinkRefused",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("Siehe www.evil.example."));
      return { where: "content/pages/about.de.md:6:7" };
    },
    en: 'link "www.evil.example" is another website\'s address without its https:// (write it as https://www.evil.example)',
    de: 'Link "www.evil.example" ist die Adresse einer anderen Website ohne ihr https:// (schreiben Sie sie als https://www.evil.example)',
  },
  {
    what: "a buffet in a year the tool cannot place in Berlin time",
    code: "DateOutOfRange",
    make: (dir) => {
      edit(dir, "content/buffet.yaml", '"2026-12-06"', '"0100-12-06"');
      return { where: at(dir, "buffet.yaml", '"0100-12-06"') };
    },
    en: 'buffet 1: date "0100-12-06" is not within the years 1900 to 9999, which the tool can place in Berlin time (check the year, and write the date as "YYYY-MM-DD", like "2025-11-02")',
    de: 'buffet 1: date "0100-12-06" liegt nicht in den Jahren 1900 bis 9999, die das Werkzeug in Berliner Zeit einordnen kann (prüfen Sie das Jahr und schreiben Sie das Datum als "JJJJ-MM-TT", etwa "2025-11-02")',
  },
  {
    what: "an empty page",
    code: "FileEmpty",
    make: (dir) => {
      write(dir, "pages/about.de.md", "");
      return { where: "content/pages/about.de.md:1:1" };
    },
    en: "file is empty (an editor may have saved it before it was written: undo, or write it again)",
    de: "Datei ist leer (vielleicht hat der Editor gespeichert, bevor etwas darin stand: Rückgängig machen oder neu schreiben)",
  },
  {
    what: "a page without its --- header",
    code: "FrontMatterMissing",
    make: (dir) => {
      write(dir, "pages/about.de.md", "Angefangen hat alles an einem Küchentisch.\n");
      return { where: "content/pages/about.de.md:1:1" };
    },
    en: 'the first line must be just "---" (start the file with a line "---", then title: and description:, then a line "---", then the text)',
    de: 'die erste Zeile muss genau "---" sein (beginnen Sie die Datei mit einer Zeile "---", dann title: und description:, dann eine Zeile "---", dann der Text)',
  },
  {
    what: "text after the first ---",
    code: "FrontMatterFirstLine",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("Text").replace("---\n", "---yaml\n"));
      return { where: "content/pages/about.de.md:1:4" };
    },
    en: 'the first line must be just "---", not "---yaml" (move the text after --- to the next line)',
    de: 'die erste Zeile muss genau "---" sein, nicht "---yaml" (schreiben Sie den Text nach --- in die nächste Zeile)',
  },
  {
    what: "a header without its closing ---",
    code: "FrontMatterUnclosed",
    make: (dir) => {
      write(dir, "pages/about.de.md", '---\ntitle: "Über uns"\ndescription: "x"\n\nText\n');
      return { where: "content/pages/about.de.md:1:1" };
    },
    en: 'the header that starts with "---" has no closing "---" line (after title: and description:, write a line "---", then the text)',
    de: 'der Kopf, der mit "---" beginnt, hat keine schließende Zeile "---" (schreiben Sie nach title: und description: eine Zeile "---", dann den Text)',
  },
  {
    what: "show: indented by one space",
    code: "IndentMismatch",
    make: (dir) => {
      const where = at(dir, "buffet.yaml", "show: true");
      edit(dir, "content/buffet.yaml", "show: true", " show: true");
      return { where };
    },
    en: "this line is indented by 1 space, the lines it belongs with by 0 (indent it with spaces like the lines around it)",
    de: "diese Zeile ist um 1 Leerzeichen eingerückt, die Zeilen, zu denen sie gehört, um 0 (rücken Sie sie mit Leerzeichen ein wie die Zeilen darum herum)",
  },
  {
    what: "a missing closing quote",
    code: "QuoteUnclosed",
    make: (dir) => {
      const where = at(dir, "buffet.yaml", '"12043"');
      edit(dir, "content/buffet.yaml", '"12043"', '"12043');
      return { where };
    },
    en: 'the text starting with " here has no closing " (end the text with " on the same line)',
    de: 'der Text, der hier mit " beginnt, hat kein schließendes " (beenden Sie den Text in derselben Zeile mit ")',
  },
  {
    what: "street indented too far",
    code: "IndentMismatch",
    make: (dir) => {
      const where = at(dir, "buffet.yaml", "      street:");
      edit(dir, "content/buffet.yaml", "      street:", "        street:");
      return { where };
    },
    en: "this line is indented by 8 spaces, the lines it belongs with by 6 (indent it with spaces like the lines around it)",
    de: "diese Zeile ist um 8 Leerzeichen eingerückt, die Zeilen, zu denen sie gehört, um 6 (rücken Sie sie mit Leerzeichen ein wie die Zeilen darum herum)",
  },
  {
    what: "the last line of an address indented one space too few",
    code: "IndentMismatch",
    make: (dir) => {
      // Before: the address's first line was blamed, which is right, for a block of two lines before it.
      const where = at(dir, "buffet.yaml", "      city: Berlin");
      edit(dir, "content/buffet.yaml", "      city: Berlin", "     city: Berlin");
      return { where };
    },
    en: "this line is indented by 5 spaces, the lines it belongs with by 6 (indent it with spaces like the lines around it)",
    de: "diese Zeile ist um 5 Leerzeichen eingerückt, die Zeilen, zu denen sie gehört, um 6 (rücken Sie sie mit Leerzeichen ein wie die Zeilen darum herum)",
  },
  {
    what: "a buffet's last key indented one space too few",
    code: "IndentMismatch",
    make: (dir) => {
      // Before: the buffet's "- date:" line was blamed.
      const where = at(dir, "buffet.yaml", "    newLocation: true");
      edit(dir, "content/buffet.yaml", "    newLocation: true", "   newLocation: true");
      return { where };
    },
    en: "this line is indented by 3 spaces, the lines it belongs with by 4 (indent it with spaces like the lines around it)",
    de: "diese Zeile ist um 3 Leerzeichen eingerückt, die Zeilen, zu denen sie gehört, um 4 (rücken Sie sie mit Leerzeichen ein wie die Zeilen darum herum)",
  },
  {
    what: "a link in a page to a page the site does not have",
    code: "LinkToNoPage",
    make: (dir) => {
      // Before: built and written; only site check found it, in en/about/index.html.
      edit(dir, "content/pages/about.en.md", "[shop](/en/shop/)", "[shop](/en/shop/) and [jobs](/en/jobs/#kitchen)");
      return { where: at(dir, "pages/about.en.md", "[jobs]") };
    },
    en: 'link "/en/jobs/#kitchen" leads to no page of this website (copy the address from the browser while the preview (node cli serve) shows that page, without http://127.0.0.1:8080 in front)',
    de: 'der Link "/en/jobs/#kitchen" führt zu keiner Seite dieser Website (kopieren Sie die Adresse aus dem Browser, während die Vorschau (node cli serve) diese Seite zeigt, ohne http://127.0.0.1:8080 davor)',
  },
  {
    what: "an unclosed [",
    code: "BracketUnclosed",
    make: (dir) => {
      edit(dir, "content/site.yaml", "  city: Berlin", "  city: [Berlin");
      return { where: at(dir, "site.yaml", "[Berlin") };
    },
    en: "the [ here has no closing ] (end the value with ] on the same line, or put it in quotes if the [ is part of the text)",
    de: "die [ hier hat keine schließende ] (beenden Sie den Wert in derselben Zeile mit ], oder setzen Sie ihn in Anführungszeichen, wenn die [ zum Text gehört)",
  },
  {
    what: "a backslash YAML cannot read in double quotes",
    code: "YamlSyntax",
    make: (dir) => {
      edit(dir, "content/site.yaml", "  city: Berlin", '  city: "Ber\\qlin"');
      return { where: at(dir, "site.yaml", "\\q") };
    },
    en: "YAML cannot read this line (a \\ in a text in double quotes starts an escape YAML does not know; write \\\\ or use single quotes) (check the indentation and the quotes on this line and the one before)",
    de: "YAML kann diese Zeile nicht lesen (ein \\ in einem Text in doppelten Anführungszeichen beginnt eine Escape-Folge, die YAML nicht kennt; schreiben Sie \\\\ oder nehmen Sie einfache Anführungszeichen) (prüfen Sie die Einrückung und die Anführungszeichen in dieser und der vorigen Zeile)",
  },
  {
    what: "a colon in an unquoted text",
    code: "ColonInText",
    make: (dir) => {
      edit(dir, "content/i18n/de.yaml", /^heroSubtitle: .*$/m, "heroSubtitle: Neu: jetzt mit Buffet");
      return { where: at(dir, "i18n/de.yaml", "Neu: jetzt") };
    },
    en: 'the text after "heroSubtitle:" contains ": ", which YAML reads as the start of another key (put the whole text in quotes: heroSubtitle: "…")',
    de: 'der Text nach "heroSubtitle:" enthält ": ", was YAML als Beginn eines weiteren Schlüssels liest (setzen Sie den ganzen Text in Anführungszeichen: heroSubtitle: "…")',
  },
  {
    what: "a tab as indentation",
    code: "TabIndent",
    make: (dir) => {
      const where = at(dir, "buffet.yaml", "      street:");
      edit(dir, "content/buffet.yaml", "      street:", "\tstreet:");
      return { where };
    },
    en: "this line is indented with a tab (YAML needs spaces: replace the tab with spaces)",
    de: "diese Zeile ist mit einem Tabulator eingerückt (YAML braucht Leerzeichen: ersetzen Sie den Tabulator durch Leerzeichen)",
  },
  {
    what: "a key written twice",
    code: "DuplicateKey",
    make: (dir) => {
      edit(dir, "content/buffet.yaml", 'to: "20:00"', 'to: "20:00"\n    from: "15:00"');
      return { where: at(dir, "buffet.yaml", 'from: "15:00"') };
    },
    en: '"from" appears twice here (keep one of the two lines)',
    de: '"from" steht hier zweimal (behalten Sie eine der beiden Zeilen)',
  },
  {
    what: "a misspelt key",
    code: "UnknownKey",
    make: (dir) => {
      edit(dir, "content/buffet.yaml", "    newLocation: true", "    newLocaton: true");
      return { where: at(dir, "buffet.yaml", "newLocaton:") };
    },
    en: 'buffet 1: unknown key "newLocaton" (did you mean "newLocation"?)',
    de: 'buffet 1: unbekannter Schlüssel "newLocaton" (meinten Sie "newLocation"?)',
  },
  {
    what: "a key written level with its group instead of inside it",
    code: "KeyBelongsInside",
    make: (dir) => {
      edit(dir, "content/site.yaml", "  city: Berlin", "city: Berlin");
      return { where: at(dir, "site.yaml", "city: Berlin") };
    },
    en: 'city belongs inside address (indent it by 2 spaces, among the lines under "address:")',
    de: 'city gehört in address (rücken Sie es um 2 Leerzeichen ein, zu den Zeilen unter "address:")',
  },
  {
    what: "a key indented into the group above it",
    code: "KeyBelongsOutside",
    make: (dir) => {
      edit(dir, "content/site.yaml", /^email:/m, "  email:");
      return { where: at(dir, "site.yaml", "email:") };
    },
    en: 'email does not belong inside address (indent it 2 spaces less, level with "address:")',
    de: 'email gehört nicht in address (rücken Sie es um 2 Leerzeichen weniger ein, bündig mit "address:")',
  },
  {
    what: "a stray key like no other",
    code: "UnknownKey",
    make: (dir) => {
      edit(dir, "content/buffet.yaml", "show: true", "show: true\nx: 1");
      return { where: at(dir, "buffet.yaml", "x: 1") };
    },
    en: 'unknown key "x" (remove it, or check the spelling)',
    de: 'unbekannter Schlüssel "x" (entfernen Sie ihn oder prüfen Sie die Schreibweise)',
  },
  {
    what: "a deleted value",
    code: "ValueMissing",
    make: (dir) => {
      edit(dir, "content/contact.yaml", /^ {2}subject: .*\n/m, "");
      // Named where it belongs: at the group it is missing from.
      return { where: at(dir, "contact.yaml", "reservation:\n") };
    },
    en: "reservation.subject is missing (add it, as in the shipped file)",
    de: "reservation.subject fehlt (ergänzen Sie es wie in der mitgelieferten Datei)",
  },
  {
    what: "a text deleted from one language",
    code: "DictionaryTextMissing",
    make: (dir) => {
      edit(dir, "content/i18n/en.yaml", /^heroTitle: .*\n/m, "");
      return { where: "content/i18n/en.yaml:26:1" };
    },
    en: "heroTitle is missing (add the line heroTitle: … after line 25, with the text in this language; de.yaml has heroTitle: Afrikanische Küche mit Herz)",
    de: "heroTitle fehlt (ergänzen Sie nach Zeile 25 die Zeile heroTitle: … mit dem Text in dieser Sprache; in de.yaml steht heroTitle: Afrikanische Küche mit Herz)",
  },
  {
    what: "a date that is not in the calendar",
    code: "NotCalendarDate",
    make: (dir) => {
      const where = at(dir, "buffet.yaml", '"2026-12-06"');
      edit(dir, "content/buffet.yaml", '"2026-12-06"', '"2026-11-31"');
      return { where };
    },
    en: 'buffet 1: date "2026-11-31" is not a calendar date (write it as "YYYY-MM-DD" in quotes, like "2025-11-02")',
    de: 'buffet 1: date "2026-11-31" ist kein Kalenderdatum (schreiben Sie es als "JJJJ-MM-TT" in Anführungszeichen, etwa "2025-11-02")',
  },
  {
    what: "a date written the German way",
    code: "NotCalendarDate",
    make: (dir) => {
      const where = at(dir, "buffet.yaml", '"2027-01-10"');
      edit(dir, "content/buffet.yaml", '"2027-01-10"', "20.12.2026");
      return { where };
    },
    en: 'buffet 2: date "20.12.2026" is not a calendar date (did you mean "2026-12-20"? Write dates as "YYYY-MM-DD", in quotes)',
    de: 'buffet 2: date "20.12.2026" ist kein Kalenderdatum (meinten Sie "2026-12-20"? Schreiben Sie Daten als "JJJJ-MM-TT", in Anführungszeichen)',
  },
  {
    what: "a time written with Uhr",
    code: "NotTimeOfDay",
    make: (dir) => {
      const where = at(dir, "buffet.yaml", '"13:00"');
      edit(dir, "content/buffet.yaml", '"13:00"', "12 Uhr");
      return { where };
    },
    en: 'buffet 2: from "12 Uhr" is not a time of day (did you mean "12:00"? Write times as "HH:MM", 24 hours, in quotes)',
    de: 'buffet 2: from "12 Uhr" ist keine Uhrzeit (meinten Sie "12:00"? Schreiben Sie Uhrzeiten als "HH:MM", 24 Stunden, in Anführungszeichen)',
  },
  {
    what: "a time YAML reads as a number, quoted as typed",
    code: "NotTimeOfDay",
    make: (dir) => {
      const where = at(dir, "buffet.yaml", '"19:00"');
      edit(dir, "content/buffet.yaml", '"19:00"', "19.30");
      return { where };
    },
    en: 'buffet 2: to 19.30 is not a time of day (did you mean "19:30"? Write times as "HH:MM", 24 hours, in quotes)',
    de: 'buffet 2: to 19.30 ist keine Uhrzeit (meinten Sie "19:30"? Schreiben Sie Uhrzeiten als "HH:MM", 24 Stunden, in Anführungszeichen)',
  },
  {
    what: "24:30 as a time",
    code: "NotTimeOfDay",
    make: (dir) => {
      const where = at(dir, "buffet.yaml", '"20:00"');
      edit(dir, "content/buffet.yaml", '"20:00"', '"24:30"');
      return { where };
    },
    en: 'buffet 1: to "24:30" is not a time of day (write it as "HH:MM", 24 hours, in quotes, like "14:00")',
    de: 'buffet 1: to "24:30" ist keine Uhrzeit (schreiben Sie sie als "HH:MM", 24 Stunden, in Anführungszeichen, etwa "14:00")',
  },
  {
    what: "an end before the start",
    code: "EndBeforeStart",
    make: (dir) => {
      const where = at(dir, "buffet.yaml", '"20:00"');
      edit(dir, "content/buffet.yaml", '"20:00"', '"13:00"');
      return { where };
    },
    en: 'buffet 1: to "13:00" must be after the start time "14:00" (the end comes after the start, on the same day)',
    de: 'buffet 1: to "13:00" muss nach der Anfangszeit "14:00" liegen (das Ende liegt nach dem Anfang, am selben Tag)',
  },
  {
    what: "a time the clocks skip",
    code: "TimeSkipped",
    make: (dir) => {
      edit(dir, "content/buffet.yaml", '"2026-12-06"', '"2025-03-30"');
      const where = at(dir, "buffet.yaml", '"14:00"');
      edit(dir, "content/buffet.yaml", '"14:00"', '"02:30"');
      return { where };
    },
    en: 'buffet 1: from "02:30" does not exist on 2025-03-30 in Berlin: the clocks jump from 02:00 to 03:00 that night (choose 03:00 or later)',
    de: 'buffet 1: from "02:30" gibt es am 2025-03-30 in Berlin nicht: die Uhren springen in dieser Nacht von 02:00 auf 03:00 (wählen Sie 03:00 oder später)',
  },
  {
    what: "two buffets that start on the same day at the same time",
    code: "BuffetSameStart",
    make: (dir) => {
      edit(dir, "content/buffet.yaml", '"2027-01-10"', '"2026-12-06"');
      edit(dir, "content/buffet.yaml", '"13:00"', '"14:00"');
      return { where: at(dir, "buffet.yaml", '"2026-12-06"\n    from: "14:00"\n    to: "19:00"') };
    },
    en: 'buffet 2: date "2026-12-06" at 14:00 is when buffet 1 starts too (a visitor\'s calendar would take them for one: remove one of the two, or change its date or start)',
    de: 'buffet 2: date "2026-12-06" um 14:00 ist auch der Beginn von Buffet 1 (der Kalender eines Gastes hielte beide für eines: entfernen Sie eines oder ändern Sie Datum oder Beginn)',
  },
  {
    what: "a plain-http link in site.yaml",
    code: "NotHttps",
    make: (dir) => {
      const where = at(dir, "site.yaml", "https://bestellen");
      edit(dir, "content/site.yaml", "https://bestellen", "http://bestellen");
      return { where };
    },
    en: 'orderUrl "http://bestellen.mama-nyota.example" must be an https:// address (did you mean https://bestellen.mama-nyota.example? Copy the whole address from the browser\'s address bar)',
    de: 'orderUrl "http://bestellen.mama-nyota.example" muss eine https://-Adresse sein (meinten Sie https://bestellen.mama-nyota.example? Kopieren Sie die ganze Adresse aus der Adresszeile des Browsers)',
  },
  {
    what: "a javascript: link in a page",
    code: "LinkRefused",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("[Klick](javascript:alert(1))"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: 'link "javascript:alert(1)" uses "javascript:", which the website does not allow (links start with https://, mailto:, tel: or / for a page of this website)',
    de: 'Link "javascript:alert(1)" verwendet "javascript:", das die Website nicht erlaubt (Links beginnen mit https://, mailto:, tel: oder / für eine Seite dieser Website)',
  },
  {
    what: "another website's address without its https://",
    code: "LinkRefused",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("[Instagram](www.instagram.com/mamanyota)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: 'link "www.instagram.com/mamanyota" is another website\'s address without its https:// (write it as https://www.instagram.com/mamanyota)',
    de: 'Link "www.instagram.com/mamanyota" ist die Adresse einer anderen Website ohne ihr https:// (schreiben Sie sie als https://www.instagram.com/mamanyota)',
  },
  {
    what: "another website's address written as a page of this one",
    code: "LinkRefused",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("[Instagram](/www.instagram.com/mamanyota)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: 'link "/www.instagram.com/mamanyota" is a page of this website named like another website\'s address (for the other website, write https:// instead of /: https://www.instagram.com/mamanyota)',
    de: 'Link "/www.instagram.com/mamanyota" ist eine Seite dieser Website, benannt wie die Adresse einer anderen Website (für die andere Website schreiben Sie https:// statt /: https://www.instagram.com/mamanyota)',
  },
  {
    what: "a web address without https:// in site.yaml",
    code: "NotHttps",
    make: (dir) => {
      const where = at(dir, "site.yaml", "https://bestellen");
      edit(dir, "content/site.yaml", "https://bestellen", "bestellen");
      return { where };
    },
    en: 'orderUrl "bestellen.mama-nyota.example" must be an https:// address (did you mean https://bestellen.mama-nyota.example? Copy the whole address from the browser\'s address bar)',
    de: 'orderUrl "bestellen.mama-nyota.example" muss eine https://-Adresse sein (meinten Sie https://bestellen.mama-nyota.example? Kopieren Sie die ganze Adresse aus der Adresszeile des Browsers)',
  },
  {
    what: "a host name with a character no host name has, which the server's files would take as their own",
    code: "BadHostInAddress",
    make: (dir) => {
      const where = at(dir, "site.yaml", "https://mama-nyota.example\n");
      // In nginx's redirect, $arg_to is the visitor's ?to=: "…example$arg_to" would send them anywhere.
      edit(dir, "content/site.yaml", "url: https://mama-nyota.example\n", "url: https://mama-nyota.example$arg_to\n");
      return { where };
    },
    en: 'url "https://mama-nyota.example$arg_to" names a host with characters no host name has (a host name has only letters, digits, hyphens and dots: copy the whole address from the browser\'s address bar)',
    de: 'url "https://mama-nyota.example$arg_to" nennt einen Host mit Zeichen, die kein Hostname hat (ein Hostname hat nur Buchstaben, Ziffern, Bindestriche und Punkte: kopieren Sie die ganze Adresse aus der Adresszeile des Browsers)',
  },
  {
    what: "an address in site.yaml that mixes alphabets to look like another",
    code: "LookalikeHost",
    make: (dir) => {
      const where = at(dir, "site.yaml", "https://bestellen");
      // A Cyrillic "а" (U+0430) for the Latin "a": the same to the eye, another site.
      edit(dir, "content/site.yaml", "https://bestellen.mama-nyota", "https://bestellen.m\u0430ma-nyota");
      return { where };
    },
    en: 'orderUrl "https://bestellen.m\u0430ma-nyota.example" mixes letters of different alphabets in its host name, as addresses made to look like another website\'s do (type the address again on your keyboard, or copy it from the address bar of the real website)',
    de: 'orderUrl "https://bestellen.m\u0430ma-nyota.example" mischt im Hostnamen Buchstaben verschiedener Alphabete, wie Adressen, die wie die einer anderen Website aussehen sollen (tippen Sie die Adresse auf Ihrer Tastatur neu, oder kopieren Sie sie aus der Adresszeile der echten Website)',
  },
  {
    what: "a link in a page that mixes alphabets to look like another site's",
    code: "LinkRefused",
    make: (dir) => {
      // A Cyrillic "о" (U+043E) in "wolt".
      write(dir, "pages/about.de.md", page("[Bei Wolt bestellen](https://w\u043elt.example/mama-nyota)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: 'link "https://w\u043elt.example/mama-nyota" mixes letters of different alphabets in its host name, as addresses made to look like another website\'s do (type the address again on your keyboard, or copy it from the address bar of the real website)',
    de: 'Link "https://w\u043elt.example/mama-nyota" mischt im Hostnamen Buchstaben verschiedener Alphabete, wie Adressen, die wie die einer anderen Website aussehen sollen (tippen Sie die Adresse auf Ihrer Tastatur neu, oder kopieren Sie sie aus der Adresszeile der echten Website)',
  },
  {
    what: "a %YAML 1.1 line, under which off would be false",
    code: "NotBoolean",
    make: (dir) => {
      const file = join(dir, "content/buffet.yaml");
      writeFileSync(file, `%YAML 1.1\n---\n${readFileSync(file, "utf8").replace("\nshow: true", "\nshow: off")}`);
      return { where: at(dir, "buffet.yaml", "off") };
    },
    en: 'show "off" must be true or false (write true or false, without quotes)',
    de: 'show "off" muss true oder false sein (schreiben Sie true (ja) oder false (nein), ohne Anführungszeichen)',
  },
  {
    what: "HTML in a page",
    code: "RawHtml",
    make: (dir) => {
      write(dir, "pages/about.de.md", page('<div class="x">Hallo</div>'));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: 'HTML is not allowed in a page\'s text: "<div class=\\"x\\">Hallo</div>" (write it as Markdown instead)',
    de: 'HTML ist im Text einer Seite nicht erlaubt: "<div class=\\"x\\">Hallo</div>" (schreiben Sie es stattdessen als Markdown)',
  },
  {
    what: "a level-1 heading",
    code: "HeadingLevelOne",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("# Über uns"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: "a level-1 heading (#) is not allowed in the page text (the page title is the heading; use ## for sections)",
    de: "eine Überschrift der ersten Ebene (#) ist im Seitentext nicht erlaubt (der Seitentitel ist die Überschrift; nehmen Sie ## für Abschnitte)",
  },
  {
    what: "a placeholder left in a text",
    code: "PlaceholderInYaml",
    make: (dir) => {
      edit(dir, "content/i18n/de.yaml", /^heroSubtitle: .*$/m, "heroSubtitle: TODO");
      return { where: at(dir, "i18n/de.yaml", "TODO") };
    },
    en: 'heroSubtitle contains an unfinished-work marker "TODO" (replace it with the real text before publishing)',
    de: 'heroSubtitle enthält einen Vermerk für Unfertiges "TODO" (ersetzen Sie ihn vor dem Veröffentlichen durch den richtigen Text)',
  },
  {
    what: "a fact site.yaml does not have",
    code: "UnknownField",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("Schreiben Sie an {{site.mail}}."));
      return { where: "content/pages/about.de.md:6:18" };
    },
    en: "unknown field {{site.mail}} (facts come from site.yaml, e.g. {{site.email}}, {{site.address.street}})",
    de: "unbekanntes Feld {{site.mail}} (Angaben kommen aus site.yaml, etwa {{site.email}}, {{site.address.street}})",
  },
  {
    what: "a fact's field without its closing braces",
    code: "PlaceholderInText",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("Schreiben Sie an {{site.email und so."));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: 'a {{…}} field without its closing }} "{{site.email" is still in the text (end the field with }}, like {{site.email}}, or write the text itself)',
    de: 'ein {{…}}-Feld ohne schließendes }} "{{site.email" steht noch im Text (schließen Sie das Feld mit }}, etwa {{site.email}}, oder schreiben Sie den Text selbst)',
  },
  {
    what: "a field without its closing braces in a page's title",
    code: "PlaceholderInYaml",
    make: (dir) => {
      write(
        dir,
        "pages/about.de.md",
        page("Text.", 'title: "Schreiben Sie an {{site.email"\ndescription: "Unsere Geschichte."'),
      );
      return { where: "content/pages/about.de.md:2:8" };
    },
    en: 'title contains a {{…}} field without its closing }} "{{site.email" (end the field with }}, or write the text itself)',
    de: 'title enthält ein {{…}}-Feld ohne schließendes }} "{{site.email" (schließen Sie das Feld mit }} oder schreiben Sie den Text selbst)',
  },
  {
    what: "a fact from site.yaml in a text of the dictionary",
    code: "UnknownParam",
    make: (dir) => {
      edit(dir, "content/i18n/de.yaml", /^heroSubtitle: .*$/m, 'heroSubtitle: "Rufen Sie an: {{site.phone}}"');
      return { where: at(dir, "i18n/de.yaml", '"Rufen Sie an') };
    },
    en: 'heroSubtitle "Rufen Sie an: {{site.phone}}" uses {{site.phone}}, which this text cannot fill (facts from site.yaml are filled in only in the pages\' text: write the value itself here)',
    de: 'heroSubtitle "Rufen Sie an: {{site.phone}}" verwendet {{site.phone}}, das dieser Text nicht füllen kann (Angaben aus site.yaml werden nur im Text der Seiten eingesetzt: schreiben Sie hier den Wert selbst)',
  },
  {
    what: "a text's own field without its closing braces",
    code: "PlaceholderInYaml",
    make: (dir) => {
      edit(dir, "content/i18n/en.yaml", 'orderVia: "Order on {{platform}}"', 'orderVia: "Order on {{platform"');
      return { where: at(dir, "i18n/en.yaml", '"Order on') };
    },
    en: 'orderVia contains a {{…}} field without its closing }} "{{platform" (end the field with }}, or write the text itself)',
    de: 'orderVia enthält ein {{…}}-Feld ohne schließendes }} "{{platform" (schließen Sie das Feld mit }} oder schreiben Sie den Text selbst)',
  },
  {
    what: "a deleted file",
    code: "FileMissing",
    make: (dir) => {
      rmSync(join(dir, "content/pages/about.fr.md"));
      return { where: "content/pages/about.fr.md:1:1" };
    },
    en: "file is missing (the site needs this file: restore it from your backup, or create it again)",
    de: "Datei fehlt (die Website braucht diese Datei: holen Sie sie aus Ihrer Sicherung zurück oder legen Sie sie neu an)",
  },
  {
    what: "a deleted dictionary",
    code: "DictionaryMissing",
    make: (dir) => {
      rmSync(join(dir, "content/i18n/en.yaml"));
      return { where: "content/i18n/en.yaml:1:1" };
    },
    en: "file is missing: the pages *.en.md need this dictionary (restore i18n/en.yaml from your backup, or remove the pages *.en.md to take the language off the site)",
    de: "Datei fehlt: die Seiten *.en.md brauchen dieses Wörterbuch (holen Sie i18n/en.yaml aus Ihrer Sicherung zurück oder entfernen Sie die Seiten *.en.md, um die Sprache von der Website zu nehmen)",
  },
  {
    what: "a default language the site is not written in",
    code: "DefaultLanguageUnknown",
    make: (dir) => {
      edit(dir, "content/site.yaml", "defaultLanguage: de", "defaultLanguage: xx");
      return { where: at(dir, "site.yaml", "xx") };
    },
    en: 'defaultLanguage "xx" has no dictionary and no pages (the dictionaries in content/i18n/ are de, en, fr: choose one of them)',
    de: 'defaultLanguage "xx" hat kein Wörterbuch und keine Seiten (die Wörterbücher in content/i18n/ sind de, en, fr: wählen Sie eines davon)',
  },
  {
    what: "a content folder that does not exist",
    code: "ContentFolderMissing",
    make: () => ({ args: ["build", "--content", "/nonexistent"], where: "" }),
    en: 'the content folder "/nonexistent" does not exist (run the command in the project folder (the one with content/), or name the folder with --content)',
    de: 'den Inhaltsordner "/nonexistent" gibt es nicht (starten Sie den Befehl im Projektordner (dem mit content/) oder nennen Sie den Ordner mit --content)',
  },
  {
    what: "a page file with a typo in its name",
    code: "NotAPage",
    make: (dir) => {
      write(dir, "pages/abuot.en.md", page("Text"));
      return { where: "content/pages/abuot.en.md:1:1" };
    },
    en: '"abuot.en.md" is not a page of the site (page files are named <page>.<language>.md with page one of home, menu, catering, shop, about, events, contact; list a new page under extraPages in site.yaml)',
    de: '"abuot.en.md" ist keine Seite der Website (Seitendateien heißen <Seite>.<Sprache>.md mit einer dieser Seiten: home, menu, catering, shop, about, events, contact; eine neue Seite tragen Sie unter extraPages in site.yaml ein)',
  },
  {
    what: "a legal text the site does not have",
    code: "NotALegalText",
    make: (dir) => {
      write(dir, "legal/agb.md", readFileSync(join(dir, "content/legal/impressum.md")));
      return { where: "content/legal/agb.md:1:1" };
    },
    en: '"agb.md" is not a legal text of the site (the legal texts are impressum.md, datenschutz.md; for a page of its own, list it under extraPages in site.yaml and write it as pages/<page>.<language>.md)',
    de: '"agb.md" ist kein Rechtstext der Website (die Rechtstexte sind impressum.md, datenschutz.md; für eine eigene Seite tragen Sie sie unter extraPages in site.yaml ein und schreiben sie als pages/<Seite>.<Sprache>.md)',
  },
  {
    what: "an extra page named like the 404 page",
    code: "ExtraPageReserved",
    make: (dir) => {
      write(dir, "site.yaml", `${readFileSync(join(dir, "content/site.yaml"), "utf8")}extraPages:\n  - not-found\n`);
      return { where: at(dir, "site.yaml", "not-found") };
    },
    en: 'extra page "not-found" uses a name the website keeps for itself (choose another name (not assets, not-found, 404, index, sitemap, robots, favicon, __site, __edit))',
    de: 'die zusätzliche Seite "not-found" verwendet einen Namen, den die Website selbst braucht (wählen Sie einen anderen Namen (nicht assets, not-found, 404, index, sitemap, robots, favicon, __site, __edit))',
  },
  {
    what: "an extra page named like a fixed page",
    code: "ExtraPageTaken",
    make: (dir) => {
      write(dir, "site.yaml", `${readFileSync(join(dir, "content/site.yaml"), "utf8")}extraPages:\n  - speisekarte\n`);
      return { where: at(dir, "site.yaml", "speisekarte") };
    },
    en: 'extra page "speisekarte" is already a page or language of the site (choose another name)',
    de: 'die zusätzliche Seite "speisekarte" ist schon eine Seite oder Sprache der Website (wählen Sie einen anderen Namen)',
  },
  {
    what: "a locale no one knows",
    code: "UnknownLocale",
    make: (dir) => {
      edit(dir, "content/i18n/fr.yaml", /^dateLocale: .*$/m, "dateLocale: xx-QQ");
      return { where: at(dir, "i18n/fr.yaml", "xx-QQ") };
    },
    en: 'dateLocale "xx-QQ" is not a locale the tool knows (language and country, like "de-DE", "en-GB", "sw-KE")',
    de: 'dateLocale "xx-QQ" ist keine Sprachumgebung, die das Werkzeug kennt (Sprache und Land, etwa "de-DE", "en-GB", "sw-KE")',
  },
  {
    what: "a dictionary not named after a language",
    code: "DictionaryName",
    make: (dir) => {
      write(dir, "i18n/deutsch.yaml", readFileSync(join(dir, "content/i18n/de.yaml")));
      return { where: "content/i18n/deutsch.yaml:1:1" };
    },
    en: '"deutsch.yaml" is not named after a two-letter language code (name dictionaries like de.yaml, en.yaml, fr.yaml)',
    de: '"deutsch.yaml" ist nicht nach einem zweibuchstabigen Sprachcode benannt (benennen Sie Wörterbücher wie de.yaml, en.yaml, fr.yaml)',
  },
  {
    what: "a link to a file outside the content folder",
    code: "LinkOutOfContent",
    make: (dir) => {
      writeFileSync(join(dir, "secret.md"), page("Geheim"));
      rmSync(join(dir, "content/pages/about.de.md"));
      symlinkSync(join(dir, "secret.md"), join(dir, "content/pages/about.de.md"));
      return { where: "content/pages/about.de.md:1:1" };
    },
    en: "is a link to a file outside the content folder (copy the file into content/ instead of linking it: nothing outside content/ is published)",
    de: "ist eine Verknüpfung zu einer Datei außerhalb des Inhaltsordners (kopieren Sie die Datei nach content/, statt sie zu verknüpfen: Nichts außerhalb von content/ wird veröffentlicht)",
  },
  {
    what: "a pipe where a file belongs",
    code: "NotAFile",
    make: (dir) => {
      rmSync(join(dir, "content/buffet.yaml"));
      execFileSync("mkfifo", [join(dir, "content/buffet.yaml")]);
      return { where: "content/buffet.yaml:1:1" };
    },
    en: "is not a plain file (put a text file of this name here)",
    de: "ist keine gewöhnliche Datei (legen Sie hier eine Textdatei dieses Namens ab)",
  },
  {
    what: "a folder where a file belongs",
    code: "NotAFile",
    make: (dir) => {
      rmSync(join(dir, "content/buffet.yaml"));
      mkdirSync(join(dir, "content/buffet.yaml"));
      return { where: "content/buffet.yaml:1:1" };
    },
    en: "is a folder, where the site needs a file (put a text file of this name here)",
    de: "ist ein Ordner, die Website braucht hier eine Datei (legen Sie hier eine Textdatei dieses Namens ab)",
  },
  {
    what: "a page of 20 MB",
    code: "FileTooLarge",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("Sehr lang. ".repeat(2_000_000)));
      return { where: "content/pages/about.de.md:1:1" };
    },
    en: "file is 21485 KB, more than the 256 KB a text of the site may have (is it the right file? Split a very long text into pages)",
    de: "Datei ist 21485 KB groß, mehr als die 256 KB, die ein Text der Website haben darf (ist es die richtige Datei? Teilen Sie einen sehr langen Text auf mehrere Seiten auf)",
  },
  {
    what: "a site.yaml of 5 MB",
    code: "FileTooLarge",
    make: (dir) => {
      write(dir, "site.yaml", `${readFileSync(join(dir, "content/site.yaml"), "utf8")}# ${"x".repeat(5_000_000)}\n`);
      return { where: "content/site.yaml:1:1" };
    },
    en: "file is 4885 KB, more than the 256 KB a text of the site may have (is it the right file? Its values are short texts: restore it from your backup, or start from the shipped file)",
    de: "Datei ist 4885 KB groß, mehr als die 256 KB, die ein Text der Website haben darf (ist es die richtige Datei? Ihre Werte sind kurze Texte: holen Sie sie aus Ihrer Sicherung zurück oder gehen Sie von der mitgelieferten Datei aus)",
  },
  {
    what: "a YAML alias bomb",
    code: "YamlAlias",
    make: (dir) => {
      const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
      for (const name of "bcdefghi")
        levels.push(
          `${name}: &${name} [${Array(9)
            .fill(`*${String.fromCharCode(name.charCodeAt(0) - 1)}`)
            .join(",")}]`,
        );
      write(dir, "buffet.yaml", `${levels.join("\n")}\n`);
      return { where: "content/buffet.yaml:2:8" };
    },
    en: "anchors and aliases (& and *) are not used in content (write the value out in full)",
    de: "Anker und Aliase (& und *) werden in Inhalten nicht verwendet (schreiben Sie den Wert vollständig aus)",
  },
  {
    what: "YAML nested 20,000 deep",
    code: "TooDeep",
    make: (dir) => {
      write(dir, "buffet.yaml", `show: ${"[".repeat(20_000)}${"]".repeat(20_000)}\n`);
      return { where: "content/buffet.yaml:1:1" };
    },
    en: "file is nested far too deeply to be read (is it the right file? Content is a few levels deep at most)",
    de: "Datei ist viel zu tief verschachtelt, um gelesen zu werden (ist es die richtige Datei? Inhalte sind höchstens ein paar Ebenen tief)",
  },
  {
    what: "Markdown nested 20,000 deep",
    code: "NestedTooDeep",
    make: (dir) => {
      write(dir, "pages/about.de.md", page(`${"> ".repeat(20_000)}Tief.`));
      return { where: "content/pages/about.de.md:6:41" };
    },
    en: "lists and quotes are nested more than 20 levels deep here (is it the right text? A page needs a few levels at most)",
    de: "Listen und Zitate sind hier mehr als 20 Ebenen tief verschachtelt (ist es der richtige Text? Eine Seite braucht höchstens ein paar Ebenen)",
  },
  {
    // Took about four minutes before it was refused.
    what: "a Markdown list nested 20,000 deep on one line",
    code: "NestedTooDeep",
    make: (dir) => {
      write(dir, "pages/about.de.md", page(`Text\n\n${"- ".repeat(20_000)} hi`));
      return { where: "content/pages/about.de.md:8:41" };
    },
    en: "lists and quotes are nested more than 20 levels deep here (is it the right text? A page needs a few levels at most)",
    de: "Listen und Zitate sind hier mehr als 20 Ebenen tief verschachtelt (ist es der richtige Text? Eine Seite braucht höchstens ein paar Ebenen)",
  },
  {
    what: "a numbered list nested by indentation",
    code: "NestedTooDeep",
    make: (dir) => {
      const lines = Array.from({ length: 30 }, (_, level) => `${"   ".repeat(level)}1. Ebene`);
      write(dir, "pages/about.de.md", page(lines.join("\n")));
      return { where: "content/pages/about.de.md:26:61" };
    },
    en: "lists and quotes are nested more than 20 levels deep here (is it the right text? A page needs a few levels at most)",
    de: "Listen und Zitate sind hier mehr als 20 Ebenen tief verschachtelt (ist es der richtige Text? Eine Seite braucht höchstens ein paar Ebenen)",
  },
  {
    what: "a list of thousands of nested items",
    code: "TooManyListItems",
    make: (dir) => {
      write(dir, "pages/about.de.md", page(Array(6000).fill("- - Punkt").join("\n")));
      return { where: "content/pages/about.de.md:506:1" };
    },
    en: "this page has more than 1000 list items (is it the right text? Split a very long list into pages)",
    de: "diese Seite hat mehr als 1000 Listeneinträge (ist es der richtige Text? Teilen Sie eine sehr lange Liste auf mehrere Seiten auf)",
  },
  {
    what: "a paragraph of formatting characters",
    code: "TooMuchMarkup",
    make: (dir) => {
      write(dir, "pages/about.de.md", page(`Text\n\n${"*a_ ".repeat(10_000)}`));
      return { where: "content/pages/about.de.md:8:1" };
    },
    en: "this paragraph has more than 200 of the characters * _ ~ [ ] `, which Markdown reads as formatting (is it the right text? Ordinary text needs a few of them at most)",
    de: "dieser Absatz hat mehr als 200 der Zeichen * _ ~ [ ] `, die Markdown als Formatierung liest (ist es der richtige Text? Gewöhnlicher Text braucht höchstens ein paar davon)",
  },
  {
    what: "a YAML file that is a list, not keys",
    code: "NotAMapping",
    make: (dir) => {
      write(dir, "buffet.yaml", "- show\n- date\n");
      return { where: "content/buffet.yaml:1:1" };
    },
    en: 'the file must be a list of "key: value" lines (start from the shipped file and change its values)',
    de: 'die Datei muss aus Zeilen "Schlüssel: Wert" bestehen (gehen Sie von der mitgelieferten Datei aus und ändern Sie ihre Werte)',
  },
  {
    what: "a number where a text belongs",
    code: "NotText",
    make: (dir) => {
      edit(dir, "content/site.yaml", "  city: Berlin", "  city: 12043");
      return { where: at(dir, "site.yaml", "city: 12043", "city: ".length) };
    },
    en: "address.city 12043 must be a text (write text after the colon; put it in quotes if it starts with a special character)",
    de: "address.city 12043 muss ein Text sein (schreiben Sie Text nach den Doppelpunkt; in Anführungszeichen, wenn er mit einem Sonderzeichen beginnt)",
  },
  {
    what: "an empty text",
    code: "EmptyText",
    make: (dir) => {
      edit(dir, "content/site.yaml", "  city: Berlin", '  city: ""');
      return { where: at(dir, "site.yaml", '""') };
    },
    en: 'address.city "" must not be empty (write the text, or restore it from the shipped file)',
    de: 'address.city "" darf nicht leer sein (schreiben Sie den Text oder übernehmen Sie ihn aus der mitgelieferten Datei)',
  },
  {
    what: "an e-mail address without its @",
    code: "NotEmail",
    make: (dir) => {
      edit(dir, "content/site.yaml", "email: hallo@mama-nyota.example", "email: hallo");
      return { where: at(dir, "site.yaml", "hallo") };
    },
    en: 'email "hallo" is not an e-mail address (like hallo@example.com)',
    de: 'email "hallo" ist keine E-Mail-Adresse (etwa hallo@example.com)',
  },
  {
    what: "a postcode of four digits",
    code: "NotPostcode",
    make: (dir) => {
      const where = at(dir, "buffet.yaml", '"12043"');
      edit(dir, "content/buffet.yaml", '"12043"', '"1234"');
      return { where };
    },
    en: 'buffet 1: location.postcode "1234" is not a German postcode (five digits, in quotes, like "12043")',
    de: 'buffet 1: location.postcode "1234" ist keine deutsche Postleitzahl (fünf Ziffern, in Anführungszeichen, etwa "12043")',
  },
  {
    what: "a phone number without the country code",
    code: "NotPhone",
    make: (dir) => {
      const where = at(dir, "site.yaml", '"+49 30 1234 5678"');
      edit(dir, "content/site.yaml", '"+49 30 1234 5678"', '"030 1234 5678"');
      return { where };
    },
    en: 'phone "030 1234 5678" is not an international phone number (in quotes, with the country code, like "+49 30 1234567")',
    de: 'phone "030 1234 5678" ist keine internationale Telefonnummer (in Anführungszeichen, mit Landesvorwahl, etwa "+49 30 1234567")',
  },
  {
    what: "a VAT id without DE",
    code: "NotVatId",
    make: (dir) => {
      const where = at(dir, "site.yaml", "DE123456789");
      edit(dir, "content/site.yaml", "vatId: DE123456789", 'vatId: "123456789"');
      return { where };
    },
    en: 'vatId "123456789" is not a German VAT id (DE and 9 digits, like DE123456789)',
    de: 'vatId "123456789" ist keine deutsche Umsatzsteuer-Identifikationsnummer (DE und 9 Ziffern, etwa DE123456789)',
  },
  {
    what: "a language written out",
    code: "NotLanguageCode",
    make: (dir) => {
      edit(dir, "content/site.yaml", "defaultLanguage: de", "defaultLanguage: deutsch");
      return { where: at(dir, "site.yaml", "deutsch") };
    },
    en: 'defaultLanguage "deutsch" is not a two-letter language code (like de, en or fr)',
    de: 'defaultLanguage "deutsch" ist kein zweibuchstabiger Sprachcode (etwa de, en oder fr)',
  },
  {
    what: "an extra page name with capitals",
    code: "NotPageName",
    make: (dir) => {
      write(dir, "site.yaml", `${readFileSync(join(dir, "content/site.yaml"), "utf8")}extraPages:\n  - Jobs!\n`);
      return { where: at(dir, "site.yaml", "Jobs!") };
    },
    en: 'extraPages.0 "Jobs!" is not a page name (lowercase letters, digits and "-", like "karriere")',
    de: 'extraPages.0 "Jobs!" ist kein Seitenname (Kleinbuchstaben, Ziffern und "-", etwa "karriere")',
  },
  {
    what: "a legal text's date as words",
    code: "NotMonth",
    make: (dir) => {
      edit(dir, "content/legal/impressum.md", 'stand: "2026-11"', 'stand: "November 2026"');
      return { where: at(dir, "legal/impressum.md", '"November 2026"') };
    },
    en: 'stand "November 2026" is not a month (write it as "YYYY-MM" in quotes, like "2025-10")',
    de: 'stand "November 2026" ist kein Monat (schreiben Sie ihn als "JJJJ-MM" in Anführungszeichen, etwa "2025-10")',
  },
  {
    what: "yes or no that is neither",
    code: "NotBoolean",
    make: (dir) => {
      const where = at(dir, "buffet.yaml", "show: true", "show: ".length);
      edit(dir, "content/buffet.yaml", "show: true", "show: maybe");
      return { where };
    },
    en: 'show "maybe" must be true or false (write true or false, without quotes)',
    de: 'show "maybe" muss true oder false sein (schreiben Sie true (ja) oder false (nein), ohne Anführungszeichen)',
  },
  {
    what: "a page description over 170 characters",
    code: "DescriptionTooLong",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("Text", `title: "Über uns"\ndescription: "${"Sehr lang. ".repeat(20)}"`));
      return { where: "content/pages/about.de.md:3:14" };
    },
    en: "description is longer than 170 characters (search engines cut it off: shorten it)",
    de: "description ist länger als 170 Zeichen (Suchmaschinen schneiden ihn ab: kürzen Sie ihn)",
  },
  {
    what: "no delivery platform at all",
    code: "NeedsOne",
    make: (dir) => {
      edit(
        dir,
        "content/site.yaml",
        "deliveryPlatforms:\n  - name: Lieferando\n    url: https://www.lieferando.example/mama-nyota\n  - name: Wolt\n    url: https://wolt.example/mama-nyota\n",
        "deliveryPlatforms: []\n",
      );
      return { where: at(dir, "site.yaml", "[]") };
    },
    en: "deliveryPlatforms needs at least one entry (add one, as in the shipped file)",
    de: "deliveryPlatforms braucht mindestens einen Eintrag (ergänzen Sie einen, wie in der mitgelieferten Datei)",
  },
  {
    what: "a delivery platform without its list",
    code: "NotAList",
    make: (dir) => {
      edit(
        dir,
        "content/site.yaml",
        "deliveryPlatforms:\n  - name: Lieferando\n    url: https://www.lieferando.example/mama-nyota\n  - name: Wolt\n    url: https://wolt.example/mama-nyota\n",
        "deliveryPlatforms: Lieferando\n",
      );
      return { where: at(dir, "site.yaml", "Lieferando") };
    },
    en: 'deliveryPlatforms "Lieferando" must be a list, one entry per line starting with "- " (start from the shipped file)',
    de: 'deliveryPlatforms "Lieferando" muss eine Liste sein, ein Eintrag pro Zeile, beginnend mit "- " (gehen Sie von der mitgelieferten Datei aus)',
  },
  {
    what: "a group written as one value",
    code: "NotAGroup",
    make: (dir) => {
      edit(dir, "content/site.yaml", "chef:\n  name: Amara Nwosu", "chef: Amara Nwosu");
      return { where: at(dir, "site.yaml", "chef: Amara", "chef: ".length) };
    },
    en: 'chef "Amara Nwosu" must be a group of keys, each on its own indented line (start from the shipped file)',
    de: 'chef "Amara Nwosu" muss eine Gruppe von Schlüsseln sein, jeder in einer eigenen, eingerückten Zeile (gehen Sie von der mitgelieferten Datei aus)',
  },
  {
    what: "a text that lost its {{field}}",
    code: "MissingParam",
    make: (dir) => {
      edit(dir, "content/i18n/en.yaml", 'orderVia: "Order on {{platform}}"', 'orderVia: "Order here"');
      return { where: at(dir, "i18n/en.yaml", '"Order here"') };
    },
    en: 'orderVia "Order here" must contain {{platform}} (the website puts the platform there: keep {{platform}} in the text)',
    de: 'orderVia "Order here" muss {{platform}} enthalten (dort setzt die Website den Wert ein: lassen Sie {{platform}} im Text)',
  },
  {
    what: "a text with a {{field}} it cannot fill",
    code: "UnknownParam",
    make: (dir) => {
      edit(
        dir,
        "content/i18n/en.yaml",
        'orderVia: "Order on {{platform}}"',
        'orderVia: "Order on {{platform}} by {{time}}"',
      );
      return { where: at(dir, "i18n/en.yaml", '"Order on') };
    },
    en: 'orderVia "Order on {{platform}} by {{time}}" uses {{time}}, which this text cannot fill (it knows {{platform}})',
    de: 'orderVia "Order on {{platform}} by {{time}}" verwendet {{time}}, das dieser Text nicht füllen kann (er kennt {{platform}})',
  },
  {
    what: "dummy text left in a page",
    code: "PlaceholderInText",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("Lorem ipsum dolor sit amet."));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: 'dummy text "Lorem ipsum" is still in the text (replace it with the real text before publishing)',
    de: 'Blindtext "Lorem ipsum" steht noch im Text (ersetzen Sie ihn vor dem Veröffentlichen durch den richtigen Text)',
  },
  {
    what: "a marker left in the alt text of a photo in a page's text",
    code: "PlaceholderInText",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("Unsere Küche:\n\n![TODO Beschreibung](images/kueche.jpg)"));
      return { where: "content/pages/about.de.md:8:1" };
    },
    en: 'an unfinished-work marker "TODO" is still in the text (replace it with the real text before publishing)',
    de: 'ein Vermerk für Unfertiges "TODO" steht noch im Text (ersetzen Sie ihn vor dem Veröffentlichen durch den richtigen Text)',
  },
  {
    what: "a hero photo from outside images/",
    code: "NotAPhotoFile",
    make: (dir) => {
      write(dir, "pages/about.de.md", heroPage("hero:\n  file: ../secret.jpg\n  alt: Unser Team"));
      return { where: "content/pages/about.de.md:5:9" };
    },
    en: 'hero.file "../secret.jpg" is not a photo in images/ (put the photo into content/images/ and write its path from the content folder, like images/kitchen.jpg (JPEG, PNG, WebP, AVIF or HEIC))',
    de: 'hero.file "../secret.jpg" ist kein Foto in images/ (legen Sie das Foto in content/images/ und schreiben Sie seinen Pfad ab dem Inhaltsordner, etwa images/kueche.jpg (JPEG, PNG, WebP, AVIF oder HEIC))',
  },
  {
    what: "a hero photo without alt text",
    code: "PhotoNeedsAlt",
    make: (dir) => {
      photos(dir, { "team.jpg": photo });
      write(dir, "pages/about.de.md", heroPage("hero:\n  file: images/team.jpg"));
      return { where: "content/pages/about.de.md:5:3" };
    },
    en: 'hero has no alt text (add "alt:" with what the photo shows, for people who cannot see it (in every language where it appears), or "decorative: true" if it adds nothing to the text)',
    de: 'hero hat keinen Alternativtext (ergänzen Sie "alt:" mit dem, was das Foto zeigt, für Menschen, die es nicht sehen (in jeder Sprache, in der es erscheint), oder "decorative: true", wenn es dem Text nichts hinzufügt)',
  },
  {
    what: "a hero photo with alt text that is also marked decorative",
    code: "PhotoAltAndDecorative",
    make: (dir) => {
      photos(dir, { "team.jpg": photo });
      write(
        dir,
        "pages/about.de.md",
        heroPage("hero:\n  file: images/team.jpg\n  alt: Unser Team\n  decorative: true"),
      );
      return { where: "content/pages/about.de.md:7:15" };
    },
    en: "hero.decorative has an alt text and is marked decorative: true (a decorative photo is skipped by screen readers, so it has no alt text: keep one of the two)",
    de: "hero.decorative hat einen Alternativtext und ist als decorative: true markiert (ein dekoratives Foto überspringen Screenreader, es hat also keinen Alternativtext: behalten Sie eines von beiden)",
  },
  {
    what: "a focus that is not a point of the photo",
    code: "NotFocus",
    make: (dir) => {
      photos(dir, { "team.jpg": photo });
      write(dir, "pages/about.de.md", heroPage('hero:\n  file: images/team.jpg\n  alt: Unser Team\n  focus: "oben"'));
      return { where: "content/pages/about.de.md:7:10" };
    },
    en: 'hero.focus "oben" is not a point of the photo (write how far across and how far down the part to keep lies, each from 0% to 100%, like "50% 20%" (the middle, near the top))',
    de: 'hero.focus "oben" ist kein Punkt des Fotos (schreiben Sie, wie weit rechts und wie weit unten der Teil liegt, der bleiben soll, je von 0% bis 100%, etwa "50% 20%" (die Mitte, nahe am oberen Rand))',
  },
  {
    what: "a photo in a page's text that is not in images/",
    code: "PhotoNotInImages",
    make: (dir) => {
      write(dir, "pages/about.de.md", page("![Unser Team](/team.jpg)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: 'the photo "/team.jpg" is not in images/ (photos come only from content/images/: put the file there and write ![what it shows](images/name.jpg))',
    de: 'das Foto "/team.jpg" liegt nicht in images/ (Fotos kommen nur aus content/images/: legen Sie die Datei dort ab und schreiben Sie ![was es zeigt](images/name.jpg))',
  },
  {
    what: "a photo in a page's text without alt text",
    code: "PhotoNoAltInText",
    make: (dir) => {
      photos(dir, { "team.jpg": photo });
      write(dir, "pages/about.de.md", page("![](images/team.jpg)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: 'the photo "images/team.jpg" has no alt text (write what it shows, in the page\'s language, between the brackets: ![Our dining room at night](images/room.jpg); a decorative photo belongs in the front matter with decorative: true)',
    de: 'das Foto "images/team.jpg" hat keinen Alternativtext (schreiben Sie in der Sprache der Seite zwischen die eckigen Klammern, was es zeigt: ![Unser Gastraum am Abend](images/raum.jpg); ein dekoratives Foto gehört mit decorative: true in den Kopfbereich)',
  },
  {
    what: "a photo named with the wrong capital letters",
    code: "PhotoMissing",
    make: (dir) => {
      photos(dir, { "Team.JPG": photo });
      write(dir, "pages/about.de.md", page("![Unser Team](images/team.jpg)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: "the photo images/team.jpg does not exist (did you mean images/Team.JPG? Names must match exactly, capital letters too)",
    de: "das Foto images/team.jpg gibt es nicht (meinten Sie images/Team.JPG? Namen müssen genau stimmen, auch Groß- und Kleinschreibung)",
  },
  {
    what: "a pipe where a photo should be",
    code: "PhotoNotAFile",
    make: (dir) => {
      photos(dir, {});
      execFileSync("mkfifo", [join(dir, "content/images/team.jpg")]);
      write(dir, "pages/about.de.md", page("![Unser Team](images/team.jpg)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: "images/team.jpg is not a plain file (put the photo itself there, the file as it came from the camera or phone)",
    de: "images/team.jpg ist keine gewöhnliche Datei (legen Sie dort das Foto selbst ab, die Datei, wie sie von Kamera oder Handy kommt)",
  },
  {
    what: "a photo that is a link to itself",
    code: "PhotoNotAFile",
    make: (dir) => {
      photos(dir, {});
      symlinkSync("team.jpg", join(dir, "content/images/team.jpg"));
      write(dir, "pages/about.de.md", page("![Unser Team](images/team.jpg)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: "images/team.jpg is not a plain file (put the photo itself there, the file as it came from the camera or phone)",
    de: "images/team.jpg ist keine gewöhnliche Datei (legen Sie dort das Foto selbst ab, die Datei, wie sie von Kamera oder Handy kommt)",
  },
  {
    what: "a photo in a folder that is a file",
    code: "PhotoMissing",
    make: (dir) => {
      photos(dir, { team: Buffer.from("not a folder") });
      write(dir, "pages/about.de.md", page("![Unser Team](images/team/koch.jpg)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: "the photo images/team/koch.jpg does not exist (copy the photo into content/images/, or correct the name (capital letters count))",
    de: "das Foto images/team/koch.jpg gibt es nicht (kopieren Sie das Foto nach content/images/ oder berichtigen Sie den Namen (Groß- und Kleinschreibung zählt))",
  },
  {
    what: "a folder named like a photo",
    code: "PhotoNotAFile",
    make: (dir) => {
      mkdirSync(join(dir, "content/images/team.jpg"), { recursive: true });
      write(dir, "pages/about.de.md", heroPage("hero:\n  file: images/team.jpg\n  alt: Unser Team"));
      return { where: "content/pages/about.de.md:5:9" };
    },
    en: "images/team.jpg is a folder, not a photo (put the photo itself there, the file as it came from the camera or phone)",
    de: "images/team.jpg ist ein Ordner, kein Foto (legen Sie dort das Foto selbst ab, die Datei, wie sie von Kamera oder Handy kommt)",
  },
  {
    what: "an animated GIF in a page's text",
    code: "PhotoFormatInText",
    make: (dir) => {
      photos(dir, { "anim.gif": Buffer.from("GIF89a") });
      write(dir, "pages/about.de.md", page("![Tanz in der Küche](images/anim.gif)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: 'the photo "images/anim.gif" is a GIF file, which the website does not show (save it as JPEG, PNG, WebP, AVIF or HEIC (an image program\'s "Export" or "Save as" does it; an animation becomes a still photo) and write that file\'s name)',
    de: 'das Foto "images/anim.gif" ist eine GIF-Datei, die die Website nicht zeigt (speichern Sie es als JPEG, PNG, WebP, AVIF oder HEIC (mit „Exportieren“ oder „Speichern unter“ eines Bildprogramms; eine Animation wird ein Standbild) und schreiben Sie den Namen dieser Datei)',
  },
  {
    what: "a GIF as a page's top photo",
    code: "NotAPhotoFormat",
    make: (dir) => {
      photos(dir, { "anim.gif": Buffer.from("GIF89a") });
      write(dir, "pages/about.de.md", heroPage("hero:\n  file: images/anim.gif\n  alt: Tanz in der Küche"));
      return { where: "content/pages/about.de.md:5:9" };
    },
    en: 'hero.file "images/anim.gif" is a GIF file, which the website does not show (save it as JPEG, PNG, WebP, AVIF or HEIC (an image program\'s "Export" or "Save as" does it; an animation becomes a still photo) and write that file\'s name)',
    de: 'hero.file "images/anim.gif" ist eine GIF-Datei, die die Website nicht zeigt (speichern Sie es als JPEG, PNG, WebP, AVIF oder HEIC (mit „Exportieren“ oder „Speichern unter“ eines Bildprogramms; eine Animation wird ein Standbild) und schreiben Sie den Namen dieser Datei)',
  },
  {
    what: "a shopping list saved as a photo",
    code: "PhotoUnreadable",
    make: (dir) => {
      photos(dir, { "team.jpg": Buffer.from("Einkaufsliste: Kochbananen, Reis\n") });
      write(dir, "pages/about.de.md", page("![Unser Team](images/team.jpg)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: "images/team.jpg is not a photo the tool can read, or it is damaged (unsupported image format) (open it in an image viewer; if it shows, save it again as JPEG and use that file)",
    de: "images/team.jpg ist kein Foto, das das Werkzeug lesen kann, oder es ist beschädigt (unsupported image format) (öffnen Sie es in einem Bildbetrachter; wenn es sich zeigt, speichern Sie es erneut als JPEG und nehmen Sie diese Datei)",
  },
  {
    what: "an iPhone's HEIC photo",
    code: "PhotoHeic",
    make: (dir) => {
      const heic = Buffer.concat([
        Buffer.from([0, 0, 0, 24]),
        Buffer.from("ftypheic\0\0\0\0mif1heic"),
        Buffer.alloc(64),
      ]);
      photos(dir, { "IMG_0042.heic": heic });
      write(dir, "pages/about.de.md", page("![Unser Team](images/IMG_0042.heic)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: 'images/IMG_0042.heic is a HEIC photo (an iPhone\'s own format) the tool cannot read: it is damaged or of an unusual kind (save it as JPEG: on the iPhone, Photos → Share → Options → "Most Compatible", or Settings → Camera → Formats → "Most Compatible" for new photos; on a Mac, Preview → File → Export → JPEG)',
    de: "images/IMG_0042.heic ist ein HEIC-Foto (das Format des iPhones), das das Werkzeug nicht lesen kann: es ist beschädigt oder von ungewöhnlicher Art (speichern Sie es als JPEG: am iPhone Fotos → Teilen → Optionen → „Maximale Kompatibilität“, oder Einstellungen → Kamera → Formate → „Maximale Kompatibilität“ für neue Fotos; am Mac Vorschau → Ablage → Exportieren → JPEG)",
  },
  {
    what: "a photo of 41 megapixels",
    code: "PhotoTooLarge",
    make: (dir) => {
      photos(dir, { "team.jpg": hugePhoto });
      write(dir, "pages/about.de.md", page("![Unser Team](images/team.jpg)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: "images/team.jpg has 40.8 megapixels (8000 × 5100); the limit is 40 (scale it down to about 4000 pixels on its long side: no screen shows more, and the build stays fast)",
    de: "images/team.jpg hat 40,8 Megapixel (8000 × 5100); die Grenze ist 40 (verkleinern Sie es auf etwa 4000 Pixel an der langen Seite: kein Bildschirm zeigt mehr, und der Build bleibt schnell)",
  },
  {
    what: "a photo file of more than 64 MB",
    code: "PhotoTooManyBytes",
    make: (dir) => {
      photos(dir, { "team.jpg": photo });
      // Sparse: 65 MB on the disk's books, none written. Said before it is read (one over 2 GB could not be).
      truncateSync(join(dir, "content/images/team.jpg"), 65 * 1024 * 1024);
      write(dir, "pages/about.de.md", page("![Unser Team](images/team.jpg)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: "images/team.jpg is 65 MB, more than the 64 MB a photo for the website may have (a phone's photo has a few megabytes: put that file there, or save this one again as JPEG)",
    de: "images/team.jpg hat 65 MB, mehr als die 64 MB, die ein Foto für die Website haben darf (ein Foto vom Handy hat wenige Megabyte: legen Sie diese Datei dort ab, oder speichern Sie dieses Foto erneut als JPEG)",
  },
  {
    what: "a hero photo whose alt text is its file name",
    code: "AltIsFileName",
    make: (dir) => {
      photos(dir, { "IMG_2041.jpg": photo });
      write(
        dir,
        "pages/about.de.md",
        page(
          "Text.",
          'title: "Über uns"\ndescription: "Unsere Geschichte."\nhero:\n  file: images/IMG_2041.jpg\n  alt: IMG_2041',
        ),
      );
      return { where: "content/pages/about.de.md:6:8" };
    },
    en: 'the alt text "IMG_2041" of images/IMG_2041.jpg is its file name, not a description (write what the photo shows, as you would tell someone on the phone: "Jollof rice with fried plantain")',
    de: 'der Alternativtext "IMG_2041" von images/IMG_2041.jpg ist sein Dateiname, keine Beschreibung (schreiben Sie, was das Foto zeigt, wie Sie es am Telefon beschreiben würden: „Jollof-Reis mit gebratener Kochbanane“)',
  },
  {
    what: "a camera's file name as the alt text of another photo",
    code: "AltIsFileName",
    make: (dir) => {
      photos(dir, { "team.jpg": photo });
      write(dir, "pages/about.de.md", heroPage("hero:\n  file: images/team.jpg\n  alt: DSC_0001"));
      return { where: "content/pages/about.de.md:6:8" };
    },
    en: 'the alt text "DSC_0001" of images/team.jpg is a file name, not a description (write what the photo shows, as you would tell someone on the phone: "Jollof rice with fried plantain")',
    de: 'der Alternativtext "DSC_0001" von images/team.jpg ist ein Dateiname, keine Beschreibung (schreiben Sie, was das Foto zeigt, wie Sie es am Telefon beschreiben würden: „Jollof-Reis mit gebratener Kochbanane“)',
  },
  {
    what: "a phone's file name as the alt text of a photo in a page's text",
    code: "AltIsFileName",
    make: (dir) => {
      photos(dir, { "team.jpg": photo });
      write(dir, "pages/about.de.md", page("![IMG-20240512-WA0003](images/team.jpg)"));
      return { where: "content/pages/about.de.md:6:1" };
    },
    en: 'the alt text "IMG-20240512-WA0003" of images/team.jpg is a file name, not a description (write what the photo shows, as you would tell someone on the phone: "Jollof rice with fried plantain")',
    de: 'der Alternativtext "IMG-20240512-WA0003" von images/team.jpg ist ein Dateiname, keine Beschreibung (schreiben Sie, was das Foto zeigt, wie Sie es am Telefon beschreiben würden: „Jollof-Reis mit gebratener Kochbanane“)',
  },
  {
    what: "the word photo as the alt text of a dish's photo",
    code: "AltIsFileName",
    make: (dir) => {
      photos(dir, { "akara.jpg": photo });
      edit(
        dir,
        "content/menu.yaml",
        "        price: 6.50",
        "        price: 6.50\n        photo:\n          file: images/akara.jpg\n          alt:\n            de: Bild 1\n            en: Akara on a plate\n            fr: Akara sur une assiette",
      );
      return { where: at(dir, "menu.yaml", "Bild 1") };
    },
    en: 'the alt text "Bild 1" of images/akara.jpg says only that it is a picture, not what it shows (write what the photo shows, as you would tell someone on the phone: "Jollof rice with fried plantain")',
    de: 'der Alternativtext "Bild 1" von images/akara.jpg sagt nur, dass es ein Bild ist, nicht was es zeigt (schreiben Sie, was das Foto zeigt, wie Sie es am Telefon beschreiben würden: „Jollof-Reis mit gebratener Kochbanane“)',
  },
  {
    what: "an output folder that is the content folder",
    code: "OutputProtected",
    make: () => ({ args: ["build", "--out", "content"], where: "" }),
    en: '--out "content" is the content folder; the build would replace it (give the website a folder of its own, like --out dist)',
    de: '--out "content" ist der Inhaltsordner; der Build würde diesen Ordner ersetzen (geben Sie der Website einen eigenen Ordner, etwa --out dist)',
  },
  // The menu (menu.yaml): a dish is named in messages by its name.
  {
    what: "an unknown allergen code",
    code: "UnknownAllergen",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "allergens: [peanuts]", "allergens: [peanut]");
      return { where: at(dir, "menu.yaml", "peanut]") };
    },
    en: '"Suya-Spieße": allergens "peanut" is not one of the 14 allergens (did you mean peanuts?)',
    de: '"Suya-Spieße": allergens "peanut" ist keines der 14 Allergene (meinten Sie peanuts?)',
  },
  {
    what: "an allergen named in German",
    code: "UnknownAllergen",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "allergens: [peanuts]", "allergens: [Erdnüsse]");
      return { where: at(dir, "menu.yaml", "Erdnüsse]") };
    },
    en: '"Suya-Spieße": allergens "Erdnüsse" is not one of the 14 allergens (did you mean peanuts?)',
    de: '"Suya-Spieße": allergens "Erdnüsse" ist keines der 14 Allergene (meinten Sie peanuts?)',
  },
  {
    what: "a diet named in French",
    code: "NotADiet",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "diet: vegetarian\n        spicy: 1", "diet: végétalien\n        spicy: 1");
      return { where: at(dir, "menu.yaml", "végétalien") };
    },
    en: '"Moi Moi": diet "végétalien" is not a diet (did you mean vegan? Write vegan or vegetarian, or leave it out for meat or fish)',
    de: '"Moi Moi": diet "végétalien" ist keine Ernährungsweise (meinten Sie vegan? Schreiben Sie vegan oder vegetarian, bei Fleisch oder Fisch weglassen)',
  },
  {
    what: "a malformed price",
    code: "NotAPrice",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "price: 6.50", 'price: "12,5O"');
      return { where: at(dir, "menu.yaml", '"12,5O"') };
    },
    // Before: the usual hint, which did not say the O is a letter.
    en: '"Akara": price "12,5O" is not a price in euros (did you mean 12,50? It holds a letter that looks like a digit)',
    de: '"Akara": price "12,5O" ist kein Preis in Euro (meinten Sie 12,50? Darin steht ein Buchstabe, der wie eine Ziffer aussieht)',
  },
  {
    what: "a price in hexadecimal",
    code: "NotAPrice",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "price: 6.50", "price: 0x10");
      return { where: at(dir, "menu.yaml", "0x10") };
    },
    en: '"Akara": price "0x10" is not a price in euros (digits with up to two decimals, like 12.50 or 12,50)',
    de: '"Akara": price "0x10" ist kein Preis in Euro (Ziffern mit höchstens zwei Nachkommastellen, etwa 12,50 oder 12.50)',
  },
  {
    what: "a price with an exponent",
    code: "NotAPrice",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "price: 6.50", "price: 1e9");
      return { where: at(dir, "menu.yaml", "1e9") };
    },
    en: '"Akara": price "1e9" is not a price in euros (digits with up to two decimals, like 12.50 or 12,50)',
    de: '"Akara": price "1e9" ist kein Preis in Euro (Ziffern mit höchstens zwei Nachkommastellen, etwa 12,50 oder 12.50)',
  },
  {
    what: "a price without its decimal point",
    code: "PriceTooHigh",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "price: 6.50", "price: 1250");
      return { where: at(dir, "menu.yaml", "1250") };
    },
    en: '"Akara": price 1250 is more than 1000 euros (did you mean 12.50? Write the point before the cents)',
    de: '"Akara": price 1250 ist mehr als 1000 Euro (meinten Sie 12,50? Schreiben Sie das Komma vor die Cent)',
  },
  {
    what: "a price of a billion euros written out",
    code: "PriceTooHigh",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "price: 6.50", 'price: "1000000000,00"');
      return { where: at(dir, "menu.yaml", '"1000000000,00"') };
    },
    en: '"Akara": price "1000000000,00" is more than 1000 euros (write the price guests pay in euros and cents, like 12.50)',
    de: '"Akara": price "1000000000,00" ist mehr als 1000 Euro (schreiben Sie den Preis, den Gäste zahlen, in Euro und Cent, etwa 12,50)',
  },
  {
    what: "a price with three decimals",
    code: "PriceTooPrecise",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "price: 6.50", "price: 12.505");
      return { where: at(dir, "menu.yaml", "12.505") };
    },
    en: '"Akara": price 12.505 has more than two decimals (euros and cents, like 12.50)',
    de: '"Akara": price 12.505 hat mehr als zwei Nachkommastellen (Euro und Cent, etwa 12,50)',
  },
  {
    what: "a negative price",
    code: "PriceNotPositive",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "price: 6.50", "price: -6.50");
      return { where: at(dir, "menu.yaml", "-6.50") };
    },
    en: '"Akara": price -6.50 must be more than 0 euros (write the price guests pay, like 12.50)',
    de: '"Akara": price -6.50 muss mehr als 0 Euro sein (schreiben Sie den Preis, den Gäste zahlen, etwa 12,50)',
  },
  {
    what: "a dish with both a price and variants",
    code: "PriceOrVariants",
    make: (dir) => {
      edit(
        dir,
        "content/menu.yaml",
        "        variants:\n          - label:\n              de: 3 Spieße",
        "        price: 8.50\n        variants:\n          - label:\n              de: 3 Spieße",
      );
      return { where: at(dir, "menu.yaml", "8.50\n        variants") };
    },
    en: '"Suya-Spieße": price needs either a price or variants, not both and not neither (one price: price: 12.50; several sizes: variants, each with a label and a price)',
    de: '"Suya-Spieße": price braucht entweder einen Preis (price) oder Varianten (variants), nicht beides und nicht keins (ein Preis: price: 12,50; mehrere Größen: variants, jede mit label und price)',
  },
  {
    what: "a dish with a single variant",
    code: "VariantsNeedTwo",
    make: (dir) => {
      edit(
        dir,
        "content/menu.yaml",
        /\n {10}- label:\n {14}de: 5 Spieße\n {14}en: 5 skewers\n {14}fr: 5 brochettes\n {12}price: 12\.90/,
        "",
      );
      return { where: at(dir, "menu.yaml", "- label:\n              de: 3 Spieße") };
    },
    en: '"Suya-Spieße": variants needs at least two variants (for one size, write price: instead)',
    de: '"Suya-Spieße": variants braucht mindestens zwei Varianten (für nur eine Größe schreiben Sie stattdessen price:)',
  },
  {
    what: "an additive number that does not exist",
    code: "UnknownAdditive",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "additives: [1]", "additives: [1, 13]");
      return { where: at(dir, "menu.yaml", "13]") };
    },
    en: '"Malta": additives 13 is not the number of a declared additive (1 to 12, as listed at the top of menu.yaml)',
    de: '"Malta": additives 13 ist keine Nummer eines Zusatzstoffs (1 bis 12, wie oben in menu.yaml aufgeführt)',
  },
  {
    what: "a diet that is not one",
    code: "NotADiet",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "diet: vegetarian\n        spicy: 1", "diet: veggie\n        spicy: 1");
      return { where: at(dir, "menu.yaml", "veggie") };
    },
    en: '"Moi Moi": diet "veggie" is not a diet (did you mean vegetarian? Write vegan or vegetarian, or leave it out for meat or fish)',
    de: '"Moi Moi": diet "veggie" ist keine Ernährungsweise (meinten Sie vegetarian? Schreiben Sie vegan oder vegetarian, bei Fleisch oder Fisch weglassen)',
  },
  {
    what: "a heat level out of range",
    code: "NotSpicy",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "spicy: 3", "spicy: 4");
      return { where: at(dir, "menu.yaml", "4\n") };
    },
    en: '"Doro Wat": spicy 4 is not a heat level (a whole number from 0 (mild) to 3 (very hot))',
    de: '"Doro Wat": spicy 4 ist keine Schärfestufe (eine ganze Zahl von 0 (mild) bis 3 (sehr scharf))',
  },
  {
    what: "a way of serving that is not one",
    code: "NotAServing",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "offered: [dine-in]", "offered: [delivery]");
      return { where: at(dir, "menu.yaml", "delivery]") };
    },
    en: '"Moi Moi": offered "delivery" is not a way of serving (dine-in or take-away)',
    de: '"Moi Moi": offered "delivery" ist keine Angebotsform (dine-in (hier essen) oder take-away (zum Mitnehmen))',
  },
  {
    what: "two dishes of one section with the same name",
    code: "DishNameTwice",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "          de: Kelewele", "          de: Akara");
      const where = at(dir, "menu.yaml", "de: Akara\n          en: Kelewele", "de: ".length);
      return { where };
    },
    en: '"Akara": name.de "Akara" is already the name of the dish on line 51, in the same section (guests cannot tell two dishes of the same name apart: rename one)',
    de: '"Akara": name.de "Akara" ist schon der Name des Gerichts in Zeile 51, im selben Abschnitt (Gäste können zwei gleichnamige Gerichte nicht unterscheiden: benennen Sie eines um)',
  },
  {
    what: "a dish name written as one text, not one per language",
    code: "NotTexts",
    make: (dir) => {
      edit(
        dir,
        "content/menu.yaml",
        "      - name:\n          de: Akara\n          en: Akara\n          fr: Akara",
        "      - name: Akara",
      );
      return { where: at(dir, "menu.yaml", "Akara\n        description:\n          de: Knusprige") };
    },
    en: 'sections.0.dishes.1.name "Akara" must be a text in every language, one line per language (write it like  name:  then indented lines  de: …  en: …  fr: …)',
    de: 'sections.0.dishes.1.name "Akara" muss ein Text in jeder Sprache sein, eine Zeile pro Sprache (schreiben Sie  name:  und darunter eingerückt  de: …  en: …  fr: …)',
  },
  {
    what: "a dish without its name in one language",
    code: "TextMissingLanguage",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "          fr: Riz jollof\n", "");
      return { where: at(dir, "menu.yaml", "de: Jollof-Reis") };
    },
    en: '"Jollof-Reis": name has no text in the language "fr" (add a line "fr: …" with the text in that language)',
    de: '"Jollof-Reis": name hat keinen Text in der Sprache "fr" (ergänzen Sie eine Zeile "fr: …" mit dem Text in dieser Sprache)',
  },
  {
    what: "texts in a language the site does not have",
    code: "TextUnknownLanguage",
    make: (dir) => {
      edit(dir, "content/menu.yaml", "          fr: Akara\n", "          fr: Akara\n          es: Acarajé\n");
      edit(dir, "content/menu.yaml", "          fr: Kelewele\n", "          fr: Kelewele\n          es: Kelewele\n");
      return { where: at(dir, "menu.yaml", "Acarajé") };
    },
    en: '"Akara": name has a text in "es", which is not a language of the site (as do 1 more text in this file) (the site\'s languages are de, en, fr; add content/i18n/es.yaml for a new one, or correct the code)',
    de: '"Akara": name hat einen Text in "es", das keine Sprache der Website ist (wie 1 weiterer Text in dieser Datei) (die Sprachen der Website sind de, en, fr; für eine neue legen Sie content/i18n/es.yaml an, sonst korrigieren Sie den Code)',
  },
  // Opening hours (hours.yaml).
  {
    what: "24:30 in a time range",
    code: "NotTimeRange",
    make: (dir) => {
      edit(dir, "content/hours.yaml", "tuesday: 17:00-22:00", "tuesday: 17:00-24:30");
      return { where: at(dir, "hours.yaml", "17:00-24:30") };
    },
    en: 'weekly.tuesday "17:00-24:30" is not a time range (from and to, 24 hours, like 17:00-22:00; the end may be 24:00 (midnight))',
    de: 'weekly.tuesday "17:00-24:30" ist keine Zeitspanne (von und bis, 24 Stunden, etwa 17:00-22:00; das Ende darf 24:00 (Mitternacht) sein)',
  },
  {
    what: "a time range that ends before it starts",
    code: "RangeEndsBeforeStart",
    make: (dir) => {
      edit(dir, "content/hours.yaml", "sunday: 12:00-21:00", "sunday: 21:00-02:00");
      return { where: at(dir, "hours.yaml", "21:00-02:00") };
    },
    en: 'weekly.sunday "21:00-02:00" ends before it starts (hours past midnight go on the next day: 21:00-24:00 here and 00:00-02:00 on the next day)',
    de: 'weekly.sunday "21:00-02:00" endet, bevor sie beginnt (Stunden nach Mitternacht gehören zum nächsten Tag: hier 21:00-24:00 und am nächsten Tag 00:00-02:00)',
  },
  {
    what: "a day's hours written the wrong way round",
    code: "RangeEndsBeforeStart",
    make: (dir) => {
      edit(dir, "content/hours.yaml", "tuesday: 17:00-22:00", "tuesday: 22:00-17:00");
      return { where: at(dir, "hours.yaml", "22:00-17:00") };
    },
    en: 'weekly.tuesday "22:00-17:00" ends before it starts (the start comes first: 17:00-22:00)',
    de: 'weekly.tuesday "22:00-17:00" endet, bevor sie beginnt (der Anfang steht vorn: 17:00-22:00)',
  },
  {
    what: "midnight written as 00:00 at the end of a day's hours",
    code: "RangeEndsBeforeStart",
    make: (dir) => {
      edit(dir, "content/hours.yaml", "saturday: 12:00-23:00", "saturday: 12:00-00:00");
      return { where: at(dir, "hours.yaml", "12:00-00:00") };
    },
    en: 'weekly.saturday "12:00-00:00" ends before it starts (write midnight as 24:00: 12:00-24:00)',
    de: 'weekly.saturday "12:00-00:00" endet, bevor sie beginnt (schreiben Sie Mitternacht als 24:00: 12:00-24:00)',
  },
  {
    what: "a day's hours written with Uhr",
    code: "NotTimeRange",
    make: (dir) => {
      edit(dir, "content/hours.yaml", "tuesday: 17:00-22:00", "tuesday: 17 Uhr - 22 Uhr");
      return { where: at(dir, "hours.yaml", "17 Uhr") };
    },
    en: 'weekly.tuesday "17 Uhr - 22 Uhr" is not a time range (did you mean 17:00-22:00? From and to, 24 hours, with a colon)',
    de: 'weekly.tuesday "17 Uhr - 22 Uhr" ist keine Zeitspanne (meinten Sie 17:00-22:00? Von und bis, 24 Stunden, mit Doppelpunkt)',
  },
  {
    what: "two time ranges of one day that overlap",
    code: "RangesOverlap",
    make: (dir) => {
      edit(dir, "content/hours.yaml", "friday: [12:00-15:00, 17:00-23:00]", "friday: [12:00-15:00, 14:00-23:00]");
      return { where: at(dir, "hours.yaml", "14:00-23:00") };
    },
    en: 'weekly.friday.1 "14:00-23:00" overlaps another time range of the same day (join them into one range, or correct the times)',
    de: 'weekly.friday.1 "14:00-23:00" überschneidet sich mit einer anderen Zeitspanne desselben Tages (fassen Sie beide zu einer zusammen oder korrigieren Sie die Zeiten)',
  },
  {
    what: "a day that is neither closed nor open",
    code: "NotOpening",
    make: (dir) => {
      edit(dir, "content/hours.yaml", "monday: closed", "monday: zu");
      return { where: at(dir, "hours.yaml", "zu\n") };
    },
    en: 'weekly.monday "zu" is not an opening (closed, one time range like 17:00-22:00, or a list like [12:00-15:00, 17:00-22:00])',
    de: 'weekly.monday "zu" ist keine Öffnungszeit (closed, eine Zeitspanne wie 17:00-22:00 oder eine Liste wie [12:00-15:00, 17:00-22:00])',
  },
  {
    what: "a closure that ends before it starts",
    code: "ClosureEndsBeforeStart",
    make: (dir) => {
      edit(dir, "content/hours.yaml", 'to: "2026-12-26"', 'to: "2026-12-20"');
      return { where: at(dir, "hours.yaml", '"2026-12-20"') };
    },
    en: 'closures.0.to "2026-12-20" is before the first day of the closure, "2026-12-24" (from is the first closed day, to the last one)',
    de: 'closures.0.to "2026-12-20" liegt vor dem ersten Tag der Schließung, "2026-12-24" (from ist der erste geschlossene Tag, to der letzte)',
  },
  {
    what: "the same special day twice",
    code: "SpecialDayTwice",
    make: (dir) => {
      write(
        dir,
        "hours.yaml",
        `${readFileSync(join(dir, "content/hours.yaml"), "utf8")}  - date: "2026-12-31"\n    hours: closed\n`,
      );
      return { where: at(dir, "hours.yaml", '"2026-12-31"\n    hours: closed') };
    },
    en: 'special.1.date "2026-12-31" is already a special day on line 41 (a day has one set of hours: keep one of the two)',
    de: 'special.1.date "2026-12-31" ist schon ein besonderer Tag in Zeile 41 (ein Tag hat nur eine Öffnungszeit: behalten Sie einen der beiden Einträge)',
  },
  {
    what: "special hours in the night the clocks skip",
    code: "TimeSkipped",
    make: (dir) => {
      write(
        dir,
        "hours.yaml",
        `${readFileSync(join(dir, "content/hours.yaml"), "utf8")}  - date: "2027-03-28"\n    hours: 02:00-02:30\n`,
      );
      return { where: at(dir, "hours.yaml", "02:00-02:30") };
    },
    en: 'special.1.hours "02:00-02:30": 02:00 does not exist on 2027-03-28 in Berlin: the clocks jump from 02:00 to 03:00 that night (choose 03:00 or later)',
    de: 'special.1.hours "02:00-02:30": 02:00 gibt es am 2027-03-28 in Berlin nicht: die Uhren springen in dieser Nacht von 02:00 auf 03:00 (wählen Sie 03:00 oder später)',
  },
  {
    what: "announcing closures two weeks ahead, written in words",
    code: "NotAnnounceDays",
    make: (dir) => {
      edit(dir, "content/hours.yaml", "# announceDays: 14", "announceDays: zwei Wochen");
      return { where: at(dir, "hours.yaml", "zwei Wochen") };
    },
    en: 'announceDays "zwei Wochen" is not a number of days (a whole number from 0 (only on the day itself) to 365, like 14; leave the line out for 14)',
    de: 'announceDays "zwei Wochen" ist keine Anzahl von Tagen (eine ganze Zahl von 0 (nur am Tag selbst) bis 365, etwa 14; ohne die Zeile gilt 14)',
  },
  {
    what: "announcing closures a year and a half ahead",
    code: "NotAnnounceDays",
    make: (dir) => {
      edit(dir, "content/hours.yaml", "# announceDays: 14", "announceDays: 500");
      return { where: at(dir, "hours.yaml", "500") };
    },
    en: "announceDays 500 is not a number of days (a whole number from 0 (only on the day itself) to 365, like 14; leave the line out for 14)",
    de: "announceDays 500 ist keine Anzahl von Tagen (eine ganze Zahl von 0 (nur am Tag selbst) bis 365, etwa 14; ohne die Zeile gilt 14)",
  },
  // How guests reach the restaurant (contact.yaml, and site.yaml's bookingUrl).
  {
    what: "a latitude that is off the globe",
    code: "NotLatitude",
    make: (dir) => {
      edit(dir, "content/contact.yaml", "latitude: 52.4787", "latitude: 524.787");
      return { where: at(dir, "contact.yaml", "524.787") };
    },
    en: 'map.latitude 524.787 is not a latitude (a number from -90 to 90 with a point, like 52.4771: on openstreetmap.org right-click your door, "Show address", and take the first number)',
    de: "map.latitude 524.787 ist kein Breitengrad (eine Zahl von -90 bis 90 mit Punkt, etwa 52.4771: auf openstreetmap.org mit der rechten Maustaste auf Ihre Tür klicken, „Adresse anzeigen“, und die erste Zahl nehmen)",
  },
  {
    what: "a longitude written with a decimal comma",
    code: "NotLongitude",
    make: (dir) => {
      edit(dir, "content/contact.yaml", "longitude: 13.4373", "longitude: 13,4373");
      return { where: at(dir, "contact.yaml", "13,4373") };
    },
    en: 'map.longitude "13,4373" is not a longitude (a number from -180 to 180 with a point, like 13.4391: on openstreetmap.org right-click your door, "Show address", and take the second number)',
    de: 'map.longitude "13,4373" ist kein Längengrad (eine Zahl von -180 bis 180 mit Punkt, etwa 13.4391: auf openstreetmap.org mit der rechten Maustaste auf Ihre Tür klicken, „Adresse anzeigen“, und die zweite Zahl nehmen)',
  },
  {
    what: "the way here by car without its French text",
    code: "TextMissingLanguage",
    make: (dir) => {
      edit(dir, "content/contact.yaml", /^ {4}fr: Le stationnement.*\n/m, "");
      return { where: at(dir, "contact.yaml", "de: Parkplätze") };
    },
    en: 'directions.parking has no text in the language "fr" (add a line "fr: …" with the text in that language)',
    de: 'directions.parking hat keinen Text in der Sprache "fr" (ergänzen Sie eine Zeile "fr: …" mit dem Text in dieser Sprache)',
  },
  {
    what: "a misspelt key in the way here",
    code: "UnknownKey",
    make: (dir) => {
      edit(dir, "content/contact.yaml", "  parking:", "  parkng:");
      return { where: at(dir, "contact.yaml", "parkng:") };
    },
    en: 'directions: unknown key "parkng" (did you mean "parking"?)',
    de: 'directions: unbekannter Schlüssel "parkng" (meinten Sie "parking"?)',
  },
  {
    what: "a reservation e-mail without a subject",
    code: "EmptyText",
    make: (dir) => {
      edit(dir, "content/contact.yaml", "subject: Reservierungsanfrage", 'subject: ""');
      return { where: at(dir, "contact.yaml", '""') };
    },
    en: 'reservation.subject "" must not be empty (write the text, or restore it from the shipped file)',
    de: 'reservation.subject "" darf nicht leer sein (schreiben Sie den Text oder übernehmen Sie ihn aus der mitgelieferten Datei)',
  },
  {
    what: "a booking service's address over plain http",
    code: "NotHttps",
    make: (dir) => {
      edit(
        dir,
        "content/site.yaml",
        "deliveryPlatforms:",
        "bookingUrl: http://tisch.example/mama-nyota\ndeliveryPlatforms:",
      );
      return { where: at(dir, "site.yaml", "http://tisch") };
    },
    en: 'bookingUrl "http://tisch.example/mama-nyota" must be an https:// address (did you mean https://tisch.example/mama-nyota? Copy the whole address from the browser\'s address bar)',
    de: 'bookingUrl "http://tisch.example/mama-nyota" muss eine https://-Adresse sein (meinten Sie https://tisch.example/mama-nyota? Kopieren Sie die ganze Adresse aus der Adresszeile des Browsers)',
  },
  {
    what: "contact.yaml deleted",
    code: "FileMissing",
    make: (dir) => {
      rmSync(join(dir, "content/contact.yaml"));
      return { where: "content/contact.yaml:1:1" };
    },
    en: "file is missing (the site needs this file: restore it from your backup, or create it again)",
    de: "Datei fehlt (die Website braucht diese Datei: holen Sie sie aus Ihrer Sicherung zurück oder legen Sie sie neu an)",
  },
  // Where the site is deployed (site.yaml's deploy:).
  ...(
    [
      [
        "a way to upload that is not one",
        "NotDeployProtocol",
        "protocol: sftp",
        "protocol: scp",
        "scp",
        '"scp" is not a way to upload the site (write sftp (best), ftps (FTP with TLS encryption), or ftp (unencrypted, only with --insecure))',
        '"scp" ist keine Art, die Website hochzuladen (schreiben Sie sftp (am besten), ftps (FTP mit TLS-Verschlüsselung) oder ftp (unverschlüsselt, nur mit --insecure))',
        "protocol",
      ],
      [
        "a web address as the host",
        "NotHostName",
        "host: ssh.strato.de",
        "host: https://ssh.strato.de",
        "https://ssh",
        "\"https://ssh.strato.de\" is not a host name (copy the server's name from your host's access data, without sftp:// or a folder, like access-5012345678.webspace-host.com)",
        '"https://ssh.strato.de" ist kein Servername (kopieren Sie den Servernamen aus den Zugangsdaten Ihres Hosters, ohne sftp:// und ohne Ordner, etwa access-5012345678.webspace-host.com)',
        "host",
      ],
      [
        "a port that does not exist",
        "NotPort",
        "host: ssh.strato.de",
        "host: ssh.strato.de\n  port: 70000",
        "70000",
        "70000 is not a port number (a number from 1 to 65535 without quotes, or leave the line out (22 for sftp, 21 for ftps and ftp))",
        "70000 ist keine Portnummer (eine Zahl von 1 bis 65535 ohne Anführungszeichen, oder lassen Sie die Zeile weg (22 für sftp, 21 für ftps und ftp))",
        "port",
      ],
      [
        "a user name with a space",
        "NotLoginName",
        "user: mama-nyota.de",
        "user: mama nyota",
        "mama nyota",
        '"mama nyota" is not a user name (copy the user name from your host\'s access data; it has no spaces (the password does not belong here))',
        '"mama nyota" ist kein Benutzername (kopieren Sie den Benutzernamen aus den Zugangsdaten Ihres Hosters; er enthält keine Leerzeichen (das Passwort gehört nicht hierher))',
        "user",
      ],
      [
        "a folder that climbs out",
        "NotRemoteFolder",
        "folder: /mama-nyota",
        "folder: ../htdocs",
        "../htdocs",
        '"../htdocs" is not a folder on the server (the web folder your domain points to, like "/" or "/htdocs", without "..", "\\" or spaces around it)',
        '"../htdocs" ist kein Ordner auf dem Server (der Webordner, auf den Ihre Domain zeigt, etwa "/" oder "/htdocs", ohne "..", "\\" und ohne Leerzeichen davor oder danach)',
        "folder",
      ],
    ] as const
  ).map(
    ([what, code, from, to, needle, en, de, key]): Mistake => ({
      what,
      code,
      make: (dir) => {
        const site = readFileSync(join(dir, "content/site.yaml"), "utf8");
        const deploy =
          "deploy:\n  protocol: sftp\n  host: ssh.strato.de\n  user: mama-nyota.de\n  folder: /mama-nyota\n";
        write(dir, "site.yaml", `${site}${deploy.replace(from, to)}`);
        return { where: at(dir, "site.yaml", needle) };
      },
      en: `deploy.${key} ${en}`,
      de: `deploy.${key} ${de}`,
    }),
  ),
];

/** A project with content and its built dist/, copied for each mistake. */
let built: string;
beforeAll(async () => {
  photo = await makePhoto({ width: 1600, height: 1200 });
  hugePhoto = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: "#884422" } })
    .jpeg()
    .toBuffer();
  built = copyContent();
  const result = await run(["build"], built, "en");
  expect(result.status, result.stderr).toBe(0);
});
afterAll(() => rmSync(built, { recursive: true, force: true }));

describe("an owner's mistake", () => {
  it("is in the table at least 30 times", () => {
    expect(mistakes.length).toBeGreaterThanOrEqual(30);
  });

  it("is in the table for every content mistake the owner's guides list", () => {
    // ValueInvalid is the last resort for a value no schema names a message for; today every schema does.
    const unreachable: MessageName[] = ["ValueInvalid"];
    const listed = (Object.keys(examples) as MessageName[]).filter((name) => examples[name]?.group === "content");
    // The count after a group's first unknown keys is a line after others: "the wrong file in the place…" below.
    const tested = new Set([...mistakes.map((mistake) => mistake.code), "MoreUnknownKeys"]);
    expect(listed.filter((name) => !tested.has(name) && !unreachable.includes(name))).toEqual([]);
  });

  for (const mistake of mistakes) {
    it.concurrent(`${mistake.what}: one line in English and in German, dist/ untouched`, async () => {
      const dir = mkdtempSync(join(tmpdir(), "site-mistake-"));
      try {
        cpSync(built, dir, { recursive: true });
        const before = snapshot(join(dir, "dist"));
        const { args = ["build"], where } = mistake.make(dir);
        for (const lang of ["en", "de"] as const) {
          const result = await run(args, dir, lang);
          expect(result.stderr, lang).toBe(`${where ? `${where} ${mistake[lang]}` : mistake[lang]}\n`);
          expect(result.status).toBe(1);
          expect(result.stdout).toBe("");
          expect(result.stderr).not.toMatch(/\n\s+at |internal error|interner Fehler/);
          expect(result.stderr.length, "no message quotes more than a line of the file").toBeLessThan(1000);
        }
        expect(snapshot(join(dir, "dist"))).toEqual(before);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

describe("the wrong file in the place of a content file", () => {
  it("is said by its first 20 unknown keys and a count of the rest, in English and in German", async () => {
    const dir = mkdtempSync(join(tmpdir(), "site-mistake-"));
    try {
      cpSync(built, dir, { recursive: true });
      const keys = Array.from({ length: 5000 }, (_, index) => `k${index}: 1\n`).join("");
      writeFileSync(
        join(dir, "content/buffet.yaml"),
        `${readFileSync(join(dir, "content/buffet.yaml"), "utf8")}${keys}`,
      );
      const first = at(dir, "buffet.yaml", "k0:");
      const rest = at(dir, "buffet.yaml", "k20:");
      for (const [lang, line, counted] of [
        ["en", 'unknown key "k0" (remove it, or check the spelling)', "and 4980 more unknown keys from here on"],
        [
          "de",
          'unbekannter Schlüssel "k0" (entfernen Sie ihn oder prüfen Sie die Schreibweise)',
          "und 4980 weitere unbekannte Schlüssel ab hier",
        ],
      ] as const) {
        const result = await run(["build"], dir, lang);
        const lines = result.stderr.trimEnd().split("\n");
        expect(result.status).toBe(1);
        expect(lines).toHaveLength(21);
        expect(lines[0]).toBe(`${first} ${line}`);
        expect(lines[20]).toMatch(new RegExp(`^${rest} ${counted} \\(`));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("what an owner's editor does that still builds", () => {
  /** Builds the copy at `dir` in both languages; returns the English run and the German warnings. */
  async function buildBoth(dir: string) {
    const de = await run(["build"], dir, "de");
    const en = await run(["build"], dir, "en");
    return { en, de };
  }

  it("reads Windows line ends and a byte-order mark as if they were not there", async () => {
    const dir = copyContent();
    try {
      const original = await run(["build", "--out", "before"], dir, "en");
      expect(original.status).toBe(0);
      for (const file of ["pages/about.de.md", "i18n/de.yaml", "buffet.yaml", "legal/impressum.md"]) {
        const text = readFileSync(join(dir, "content", file), "utf8");
        write(dir, file, `\ufeff${text.replace(/\n/g, "\r\n")}`);
      }
      const { en } = await buildBoth(dir);
      expect(en.stderr).toBe("");
      expect(en.status).toBe(0);
      expect(snapshot(join(dir, "dist"))).toEqual(snapshot(join(dir, "before")));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves the hidden files of a Mac or an editor in pages/ and legal/ alone", async () => {
    const dir = copyContent();
    try {
      const original = await run(["build", "--out", "before"], dir, "en");
      expect(original.status).toBe(0);
      write(dir, "pages/.DS_Store", Buffer.from([0, 0, 0, 1, 66, 117, 100, 49]));
      write(dir, "legal/.impressum.md.swp", "b0VIM 9.0");
      const { en } = await buildBoth(dir);
      expect(en.stderr).toBe("");
      expect(en.status).toBe(0);
      expect(snapshot(join(dir, "dist"))).toEqual(snapshot(join(dir, "before")));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("warns when a # cuts a text short, naming what was dropped and how to keep it", async () => {
    const dir = copyContent();
    try {
      edit(dir, "content/i18n/de.yaml", /^heroSubtitle: .*$/m, "heroSubtitle: Hausgemacht #1 in Berlin");
      const where = at(dir, "i18n/de.yaml", "#1 in Berlin");
      const { en, de } = await buildBoth(dir);
      expect(en.status).toBe(0);
      expect(en.stderr.split("\n")[0]).toBe(
        `${where} warning: heroSubtitle: the text from " #" on is left out ("#1 in Berlin"): YAML reads it as a comment (to keep it, put the whole text in quotes: heroSubtitle: "Hausgemacht #1 in Berlin")`,
      );
      expect(de.stderr.split("\n")[0]).toBe(
        `${where} Warnung: heroSubtitle: der Text ab " #" fehlt auf der Website ("#1 in Berlin"): YAML liest ihn als Kommentar (um ihn zu behalten, setzen Sie den ganzen Text in Anführungszeichen: heroSubtitle: "Hausgemacht #1 in Berlin")`,
      );
      // Also when the file comes from the build cache: the warning is kept with it.
      expect((await run(["build"], dir, "en")).stderr.split("\n")[0]).toBe(en.stderr.split("\n")[0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("builds the shipped deploy: example, uncommented, without a warning: a comment that quoting would make invalid is a comment", async () => {
    const dir = copyContent();
    try {
      const siteYaml = readFileSync(join(dir, "content/site.yaml"), "utf8");
      const example = siteYaml.split("\n").filter((line) => /^# (?:deploy:| {2}\S)/.test(line));
      expect(example[0]).toBe("# deploy:");
      expect(example.filter((line) => /^# {3}\w+: /.test(line)).length).toBe(4);
      // As the owner does it: the "# " taken off each line of the example, its own comments left as they are.
      write(dir, "site.yaml", siteYaml.replace(/^# (deploy:| {2}.*)$/gm, "$1"));
      const { en } = await buildBoth(dir);
      expect(en.status, en.stderr).toBe(0);
      expect(en.stderr).not.toContain("warning:");
      // Following the hint where it is given keeps the value valid; where it would not, none is given.
      edit(dir, "content/site.yaml", /^ {2}protocol: sftp$/m, "  protocol: sftp # or ftps");
      edit(dir, "content/i18n/en.yaml", /^heroSubtitle: .*$/m, "heroSubtitle: Homemade # TODO shorter");
      expect((await run(["build"], dir, "en")).stderr).not.toContain("warning:");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("renders tables, strikethrough and task lists as GitHub does, never as literal pipes", async () => {
    const dir = copyContent();
    try {
      write(
        dir,
        "pages/about.de.md",
        page(
          "| Gericht | Preis |\n| --- | ---: |\n| Jollof | 12,50 € |\n\n~~alt~~ neu\n\n- [x] gekocht\n- [ ] serviert",
        ),
      );
      const { en } = await buildBoth(dir);
      expect(en.stderr).toBe("");
      const html = readFileSync(join(dir, "dist/about/index.html"), "utf8");
      expect(html).toContain("<table>");
      expect(html).toMatch(/<th>Gericht<\/th>\s*<th class="align-right">Preis<\/th>/);
      expect(html).toMatch(/<td>Jollof<\/td>\s*<td class="align-right">12,50\u00a0€<\/td>/);
      expect(html).toContain("<del>alt</del> neu");
      expect(html).toMatch(/<label><input type="checkbox" checked disabled ?\/?> gekocht<\/label>/);
      expect(html).not.toContain("| Gericht |");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("never quotes more than a short line of the file in a message", async () => {
    const dir = copyContent();
    try {
      edit(dir, "content/site.yaml", "vatId: DE123456789", `vatId: DE${"9".repeat(200_000)}`);
      const result = await run(["build"], dir, "en");
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^content\/site\.yaml:\d+:8 vatId "DE9{55}…" is not a German VAT id /);
      expect(result.stderr.length).toBeLessThan(300);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
