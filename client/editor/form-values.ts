/**
 * The value a form edits, as the owner wrote it (not as the schema reads it): a key she left out
 * stays out until its field is changed, and every list remembers where its entries were in the file,
 * so the server can keep each entry's comments where she moved it. What a new value starts as, and
 * what a schema describes (a photo, a text in every language), are read here too.
 */
import type { JsonSchema } from "./api.js";

export type Path = (string | number)[];
export type Value = unknown;

/** Where each list entry was in the file; lists made in the form have none (the server keeps their order). */
export const origins = new WeakMap<Value[], (number | null)[]>();

export function trackOrigins(value: Value): void {
  if (Array.isArray(value)) {
    origins.set(
      value,
      value.map((_item, index) => index),
    );
    for (const item of value) trackOrigins(item);
  } else if (value && typeof value === "object") {
    for (const child of Object.values(value)) trackOrigins(child);
  }
}

/** Every list in these values with its entries as they are now, to place them after a save (trackOriginsSince). */
export function listsOf(values: Value[], into = new Map<Value[], Value[]>()): Map<Value[], Value[]> {
  for (const value of values) {
    if (Array.isArray(value)) {
      into.set(value, [...value]);
      listsOf(value, into);
    } else if (value && typeof value === "object") listsOf(Object.values(value), into);
  }
  return into;
}

/**
 * After a save of the lists as they were (`sent`), each entry's place in the file is its place then; an
 * entry added since has none. Changes made while the save was on its way keep their entries' comments.
 */
export function trackOriginsSince(value: Value, sent: Map<Value[], Value[]>): void {
  if (Array.isArray(value)) {
    const then = sent.get(value);
    origins.set(
      value,
      value.map((item) => {
        const index = then ? then.indexOf(item) : -1;
        return index >= 0 ? index : null;
      }),
    );
    for (const item of value) trackOriginsSince(item, sent);
  } else if (value && typeof value === "object") {
    for (const child of Object.values(value)) trackOriginsSince(child, sent);
  }
}

export function collectOrigins(value: Value, path = "", into: Record<string, (number | null)[]> = {}) {
  if (Array.isArray(value)) {
    const list = origins.get(value);
    into[path] = list ?? value.map(() => null);
    value.forEach((item, index) => {
      collectOrigins(item, path ? `${path}/${index}` : String(index), into);
    });
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) collectOrigins(child, path ? `${path}/${key}` : key, into);
  }
  return into;
}

/** A place in the value: read it, write it, take it out. */
export interface Slot {
  get(): Value;
  set(value: Value): void;
  remove(): void;
}

export const isObject = (value: Value): value is Record<string, Value> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A photo: a file, and what it shows (its alt text). */
export const isPhoto = (schema: JsonSchema) =>
  typeOf(schema).includes("object") && schema.properties?.file !== undefined && schema.properties?.alt !== undefined;

/** A text in every language: `name: { de: …, en: … }`. */
export const isTexts = (schema: JsonSchema) =>
  typeOf(schema).includes("object") && !schema.properties && typeof schema.additionalProperties === "object";

/** What a new value of a schema starts as: every required key, every language of a text. */
export function initialValue(schema: JsonSchema, context: { languages: { code: string }[] }): Value {
  if (schema.anyOf) return initialValue(schema.anyOf[0], context);
  if (schema.const !== undefined) return schema.const;
  const types = typeOf(schema);
  if (isTexts(schema)) return Object.fromEntries(context.languages.map((language) => [language.code, ""]));
  if (types.includes("object")) {
    const value: Record<string, Value> = {};
    for (const key of schema.required ?? []) value[key] = initialValue(schema.properties?.[key] ?? {}, context);
    return value;
  }
  if (types.includes("array")) return [];
  if (types.includes("boolean")) return schema.default ?? false;
  // A choice starts at its first value (the one recommended, as sftp among the protocols), not blank.
  if (schema.enum) return schema.default ?? schema.enum[0];
  if (types.includes("string")) return "";
  return schema.default;
}

/** The entries the owner added since the form opened. */
export const added = new WeakSet<object>();

/** Lists inside a new entry start without places in the file. */
export function trackNew(value: Value): void {
  if (Array.isArray(value)) {
    origins.set(
      value,
      value.map(() => null),
    );
    for (const item of value) trackNew(item);
  } else if (isObject(value)) for (const child of Object.values(value)) trackNew(child);
}
