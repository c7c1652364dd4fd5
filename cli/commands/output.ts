/** How commands talk to the person at the terminal: results on stdout, problems on stderr, in the owner's language. */
import { describeFailure, formatError, type SiteError } from "../errors.js";
import { type ToolLanguage, toolLanguage } from "../language.js";
import { type MessageName, type MessageParams, render } from "../messages.js";

const decimal = (value: number, digits: number, lang: ToolLanguage) =>
  new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
export const kilobytes = (bytes: number, lang = toolLanguage()) => `${decimal(bytes / 1024, 1, lang)} KB`;
export const seconds = (ms: number, lang = toolLanguage()) => `${decimal(ms / 1000, 2, lang)} s`;

/** A line of the catalogue in the owner's language (the editor's may be another), its hint in brackets. */
export function say<N extends MessageName>(name: N, params: MessageParams<N>, lang = toolLanguage()): string {
  const { message, hint } = render(name, params, lang);
  return hint ? `${message} (${hint})` : message;
}

/** Prints warnings, each as one `file:line:col message` line; the command goes on. */
export function warn(warnings: readonly SiteError[]): void {
  for (const warning of warnings) console.error(formatError(warning, { lang: toolLanguage() }));
}

/** Prints a failure (the owner's mistakes as `file:line:col` lines) and sets exit code 1. */
export function fail(failure: unknown): void {
  for (const line of describeFailure(failure)) console.error(line);
  process.exitCode = 1;
}
