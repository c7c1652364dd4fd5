/**
 * The owner's buffet: how it reads in each language and whether it is over.
 * Changing it is buffet-set.ts, which `site build` does not need to load.
 */
import type { Buffet, Dictionary } from "./content/schemas.js";
import { SiteError } from "./errors.js";
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
