/**
 * Turns zod's issues into the owner's language: the key, the value, what is
 * wrong, and the exact place in the file.
 */
import type * as z from "zod";
import { SiteError, SiteErrors } from "../errors.js";
import type { YamlSource } from "./yaml.js";

export function validate<S extends z.ZodType>(schema: S, source: YamlSource, prefix: PropertyKey[] = []): z.infer<S> {
  const result = schema.safeParse(source.data);
  if (result.success) return result.data;
  const known = () => collectKeys(schema);
  throw new SiteErrors(result.error.issues.flatMap((issue) => describeIssue(issue, source, prefix, known)));
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const label = (path: readonly PropertyKey[]) => path.map(String).join(".");

function describeIssue(
  issue: z.core.$ZodIssue,
  source: YamlSource,
  prefix: PropertyKey[],
  knownKeys: () => string[],
): SiteError[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === "unrecognized_keys") {
    const known = knownKeys();
    return issue.keys.map((key) => {
      const guess = closest(key, known);
      return new SiteError(`${path.length ? `${label(path)}: ` : ""}unknown key "${key}"`, {
        place: source.placeOfKey(path, key),
        hint: guess ? `did you mean "${guess}"?` : "remove it, or check the spelling",
      });
    });
  }
  const value = valueAt(source.data, path);
  const name = label(path) || "the file";
  if (value === undefined && issue.code !== "custom") {
    return [new SiteError(`${name} is missing`, { place: source.placeOf(path), path })];
  }
  const shown = typeof value === "string" || typeof value === "number" || typeof value === "boolean";
  const message = shown ? `${name} ${JSON.stringify(value)} ${issue.message}` : `${name} ${issue.message}`;
  return [new SiteError(message, { place: source.placeOf(path), path })];
}

/** Every key the schema knows, at any depth: the candidates for "did you mean". */
function collectKeys(schema: z.ZodType): string[] {
  const keys = new Set<string>();
  const visit = (node: z.ZodType) => {
    const def = (
      node as unknown as {
        def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; in?: z.ZodType };
      }
    ).def;
    if (def.shape)
      for (const [key, child] of Object.entries(def.shape)) {
        keys.add(key);
        visit(child);
      }
    if (def.element) visit(def.element);
    if (def.in) visit(def.in);
  };
  visit(schema);
  return [...keys];
}

/** The known key within two edits of `key`, if there is one. */
export function closest(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of known) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
