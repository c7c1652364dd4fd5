// Loaded into `site build` or `site check` with `node --import`: the fault that SITE_FAULT names, so a
// test sees what the owner sees when the tool's own work goes wrong.
//   transfer   a worker's port refuses to move buffers, as Node 22 and later do for memory a native
//              library made (sharp's PNGs): answers must still arrive
//   worker     a started worker thread ends as soon as it is given a job, holding it unanswered
//   unsettled  the stylesheet's bundling (lightningcss) never comes back, so nothing settles the command
// Worker threads do not run `--import`: the worker faults are put in front of the code each worker
// evaluates (cli/stages/common/workers.ts starts them from a line of code).
import { createRequire, syncBuiltinESMExports } from "node:module";
import threads from "node:worker_threads";

/** @type {Record<string, string>} */
const inWorker = {
  transfer: `{
    const { MessagePort } = require("node:worker_threads");
    const postMessage = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (message, transfer) {
      if (Array.isArray(transfer) && transfer.some((item) => item instanceof ArrayBuffer))
        throw new DOMException("Cannot transfer object of unsupported type.", "DataCloneError");
      return postMessage.call(this, message, transfer);
    };
  }`,
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

const fault = process.env.SITE_FAULT ?? "";

if (fault in inWorker) {
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
  // The same module object the tool's bundle requires: its every build bundles the stylesheets.
  const lightningcss = createRequire(import.meta.url)("lightningcss");
  lightningcss.bundleAsync = () => new Promise(() => {});
} else if (fault) {
  throw new Error(`SITE_FAULT="${fault}": expected transfer, worker or unsettled`);
}
