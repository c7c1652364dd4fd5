/**
 * The language the tool speaks to the owner: one of those its catalogue is written in
 * (cli/messages/), German or English. `SITE_LANG` decides, else the system's locale: `LC_ALL`,
 * `LC_MESSAGES`, `LANG` (the first that names one, as POSIX reads them), else the locale the
 * system gives Intl, which is how Windows and a Mac started from the Finder say it (they set no
 * `LANG`). `de…` means German, anything else English.
 */
import type { ToolLanguage } from "./messages/entry.js";

export type { ToolLanguage };

/**
 * The system's locale as Intl reads it ("de-DE"): from the settings on Windows and macOS, from LANG elsewhere.
 * Every Intl object gets the same default; plural rules load the least of ICU's data to give it (0.3 ms
 * against 12 ms for a date format, which a command that shows no date never needs).
 */
export const systemLocale = (): string => new Intl.PluralRules().resolvedOptions().locale;

/** "C" and "POSIX" name no language: the next setting decides. */
const namesLanguage = (value: string | undefined): value is string => !!value && !/^(?:C|POSIX)(?:$|[.@])/i.test(value);

export function toolLanguage(env: NodeJS.ProcessEnv = process.env, locale = systemLocale): ToolLanguage {
  const setting = [env.SITE_LANG, env.LC_ALL, env.LC_MESSAGES, env.LANG].find(namesLanguage) ?? locale();
  return /^de(?:$|[_.@-])/i.test(setting) ? "de" : "en";
}
