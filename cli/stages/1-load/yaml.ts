/**
 * YAML with source positions. The `yaml` package keeps every node's range, so
 * a problem found later (by a schema) can still point at the exact value. A
 * file that is not valid YAML gets one message, at the line where the owner
 * made the mistake: the parser often notices lines later.
 */
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  type Pair,
  parseDocument,
  Scalar,
  visit,
  type YAMLMap,
} from "yaml";
import { type Place, SiteError, SiteErrors } from "../../errors.js";
import type { YamlSource } from "./places.js";
import { keyPath, refuseTagsAndKeys, type TextProblem, textProblems } from "./yaml-values.js";

/**
 * How every content file is read, by the build, the editor and the deploy alike: YAML 1.2's core
 * schema, whatever a `%YAML 1.1` line at its top asks for (under which `off` is false, `0755` a number
 * in octal and `<<` a merge of another mapping, none of which the owner sees).
 */
export const yamlSchema = { schema: "core" } as const;

export interface YamlRead {
  source: YamlSource;
  /** Text YAML read differently than the owner meant, which still builds. */
  warnings: SiteError[];
  /** Texts the owner cannot have meant (a control character made by an escape), for the loader to name. */
  problems: TextProblem[];
}

/**
 * A number as people write one and as the tool keeps it exactly: a whole number, perhaps with a
 * sign, that a float holds digit for digit. Any other form YAML reads as a number is kept as the
 * text typed, for the schema to refuse or take as written: 0x10 is no price of 16 euros, a price of
 * 6.999999999999999999 is no 7.00 €, and a price with decimals never becomes a float at all.
 */
const wholeNumber = /^([-+]?)0*(\d+)$/;
const decimalNumber = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const keptExactly = (value: number, source: string) => {
  const match = wholeNumber.exec(source);
  return match !== null && String(Math.abs(value)) === match[2];
};

export function parseYaml(file: string, text: string, lineOffset = 0): YamlRead {
  const lineCounter = new LineCounter();
  const at = (offset: number): Place => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line: line + lineOffset, col };
  };
  let doc: ReturnType<typeof parseDocument>;
  let data: unknown;
  let problems: TextProblem[];
  const typedNumbers = new Set<string>();
  try {
    // Keys written twice are looked for below: the parser's own search compares each key with all before it.
    doc = parseDocument(text, { ...yamlSchema, lineCounter, uniqueKeys: false });
    // The parser catches its own stack overflow on absurd nesting and reports it as a syntax error.
    if (doc.errors.some((error) => /call stack/i.test(error.message))) throw new RangeError("nested too deeply");
    if (doc.errors.length > 0) throw diagnose(file, text, doc.errors[0], lineOffset);
    const twice = keyWrittenTwice(doc);
    if (twice) throw SiteError.of("DuplicateKey", { key: String(twice.value) }, { place: at(twice.range?.[0] ?? 0) });
    const refused = refuseTagsAndKeys(doc, text, at);
    if (refused.length > 0) throw new SiteErrors(refused);
    let alias: Node | undefined;
    visit(doc, {
      Alias(_key, node) {
        alias = node;
        return visit.BREAK;
      },
      Scalar(_key, node, ancestors) {
        // YAML reads 0x10 as 16, 1e9 as a billion and 6.999999999999999999 as 7: the owner meant what they typed.
        if (typeof node.value === "number" && node.source !== undefined && !keptExactly(node.value, node.source)) {
          if (decimalNumber.test(node.source)) typedNumbers.add(keyPath([...ancestors, node]).join("."));
          node.value = node.source;
        }
      },
    });
    // Never expanded: a few aliases can stand for billions of values.
    if (alias) throw SiteError.of("YamlAlias", {}, { place: at(alias.range?.[0] ?? 0) });
    problems = textProblems(doc, text, at);
    data = doc.toJS();
  } catch (failure) {
    if (failure instanceof RangeError) throw SiteError.of("TooDeep", {}, { place: { file, line: 1, col: 1 } });
    throw failure;
  }

  // Each mapping's pairs by key, made at its first question: a file of thousands of unknown keys is
  // told where each is without a search through all the others for each.
  const pairsOf = new WeakMap<YAMLMap, Map<unknown, Pair>>();
  const pairAt = (map: YAMLMap, key: PropertyKey): Pair | undefined => {
    let pairs = pairsOf.get(map);
    if (!pairs) {
      pairs = new Map();
      for (const item of map.items)
        if (isScalar(item.key) && !pairs.has(item.key.value)) pairs.set(item.key.value, item);
      pairsOf.set(map, pairs);
    }
    return pairs.get(key);
  };

  const nodeAt = (path: readonly PropertyKey[]): Node | undefined => {
    let node: unknown = doc.contents;
    let found: Node | undefined = doc.contents ?? undefined;
    for (const key of path) {
      if (isMap(node)) {
        node = pairAt(node, key)?.value;
      } else if (isSeq(node) && typeof key === "number") {
        node = node.items[key];
      } else {
        node = undefined;
      }
      if (!node || isAlias(node)) break;
      found = node as Node;
    }
    return found;
  };

  const source: YamlSource = {
    file,
    data,
    typedNumbers,
    placeOf: (path) => at(nodeAt(path)?.range?.[0] ?? 0),
    placeOfKey(path, key) {
      const node = nodeAt(path);
      if (isMap(node)) {
        const keyNode = pairAt(node, key)?.key as Node | undefined;
        if (keyNode?.range) return at(keyNode.range[0]);
      }
      return at(node?.range?.[0] ?? 0);
    },
  };
  return { source, warnings: cutByComment(doc, text, at), problems };
}

/** `heroSubtitle: Hausgemacht #1 in Berlin`: YAML reads " #1 in Berlin" as a comment; the owner meant text. */
function cutByComment(doc: ReturnType<typeof parseDocument>, text: string, at: (offset: number) => Place) {
  const warnings: SiteError[] = [];
  visit(doc, {
    Pair(_key, pair, ancestors) {
      const value = pair.value;
      if (!isScalar(pair.key) || !isScalar(value) || value.type !== Scalar.PLAIN || typeof value.value !== "string")
        return;
      const [start, end, nodeEnd] = value.range ?? [0, 0, 0];
      const after = text.slice(end, nodeEnd).split("\n")[0];
      const comment = /^[ \t]+#(.*)$/.exec(after);
      if (!comment) return;
      const dropped = `#${comment[1]}`.trimEnd();
      const full = `${text.slice(start, end)}${after}`.trimEnd();
      warnings.push(
        SiteError.of(
          "TextCutByComment",
          { key: String(pair.key.value), dropped, full },
          { place: at(end + after.indexOf("#")), path: [...keyPath(ancestors), String(pair.key.value)] },
        ),
      );
    },
  });
  return warnings;
}

interface ParserError {
  code: string;
  message: string;
  linePos?: [{ line: number; col: number }, ...{ line: number; col: number }[]];
}

/** The first key that stands a second time in its mapping, where it does. */
function keyWrittenTwice(doc: ReturnType<typeof parseDocument>): Scalar | undefined {
  let twice: Scalar | undefined;
  visit(doc, {
    Map(_key, map) {
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        if (!isScalar(key)) continue;
        if (seen.has(key.value)) {
          twice = key;
          return visit.BREAK;
        }
        seen.add(key.value);
      }
    },
  });
  return twice;
}

/** One message for a file YAML cannot read, at the line the owner got wrong. */
function diagnose(file: string, text: string, error: ParserError, lineOffset: number): SiteError {
  const lines = text.split("\n");
  const place = (index: number, col = 1): Place => ({ file, line: index + 1 + lineOffset, col });
  const found = tabIndent(lines) ?? unclosedQuote(lines) ?? unclosedBracket(lines) ?? badIndent(lines);
  if (found) {
    const [index, col, name, params] = found;
    return SiteError.of(name, params as never, { place: place(index, col) });
  }
  const position = error.linePos?.[0] ?? { line: 1, col: 1 };
  const line = lines[position.line - 1] ?? "";
  if (error.code === "DUPLICATE_KEY") {
    const key = /^\s*(?:-\s+)?([^:#]+?)\s*:/.exec(line)?.[1] ?? line.trim();
    return SiteError.of("DuplicateKey", { key }, { place: place(position.line - 1, position.col) });
  }
  const colon = /^(\s*(?:-\s+)?)([^\s:#"'][^:#]*?)\s*:\s+([^"'\s[{][^#]*?:\s.*)$/.exec(line);
  if (error.code === "BLOCK_AS_IMPLICIT_KEY" && colon) {
    const [, indent, key] = colon;
    const valueAt = line.indexOf(colon[3], indent.length + key.length);
    return SiteError.of("ColonInText", { key: key.trim() }, { place: place(position.line - 1, valueAt + 1) });
  }
  return SiteError.of("YamlSyntax", { code: error.code }, { place: place(position.line - 1, position.col) });
}

type Finding = [
  lineIndex: number,
  col: number,
  ...(
    | ["TabIndent", Record<string, never>]
    | ["QuoteUnclosed", { quote: string }]
    | ["BracketUnclosed", { bracket: string; closing: string }]
    | ["IndentMismatch", { spaces: number; expected: number }]
  ),
];

const meaningful = (line: string) => {
  const trimmed = line.trim();
  return trimmed !== "" && !trimmed.startsWith("#") && trimmed !== "---" && trimmed !== "...";
};

function tabIndent(lines: string[]): Finding | undefined {
  const index = lines.findIndex((line) => /^ *\t/.test(line));
  return index < 0 ? undefined : [index, 1, "TabIndent", {}];
}

/** A quoted value that does not end on its line, before the next line that looks like a key of its own. */
function unclosedQuote(lines: string[]): Finding | undefined {
  for (const [index, line] of lines.entries()) {
    const opening = /^(\s*(?:-\s+)?(?:[^\s:#"'][^:#]*?\s*:\s+)?)(["'])/.exec(line);
    if (!opening || !meaningful(line)) continue;
    const quote = opening[2];
    const rest = line.slice(opening[0].length);
    const closed = quote === '"' ? /^(?:[^"\\]|\\.)*"/.test(rest) : /^(?:[^']|'')*'(?!')/.test(rest);
    if (closed) continue;
    const next = lines.slice(index + 1).find(meaningful);
    if (next === undefined || /^\s*(?:-\s+)?[^\s:#"'][^:#"']*:(\s|$)/.test(next)) {
      return [index, opening[1].length + 1, "QuoteUnclosed", { quote }];
    }
  }
  return undefined;
}

/**
 * A value in [ ] or { } that does not end on its line, before the next line
 * that looks like a key of its own: the parser notices only there.
 */
function unclosedBracket(lines: string[]): Finding | undefined {
  for (const [index, line] of lines.entries()) {
    const opening = /^(\s*(?:-\s+)?(?:[^\s:#"'[{][^:#]*?\s*:\s+)?)([[{])/.exec(line);
    if (!opening || !meaningful(line)) continue;
    const open: string[] = [];
    let quote: string | undefined;
    for (const [offset, char] of [...line.slice(opening[1].length)].entries()) {
      if (quote) {
        if (char === quote) quote = undefined;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === "#" && /\s/.test(line[opening[1].length + offset - 1] ?? "")) break;
      else if (char === "[" || char === "{") open.push(char);
      else if (char === "]" || char === "}") open.pop();
    }
    if (open.length === 0) continue;
    const next = lines.slice(index + 1).find(meaningful);
    if (next === undefined || /^\s*(?:-\s+)?[^\s:#"'[{\]}][^:#"']*:(\s|$)/.test(next)) {
      const bracket = open[0];
      return [index, opening[1].length + 1, "BracketUnclosed", { bracket, closing: bracket === "[" ? "]" : "}" }];
    }
  }
  return undefined;
}

/** Where a line's key begins: after its indent, and after the "- " of a list item. */
function keyIndent(line: string): number {
  const content = line.trimStart();
  const item = /^-\s+/.exec(content);
  return line.length - content.length + (item ? item[0].length : 0);
}

/**
 * A line indented unlike the lines it belongs with: deeper than a sibling
 * that opens nothing, or a block whose first line is deeper than the rest.
 */
function badIndent(lines: string[]): Finding | undefined {
  interface Level {
    indent: number;
    line: number;
  }
  const levels: Level[] = [];
  let previous: { indent: number; opens: boolean; itemChild?: number } | undefined;
  for (const [index, line] of lines.entries()) {
    if (!meaningful(line) || /^\s*[[{]/.test(line)) continue;
    const indent = line.length - line.trimStart().length;
    const content = line.trimStart();
    const item = /^-(\s+|$)/.exec(content);
    const body = item ? content.slice(item[0].length) : content;
    const opens = /^[^"'#][^#]*:\s*(#.*)?$/.test(body) || (item !== null && body === "");
    if (!previous) {
      levels.push({ indent, line: index });
    } else if (indent > previous.indent) {
      const intoItem = previous.itemChild !== undefined && indent === previous.itemChild;
      if (!previous.opens && !intoItem) {
        return [index, 1, "IndentMismatch", { spaces: indent, expected: levels[levels.length - 1].indent }];
      }
      levels.push({ indent, line: index });
    } else if (indent < previous.indent) {
      let popped: Level | undefined;
      while (levels.length > 0 && levels[levels.length - 1].indent > indent) popped = levels.pop();
      const top = levels[levels.length - 1];
      if (popped && (!top || top.indent < indent)) {
        // Its block began deeper than this line. Of a block of several lines, this line is the odd one;
        // of a block of one line, that line.
        const block = lines
          .slice(popped.line, index)
          .filter((other) => meaningful(other) && keyIndent(other) === popped.indent);
        return block.length > 1
          ? [index, 1, "IndentMismatch", { spaces: indent, expected: popped.indent }]
          : [popped.line, 1, "IndentMismatch", { spaces: popped.indent, expected: indent }];
      }
    }
    const itemChild = item ? indent + item[0].length : undefined;
    if (item && itemChild !== undefined && /^[^"'#][^#]*:(\s|$)/.test(body))
      levels.push({ indent: itemChild, line: index });
    previous = { indent, opens, itemChild };
  }
  return undefined;
}
