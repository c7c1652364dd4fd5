/**
 * `site buffet set` and `site buffet add`: change content/buffet.yaml in
 * place. Edits go through the yaml Document API so the owner's comments,
 * quotes and layout stay as they were.
 */
import { isMap, isScalar, isSeq, parseDocument, Scalar } from "yaml";
import { nextEventIndex } from "../content/buffet/view.js";
import type { Buffet } from "../content/registry.js";
import { registry } from "../content/registry.js";
import { SiteError } from "../errors.js";
import { replaceFile } from "../file-writes.js";
import { loadYaml } from "../stages/1-load/formats.js";
import { readContentText } from "../stages/1-load/read.js";
import { parseYaml } from "../stages/1-load/yaml.js";

export interface BuffetChanges {
  date?: string;
  from?: string;
  to?: string;
  street?: string;
  postcode?: string;
  city?: string;
  show?: boolean;
}

type EventKey = Exclude<keyof BuffetChanges, "show">;

/** Where each value lives inside one event. */
const eventPaths: Record<EventKey, string[]> = {
  date: ["date"],
  from: ["from"],
  to: ["to"],
  street: ["location", "street"],
  postcode: ["location", "postcode"],
  city: ["location", "city"],
};

/** Values the schema wants quoted, so a new key is written the way the file's comments ask for. */
const quoted = new Set<keyof BuffetChanges>(["date", "from", "to", "postcode"]);

export type BuffetEdit =
  /** Change the buffet still to come (or the last one, when all are over), and whether the buffet shows. */
  | { kind: "set"; changes: BuffetChanges; now: Date }
  /** Add a buffet; where it takes place, unless given, is where the last one did. */
  | { kind: "add"; changes: BuffetChanges & Required<Pick<BuffetChanges, "date" | "from" | "to">> };

const given = (changes: BuffetChanges) =>
  (Object.entries(changes) as [keyof BuffetChanges, string | boolean | undefined][]).filter(
    (entry): entry is [keyof BuffetChanges, string | boolean] => entry[1] !== undefined,
  );

/**
 * The new text of buffet.yaml with the edit applied, or SiteErrors with the
 * same messages and places the build would report. Nothing is written here.
 */
export async function editBuffet(
  file: string,
  text: string,
  edit: BuffetEdit,
): Promise<{ text: string; buffet: Buffet }> {
  const entries = given(edit.changes);
  if (entries.length === 0) throw SiteError.of("BuffetNothingToChange", {});
  // The file as it is must parse: editing a broken file would hide where it broke.
  parseYaml(file, text);
  // It need not be valid yet: an edit may be what mends it (a missing end time, say).
  const before = await loadYaml(registry.buffet, file, text).catch(() => undefined);
  const doc = parseDocument(text);
  const events = doc.get("events", true);
  if (!isSeq(events)) throw new Error("buffet.yaml has no list of events after validation");

  let index: number;
  if (edit.kind === "add") {
    // A copy of the last event in the file keeps its layout and location; its values are replaced below.
    const last = events.items[events.items.length - 1];
    const copy = isMap(last) ? last.clone() : doc.createNode({});
    if (isMap(copy)) copy.delete("newLocation");
    events.items.push(copy);
    index = events.items.length - 1;
  } else {
    index = before ? nextEventIndex(before.value, edit.now) : events.items.length - 1;
  }
  for (const [key, value] of entries) {
    const path = key === "show" ? ["show"] : ["events", index, ...eventPaths[key]];
    const existing = doc.getIn(path, true);
    if (isScalar(existing)) {
      existing.value = value; // keeps the owner's quoting style
    } else {
      const node = doc.createNode(value) as Scalar;
      if (quoted.has(key)) node.type = Scalar.QUOTE_DOUBLE;
      doc.setIn(path, node);
    }
  }
  const next = doc.toString();
  // Read back exactly as the build reads buffet.yaml.
  const { value } = await loadYaml(registry.buffet, file, next);
  return { text: next, buffet: value };
}

/** Applies the edit to the file, or throws and leaves it untouched. */
export async function changeBuffet(contentDir: string, edit: BuffetEdit): Promise<Buffet> {
  const file = `${contentDir}/${registry.buffet.path}`;
  const result = await editBuffet(file, readContentText(contentDir, file), edit);
  replaceFile(file, result.text);
  return result.buffet;
}
