/** How commands talk to the person at the terminal: results on stdout, problems on stderr. */
import { describeFailure } from "../errors.js";

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Prints a failure (the owner's mistakes as `file:line:col` lines) and sets exit code 1. */
export function fail(failure: unknown): void {
  for (const line of describeFailure(failure)) console.error(line);
  process.exitCode = 1;
}
