/**
 * Nothing of the owner's is lost when the editor saves: every shipped YAML file goes through each
 * action the editor's form offers (change the texts, add an entry, remove one, move one, empty a
 * list and fill it again, leave out a key), and every comment of the file is still there after it,
 * with the value the form meant.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument, visit } from "yaml";
import { type Origins, readValue, writeValue } from "../../cli/editor/yaml-edit.js";
import { shippedContent } from "./helpers.js";

const files = [
  "site.yaml",
  "buffet.yaml",
  "hours.yaml",
  "menu.yaml",
  "contact.yaml",
  "i18n/de.yaml",
  "i18n/en.yaml",
  "i18n/fr.yaml",
];

/** Every comment line of a YAML text, as written, in the order of the file. */
function commentLines(text: string): string[] {
  const doc = parseDocument(text);
  const parts: (string | null | undefined)[] = [doc.commentBefore];
  visit(doc, {
    Node(_key, node) {
      parts.push(node.commentBefore, node.comment);
    },
  });
  parts.push(doc.comment);
  return (
    parts
      .filter((part): part is string => !!part)
      .flatMap((part) => part.split("\n"))
      .map((line) => line.trim())
      // A blank line is layout, not a comment.
      .filter((line) => line !== "")
  );
}

const sorted = (lines: string[]) => [...lines].sort();

type Value = null | boolean | number | string | Value[] | { [key: string]: Value };
const isObject = (value: unknown): value is Record<string, Value> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Every list of a value and every key of a group, by their paths. */
function placesIn(value: Value, path: (string | number)[] = []) {
  const lists: (string | number)[][] = [];
  const keys: (string | number)[][] = [];
  const walk = (node: Value, at: (string | number)[]) => {
    if (Array.isArray(node)) {
      lists.push(at);
      node.forEach((item, index) => {
        walk(item, [...at, index]);
      });
    } else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        keys.push([...at, key]);
        walk(child, [...at, key]);
      }
    }
  };
  walk(value, path);
  return { lists, keys };
}

const at = (value: Value, path: (string | number)[]): Value =>
  path.reduce<Value>((node, key) => (node as Record<string | number, Value>)[key], value);

/** What one action of the form does to a list: the list's new entries and where each came from. */
type ListAction = (list: Value[]) => { list: Value[]; from: (number | null)[] } | undefined;

const listActions: Record<string, ListAction> = {
  "adds an entry": (list) => ({
    list: [...list, structuredClone(list[list.length - 1] ?? "new")],
    from: [...list.keys(), null],
  }),
  "removes the first entry": (list) =>
    list.length > 0 ? { list: list.slice(1), from: list.slice(1).map((_item, index) => index + 1) } : undefined,
  "removes the last entry": (list) =>
    list.length > 0 ? { list: list.slice(0, -1), from: list.slice(0, -1).map((_item, index) => index) } : undefined,
  "moves the second entry up": (list) =>
    list.length > 1
      ? { list: [list[1], list[0], ...list.slice(2)], from: [1, 0, ...list.slice(2).map((_item, index) => index + 2)] }
      : undefined,
};

/** The value with the list at `path` replaced, and the origins the form would send. */
function withList(value: Value, path: (string | number)[], list: Value[], from: (number | null)[]) {
  const changed = structuredClone(value);
  const parent = at(changed, path.slice(0, -1)) as Record<string | number, Value>;
  parent[path[path.length - 1]] = list;
  const origins: Origins = { [path.join("/")]: from };
  return { changed, origins };
}

/** Saves `changed` into `text` and checks the file reads back as that value with every comment of `text`. */
function save(text: string, changed: Value, origins: Origins, what: string): string {
  const written = writeValue(text, changed, origins);
  expect(readValue(written).value, what).toEqual(changed);
  expect(sorted(commentLines(written)), what).toEqual(sorted(commentLines(text)));
  return written;
}

describe("saving from the editor keeps every comment", () => {
  for (const file of files) {
    const text = readFileSync(join(shippedContent, file), "utf8");
    const value = readValue(text).value as Value;
    const { lists, keys } = placesIn(value);

    it(`of ${file} through every change of every list`, () => {
      for (const path of lists) {
        const list = at(value, path) as Value[];
        for (const [name, action] of Object.entries(listActions)) {
          const done = action(list);
          if (!done) continue;
          const { changed, origins } = withList(value, path, done.list, done.from);
          save(text, changed, origins, `${file}: ${path.join(".")} ${name}`);
        }
      }
    });

    it(`of ${file} through a list emptied and filled again, each comment back in its place`, () => {
      for (const path of lists) {
        const list = at(value, path) as Value[];
        if (list.length === 0) continue;
        const what = `${file}: ${path.join(".")}`;
        const emptied = withList(value, path, [], []);
        const empty = save(text, emptied.changed, emptied.origins, `${what} emptied`);
        const refilled = withList(
          value,
          path,
          list,
          list.map(() => null),
        );
        const again = save(empty, refilled.changed, refilled.origins, `${what} filled again`);
        expect(commentLines(again), what).toEqual(commentLines(text));
      }
    });

    it(`of ${file} through every key left out, and every text changed`, () => {
      for (const path of keys) {
        const changed = structuredClone(value);
        const parent = at(changed, path.slice(0, -1));
        if (!isObject(parent)) continue;
        delete parent[path[path.length - 1] as string];
        save(text, changed, {}, `${file}: ${path.join(".")} left out`);
      }
      const retyped = JSON.parse(JSON.stringify(value), (_key, item) =>
        typeof item === "string" ? `${item} (neu)` : item,
      );
      save(text, retyped, {}, `${file}: every text changed`);
    });
  }
});

describe("comments inside lists", () => {
  const text = [
    "# The closures.",
    "closures:",
    "  # One entry per closure: from, to, reason.",
    '  - from: "2026-12-24" # Christmas Eve',
    "    # the last day closed",
    '    to: "2026-12-26"',
    "    reason: Weihnachten",
    "",
    "  # Carnival, as every year.",
    '  - from: "2027-02-08"',
    '    to: "2027-02-09"',
    "    reason: Karneval",
    "  # More to come.",
    "announceDays: 14 # two weeks",
    "",
  ].join("\n");
  const value = readValue(text).value as { closures: Value[] };

  it("keep the list's own comment and the entries' when the list is emptied, and give them back when it is filled", () => {
    const empty = writeValue(text, { ...value, closures: [] }, { closures: [] });
    expect(sorted(commentLines(empty))).toEqual(sorted(commentLines(text)));
    expect(readValue(empty).value).toEqual({ ...value, closures: [] });
    const again = writeValue(empty, value, { closures: [null, null] });
    expect(readValue(again).value).toEqual(value);
    // Block entries again, not one line of braces; the list's comment above its first entry.
    expect(again).toContain("closures:\n  # One entry per closure: from, to, reason.\n");
    expect(again).toMatch(/\n {2}- from: "2026-12-24"\n/);
    expect(sorted(commentLines(again))).toEqual(sorted(commentLines(text)));
  });

  it("keep a removed entry's comments above the entry that takes its place", () => {
    const written = writeValue(text, { ...value, closures: [value.closures[1]] }, { closures: [1] });
    expect(sorted(commentLines(written))).toEqual(sorted(commentLines(text)));
    expect(written.indexOf("# One entry per closure")).toBeLessThan(written.indexOf('from: "2027-02-08"'));
  });
});
