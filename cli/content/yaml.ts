/**
 * YAML with source positions. The `yaml` package keeps every node's range, so
 * a problem found later (by a schema) can still point at the exact value.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import { type Place, SiteError, SiteErrors } from "../errors.js";

export interface YamlSource {
  file: string;
  data: unknown;
  /** The place of the value at `path`, or of its nearest existing parent. */
  placeOf(path: readonly PropertyKey[]): Place;
  /** The place of the key `key` in the mapping at `path` (for unknown keys). */
  placeOfKey(path: readonly PropertyKey[], key: string): Place;
}

export interface YamlOptions {
  /** Lines before the YAML text in its file (front matter starts after `---`). */
  lineOffset?: number;
}

export function parseYaml(file: string, source: string, options: YamlOptions = {}): YamlSource {
  const lineOffset = options.lineOffset ?? 0;
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: true, uniqueKeys: true });
  const at = (offset: number): Place => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line: line + lineOffset, col };
  };

  const problems = [...doc.errors, ...doc.warnings];
  if (problems.length > 0) {
    throw new SiteErrors(
      problems.map((problem) => {
        const [start] = problem.linePos ?? [{ line: 1, col: 1 }];
        const firstLine = problem.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
        return new SiteError(`YAML syntax: ${firstLine}`, {
          place: { file, line: start.line + lineOffset, col: start.col },
          hint: "check the indentation and quotes on this line",
        });
      }),
    );
  }

  const nodeAt = (path: readonly PropertyKey[]): Node | undefined => {
    let node: unknown = doc.contents;
    let found: Node | undefined = doc.contents ?? undefined;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
        node = pair?.value;
      } else if (isSeq(node) && typeof key === "number") {
        node = node.items[key];
      } else {
        node = undefined;
      }
      if (!node) break;
      found = node as Node;
    }
    return found;
  };

  return {
    file,
    data: doc.toJS(),
    placeOf(path) {
      const node = nodeAt(path);
      return at(node?.range?.[0] ?? 0);
    },
    placeOfKey(path, key) {
      const node = nodeAt(path);
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
        const keyNode = pair?.key as Node | undefined;
        if (keyNode?.range) return at(keyNode.range[0]);
      }
      return at(node?.range?.[0] ?? 0);
    },
  };
}
