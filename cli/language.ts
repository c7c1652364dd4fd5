/**
 * The language the tool speaks to the owner: one of those its catalogue is written in
 * (cli/messages/), German or English. `SITE_LANG` decides, else the system's locale (`LC_ALL`,
 * `LC_MESSAGES`, `LANG`, the first that is set, as POSIX reads them): `de…` means German,
 * anything else English.
 */
import type { ToolLanguage } from "./messages/entry.js";

export type { ToolLanguage };

export function toolLanguage(env: NodeJS.ProcessEnv = process.env): ToolLanguage {
  const setting = [env.SITE_LANG, env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value);
  return setting && /^de(?:$|[_.@-])/i.test(setting) ? "de" : "en";
}
