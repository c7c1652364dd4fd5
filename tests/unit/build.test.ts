import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { contentForTest, edit, positionOf, root, runSite } from "./helpers.js";

const project = contentForTest;

/** Every file below `dir` with a hash of its bytes. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = createHash("sha256").update(readFileSync(path)).digest("hex");
  }
  return files;
}

describe("site build", () => {
  it("writes 24 pages, the 404 page, sitemap and robots.txt, and says so in one line", () => {
    const dir = project();
    const result = runSite(["build"], dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Wrote 25 pages, \d+ files \([\d.]+ KB\) to dist\/ in [\d.]+ s\n$/);
    const files = Object.keys(snapshot(join(dir, "dist")));
    expect(files.filter((file) => file.endsWith("index.html"))).toHaveLength(24);
    for (const file of ["404.html", "sitemap.xml", "robots.txt", "favicon.svg"]) expect(files).toContain(file);
    expect(files.some((file) => /^assets\/site\.[0-9a-f]{10}\.css$/.test(file))).toBe(true);
    expect(files.some((file) => /^assets\/site\.[0-9a-f]{10}\.js$/.test(file))).toBe(true);
  });

  it("lists every page with its language alternates in the sitemap", () => {
    const dir = project();
    runSite(["build", "--out", "public"], dir);
    const sitemap = readFileSync(join(dir, "public/sitemap.xml"), "utf8");
    expect(sitemap.match(/<loc>/g)).toHaveLength(24);
    expect(sitemap).toContain("<loc>https://mama-nyota.example/fr/speisekarte/</loc>");
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://mama-nyota.example/en/speisekarte/"/>',
    );
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://mama-nyota.example/speisekarte/"/>',
    );
    expect(readFileSync(join(dir, "public/robots.txt"), "utf8")).toContain(
      "Sitemap: https://mama-nyota.example/sitemap.xml",
    );
  });

  it("gives byte-identical output for the same content", () => {
    const dir = project();
    runSite(["build", "--out", "first"], dir);
    runSite(["build", "--out", "second"], dir);
    expect(snapshot(join(dir, "second"))).toEqual(snapshot(join(dir, "first")));
  });

  it("leaves the last good dist/ byte-identical when the content is broken", () => {
    const dir = project();
    expect(runSite(["build"], dir).status).toBe(0);
    const before = snapshot(join(dir, "dist"));
    edit(dir, "content/buffet.yaml", '"2025-11-02"', '"2025-11-31"');
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `content/buffet.yaml:${positionOf(dir, "content/buffet.yaml", '"2025-11-31"')} date "2025-11-31" is not a calendar date (expected YYYY-MM-DD)\n`,
    );
    expect(snapshot(join(dir, "dist"))).toEqual(before);
    expect(readdirSync(dir).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("prints no stack trace for malformed YAML", () => {
    const dir = project();
    writeFileSync(join(dir, "content/site.yaml"), "name: [Mama Nyota\n");
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^content\/site\.yaml:\d+:\d+ YAML syntax: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dir, "dist"))).toBe(false);
  });

  it("answers --help and --version", () => {
    const help = runSite(["--help"], root);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("build [options]");
    expect(help.stdout).toContain("check [options]");
    const version = runSite(["--version"], root);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version);
  });

  it("exits 1 on an unknown command", () => {
    const result = runSite(["publish"], root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("unknown command 'publish'");
  });
});

describe("site check", () => {
  it("passes on the shipped content", () => {
    const dir = project();
    const result = runSite(["check"], dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Checked 25 pages in [\d.]+ s: no problems\n$/);
  });

  it("fails on a link to a page that does not exist, naming the page", () => {
    const dir = project();
    edit(dir, "content/pages/events.en.md", /\n*$/, "\n\nSee our [gallery](/en/gallery/).\n");
    const result = runSite(["check"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^en\/events\/index\.html:1:\d+ href="\/en\/gallery\/" points to no file in the build$/m,
    );
    expect(result.stderr).toMatch(/^1 problem\(s\) in 25 pages$/m);
  });

  it("reports content mistakes as the build does", () => {
    const dir = project();
    edit(dir, "content/site.yaml", "orderUrl: https://", "orderUrl: javascript://");
    const result = runSite(["check"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^content\/site\.yaml:\d+:\d+ orderUrl "javascript:\/\/[^"]*" must be an https:\/\/ address\n$/,
    );
  });
});
