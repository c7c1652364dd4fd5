/**
 * `site serve` started for one Playwright worker, on a private copy of
 * content/ that its tests may change: the preview's address, the editor's
 * (with its key) and the content folder. Stopped and removed when the worker ends.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test as base } from "./fixtures.js";
import { buildNow } from "./now.js";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface Preview {
  url: string;
  editor: string;
  content: string;
}

/**
 * The fixtures' test with `preview` (one per worker) and its address as the base URL. `prepare`
 * may change the project's copy before site serve starts, and add to its environment.
 */
export function withPreview(
  env: Record<string, string> = {},
  prepare?: (dir: string) => Promise<Record<string, string>> | Record<string, string>,
) {
  return base.extend<object, { preview: Preview }>({
    preview: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
      async ({}, use) => {
        const dir = mkdtempSync(join(tmpdir(), "site-preview-browser-"));
        const content = join(dir, "content");
        cpSync(join(projectRoot, "content"), content, { recursive: true });
        const extra = prepare ? await prepare(dir) : {};
        const child: ChildProcess = spawn(
          process.execPath,
          [join(projectRoot, "cli/bin.js"), "serve", "--port", "0", "--content", content],
          // A fixed "now" before the shipped buffet, so the pages never depend on today's date.
          {
            cwd: dir,
            env: { ...process.env, SITE_NOW: buildNow, ...env, ...extra },
            stdio: ["ignore", "pipe", "pipe"],
          },
        );
        let output = "";
        child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
          output += chunk;
        });
        // Both addresses are printed once the first build is served.
        const [url, editor] = await new Promise<[string, string]>((resolve, reject) => {
          child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
            output += chunk;
            const preview = /(?:Preview at|Vorschau unter) (http:\/\/\S+)\s/.exec(output);
            const editing = /(?:in the browser at|im Browser bearbeiten unter) (http:\/\/\S+)\s/.exec(output);
            if (preview && editing) resolve([preview[1], editing[1]]);
          });
          child.on("exit", (code) => reject(new Error(`site serve stopped (exit ${code}):\n${output}`)));
        });
        await use({ url, editor, content });
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
        rmSync(dir, { recursive: true, force: true });
      },
      { scope: "worker" },
    ],
    baseURL: async ({ preview }, use) => {
      await use(preview.url);
    },
  });
}
