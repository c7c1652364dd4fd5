/**
 * The owner's buffet: how it reads in each language, whether it is over, and
 * changing content/buffet.yaml in place. Edits go through the yaml Document
 * API so the owner's comments, quotes and layout stay as they were.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { isScalar, parseDocument, Scalar } from "yaml";
import { checkPlaceholders } from "./content/placeholders.js";
import { type Buffet, buffetSchema, type Dictionary } from "./content/schemas.js";
import { validate } from "./content/validate.js";
import { parseYaml } from "./content/yaml.js";
import { ErrorList, SiteError } from "./errors.js";
import { type BuffetView, buffetView } from "./model.js";

/** The moment the tool treats as "now": SITE_NOW (an ISO date-time) when set, so tests and previews can pick a day. */
export function currentTime(env: NodeJS.ProcessEnv = process.env): Date {
  const value = env.SITE_NOW;
  if (!value) return new Date();
  const now = new Date(value);
  if (Number.isNaN(now.getTime())) {
    throw new SiteError(`SITE_NOW "${value}" is not a date and time`, {
      hint: 'use ISO format, like "2025-11-03T12:00"',
    });
  }
  return now;
}

/** The buffet's date in English for the tool's own messages ("Sunday, 2 November 2025"). */
function englishView(buffet: Buffet, dict: Dictionary): BuffetView {
  return buffetView(buffet, { ...dict, dateLocale: "en-GB" });
}

export function isOver(buffet: Buffet, dict: Dictionary, now: Date): boolean {
  return Date.parse(englishView(buffet, dict).end) <= now.getTime();
}

/** The warning `site build` prints while the website still announces a buffet that has ended. */
export function buffetOverWarning(buffet: Buffet, dict: Dictionary, now: Date): string | undefined {
  if (!buffet.show || !isOver(buffet, dict, now)) return undefined;
  const { date } = englishView(buffet, dict);
  return (
    `warning: the buffet on ${date} is over, but the website still announces it: ` +
    'set the next one with "npx site buffet set --date YYYY-MM-DD --from HH:MM --to HH:MM" ' +
    'or hide it with "npx site buffet set --hide", then build again'
  );
}

/** The buffet as visitors read it, one block per language, with the labels of that language. */
export function describeBuffet(
  buffet: Buffet,
  languages: string[],
  dictionaries: Record<string, Dictionary>,
): string[] {
  const lines = [
    buffet.show
      ? "The website shows this buffet (show: true):"
      : "The buffet is hidden (show: false); visitors would read this once it is shown:",
  ];
  for (const lang of languages) {
    const dict = dictionaries[lang];
    const view = buffetView(buffet, dict);
    lines.push(
      "",
      `${lang}  ${dict.buffetTitle}`,
      `    ${dict.buffetDate}: ${view.date}`,
      `    ${dict.buffetTime}: ${view.time}`,
      `    ${dict.buffetLocation}: ${view.location}`,
    );
    if (view.newLocation) lines.push(`    ${dict.buffetNewLocation}`);
  }
  return lines;
}

export interface BuffetChanges {
  date?: string;
  from?: string;
  to?: string;
  street?: string;
  postcode?: string;
  city?: string;
  show?: boolean;
}

const paths: Record<keyof BuffetChanges, string[]> = {
  date: ["date"],
  from: ["from"],
  to: ["to"],
  street: ["location", "street"],
  postcode: ["location", "postcode"],
  city: ["location", "city"],
  show: ["show"],
};

/** Values the schema wants quoted, so a new key is written the way the file's comments ask for. */
const quoted = new Set<keyof BuffetChanges>(["date", "from", "to", "postcode"]);

/**
 * The new text of buffet.yaml with `changes` applied, or SiteErrors with the
 * same messages and places the build would report. Nothing is written here.
 */
export function editBuffet(file: string, text: string, changes: BuffetChanges): { text: string; buffet: Buffet } {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
    keyof BuffetChanges,
    string | boolean,
  ][];
  if (entries.length === 0) {
    throw new SiteError("nothing to change", {
      hint: "give at least one of --date, --from, --to, --street, --postcode, --city, --show, --hide",
    });
  }
  // The file as it is must parse: editing a broken file would hide where it broke.
  parseYaml(file, text);
  const doc = parseDocument(text);
  for (const [key, value] of entries) {
    const existing = doc.getIn(paths[key], true);
    if (isScalar(existing)) {
      existing.value = value; // keeps the owner's quoting style
    } else {
      const node = doc.createNode(value) as Scalar;
      if (quoted.has(key)) node.type = Scalar.QUOTE_DOUBLE;
      doc.setIn(paths[key], node);
    }
  }
  const next = doc.toString();
  const source = parseYaml(file, next);
  const errors = new ErrorList();
  checkPlaceholders(source, errors, false);
  const buffet = errors.collect(() => validate(buffetSchema, source));
  errors.throwIfAny();
  return { text: next, buffet: buffet as Buffet };
}

/** Applies `changes` to the file, or throws and leaves it untouched. */
export function setBuffet(file: string, changes: BuffetChanges): Buffet {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (failure) {
    throw new SiteError("cannot read the buffet file", { place: { file, line: 1, col: 1 }, cause: failure });
  }
  const result = editBuffet(file, text, changes);
  // Write beside it and rename, so an interrupted write never leaves half a file.
  const staging = `${file}.${process.pid}.tmp`;
  writeFileSync(staging, result.text);
  renameSync(staging, file);
  return result.buffet;
}
