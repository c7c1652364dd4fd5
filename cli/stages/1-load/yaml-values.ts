/**
 * What YAML made of the owner's text, checked after it is read: the bytes were checked before, but
 * a double-quoted "\0", "\e" or "\uD800" makes a control character or half a character only now, a
 * tag (`!!js/function`, `!!binary`) makes a value of a kind no content has, a key written as a list
 * is made a text by the parser (and said so on the terminal), and `__proto__` is a key every
 * object already has, which a schema's record drops without a word.
 */
import { isPair, isScalar, isSeq, type Node, type Pair, type parseDocument, Scalar, visit } from "yaml";
import { type Place, SiteError } from "../../errors.js";
import { codePointName, codePointsOf, controlCharacter, halfCharacter, showsNothing } from "../../shared/characters.js";
import { editorMarker } from "../common/editor-marker.js";

/** A value the owner's text cannot be, by its key path: the loader names it with the file's labels. */
export type TextProblem = { path: (string | number)[]; place: Place } & (
  | { kind: "control"; code: string; typed: string }
  | { kind: "halfCharacter"; typed: string }
  | { kind: "invisible"; codes: string }
  | { kind: "unknownKey"; key: string }
  | { kind: "editorMarker" }
);

/** The tags of YAML's core schema: what plain YAML makes of a value anyway. */
const coreTags = new Set(
  ["str", "int", "float", "bool", "null", "map", "seq"].map((name) => `tag:yaml.org,2002:${name}`),
);

/** The keys and list indexes that lead to a node, from the ancestors `visit` hands over. */
export function keyPath(ancestors: readonly unknown[]): (string | number)[] {
  const path: (string | number)[] = [];
  for (const [index, node] of ancestors.entries()) {
    const child = ancestors[index + 1];
    if (isPair(node) && isScalar(node.key)) path.push(String(node.key.value));
    else if (isSeq(node) && child !== undefined) path.push(node.items.indexOf(child as never));
  }
  return path;
}

/**
 * Tags other than the core schema's and keys that are not plain names, each at its place: thrown
 * before the parser makes values of them (a Buffer of `!!binary`, a key "[ a ]" with a warning of Node's).
 */
export function refuseTagsAndKeys(doc: ReturnType<typeof parseDocument>, text: string, at: (offset: number) => Place) {
  const errors: SiteError[] = [];
  visit(doc, {
    Node(_key, node) {
      if (node.tag === undefined || coreTags.has(node.tag)) return;
      const start = node.range?.[0] ?? 0;
      // The tag stands before the value, perhaps with an anchor between: `!!js/function "…"`.
      const written = /(!\S*)(?:\s+&\S+)?\s*$/.exec(text.slice(0, start));
      const tag = written?.[1] ?? node.tag;
      errors.push(SiteError.of("YamlTag", { tag }, { place: at(written ? written.index : start) }));
    },
    Pair(_key, pair) {
      const key = pair.key as Node | null;
      if (key !== null && !isScalar(key))
        errors.push(SiteError.of("YamlKeyNotName", {}, { place: at(keyStart(pair)) }));
    },
  });
  return errors;
}

const keyStart = (pair: Pair) => (pair.key as Node).range?.[0] ?? 0;

/** Every text value the owner could not have meant, and every `__proto__` key. */
export function textProblems(
  doc: ReturnType<typeof parseDocument>,
  text: string,
  at: (offset: number) => Place,
): TextProblem[] {
  const problems: TextProblem[] = [];
  visit(doc, {
    Pair(_key, pair, ancestors) {
      if (isScalar(pair.key) && pair.key.value === "__proto__") {
        const path = keyPath([...ancestors, pair]).slice(0, -1);
        problems.push({ kind: "unknownKey", key: "__proto__", path, place: at(keyStart(pair)) });
      }
    },
    Scalar(key, node, ancestors) {
      if (key === "key" || typeof node.value !== "string") return;
      const value = node.value;
      const path = keyPath([...ancestors, node]);
      const start = node.range?.[0] ?? 0;
      const control = controlCharacter.exec(value);
      const half = halfCharacter.exec(value);
      if (control) {
        const found = escapeOf(node, text, (code) => controlCharacter.test(String.fromCodePoint(code)));
        const code = codePointName(control[0]);
        problems.push({ kind: "control", code, typed: found?.typed ?? code, path, place: at(found?.offset ?? start) });
      } else if (half) {
        const found = escapeOf(node, text, (code, paired) => code >= 0xd800 && code <= 0xdfff && !paired);
        const typed = found?.typed ?? codePointName(half[0]);
        problems.push({ kind: "halfCharacter", typed, path, place: at(found?.offset ?? start) });
      } else if (showsNothing(value)) {
        problems.push({ kind: "invisible", codes: codePointsOf(value.trim()), path, place: at(start) });
      } else if (value.includes(editorMarker)) {
        // The word that marks the editor's files: the build would refuse every page showing this text.
        problems.push({ kind: "editorMarker", path, place: at(start) });
      }
    },
  });
  return problems;
}

/** A double-quoted YAML escape: `\0`, `\e`, `\x1b`, `\u200b`, `\U0001F600`, or one letter. */
const escapePattern = /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[\s\S])/g;
const named: Record<string, number> = { "0": 0, a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, e: 27, N: 0x85 };

/**
 * The first escape in a double-quoted scalar's source that writes what `wrong` finds, and where it
 * starts: the place to point at is the escape, not the start of the text. `paired`: a surrogate
 * escape beside its other half.
 */
function escapeOf(
  node: Scalar,
  text: string,
  wrong: (code: number, paired: boolean) => boolean,
): { offset: number; typed: string } | undefined {
  if (node.type !== Scalar.QUOTE_DOUBLE || !node.range) return undefined;
  const [start, end] = node.range;
  const escapes = [...text.slice(start, end).matchAll(escapePattern)].map((match) => {
    const body = match[1];
    const code = body.length > 1 ? Number.parseInt(body.slice(1), 16) : (named[body] ?? -1);
    return { offset: start + (match.index ?? 0), typed: match[0], code, end: (match.index ?? 0) + match[0].length };
  });
  const high = (code: number) => code >= 0xd800 && code <= 0xdbff;
  const low = (code: number) => code >= 0xdc00 && code <= 0xdfff;
  const found = escapes.find((candidate, index) => {
    const before = escapes[index - 1];
    const after = escapes[index + 1];
    const paired =
      (high(candidate.code) && after !== undefined && after.offset - start === candidate.end && low(after.code)) ||
      (low(candidate.code) && before !== undefined && candidate.offset - start === before.end && high(before.code));
    return candidate.code >= 0 && wrong(candidate.code, paired);
  });
  return found && { offset: found.offset, typed: found.typed };
}
