/**
 * Text that was meant to be replaced before publishing. The original site
 * shipped structured data with such gaps; this one never does.
 */
const patterns: { pattern: RegExp; what: string }[] = [
  { pattern: /(?<!\{)\{[A-Za-z_][\w.-]*\}(?!\})/, what: "a placeholder in braces" },
  { pattern: /\{\{[^{}]*\}\}/, what: "an unfilled {{…}} field" },
  { pattern: /\[(?:[A-ZÄÖÜ][\wäöüß -]{0,30}|\.\.\.|…)\](?!\()/, what: "a placeholder in brackets" },
  { pattern: /\b(?:TODO|FIXME|XXX|TBD)\b/, what: "an unfinished-work marker" },
  { pattern: /\blorem ipsum\b|\bLorem\b/i, what: "dummy text" },
];

export interface Placeholder {
  text: string;
  index: number;
  what: string;
}

/** The first placeholder in `text`, if any. `allowFields` keeps `{{param}}` dictionary fields. */
export function findPlaceholder(text: string, options: { allowFields?: boolean } = {}): Placeholder | undefined {
  let first: Placeholder | undefined;
  for (const { pattern, what } of patterns) {
    if (options.allowFields && what.startsWith("an unfilled")) continue;
    const match = pattern.exec(text);
    if (match && (!first || match.index < first.index)) first = { text: match[0], index: match.index, what };
  }
  return first;
}
