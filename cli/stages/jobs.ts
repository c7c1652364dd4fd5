/**
 * What a worker thread does (cli/stages/common/workers.ts): one function per kind of job,
 * each loading its code only when first asked, so a worker that draws share
 * cards never loads remark. Inputs and outputs cross threads as structured
 * clones; the owner's mistakes cross as catalogue entries and are SiteErrors
 * again on the other side.
 */
import { type MessagePort, parentPort } from "node:worker_threads";
import type { ContentType } from "../content/registry.js";
import { SiteError, SiteErrors } from "../errors.js";
import type { MarkdownBatch } from "./1-load/convert.js";
import type { CardInput } from "./5-cards/card-drawing.js";
import { type Answer, type Converted, converted, sendable } from "./common/job-results.js";
import type { JobName } from "./common/workers.js";

export const jobs = {
  /**
   * Markdown files of the listed content types, each named by its type's name: front matter
   * checked, text as HTML; each file's mistakes apart.
   */
  markdown: async (input: MarkdownBatch): Promise<Converted<unknown>[]> => {
    const [{ loadMarkdown }, { allTypes }] = await Promise.all([
      import("./1-load/formats.js"),
      import("../content/registry.js"),
    ]);
    const types = new Map(
      allTypes()
        .filter((type) => type.format === "markdown")
        .map((type) => [type.name, type as ContentType<object>]),
    );
    const results: Converted<unknown>[] = [];
    for (const { type, file, text, lang } of input.files) {
      const known = types.get(type);
      if (!known) throw new Error(`no Markdown type "${type}" in this thread's registry`);
      results.push(await converted(() => loadMarkdown(known, file, text, { ...input.context, lang })));
    }
    return results;
  },
  /** A share card as PNG. */
  card: async (input: CardInput) => (await import("./5-cards/card-drawing.js")).drawCard(input),
  /** A font cut to some characters, as WOFF2. */
  font: async (input: { source: Uint8Array; text: string }) =>
    (await import("./7-fonts/font-subset.js")).subsetFace(input.source, input.text),
} satisfies Record<JobName, (input: never) => Promise<unknown>>;

/** Answers the main thread's jobs until it says to close; `keepCode` saves the compiled code first. */
export function serveJobs(keepCode: () => Promise<void>): void {
  const port = parentPort;
  if (!port) throw new Error("serveJobs runs in a worker thread");
  port.postMessage({ started: true } satisfies Answer);
  port.on("message", async (message: { id: number; name: JobName; input: never } | { close: true }) => {
    if ("close" in message) {
      await keepCode();
      process.exit(0);
    }
    const { id, name, input } = message;
    let answer: Answer;
    try {
      answer = { id, output: await (jobs[name] as (input: never) => Promise<unknown>)(input) };
    } catch (failure) {
      if (failure instanceof SiteErrors) answer = { id, mistakes: failure.errors.map(sendable) };
      else if (failure instanceof SiteError) answer = { id, mistakes: [sendable(failure)] };
      else {
        const error = failure instanceof Error ? failure : new Error(String(failure));
        answer = { id, failure: { name: error.name, message: error.message, stack: error.stack } };
      }
    }
    post(port, answer);
  });
}

/**
 * Sends a job's answer. Bytes that fill their buffer move to the main thread instead of being
 * copied (a small Buffer shares Node's pool); a buffer Node cannot move (one a native library
 * made, such as sharp's output on Node 22 and later) is copied. An answer that cannot cross at all
 * is sent as the job's failure, so the main thread always hears back.
 */
function post(port: MessagePort, answer: Answer): void {
  const output = "output" in answer ? answer.output : undefined;
  const whole =
    output instanceof Uint8Array && output.byteOffset === 0 && output.byteLength === output.buffer.byteLength;
  if (whole) {
    try {
      port.postMessage(answer, [output.buffer as ArrayBuffer]);
      return;
    } catch {
      // Not movable: copied below.
    }
  }
  try {
    port.postMessage(answer);
  } catch (failure) {
    const error = failure instanceof Error ? failure : new Error(String(failure));
    port.postMessage({
      id: (answer as { id: number }).id,
      failure: {
        name: error.name,
        message: `the job's answer could not be sent: ${error.message}`,
        stack: error.stack,
      },
    } satisfies Answer);
  }
}
