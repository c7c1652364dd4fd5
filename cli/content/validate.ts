/**
 * The validate link of the chain: zod's issues in the owner's words, each at
 * the exact value in the file. Schemas name their messages by catalogue entry
 * (cli/messages.ts); zod's own codes are mapped here.
 */
import type * as z from "zod";
import { SiteError } from "../errors.js";
import { isValueMessage, type ValueMessage } from "../messages.js";
import type { YamlSource } from "./yaml.js";

export type Validated<Value> = { ok: true; value: Value } | { ok: false; errors: SiteError[] };

/** How a message names the value at a key path; by default the path itself, "location.street". */
export type Labeller = (path: readonly PropertyKey[], data: unknown) => string | undefined;

export function validate<S extends z.ZodType>(
  schema: S,
  source: YamlSource,
  prefix: PropertyKey[] = [],
  labelOf?: Labeller,
): Validated<z.output<S>> {
  const result = schema.safeParse(source.data);
  if (result.success) return { ok: true, value: result.data };
  const known = () => collectKeys(schema);
  const nameOf = (path: readonly PropertyKey[]) => labelOf?.(path, source.data) ?? label(path);
  const errors = result.error.issues.flatMap((issue) => describeIssue(issue, source, prefix, known, nameOf));
  // A misspelt key is one mistake: "unknown key newLocaton (did you mean newLocation?)" says it, not also "newLocation is missing".
  const meant = new Set(
    errors
      .filter((error) => error.code === "UnknownKey" && (error.params as { guess: string }).guess)
      .map((error) => [...(error.path ?? []).slice(0, -1), (error.params as { guess: string }).guess].join(".")),
  );
  return {
    ok: false,
    errors: errors.filter((error) => error.code !== "ValueMissing" || !meant.has((error.path ?? []).join("."))),
  };
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

/** A value as a message shows it: in quotes, and never more than a short line of the file. */
export function quoted(value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return "";
  const text = String(value);
  const short = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return typeof value === "string" ? JSON.stringify(short) : short;
}

function describeIssue(
  issue: z.core.$ZodIssue,
  source: YamlSource,
  prefix: PropertyKey[],
  knownKeys: () => string[],
  nameOf: (path: readonly PropertyKey[]) => string,
): SiteError[] {
  const path = [...prefix, ...issue.path];
  const key = nameOf(path);
  if (issue.code === "unrecognized_keys") {
    const known = knownKeys();
    return issue.keys.map((unknown) => {
      const guess = closest(unknown, known);
      return SiteError.of(
        "UnknownKey",
        { key: unknown, parent: key, guess: guess ?? "" },
        { place: source.placeOfKey(path, unknown), path: [...path, unknown] },
      );
    });
  }
  const value = valueAt(source.data, path);
  const options = { place: source.placeOf(path), path };
  if (value === undefined && issue.code !== "custom") {
    return [SiteError.of("ValueMissing", { key }, options)];
  }
  if (path.length === 0 && issue.code === "invalid_type") return [SiteError.of("NotAMapping", {}, options)];
  const name: ValueMessage = isValueMessage(issue.message)
    ? issue.message
    : issue.code === "invalid_type" && issue.expected === "object"
      ? "NotAGroup"
      : issue.code === "invalid_type" && issue.expected === "array"
        ? "NotAList"
        : "ValueInvalid";
  const extra = (issue as { params?: Record<string, string> }).params ?? {};
  return [SiteError.of(name, { key, value: quoted(value), detail: issue.message, ...extra }, options)];
}

/** Every key the schema knows, at any depth: the candidates for "did you mean". */
function collectKeys(schema: z.ZodType): string[] {
  const keys = new Set<string>();
  const visit = (node: z.ZodType) => {
    const def = (
      node as unknown as {
        def: {
          shape?: Record<string, z.ZodType>;
          element?: z.ZodType;
          in?: z.ZodType;
          innerType?: z.ZodType;
          options?: z.ZodType[];
        };
      }
    ).def;
    if (def.shape)
      for (const [key, child] of Object.entries(def.shape)) {
        keys.add(key);
        visit(child);
      }
    for (const child of [def.element, def.in, def.innerType, ...(def.options ?? [])]) if (child) visit(child);
  };
  visit(schema);
  return [...keys];
}

/**
 * The known key `key` was most likely meant as: within one edit for short
 * keys, two for longer ones, and never a key sharing fewer letters than it
 * changes ("x" is not a misspelt "to").
 */
export function closest(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  const allowed = key.length <= 4 ? 1 : 2;
  for (const candidate of known) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance <= allowed && distance < Math.min(key.length, candidate.length) && distance < bestDistance) {
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
