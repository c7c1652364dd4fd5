/**
 * The shipped nginx server block (docs/nginx.conf) under real nginx: the built site
 * served from a loopback port, checked over HTTP and in Chromium the way a visitor
 * would meet it on a production host.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "../../cli/build.js";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const mimeTypes = "/etc/nginx/mime.types";

function findNginx(): string {
  const candidates = [
    process.env.SITE_NGINX,
    "/usr/sbin/nginx",
    ...(process.env.PATH ?? "").split(delimiter).map((dir) => join(dir, "nginx")),
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found || !existsSync(mimeTypes)) {
    throw new Error(
      "nginx is not installed: install Debian's nginx-light (`sudo apt-get install nginx-light`, as .ci/run does); SITE_NGINX may name another nginx binary",
    );
  }
  return found;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The shipped server block, moved to a loopback port and the test's build. */
function localServerBlock(shipped: string, port: number, dist: string): string {
  const listens = shipped.match(/^ *listen .*;$/gm) ?? [];
  const roots = shipped.match(/^ *root .*;$/gm) ?? [];
  expect(listens.length, "listen lines in docs/nginx.conf").toBeGreaterThan(0);
  expect(roots.length, "root lines in docs/nginx.conf").toBe(1);
  // The first listen line becomes the loopback port; the others (IPv6) go.
  const [firstListen] = listens;
  return shipped
    .replace(/^ *listen .*;$/gm, (line) => (line === firstListen ? `    listen 127.0.0.1:${port};` : ""))
    .replace(/^ *root .*;$/m, `    root "${dist}";`);
}

function mainConfig(dir: string): string {
  return [
    "daemon off;",
    "worker_processes 1;",
    // As root, workers would switch to an unprivileged user that cannot read the private temp folder.
    process.getuid?.() === 0 ? "user root;" : "",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log;`,
    "events { worker_connections 64; }",
    "http {",
    `  include ${mimeTypes};`,
    "  default_type application/octet-stream;",
    `  access_log ${dir}/access.log;`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
    `  include ${dir}/site.conf;`,
    "}",
    "",
  ].join("\n");
}

const securityHeaders = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
};

function expectSecurityHeaders(response: Response, what: string): void {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(response.headers.get(name), `${name} on ${what}`).toBe(value);
  }
  const permissions = response.headers.get("permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()"]) {
    expect(permissions, `Permissions-Policy on ${what}`).toContain(feature);
  }
  const csp = new Map(
    (response.headers.get("content-security-policy") ?? "").split(";").map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(csp.get("default-src"), `CSP default-src on ${what}`).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), `CSP frame-ancestors on ${what}`).toEqual(["'none'"]);
  expect(csp.get("object-src"), `CSP object-src on ${what}`).toEqual(["'none'"]);
  for (const directive of ["script-src", "style-src"]) {
    const sources = csp.get(directive) ?? [];
    expect(sources[0], `CSP ${directive} on ${what}`).toBe("'self'");
    // Only the site itself and hashes of inline code: never 'unsafe-inline' or 'unsafe-eval'.
    for (const source of sources.slice(1)) expect(source, `CSP ${directive} on ${what}`).toMatch(/^'sha256-[^']+'$/);
  }
}

let nginx: ChildProcess | undefined;
let folder: string;
let base: string;
let pagePaths: string[];
let otherFiles: string[];
let assetFiles: string[];
let notFoundHtml: string;

async function waitUntilServing(server: ChildProcess, errorLog: string): Promise<void> {
  let exited = false;
  server.once("exit", () => {
    exited = true;
  });
  for (;;) {
    if (exited) {
      const log = await readFile(errorLog, "utf8").catch(() => "");
      throw new Error(`nginx stopped at once:\n${log}`);
    }
    const answered = await fetch(`${base}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (answered) return;
    // Poll until nginx accepts connections: it listens a moment after it starts.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  const binary = findNginx();
  folder = await mkdtemp(join(tmpdir(), "site-nginx-"));
  const dist = join(folder, "dist");
  const result = await build({ root, contentDir: join(root, "content"), outDir: dist });
  pagePaths = result.pages.filter((page) => page.id !== "not-found").map((page) => page.path);
  const paths = result.files.map((file) => `/${file.path}`);
  assetFiles = paths.filter((path) => path.startsWith("/assets/"));
  otherFiles = ["/favicon.svg", "/robots.txt", "/sitemap.xml"];
  for (const path of otherFiles) expect(paths).toContain(path);
  notFoundHtml = await readFile(join(dist, "404.html"), "utf8");

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const shipped = await readFile(join(root, "docs/nginx.conf"), "utf8");
  await writeFile(join(folder, "site.conf"), localServerBlock(shipped, port, dist));
  await writeFile(join(folder, "nginx.conf"), mainConfig(folder));
  const errorLog = join(folder, "error.log");
  nginx = spawn(binary, ["-p", folder, "-c", join(folder, "nginx.conf"), "-e", errorLog], { stdio: "ignore" });
  await waitUntilServing(nginx, errorLog);
});

afterAll(async () => {
  const running = nginx;
  if (running && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  }
  if (folder) await rm(folder, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${base}${path}`, { redirect: "manual", headers: { "accept-encoding": "gzip" } });

describe("the site under nginx with docs/nginx.conf", () => {
  it("answers an unknown URL with status 404 and the 404 page", async () => {
    for (const path of ["/gibt-es-nicht/", "/en/no-such-page", "/assets/missing.css"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(notFoundHtml);
      expectSecurityHeaders(response, `the 404 for ${path}`);
    }
    expect(notFoundHtml).toContain("Oops! Page not found");
  });

  it("adds the trailing slash to a page's address with a 301", async () => {
    for (const path of ["/speisekarte", "/en/speisekarte", "/fr/catering"]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(`${path}/`);
    }
  });

  it("sends /de/… to the German page at the root", async () => {
    for (const [path, target] of [
      ["/de/speisekarte/", "/speisekarte/"],
      ["/de", "/"],
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(target);
    }
  });

  it("serves every page with the security headers, revalidated on each visit", async () => {
    for (const path of pagePaths) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expectSecurityHeaders(response, path);
    }
  });

  it("caches hashed assets for a year as immutable, compressed where it helps", async () => {
    expect(assetFiles.some((path) => path.endsWith(".js"))).toBe(true);
    expect(assetFiles.some((path) => path.endsWith(".woff2"))).toBe(true);
    for (const path of assetFiles) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
      expectSecurityHeaders(response, path);
      const type = response.headers.get("content-type") ?? "";
      if (path.endsWith(".js")) {
        expect(type, path).toMatch(/^application\/javascript/);
        expect(response.headers.get("content-encoding"), path).toBe("gzip");
      }
      if (path.endsWith(".woff2")) expect(type, path).toBe("font/woff2");
    }
  });

  it("caches the favicon, robots.txt and sitemap.xml only briefly", async () => {
    for (const path of otherFiles) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=3600");
      expectSecurityHeaders(response, path);
    }
  });

  it("does not serve the other hosts' configuration files", async () => {
    for (const path of ["/_headers", "/_redirects", "/.htaccess"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("loads every page in Chromium with no policy violation and the widgets working", async () => {
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: chromiumArgs,
    });
    try {
      const context = await browser.newContext();
      const problems: string[] = [];
      context.on("console", (message) => {
        if (/content.security.policy|permissions.policy|refused to/i.test(message.text())) {
          problems.push(`${message.page()?.url()}: ${message.text()}`);
        }
      });
      context.on("weberror", (error) => problems.push(`${error.page()?.url()}: ${error.error().message}`));
      // Runs before the page's own script; the browser fires this event for every blocked load or inline code.
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const visit = async (path: string) => {
        // A new tab is a new browser session: the buffet dialog opens on its first page.
        const tab = await context.newPage();
        const response = await tab.goto(`${base}${path}`);
        const notFound = path === "/gibt-es-nicht/";
        expect(response?.status(), path).toBe(notFound ? 404 : 200);
        await tab.locator("[data-cookie-banner]").waitFor({ state: "visible", timeout: 10_000 });
        if (!notFound)
          await tab.locator("dialog[data-buffet-dialog][open]").waitFor({ state: "visible", timeout: 10_000 });
        await tab.close();
      };
      // A few tabs at once: each page waits mostly on the browser, not on this process.
      const queue = [...pagePaths, "/gibt-es-nicht/"];
      const worker = async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) await visit(path);
      };
      await Promise.all([worker(), worker(), worker()]);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
