import { resolve } from "node:path";
import type { Command } from "commander";
import { out, warn } from "../output.js";
import { helpText } from "./help.js";

/** Prints the opening hours as visitors read them, read through the loader as the build reads them. */
async function printHours(contentDir: string): Promise<void> {
  const [{ closureOverWarnings, describeHours }, { currentTime }, { loadContent }] = await Promise.all([
    import("../content/hours/view.js"),
    import("../content/buffet/view.js"),
    import("../stages/1-load/load.js"),
  ]);
  const { content, warnings } = await loadContent(contentDir);
  const now = currentTime();
  for (const line of describeHours(content.hours, now, content.languages, content.dictionaries)) out(line);
  warn([...warnings, ...closureOverWarnings(content.hours, now)]);
}

export function registerHours(program: Command): void {
  program
    .command("hours")
    .description(helpText("hours"))
    .option("--content <dir>", helpText("contentFolder"), "content")
    .action(async (options: { content: string }) => {
      await printHours(resolve(options.content));
    });
}
