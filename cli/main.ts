/**
 * The `site` command. One file per subcommand in commands/, each a thin action
 * over a plain function; the owner's mistakes print as `file:line:col message`
 * lines on stderr with exit code 1, never a stack trace.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Command } from "commander";
import { registerBuffet } from "./commands/buffet.js";
import { registerBuild } from "./commands/build.js";
import { registerCheck } from "./commands/check.js";
import { registerDeploy } from "./commands/deploy.js";
import { registerHosting } from "./commands/hosting.js";
import { registerHours } from "./commands/hours.js";
import { registerMenu } from "./commands/menu.js";
import { registerSchemas } from "./commands/schemas.js";
import { registerServe } from "./commands/serve.js";

/** `root`: the tool's own folder (where its package.json is), which bin.js knows. */
export async function main(argv: string[], root: string): Promise<void> {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const program = new Command("site")
    .description("Builds the restaurant's website from content/ into dist/.")
    .version(version)
    .showHelpAfterError();
  registerBuild(program, root);
  registerCheck(program, root);
  registerServe(program, root);
  registerBuffet(program);
  registerMenu(program);
  registerHours(program);
  registerSchemas(program);
  registerHosting(program, root);
  registerDeploy(program, root);
  await program.parseAsync(argv);
}
