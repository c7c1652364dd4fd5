/**
 * A form's change made again on a file that was changed elsewhere while the form was open (another
 * tab, the phone and the computer, a text editor): what the owner changed in the form, from the value
 * it opened with (`original`) to hers (`mine`), is written over the file's value now (`theirs`), and
 * everything changed elsewhere stays. Where both changed one value, each differently, nothing is
 * merged: the conflict is hers to decide (save.ts).
 *
 * Values are compared whole where they are not groups: a text, a number, a list whose entries were
 * added, removed or moved on either side. A list both kept as long, she moving none of its entries,
 * each entry changed on one side at most, is merged entry by entry: two dishes of the menu changed
 * in two tabs are both kept.
 */
import type { Origins } from "./yaml-edit.js";

type Value = unknown;

const isGroup = (value: Value): value is Record<string, Value> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A group's own value at `key` (never one it inherits: "constructor" is a key like any other). */
const at = (group: Value, key: string): Value => (isGroup(group) && Object.hasOwn(group, key) ? group[key] : undefined);

/** Whether two values read from YAML or sent by a form are the same. */
export function sameValue(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isGroup(a) && isGroup(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    const other = Object.keys(b).filter((key) => b[key] !== undefined);
    return keys.length === other.length && keys.every((key) => sameValue(a[key], at(b, key)));
  }
  return false;
}

const same = sameValue;

const join = (path: string, key: string) => (path ? `${path}/${key}` : key);

/** A conflict: both changed the value at `path`, each differently. */
class BothChanged extends Error {}

/**
 * The file's value now with the form's changes made on it, and the form's list origins that still
 * hold for it; undefined when both sides changed one value differently.
 */
export function mergedValue(
  original: Value,
  mine: Value,
  theirs: Value,
  origins: Origins = {},
): { value: Value; origins: Origins } | undefined {
  const kept: Origins = {};
  /** Her value at `path` is taken as it is: the origins of its lists, said against the file she opened, hold. */
  const takeMine = (path: string, value: Value) => {
    for (const [key, from] of Object.entries(origins)) {
      if (path === "" || key === path || key.startsWith(`${path}/`)) kept[key] = from;
    }
    return value;
  };
  const merge = (o: Value, m: Value, t: Value, path: string): Value => {
    if (same(o, m)) return t;
    if (same(o, t)) return takeMine(path, m);
    if (same(m, t)) return t;
    if (isGroup(o) && isGroup(m) && isGroup(t)) {
      const result: Record<string, Value> = {};
      for (const key of new Set([...Object.keys(t), ...Object.keys(m)])) {
        const value = merge(at(o, key), at(m, key), at(t, key), join(path, key));
        // Defined, not assigned: a key named "__proto__" is a key like any other.
        if (value !== undefined)
          Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return result;
    }
    // A list kept in place (no entry added, removed or moved in the form) whose every entry one side
    // left whole, or both made the same: entry by entry. An entry changed on both sides may as well be another entry moved
    // there on the other side: that is hers to decide.
    const inPlace = (from: (number | null)[] | undefined, length: number) =>
      from === undefined || (from.length === length && from.every((origin, index) => origin === index));
    if (
      Array.isArray(o) &&
      Array.isArray(m) &&
      Array.isArray(t) &&
      o.length === m.length &&
      o.length === t.length &&
      inPlace(origins[path], m.length) &&
      o.every((item, index) => same(item, m[index]) || same(item, t[index]) || same(m[index], t[index]))
    ) {
      return o.map((item, index) => merge(item, m[index], t[index], join(path, String(index))));
    }
    throw new BothChanged(path);
  };
  try {
    return { value: merge(original, mine, theirs, ""), origins: kept };
  } catch (failure) {
    if (failure instanceof BothChanged) return undefined;
    throw failure;
  }
}
