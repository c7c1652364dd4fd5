/**
 * Where workers find the bundle, as bin.js hands it to main: a module of its own, which every command
 * loads, so that only a command with jobs loads the pool (workers.ts) and what starts workers.
 */

/** Where a worker finds the bundle: bundle.js's URL, the folder of the running bundle, and the checksum of its workers' script. */
export interface WorkerSetup {
  loader: string;
  folder: string;
  sum: number;
}

let setup: WorkerSetup | undefined;

/** Without a setup (run from the sources, or from a bundle in no folder of the cache), jobs run on the main thread. */
export function setWorkerSetup(value: WorkerSetup | undefined): void {
  setup = value;
}

export const workerSetup = (): WorkerSetup | undefined => setup;
