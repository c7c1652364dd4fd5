/**
 * `site buffet set`: changes content/buffet.yaml in place. Edits go through the
 * yaml Document API so the owner's comments, quotes and layout stay as they were.
 */
import { isScalar, parseDocument, Scalar } from "yaml";
import { loadYaml } from "./content/formats.js";
import type { Buffet } from "./content/load.js";
import { readContentText } from "./content/read.js";
import { registry } from "./content/registry.js";
import { parseYaml } from "./content/yaml.js";
import { SiteError } from "./errors.js";
import { replaceFile } from "./files.js";

export interface BuffetChanges {
  date?: string;
  from?: string;
  to?: string;
  street?: string;
  postcode?: string;
  city?: string;
  show?: boolean;
}

const paths: Record<keyof BuffetChanges, string[]> = {
  date: ["date"],
  from: ["from"],
  to: ["to"],
  street: ["location", "street"],
  postcode: ["location", "postcode"],
  city: ["location", "city"],
  show: ["show"],
};

/** Values the schema wants quoted, so a new key is written the way the file's comments ask for. */
const quoted = new Set<keyof BuffetChanges>(["date", "from", "to", "postcode"]);

/**
 * The new text of buffet.yaml with `changes` applied, or SiteErrors with the
 * same messages and places the build would report. Nothing is written here.
 */
export async function editBuffet(
  file: string,
  text: string,
  changes: BuffetChanges,
): Promise<{ text: string; buffet: Buffet }> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
    keyof BuffetChanges,
    string | boolean,
  ][];
  if (entries.length === 0) {
    throw SiteError.of("BuffetNothingToChange", {});
  }
  // The file as it is must parse: editing a broken file would hide where it broke.
  parseYaml(file, text);
  const doc = parseDocument(text);
  for (const [key, value] of entries) {
    const existing = doc.getIn(paths[key], true);
    if (isScalar(existing)) {
      existing.value = value; // keeps the owner's quoting style
    } else {
      const node = doc.createNode(value) as Scalar;
      if (quoted.has(key)) node.type = Scalar.QUOTE_DOUBLE;
      doc.setIn(paths[key], node);
    }
  }
  const next = doc.toString();
  // Read back exactly as the build reads buffet.yaml.
  const { value } = await loadYaml(registry.buffet, file, next);
  return { text: next, buffet: value };
}

/** Applies `changes` to the file, or throws and leaves it untouched. */
export async function setBuffet(contentDir: string, changes: BuffetChanges): Promise<Buffet> {
  const file = `${contentDir}/${registry.buffet.path}`;
  const result = await editBuffet(file, readContentText(contentDir, file), changes);
  replaceFile(file, result.text);
  return result.buffet;
}
