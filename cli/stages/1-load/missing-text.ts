/**
 * A text one language's dictionary lacks, said as the line to type and where it goes: placed as
 * in a language that has it ("reserve" missing in fr.yaml, after "contact" in de.yaml → after
 * fr.yaml's line of "contact"), with that language's line to go by. Only a file that lacks a
 * text is read again, and only then does the YAML parser load.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { type Document, isMap, LineCounter, type Pair, parseDocument, type YAMLMap } from "yaml";
import { SiteError } from "../../errors.js";
import { yamlSchema } from "./yaml.js";

export interface DictionaryFile {
  lang: string;
  /** Its path, as the errors' places name it. */
  file: string;
}

interface Read {
  text: string;
  doc: Document;
  lines: LineCounter;
}

/** The line of an offset in a file, 1-based. */
const lineAt = (read: Read, offset: number) => read.lines.linePos(offset).line;

/** The pairs of the mapping at `path`, or none where there is no mapping. */
function pairsAt(read: Read, path: readonly PropertyKey[], isMap: (node: unknown) => node is YAMLMap): Pair[] {
  const node = path.length === 0 ? read.doc.contents : read.doc.getIn(path as unknown[], true);
  return isMap(node) ? (node.items as Pair[]) : [];
}

const keyOf = (pair: Pair) => String((pair.key as { value?: unknown } | null)?.value ?? "");

/**
 * The dictionaries' "… is missing" errors, each made into the line to type and where; every other
 * error as it was. `files` in the order of the site's languages: the default language's example first.
 */
export async function placeMissingTexts(errors: SiteError[], files: DictionaryFile[]): Promise<SiteError[]> {
  const isDictionary = (file: string | undefined) => files.some((candidate) => candidate.file === file);
  const missing = errors.filter(
    (error) => error.code === "ValueMissing" && error.path && isDictionary(error.place?.file),
  );
  if (missing.length === 0) return errors;
  const cache = new Map<string, Read | undefined>();
  const read = (file: string): Read | undefined => {
    if (!cache.has(file)) {
      try {
        const text = readFileSync(file, "utf8");
        const lines = new LineCounter();
        const doc = parseDocument(text, { ...yamlSchema, lineCounter: lines });
        cache.set(file, doc.errors.length === 0 ? { text, doc, lines } : undefined);
      } catch {
        cache.set(file, undefined);
      }
    }
    return cache.get(file);
  };

  const place = (error: SiteError): SiteError | undefined => {
    const path = error.path ?? [];
    const file = error.place?.file ?? "";
    const target = read(file);
    if (!target || path.length === 0) return undefined;
    const parent = path.slice(0, -1);
    const name = String(path[path.length - 1]);
    const here = pairsAt(target, parent, isMap);
    for (const other of files.filter((candidate) => candidate.file !== file)) {
      const source = read(other.file);
      const there = source ? pairsAt(source, parent, isMap) : [];
      const index = there.findIndex((pair) => keyOf(pair) === name);
      if (!source || index < 0) continue;
      const start = (there[index].key as { range?: [number, number, number] }).range?.[0] ?? 0;
      const example = source.text.split("\n")[lineAt(source, start) - 1].trim();
      const params = {
        key: (error.params as { key: string }).key,
        other: basename(other.file),
        example: example.length > 60 ? `${example.slice(0, 57)}…` : example,
      };
      const spot = spotFor(target, here, there, index);
      if (!spot) return undefined;
      return SiteError.of(
        "DictionaryTextMissing",
        { ...params, line: spot.line, before: spot.before },
        { place: { file, line: spot.before ? spot.line : spot.line + 1, col: spot.col }, path },
      );
    }
    return undefined;
  };

  return errors.map((error) => (missing.includes(error) ? (place(error) ?? error) : error));
}

/**
 * Where the missing key goes in the file that lacks it: after the nearest key the other language
 * has before it (after the last line of its value), else before the nearest one after it.
 */
function spotFor(
  target: Read,
  here: Pair[],
  there: Pair[],
  index: number,
): { line: number; col: number; before: boolean } | undefined {
  const find = (pair: Pair) => here.find((candidate) => keyOf(candidate) === keyOf(pair));
  const colOf = (pair: Pair) => target.lines.linePos((pair.key as { range?: number[] }).range?.[0] ?? 0).col;
  for (let earlier = index - 1; earlier >= 0; earlier--) {
    const pair = find(there[earlier]);
    if (!pair) continue;
    const key = pair.key as { range?: number[] };
    const value = pair.value as { range?: number[] } | null;
    // The value's end is where its last character ends: the line of the character before it.
    const end = value?.range?.[1] ?? key.range?.[1] ?? 0;
    return { line: lineAt(target, Math.max(end - 1, 0)), col: colOf(pair), before: false };
  }
  for (let later = index + 1; later < there.length; later++) {
    const pair = find(there[later]);
    if (!pair) continue;
    return { line: lineAt(target, (pair.key as { range?: number[] }).range?.[0] ?? 0), col: colOf(pair), before: true };
  }
  return undefined;
}
