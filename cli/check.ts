/**
 * Check stage: builds into a temporary folder, then reads every generated page
 * the way a validator, a crawler and a proof-reader would: valid HTML, every
 * local link and asset present, no placeholder text, a sitemap that lists
 * exactly the pages. One line per problem.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ConfigData, HtmlValidate, ResolvedConfig } from "html-validate";
import { build } from "./build.js";
import { findPlaceholder } from "./content/placeholders.js";
import { lineAndColumn, readHtml } from "./html.js";
import { linkProblem } from "./urls.js";
import type { OutputFile } from "./write.js";

export interface CheckOptions {
  root: string;
  contentDir: string;
}

export interface CheckResult {
  problems: string[];
  pages: number;
  milliseconds: number;
}

const text = (file: OutputFile) =>
  typeof file.contents === "string" ? file.contents : Buffer.from(file.contents).toString("utf8");

/** The file a local URL path is served from, or undefined if the build has none. */
export function resolveLocal(path: string, files: ReadonlySet<string>): string | undefined {
  const clean = decodeURI(path.replace(/[?#].*$/, "")).slice(1);
  const candidates = clean === "" || clean.endsWith("/") ? [`${clean}index.html`] : [clean, `${clean}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}

/** Local links and sources that do not resolve to a file, links the allow-list refuses, anchors without a target. */
export function brokenLinks(
  page: string,
  html: string,
  files: ReadonlySet<string>,
  facts = readHtml(html, { details: true }),
): string[] {
  const problems: string[] = [];
  for (const { attribute, value, offset } of facts.urls) {
    const { line, col } = lineAndColumn(html, offset);
    const where = `${page}:${line}:${col}`;
    const problem =
      attribute === "src" && value.startsWith("/") && !value.startsWith("//") ? undefined : linkProblem(value);
    if (problem) {
      problems.push(`${where} ${attribute}="${value}" is neither a site path nor an https:, mailto: or tel: link`);
    } else if (value.startsWith("#")) {
      if (value.length > 1 && !facts.ids.has(value.slice(1)))
        problems.push(`${where} link to "${value}" has no target on this page`);
    } else if (value.startsWith("/") && !resolveLocal(value, files)) {
      problems.push(`${where} ${attribute}="${value}" points to no file in the build`);
    }
  }
  return problems;
}

/** Text meant to be replaced, in what visitors and crawlers read (structured data included). */
export function placeholderProblems(page: string, html: string, facts = readHtml(html, { details: true })): string[] {
  for (const { value, offset } of facts.text) {
    const gap = findPlaceholder(value);
    if (gap) {
      const { line, col } = lineAndColumn(html, offset);
      return [`${page}:${line}:${col} ${gap.what} ${JSON.stringify(gap.text)} is in the page`];
    }
  }
  return [];
}

export function sitemapProblems(sitemapXml: string, siteUrl: string, pageFiles: readonly string[]): string[] {
  const listed = new Set([...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
  const built = new Set(
    pageFiles
      .filter((file) => file !== "404.html")
      .map((file) => new URL(`/${file.replace(/index\.html$/, "")}`, siteUrl).href),
  );
  const problems: string[] = [];
  for (const url of built)
    if (!listed.has(url)) problems.push(`sitemap.xml:1:1 page ${url} is missing from the sitemap`);
  for (const url of listed) if (!built.has(url)) problems.push(`sitemap.xml:1:1 ${url} is listed but was not built`);
  return problems;
}

/** html-validate with the project's rules (.htmlvalidate.mjs), loaded only when `check` runs. */
export async function htmlValidator(root: string): Promise<HtmlValidate> {
  const { HtmlValidate, StaticConfigLoader } = await import("html-validate");
  const config = (await import(pathToFileURL(join(root, ".htmlvalidate.mjs")).href)).default as ConfigData;
  /** Resolves the configuration once: html-validate would rebuild its element tables for every page. */
  class SharedConfigLoader extends StaticConfigLoader {
    #resolved?: ResolvedConfig | Promise<ResolvedConfig>;
    override getConfigFor(handle: string, configOverride?: ConfigData) {
      if (configOverride) return super.getConfigFor(handle, configOverride);
      this.#resolved ??= super.getConfigFor(handle);
      return this.#resolved;
    }
  }
  return new HtmlValidate(new SharedConfigLoader({ ...config, root: true }));
}

export async function invalidHtml(validator: HtmlValidate, page: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, page);
  return report.results
    .flatMap((entry) => entry.messages)
    .map((message) => `${page}:${message.line}:${message.column} ${message.message} (html-validate ${message.ruleId})`);
}

export async function check(options: CheckOptions): Promise<CheckResult> {
  const started = performance.now();
  const folder = await mkdtemp(join(tmpdir(), "site-check-"));
  try {
    const result = await build({ ...options, outDir: join(folder, "dist") });
    const validator = await htmlValidator(options.root);
    const paths = new Set(result.files.map((file) => file.path));
    const pages = result.files.filter((file) => file.path.endsWith(".html"));
    const problems: string[] = [];
    for (const page of pages) {
      const html = text(page);
      problems.push(...(await invalidHtml(validator, page.path, html)));
      const facts = readHtml(html, { details: true });
      problems.push(...brokenLinks(page.path, html, paths, facts), ...placeholderProblems(page.path, html, facts));
    }
    const sitemapFile = result.files.find((file) => file.path === "sitemap.xml");
    const siteUrl = result.pages[0]?.locale.site.url ?? "https://invalid.example";
    problems.push(
      ...sitemapProblems(
        sitemapFile ? text(sitemapFile) : "",
        siteUrl,
        pages.map((page) => page.path),
      ),
    );
    return { problems, pages: pages.length, milliseconds: performance.now() - started };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
