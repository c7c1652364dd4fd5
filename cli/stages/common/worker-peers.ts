/**
 * The two kinds of worker a build starts (cli/stages/workers.ts), behind one interface:
 *
 * - worker threads convert Markdown: many small jobs, JavaScript only;
 * - the image process draws share cards and cuts fonts: satori, sharp's libvips and harfbuzz.
 *   A process of its own, because the C library keeps memory that libvips' threads freed in
 *   pools per thread, and only a process's environment can bound them (`MALLOC_ARENA_MAX`):
 *   started with 2, it holds what a cold build of many pages draws in far less, and whatever it
 *   keeps is given back when it ends, with the build's drawing. The owner's photos are made in
 *   the tool's process, as before: libaom's AVIF files come out other bytes and pixels under
 *   that setting, and a photo's file must be the same wherever the site is built.
 *
 * Either runs the workers' script of the running bundle (cli/bundle.js `runWorker`), which
 * answers jobs (cli/stages/jobs.ts) until it is told to close.
 */
import type { ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import type { Socket } from "node:net";
import type { Worker } from "node:worker_threads";
import type { Answer } from "./job-results.js";

import type { WorkerSetup } from "./worker-setup.js";

export type WorkerKind = "thread" | "process";

/** A started worker, as the pool sees it. */
export interface Peer {
  /** A job, or the word to close. */
  send(message: object): void;
  onAnswer(listener: (answer: Answer) => void): void;
  /** It failed or ended without being told to close: why. */
  onEnd(listener: (failure: unknown) => void): void;
  /** Whether it keeps the tool's process alive: while it holds jobs. */
  hold(held: boolean): void;
  /** Tells it to close; resolves once it has ended (after saving the code it compiled). */
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** What a new worker runs first: the bundle's loader, then its workers' script. */
const start = (setupFrom: string) =>
  `const setup = ${setupFrom}; import(setup.loader).then((loader) => loader.runWorker(setup));`;

export function startPeer(kind: WorkerKind, setup: WorkerSetup): Peer {
  return kind === "thread" ? threadPeer(setup) : processPeer(setup);
}

function threadPeer(setup: WorkerSetup): Peer {
  const { Worker } = require("node:worker_threads") as typeof import("node:worker_threads");
  const worker: Worker = new Worker(`${start("require('node:worker_threads').workerData")}`, {
    eval: true,
    workerData: setup,
  });
  let closing = false;
  return {
    send: (message) => worker.postMessage(message),
    onAnswer: (listener) => void worker.on("message", listener),
    onEnd: (listener) => {
      worker.on("error", (failure) => closing || listener(failure));
      worker.on(
        "exit",
        (code) =>
          closing || listener(new Error(`a worker thread ended (exit code ${code}) without answering its jobs`)),
      );
    },
    hold: (held) => (held ? worker.ref() : worker.unref()),
    close: () => {
      closing = true;
      const ended = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      worker.postMessage({ close: true });
      worker.ref();
      return ended;
    },
  };
}

/** What the image process wrote on its error stream, kept for an internal error's details (DEBUG=site). */
const keptErrorBytes = 4096;

function processPeer(setup: WorkerSetup): Peer {
  const { spawn } = require("node:child_process") as typeof import("node:child_process");
  const child: ChildProcess = spawn(process.execPath, ["-e", start("JSON.parse(process.env.SITE_WORKER)")], {
    // Its answers come over the channel; what it might print is no line for the owner.
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    // Buffers and typed arrays cross as they are, not as JSON.
    serialization: "advanced",
    env: { ...process.env, MALLOC_ARENA_MAX: "2", SITE_WORKER: JSON.stringify(setup) },
    windowsHide: true,
  });
  let said = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    if (said.length < keptErrorBytes) said += chunk.toString("utf8");
  });
  let closing = false;
  let ended = false;
  // Ended, or never started (the error is then all that comes).
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", () => resolve());
  });
  const hold = (held: boolean) => {
    for (const handle of [child, child.channel, child.stderr as Socket | null]) {
      if (held) handle?.ref?.();
      else handle?.unref?.();
    }
  };
  return {
    send: (message) => {
      if (!ended) child.send(message);
    },
    onAnswer: (listener) => void child.on("message", listener),
    onEnd: (listener) => {
      child.on("error", (failure) => {
        ended = true;
        if (!closing) listener(failure);
      });
      child.on("exit", (code, signal) => {
        ended = true;
        if (closing) return;
        const failure = new Error(
          `the image process ended (${signal ? `signal ${signal}` : `exit code ${code}`}) without answering its jobs`,
        );
        if (said) failure.stack = `${failure.stack}\n${said.trim()}`;
        listener(failure);
      });
    },
    hold,
    close: () => {
      closing = true;
      hold(true);
      if (!ended) child.send({ close: true });
      return exited;
    },
  };
}
