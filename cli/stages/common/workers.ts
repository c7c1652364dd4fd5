/**
 * Work spread over the machine's cores: Markdown is converted in worker threads,
 * share cards are drawn and fonts cut in the image process (common/worker-peers.ts:
 * why a process), while the main thread goes on, rendering pages say. Each worker
 * runs the workers' script of the main thread's bundle (cli/bundle.js, jobs in
 * cli/stages/jobs.ts). Workers start only when a build has such work, so a build
 * with everything cached starts none, nor loads Node's worker_threads.
 *
 * Run from the sources (the unit tests) or from a bundle kept only in memory,
 * there is no bundle for a worker to load: the jobs then run on this thread,
 * with the same results.
 */
import { availableParallelism } from "node:os";
import { SiteErrors } from "../../errors.js";
import { type Answer, received } from "./job-results.js";
import { type Peer, startPeer, type WorkerKind } from "./worker-peers.js";
import { type WorkerSetup, workerSetup } from "./worker-setup.js";

/** The kinds of work a worker does: what each runs is the workers' script's (cli/stages/jobs.ts). */
export type JobName = "markdown" | "card" | "font";

export type { WorkerSetup };

/**
 * For a long loop on this thread (rendering, reading pages): a pause of one turn of the event loop
 * once `ms` have passed since the last, so that workers done with their jobs get their next ones
 * meanwhile, rather than wait for the loop's end.
 */
export function eventLoopTurns(ms = 10): () => Promise<void> | undefined {
  let last = performance.now();
  return () => {
    if (performance.now() - last < ms) return undefined;
    return new Promise((resolve) =>
      setImmediate(() => {
        last = performance.now();
        resolve();
      }),
    );
  };
}

interface Pending {
  id: number;
  name: JobName;
  input: unknown;
  here: (input: never) => Promise<unknown>;
  resolve: (output: unknown) => void;
  reject: (failure: unknown) => void;
}

interface Helper {
  kind: WorkerKind;
  peer: Peer;
  jobs: Map<number, Pending>;
  /** Its script loaded: it answers jobs. */
  started: boolean;
}

/** Where each kind of job runs: the image work (satori, sharp, harfbuzz) apart from the rest. */
const kindOf: Record<JobName, WorkerKind> = { markdown: "thread", card: "process", font: "process" };

/** Jobs a worker holds at once: while one waits for sharp's threads, the next is laid out. */
const perWorker = 2;
/**
 * Milliseconds of work a worker holds at once beyond that: enough small jobs (Markdown) that it
 * never waits for the next while this thread is busy with its own.
 */
const heldWork = 80;
const fits = (helper: Helper, job: Pending) =>
  helper.jobs.size < perWorker ||
  [...helper.jobs.values()].reduce((sum, held) => sum + jobCost[held.name], 0) + jobCost[job.name] <= heldWork;

/** About how many milliseconds a job of each kind takes, once its worker is warm. */
const jobCost: Record<JobName, number> = { markdown: 600, card: 120, font: 150 };
/**
 * Work, in milliseconds, one worker thread is given before another starts: a worker's start and the
 * first use of its libraries cost about as much.
 */
const workPerWorker = 500;

/**
 * The workers of one build: at most `size` threads for Markdown, one fewer than the machine's cores,
 * started as jobs arrive (this thread converts Markdown too while more is waiting than the workers
 * will soon get to), and one image process, started with the first card or font. Each holds a copy
 * of the tool and of the libraries its jobs load, so one fewer keeps the memory of the largest builds
 * in bounds. `close()` ends them; a worker that dies fails the jobs it held, as an internal error.
 */
export class WorkerPool {
  private readonly helpers: Helper[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private hereRunning = 0;
  /** A worker failed to start (its script damaged, the thread or process refused): the rest of the jobs run here. */
  private noWorkers = false;
  /** A started worker ended with jobs in hand: why; every job after it fails the same way. */
  private broken: unknown;

  constructor(private readonly size = Math.max(1, availableParallelism() - 1)) {}

  /**
   * Job `name` (cli/stages/jobs.ts) in a worker; `here` is the same job on this thread, for when no
   * worker can start. The caller passes it, so its module's fingerprint covers the job's code, and
   * its types are the job's.
   */
  run<Input, Output>(name: JobName, input: Input, here: (input: Input) => Promise<Output>): Promise<Output> {
    return new Promise((resolve, reject) => {
      if (this.broken !== undefined) {
        reject(this.broken);
        return;
      }
      const job: Pending = {
        id: this.nextId++,
        name,
        input,
        here: here as (input: never) => Promise<unknown>,
        resolve: resolve as (output: unknown) => void,
        reject,
      };
      // Fonts go before the cards waiting: the last thing a build waits for, they are few and quick.
      const after = name === "font" ? this.queue.findIndex((queued) => queued.name !== "font") : -1;
      this.queue.splice(after < 0 ? this.queue.length : after, 0, job);
      this.dispatch();
    });
  }

  private dispatch(): void {
    // Without workers, this thread takes every job, as many at once as a worker would.
    if (!workerSetup() || this.noWorkers) {
      while (this.queue.length > 0 && this.hereRunning < perWorker) this.runHere(true);
      return;
    }
    for (const job of [...this.queue]) {
      const helper = this.helperFor(job);
      if (!helper) continue;
      this.queue.splice(this.queue.indexOf(job), 1);
      helper.jobs.set(job.id, job);
      helper.peer.hold(true);
      helper.peer.send({ id: job.id, name: job.name, input: job.input });
    }
    if (this.queue.length > 0) this.runHere();
  }

  /** A worker of the job's kind with room for it, started when the work waiting asks for one more. */
  private helperFor(job: Pending): Helper | undefined {
    const kind = kindOf[job.name];
    const ofKind = this.helpers.filter((helper) => helper.kind === kind);
    const waiting = [...this.queue, ...ofKind.flatMap((helper) => [...helper.jobs.values()])].filter(
      (other) => kindOf[other.name] === kind,
    );
    const work = waiting.reduce((sum, other) => sum + jobCost[other.name], 0);
    const wanted = kind === "process" ? 1 : Math.min(this.size, Math.max(1, Math.ceil(work / workPerWorker)));
    if (ofKind.length < wanted) ofKind.push(this.start(kind));
    return ofKind.filter((helper) => fits(helper, job)).sort((a, b) => a.jobs.size - b.jobs.size)[0];
  }

  /**
   * The next job on this thread: Markdown only, one at a time while workers run (and only while
   * the queue holds more than a worker's share), or every job when no worker can start.
   */
  private runHere(alone = false): void {
    const markdown = this.queue.filter((job) => job.name === "markdown");
    const queued = markdown.reduce((sum, job) => sum + jobCost[job.name], 0);
    // A card or a font here would load satori, sharp or harfbuzz into this process too, a second copy in memory.
    if (!alone && (this.hereRunning > 0 || queued <= workPerWorker)) return;
    const job = alone ? this.queue[0] : markdown[0];
    this.queue.splice(this.queue.indexOf(job), 1);
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

  private start(kind: WorkerKind): Helper {
    const helper: Helper = {
      kind,
      peer: startPeer(kind, workerSetup() as WorkerSetup),
      jobs: new Map(),
      started: false,
    };
    helper.peer.onAnswer((answer: Answer) => {
      if ("started" in answer) {
        helper.started = true;
        return;
      }
      const job = helper.jobs.get(answer.id);
      if (!job) return;
      helper.jobs.delete(answer.id);
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
      if (helper.jobs.size === 0) helper.peer.hold(false);
      this.dispatch();
    });
    helper.peer.onEnd((failure) => {
      if (!this.helpers.includes(helper)) return;
      this.helpers.splice(this.helpers.indexOf(helper), 1);
      const held = [...helper.jobs.values()];
      helper.jobs.clear();
      if (helper.started && held.length === 0) {
        this.dispatch();
        return;
      }
      if (helper.started) {
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
    });
    this.helpers.push(helper);
    return helper;
  }

  /**
   * Ends the worker threads, once the Markdown is all converted: their heaps are given back for the
   * pages to render in, rather than held to the end of the build. A thread still holding a job stays.
   */
  async endThreads(): Promise<void> {
    const idle = this.helpers.filter((helper) => helper.kind === "thread" && helper.jobs.size === 0);
    for (const helper of idle) this.helpers.splice(this.helpers.indexOf(helper), 1);
    await Promise.all(idle.map((helper) => helper.peer.close()));
  }

  /** Ends the workers once they are done; each keeps the code its jobs compiled for the next build. */
  async close(): Promise<void> {
    await Promise.all(this.helpers.splice(0).map((helper) => helper.peer.close()));
  }
}
