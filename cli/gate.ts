/**
 * The one gate for text that leaves the tool: every line it prints and every annotation it makes
 * passes here, so what the owner typed reaches a terminal or a CI log as text, never as something
 * to do. A terminal obeys escape sequences ("\u001b[2J" clears it); GitHub's runner obeys a line
 * holding "##[command]" anywhere, or starting "::command::" (its ActionCommand.TryParse and
 * TryParseV2), and splits lines at a lone CR as well as at LF. So control characters are written
 * out ("\u001b"), as are the marks that turn text around and half characters; "##[" and a leading
 * "::" get an invisible space in the middle; the tool's own annotations are escaped as the runner
 * unescapes them.
 */

/** Control characters, line and paragraph separators, the marks that reorder text, halves of a character. */
const unsafe = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/gu;
const named: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
const written = (char: string) => named[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** A text as one line: every character `unsafe` finds written out, line breaks too ("\n", "\u001b"). */
export const oneLine = (text: string): string => text.replace(unsafe, written);

/** An invisible space that breaks a command apart where the runner looks for one. */
const breaker = "\u200b";

/** A line the runner reads as a line of text: no "##[" anywhere, no "::" after its leading spaces. */
const noCommand = (line: string) => line.replaceAll("##[", `#${breaker}#[`).replace(/^(\s*):(?=:)/, `$1:${breaker}`);

/** Text to print: each of its lines (the tool's own "\n" ends one) made harmless. */
export const harmless = (text: string): string =>
  text
    .split("\n")
    .map((line) => noCommand(oneLine(line)))
    .join("\n");

/**
 * A value printed as JSON (`site check --json`): JSON escapes control characters already; "##[" and
 * the marks that reorder text are written as escapes too, which every JSON reader turns back.
 */
export const harmlessJson = (value: unknown): string =>
  JSON.stringify(value, null, 2)
    .replaceAll("##[", "\\u0023#[")
    .replace(/[\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, written);

/** The runner's escapes of a command's message and of its properties (ActionCommand.cs: UnescapeData, UnescapeProperty). */
const escapeData = (text: string) => text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
/** Unsafe characters but CR and LF, which the runner's escapes carry: a file named with a line break is still found. */
const visibleButLines = (text: string) =>
  text.replace(unsafe, (char) => (char === "\r" || char === "\n" ? char : written(char)));

/**
 * A workflow command of the tool's own, `::error file=…,line=…,col=…::message`: each property and the
 * message escaped as the runner reads them back, and the message with no command of its own inside.
 */
export function workflowCommand(
  command: "error" | "warning",
  properties: Record<string, string | number>,
  message: string,
): string {
  const props = Object.entries(properties)
    .map(([name, value]) => `${name}=${escapeProperty(visibleButLines(String(value)))}`)
    .join(",");
  const data = escapeData(noCommand(visibleButLines(message)));
  return `::${command}${props ? ` ${props}` : ""}::${data}`;
}
