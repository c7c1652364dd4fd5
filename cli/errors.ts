/**
 * One error type for the owner's mistakes. Each carries the place it was found
 * and prints as one line: `file:line:col message`. Anything that is not a
 * SiteError is a bug in the tool and prints as "Internal error".
 */
import { relative } from "node:path";

export interface Place {
  file: string;
  line: number;
  col: number;
}

export class SiteError extends Error {
  readonly place: Place | undefined;
  readonly hint: string | undefined;

  constructor(message: string, options: { place?: Place; hint?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "SiteError";
    this.place = options.place;
    this.hint = options.hint;
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

export function formatPlace(place: Place, cwd = process.cwd()): string {
  const file = relative(cwd, place.file) || place.file;
  return `${file}:${place.line}:${place.col}`;
}

export function formatError(error: SiteError, cwd = process.cwd()): string {
  const where = error.place ? `${formatPlace(error.place, cwd)} ` : "";
  const hint = error.hint ? ` (${error.hint})` : "";
  return `${where}${error.message}${hint}`;
}

/** The lines to print for any thrown value: the owner's mistakes as they are, bugs as "Internal error". */
export function describeFailure(failure: unknown, cwd = process.cwd()): string[] {
  if (failure instanceof SiteErrors) return failure.errors.map((error) => formatError(error, cwd));
  if (failure instanceof SiteError) return [formatError(failure, cwd)];
  const detail = failure instanceof Error ? (failure.stack ?? failure.message) : String(failure);
  return [`Internal error: ${detail}`];
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
