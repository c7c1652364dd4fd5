/**
 * Text that was meant to be replaced before publishing. The original site
 * shipped structured data with such gaps; this one never does. Also the facts
 * that `{{site.…}}` fields may name.
 */
import { type ErrorList, SiteError } from "../../errors.js";
import { anyField } from "../../shared/fields.js";
import type { YamlSource } from "./places.js";

export type PlaceholderKind = "braces" | "field" | "unclosed" | "brackets" | "marker" | "dummy";

const patterns: { pattern: RegExp; kind: PlaceholderKind }[] = [
  { pattern: /(?<!\{)\{[A-Za-z_][\w.-]*\}(?!\})/, kind: "braces" },
  { pattern: anyField, kind: "field" },
  // "{{site.email" with no "}}" before the next brace: no field is filled, the text is published as typed.
  { pattern: /\{\{(?![^{}]*\}\})\s*[\w.]*/, kind: "unclosed" },
  // Ä, Ö, Ü, ä, ö, ü, ß and … as escapes: the tool's code is ASCII only (cli/bundle.js reads it as such).
  {
    pattern: /\[(?:[A-Z\u00c4\u00d6\u00dc][\w\u00e4\u00f6\u00fc\u00df -]{0,30}|\.\.\.|\u2026)\](?!\()/,
    kind: "brackets",
  },
  { pattern: /\b(?:TODO|FIXME|XXX|TBD)\b/, kind: "marker" },
  { pattern: /\blorem ipsum\b|\bLorem\b/i, kind: "dummy" },
];

export interface Placeholder {
  text: string;
  index: number;
  kind: PlaceholderKind;
}

/** The first placeholder in `text`, if any. `allowFields` keeps `{{param}}` fields, whole ones only. */
export function findPlaceholder(text: string, options: { allowFields?: boolean } = {}): Placeholder | undefined {
  let first: Placeholder | undefined;
  for (const { pattern, kind } of patterns) {
    if (options.allowFields && kind === "field") continue;
    const match = pattern.exec(text);
    if (match && (!first || match.index < first.index)) first = { text: match[0], index: match.index, kind };
  }
  return first;
}

/** Placeholder text in any value of a YAML file (also front matter). */
export function checkPlaceholders(
  source: YamlSource,
  errors: ErrorList,
  allowFields: boolean,
  labelOf?: (path: readonly PropertyKey[], data: unknown) => string | undefined,
): void {
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") {
      const gap = findPlaceholder(value, { allowFields });
      if (gap) {
        errors.add(
          SiteError.of(
            "PlaceholderInYaml",
            { key: labelOf?.(path, source.data) ?? path.join("."), what: gap.kind, text: gap.text },
            { place: source.placeOf(path), path },
          ),
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
