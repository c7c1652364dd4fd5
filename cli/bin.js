#!/usr/bin/env node
// The `site` command: runs the CLI from its bundle (bundle.js). A failure the CLI cannot report
// itself (one while starting, a promise nobody waited for) is still one line of the catalogue,
// never a stack trace; DEBUG=site adds the stack.
import { codeChangedSince, loadCli, loaderUrl, toolRoot } from "./bundle.js";
import { catalogueLine, debugging, SourceUnreadable } from "./startup-lines.js";

/** @type {Awaited<ReturnType<typeof loadCli>> | undefined} */
let cli;

/** @param {unknown} failure */
async function report(failure) {
  process.exitCode = 1;
  // A mistake in cli/ or templates/ that esbuild found: one line naming the place, like any other mistake.
  if (failure instanceof SourceUnreadable) {
    console.error(failure.message);
    return;
  }
  if (cli) {
    for (const line of cli.exports.describeFailure(failure)) console.error(cli.exports.harmless(line));
    return;
  }
  const detail = failure instanceof Error ? `${failure.name}: ${failure.message.split("\n")[0]}` : String(failure);
  const fallback = `internal error (a bug in the tool, not in your content): ${detail}`;
  console.error(await catalogueLine(toolRoot, "InternalError", { detail }, fallback));
  if (debugging() && failure instanceof Error) console.error((failure.stack ?? "").split("\n").slice(1).join("\n"));
}

// A reader that went away (`site build 2>&1 | head`) fails no command: what it would have read is dropped, as
// Node drops it itself unless loader hooks run (a bundle from memory). Reported, it failed again, for ever.
// An error stream that takes no line (`2>/dev/full`, a full disk) cannot say so either: the exit code does.
// An output stream that takes none is said on the error stream, as the owner's to fix.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (/** @type {NodeJS.ErrnoException} */ failure) => {
    if (failure.code === "EPIPE") return;
    if (stream === process.stderr) {
      process.exitCode = 1;
      return;
    }
    throw cli ? cli.exports.outputStreamFailure(failure) : failure;
  });
}

process.on("unhandledRejection", report);
process.on("uncaughtException", (failure) => report(failure).finally(() => process.exit(1)));

/**
 * Runs the command. Not awaited at the top level: when work is left that nothing will ever settle
 * (a job no thread will answer), Node would end with exit code 13 and a warning naming this file;
 * `beforeExit` below says it in the catalogue's words instead.
 */
async function run() {
  cli = await loadCli();
  // The restaurant's clock is the process's: Berlin's date and time without setting up Intl (shared/time.ts).
  cli.exports.keepRestaurantTime();
  const { folder } = cli.bundle;
  await cli.exports.main(process.argv, toolRoot, {
    // What the bundle cannot load with require(): files that are ES modules only.
    importModule: (/** @type {string} */ specifier) => import(specifier),
    cacheProblem: cli.bundle.problem,
    // Whether the tool's code is no longer the code this process runs (a long `site serve`); a mistake in it too.
    codeChanged: () => codeChangedSince(folder).catch(() => true),
    // Worker threads run the workers' script of this bundle: only of one kept on disk.
    workers:
      cli.bundle.kept && cli.bundle.workerSum !== undefined
        ? { loader: loaderUrl, folder: cli.bundle.folder, sum: cli.bundle.workerSum }
        : undefined,
  });
}

let finished = false;
run()
  .catch(report)
  .finally(() => {
    finished = true;
  });

// Nothing left that could finish the command, yet it has not finished: said once, exit code 1.
process.once("beforeExit", () => {
  if (!finished) report(new Error("the command stopped with work that nothing will finish"));
});
