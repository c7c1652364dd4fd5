/**
 * A job's result as it crosses between threads (cli/stages/common/workers.ts, cli/stages/jobs.ts): structured clones,
 * the owner's mistakes as catalogue entries with their parameters, SiteErrors again on the other side.
 */
import { SiteError, SiteErrors } from "../../errors.js";

/** A SiteError as it crosses between threads. */
export interface SentError {
  code: SiteError["code"];
  params: object;
  place?: SiteError["place"];
  path?: PropertyKey[];
}

/** What a worker answers to a job. */
export type Answer =
  | { started: true }
  | { id: number; output: unknown }
  | { id: number; mistakes: SentError[] }
  | { id: number; failure: { name: string; message: string; stack?: string } };

/** A job's result, or the owner's mistakes it found, as they cross between threads. */
export type Converted<Value> = { loaded: Value } | { mistakes: SentError[] };

/** Runs `step`, keeping the owner's mistakes it throws as its result; anything else is thrown. */
export async function converted<Value>(step: () => Promise<Value>): Promise<Converted<Value>> {
  try {
    return { loaded: await step() };
  } catch (failure) {
    if (failure instanceof SiteErrors) return { mistakes: failure.errors.map(sendable) };
    if (failure instanceof SiteError) return { mistakes: [sendable(failure)] };
    throw failure;
  }
}

export const sendable = (error: SiteError): SentError => ({
  code: error.code,
  params: error.params,
  ...(error.place ? { place: error.place } : {}),
  ...(error.path ? { path: error.path.filter((part) => typeof part !== "symbol") } : {}),
});

export const received = (error: SentError) =>
  SiteError.of(error.code, error.params as never, {
    ...(error.place ? { place: error.place } : {}),
    ...(error.path ? { path: error.path } : {}),
  });
