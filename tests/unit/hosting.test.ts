import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { generateSite } from "../../cli/build.js";
import { hostingRules, nginxCommand, nginxServerBlock } from "../../cli/hosting.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the host configuration of the shipped site", () => {
  let site: Awaited<ReturnType<typeof generateSite>>;
  const file = (path: string) => {
    const found = site.files.find((candidate) => candidate.path === path);
    if (!found) throw new Error(`the build has no ${path}`);
    return String(found.contents);
  };

  beforeAll(async () => {
    site = await generateSite({ root, contentDir: join(root, "content") });
  });

  it(`keeps docs/nginx.conf as the rules say (after a change: npx ${nginxCommand})`, async () => {
    const shipped = await readFile(join(root, "docs/nginx.conf"), "utf8");
    expect(shipped).toBe(nginxServerBlock(hostingRules(site.files, site.pages)));
  });

  it("gives Netlify and Cloudflare Pages one Cache-Control per file, as those hosts join repeated headers", () => {
    const rules = new Map(
      file("_headers")
        .split("\n\n")
        .filter((block) => block.startsWith("/"))
        .map((block) => {
          const [path, ...headers] = block.trim().split("\n");
          return [path, headers.map((header) => header.trim())] as const;
        }),
    );
    const everywhere = rules.get("/*") ?? [];
    for (const name of ["Content-Security-Policy", "Strict-Transport-Security", "X-Content-Type-Options"]) {
      expect(everywhere.some((header) => header.startsWith(`${name}: `))).toBe(true);
    }
    expect(everywhere.some((header) => header.startsWith("Cache-Control"))).toBe(false);
    expect(rules.get("/assets/*")).toEqual(["Cache-Control: public, max-age=31536000, immutable"]);
    expect(rules.get("/robots.txt")).toEqual(["Cache-Control: public, max-age=3600"]);
  });

  it("tells Apache the 404 page, the trailing slash and the headers, each module guarded", () => {
    const htaccess = file(".htaccess");
    expect(htaccess).toMatch(/^ErrorDocument 404 \/404\.html$/m);
    expect(htaccess).toMatch(/<IfModule mod_dir\.c>[^<]*DirectorySlash On[^<]*<\/IfModule>/);
    expect(htaccess).toMatch(/<IfModule mod_headers\.c>\n {2}Header always set Content-Security-Policy "default-src/);
    expect(htaccess).not.toContain("unsafe-inline");
  });

  it("sends the default language's prefix to the root on Netlify and Cloudflare Pages", () => {
    expect(file("_redirects")).toMatch(/^\/de\/\* +\/:splat +301$/m);
  });
});
