import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { readPages } from "../../cli/stages/6-render/page-reading.js";
import { hostingRules, nginxCommand, nginxServerBlock, routingTable } from "../../cli/stages/8-hosting/hosting.js";
import { generateSite } from "../../cli/stages/build.js";
import { isSiteLocation, readRoutingTable } from "../../cli/static-files.js";

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
    const read = await readPages(site.files, undefined);
    expect(shipped).toBe(nginxServerBlock(hostingRules(site.files, site.pages, read.sources)));
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

  it("tells Apache the https redirect, the table's rows, each language's 404 page and the headers, failing loudly", () => {
    const htaccess = file(".htaccess");
    expect(htaccess).toMatch(/^ErrorDocument 404 \/404\.html$/m);
    expect(htaccess).toMatch(/<If "%\{REQUEST_URI\} =~ m#\^\/en\/#">\n {2}ErrorDocument 404 \/en\/404\.html\n<\/If>/);
    expect(htaccess).toMatch(/<If "%\{REQUEST_URI\} =~ m#\^\/fr\/#">\n {2}ErrorDocument 404 \/fr\/404\.html\n<\/If>/);
    expect(htaccess).toMatch(
      /^RewriteCond %\{HTTPS\} !=on\nRewriteRule \^ https:\/\/mama-nyota\.example%\{REQUEST_URI\} \[R=301,L\]$/m,
    );
    expect(htaccess).toMatch(/^RewriteRule \^de\/speisekarte\/\$ \/speisekarte\/ \[R=301,L\]$/m);
    expect(htaccess).toMatch(/^DirectorySlash On$/m);
    // A host without the module must fail, not serve the site without its policy or its redirects.
    expect(htaccess).not.toMatch(/<IfModule mod_(headers|rewrite|dir|alias)\.c>/);
    expect(htaccess).toMatch(/^Header always set Content-Security-Policy "default-src/m);
    // HSTS only over https (RFC 6797 §7.2).
    expect(htaccess).toMatch(
      /^Header always set Strict-Transport-Security "max-age=\d+; includeSubDomains" "expr=%\{HTTPS\} == 'on'"$/m,
    );
    expect(htaccess).not.toContain("unsafe-inline");
  });

  it("tells Apache to serve no dotfile but /.well-known/, in any folder: site deploy's records name the deploying computer", () => {
    const rule = /^RewriteRule (\S+) - \[R=404,L\]$/m.exec(file(".htaccess").split("Dotfiles")[1] ?? "")?.[1];
    expect(rule).toBeDefined();
    // In .htaccess a rule sees the path without its leading "/"; Apache's regular expressions are PCRE, as here.
    const denies = (path: string) => new RegExp(rule as string).test(path.slice(1));
    for (const path of [
      "/.site-deploy.json",
      "/.site-deploy.pending.json",
      "/.site-deploy.lock/holder.json",
      "/.site-deploy.lock.1a2b3c4d.4711.0badc0de/holder.json",
      "/en/speisekarte/.index.html.site-deploy-new",
      "/assets/.site.0123456789.js.site-deploy-old",
      "/.well-known/.site-deploy.json",
    ]) {
      expect(denies(path), path).toBe(true);
    }
    for (const path of ["/.well-known/security.txt", "/en/index.html", "/assets/site.0123456789.js", "/robots.txt"]) {
      expect(denies(path), path).toBe(false);
    }
  });

  it("writes the routing table into _redirects row by row, which site serve reads back unchanged", () => {
    const redirects = file("_redirects");
    expect(redirects).toMatch(/^\/de\/speisekarte\/ +\/speisekarte\/ +301$/m);
    expect(redirects).toMatch(/^\/en\/\* +\/en\/404\.html +404$/m);
    // Nothing of the request is copied into an address: "/de/%5Cevil.example" cannot become "/\\evil.example".
    expect(redirects).not.toContain(":splat");
    const table = routingTable(site.pages);
    // Dotfiles are the one row _redirects cannot say (a pattern in any folder); the preview never serves them.
    expect(readRoutingTable(redirects)).toEqual(table.filter((rule) => rule.kind !== "private"));
    for (const rule of table) expect(isSiteLocation(rule.kind === "redirect" ? rule.to : rule.page)).toBe(true);
  });

  it("sends plain http to https in nginx, with HSTS only on the https server", async () => {
    const shipped = await readFile(join(root, "docs/nginx.conf"), "utf8");
    const servers = shipped.split(/^server \{$/m).slice(1);
    expect(servers).toHaveLength(2);
    const [plain, secure] = servers;
    expect(plain).toMatch(/^ {4}listen 80;$/m);
    expect(plain).toMatch(/^ {4}return 301 https:\/\/mama-nyota\.example\$request_uri;$/m);
    expect(plain).not.toContain("add_header");
    expect(secure).toMatch(/^ {4}listen 443 ssl http2;$/m);
    expect(secure).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    for (const line of secure.split("\n").filter((text) => /^\s*add_header /.test(text)))
      expect(line).toMatch(/ always;$/);
  });
});
