/**
 * One error type for the owner's mistakes. Each carries the place it was found
 * and an entry of the message catalogue (cli/messages/), and prints as one
 * line: `file:line:col message (hint)`, in the tool's language. Anything that
 * is not a SiteError is a bug in the tool and prints as an internal error.
 */
import { readFileSync } from "node:fs";
import { SourceMap, type SourceMapping } from "node:module";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { oneLine, workflowCommand } from "./gate.js";
import { type ToolLanguage, toolLanguage } from "./language.js";
import { type MessageName, type MessageParams, render } from "./messages/index.js";

export interface Place {
  file: string;
  line: number;
  col: number;
}

interface ErrorOptions {
  place?: Place;
  /** The key path of the value in its YAML file, where the error is about one. */
  path?: readonly PropertyKey[];
  cause?: unknown;
}

type Texts = (lang: ToolLanguage) => { message: string; hint?: string; formHint?: string };

export class SiteError extends Error {
  readonly place: Place | undefined;
  readonly path: readonly PropertyKey[] | undefined;
  /** The entry of the catalogue (cli/messages/). */
  readonly code: MessageName;
  /** The entry's parameters, kept so a warning can be stored and shown again. */
  readonly params: object;
  readonly #texts: Texts;

  /** Made by SiteError.of, from an entry of the catalogue. */
  private constructor(name: MessageName, params: object, texts: Texts, options: ErrorOptions) {
    super(texts("en").message, { cause: options.cause });
    this.name = "SiteError";
    this.place = options.place;
    this.path = options.path;
    this.code = name;
    this.params = params;
    this.#texts = texts;
  }

  /** The error of catalogue entry `name`, its parameters filled in. */
  static of<N extends MessageName>(name: N, params: MessageParams<N>, options: ErrorOptions = {}): SiteError {
    return new SiteError(name, params, (lang) => render(name, params, lang), options);
  }

  texts(lang: ToolLanguage): { message: string; hint?: string; formHint?: string } {
    return this.#texts(lang);
  }

  get hint(): string | undefined {
    return this.#texts("en").hint;
  }
}

/** Several mistakes found together: validate everything, then report everything. */
export class SiteErrors extends Error {
  readonly errors: SiteError[];

  constructor(errors: SiteError[]) {
    super(errors.map((error) => formatError(error)).join("\n"));
    this.name = "SiteErrors";
    this.errors = errors;
  }
}

export interface FormatOptions {
  cwd?: string;
  lang?: ToolLanguage;
  /** Said in the editor, whose hints name its fields ("Server", "Webordner"), not keys of YAML. */
  inForm?: boolean;
}

export function formatPlace(place: Place, cwd = process.cwd()): string {
  const file = relative(cwd, place.file) || place.file;
  return `${file}:${place.line}:${place.col}`;
}

export function formatError(error: SiteError, options: FormatOptions | string = {}): string {
  const { cwd = process.cwd(), lang = "en", inForm } = typeof options === "string" ? { cwd: options } : options;
  const texts = error.texts(lang);
  const { message } = texts;
  const hint = (inForm && texts.formHint) || texts.hint;
  const where = error.place ? `${formatPlace(error.place, cwd)} ` : "";
  return oneLine(`${where}${message}${hint ? ` (${hint})` : ""}`);
}

/** A mistake as an object for editors and other tools (`site check --json`): the same words as its line. */
export interface ProblemRecord {
  severity: "error" | "warning";
  /** Relative to the folder the command ran in, as the line names it; absent for a mistake of no file. */
  file?: string;
  line?: number;
  column?: number;
  /** The catalogue entry's name: the same for every mistake of its kind, in every language. */
  rule: string;
  message: string;
  hint?: string;
}

export function problemRecord(
  error: SiteError,
  severity: ProblemRecord["severity"],
  options: { cwd?: string; lang?: ToolLanguage } = {},
): ProblemRecord {
  const { cwd = process.cwd(), lang = "en" } = options;
  const { message, hint } = error.texts(lang);
  const place = error.place;
  return {
    severity,
    ...(place ? { file: relative(cwd, place.file) || place.file, line: place.line, column: place.col } : {}),
    rule: error.code,
    message: oneLine(message),
    ...(hint ? { hint: oneLine(hint) } : {}),
  };
}

/** Whether the tool runs in GitHub Actions, which turns `::error` lines into annotations on the changed lines. */
export const inGithubActions = (env: NodeJS.ProcessEnv = process.env) => env.GITHUB_ACTIONS === "true";

/**
 * The workflow command that annotates a mistake in GitHub Actions: `::error file=…,line=…,col=…::message`,
 * the file relative to the repository's root (GITHUB_WORKSPACE). A place outside the repository (a built
 * page) is named in the message instead. Made by the gate (gate.ts), as every line the tool prints.
 */
export function annotation(
  error: SiteError,
  severity: "error" | "warning",
  options: { lang?: ToolLanguage; env?: NodeJS.ProcessEnv } = {},
): string {
  const env = options.env ?? process.env;
  const { message, hint } = error.texts(options.lang ?? toolLanguage(env));
  const text = oneLine(hint ? `${message} (${hint})` : message);
  const root = env.GITHUB_WORKSPACE || process.cwd();
  const place = error.place;
  const inRepository = place && isAbsolute(place.file) && !relative(root, place.file).startsWith("..");
  if (!place) return workflowCommand(severity, {}, text);
  if (!inRepository) return workflowCommand(severity, {}, `${oneLine(place.file)}:${place.line}:${place.col} ${text}`);
  // The file as it is named, line breaks included: the runner's escapes carry them to the real file.
  const file = relative(root, place.file).split(sep).join("/");
  return workflowCommand(severity, { file, line: place.line, col: place.col }, text);
}

/** DEBUG=site (or a list that names it, or *) shows internal errors with their stack. */
export const debugging = (env: NodeJS.ProcessEnv = process.env) =>
  (env.DEBUG ?? "").split(/[\s,]+/).some((name) => name === "site" || name === "*");

/** What the command's output stream refused to take (`> /dev/full`, a full disk): the owner's to fix, not a bug. */
export const outputStreamFailure = (failure: NodeJS.ErrnoException): SiteError =>
  SiteError.of("OutputStreamUnwritable", { code: failure.code ?? failure.message });

/**
 * The lines to print for any thrown value: the owner's mistakes as they are,
 * a bug as one line that says so (its stack only with DEBUG=site).
 */
export function describeFailure(
  failure: unknown,
  options: FormatOptions | string = {},
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const format = typeof options === "string" ? { cwd: options } : options;
  const lang = format.lang ?? toolLanguage(env);
  if (failure instanceof SiteErrors) return failure.errors.map((error) => formatError(error, { ...format, lang }));
  if (failure instanceof SiteError) return [formatError(failure, { ...format, lang })];
  const detail = failure instanceof Error ? `${failure.name}: ${failure.message.split("\n")[0]}` : String(failure);
  const line = formatError(SiteError.of("InternalError", { detail }), { ...format, lang });
  if (!debugging(env)) return [line];
  const stack = failure instanceof Error ? (failure.stack ?? "").split("\n").slice(1) : [];
  return [line, ...sourcePlaces(stack)];
}

/**
 * Stack frames in the CLI's bundle (cli/bundle.js) named by the lines of cli/ and templates/ they
 * were made from, read from the bundle's source map.
 */
function sourcePlaces(stack: string[]): string[] {
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8"))));
      } catch {
        maps.set(file, undefined);
      }
    }
    return maps.get(file);
  };
  return stack.map((frame) =>
    frame.replace(/([^\s()]+\.mjs):(\d+):(\d+)/, (place, url: string, line: string, col: string) => {
      const file = url.startsWith("file:") ? fileURLToPath(url) : url;
      const entry = mapOf(file)?.findEntry(Number(line) - 1, Number(col) - 1) as Partial<SourceMapping> | undefined;
      if (!entry?.originalSource || entry.originalLine === undefined || entry.originalColumn === undefined)
        return place;
      const source = resolve(dirname(file), entry.originalSource);
      return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    }),
  );
}

/** Collects errors from independent checks, then throws them all at once. */
export class ErrorList {
  readonly errors: SiteError[] = [];

  add(error: SiteError): void {
    this.errors.push(error);
  }

  /** Runs a step, keeping its SiteError(s) instead of stopping at the first. */
  collect<T>(step: () => T): T | undefined {
    try {
      return step();
    } catch (failure) {
      if (failure instanceof SiteErrors) this.errors.push(...failure.errors);
      else if (failure instanceof SiteError) this.errors.push(failure);
      else throw failure;
      return undefined;
    }
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw new SiteErrors(this.errors);
  }
}
