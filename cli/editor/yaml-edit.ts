/**
 * A form's value written into its YAML file in place, through the yaml
 * Document API as `site buffet set` does (cli/commands/buffet-set.ts): only the values
 * that changed are replaced, so the owner's comments, key order, quoting and
 * blank lines stay. A list entry the owner moved keeps its comments (the form
 * says where each entry came from); a new entry is a copy of its neighbour
 * without the neighbour's comments, so it is written in the same style.
 */
import {
  type Document,
  isMap,
  isScalar,
  isSeq,
  type Node,
  Pair,
  parseDocument,
  Scalar,
  visit,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";
import { splitFrontMatter as frontMatterOf } from "../stages/1-load/front-matter.js";
import { yamlSchema } from "../stages/1-load/yaml.js";

/**
 * Where each entry of a list in the new value came from: the list's key path
 * ("events", "sections/1/dishes") → the index each entry had in the file, or
 * null for a new one. Lists not named keep their entries by position.
 */
export type Origins = Record<string, (number | null)[]>;

/** How the tool writes YAML: no folding of long lines, `[a, b]` as the owner writes it. */
const options = { lineWidth: 0, flowCollectionPadding: false } as const;

/**
 * The text of a document, written so that an unchanged document gives back the
 * text it was read from. yaml puts a blank line before a comment at the end of
 * the file; where the file had none, the comment goes with the last value.
 */
function stringify(doc: Document, original: string): string {
  const trailing = doc.comment;
  if (trailing && doc.contents && !/\n\n(#[^\n]*\n?)*$/.test(original)) {
    doc.contents.comment = doc.contents.comment ? `${doc.contents.comment}\n${trailing}` : trailing;
    doc.comment = null;
  }
  return doc.toString(options);
}

/** A string YAML readers could take for a number, a date, a time or a point ("50% 20%") is written in quotes, as the files ask. */
const looksLikeNumber = (value: string) => /^[\d\s:.,+%-]+$/.test(value);

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

const isObject = (value: unknown): value is Record<string, Plain> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A node for a value the file has no node for yet. */
function createNode(doc: Document, value: Plain): Node {
  const node = doc.createNode(value) as Node;
  visit(node, {
    Scalar(_key, scalar) {
      if (typeof scalar.value === "string" && looksLikeNumber(scalar.value)) scalar.type = Scalar.QUOTE_DOUBLE;
    },
    Seq(_key, seq) {
      // A list of plain values reads best on one line, as the shipped files write them.
      if (seq.items.every((item) => isScalar(item))) seq.flow = true;
    },
  });
  return node;
}

/** A copy of an entry to write a new one in its style: without its comments, which belong to the original. */
function styleCopy(node: Node): Node {
  const copy = node.clone() as Node;
  visit(copy, {
    Node(_key, child) {
      child.commentBefore = undefined;
      child.comment = undefined;
    },
    Pair(_key, pair) {
      if (pair.key && typeof pair.key === "object" && "commentBefore" in pair.key) {
        (pair.key as Node).commentBefore = undefined;
        (pair.key as Node).comment = undefined;
      }
    },
  });
  copy.commentBefore = undefined;
  copy.comment = undefined;
  return copy;
}

/** Every comment in a node, its own and its children's, in the order of the file: the one above it first. */
function commentsIn(node: Node | Pair | null | undefined): { before: string[]; after: string[] } {
  const before: string[] = [];
  const after: string[] = [];
  if (!node) return { before, after };
  const own = node as { commentBefore?: string | null; comment?: string | null };
  if (own.commentBefore) before.push(own.commentBefore);
  visit(node as Node, {
    Node(_key, child) {
      if (child === node) return;
      // Keys are nodes too: a comment above a key is its own.
      if (child.commentBefore) before.push(child.commentBefore);
      if (child.comment) before.push(child.comment);
    },
  });
  if (own.comment) after.push(own.comment);
  return { before, after };
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join("\n") || undefined;

/**
 * A node written anew in place of another keeps the other's comments: nothing of the owner's is
 * lost when a value changes its form (one time range becoming a list of two).
 */
function replaced(doc: Document, old: Node | undefined, value: Plain): Node {
  const node = createNode(doc, value);
  const { before, after } = commentsIn(old);
  node.commentBefore = joined(...before);
  node.comment = joined(...after);
  return node;
}

/** The node that holds `value` in place of `node`: the same node changed where it can be. */
function update(doc: Document, node: Node | undefined, value: Plain, path: string, origins: Origins): Node {
  if (Array.isArray(value)) {
    if (!isSeq(node)) return replaced(doc, node, value);
    updateSeq(doc, node, value, path, origins);
    return node;
  }
  if (isObject(value)) {
    if (!isMap(node)) return replaced(doc, node, value);
    updateMap(doc, node, value, path, origins);
    return node;
  }
  if (isScalar(node)) {
    if (node.value !== value) {
      if (typeof value === "string" && typeof node.value !== "string" && looksLikeNumber(value)) {
        node.type = Scalar.QUOTE_DOUBLE;
      }
      node.value = value;
    }
    return node;
  }
  return replaced(doc, node, value);
}

function updateMap(doc: Document, map: YAMLMap, value: Record<string, Plain>, path: string, origins: Origins) {
  const seen = new Set<string>();
  const kept = (map.items as Pair[]).map((pair) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    // Keys the form does not know of (not even as unknown keys) are not the form's to drop.
    if (key === undefined) return true;
    seen.add(key);
    if (!Object.hasOwn(value, key) || value[key] === undefined) return false;
    pair.value = update(doc, pair.value as Node | undefined, value[key], join(path, key), origins);
    return true;
  });
  map.items = keepComments(map, map.items as Pair[], kept, (pair) => pair.key as Node);
  for (const [key, child] of Object.entries(value)) {
    if (seen.has(key) || child === undefined) continue;
    map.items.push(new Pair(doc.createNode(key), createNode(doc, child)));
  }
}

/**
 * The entries that stay, the comments of those that go moved onto them: above the next entry that
 * stays, else after the list or group, else onto it (an emptied list keeps them, and gives them
 * back to its first entry once filled again). `head` is what holds an entry's
 * comment above it (a pair's key).
 */
function keepComments<T extends Node | Pair>(
  collection: YAMLMap | YAMLSeq,
  items: T[],
  kept: boolean[],
  head: (item: T) => Node,
): T[] {
  const staying = items.filter((_item, index) => kept[index]);
  let pending: string[] = [];
  for (const [index, item] of items.entries()) {
    if (!kept[index]) {
      const { before, after } = commentsIn(item);
      pending.push(...before, ...after);
      continue;
    }
    if (pending.length > 0) {
      head(item).commentBefore = joined(...pending, head(item).commentBefore);
      pending = [];
    }
  }
  if (pending.length === 0) return staying;
  if (staying.length > 0) collection.comment = joined(...pending, collection.comment);
  else collection.commentBefore = joined(collection.commentBefore, ...pending);
  return staying;
}

function updateSeq(doc: Document, seq: YAMLSeq, value: Plain[], path: string, origins: Origins) {
  const old = seq.items as Node[];
  // An emptied list is written "[]"; filled again with groups, it is a block list as before.
  if (old.length === 0 && value.some((item) => item !== null && typeof item === "object")) seq.flow = false;
  // yaml keeps the comment above a block list's first entry with the list: it belongs to that entry.
  const first = old[0];
  if (!seq.flow && seq.commentBefore && first && !isScalar(first)) {
    first.commentBefore = first.commentBefore ? `${seq.commentBefore}\n${first.commentBefore}` : seq.commentBefore;
    seq.commentBefore = undefined;
  }
  const from = origins[path] ?? value.map((_item, index) => (index < old.length ? index : null));
  const items: Node[] = [];
  for (const [index, item] of value.entries()) {
    const origin = from[index];
    const kept = typeof origin === "number" ? old[origin] : undefined;
    // A new entry looks like the one before it, or the file's first when it comes first.
    const neighbour = items[items.length - 1] ?? old[0];
    const start = kept ?? (neighbour && !isScalar(neighbour) ? styleCopy(neighbour) : undefined);
    items.push(update(doc, start, item, join(path, String(index)), origins));
  }
  // The comments of entries removed stay in the list; an emptied list's go to the first new entry.
  const kept = old.map((_item, index) => from.includes(index));
  keepComments(seq, old, kept, (item) => item);
  if (old.length === 0 && !seq.flow && seq.commentBefore && items[0]) {
    items[0].commentBefore = joined(seq.commentBefore, items[0].commentBefore);
    seq.commentBefore = undefined;
  }
  seq.items = items;
}

const join = (path: string, key: string) => (path ? `${path}/${key}` : key);

/** Whether `origins` is a plain record of lists of distinct indices or nulls, as the form sends it. */
export function isOrigins(value: unknown): value is Origins {
  if (!isObject(value)) return false;
  return Object.values(value as Record<string, unknown>).every((list) => {
    if (!Array.isArray(list)) return false;
    const numbers = list.filter((entry) => entry !== null);
    return numbers.every((entry) => Number.isInteger(entry) && entry >= 0) && new Set(numbers).size === numbers.length;
  });
}

/**
 * The new text of a YAML file: `text` with `value` written into it. Comments,
 * order, quoting and layout of everything that did not change stay as they were.
 */
export function writeValue(text: string, value: unknown, origins: Origins = {}): string {
  const doc = parseDocument(text, { ...yamlSchema, keepSourceTokens: false });
  if (doc.errors.length > 0) throw doc.errors[0];
  doc.contents = update(doc, (doc.contents ?? undefined) as Node | undefined, value as Plain, "", origins) as never;
  return stringify(doc, text);
}

/** The value of a YAML text as the form edits it: what the owner wrote, before any schema read it. */
export function readValue(text: string): { value: unknown; numbers: Record<string, string> } {
  const doc = parseDocument(text, yamlSchema);
  if (doc.errors.length > 0) throw doc.errors[0];
  // Numbers as written ("8.50", not 8.5), so a price shows as the owner typed it.
  const numbers: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (isMap(node)) {
      for (const pair of node.items) if (isScalar(pair.key)) walk(pair.value, join(path, String(pair.key.value)));
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        walk(item, join(path, String(index)));
      });
    } else if (isScalar(node) && typeof node.value === "number" && node.source !== undefined) {
      numbers[path] = String(node.source);
    }
  };
  walk(doc.contents, "");
  return { value: doc.toJS(), numbers };
}

/** The key path of the value at a line and column of a YAML text (1-based), for a message that has only its place. */
export function pathAt(text: string, line: number, col: number): (string | number)[] {
  const lines = text.split("\n");
  const offset = lines.slice(0, line - 1).reduce((sum, current) => sum + current.length + 1, 0) + col - 1;
  const doc = parseDocument(text, yamlSchema);
  const path: (string | number)[] = [];
  let node: unknown = doc.contents;
  const within = (candidate: unknown) => {
    const range = (candidate as Node | null)?.range;
    return range ? offset >= range[0] && offset <= range[1] : false;
  };
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find((item) => within(item.value) || within(item.key));
      if (!pair || !isScalar(pair.key)) return path;
      path.push(String(pair.key.value));
      node = pair.value;
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => within(item));
      if (index < 0) return path;
      path.push(index);
      node = node.items[index];
    } else return path;
  }
}

/** A Markdown file split at its front matter: the YAML between the first two lines "---", and what follows. */
export function splitFrontMatter(text: string): { front: string; rest: string } | undefined {
  const split = frontMatterOf(text);
  if (!split) return undefined;
  return { front: split.yaml ? `${split.yaml}\n` : "", rest: text.slice(split.closingAt) };
}

/** The Markdown file with its front matter written anew by `write`, the blank lines it opened with kept. */
export function rewriteFrontMatter(text: string, write: (front: string) => string): string | undefined {
  const split = splitFrontMatter(text);
  if (!split) return undefined;
  const blank = /^\n*/.exec(split.front)?.[0] ?? "";
  return `---\n${blank}${write(split.front.slice(blank.length))}${split.rest}`;
}
