// The lines the tool prints while it starts, before the bundle that holds the catalogue can run
// (bundle.js, bin.js): a line of the catalogue made without the bundle, and esbuild's first error in
// the tool's code as one such line. Plain JavaScript, as bundle.js is: Node runs it as it is.
import { join } from "node:path";

/** A source file of the tool that esbuild cannot read: printed as one line, without a stack. */
export class SourceUnreadable extends Error {
  /** @param {string} line */
  constructor(line) {
    super(line);
    this.name = "SourceUnreadable";
  }
}

/**
 * A line of the catalogue (messages/), for when the bundle that holds it cannot run: the
 * catalogue is bundled on its own for it. Should that fail too, `fallback` (English) is the line.
 * @param {string} root
 * @param {string} name
 * @param {Record<string, unknown>} params
 * @param {string} fallback
 */
export async function catalogueLine(root, name, params, fallback) {
  try {
    const { build } = await import("esbuild");
    const catalogue = await build({
      stdin: {
        contents: 'export { render } from "./messages/index.ts"; export { toolLanguage } from "./language.ts";',
        resolveDir: join(root, "cli"),
        loader: "ts",
      },
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      logLevel: "silent",
    });
    const code = Buffer.from(catalogue.outputFiles[0].contents).toString("base64");
    const { render, toolLanguage } = await import(`data:text/javascript;base64,${code}`);
    const { message, hint } = render(name, params, toolLanguage(process.env));
    return hint ? `${message} (${hint})` : message;
  } catch {
    return fallback;
  }
}

/**
 * The line for esbuild's first error: its file, line and column (esbuild's column counts from 0), in
 * the tool's language; in English should the catalogue be the file that cannot be read.
 * @param {string} root
 * @param {unknown} failure
 */
export async function sourceUnreadable(root, failure) {
  const first = /** @type {{ errors?: import("esbuild").Message[] }} */ (failure).errors?.[0];
  if (!first) return failure;
  const place = first.location ? `${first.location.file}:${first.location.line}:${first.location.column + 1} ` : "";
  const line = await catalogueLine(
    root,
    "SourceUnreadable",
    { detail: first.text },
    `the tool's code cannot be read here: ${first.text}`,
  );
  return new SourceUnreadable(`${place}${line}`);
}

/** DEBUG=site (or a list that names it, or *): internal errors with their stack. */
export const debugging = () =>
  (process.env.DEBUG ?? "").split(/[\s,]+/).some((name) => name === "site" || name === "*");

/**
 * On a terminal, a wait for the bundle (a first run, or one after the tool's code changed) is named once
 * it lasts, on the line the build's progress then takes over (cli/progress.ts); never piped, in CI or
 * with --quiet. Returns what ends it.
 * @param {string} root
 */
export function announceWait(root) {
  const stream = process.stderr;
  const quiet = process.argv.some((arg) => arg === "--quiet" || arg === "-q" || arg === "--json");
  if (
    !stream.isTTY ||
    quiet ||
    process.env.CI ||
    process.env.GITHUB_ACTIONS === "true" ||
    process.env.TERM === "dumb"
  ) {
    return () => {};
  }
  let ended = false;
  let shown = false;
  const params = { step: "tool", done: 0, total: 0, item: "" };
  const timer = setTimeout(async () => {
    const line = await catalogueLine(root, "Progress", params, "Preparing the tool …");
    if (ended) return;
    stream.write(`\r${process.env.NO_COLOR ? line : `\u001b[2m${line}\u001b[22m`}\u001b[K`);
    shown = true;
  }, 300);
  return () => {
    ended = true;
    clearTimeout(timer);
    if (shown) stream.write("\r\u001b[K");
  };
}
