import { relative, resolve } from "node:path";
import { type Command, Option } from "commander";
import { info, out, say, warn } from "../output.js";
import type { BuffetChanges, BuffetEdit } from "./buffet-set.js";
import { helpText } from "./help.js";

interface EditOptions extends Omit<BuffetChanges, "show"> {
  content: string;
  show?: boolean;
  hide?: boolean;
}

/** Prints the buffets as visitors read them, read through the loader as the build reads them. */
async function printBuffet(contentDir: string): Promise<void> {
  const [{ buffetOverWarning, currentTime, describeBuffet }, { loadContent }] = await Promise.all([
    import("../content/buffet/view.js"),
    import("../stages/1-load/load.js"),
  ]);
  const { content, warnings } = await loadContent(contentDir);
  const now = currentTime();
  const lines = describeBuffet(content.buffet, now, content.languages, content.dictionaries, (name) => say(name, {}));
  for (const line of lines) out(line);
  const over = buffetOverWarning(content.buffet, now);
  warn([...warnings, ...(over ? [over] : [])]);
}

/** Changes buffet.yaml, then shows the result and the next step. */
async function editAndPrint(command: Command, edit: (changes: BuffetChanges, now: Date) => BuffetEdit): Promise<void> {
  const [{ changeBuffet }, { currentTime }] = await Promise.all([
    import("./buffet-set.js"),
    import("../content/buffet/view.js"),
  ]);
  // --content belongs to `buffet`, so it works before and after `set` and `add`.
  const { content, hide, show, ...values } = command.optsWithGlobals<EditOptions>();
  const contentDir = resolve(content);
  const changes: BuffetChanges = { ...values, show: show ? true : hide ? false : undefined };
  const saved = await changeBuffet(contentDir, edit(changes, currentTime()));
  const file = relative(process.cwd(), resolve(contentDir, "buffet.yaml"));
  info(say("BuffetSaved", { file, shown: saved.show }));
  await printBuffet(contentDir);
  info(`\n${say("NextStepBuild", {})}`);
}

const placeOptions = (command: Command) =>
  command
    .option("--street <street>", helpText("street"))
    .option("--postcode <postcode>", helpText("postcode"))
    .option("--city <city>", helpText("city"));

export function registerBuffet(program: Command): void {
  const buffet = program
    .command("buffet")
    .description(helpText("buffet"))
    .option("--content <dir>", helpText("contentFolder"), "content")
    .action(async (options: { content: string }) => {
      await printBuffet(resolve(options.content));
    });

  placeOptions(
    buffet
      .command("set")
      .description(helpText("buffetSet"))
      .option("--date <YYYY-MM-DD>", helpText("buffetDate"))
      .option("--from <HH:MM>", helpText("buffetFrom"))
      .option("--to <HH:MM>", helpText("buffetTo")),
  )
    .addOption(new Option("--show", helpText("buffetShow")).conflicts("hide"))
    .addOption(new Option("--hide", helpText("buffetHide")).conflicts("show"))
    .action(async (_options: unknown, command: Command) => {
      await editAndPrint(command, (changes, now) => ({ kind: "set", changes, now }));
    });

  placeOptions(
    buffet
      .command("add")
      .description(helpText("buffetAdd"))
      .requiredOption("--date <YYYY-MM-DD>", helpText("buffetDate"))
      .requiredOption("--from <HH:MM>", helpText("buffetFrom"))
      .requiredOption("--to <HH:MM>", helpText("buffetTo")),
  ).action(async (_options: unknown, command: Command) => {
    await editAndPrint(command, (changes) => ({
      kind: "add",
      changes: { ...changes, date: changes.date ?? "", from: changes.from ?? "", to: changes.to ?? "" },
    }));
  });
}
