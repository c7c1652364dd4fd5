import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeScalingContent } from "../../bench/scaling-content.mjs";
import { runSite } from "./helpers.js";

const work = mkdtempSync(join(tmpdir(), "site-parallel-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = createHash("sha256").update(readFileSync(path)).digest("hex");
  }
  return files;
}

describe("a large site built on two threads", () => {
  // 10 languages × 24 page kinds: enough page files for the build to use a second thread.
  const { dir: content } = makeScalingContent(join(work, "content"), { languages: 10, copies: 3 });

  it("writes exactly what the one-thread build writes", () => {
    const parallel = runSite(["build", "--content", content, "--out", join(work, "two")], work);
    const single = runSite(["build", "--content", content, "--out", join(work, "one")], work, { SITE_THREADS: "1" });
    expect(parallel.stderr).toBe("");
    expect(single.stderr).toBe("");
    expect(parallel.stdout).toMatch(/^Wrote 241 pages, .* on 2 threads\n$/);
    expect(single.stdout).not.toContain("threads");
    expect(snapshot(join(work, "two"))).toEqual(snapshot(join(work, "one")));
  });

  it("reports a mistake in a language the second thread renders as the one-thread build does", () => {
    writeFileSync(
      join(content, "pages/about.tr.md"),
      "---\ntitle: About\ndescription: Who we are.\n---\n\n<b>Bold</b> claims.\n",
    );
    const parallel = runSite(["build", "--content", content, "--out", join(work, "two")], work);
    const single = runSite(["build", "--content", content, "--out", join(work, "one")], work, { SITE_THREADS: "1" });
    expect(parallel.status).toBe(1);
    const file = relative(work, join(content, "pages/about.tr.md"));
    expect(parallel.stderr).toBe(
      `${file}:6:1 raw HTML is not allowed in Markdown: "<b>" (write it as Markdown instead)\n` +
        `${file}:6:8 raw HTML is not allowed in Markdown: "</b>" (write it as Markdown instead)\n`,
    );
    expect(parallel.stderr).toBe(single.stderr);
  });
});
