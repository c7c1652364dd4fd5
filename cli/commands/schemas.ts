import { resolve } from "node:path";
import type { Command } from "commander";
import { writeJsonSchemas } from "../content/jsonSchema.js";
import { fail } from "./output.js";

export function registerSchemas(program: Command): void {
  program
    .command("schemas")
    .description("write JSON Schemas of the content files to content/schemas/ (editors use them to complete keys)")
    .option("--content <dir>", "content folder", "content")
    .action((options: { content: string }) => {
      try {
        const written = writeJsonSchemas(resolve(options.content));
        console.log(`Wrote ${written.length} schemas to ${options.content}/schemas/: ${written.join(", ")}`);
      } catch (failure) {
        fail(failure);
      }
    });
}
