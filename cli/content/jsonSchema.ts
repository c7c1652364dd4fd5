/**
 * JSON Schemas for editors, generated from the zod schemas the loader uses, so
 * an editor with the YAML language server completes keys and flags typos while
 * the owner types. Checks zod runs in code (calendar dates, https links) have
 * no JSON Schema form and are left to the build; keys and types still are checked.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
// A namespace import lets the bundler leave out the parts of zod we do not use (its locales, mostly).
import * as z from "zod";
import {
  buffetSchema,
  dictionarySchema,
  legalFrontMatterSchema,
  pageFrontMatterSchema,
  siteSchema,
} from "./schemas.js";

/** The folder inside content/ that holds the generated schemas. */
export const schemaFolder = "schemas";

const kinds = [
  { name: "site", schema: siteSchema, title: "site.yaml: every fact about the restaurant" },
  { name: "buffet", schema: buffetSchema, title: "buffet.yaml: the buffet announced on the website" },
  { name: "i18n", schema: dictionarySchema, title: "i18n/<language>.yaml: every text of the website in one language" },
  { name: "page", schema: pageFrontMatterSchema, title: "front matter of pages/<page>.<language>.md" },
  { name: "legal", schema: legalFrontMatterSchema, title: "front matter of legal/<page>.md" },
] as const;

export type SchemaName = (typeof kinds)[number]["name"];

/** The YAML files of content/ and the schema each one names in its first line. */
export function schemaOfYamlFile(relativePath: string): SchemaName | undefined {
  if (relativePath === "site.yaml") return "site";
  if (relativePath === "buffet.yaml") return "buffet";
  if (/^i18n\/[^/]+\.yaml$/.test(relativePath)) return "i18n";
  return undefined;
}

/** The first line a YAML content file needs so editors find its schema. */
export function schemaComment(relativePath: string): string | undefined {
  const name = schemaOfYamlFile(relativePath);
  if (!name) return undefined;
  const up = "../".repeat(relativePath.split("/").length - 1) || "./";
  return `# yaml-language-server: $schema=${up}${schemaFolder}/${name}.schema.json`;
}

/** Every schema file, path relative to content/ and its text. */
export function jsonSchemaFiles(): { path: string; contents: string }[] {
  return kinds.map(({ name, schema, title }) => {
    // "input": what the owner writes; "any" keeps refine-only checks from failing generation.
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
    const contents = `${JSON.stringify({ title, ...json }, null, 2)}\n`;
    return { path: `${schemaFolder}/${name}.schema.json`, contents };
  });
}

export function writeJsonSchemas(contentDir: string): string[] {
  mkdirSync(join(contentDir, schemaFolder), { recursive: true });
  return jsonSchemaFiles().map((file) => {
    const target = join(contentDir, file.path);
    writeFileSync(`${target}.tmp`, file.contents);
    renameSync(`${target}.tmp`, target);
    return file.path;
  });
}
