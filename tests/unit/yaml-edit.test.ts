/**
 * Saving a form writes its value into the YAML file in place: what did not
 * change is written back byte for byte, comments stay with the values and
 * list entries they belong to, and a new entry is written in its neighbour's
 * style.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { pathAt, readValue, writeValue } from "../../cli/editor/yaml-edit.js";
import { shippedContent } from "./helpers.js";

const shipped = (file: string) => readFileSync(join(shippedContent, file), "utf8");
const yamlFiles = [
  "site.yaml",
  "buffet.yaml",
  "hours.yaml",
  "menu.yaml",
  "i18n/de.yaml",
  "i18n/en.yaml",
  "i18n/fr.yaml",
];
/** The lines of a text that are comments, in order. */
const comments = (text: string) => text.split("\n").filter((line) => line.trim().startsWith("#"));

describe("writing a form's value into its YAML file", () => {
  it("gives back every shipped file byte for byte when nothing changed", () => {
    for (const file of yamlFiles) {
      const text = shipped(file);
      expect(writeValue(text, readValue(text).value), file).toBe(text);
    }
  });

  it("changes a buffet's date and nothing else: comments, quotes and blank lines stay", () => {
    const text = shipped("buffet.yaml");
    const { value } = readValue(text) as { value: { events: { date: string }[] } };
    value.events[0].date = "2026-12-13";
    const written = writeValue(text, value);
    expect(written).toBe(text.replace('date: "2026-12-06"', 'date: "2026-12-13"'));
    expect(comments(written)).toEqual(comments(text));
  });

  it("keeps a moved entry's comments with it, as the form says where each entry came from", () => {
    const text = [
      "events:",
      "  # the first one",
      '  - date: "2025-11-02" # Sunday',
      "    city: Berlin",
      "",
      "  # the second one",
      '  - date: "2025-12-07"',
      "    city: Potsdam",
      "",
    ].join("\n");
    const { value } = readValue(text) as { value: { events: unknown[] } };
    value.events.reverse();
    const written = writeValue(text, value, { events: [1, 0] });
    expect(parse(written)).toEqual({
      events: [
        { date: "2025-12-07", city: "Potsdam" },
        { date: "2025-11-02", city: "Berlin" },
      ],
    });
    expect(written.indexOf("# the second one")).toBeLessThan(written.indexOf('"2025-12-07"'));
    expect(written.indexOf("# the first one")).toBeLessThan(written.indexOf('"2025-11-02" # Sunday'));
    expect(written.indexOf("# the second one")).toBeLessThan(written.indexOf("# the first one"));
  });

  it("writes a new entry in the style of its neighbour, without the neighbour's comments", () => {
    const text = shipped("buffet.yaml");
    const { value } = readValue(text) as { value: { events: unknown[] } };
    value.events.push({
      date: "2027-02-07",
      from: "13:00",
      to: "19:00",
      location: { street: "Baobabweg 7", postcode: "12043", city: "Berlin" },
    });
    const written = writeValue(text, value, { events: [0, 1, null] });
    expect(written.startsWith(text.trimEnd())).toBe(true);
    expect(written.slice(text.trimEnd().length)).toBe(
      [
        "",
        "",
        '  - date: "2027-02-07"',
        '    from: "13:00"',
        '    to: "19:00"',
        "    location:",
        "      street: Baobabweg 7",
        '      postcode: "12043"',
        "      city: Berlin",
        "",
      ].join("\n"),
    );
    expect(comments(written)).toEqual(comments(text));
  });

  it("removes an entry and a key the form left out, keeping the rest", () => {
    const text = shipped("buffet.yaml");
    const { value } = readValue(text) as { value: { events: Record<string, unknown>[] } };
    delete value.events[0].newLocation;
    value.events.splice(1, 1);
    const written = writeValue(text, value, { events: [0] });
    expect(parse(written).events).toEqual([
      {
        date: "2026-12-06",
        from: "14:00",
        to: "20:00",
        location: { street: "Baobabweg 7", postcode: "12043", city: "Berlin" },
      },
    ]);
    expect(comments(written)).toEqual(comments(text));
  });

  it("writes a price with the decimals the owner wrote, and a price typed with a comma in quotes", () => {
    const text = "price: 8.50 # euros\nother: 12.90\n";
    expect(writeValue(text, { price: 9.5, other: "12,50" })).toBe('price: 9.50 # euros\nother: "12,50"\n');
    expect(readValue(text).numbers).toEqual({ price: "8.50", other: "12.90" });
  });

  it("writes a new list of choices on one line, as the files do, and quotes what reads like a number", () => {
    const text = "name: Akara\n";
    expect(writeValue(text, { name: "Akara", allergens: ["gluten", "milk"], code: "12043" })).toBe(
      'name: Akara\nallergens: [gluten, milk]\ncode: "12043"\n',
    );
  });

  it("turns a closed day into a range and a range into several, in the file's own style", () => {
    const text = shipped("hours.yaml");
    const { value } = readValue(text) as { value: { weekly: Record<string, unknown> } };
    value.weekly.monday = "17:00-22:00";
    value.weekly.tuesday = ["12:00-15:00", "17:00-22:00"];
    const written = writeValue(text, value);
    expect(written).toContain("  monday: 17:00-22:00\n  tuesday: [");
    expect(parse(written).weekly.tuesday).toEqual(["12:00-15:00", "17:00-22:00"]);
    expect(comments(written)).toEqual(comments(text));
  });

  it("keeps the comment at the end of site.yaml where it was", () => {
    const text = shipped("site.yaml");
    const { value } = readValue(text) as { value: Record<string, unknown> };
    value.name = "Mama Nyota Berlin";
    expect(writeValue(text, value)).toBe(text.replace("name: Mama Nyota\n", "name: Mama Nyota Berlin\n"));
  });

  it("finds the key path of a line and column, for a message that has only its place", () => {
    const text = shipped("buffet.yaml");
    const line = text.split("\n").findIndex((entry) => entry.includes('to: "19:00"')) + 1;
    expect(pathAt(text, line, 9)).toEqual(["events", 1, "to"]);
  });
});
