/**
 * How commands talk to the person at the terminal: results on stdout, problems on stderr, in the owner's
 * language. Every line goes out through `out` or `err`, and so through the gate (gate.ts).
 */
import { annotation, describeFailure, formatError, inGithubActions, SiteError, SiteErrors } from "./errors.js";
import { harmless, workflowCommand } from "./gate.js";
import { type ToolLanguage, toolLanguage } from "./language.js";
import { type MessageName, type MessageParams, render } from "./messages/index.js";
import { type ProgressReporter, progressLine } from "./progress.js";

/** "0,15" in German, "0.15" in English: no grouping, so without Intl, which a build would set up for this line alone. */
const decimal = (value: number, digits: number, lang: ToolLanguage) =>
  lang === "de" ? value.toFixed(digits).replace(".", ",") : value.toFixed(digits);
export const kilobytes = (bytes: number, lang = toolLanguage()) => `${decimal(bytes / 1024, 1, lang)} KB`;
export const seconds = (ms: number, lang = toolLanguage()) => `${decimal(ms / 1000, 2, lang)} s`;

/**
 * How much a command says (`--quiet`, `--verbose`, on every command): quiet prints the owner's
 * mistakes alone; verbose adds each stage with its time and what each cache did. Set once per
 * process, before the command runs (cli/main.ts).
 */
export type Verbosity = "quiet" | "normal" | "verbose";
let verbosity: Verbosity = "normal";
export const setVerbosity = (value: Verbosity) => {
  verbosity = value;
};
export const currentVerbosity = (): Verbosity => verbosity;

/** Prints lines on stdout, what the owner typed in them made harmless (gate.ts). */
export function out(text: string): void {
  console.log(harmless(text));
}

/** Prints lines on stderr, as `out` does. */
export function err(text: string): void {
  console.error(harmless(text));
}

/**
 * Lines the tool draws itself, with escape codes of its own (the phone's QR code, white on black), on
 * stdout as they are: nothing of the owner's is in them, so they have nothing for the gate to catch.
 */
export function drawing(lines: readonly string[]): void {
  for (const line of lines) console.log(line);
}

/** A workflow command of the tool's own (gate.ts made it): on stdout, where GitHub's runner reads them. */
const annotate = (command: string) => console.log(command);

/** A line that says how a command went (a summary, a result): on stdout, left out with --quiet. */
export function info(line: string): void {
  if (verbosity !== "quiet") out(line);
}

/** A line of detail only --verbose asks for: on stderr, so that stdout keeps a command's results alone. */
export function detail(line: string): void {
  if (verbosity === "verbose") err(line);
}

/** A line of the catalogue in the owner's language (the editor's may be another), its hint in brackets. */
export function say<N extends MessageName>(name: N, params: MessageParams<N>, lang = toolLanguage()): string {
  const { message, hint } = render(name, params, lang);
  return hint ? `${message} (${hint})` : message;
}

/**
 * Prints warnings, each as one `file:line:col message` line; the command goes on. In GitHub Actions
 * each is also a `::warning` annotation (on stdout, where the runner reads workflow commands).
 */
export function warn(warnings: readonly SiteError[]): void {
  if (verbosity === "quiet") return;
  for (const warning of warnings) err(formatError(warning, { lang: toolLanguage() }));
  if (inGithubActions()) for (const warning of warnings) annotate(annotation(warning, "warning"));
}

/**
 * Prints mistakes the command stops on, each as one line, and in GitHub Actions as an `::error` annotation
 * too (`::warning` for warnings that stop it until confirmed), whatever --quiet says.
 */
export function problems(errors: readonly SiteError[], severity: "error" | "warning" = "error"): void {
  for (const error of errors) err(formatError(error, { lang: toolLanguage() }));
  if (inGithubActions()) for (const error of errors) annotate(annotation(error, severity));
}

/** Prints a failure (the owner's mistakes as `file:line:col` lines) and sets exit code 1. */
export function fail(failure: unknown): void {
  for (const line of describeFailure(failure)) err(line);
  if (inGithubActions()) {
    const errors =
      failure instanceof SiteErrors ? failure.errors : failure instanceof SiteError ? [failure] : undefined;
    if (errors) for (const error of errors) annotate(annotation(error, "error"));
    else annotate(workflowCommand("error", {}, describeFailure(failure)[0]));
  }
  process.exitCode = 1;
}

/**
 * The progress line of a command's long work (cli/progress.ts), on a terminal only and never with
 * --quiet: `report` for the build's stages, `clear` before the summary or a mistake is printed.
 */
export function workProgress(): { report?: ProgressReporter; clear(): void } {
  const line = progressLine({ quiet: verbosity === "quiet" });
  if (!line) return { clear: () => {} };
  return {
    report: (step, done, total, item) =>
      line.show(harmless(say("Progress", { step, done, total, item: item ?? "" })), done >= total),
    clear: () => line.clear(),
  };
}
