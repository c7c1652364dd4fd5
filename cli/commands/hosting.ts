import { resolve } from "node:path";
import type { Command } from "commander";
import { harmless } from "../gate.js";
import { info, say } from "../output.js";
import { helpText } from "./help.js";

/** The nginx configuration (http → https, then the site) for the current content; the other hosts' files come with every build. */
export async function nginxConfig(root: string, contentDir: string): Promise<string> {
  const [{ generateSite }, { hostingRules, nginxServerBlock }, { readPages }] = await Promise.all([
    import("../stages/build.js"),
    import("../stages/8-hosting/hosting.js"),
    import("../stages/6-render/page-reading.js"),
  ]);
  const { pages, files } = await generateSite({ root, contentDir });
  return nginxServerBlock(hostingRules(files, pages, (await readPages(files, undefined)).sources));
}

export function registerHosting(program: Command, root: string): void {
  program
    .command("hosting")
    .description(helpText("hosting"))
    .option("--content <dir>", helpText("contentFolder"), "content")
    .option("--nginx <file>", helpText("hostingNginx"))
    .action(async (options: { content: string; nginx?: string }) => {
      const config = await nginxConfig(root, resolve(options.content));
      if (!options.nginx) {
        process.stdout.write(harmless(config));
        return;
      }
      const { writeFile } = await import("node:fs/promises");
      await writeFile(resolve(options.nginx), config);
      info(say("HostingWritten", { file: options.nginx }));
    });
}
