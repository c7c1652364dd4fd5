/**
 * A Markdown file cut at its front matter: the YAML between a first line "---" and the next
 * line "---" (spaces after either allowed), then the Markdown. By lines, so the build and the
 * editor agree on where the YAML ends, and every part keeps its line in the file.
 */
export interface FrontMatter {
  /** The lines between the two "---" lines; the first of them is the file's line 2. */
  yaml: string;
  /** Where the closing "---" line starts in the text. */
  closingAt: number;
  /** The text after the closing line. */
  body: string;
  /** How many lines of the file come before the body's first line. */
  bodyOffset: number;
}

const isDelimiter = (line: string) => line.trimEnd() === "---";

/** The front matter and body of `text` (line ends already "\n"), or undefined when it opens or closes no front matter. */
export function splitFrontMatter(text: string): FrontMatter | undefined {
  const lines = text.split("\n");
  if (!isDelimiter(lines[0])) return undefined;
  const closing = lines.findIndex((line, index) => index > 0 && isDelimiter(line));
  if (closing < 0) return undefined;
  const before = lines.slice(0, closing);
  return {
    yaml: before.slice(1).join("\n"),
    closingAt: before.join("\n").length + 1,
    body: lines.slice(closing + 1).join("\n"),
    bodyOffset: closing + 1,
  };
}
