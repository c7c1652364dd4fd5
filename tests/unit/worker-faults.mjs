// Loaded into `site build` or `site check` with `node --import`: the fault that SITE_FAULT names, so a
// test sees what the owner sees when the tool's own work goes wrong.
//   worker     a started worker thread ends as soon as it is given a job, holding it unanswered
//   image      the image process ends as soon as it is given a job, holding it unanswered
//   no-image   the image process cannot start (its program is missing): its jobs run in the tool's process
//   unsettled  html-validate's check of a page never comes back, so nothing settles the command
//   watch      no fault: says on stderr when a worker thread ends and when the image process starts
// Workers do not run `--import`: the worker faults are put in front of the code each worker evaluates
// (cli/stages/common/worker-peers.ts starts them from a line of code).
import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import threads from "node:worker_threads";

/** @type {Record<string, string>} */
const inWorker = {
  worker: `{
    const port = require("node:worker_threads").parentPort;
    const postMessage = port.postMessage;
    port.postMessage = function (message, transfer) {
      postMessage.call(this, message, transfer);
      if (message && message.started)
        port.on("message", (job) => {
          if (!("close" in job)) process.exit(3);
        });
    };
  }`,
};

/** @type {Record<string, string>} */
const inProcess = {
  image: `{
    const send = process.send.bind(process);
    process.send = (message, ...rest) => {
      const sent = send(message, ...rest);
      if (message && message.started)
        process.on("message", (job) => {
          if (!("close" in job)) process.exit(3);
        });
      return sent;
    };
  }`,
};

const fault = process.env.SITE_FAULT ?? "";

/**
 * Node's spawn, with `change` made to how the image process starts (Node with a line of code, -e).
 * @param {(command: string, args: string[]) => [string, string[]]} change
 */
function changeImageProcess(change) {
  const spawn = /** @type {(command: string, args: string[], options: object) => unknown} */ (childProcess.spawn);
  Object.assign(childProcess, {
    spawn: (/** @type {string} */ command, /** @type {string[]} */ args, /** @type {object} */ options) => {
      const [program, programArgs] = args?.[0] === "-e" ? change(command, args) : [command, args];
      return spawn(program, programArgs, options);
    },
  });
  syncBuiltinESMExports();
}

if (fault === "watch") {
  const Worker = threads.Worker;
  threads.Worker = class extends Worker {
    /**
     * @param {string | URL} script
     * @param {import("node:worker_threads").WorkerOptions} [options]
     */
    constructor(script, options) {
      super(script, options);
      this.once("exit", () => process.stderr.write("watch: a worker thread ended\n"));
    }
  };
  changeImageProcess((command, args) => {
    process.stderr.write("watch: the image process starts\n");
    return [command, args];
  });
} else if (fault === "no-image") {
  changeImageProcess((command, args) => [`${command}-missing`, args]);
} else if (fault in inProcess) {
  changeImageProcess((command, [, code, ...rest]) => [command, ["-e", `${inProcess[fault]}\n${code}`, ...rest]]);
} else if (fault in inWorker) {
  const Worker = threads.Worker;
  threads.Worker = class extends Worker {
    /**
     * @param {string | URL} script
     * @param {import("node:worker_threads").WorkerOptions} [options]
     */
    constructor(script, options) {
      super(options?.eval ? `${inWorker[fault]}\n${script}` : script, options);
    }
  };
  syncBuiltinESMExports();
} else if (fault === "unsettled") {
  // The same module the tool's bundle imports for site check, which validates every page it has not seen.
  const { HtmlValidate } = await import("html-validate");
  HtmlValidate.prototype.validateString = () => new Promise(() => {});
} else if (fault) {
  throw new Error(`SITE_FAULT="${fault}": expected worker, image, no-image, unsettled or watch`);
}
