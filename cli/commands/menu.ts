import { resolve } from "node:path";
import type { Command } from "commander";
import { out, say, warn } from "../output.js";
import { helpText } from "./help.js";

/** Prints the menu as visitors read it, read through the loader as the build reads it. */
async function printMenu(contentDir: string): Promise<void> {
  const [{ describeMenu, hiddenDishes }, { loadContent }] = await Promise.all([
    import("../content/menu/view.js"),
    import("../stages/1-load/load.js"),
  ]);
  const { content, warnings } = await loadContent(contentDir);
  for (const line of describeMenu(content.menu, content.languages, content.dictionaries)) out(line);
  const hidden = hiddenDishes(content.menu, content.languages[0]);
  if (hidden.length > 0) out(`\n${say("MenuHiddenDishes", { dishes: hidden.join(", ") })}`);
  warn(warnings);
}

export function registerMenu(program: Command): void {
  program
    .command("menu")
    .description(helpText("menu"))
    .option("--content <dir>", helpText("contentFolder"), "content")
    .action(async (options: { content: string }) => {
      await printMenu(resolve(options.content));
    });
}
