/**
 * Hosting stage: one description of how the built site must be served (security
 * headers, caching per kind of file, https, and one table of redirect and
 * not-found rules), written out for each kind of host the owner may upload to:
 * `_headers` and `_redirects` (Netlify, Cloudflare Pages), `.htaccess` (Apache
 * shared hosting), an nginx configuration (docs/nginx.conf, written by `site
 * hosting --nginx`), and `site serve`, which reads the table back from
 * `_redirects` (cli/static-files.js).
 */

import type { PageModel } from "../../restaurant/page-model.js";
import { isSiteLocation } from "../../static-files.js";
import type { PageSources } from "../6-render/page-reading.js";
import { type OutputFile, outputMarker } from "../common/output-file.js";
import { contentSecurityPolicy } from "./csp.js";

/**
 * One row of the routing table. Rows are tried in order and the first that
 * matches answers; a path is matched decoded, with "." and ".." resolved and
 * "//" merged, as nginx does. Every address a row leads to is a path of the
 * site (one "/" and then neither "/" nor "\\"), so no request can be sent to
 * another host, however it is spelt.
 */
export type RoutingRule =
  /** The exact path → a permanent redirect to `to`; the query is kept. */
  | { kind: "redirect"; from: string; to: string }
  /** The exact path is not found, though a file is there: another host's configuration. */
  | { kind: "hidden"; path: string; page: string }
  /** Any path under `prefix` that no file answers: `page`, with status 404. */
  | { kind: "not-found"; prefix: string; page: string }
  /**
   * Any path with a part that starts with "." (the deploy's manifest, journal, lock and temporary
   * names, which name the deploying computer; other hosts' dotfiles), but /.well-known/: not found.
   */
  | { kind: "private"; page: string };

/**
 * Besides the rows, every host adds the slash to a folder's address itself
 * (/speisekarte → /speisekarte/, 301), and so does the preview.
 */
export function routingTable(pages: readonly PageModel[]): RoutingRule[] {
  const { defaultLang } = pages[0].locale;
  const prefix = `/${defaultLang}`;
  const rootNotFound = pages.find((page) => page.id === "not-found" && page.locale.lang === defaultLang)?.path;
  if (!rootNotFound) throw new Error("the build has no 404 page for the default language");
  // The default language lives at the root: /de, /de/ and /de/<page>(/) lead there. Named one by one, so
  // nothing of the request is copied into the address (a splat would copy "/de/%5Cevil.example" too).
  const redirects = pages
    .filter((page) => page.id !== "not-found" && page.locale.lang === defaultLang)
    .flatMap((page): RoutingRule[] => {
      const from = `${prefix}${page.path}`;
      const bare = from.replace(/\/$/, "");
      return [
        { kind: "redirect", from: bare, to: page.path },
        { kind: "redirect", from, to: page.path },
      ];
    });
  const hidden = [...hostingFileNames, outputMarker].map(
    (name): RoutingRule => ({ kind: "hidden", path: `/${name}`, page: rootNotFound }),
  );
  // A miss under a language's prefix gets that language's 404 page; any other, the default language's.
  const notFound = pages
    .filter((page) => page.id === "not-found")
    .map(
      (page): RoutingRule => ({
        kind: "not-found",
        prefix: page.locale.lang === defaultLang ? "/" : `/${page.locale.lang}/`,
        page: page.path,
      }),
    )
    .sort((a, b) => (a.kind === "not-found" && b.kind === "not-found" ? b.prefix.length - a.prefix.length : 0));
  const table = [...redirects, ...hidden, { kind: "private", page: rootNotFound } as const, ...notFound];
  for (const rule of table) {
    const target = rule.kind === "redirect" ? rule.to : rule.page;
    if (!isSiteLocation(target)) throw new Error(`the routing table leads off the site: ${target}`);
  }
  return table;
}

export interface HostingRules {
  /** Sent with every response, error pages and redirects included; `httpsOnly` ones only over https. */
  headers: readonly (readonly [name: string, value: string, httpsOnly?: "httpsOnly"])[];
  cache: {
    /** Files under `assetsPath` carry a content hash in their name: cache them forever. */
    assets: string;
    /** HTML may change with any build: revalidate on every visit. */
    pages: string;
    /** favicon, robots.txt, sitemap.xml: unhashed names, so only briefly. */
    other: string;
  };
  assetsPath: string;
  /** Redirects and not-found pages, one table for every host and the preview. */
  routing: readonly RoutingRule[];
  /** Files that are neither pages nor assets, for the hosts that need them named. */
  otherFiles: readonly string[];
  /** The site's host name (from site.yaml's url): plain http is sent to https on it. */
  serverName: string;
}

export const hostingFileNames = ["_headers", "_redirects", ".htaccess"] as const;

/**
 * A path with a part that starts with ".", but the root's /.well-known/ (certificates, security.txt):
 * never served (the "private" row). As nginx matches it; .htaccess sees the path without its first "/".
 */
export const privatePattern = /^\/(?:\.(?!well-known\/)|(?:[^/]*\/)+\.)/;

/** The rules for one build: its files decide the policy, its pages the server name and default language. */
export function hostingRules(
  files: readonly OutputFile[],
  pages: readonly PageModel[],
  read: PageSources,
): HostingRules {
  const { site } = pages[0].locale;
  const assetsPath = "/assets/";
  return {
    headers: [
      ["Content-Security-Policy", contentSecurityPolicy(files, read)],
      // Over https only: sent over plain http, a man in the middle could strip or forge it (RFC 6797 §7.2).
      ["Strict-Transport-Security", "max-age=31536000; includeSubDomains", "httpsOnly"],
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
    routing: routingTable(pages),
    otherFiles: files
      .map((file) => `/${file.path}`)
      .filter((path) => !path.endsWith(".html") && !path.startsWith(assetsPath))
      .sort(),
    serverName: new URL(site.url).hostname,
  };
}

const generatedBy = (command: string) =>
  `Generated by \`${command}\` from cli/stages/8-hosting/hosting.ts: change the rules there.`;

/** Netlify and Cloudflare Pages. A request gets the headers of every rule it matches, so each Cache-Control has one rule. */
export function headersFile(rules: HostingRules): string {
  const block = (path: string, headers: readonly (readonly [string, string, string?])[]) =>
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

/** Netlify and Cloudflare Pages; `site serve` reads the table back from this file (cli/static-files.js). */
export function redirectsFile(rules: HostingRules): string {
  const rows = rules.routing
    .map((rule) => {
      if (rule.kind === "redirect") return [rule.from, rule.to, "301"];
      // "!": even though the file is there (Netlify serves a file before a rule otherwise).
      if (rule.kind === "hidden") return [rule.path, rule.page, "404!"];
      if (rule.kind === "private") return undefined;
      return [`${rule.prefix}*`, rule.page, "404"];
    })
    .filter((row) => row !== undefined);
  const width = Math.max(...rows.map(([from]) => from.length)) + 2;
  const pageWidth = Math.max(...rows.map(([, to]) => to.length)) + 2;
  return [
    `# ${generatedBy("site build")}`,
    "# Both hosts add the trailing slash to a folder's address themselves (/speisekarte → /speisekarte/).",
    "# Cloudflare Pages skips the lines with status 404 (its build log lists them as invalid) and answers",
    '# a miss with the nearest 404.html itself, which is the same page. Files whose name starts with "."',
    "# (site deploy's records) are never on these hosts: their own tools publish the site.",
    ...rows.map(([from, to, status]) => `${from.padEnd(width)}${to.padEnd(pageWidth)}${status}`),
    "",
  ].join("\n");
}

const quoteApache = (value: string) => `"${value.replace(/"/g, '\\"')}"`;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Apache shared hosting. Nothing is wrapped in <IfModule>: a host without mod_rewrite or
 * mod_headers answers every request with an error, instead of serving the site without
 * its https redirect or its Content-Security-Policy.
 */
export function htaccessFile(rules: HostingRules): string {
  const notFound = rules.routing.filter((rule) => rule.kind === "not-found");
  const rootNotFound = notFound.find((rule) => rule.prefix === "/");
  const rows = rules.routing.flatMap((rule) => {
    // In .htaccess a rule sees the path without its leading "/".
    if (rule.kind === "redirect") return [`RewriteRule ^${escapeRegex(rule.from.slice(1))}$ ${rule.to} [R=301,L]`];
    if (rule.kind === "hidden") return [`RewriteRule ^${escapeRegex(rule.path.slice(1))}$ - [R=404,L]`];
    if (rule.kind === "private") {
      return [
        "# Dotfiles (site deploy's records name the deploying computer), but /.well-known/.",
        `RewriteRule ${privatePattern.source.replaceAll("\\/", "/").replace("^/", "^")} - [R=404,L]`,
      ];
    }
    return [];
  });
  return [
    `# ${generatedBy("site build")}`,
    "# Apache shared hosting: upload it with the rest of dist/. The host must enable mod_rewrite,",
    "# mod_headers and mod_dir, and allow them here (AllowOverride FileInfo Indexes, or All):",
    "# without them Apache answers with an error rather than serve the site unprotected.",
    `ErrorDocument 404 ${rootNotFound?.page}`,
    ...notFound
      .filter((rule) => rule !== rootNotFound)
      .flatMap((rule) => [
        `<If "%{REQUEST_URI} =~ m#^${escapeRegex(rule.prefix)}#">`,
        `  ErrorDocument 404 ${rule.page}`,
        "</If>",
      ]),
    "AddDefaultCharset utf-8",
    "# The buffets' calendar files: a phone opens them in its calendar.",
    "AddType text/calendar .ics",
    "DirectoryIndex index.html",
    "# /speisekarte → /speisekarte/",
    "DirectorySlash On",
    "",
    "RewriteEngine On",
    "# Plain http goes to https on the site's own host, whatever Host the request named.",
    "RewriteCond %{HTTPS} !=on",
    `RewriteRule ^ https://${rules.serverName}%{REQUEST_URI} [R=301,L]`,
    ...rows,
    "",
    "# Cache-Control below is the only caching rule; a host-wide mod_expires default would contradict it.",
    "<IfModule mod_expires.c>",
    "  ExpiresActive Off",
    "</IfModule>",
    "",
    ...rules.headers.map(([name, value, httpsOnly]) =>
      httpsOnly
        ? `Header always set ${name} ${quoteApache(value)} "expr=%{HTTPS} == 'on'"`
        : `Header always set ${name} ${quoteApache(value)}`,
    ),
    `Header set Cache-Control ${quoteApache(rules.cache.other)}`,
    '<FilesMatch "\\.html$">',
    `  Header set Cache-Control ${quoteApache(rules.cache.pages)}`,
    "</FilesMatch>",
    `<If "%{REQUEST_URI} =~ m#^${rules.assetsPath}#">`,
    `  Header set Cache-Control ${quoteApache(rules.cache.assets)}`,
    "</If>",
    "",
  ].join("\n");
}

/** The files every build adds to dist/ for the static hosts. */
export function hostingFiles(
  files: readonly OutputFile[],
  pages: readonly PageModel[],
  read: PageSources,
): OutputFile[] {
  const rules = hostingRules(files, pages, read);
  return [
    { path: "_headers", contents: headersFile(rules) },
    { path: "_redirects", contents: redirectsFile(rules) },
    { path: ".htaccess", contents: htaccessFile(rules) },
  ];
}

export const nginxCommand = "site hosting --nginx docs/nginx.conf";

/**
 * The nginx configuration: the two maps of the routing table, a server on port 80 that
 * sends everything to https, and the https server. `listen`, `ssl_certificate*` and
 * `root` are the lines an installation changes.
 */
export function nginxServerBlock(rules: HostingRules): string {
  const quote = (value: string) => `"${value.replace(/(["\\])/g, "\\$1")}"`;
  const indent = (depth: number) => " ".repeat(depth * 4);
  const headers = (depth: number, cacheControl: string) =>
    [...rules.headers, ["Cache-Control", cacheControl] as const].map(
      ([name, value]) => `${indent(depth)}add_header ${name} ${quote(value)} always;`,
    );
  // Variables of a map are global to nginx: named after the site, so another site's maps cannot clash.
  const variable = `$${rules.serverName.replace(/[^A-Za-z0-9]/g, "_")}`;
  const redirect = `${variable}_redirect`;
  const notFound = `${variable}_not_found`;
  const redirects = rules.routing.filter((rule) => rule.kind === "redirect");
  const hidden = rules.routing.filter((rule) => rule.kind === "hidden");
  const misses = rules.routing.filter((rule) => rule.kind === "not-found");
  return [
    `# nginx configuration for the website. ${generatedBy(nginxCommand)}`,
    "# A test fails while this file differs from what the rules say.",
    "# Install: copy to /etc/nginx/sites-available/, link it from sites-enabled/ (it belongs in the http",
    "# block, as Debian's nginx.conf includes it), set `root` to the uploaded dist/ folder and",
    "# `ssl_certificate*` to the site's certificate (certbot's paths are filled in), then `nginx -s reload`.",
    "",
    "# The routing table (cli/stages/8-hosting/hosting.ts): exact paths, matched after nginx has decoded the path,",
    '# resolved "." and ".." and merged "//". Every address is a path of this site.',
    `map $uri ${redirect} {`,
    ...redirects.map((rule) => `    ${quote(rule.from)} ${quote(rule.to)};`),
    "}",
    `map $uri ${notFound} {`,
    ...misses.map((rule) =>
      rule.prefix === "/"
        ? `    default ${quote(rule.page)};`
        : `    ~^${escapeRegex(rule.prefix)} ${quote(rule.page)};`,
    ),
    "}",
    "",
    "# Plain http: every request goes to https on the site's own host, whatever Host it named.",
    "server {",
    "    listen 80;",
    "    listen [::]:80;",
    `    server_name ${rules.serverName};`,
    "    server_tokens off;",
    `    return 301 https://${rules.serverName}$request_uri;`,
    "}",
    "",
    "server {",
    "    listen 443 ssl http2;",
    "    listen [::]:443 ssl http2;",
    `    server_name ${rules.serverName};`,
    `    ssl_certificate /etc/letsencrypt/live/${rules.serverName}/fullchain.pem;`,
    `    ssl_certificate_key /etc/letsencrypt/live/${rules.serverName}/privkey.pem;`,
    "    ssl_protocols TLSv1.2 TLSv1.3;",
    "    root /var/www/site/dist;",
    "    index index.html;",
    "    charset utf-8;",
    "    server_tokens off;",
    "    # Redirects name only the path, so they keep the host, scheme and port the visitor used.",
    "    absolute_redirect off;",
    `    error_page 404 ${notFound};`,
    "",
    "    gzip on;",
    "    gzip_vary on;",
    "    gzip_types text/css application/javascript image/svg+xml text/xml application/xml text/plain;",
    "",
    "    # An add_header inside a location drops every add_header of the server,",
    "    # so each location lists the security headers again with its own Cache-Control.",
    ...headers(1, rules.cache.other),
    "",
    `    if (${redirect}) {`,
    `        return 301 ${redirect}$is_args$args;`,
    "    }",
    "",
    ...(rules.routing.some((rule) => rule.kind === "private")
      ? [
          "    # Dotfiles, in every folder (site deploy's records and temporary names name the deploying",
          "    # computer), but /.well-known/. In the server's rewrite phase, so no location can serve them.",
          `    if ($uri ~ ${quote(privatePattern.source.replaceAll("\\/", "/"))}) {`,
          "        return 404;",
          "    }",
          "",
        ]
      : []),
    "    # Configuration for the other hosts, uploaded with dist/.",
    `    location ~ ^(?:${hidden.map((rule) => escapeRegex(rule.path)).join("|")})$ {`,
    "        return 404;",
    "    }",
    "",
    "    # favicon, robots.txt, sitemap.xml, and /speisekarte → /speisekarte/ (nginx adds the slash to folders).",
    "    location / {",
    "        try_files $uri $uri/ =404;",
    ...headers(2, rules.cache.other),
    "    }",
    "",
    "    # Pages: a folder's index.html, and the 404 pages.",
    "    location ~ (?:/|\\.html)$ {",
    "        try_files $uri $uri/ =404;",
    ...headers(2, rules.cache.pages),
    "    }",
    "",
    "    # The buffets' calendar files: a phone opens them in its calendar (mime.types has no .ics).",
    "    location ~ \\.ics$ {",
    "        default_type text/calendar;",
    "        try_files $uri =404;",
    ...headers(2, rules.cache.pages),
    "    }",
    "",
    "    # Hashed file names: a changed file gets a new name, so a cached one never goes stale.",
    `    location ^~ ${rules.assetsPath} {`,
    "        try_files $uri =404;",
    ...headers(2, rules.cache.assets),
    "    }",
    "}",
    "",
  ].join("\n");
}
