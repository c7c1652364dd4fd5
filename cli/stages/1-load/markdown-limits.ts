/**
 * What no restaurant's text needs and a parser would take seconds or its stack over: markup by the
 * hundred in a paragraph, lists and quotes nested past 20, a thousand list items. Refused at its
 * line before Markdown is parsed (cli/stages/1-load/markdown.ts).
 */
import { SiteError } from "../../errors.js";

/**
 * Nesting, lists and runs of formatting characters no text needs: the
 * parser's time grows with their square or worse (40,000 asterisks took over
 * a minute, "- " 20,000 times on one line four, 6,000 lines of "- - x" too),
 * so they are refused before it starts. The shipped pages use at most 12
 * formatting characters in a paragraph, 3 levels of lists and 30 list items.
 */
const markupPerParagraph = 200;
const markupPerPage = 2000;
/** Lists and quotes inside each other; past it, and past the list items below, parsing takes seconds. */
const maxNesting = 20;
const maxListItems = 1000;

/** A text's body, with the file it is in and the line of that file it starts on, less one. */
export function refuseWhatNoTextNeeds(input: { file: string; body: string; lineOffset: number }): void {
  const lines = input.body.split("\n");
  const at = (index: number, col = 1) => ({ place: { file: input.file, line: index + 1 + input.lineOffset, col } });
  let inParagraph = 0;
  let inPage = 0;
  let listItems = 0;
  /** The columns the content of each open list item starts at: a line indented that far is inside it. */
  const openItems: number[] = [];
  for (const [index, line] of lines.entries()) {
    if (/^\s{1000}/.test(line)) throw SiteError.of("TooDeep", {}, at(index));
    for (const marker of containerMarkers(line, openItems)) {
      if (marker.list) listItems++;
      if (marker.depth > maxNesting) throw SiteError.of("NestedTooDeep", { limit: maxNesting }, at(index, marker.col));
      if (listItems > maxListItems)
        throw SiteError.of("TooManyListItems", { limit: maxListItems }, at(index, marker.col));
    }
    const markup = line.match(/[*_~[\]`]/g)?.length ?? 0;
    inParagraph = line.trim() === "" ? 0 : inParagraph + markup;
    inPage += markup;
    if (inParagraph > markupPerParagraph) {
      throw SiteError.of("TooMuchMarkup", { limit: markupPerParagraph, page: false }, at(index));
    }
    if (inPage > markupPerPage) throw SiteError.of("TooMuchMarkup", { limit: markupPerPage, page: true }, at(index));
  }
}

/**
 * The quote (">") and list ("-", "*", "+", "1.", "1)") markers a line starts
 * with, each with its column and how deep it is nested, counting the list items
 * still open from the lines before (kept in `openItems`). An estimate that
 * never counts more than CommonMark nests: code blocks and lazy lines are not
 * told apart, and only a lower bound of the nesting is needed.
 */
function containerMarkers(line: string, openItems: number[]): { col: number; depth: number; list: boolean }[] {
  if (line.trim() === "") return [];
  const markers: { col: number; depth: number; list: boolean }[] = [];
  let quotes = 0;
  let index = 0;
  let column = 0;
  const skipSpaces = () => {
    while (line[index] === " " || line[index] === "\t") {
      column = line[index] === "\t" ? column + 4 - (column % 4) : column + 1;
      index++;
    }
  };
  skipSpaces();
  const quoteColumns: number[] = [];
  while (line[index] === ">") {
    quoteColumns.push(index + 1);
    index++;
    column++;
    skipSpaces();
  }
  // A line is inside the open items its indentation reaches.
  while (openItems.length > 0 && (openItems.at(-1) as number) > column) openItems.pop();
  for (const col of quoteColumns) markers.push({ col, depth: ++quotes + openItems.length, list: false });
  // "- - -" and "* * *" on their own are a horizontal line, not lists.
  if (/^([-*_])(?:[ \t]*\1){2,}[ \t]*$/.test(line.slice(index))) return markers;
  for (;;) {
    const marker = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(line.slice(index))?.[0];
    if (!marker) break;
    const col = index + 1;
    index += marker.length;
    column += marker.length;
    const before = column;
    skipSpaces();
    // Content starts after one to four spaces; with more, the rest is code one space in.
    openItems.push(column - before > 4 || index === line.length ? before + 1 : column);
    markers.push({ col, depth: quotes + openItems.length, list: true });
  }
  return markers;
}
