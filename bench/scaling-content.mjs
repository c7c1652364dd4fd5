// A larger content set for the scaling benchmark: the shipped content in more
// languages (copies of the English texts under other language codes) and with
// extra pages (copies of the shipped prose pages), so the same pipeline can be
// timed at 10 languages × 80 page kinds.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const shipped = fileURLToPath(new URL("../content", import.meta.url));
const extraLanguages = [
  ["es", "Español", "es-ES"],
  ["it", "Italiano", "it-IT"],
  ["nl", "Nederlands", "nl-NL"],
  ["pl", "Polski", "pl-PL"],
  ["pt", "Português", "pt-PT"],
  ["sv", "Svenska", "sv-SE"],
  ["tr", "Türkçe", "tr-TR"],
  ["sw", "Kiswahili", "sw-KE"],
  ["yo", "Yorùbá", "yo-NG"],
  ["ha", "Hausa", "ha-NG"],
];

/**
 * Writes the content set into `dir`; returns its folder and the number of page kinds per language.
 * @param {string} dir
 * @param {{ languages: number, copies: number }} size
 */
export function makeScalingContent(dir, { languages, copies }) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(shipped, dir, { recursive: true });
  const pagesDir = join(dir, "pages");
  const english = readdirSync(pagesDir).filter((name) => name.endsWith(".en.md"));
  // The prose pages and the legal ones.
  const fixedPageKinds = english.length + readdirSync(join(dir, "legal")).length;
  // The YAML files with a text per language: the English one under each new code.
  const translated = ["menu.yaml", "hours.yaml", "contact.yaml"];
  const texts = Object.fromEntries(translated.map((file) => [file, readFileSync(join(dir, file), "utf8")]));

  for (const [code, name, locale] of extraLanguages.slice(0, Math.max(0, languages - 3))) {
    for (const file of translated) {
      // A text on one line, or a block ("en: |" and the more indented lines below it), copied whole.
      texts[file] = texts[file].replace(
        /^( +)en: (\|\n(?:\1 .*\n|\n)*|.*\n)/gm,
        (entry, indent, text) => `${entry}${indent}${code}: ${text}`,
      );
    }
    const dictionary = readFileSync(join(dir, "i18n/en.yaml"), "utf8")
      .replace(/^languageName: .*$/m, `languageName: ${name}`)
      .replace(/^dateLocale: .*$/m, `dateLocale: ${locale}`);
    writeFileSync(join(dir, `i18n/${code}.yaml`), dictionary);
    for (const file of english) cpSync(join(pagesDir, file), join(pagesDir, file.replace(".en.md", `.${code}.md`)));
  }
  for (const file of translated) writeFileSync(join(dir, file), texts[file]);

  // 8 page kinds per copy, as when the budgets were set: the shipped pages, then extra pages up to that.
  const extra = Math.max(0, 8 * copies - fixedPageKinds);
  if (extra > 0) {
    const prose = readdirSync(pagesDir).filter((name) => /^(about|catering|shop|events)\./.test(name));
    const slugs = Array.from({ length: extra }, (_, index) => `seite-${String(index + 1).padStart(2, "0")}`);
    for (const [index, slug] of slugs.entries()) {
      const kind = ["about", "catering", "shop", "events"][index % 4];
      for (const file of prose.filter((name) => name.startsWith(`${kind}.`))) {
        cpSync(join(pagesDir, file), join(pagesDir, file.replace(`${kind}.`, `${slug}.`)));
      }
    }
    const site = readFileSync(join(dir, "site.yaml"), "utf8");
    writeFileSync(
      join(dir, "site.yaml"),
      `${site.trimEnd()}\nextraPages:\n${slugs.map((slug) => `  - ${slug}`).join("\n")}\n`,
    );
  }
  return { dir, pageKinds: fixedPageKinds + extra };
}
