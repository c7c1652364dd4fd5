/**
 * Long work shown on one line of the terminal that rewrites itself ("Photos 7/20 · img-2041.heic"),
 * cleared before the closing summary. Only on a terminal: piped, in CI or with --quiet there is
 * none, so logs hold the summary alone. A dozen lines of escape codes do here what a library would.
 */

/** The kinds of long work a build reports, as the catalogue's Progress entry names them. */
export type ProgressStep = "markdown" | "photos" | "cards" | "fonts";

/** Told as work goes on: `done` of `total` finished, `item` the one under way, if it has a name. */
export type ProgressReporter = (step: ProgressStep, done: number, total: number, item?: string) => void;

export interface ProgressLine {
  /** Shows `text` in place of the line before; `last` (the work is done) is drawn however soon it comes. */
  show(text: string, last?: boolean): void;
  /** Clears the line, so what is printed next starts at the left edge of an empty line. */
  clear(): void;
}

interface Terminal {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

/** Redrawn at most this often: a fast build would otherwise spend its time on the terminal. */
const redrawEvery = 80;

/**
 * The progress line for `stream`, or none where nobody watches it: not a terminal, CI, TERM=dumb, or
 * --quiet. NO_COLOR leaves the line, without its dimming. `now` is the clock the redraws are spaced by.
 */
export function progressLine(
  options: { stream?: Terminal; env?: NodeJS.ProcessEnv; quiet?: boolean; now?: () => number } = {},
): ProgressLine | undefined {
  const { stream = process.stderr, env = process.env, quiet = false, now = () => performance.now() } = options;
  if (quiet || !stream.isTTY || env.CI || env.GITHUB_ACTIONS === "true" || env.TERM === "dumb") return undefined;
  const [dim, plain] = env.NO_COLOR ? ["", ""] : ["\u001b[2m", "\u001b[22m"];
  let shown = false;
  let drawn = Number.NEGATIVE_INFINITY;
  return {
    show(text, last = false) {
      const at = now();
      if (at - drawn < redrawEvery && !last) return;
      drawn = at;
      // One column short of the width: a line that fills it wraps on some terminals, and rewrites nothing.
      const width = Math.max(20, (stream.columns ?? 80) - 1);
      const characters = [...text.replace(/\p{Cc}/gu, " ")];
      const line = characters.length > width ? `${characters.slice(0, width - 1).join("")}…` : characters.join("");
      stream.write(`\r${dim}${line}${plain}\u001b[K`);
      shown = true;
    },
    clear() {
      if (shown) stream.write("\r\u001b[K");
      shown = false;
    },
  };
}
