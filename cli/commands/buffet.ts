import { join, relative, resolve } from "node:path";
import { type Command, Option } from "commander";
import type { BuffetChanges } from "../buffet-set.js";
import { fail } from "./output.js";

interface SetOptions extends Omit<BuffetChanges, "show"> {
  content: string;
  show?: boolean;
  hide?: boolean;
}

export function registerBuffet(program: Command): void {
  const buffet = program
    .command("buffet")
    .description("print the buffet as visitors read it in each language (and `buffet set` to change it)")
    .option("--content <dir>", "content folder", "content")
    .action(async (options: { content: string }) => {
      try {
        const [{ buffetOverWarning, currentTime, describeBuffet }, { loadContent }] = await Promise.all([
          import("../buffet.js"),
          import("../content/load.js"),
        ]);
        const content = await loadContent(resolve(options.content));
        for (const line of describeBuffet(content.buffet, content.languages, content.dictionaries)) console.log(line);
        const warning = buffetOverWarning(content.buffet, content.dictionaries[content.languages[0]], currentTime());
        if (warning) console.error(warning);
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
        const [{ buffetOverWarning, currentTime, describeBuffet }, { setBuffet }, { loadContent }] = await Promise.all([
          import("../buffet.js"),
          import("../buffet-set.js"),
          import("../content/load.js"),
        ]);
        // --content belongs to `buffet`, so it works before and after `set`.
        const options = command.optsWithGlobals<SetOptions>();
        const file = join(resolve(options.content), "buffet.yaml");
        const { content, hide, show, ...values } = options;
        const changes: BuffetChanges = { ...values, show: show ? true : hide ? false : undefined };
        const saved = setBuffet(file, changes);
        const where = relative(process.cwd(), file) || file;
        console.log(`Saved ${where}: the buffet is ${saved.show ? "shown" : "hidden"}.`);
        // Read back through the loader, so what is printed is what the build will show.
        const loaded = await loadContent(resolve(content));
        for (const line of describeBuffet(loaded.buffet, loaded.languages, loaded.dictionaries)) console.log(line);
        const warning = buffetOverWarning(loaded.buffet, loaded.dictionaries[loaded.languages[0]], currentTime());
        if (warning) console.error(warning);
        console.log("\nNext: run npx site build, then upload dist/ (npx site serve shows a preview first).");
      } catch (failure) {
        fail(failure);
      }
    });
}
