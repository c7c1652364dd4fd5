import { relative, resolve } from "node:path";
import { type Command, Option } from "commander";
import type { BuffetChanges } from "../buffet-set.js";
import { fail, say, warn } from "./output.js";

interface SetOptions extends Omit<BuffetChanges, "show"> {
  content: string;
  show?: boolean;
  hide?: boolean;
}

/** Prints the buffet as visitors read it, read through the loader as the build reads it. */
async function printBuffet(contentDir: string): Promise<void> {
  const [{ buffetOverWarning, currentTime, describeBuffet }, { loadContent }] = await Promise.all([
    import("../buffet.js"),
    import("../content/load.js"),
  ]);
  const { content, warnings } = await loadContent(contentDir);
  for (const line of describeBuffet(content.buffet, content.languages, content.dictionaries, (name) => say(name, {}))) {
    console.log(line);
  }
  const over = buffetOverWarning(content.buffet, currentTime());
  warn([...warnings, ...(over ? [over] : [])]);
}

export function registerBuffet(program: Command): void {
  const buffet = program
    .command("buffet")
    .description("print the buffet as visitors read it in each language (and `buffet set` to change it)")
    .option("--content <dir>", "content folder", "content")
    .action(async (options: { content: string }) => {
      try {
        await printBuffet(resolve(options.content));
      } catch (failure) {
        fail(failure);
      }
    });

  buffet
    .command("set")
    .description("change content/buffet.yaml (comments and layout are kept); refuses values the build would refuse")
    .option("--date <YYYY-MM-DD>", "the day of the buffet")
    .option("--from <HH:MM>", "start time, 24 h, Berlin time")
    .option("--to <HH:MM>", "end time, 24 h, Berlin time")
    .option("--street <street>", "street and house number")
    .option("--postcode <postcode>", "five-digit postcode")
    .option("--city <city>", "city")
    .addOption(new Option("--show", "announce the buffet on the website").conflicts("hide"))
    .addOption(new Option("--hide", "take the buffet off the website").conflicts("show"))
    .action(async (_options: unknown, command: Command) => {
      try {
        const { setBuffet } = await import("../buffet-set.js");
        // --content belongs to `buffet`, so it works before and after `set`.
        const options = command.optsWithGlobals<SetOptions>();
        const { content, hide, show, ...values } = options;
        const contentDir = resolve(content);
        const changes: BuffetChanges = { ...values, show: show ? true : hide ? false : undefined };
        const saved = await setBuffet(contentDir, changes);
        const file = relative(process.cwd(), resolve(contentDir, "buffet.yaml"));
        console.log(say("BuffetSaved", { file, shown: saved.show }));
        await printBuffet(contentDir);
        console.log(`\n${say("NextStepBuild", {})}`);
      } catch (failure) {
        fail(failure);
      }
    });
}
