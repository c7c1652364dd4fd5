/**
 * The validate link of the chain: zod's issues in the owner's words, each at
 * the exact value in the file. Schemas name their messages by catalogue entry
 * (cli/messages/); zod's own codes are mapped here.
 */
import type * as z from "zod";
import {
  closest,
  guessAllergen,
  guessDate,
  guessDiet,
  guessHttps,
  guessServing,
  guessTime,
} from "../../content/guess.js";
import { SiteError } from "../../errors.js";
import { isValueMessage, type ValueMessage } from "../../messages/index.js";
import type { YamlSource } from "./places.js";

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

/** Unknown keys of one group said one by one; beyond them, one line counts the rest. */
const unknownKeysSaid = 20;

/**
 * A value as a message shows it: a text in quotes, a number (also one kept as the digits typed) without,
 * and never more than a short line of the file.
 */
export function quoted(value: unknown, typedAsNumber = false): string {
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return "";
  const text = String(value);
  const short = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return typeof value === "string" && !typedAsNumber ? JSON.stringify(short) : short;
}

function describeIssue(
  issue: z.core.$ZodIssue,
  source: YamlSource,
  prefix: PropertyKey[],
  knownKeys: () => KeysAt,
  nameOf: (path: readonly PropertyKey[]) => string,
): SiteError[] {
  const path = [...prefix, ...issue.path];
  const key = nameOf(path);
  if (issue.code === "unrecognized_keys") {
    const keysAt = knownKeys();
    const said = issue.keys
      .slice(0, unknownKeysSaid)
      .map(
        (unknown) =>
          misplacedKey(unknown, issue.path, prefix, source, keysAt) ??
          unknownKey(unknown, issue.path, prefix, source, keysAt, nameOf),
      );
    const more = issue.keys.length - said.length;
    if (more === 0) return said;
    // A group of many unknown keys is another file, or the wrong one: its first keys say so, the rest is counted.
    const path = [...prefix, ...issue.path];
    const place = source.placeOfKey(path, issue.keys[unknownKeysSaid]);
    const parent = path.length > 0 ? nameOf(path) : "";
    return [...said, SiteError.of("MoreUnknownKeys", { count: more, parent }, { place, path })];
  }
  const value = valueAt(source.data, path);
  const options = { place: source.placeOf(path), path };
  if (value === undefined && issue.code !== "custom") {
    // The key is there, one level out or in, where it is unknown: that error says where it belongs.
    if (issue.path.length > 0 && misplacedAt(issue.path, source.data, knownKeys())) return [];
    // A key missing from a group is missing there: at the group's key (`weekly:`), not at its first line.
    const group = path.at(-2);
    const place = typeof group === "string" ? source.placeOfKey(path.slice(0, -2), group) : options.place;
    return [SiteError.of("ValueMissing", { key }, { ...options, place })];
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
  const guess = guesses[name]?.(value);
  const typed = source.typedNumbers?.has(path.join(".")) ?? false;
  const params = { key, value: quoted(value, typed), detail: issue.message, ...(guess ? { guess } : {}), ...extra };
  return [SiteError.of(name, params, options)];
}

/** Hints made from what the owner typed: the value a message's hint suggests ("20.12.2026" → "2026-12-20"). */
const guesses: Partial<Record<ValueMessage, (value: unknown) => string>> = {
  NotCalendarDate: guessDate,
  NotTimeOfDay: guessTime,
  UnknownAllergen: guessAllergen,
  NotADiet: guessDiet,
  NotAServing: guessServing,
  NotHttps: guessHttps,
};

/** The keys the schema knows in the mapping at a path ("address" → street, postcode, city). */
type KeysAt = (path: readonly PropertyKey[]) => string[];

/** Each key path's known keys, read from the schema: the candidates for "did you mean" and "belongs inside". */
function collectKeys(schema: z.ZodType): KeysAt {
  interface Def {
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    in?: z.ZodType;
    innerType?: z.ZodType;
    options?: z.ZodType[];
  }
  const defOf = (node: z.ZodType) => (node as unknown as { def: Def }).def;
  /** The object schemas a value at `path` may match. */
  const objectsAt = (node: z.ZodType, path: readonly PropertyKey[]): Def[] => {
    const def = defOf(node);
    const wrapped = [def.in, def.innerType, ...(def.options ?? [])].filter((child) => child !== undefined);
    if (wrapped.length) return wrapped.flatMap((child) => objectsAt(child, path));
    if (path.length === 0) return def.shape ? [def] : [];
    const [step, ...rest] = path;
    if (def.element && typeof step === "number") return objectsAt(def.element, rest);
    const child = typeof step === "string" ? def.shape?.[step] : undefined;
    return child ? objectsAt(child, rest) : [];
  };
  return (path) => [...new Set(objectsAt(schema, path).flatMap((def) => Object.keys(def.shape ?? {})))];
}

/** "unknown key …", with a guess among the keys of the same mapping only. */
function unknownKey(
  unknown: string,
  issuePath: readonly PropertyKey[],
  prefix: PropertyKey[],
  source: YamlSource,
  keysAt: KeysAt,
  nameOf: (path: readonly PropertyKey[]) => string,
): SiteError {
  const path = [...prefix, ...issuePath];
  const guess = closest(unknown, keysAt(issuePath));
  return SiteError.of(
    "UnknownKey",
    { key: unknown, parent: path.length > 0 ? nameOf(path) : "", guess: guess ?? "" },
    { place: source.placeOfKey(path, unknown), path: [...path, unknown] },
  );
}

/**
 * A known key at the wrong depth: `city` written level with `address:` belongs
 * inside it; `email` indented under `address:` belongs outside it. Says which,
 * and by how many spaces to move it.
 */
function misplacedKey(
  unknown: string,
  issuePath: readonly PropertyKey[],
  prefix: PropertyKey[],
  source: YamlSource,
  keysAt: KeysAt,
): SiteError | undefined {
  const path = [...prefix, ...issuePath];
  const place = source.placeOfKey(path, unknown);
  const options = { place, path: [...path, unknown] };
  const group = keysAt(issuePath).find(
    (candidate) => candidate !== unknown && keysAt([...issuePath, candidate]).includes(unknown),
  );
  if (group !== undefined) {
    const inside = valueAt(source.data, [...path, group]);
    const first = inside && typeof inside === "object" && !Array.isArray(inside) ? Object.keys(inside)[0] : undefined;
    const column =
      first !== undefined ? source.placeOfKey([...path, group], first).col : source.placeOfKey(path, group).col + 2;
    return SiteError.of(
      "KeyBelongsInside",
      { key: unknown, group: label([...path, group]), spaces: Math.max(1, column - place.col) },
      options,
    );
  }
  const parent = issuePath.at(-1);
  if (typeof parent !== "string" || !keysAt(issuePath.slice(0, -1)).includes(unknown)) return undefined;
  const column = source.placeOfKey(path.slice(0, -1), parent).col;
  return SiteError.of(
    "KeyBelongsOutside",
    { key: unknown, group: label(path), spaces: Math.max(1, place.col - column) },
    options,
  );
}

/**
 * Whether the missing key at `issuePath` sits one level out or in instead,
 * where it is unknown (so misplacedKey reports it).
 */
function misplacedAt(issuePath: readonly PropertyKey[], data: unknown, keysAt: KeysAt): boolean {
  const key = issuePath.at(-1);
  if (typeof key !== "string") return false;
  const container = issuePath.slice(0, -1);
  const isMapping = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === "object" && !Array.isArray(value);
  // Written one level out: `city` beside `address:` instead of inside it.
  const outer = container.slice(0, -1);
  const outerValue = valueAt(data, outer);
  if (container.length > 0 && isMapping(outerValue) && Object.hasOwn(outerValue, key) && !keysAt(outer).includes(key))
    return true;
  // Written one level in: `email` indented under `address:`.
  const here = valueAt(data, container);
  if (!isMapping(here)) return false;
  return Object.entries(here).some(
    ([name, value]) => isMapping(value) && Object.hasOwn(value, key) && !keysAt([...container, name]).includes(key),
  );
}
