/**
 * The shipped nginx configuration (docs/nginx.conf) under real nginx: the built site
 * served from loopback ports over http and https (a throwaway certificate made with
 * openssl), checked over the wire and in Chromium the way a visitor would meet it on a
 * production host, next to `site serve`, which must answer every address the same way.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpsRequest } from "node:https";
import { connect as netConnect } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { connect as tlsConnect } from "node:tls";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Preview, serve } from "../../cli/serve.js";
import { build } from "../../cli/stages/build.js";
import { isSiteLocation } from "../../cli/static-files.js";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";
import { forwardTo, type Listening } from "./ports.js";

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

const serverName = "mama-nyota.example";

/** The files site deploy keeps in the web folder (cli/deploy/plan.ts, publish.ts), as they are named there. */
const deployRecords = [
  "/.site-deploy.json",
  "/.site-deploy.pending.json",
  "/.site-deploy.lock/holder.json",
  "/.site-deploy.lock.1a2b3c4d.4711.0badc0de/holder.json",
  "/.index.html.site-deploy-new",
  "/en/.index.html.site-deploy-old",
  "/en/speisekarte/.index.html.site-deploy-new",
  "/assets/.site.0123456789.js.site-deploy-new",
  "/.well-known/.site-deploy.json",
];

/** The shipped configuration, moved to loopback ports, the test's certificate and the test's build. */
/**
 * docs/nginx.conf as the test serves it: on two Unix sockets in `dir`, which the test's own ports pass
 * connections to (nginx cannot listen on port 0), the certificate made here, the site built here.
 */
function localConfig(shipped: string, dist: string, dir: string): string {
  const count = (pattern: RegExp) => shipped.match(pattern)?.length ?? 0;
  expect(count(/^ {4}listen 80;$/gm), "the plain http server in docs/nginx.conf").toBe(1);
  expect(count(/^ {4}listen 443 ssl http2;$/gm), "the https server in docs/nginx.conf").toBe(1);
  expect(count(/^ *root .*;$/gm), "root lines in docs/nginx.conf").toBe(1);
  return shipped
    .replace(/^ {4}listen 80;$/m, `    listen unix:${dir}/http.sock;`)
    .replace(/^ {4}listen 443 ssl http2;$/m, `    listen unix:${dir}/https.sock ssl http2;`)
    .replace(/^ *listen \[::\].*;\n/gm, "")
    .replace(/^ *ssl_certificate .*;$/m, `    ssl_certificate "${dir}/cert.pem";`)
    .replace(/^ *ssl_certificate_key .*;$/m, `    ssl_certificate_key "${dir}/key.pem";`)
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

interface Answer {
  status: number;
  headers: Headers;
  text(): Promise<string>;
}

function expectSecurityHeaders(response: Answer, what: string): void {
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
let preview: Preview | undefined;
let folder: string;
let base: string;
let ports: Listening[] = [];
let httpPort: number;
let httpsPort: number;
let certificate: string;
let pagePaths: string[];
let otherFiles: string[];
let assetFiles: string[];
const notFoundHtml: Record<string, string> = {};

/** One request over https, as a browser that trusts the test's certificate sends it. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      {
        host: "127.0.0.1",
        port: httpsPort,
        path,
        ca: certificate,
        servername: serverName,
        headers: { "accept-encoding": "gzip", host: serverName, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const plain = response.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body;
          const list = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) list.set(name, Array.isArray(value) ? value.join(", ") : value);
          }
          resolve({ status: response.statusCode ?? 0, headers: list, text: async () => plain.toString("utf8") });
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/**
 * A request line sent byte for byte (raw backslashes, tabs and all, which HTTP clients
 * refuse to send): the status and the Location of the answer.
 */
function rawRequest(
  server: { port: number; tls: boolean; host?: string },
  target: string,
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const socket = server.tls
      ? tlsConnect({ host: "127.0.0.1", port: server.port, ca: certificate, servername: serverName })
      : netConnect({ host: "127.0.0.1", port: server.port });
    let received = "";
    socket.setEncoding("latin1");
    socket.on(server.tls ? "secureConnect" : "connect", () => {
      const host = server.host ?? serverName;
      socket.write(Buffer.from(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, "latin1"));
    });
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const head = received.split("\r\n\r\n")[0];
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /^location: ?(.*)$/im.exec(head)?.[1];
      resolve({ status, location });
    });
  });
}

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
    const answered = await get("/robots.txt").then(
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
  otherFiles = ["/favicon.svg", "/robots.txt", "/sitemap.xml", "/fonts/figtree-latin.woff2"];
  for (const path of otherFiles) expect(paths).toContain(path);
  for (const page of ["404.html", "en/404.html", "fr/404.html"]) {
    notFoundHtml[`/${page}`] = await readFile(join(dist, page), "utf8");
  }
  // What site deploy leaves in the web folder while and after it runs (it names the deploying computer),
  // and what a host keeps in /.well-known/: the first never served, the second served.
  for (const path of [...deployRecords, "/.well-known/security.txt"]) {
    await mkdir(join(dist, path, ".."), { recursive: true });
    await writeFile(join(dist, path), `{"host":"laptop-of-the-cook","pid":4711} ${path}\n`);
  }

  // A throwaway certificate for the site's name and the loopback address, valid for a day.
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${serverName}`],
      ...["-addext", `subjectAltName=DNS:${serverName},IP:127.0.0.1`],
      ...["-keyout", join(folder, "key.pem"), "-out", join(folder, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  certificate = await readFile(join(folder, "cert.pem"), "utf8");

  ports = await Promise.all([forwardTo(join(folder, "http.sock")), forwardTo(join(folder, "https.sock"))]);
  [httpPort, httpsPort] = ports.map((forwarding) => forwarding.port);
  base = `https://127.0.0.1:${httpsPort}`;
  const shipped = await readFile(join(root, "docs/nginx.conf"), "utf8");
  await writeFile(join(folder, "site.conf"), localConfig(shipped, dist, folder));
  await writeFile(join(folder, "nginx.conf"), mainConfig(folder));
  const errorLog = join(folder, "error.log");
  nginx = spawn(binary, ["-p", folder, "-c", join(folder, "nginx.conf"), "-e", errorLog], { stdio: "ignore" });
  await waitUntilServing(nginx, errorLog);

  preview = await serve({ root, contentDir: join(root, "content"), port: 0, log() {}, warn() {} });
});

afterAll(async () => {
  await preview?.close();
  await Promise.all(ports.map((forwarding) => forwarding.close()));
  const running = nginx;
  if (running && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  }
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("the site under nginx with docs/nginx.conf", () => {
  it("answers an unknown URL with status 404 and the 404 page of its language", async () => {
    for (const [path, page] of [
      ["/gibt-es-nicht/", "/404.html"],
      ["/assets/missing.css", "/404.html"],
      ["/de/gibt-es-nicht/", "/404.html"],
      ["/en/no-such-page", "/en/404.html"],
      ["/en/menu/old-page/", "/en/404.html"],
      ["/fr/rien/", "/fr/404.html"],
      ["/english/", "/404.html"],
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(notFoundHtml[page]);
      expectSecurityHeaders(response, `the 404 for ${path}`);
    }
    expect(notFoundHtml["/en/404.html"]).toContain("<h1>Oops! Page not found</h1>");
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
      ["/de/catering", "/catering/"],
      ["/de", "/"],
      ["/de/", "/"],
      ["/de/?x=1", "/?x=1"],
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
    }
  });

  it("caches the favicon, robots.txt, sitemap.xml and the fonts (whose names stay) only briefly", async () => {
    for (const path of otherFiles) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=3600");
      if (path.endsWith(".woff2")) expect(response.headers.get("content-type"), path).toBe("font/woff2");
      expectSecurityHeaders(response, path);
    }
  });

  it("never serves site deploy's manifest, journal, lock or temporary names, in any folder: the 404 page instead", async () => {
    for (const path of deployRecords) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).toBe(notFoundHtml[path.startsWith("/en/") ? "/en/404.html" : "/404.html"]);
      expect(body, path).not.toContain("laptop-of-the-cook");
      // Spelt otherwise, the path is the same file to nginx.
      const encoded = path.replace(/\/\./g, "/%2E");
      expect((await get(encoded)).status, encoded).toBe(404);
    }
    const wellKnown = await get("/.well-known/security.txt");
    expect(wellKnown.status).toBe(200);
  });

  it("does not serve the other hosts' configuration files", async () => {
    for (const path of ["/_headers", "/_redirects", "/.htaccess", "/.site-output"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("loads every page in Chromium with no policy violation and the widgets working", async () => {
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: chromiumArgs,
    });
    try {
      // The test's own certificate: Chromium does not know it.
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      // The day the site was built for (SITE_NOW), not today: the buffets are still to come.
      await context.clock.setFixedTime(new Date(process.env.SITE_NOW ?? ""));
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
        // The pop-up first; the cookie notice once it is closed: both widgets ran (waited for however long they take).
        await tab.locator("dialog[data-buffet-dialog][open]").waitFor({ state: "visible", timeout: 0 });
        await tab.keyboard.press("Escape");
        await tab.locator("[data-cookie-banner]").waitFor({ state: "visible", timeout: 0 });
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
    // Thirty pages in a browser: the limit only ends a run that never comes back, on a machine three times as slow.
  }, 240_000);
});

/**
 * Addresses an attacker sends to make the site redirect a visitor elsewhere: every
 * spelling of "//host" and "/\host" a browser would follow, raw and percent-encoded,
 * behind the default language's prefix and behind a folder's missing slash.
 */
const hostile = [
  "/de/%5Cevil.example",
  "/de/%5C/evil.example",
  "/de/%09/evil.example",
  "/de/%0A/evil.example",
  "/de/%0D%0ALocation:%20https://evil.example/",
  "/de/\\evil.example",
  "/de/\\/evil.example",
  "/de//evil.example",
  "/de/%2F%2Fevil.example",
  "/de/%2F/evil.example",
  "/de/./%2F/evil.example",
  "/de/.%2F%5Cevil.example",
  "//evil.example/",
  "//evil.example/%2F..",
  "///evil.example/",
  "/\\evil.example",
  "/\\/evil.example/",
  "/%5Cevil.example",
  "/%5C%5Cevil.example/",
  "/%2F%2Fevil.example",
  "/%2F%2Fevil.example/..%2F..%2Fen",
  "/%09/evil.example",
  "/%0A/evil.example",
  "/.//evil.example/..%2F..%2Fen",
  "/.//en",
  "/./%2Fen",
  "/./..%2F/evil.example",
  "/en/..%2F%2Fevil.example",
  "/en/%2e%2e/%2e%2e/%5Cevil.example",
  "/speisekarte/..//%5Cevil.example",
  "/de/speisekarte?next=//evil.example",
  "/de?//evil.example",
  "/de?%0D%0ALocation:%20//evil.example",
  "/speisekarte?/\\evil.example",
  "/assets//evil.example",
  "/en%2F%2Fevil.example",
];

/** Where a browser would go: the Location resolved against the page's own address, as the URL standard says. */
function expectSameSite(location: string | undefined, origin: string, what: string): void {
  if (location === undefined) return;
  expect(isSiteLocation(location), `${what}: Location ${JSON.stringify(location)}`).toBe(true);
  expect(new URL(location, `${origin}/some/page/`).origin, `${what}: Location ${JSON.stringify(location)}`).toBe(
    origin,
  );
}

describe("redirects that stay on the site", () => {
  it("never sends a visitor of nginx to another host, however the address is spelt", async () => {
    for (const target of hostile) {
      const answer = await rawRequest({ port: httpsPort, tls: true }, target);
      expect([200, 301, 400, 404], target).toContain(answer.status);
      expectSameSite(answer.location, `https://${serverName}`, `nginx ${target}`);
    }
  });

  it("never sends a visitor of site serve to another host, however the address is spelt", async () => {
    const port = Number(new URL((preview as Preview).url).port);
    for (const target of hostile) {
      const answer = await rawRequest({ port, tls: false, host: `127.0.0.1:${port}` }, target);
      expect([200, 301, 400, 404], target).toContain(answer.status);
      expectSameSite(answer.location, `http://127.0.0.1:${port}`, `site serve ${target}`);
    }
  });

  it("answers every address in site serve as nginx does: status, redirect and 404 page", async () => {
    const port = Number(new URL((preview as Preview).url).port);
    const addresses = [
      ...pagePaths,
      ...pagePaths.map((path) => path.replace(/\/$/, "")).filter((path) => path !== ""),
      "/de",
      "/de/",
      "/de/speisekarte",
      "/de/speisekarte/?x=1",
      "/de/en/",
      "/de/assets/",
      "/de/gibt-es-nicht/",
      "/en/gibt-es-nicht",
      "/fr/rien/du/tout",
      "/en",
      "/en/404.html",
      "/assets",
      "/assets/",
      "/_headers",
      "/.htaccess",
      "/.site-output",
      ...deployRecords.filter((path) => !path.startsWith("/.well-known/")),
      "/en/_redirects",
      "/robots.txt",
      "/./en/./speisekarte",
      "/en/../fr/",
      "/%65n/",
      ...hostile,
    ];
    const pageOf = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];
    for (const target of addresses) {
      const [fromNginx, fromPreview] = [
        await rawRequest({ port: httpsPort, tls: true }, target),
        // site serve answers under this computer's names only.
        await rawRequest({ port, tls: false, host: `127.0.0.1:${port}` }, target),
      ];
      expect(fromPreview, target).toEqual(fromNginx);
      if (fromNginx.status === 404 && !/[\\\t]/.test(target)) {
        const [nginxPage, previewPage] = [
          await get(target).then((answer) => answer.text()),
          await fetch(`http://127.0.0.1:${port}${target}`).then((answer) => answer.text()),
        ];
        expect(pageOf(previewPage), `the 404 page for ${target}`).toBe(pageOf(nginxPage));
      }
    }
  });
});

describe("https", () => {
  it("sends plain http to https on the site's own host, without HSTS", async () => {
    for (const target of ["/", "/en/speisekarte/?x=1", "//evil.example/", "/de/%5Cevil.example"]) {
      const answer = await rawRequest({ port: httpPort, tls: false }, target);
      expect(answer.status, target).toBe(301);
      expect(answer.location, target).toBe(`https://${serverName}${target}`);
      expect(new URL(answer.location as string).origin, target).toBe(`https://${serverName}`);
    }
    const plain = await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: "manual" });
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const secure = await get("/");
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});

/**
 * An HTTP Observatory grade from the served headers, after Mozilla's scoring
 * (mozilla/http-observatory, httpobs/docs/scoring.md): start at 100; bonuses count
 * only when the score without them is 90 or more; 100+ is A+. The rules implemented:
 * csp-implemented-with-no-unsafe-default-src-none +10, csp-implemented-with-no-unsafe +5,
 * csp-implemented-with-unsafe-inline -20, csp-implemented-with-unsafe-eval -10,
 * csp-not-implemented -25; hsts-implemented-max-age-at-least-six-months 0,
 * -less-than-six-months -10, hsts-not-implemented -20; x-content-type-options-nosniff 0,
 * -not-implemented -5; x-frame-options-implemented-via-csp +5, -sameorigin-or-deny 0,
 * -not-implemented -20; redirection-to-https 0, redirection-off-host-from-http -5,
 * redirection-missing -20; cookies-not-found 0 (the site sets none); and, from the
 * newer MDN HTTP Observatory table, referrer-policy-private +5 (no-referrer,
 * same-origin, strict-origin, strict-origin-when-cross-origin), -unsafe -5.
 */
function observatoryGrade(page: Answer, http: { status: number; location: string | undefined }) {
  const modifiers: [string, number][] = [];
  const csp = new Map(
    (page.headers.get("content-security-policy") ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name.toLowerCase(), values] as const),
  );
  const scriptSources = csp.get("script-src") ?? csp.get("default-src") ?? [];
  if (csp.size === 0) modifiers.push(["csp-not-implemented", -25]);
  else if (scriptSources.includes("'unsafe-inline'")) modifiers.push(["csp-implemented-with-unsafe-inline", -20]);
  else if (scriptSources.includes("'unsafe-eval'")) modifiers.push(["csp-implemented-with-unsafe-eval", -10]);
  else if (csp.get("default-src")?.join(" ") === "'none'")
    modifiers.push(["csp-implemented-with-no-unsafe-default-src-none", 10]);
  else modifiers.push(["csp-implemented-with-no-unsafe", 5]);

  const maxAge = Number(/max-age=(\d+)/.exec(page.headers.get("strict-transport-security") ?? "")?.[1] ?? Number.NaN);
  if (Number.isNaN(maxAge)) modifiers.push(["hsts-not-implemented", -20]);
  else if (maxAge < 15768000) modifiers.push(["hsts-implemented-max-age-less-than-six-months", -10]);
  else modifiers.push(["hsts-implemented-max-age-at-least-six-months", 0]);

  modifiers.push(
    page.headers.get("x-content-type-options")?.toLowerCase() === "nosniff"
      ? ["x-content-type-options-nosniff", 0]
      : ["x-content-type-options-not-implemented", -5],
  );

  const xfo = page.headers.get("x-frame-options")?.toUpperCase();
  if (csp.has("frame-ancestors")) modifiers.push(["x-frame-options-implemented-via-csp", 5]);
  else if (xfo === "DENY" || xfo === "SAMEORIGIN") modifiers.push(["x-frame-options-sameorigin-or-deny", 0]);
  else modifiers.push(["x-frame-options-not-implemented", -20]);

  const referrer = page.headers.get("referrer-policy")?.toLowerCase().split(",").pop()?.trim() ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(referrer))
    modifiers.push(["referrer-policy-private", 5]);
  else if (["origin", "origin-when-cross-origin", "unsafe-url"].includes(referrer))
    modifiers.push(["referrer-policy-unsafe", -5]);

  const target = http.location ? new URL(http.location) : undefined;
  if (![301, 302, 307, 308].includes(http.status) || target?.protocol !== "https:")
    modifiers.push(["redirection-missing", -20]);
  else if (target.hostname !== serverName) modifiers.push(["redirection-off-host-from-http", -5]);
  else modifiers.push(["redirection-to-https", 0]);

  modifiers.push([page.headers.get("set-cookie") ? "cookies-found" : "cookies-not-found", 0]);

  const penalties = modifiers.filter(([, value]) => value < 0).reduce((sum, [, value]) => sum + value, 100);
  const bonuses = modifiers.filter(([, value]) => value > 0).reduce((sum, [, value]) => sum + value, 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  const grades: [number, string][] = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
    [0, "F"],
  ];
  const grade = grades.find(([minimum]) => score >= minimum)?.[1];
  return { score, grade, modifiers };
}

describe("the Observatory-style grade of docs/nginx.conf", () => {
  it("is A+ from the headers nginx serves over https and its http → https redirect", async () => {
    const result = observatoryGrade(await get("/"), await rawRequest({ port: httpPort, tls: false }, "/"));
    console.log(`Observatory-style grade of docs/nginx.conf: ${result.grade} (${result.score})`);
    expect(result.modifiers.filter(([, value]) => value < 0)).toEqual([]);
    expect(result).toMatchObject({ grade: "A+", score: 115 });
  });
});
