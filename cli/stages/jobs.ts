/**
 * What a worker does (cli/stages/common/workers.ts), in a worker thread or in the image
 * process: one function per kind of job, each loading its code only when first
 * asked, so the image process never loads remark and a thread never loads sharp.
 * Inputs and outputs cross as structured clones; the owner's mistakes cross as
 * catalogue entries and are SiteErrors again on the other side.
 */
import { parentPort } from "node:worker_threads";
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

type Message = { id: number; name: JobName; input: never } | { close: true };

/** Where a worker's answers go: its thread's port, or the image process's channel to the tool's process. */
interface JobPort {
  postMessage(answer: Answer): void;
  on(event: "message", listener: (message: Message) => void): unknown;
}

function jobPort(): JobPort {
  if (parentPort) return parentPort;
  const send = process.send?.bind(process);
  if (!send) throw new Error("serveJobs runs in a worker thread or in the image process");
  // The tool's process is gone (ended, killed): nothing will ask for more.
  process.on("disconnect", () => process.exit(0));
  return {
    postMessage: (answer) => void send(answer),
    on: (event, listener) => process.on(event, listener),
  };
}

/** Answers the tool's jobs until it says to close; `keepCode` saves the compiled code first. */
export function serveJobs(keepCode: () => Promise<void>): void {
  const port = jobPort();
  port.postMessage({ started: true } satisfies Answer);
  port.on("message", async (message: Message) => {
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
 * Sends a job's answer, copied (Markdown's are text; the image process's bytes cross its channel as
 * a copy anyway). An answer that cannot cross at all is sent as the job's failure, so the tool always
 * hears back.
 */
function post(port: JobPort, answer: Answer): void {
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
