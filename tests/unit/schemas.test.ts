import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { jsonSchemaFiles, schemaComment } from "../../cli/content/json-schemas.js";
import { loadContent } from "../../cli/stages/1-load/load.js";
import { contentForTest, runSite, shippedContent } from "./helpers.js";

const yamlFiles = [
  "site.yaml",
  "buffet.yaml",
  "hours.yaml",
  "menu.yaml",
  "contact.yaml",
  ...readdirSync(join(shippedContent, "i18n")).map((name) => `i18n/${name}`),
];

describe("JSON Schemas for editors", () => {
  it("are committed exactly as the zod schemas generate them (run `node cli schemas` after changing a schema)", async () => {
    for (const file of await jsonSchemaFiles()) {
      expect(readFileSync(join(shippedContent, file.path), "utf8"), file.path).toBe(file.contents);
    }
  });

  it("are named in the first line of every YAML content file, and the named file exists", () => {
    for (const file of yamlFiles) {
      const comment = schemaComment(file) as string;
      const firstLine = readFileSync(join(shippedContent, file), "utf8").split("\n")[0];
      expect(firstLine, file).toBe(comment);
      const target = join(shippedContent, dirname(file), comment.split("$schema=")[1]);
      expect(existsSync(target), target).toBe(true);
    }
  });

  it("list exactly the keys of the shipped files and forbid others, so editors complete and flag keys", () => {
    const schemaOf = (name: string) =>
      JSON.parse(readFileSync(join(shippedContent, `schemas/${name}.schema.json`), "utf8")) as {
        properties: Record<string, unknown>;
        required: string[];
        additionalProperties: boolean;
      };
    // Keys the shipped files may leave out.
    const optional: Record<string, string[]> = {
      site: ["extraPages", "deploy", "bookingUrl"],
      hours: ["announceDays"],
    };
    // Keys with a default, or optional: the shipped file has them, an owner may leave them out.
    const defaulted: Record<string, string[]> = { hours: ["closures", "special"], contact: ["map"] };
    for (const [file, name] of [
      ["site.yaml", "site"],
      ["buffet.yaml", "buffet"],
      ["hours.yaml", "hours"],
      ["menu.yaml", "menu"],
      ["contact.yaml", "contact"],
      ["i18n/fr.yaml", "i18n"],
    ]) {
      const schema = schemaOf(name);
      const keys = Object.keys(parse(readFileSync(join(shippedContent, file), "utf8")));
      expect(Object.keys(schema.properties).sort(), file).toEqual([...keys, ...(optional[name] ?? [])].sort());
      expect(schema.required.sort(), file).toEqual(keys.filter((key) => !defaulted[name]?.includes(key)).sort());
      expect(schema.additionalProperties, file).toBe(false);
    }
    const event = (schemaOf("buffet").properties.events as { items: { properties: Record<string, unknown> } }).items;
    expect(event.properties.from).toEqual({ type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" });
  });

  it("are written by `site schemas`, and the loader ignores their folder", async () => {
    const dir = contentForTest();
    rmSync(join(dir, "content/schemas"), { recursive: true });
    const result = runSite(["schemas"], dir);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Wrote 8 schemas to content\/schemas\//);
    for (const file of await jsonSchemaFiles()) {
      expect(readFileSync(join(dir, "content", file.path), "utf8")).toBe(file.contents);
    }
    expect((await loadContent(join(dir, "content"))).content.languages).toEqual(["de", "en", "fr"]);
  });

  it("are not written into a folder that content/schemas links to, nor over a link at a schema's name", () => {
    const dir = contentForTest();
    const elsewhere = join(dir, "elsewhere");
    mkdirSync(elsewhere);
    writeFileSync(join(elsewhere, "site.schema.json"), "the owner's own file\n");
    rmSync(join(dir, "content/schemas"), { recursive: true });
    symlinkSync(elsewhere, join(dir, "content/schemas"));
    const linked = runSite(["schemas"], dir);
    expect(linked.status).toBe(1);
    expect(linked.stderr).toMatch(/^content\/schemas:1:1 is a link to a file outside the content folder/m);
    expect(linked.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(elsewhere)).toEqual(["site.schema.json"]);
    expect(readFileSync(join(elsewhere, "site.schema.json"), "utf8")).toBe("the owner's own file\n");

    // A link at one schema's name is neither written through nor replaced; no schema is written.
    rmSync(join(dir, "content/schemas"));
    mkdirSync(join(dir, "content/schemas"));
    symlinkSync(join(elsewhere, "site.schema.json"), join(dir, "content/schemas/site.schema.json"));
    const file = runSite(["schemas"], dir);
    expect(file.status).toBe(1);
    expect(file.stderr).toMatch(/^content\/schemas\/site\.schema\.json:1:1 is a link/m);
    expect(readdirSync(join(dir, "content/schemas"))).toEqual(["site.schema.json"]);
    expect(readFileSync(join(elsewhere, "site.schema.json"), "utf8")).toBe("the owner's own file\n");
  });
});
