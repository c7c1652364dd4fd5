import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { generateSite } from "../../cli/build.js";
import { contentSecurityPolicy, hostingRules, nginxCommand, nginxServerBlock } from "../../cli/hosting.js";
import type { OutputFile } from "../../cli/write.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const page = (body: string): OutputFile => ({
  path: "en/index.html",
  contents: `<!DOCTYPE html><html><head></head><body>${body}</body></html>`,
});
const directive = (policy: string, name: string) =>
  policy.split("; ").find((entry) => entry.startsWith(`${name} `)) ?? `(no ${name})`;

describe("the Content-Security-Policy", () => {
  it("allows an inline script and style element by their sha256 hash, never 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy([page("<script>alert(1)</script><style>p{color:red}</style>")]);
    expect(directive(policy, "script-src")).toBe(
      "script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
    expect(directive(policy, "style-src")).toBe(
      "style-src 'self' 'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='",
    );
    expect(policy).not.toContain("unsafe-inline");
  });

  it("hashes the UTF-8 bytes the browser hashes, for text beyond ASCII, whether a page is text or bytes", () => {
    const style = 'nav::after{content:"→ Süß"}';
    const expected = `'sha256-${createHash("sha256").update(Buffer.from(style, "utf8")).digest("base64")}'`;
    const asText = page(`<style>${style}</style>`);
    const asBytes = { ...asText, contents: Buffer.from(asText.contents) };
    for (const file of [asText, asBytes]) {
      expect(directive(contentSecurityPolicy([file]), "style-src")).toBe(`style-src 'self' ${expected}`);
    }
  });

  it("needs no hash for structured data and external scripts, which are not inline code", () => {
    const policy = contentSecurityPolicy([
      page(
        '<script type="application/ld+json">{"@type":"Restaurant"}</script><script src="/assets/site.js" defer></script>',
      ),
    ]);
    expect(directive(policy, "script-src")).toBe("script-src 'self'");
  });

  it("refuses inline style attributes and event handlers, naming the page", () => {
    expect(() => contentSecurityPolicy([page('<p style="color:red">x</p>')])).toThrow(/en\/index\.html .*style=/);
    expect(() => contentSecurityPolicy([page('<button onclick="go()">x</button>')])).toThrow(
      /en\/index\.html .*onclick=/,
    );
  });

  it("allows data: images only when the stylesheet uses them", () => {
    const css = (contents: string): OutputFile => ({ path: "assets/site.1234567890.css", contents });
    expect(directive(contentSecurityPolicy([page(""), css("a{color:red}")]), "img-src")).toBe("img-src 'self'");
    expect(
      directive(contentSecurityPolicy([page(""), css('a{background:url("data:image/svg+xml,x")}')]), "img-src"),
    ).toBe("img-src 'self' data:");
    // The stylesheet inlined in a page's head counts the same.
    const inline = page('<style>a{background:url("data:image/svg+xml,x")}</style>');
    expect(directive(contentSecurityPolicy([inline]), "img-src")).toBe("img-src 'self' data:");
  });
});

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
