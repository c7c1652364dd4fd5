/**
 * The `site` command. One file per subcommand in commands/, each a thin action
 * over a plain function; the owner's mistakes print as `file:line:col message`
 * lines on stderr with exit code 1, never a stack trace.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Command, CommanderError, type ErrorOptions, type Help, Option } from "commander";
import { cacheFolder } from "./cache-folder.js";
import { setCodeChanged } from "./code-changes.js";
import { registerBuffet } from "./commands/buffet.js";
import { registerBuild } from "./commands/build.js";
import { registerCheck } from "./commands/check.js";
import { registerDeploy } from "./commands/deploy.js";
import { helpText, SiteHelp } from "./commands/help.js";
import { registerHosting } from "./commands/hosting.js";
import { registerHours } from "./commands/hours.js";
import { registerMenu } from "./commands/menu.js";
import { registerSchemas } from "./commands/schemas.js";
import { registerServe } from "./commands/serve.js";
import { closest } from "./content/guess.js";
import { SiteError } from "./errors.js";
import { setModuleImporter } from "./module-import.js";
import { fail, say, setVerbosity, warn } from "./output.js";
import { setWorkerSetup, type WorkerSetup } from "./stages/common/worker-setup.js";

export { describeFailure, outputStreamFailure } from "./errors.js";
export { harmless } from "./gate.js";
export { keepRestaurantTime } from "./shared/time.js";

/**
 * Commander's own errors (an unknown command or option, a missing value) in
 * the tool's language, as one line from the catalogue with what to do.
 * Commander builds the English sentence first; its parts are read back here.
 */
class SiteCommand extends Command {
  override createCommand(name?: string): SiteCommand {
    return new SiteCommand(name);
  }

  override createHelp(): Help {
    return Object.assign(new SiteHelp(), this.configureHelp());
  }

  override error(message: string, options?: ErrorOptions): never {
    return super.error(commandLineLine(this, message, options?.code ?? ""), options);
  }
}

/** "site buffet set": the command as typed. */
const pathOf = (command: Command): string => (command.parent ? `${pathOf(command.parent)} ` : "") + command.name();

function commandLineLine(command: Command, message: string, code: string): string {
  const quoted = (pattern: RegExp) => pattern.exec(message)?.[1] ?? "";
  const guess = quoted(/\(Did you mean (?:one of )?(.+)\?\)/);
  const path = pathOf(command);
  switch (code) {
    case "commander.unknownCommand":
      return say("UnknownCommand", { name: quoted(/unknown command '([^']*)'/), guess, path });
    case "commander.unknownOption":
      return say("UnknownOption", { option: quoted(/unknown option '([^']*)'/), guess, path });
    case "commander.optionMissingArgument":
      return say("OptionNeedsValue", { flags: quoted(/option '([^']*)' argument missing/), path });
    case "commander.conflictingOption": {
      // Each option as its long flag: "-q, --quiet" is --quiet, "--out <dir>" is --out.
      const longFlag = (flags = "") =>
        flags
          .split(/[\s,|]+/)
          .filter((flag) => flag.startsWith("-"))
          .at(-1);
      const [, firstFlags, secondFlags] = /option '([^']*)' cannot be used with option '([^']*)'/.exec(message) ?? [];
      const [first, second] = [longFlag(firstFlags), longFlag(secondFlags)];
      if (first && second) return say("OptionsConflict", { first, second, path });
      break;
    }
    case "commander.missingArgument":
      return say("ArgumentMissing", { name: quoted(/missing required argument '([^']*)'/), path });
    case "commander.excessArguments": {
      // A word after a command that has subcommands ("site buffet sett") is most likely a misspelt one.
      const names = command.commands.map((subcommand) => subcommand.name());
      const [word] = command.args;
      if (names.length === 0 || word === undefined) return say("TooManyArguments", { path });
      return say("UnknownCommand", { name: word, guess: closest(word, names) ?? "", path });
    }
  }
  return say("CommandLineInvalid", { detail: message.replace(/^error: /, "").split("\n")[0], path });
}

/** Every command of the tool, ready to parse a command line. */
export function createProgram(root: string): Command {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const program = new SiteCommand("site")
    .description(helpText("tool"))
    .version(version)
    // On every command, before or after its name: how much it says.
    .option("-q, --quiet", helpText("quiet"))
    .addOption(new Option("--verbose", helpText("verbose")).conflicts("quiet"))
    // Commander throws instead of ending the process: help and the version end with 0, mistakes with 1.
    .exitOverride();
  registerBuild(program, root);
  registerCheck(program, root);
  registerServe(program, root);
  registerBuffet(program);
  registerMenu(program);
  registerHours(program);
  registerSchemas(program);
  registerHosting(program, root);
  registerDeploy(program, root);
  return program;
}

export interface StartOptions {
  /** import() as bin.js has it, for the files require() cannot load (cli/module-import.ts). */
  importModule?: (specifier: string) => Promise<unknown>;
  /** Why the tool's cache folder could not keep its code (cli/bundle.js): it runs, slower. */
  cacheProblem?: NodeJS.ErrnoException;
  /** Where worker threads find the bundle; without it, jobs run on the main thread. */
  workers?: WorkerSetup;
  /** Whether the tool's code changed since this process started (bin.js knows its bundle). */
  codeChanged?: () => Promise<boolean>;
}

/**
 * `root`: the tool's own folder (where its package.json is), which bin.js knows. Returns the name of
 * the command that ran ("buffet" for `site buffet set`), none for a mistake on the command line.
 */
export async function main(argv: string[], root: string, options: StartOptions = {}): Promise<string | undefined> {
  if (options.importModule) setModuleImporter(options.importModule);
  setWorkerSetup(options.workers);
  if (options.codeChanged) setCodeChanged(options.codeChanged);
  if (options.cacheProblem) {
    const folder = relative(process.cwd(), cacheFolder(root)) || ".";
    warn([SiteError.of("CacheUnwritable", { folder, code: options.cacheProblem.code ?? "" })]);
  }
  const program = createProgram(root);
  let ran: string | undefined;
  program.hook("preAction", (_program, action) => {
    const { quiet, verbose } = action.optsWithGlobals();
    setVerbosity(quiet ? "quiet" : verbose ? "verbose" : "normal");
    let command = action;
    while (command.parent && command.parent !== program) command = command.parent;
    ran = command.name();
  });
  try {
    await program.parseAsync(argv);
  } catch (failure) {
    // What every command does with a failure, in one place: the owner's mistakes as `file:line:col`
    // lines, anything else as one internal error, exit code 1. Commander has said its own already.
    if (failure instanceof CommanderError) process.exitCode = failure.exitCode;
    else fail(failure);
  }
  return ran;
}
