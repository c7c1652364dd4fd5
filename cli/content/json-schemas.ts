/**
 * JSON Schemas for editors, generated from the registry's zod schemas, so an
 * editor with the YAML language server completes keys and flags typos while
 * the owner types. Checks zod runs in code (calendar dates, https links) have
 * no JSON Schema form and are left to the build; keys and types still are checked.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
// A namespace import lets the bundler leave out the parts of zod we do not use (its locales, mostly).
import * as z from "zod";
import { SiteError } from "../errors.js";
import { replaceFile } from "../file-writes.js";
import { checkReplaceableFile, checkWritableFolder, schemaFolder } from "./folders.js";
import { allTypes, type ContentType } from "./registry.js";

/** `pages/{page}.{lang}.md` → a pattern that matches "pages/about.en.md". */
const patternOf = (type: ContentType<unknown>) =>
  new RegExp(`^${type.path.replace(/[.]/g, "\\.").replace(/\{(lang|page)\}/g, "[^/]+")}$`);

/** The registry's YAML type a file of content/ belongs to. */
export function yamlTypeOf(relativePath: string): ContentType<unknown> | undefined {
  return allTypes().find((type) => type.format === "yaml" && patternOf(type).test(relativePath));
}

/** The first line a YAML content file needs so editors find its schema. */
export function schemaComment(relativePath: string): string | undefined {
  const type = yamlTypeOf(relativePath);
  if (!type) return undefined;
  const up = "../".repeat(relativePath.split("/").length - 1) || "./";
  return `# yaml-language-server: $schema=${up}${schemaFolder}/${type.name}.schema.json`;
}

/** Every schema file, path relative to content/ and its text. */
export async function jsonSchemaFiles(): Promise<{ path: string; contents: string }[]> {
  return Promise.all(
    allTypes().map(async (type) => {
      // "input": what the owner writes; "any" keeps refine-only checks from failing generation.
      const json = z.toJSONSchema(await type.schema(), { io: "input", unrepresentable: "any" });
      const contents = `${JSON.stringify({ title: type.title, ...json }, null, 2)}\n`;
      return { path: `${schemaFolder}/${type.name}.schema.json`, contents };
    }),
  );
}

export async function writeJsonSchemas(contentDir: string): Promise<string[]> {
  // A misspelt --content is said, never made: the schemas belong beside the content they describe.
  if (!statSync(contentDir, { throwIfNoEntry: false })?.isDirectory())
    throw SiteError.of("ContentFolderMissing", { folder: contentDir });
  const files = await jsonSchemaFiles();
  // content/schemas is the tool's to write into: a link there would lead the writing out of the content folder.
  checkWritableFolder(join(contentDir, schemaFolder));
  for (const file of files) checkReplaceableFile(join(contentDir, file.path));
  for (const file of files) replaceFile(join(contentDir, file.path), file.contents);
  return files.map((file) => file.path);
}
