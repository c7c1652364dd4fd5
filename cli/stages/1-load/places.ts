/**
 * Where each value of a YAML file is (cli/stages/1-load/yaml.ts reads them with the file): kept with
 * a converted file in the content cache, so that a build whose files all come from it points at a
 * value without the YAML parser, which it then never loads.
 */
import type { Place } from "../../errors.js";

export interface YamlSource {
  file: string;
  data: unknown;
  /** The place of the value at `path`, or of its nearest existing parent. */
  placeOf(path: readonly PropertyKey[]): Place;
  /** The place of the key `key` in the mapping at `path` (for unknown keys). */
  placeOfKey(path: readonly PropertyKey[], key: string): Place;
  /** The dotted paths of numbers with decimals, kept as the text typed: a message shows them without quotes. */
  typedNumbers?: ReadonlySet<string>;
}

/** Where a path's value starts: "extraPages.1" → [line, col]; kept with a cached file for later checks. */
export type Places = Record<string, [line: number, col: number]>;

export function placesOf(source: YamlSource, data: unknown = source.data): Places {
  const places: Places = {};
  const walk = (value: unknown, path: PropertyKey[]) => {
    const { line, col } = source.placeOf(path);
    places[path.join(".")] = [line, col];
    if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value))
        walk(child, [...path, Array.isArray(value) ? Number(key) : key]);
    }
  };
  walk(data, []);
  return places;
}

/** A YamlSource over places kept from an earlier read (no YAML parser needed). */
export function sourceFromPlaces(file: string, data: unknown, places: Places): YamlSource {
  const placeOf = (path: readonly PropertyKey[]): Place => {
    for (let length = path.length; length >= 0; length--) {
      const found = places[path.slice(0, length).join(".")];
      if (found) return { file, line: found[0], col: found[1] };
    }
    return { file, line: 1, col: 1 };
  };
  return { file, data, placeOf, placeOfKey: (path) => placeOf(path) };
}
