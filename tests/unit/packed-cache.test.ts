import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { cacheFolder, PackedCache } from "../../cli/cache.js";
import { root } from "./helpers.js";

describe("the pages' cache (PackedCache)", () => {
  it("gives back in the next build each page it was given in parts, whole, and nothing from a damaged file", () => {
    const scope = randomBytes(8).toString("hex");
    const file = join(cacheFolder(root), `rendered-${scope}.cache`);
    onTestFinished(() => rmSync(file, { force: true }));
    const pages = Array.from({ length: 40 }, (_, page) => [
      Buffer.from(`<html><p>page ${page}</p>`),
      randomBytes(50_000),
      Buffer.from("</html>\n"),
    ]);
    const first = new PackedCache(root, "rendered", scope);
    pages.forEach((parts, page) => {
      first.set(first.key(`page ${page}`), parts);
    });
    first.save();

    const next = new PackedCache(root, "rendered", scope);
    pages.forEach((parts, page) => {
      expect(next.get(next.key(`page ${page}`))).toEqual(Buffer.concat(parts));
    });

    const bytes = readFileSync(file);
    bytes[bytes.length - 100] ^= 1;
    writeFileSync(file, bytes);
    const damaged = new PackedCache(root, "rendered", scope);
    expect(damaged.get(damaged.key("page 39"))).toBeUndefined();
  });
});
