/**
 * `site --help` in the tool's language. Commands take their texts from the catalogue
 * (cli/messages/help.ts) by name, in the tool's language; commander writes its own words
 * (titles, its own options, the words of a usage line) in English, and they are looked up there.
 * tests/unit/build.test.ts walks every command and fails on a text the catalogue does not hold,
 * so a new option cannot be left without its German.
 */
import { type Argument, type Command, Help, type Option } from "commander";
import { type ToolLanguage, toolLanguage } from "../language.js";
import { commanderWords, flagsIn, type HelpText, helpTexts, valueNames } from "../messages/help.js";

/** A text of the help, in the tool's language. */
export const helpText = (name: HelpText, lang: ToolLanguage = toolLanguage()): string => helpTexts[name][lang];

/** Commander's own texts by the English it writes them in. */
const commanderTexts = new Map(Object.values(commanderWords).map((words) => [words.en, words]));

function translate(text: string, lang: ToolLanguage): string {
  if (lang === "en" || text === "") return text;
  return commanderTexts.get(text)?.[lang] ?? text;
}

/** The words commander writes into usage lines and after an option. */
const usageWords = [
  commanderWords.optionsWord,
  commanderWords.commandWord,
  commanderWords.defaultValue,
  commanderWords.choices,
];

const words = (text: string, lang: ToolLanguage) =>
  lang === "en" ? text : usageWords.reduce((line, word) => line.replaceAll(word.en, word[lang]), text);

/** Commander's help with each text in the tool's language. */
export class SiteHelp extends Help {
  constructor(private readonly lang: ToolLanguage = toolLanguage()) {
    super();
  }

  override styleTitle(title: string): string {
    return super.styleTitle(translate(title, this.lang));
  }

  override commandUsage(command: Command): string {
    return words(super.commandUsage(command), this.lang);
  }

  override subcommandTerm(command: Command): string {
    return words(super.subcommandTerm(command), this.lang);
  }

  override commandDescription(command: Command): string {
    return translate(super.commandDescription(command), this.lang);
  }

  override subcommandDescription(command: Command): string {
    return translate(super.subcommandDescription(command), this.lang);
  }

  override optionTerm(option: Option): string {
    return flagsIn(super.optionTerm(option), this.lang);
  }

  override optionDescription(option: Option): string {
    const full = super.optionDescription(option);
    return words(full.replace(option.description, translate(option.description, this.lang)), this.lang);
  }

  override argumentDescription(argument: Argument): string {
    const full = super.argumentDescription(argument);
    return words(full.replace(argument.description, translate(argument.description, this.lang)), this.lang);
  }
}

/** The names of options' values, in English, as commander writes them. */
const placeholders = new Set(Object.values(valueNames).map((words) => words.en));

const catalogued = new Set(
  [...Object.values(helpTexts), ...Object.values(commanderWords)].flatMap((texts) => [texts.en, texts.de]),
);

/** Every text of the help of this command and its subcommands that is not the catalogue's. */
export function uncatalogued(command: Command): string[] {
  const texts = [
    command.description(),
    ...command.options.filter((option) => !option.hidden).map((option) => option.description),
    ...command.registeredArguments.map((argument) => argument.description),
    ...command.options
      .filter((option) => !option.hidden)
      .flatMap((option) => option.flags.match(/<[^>]+>|\[[^\]]+\]/g) ?? [])
      .filter((name) => !placeholders.has(name)),
  ];
  return [...texts.filter((text) => text && !catalogued.has(text)), ...command.commands.flatMap(uncatalogued)];
}
