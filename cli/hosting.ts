/**
 * Hosting stage: one description of how the built site must be served (security
 * headers, caching per kind of file, the 404 page, trailing slashes), written out
 * for each kind of host the owner may upload to: `_headers` and `_redirects`
 * (Netlify, Cloudflare Pages), `.htaccess` (Apache shared hosting) and an nginx
 * server block (docs/nginx.conf, written by `site hosting --nginx`).
 */
import { createHash } from "node:crypto";
import type { PageModel } from "./model.js";
import { notFoundFile } from "./routes.js";
import type { OutputFile } from "./write.js";

export interface HostingRules {
  /** Sent with every response, error pages and redirects included. */
  headers: readonly (readonly [name: string, value: string])[];
  cache: {
    /** Files under `assetsPath` carry a content hash in their name: cache them forever. */
    assets: string;
    /** HTML may change with any build: revalidate on every visit. */
    pages: string;
    /** favicon, robots.txt, sitemap.xml: unhashed names, so only briefly. */
    other: string;
  };
  assetsPath: string;
  /** Served with status 404 for any unknown URL. */
  notFoundPage: string;
  /** The default language lives at the root, so `/de/…` leads there. */
  defaultLangPrefix: string;
  /** Other hosts' configuration files, which must not be served as pages. */
  hidden: readonly string[];
  /** Files that are neither pages nor assets, for the hosts that need them named. */
  otherFiles: readonly string[];
  serverName: string;
}

export const hostingFileNames = ["_headers", "_redirects", ".htaccess"] as const;

/** Hashes the UTF-8 bytes of a text read with `bytesAsText`. */
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "latin1").digest("base64")}'`;
/**
 * One character per byte (latin1): markup is ASCII, so tags, attributes and
 * offsets read the same as in the UTF-8 file, and decoding costs a copy only.
 */
const bytesAsText = (file: OutputFile) =>
  typeof file.contents === "string"
    ? Buffer.from(file.contents).toString("latin1")
    : Buffer.from(file.contents.buffer, file.contents.byteOffset, file.contents.byteLength).toString("latin1");

/** A `<script>` whose type is neither JavaScript, a module nor an import map is a data block the browser never runs. */
function isExecutable(attributes: string): boolean {
  const type = /\stype="([^"]*)"/i.exec(attributes)?.[1].trim().toLowerCase();
  return !type || type === "module" || type === "importmap" || /(java|ecma)script/.test(type);
}

/**
 * The `<script>` or `<style>` elements of a page: their attributes, their text
 * and where they start and end, found by plain string search. Regular
 * expressions over every page (the stylesheet included) cost more than the
 * whole rest of the hosting stage.
 */
export function rawTextElements(html: string, tag: "script" | "style") {
  const found: { attributes: string; body: string; start: number; end: number }[] = [];
  let start = html.indexOf(`<${tag}`);
  while (start !== -1) {
    const open = html.indexOf(">", start);
    const close = open === -1 ? -1 : html.indexOf(`</${tag}>`, open);
    if (close === -1) break;
    // `<scripts>` or `<style-guide>` are other elements.
    if (/[\s/>]/.test(html[start + tag.length + 1])) {
      const end = close + tag.length + 3;
      found.push({
        attributes: html.slice(start + tag.length + 1, open),
        body: html.slice(open + 1, close),
        start,
        end,
      });
      start = html.indexOf(`<${tag}`, end);
    } else {
      start = html.indexOf(`<${tag}`, start + 1);
    }
  }
  return found;
}

/** The first `style=` or `on…=` attribute of a tag, outside scripts and style elements. */
export function inlineAttribute(html: string, rawText: readonly { start: number; end: number }[]): string | undefined {
  for (const match of html.matchAll(/\s(style|on[a-z]+)=/gi)) {
    const at = match.index;
    if (rawText.some((element) => at > element.start && at < element.end)) continue;
    // Inside a tag, not in the text between tags.
    if (html.lastIndexOf("<", at) > html.lastIndexOf(">", at)) return match[1];
  }
  return undefined;
}

/**
 * The Content-Security-Policy the pages need, read from the built files: inline
 * scripts and style elements are allowed by their hash, never by 'unsafe-inline'.
 * Inline style attributes and event handlers would need 'unsafe-hashes', so they
 * are refused: they belong in the stylesheet and in client/.
 */
export function contentSecurityPolicy(files: readonly OutputFile[]): string {
  const scripts = new Set<string>();
  // Every page carries the same stylesheet: hash each distinct text once.
  const styles = new Map<string, string>();
  for (const file of files.filter((candidate) => candidate.path.endsWith(".html"))) {
    const html = bytesAsText(file);
    const scriptElements = rawTextElements(html, "script");
    for (const { attributes, body } of scriptElements) {
      if (!/\ssrc=/i.test(attributes) && isExecutable(attributes)) scripts.add(sha256(body));
    }
    const inScript = (index: number) => scriptElements.some((script) => index > script.start && index < script.end);
    const styleElements = rawTextElements(html, "style").filter((style) => !inScript(style.start));
    for (const { body } of styleElements) if (!styles.has(body)) styles.set(body, sha256(body));
    const inline = inlineAttribute(html, [...scriptElements, ...styleElements]);
    if (inline) {
      throw new Error(
        `${file.path} has an inline ${inline}= attribute, which the Content-Security-Policy blocks: move it to the stylesheet or client/`,
      );
    }
  }
  const stylesheets = [...styles.keys(), ...files.filter((file) => file.path.endsWith(".css")).map(bytesAsText)];
  const dataImages = stylesheets.some((css) => /url\(\s*["']?data:/i.test(css));
  return [
    "default-src 'self'",
    ["script-src 'self'", ...[...scripts].sort()].join(" "),
    ["style-src 'self'", ...[...new Set(styles.values())].sort()].join(" "),
    dataImages ? "img-src 'self' data:" : "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/** The rules for one build: its files decide the policy, its pages the server name and default language. */
export function hostingRules(files: readonly OutputFile[], pages: readonly PageModel[]): HostingRules {
  const { site, defaultLang } = pages[0].locale;
  const assetsPath = "/assets/";
  return {
    headers: [
      ["Content-Security-Policy", contentSecurityPolicy(files)],
      ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      // browsing-topics replaced FLoC's interest-cohort, which browsers now report as unknown.
      ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"],
      ["Cross-Origin-Opener-Policy", "same-origin"],
    ],
    cache: {
      assets: "public, max-age=31536000, immutable",
      pages: "no-cache",
      other: "public, max-age=3600",
    },
    assetsPath,
    notFoundPage: `/${notFoundFile}`,
    defaultLangPrefix: `/${defaultLang}`,
    hidden: hostingFileNames.map((name) => `/${name}`),
    otherFiles: files
      .map((file) => `/${file.path}`)
      .filter((path) => !path.endsWith(".html") && !path.startsWith(assetsPath))
      .sort(),
    serverName: new URL(site.url).hostname,
  };
}

const generatedBy = (command: string) => `Generated by \`${command}\` from cli/hosting.ts: change the rules there.`;

/** Netlify and Cloudflare Pages. A request gets the headers of every rule it matches, so each Cache-Control has one rule. */
export function headersFile(rules: HostingRules): string {
  const block = (path: string, headers: readonly (readonly [string, string])[]) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return [
    [
      `# ${generatedBy("site build")}`,
      "# Netlify and Cloudflare Pages. Pages keep the hosts' own Cache-Control",
      "# (public, max-age=0, must-revalidate): revalidated on every visit.",
    ].join("\n"),
    block("/*", rules.headers),
    block(`${rules.assetsPath}*`, [["Cache-Control", rules.cache.assets]]),
    ...rules.otherFiles.map((path) => block(path, [["Cache-Control", rules.cache.other]])),
    "",
  ].join("\n\n");
}

export function redirectsFile(rules: HostingRules): string {
  const prefix = rules.defaultLangPrefix;
  return [
    `# ${generatedBy("site build")}`,
    "# Netlify and Cloudflare Pages already answer unknown URLs with 404.html and status 404,",
    "# and add the trailing slash (/speisekarte → /speisekarte/); only the site's own rules follow.",
    `${prefix}    /    301`,
    `${prefix}/*  /:splat  301`,
    "",
  ].join("\n");
}

const quoteApache = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/** Apache shared hosting; every block is guarded, so a host without a module still serves the site. */
export function htaccessFile(rules: HostingRules): string {
  const escapedPrefix = rules.defaultLangPrefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const hidden = rules.hidden.map((path) => path.slice(1).replace(/\./g, "\\.")).join("|");
  return [
    `# ${generatedBy("site build")}`,
    "# Apache shared hosting: upload it with the rest of dist/.",
    `ErrorDocument 404 ${rules.notFoundPage}`,
    "AddDefaultCharset utf-8",
    "",
    "<IfModule mod_dir.c>",
    "  DirectoryIndex index.html",
    "  # /speisekarte → /speisekarte/",
    "  DirectorySlash On",
    "</IfModule>",
    "",
    "<IfModule mod_alias.c>",
    `  RedirectMatch 301 ^${escapedPrefix}(?:/(.*))?$ /$1`,
    `  RedirectMatch 404 ^/(?:${hidden})$`,
    "</IfModule>",
    "",
    "# Cache-Control below is the only caching rule; a host-wide mod_expires default would contradict it.",
    "<IfModule mod_expires.c>",
    "  ExpiresActive Off",
    "</IfModule>",
    "",
    "<IfModule mod_headers.c>",
    ...rules.headers.map(([name, value]) => `  Header always set ${name} ${quoteApache(value)}`),
    `  Header set Cache-Control ${quoteApache(rules.cache.other)}`,
    '  <FilesMatch "\\.html$">',
    `    Header set Cache-Control ${quoteApache(rules.cache.pages)}`,
    "  </FilesMatch>",
    `  <If "%{REQUEST_URI} =~ m#^${rules.assetsPath}#">`,
    `    Header set Cache-Control ${quoteApache(rules.cache.assets)}`,
    "  </If>",
    "</IfModule>",
    "",
  ].join("\n");
}

/** The files every build adds to dist/ for the static hosts. */
export function hostingFiles(files: readonly OutputFile[], pages: readonly PageModel[]): OutputFile[] {
  const rules = hostingRules(files, pages);
  return [
    { path: "_headers", contents: headersFile(rules) },
    { path: "_redirects", contents: redirectsFile(rules) },
    { path: ".htaccess", contents: htaccessFile(rules) },
  ];
}

export const nginxCommand = "site hosting --nginx docs/nginx.conf";

/** A complete nginx server block; `listen` and `root` are the lines an installation changes. */
export function nginxServerBlock(rules: HostingRules): string {
  const quote = (value: string) => `"${value.replace(/(["\\])/g, "\\$1")}"`;
  const headers = (cacheControl: string) =>
    [...rules.headers, ["Cache-Control", cacheControl] as const].map(
      ([name, value]) => `        add_header ${name} ${quote(value)} always;`,
    );
  const hidden = rules.hidden.map((path) => path.slice(1).replace(/\./g, "\\.")).join("|");
  return [
    `# nginx server block for the website. ${generatedBy(nginxCommand)}`,
    "# A test fails while this file differs from what the rules say.",
    "# Install: copy to /etc/nginx/sites-available/, link it from sites-enabled/, set `root` to the",
    "# uploaded dist/ folder, add TLS (Strict-Transport-Security only counts over https), `nginx -s reload`.",
    "server {",
    "    listen 80;",
    "    listen [::]:80;",
    `    server_name ${rules.serverName};`,
    "    root /var/www/site/dist;",
    "    index index.html;",
    "    charset utf-8;",
    "    server_tokens off;",
    "    # Redirects name only the path, so they keep the host, scheme and port the visitor used.",
    "    absolute_redirect off;",
    `    error_page 404 ${rules.notFoundPage};`,
    "",
    "    gzip on;",
    "    gzip_vary on;",
    "    gzip_types text/css application/javascript image/svg+xml text/xml application/xml text/plain;",
    "",
    "    # An add_header inside a location drops every add_header of the server,",
    "    # so each location lists the security headers again with its own Cache-Control.",
    "",
    "    # Regular expressions are tried in order: these two come before the pages.",
    "    # The default language lives at the root.",
    `    location ~ ^${rules.defaultLangPrefix}(?:/(.*))?$ {`,
    ...headers(rules.cache.other),
    "        return 301 /$1$is_args$args;",
    "    }",
    "",
    "    # Configuration for the other hosts, uploaded with dist/.",
    `    location ~ ^/(?:${hidden})$ {`,
    "        return 404;",
    "    }",
    "",
    "    # favicon, robots.txt, sitemap.xml, and /speisekarte → /speisekarte/ (nginx adds the slash to folders).",
    "    location / {",
    "        try_files $uri $uri/ =404;",
    ...headers(rules.cache.other),
    "    }",
    "",
    "    # Pages: a folder's index.html, and 404.html.",
    "    location ~ (?:/|\\.html)$ {",
    "        try_files $uri $uri/ =404;",
    ...headers(rules.cache.pages),
    "    }",
    "",
    "    # Hashed file names: a changed file gets a new name, so a cached one never goes stale.",
    `    location ^~ ${rules.assetsPath} {`,
    "        try_files $uri =404;",
    ...headers(rules.cache.assets),
    "    }",
    "}",
    "",
  ].join("\n");
}
