import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { ensureBundle } from "../../cli/bundle.js";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A tool folder of its own: the real one is shared by every test running now. */
function toolWith(main: string): { root: string; main: string } {
  const root = mkdtempSync(join(tmpdir(), "site-bundle-"));
  made.push(root);
  mkdirSync(join(root, "cli"));
  mkdirSync(join(root, "templates"));
  writeFileSync(join(root, "package-lock.json"), "{}\n");
  writeFileSync(join(root, "cli/main.ts"), main);
  return { root, main: join(root, "cli/main.ts") };
}

const versionIn = async (entry: string) => (await import(pathToFileURL(entry).href)).version as string;

describe("the CLI bundle", () => {
  it("is built again when a source changes, also to an older time stamp, and reused while none does", async () => {
    const tool = toolWith('export const version: string = "one";\n');
    const first = await ensureBundle(tool.root);
    expect(await versionIn(first)).toBe("one");
    expect(await ensureBundle(tool.root)).toBe(first);

    // As an unpacked archive or a copy that keeps dates would leave it: new text, an old time stamp.
    writeFileSync(tool.main, 'export const version: string = "two";\n');
    const packed = new Date("2020-01-01T00:00:00Z");
    utimesSync(tool.main, packed, packed);
    const second = await ensureBundle(tool.root);
    expect(second).not.toBe(first);
    expect(await versionIn(second)).toBe("two");
    expect(await ensureBundle(tool.root)).toBe(second);
  });
});
