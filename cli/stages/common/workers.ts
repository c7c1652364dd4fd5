/**
 * Work spread over the machine's cores: converting Markdown, drawing share
 * cards and cutting fonts run in worker threads (cli/stages/jobs.ts) while the main
 * thread goes on, rendering pages say. Each worker runs the workers' script of
 * the main thread's bundle (cli/bundle.js), with its own code cache. Workers
 * start only when a build has such work, so a build with everything cached
 * starts none, nor loads Node's worker_threads.
 *
 * Run from the sources (the unit tests) or from a bundle kept only in memory,
 * there is no bundle for a worker to load: the jobs then run on this thread,
 * with the same results.
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { SiteErrors } from "../../errors.js";
import { type Answer, received } from "./job-results.js";

/** The kinds of work a worker thread does: what each runs is the workers' script's (cli/stages/jobs.ts). */
export type JobName = "markdown" | "card" | "font";

/** Where a worker finds the bundle: bundle.js's URL, the folder of the running bundle, and the checksum of its workers' script. */
export interface WorkerSetup {
  loader: string;
  folder: string;
  sum: number;
}

let setup: WorkerSetup | undefined;

export function setWorkerSetup(value: WorkerSetup | undefined): void {
  setup = value;
}

interface Pending {
  id: number;
  name: JobName;
  input: unknown;
  transfer: ArrayBuffer[];
  here: (input: never) => Promise<unknown>;
  resolve: (output: unknown) => void;
  reject: (failure: unknown) => void;
}

interface Thread {
  worker: Worker;
  jobs: Map<number, Pending>;
  /** Its script loaded: it answers jobs. */
  started: boolean;
  /** Ending on purpose (close): its exit is no failure. */
  closing: boolean;
}

/** Jobs a worker holds at once: while one waits for sharp's threads, the next is laid out. */
const perWorker = 2;
/**
 * Milliseconds of work a worker holds at once beyond that: enough small jobs (Markdown) that it
 * never waits for the next while this thread is busy with its own.
 */
const heldWork = 80;
const fits = (thread: Thread, job: Pending) =>
  thread.jobs.size < perWorker ||
  [...thread.jobs.values()].reduce((sum, held) => sum + jobCost[held.name], 0) + jobCost[job.name] <= heldWork;

/** About how many milliseconds a job of each kind takes, once its worker is warm. */
const jobCost: Record<JobName, number> = { markdown: 600, card: 120, font: 150 };
/**
 * Work, in milliseconds, one worker is given before another starts: a worker's start and the first
 * use of each library (sharp, satori's fonts) cost about as much, so three share cards take one worker.
 */
const workPerWorker = 500;

/**
 * Worker threads for one build: at most `size`, one fewer than the machine's cores, started as jobs
 * arrive; this thread converts Markdown too while more is waiting than the workers will soon get to.
 * Each worker holds a copy of the tool and of the libraries its jobs load, so one fewer keeps the
 * memory of the largest builds in bounds. `close()` ends them; a worker that dies fails the jobs it held, as an
 * internal error.
 */
export class WorkerPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private hereRunning = 0;
  /** A worker failed to start (its script damaged, the thread refused): the rest of the jobs run here. */
  private noWorkers = false;
  /** A started worker ended with jobs in hand: why; every job after it fails the same way. */
  private broken: unknown;

  constructor(private readonly size = Math.max(1, availableParallelism() - 1)) {}

  /**
   * Job `name` (cli/stages/jobs.ts) in a worker; `here` is the same job on this thread, for when no
   * worker can start. The caller passes it, so its module's fingerprint covers the job's code, and
   * its types are the job's.
   */
  run<Input, Output>(
    name: JobName,
    input: Input,
    here: (input: Input) => Promise<Output>,
    transfer: ArrayBuffer[] = [],
  ): Promise<Output> {
    return new Promise((resolve, reject) => {
      if (this.broken !== undefined) {
        reject(this.broken);
        return;
      }
      this.queue.push({
        id: this.nextId++,
        name,
        input,
        transfer,
        here: here as (input: never) => Promise<unknown>,
        resolve: resolve as (output: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  private dispatch(): void {
    // Without workers, this thread takes every job, as many at once as a worker would.
    if (!setup || this.noWorkers) {
      while (this.queue.length > 0 && this.hereRunning < perWorker) this.runHere(true);
      return;
    }
    while (this.queue.length > 0) {
      const waiting = [...this.queue, ...this.threads.flatMap((thread) => [...thread.jobs.values()])];
      const work = waiting.reduce((sum, job) => sum + jobCost[job.name], 0);
      const wanted = Math.min(this.size, Math.max(1, Math.ceil(work / workPerWorker)));
      if (this.threads.length < wanted) this.start();
      const thread = this.threads
        .filter((candidate) => fits(candidate, this.queue[0]))
        .sort((a, b) => a.jobs.size - b.jobs.size)[0];
      if (!thread) {
        this.runHere();
        return;
      }
      const job = this.queue.shift() as Pending;
      thread.jobs.set(job.id, job);
      thread.worker.ref();
      thread.worker.postMessage({ id: job.id, name: job.name, input: job.input }, job.transfer);
    }
  }

  /**
   * The next job on this thread: one at a time while workers run (and only while the queue holds
   * more than a worker's share), or all of them when no worker can start.
   */
  private runHere(alone = false): void {
    const queued = this.queue.reduce((sum, job) => sum + jobCost[job.name], 0);
    // Markdown only: a card or a font here would load satori, sharp or harfbuzz into this thread too, a second copy in memory.
    if (!alone && (this.hereRunning > 0 || queued <= workPerWorker || this.queue[0].name !== "markdown")) return;
    const job = this.queue.shift() as Pending;
    this.hereRunning++;
    job
      .here(job.input as never)
      .then(job.resolve, job.reject)
      .finally(() => {
        this.hereRunning--;
        // After the workers' answers waiting meanwhile: they get their next jobs before this thread takes another.
        setImmediate(() => this.dispatch());
      });
  }

  private start(): Thread | undefined {
    if (!setup) return undefined;
    const { Worker } = createRequire(import.meta.url)("node:worker_threads") as typeof import("node:worker_threads");
    const worker = new Worker(
      "const { workerData } = require('node:worker_threads'); import(workerData.loader).then((loader) => loader.runWorker(workerData));",
      { eval: true, workerData: setup },
    );
    const thread: Thread = { worker, jobs: new Map(), started: false, closing: false };
    worker.on("message", (answer: Answer) => {
      if ("started" in answer) {
        thread.started = true;
        return;
      }
      const job = thread.jobs.get(answer.id);
      if (!job) return;
      thread.jobs.delete(answer.id);
      if ("output" in answer) job.resolve(answer.output);
      else if ("mistakes" in answer) {
        const errors = answer.mistakes.map(received);
        job.reject(errors.length === 1 ? errors[0] : new SiteErrors(errors));
      } else {
        const failure = new Error(answer.failure.message);
        failure.name = answer.failure.name;
        if (answer.failure.stack) failure.stack = answer.failure.stack;
        job.reject(failure);
      }
      if (thread.jobs.size === 0) worker.unref();
      this.dispatch();
    });
    const fail = (failure: unknown) => {
      if (thread.closing || !this.threads.includes(thread)) return;
      this.threads.splice(this.threads.indexOf(thread), 1);
      const held = [...thread.jobs.values()];
      thread.jobs.clear();
      if (thread.started && held.length === 0) {
        this.dispatch();
        return;
      }
      if (thread.started) {
        // Its jobs will never be answered: they, and every job still to come, fail the build at once.
        // Left waiting, nothing would settle them, and the process would end with no word.
        this.broken = failure;
        for (const job of [...held, ...this.queue.splice(0)]) job.reject(failure);
        return;
      }
      // It never started: its jobs, and all that follow, run on this thread, with the same results.
      this.noWorkers = true;
      this.queue.unshift(...held);
      this.dispatch();
    };
    worker.on("error", fail);
    worker.on("exit", (code) =>
      fail(new Error(`a worker thread ended (exit code ${code}) without answering its jobs`)),
    );
    this.threads.push(thread);
    return thread;
  }

  /** Ends the workers once they are done; each keeps the code its jobs compiled for the next build. */
  async close(): Promise<void> {
    await Promise.all(
      this.threads.splice(0).map((thread) => {
        thread.closing = true;
        const ended = new Promise<void>((resolve) => thread.worker.once("exit", () => resolve()));
        thread.worker.postMessage({ close: true });
        thread.worker.ref();
        return ended;
      }),
    );
  }
}
