/**
 * `site buffet set`: changes content/buffet.yaml in place. Edits go through the
 * yaml Document API so the owner's comments, quotes and layout stay as they were.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { isScalar, parseDocument, Scalar } from "yaml";
import type { Buffet } from "./content/schemas.js";
import { parseYaml } from "./content/yaml.js";
import { readYamlFile } from "./content/yaml-file.js";
import { SiteError, SiteErrors } from "./errors.js";

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
export function editBuffet(file: string, text: string, changes: BuffetChanges): { text: string; buffet: Buffet } {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
    keyof BuffetChanges,
    string | boolean,
  ][];
  if (entries.length === 0) {
    throw new SiteError("nothing to change", {
      hint: "give at least one of --date, --from, --to, --street, --postcode, --city, --show, --hide",
    });
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
  const read = readYamlFile(file, next, "buffet");
  if (read.errors.length > 0) throw new SiteErrors(read.errors);
  return { text: next, buffet: read.value as Buffet };
}

/** Applies `changes` to the file, or throws and leaves it untouched. */
export function setBuffet(file: string, changes: BuffetChanges): Buffet {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (failure) {
    throw new SiteError("cannot read the buffet file", { place: { file, line: 1, col: 1 }, cause: failure });
  }
  const result = editBuffet(file, text, changes);
  // Write beside it and rename, so an interrupted write never leaves half a file.
  const staging = `${file}.${process.pid}.tmp`;
  writeFileSync(staging, result.text);
  renameSync(staging, file);
  return result.buffet;
}
