/**
 * What a build makes: files by their path in the output folder, made in memory by every step
 * and written by the last (cli/stages/9-write/), which keeps a file of its own beside them.
 */

export interface OutputFile {
  /** Relative to the output folder, with "/" separators. */
  path: string;
  contents: string | Uint8Array;
}

/** The file that marks a folder as the tool's own output. Never served, never uploaded. */
export const outputMarker = ".site-output";
