/**
 * The language the tool speaks to the owner: German or English. `SITE_LANG`
 * decides, else the system's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, the
 * first that is set, as POSIX reads them): `de…` means German, anything else English.
 */
export const toolLanguages = ["en", "de"] as const;
export type ToolLanguage = (typeof toolLanguages)[number];

export function toolLanguage(env: NodeJS.ProcessEnv = process.env): ToolLanguage {
  const setting = [env.SITE_LANG, env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value);
  return setting && /^de(?:$|[_.@-])/i.test(setting) ? "de" : "en";
}

const decimal = (value: number, digits: number, lang: ToolLanguage) =>
  new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);

/** A size as the tool writes it: "12.5 KB", "12,5 KB". */
export const kilobytes = (bytes: number, lang = toolLanguage()) => `${decimal(bytes / 1024, 1, lang)} KB`;
/** A duration as the tool writes it: "0.55 s", "0,55 s". */
export const seconds = (ms: number, lang = toolLanguage()) => `${decimal(ms / 1000, 2, lang)} s`;
