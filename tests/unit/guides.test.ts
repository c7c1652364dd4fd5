/**
 * The owner's guides list every message of the catalogue with its hint, in
 * their language. A guide whose table differs from what the catalogue makes
 * fails here; `npm run guides` writes the tables anew.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { messageTables, missingExamples, withMessageTables } from "../guides.js";
import { root } from "./helpers.js";

const guides = [
  ["docs/owner-guide.md", "en"],
  ["docs/anleitung.md", "de"],
] as const;

describe("the owner's guides", () => {
  it("have an example for every entry of the catalogue", () => {
    expect(missingExamples(), "add them to tests/guides.ts").toEqual([]);
  });

  for (const [file, lang] of guides) {
    it(`${file} lists every message as the catalogue words it, with what to do`, async () => {
      const guide = readFileSync(join(root, file), "utf8");
      // `npm run guides` (vitest -u) writes the file when it differs.
      await expect(withMessageTables(guide, lang)).toMatchFileSnapshot(join(root, file));
    });
  }

  it("show each language's own words", () => {
    expect(messageTables("de")).toContain("| `Datei fehlt` |");
    expect(messageTables("en")).toContain("| `file is missing` |");
    expect(messageTables("de")).not.toContain("file is missing");
  });
});
