import { resolve } from "node:path";
import type { Command } from "commander";
import { fail } from "./output.js";

export function registerSchemas(program: Command): void {
  program
    .command("schemas")
    .description("write JSON Schemas of the content files to content/schemas/ (editors use them to complete keys)")
    .option("--content <dir>", "content folder", "content")
    .action(async (options: { content: string }) => {
      try {
        const { writeJsonSchemas } = await import("../content/jsonSchema.js");
        const written = writeJsonSchemas(resolve(options.content));
        console.log(`Wrote ${written.length} schemas to ${options.content}/schemas/: ${written.join(", ")}`);
      } catch (failure) {
        fail(failure);
      }
    });
}
