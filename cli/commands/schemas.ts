import { resolve } from "node:path";
import type { Command } from "commander";
import { info, say } from "../output.js";
import { helpText } from "./help.js";

export function registerSchemas(program: Command): void {
  program
    .command("schemas")
    .description(helpText("schemas"))
    .option("--content <dir>", helpText("contentFolder"), "content")
    .action(async (options: { content: string }) => {
      const { writeJsonSchemas } = await import("../content/json-schemas.js");
      const written = await writeJsonSchemas(resolve(options.content));
      info(say("SchemasWritten", { count: written.length, folder: options.content, files: written.join(", ") }));
    });
}
