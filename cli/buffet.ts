/**
 * The owner's buffet: how it reads in each language and whether it is over.
 * Changing it is buffet-set.ts, which `site build` does not need to load.
 */
import type { Buffet, Dictionary } from "./content/load.js";
import { SiteError } from "./errors.js";
import { buffetView } from "./model.js";
import { isoLocal } from "./time.js";

/** The moment the tool treats as "now": SITE_NOW (an ISO date-time) when set, so tests and previews can pick a day. */
export function currentTime(env: NodeJS.ProcessEnv = process.env): Date {
  const value = env.SITE_NOW;
  if (!value) return new Date();
  const now = new Date(value);
  if (Number.isNaN(now.getTime())) throw SiteError.of("SiteNowInvalid", { value });
  return now;
}

export function isOver(buffet: Buffet, now: Date): boolean {
  return Date.parse(isoLocal(buffet.date, buffet.to)) <= now.getTime();
}

/** The warning `site build` prints while the website still announces a buffet that has ended. */
export function buffetOverWarning(buffet: Buffet, now: Date): SiteError | undefined {
  if (!buffet.show || !isOver(buffet, now)) return undefined;
  return SiteError.of("BuffetOver", { date: buffet.date });
}

/** The buffet as visitors read it, one block per language, with the labels of that language. */
export function describeBuffet(
  buffet: Buffet,
  languages: string[],
  dictionaries: Record<string, Dictionary>,
  say: (name: "BuffetShown" | "BuffetHidden") => string,
): string[] {
  const lines = [say(buffet.show ? "BuffetShown" : "BuffetHidden")];
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
