/**
 * Text that was meant to be replaced before publishing. The original site
 * shipped structured data with such gaps; this one never does. Also the facts
 * that `{{site.…}}` fields may name.
 */
import { type ErrorList, SiteError } from "../errors.js";
import type { YamlSource } from "./yaml.js";

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

/** Placeholder text in any value of a YAML file (also used by `site buffet set`). */
export function checkPlaceholders(source: YamlSource, errors: ErrorList, allowFields: boolean): void {
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") {
      const gap = findPlaceholder(value, { allowFields });
      if (gap) {
        errors.add(
          new SiteError(`${path.join(".")} contains ${gap.what} ${JSON.stringify(gap.text)}`, {
            place: source.placeOf(path),
            hint: "replace it with the real text before publishing",
          }),
        );
      }
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, index]);
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    }
  };
  walk(source.data, []);
}

/** `site.yaml`'s values by dotted path, for `{{site.…}}` fields. */
export function factsOf(value: unknown, prefix = "site", into = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) factsOf(child, `${prefix}.${key}`, into);
  } else if (value !== undefined) {
    into.set(prefix, String(value));
  }
  return into;
}
