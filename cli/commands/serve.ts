import { resolve } from "node:path";
import type { Command } from "commander";
import { SiteError } from "../errors.js";
import { drawing, info, out, say } from "../output.js";
import { helpText } from "./help.js";

export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw SiteError.of("PortInvalid", { value });
  }
  return port;
}

export function registerServe(program: Command, root: string): void {
  program
    .command("serve")
    .description(helpText("serve"))
    .option("--port <number>", helpText("port"), "8080")
    .option("--open", helpText("open"))
    .option("--phone [address]", helpText("phone"))
    .option("--new-key", helpText("newKey"))
    .option("--content <dir>", helpText("contentFolder"), "content")
    .action(
      async (options: { port: string; open?: boolean; phone?: string | true; newKey?: boolean; content: string }) => {
        const [{ openBrowser, serve }, { phoneLines }] = await Promise.all([
          import("../serve.js"),
          import("../editor/phone.js"),
        ]);
        const preview = await serve({
          root,
          contentDir: resolve(options.content),
          port: parsePort(options.port),
          outDir: resolve("dist"),
          log: info,
          phone: options.phone,
          newKey: options.newKey === true,
        });
        out(say("PreviewAt", { url: preview.url, content: options.content }));
        out(say("EditorAt", { url: preview.editorUrl }));
        if (preview.phoneUrl) {
          // The QR code's colours are the tool's own drawing; the sentences around it pass the gate.
          const [address, ...rest] = await phoneLines(
            preview.phoneUrl,
            process.stdout.isTTY === true && !process.env.NO_COLOR,
          );
          const sees = rest.pop() ?? "";
          out(address);
          drawing(rest);
          out(sees);
        }
        if (options.open) openBrowser(preview.url);
        const stop = () => {
          const unsaved = preview.unsaved();
          if (unsaved.length > 0) {
            out(say("PreviewStoppedUnsaved", { files: unsaved.map((file) => `content/${file}`).join(", ") }));
          } else info(say("PreviewStopped", {}));
          void preview.close();
        };
        process.once("SIGINT", stop);
        process.once("SIGTERM", stop);
      },
    );
}
