/**
 * Check stage: makes the site in memory as a build does, then reads every generated page
 * the way a validator, a crawler and a proof-reader would: valid HTML, every
 * local link and asset present, no placeholder text, a sitemap that lists
 * exactly the pages. One line per problem.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ConfigData, HtmlValidate, ResolvedConfig } from "html-validate";
import { EntryCache, packageVersion } from "../cache.js";
import { type Place, SiteError } from "../errors.js";
import { importModule } from "../module-import.js";
import type { ProgressReporter } from "../progress.js";
import { linkProblem } from "../shared/urls.js";
import { findPlaceholder } from "./1-load/placeholders.js";
import { lineAndColumn, readHtml } from "./6-render/html.js";
import { resolveLocal } from "./8-hosting/local-links.js";
import { generateSite, type StageTimes } from "./build.js";
import type { OutputFile } from "./common/output-file.js";

export interface CheckOptions {
  root: string;
  contentDir: string;
  /** Told as the build's long work goes on (cli/progress.ts). */
  progress?: ProgressReporter;
}

export interface CheckResult {
  problems: SiteError[];
  /** The build's warnings about the content. */
  warnings: SiteError[];
  pages: number;
  milliseconds: number;
  /** Milliseconds per stage: the build's, then the check's own. */
  stages: StageTimes;
}

const text = (file: OutputFile) =>
  typeof file.contents === "string" ? file.contents : Buffer.from(file.contents).toString("utf8");

/** A place in a built page: its path (as written in dist/), line and column. */
const inPage = (page: string, html: string, offset: number): { place: Place } => ({
  place: { file: page, ...lineAndColumn(html, offset) },
});

/** Local links and sources that do not resolve to a file, links the allow-list refuses, anchors without a target. */
export function brokenLinks(
  page: string,
  html: string,
  files: ReadonlySet<string>,
  facts = readHtml(html, { details: true }),
): SiteError[] {
  const problems: SiteError[] = [];
  for (const { attribute, value, offset } of facts.urls) {
    const where = inPage(page, html, offset);
    const source = attribute === "src" || attribute === "srcset" || attribute === "imagesrcset";
    // A photo's placeholder is a few pixels inlined in the page.
    if (source && /^data:image\/(webp|png|jpeg|avif);base64,/.test(value)) continue;
    const problem = source && value.startsWith("/") && !value.startsWith("//") ? undefined : linkProblem(value);
    if (problem) {
      problems.push(SiteError.of("LinkNotAllowed", { attribute, url: value }, where));
    } else if (value.startsWith("#")) {
      if (value.length > 1 && !facts.ids.has(value.slice(1)))
        problems.push(SiteError.of("AnchorMissing", { url: value }, where));
    } else if (value.startsWith("/") && !resolveLocal(value, files)) {
      problems.push(SiteError.of("LinkToNothing", { attribute, url: value }, where));
    }
  }
  return problems;
}

/** Text meant to be replaced, in what visitors and crawlers read (structured data included). */
export function placeholderProblems(
  page: string,
  html: string,
  facts = readHtml(html, { details: true }),
): SiteError[] {
  for (const { value, offset } of facts.text) {
    const gap = findPlaceholder(value);
    if (gap) return [SiteError.of("PlaceholderInPage", { what: gap.kind, text: gap.text }, inPage(page, html, offset))];
  }
  return [];
}

export function sitemapProblems(sitemapXml: string, siteUrl: string, pageFiles: readonly string[]): SiteError[] {
  const listed = new Set([...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
  const built = new Set(
    pageFiles
      .filter((file) => !/(^|\/)404\.html$/.test(file))
      .map((file) => new URL(`/${file.replace(/index\.html$/, "")}`, siteUrl).href),
  );
  const place = { place: { file: "sitemap.xml", line: 1, col: 1 } };
  return [
    ...[...built].filter((url) => !listed.has(url)).map((url) => SiteError.of("SitemapMissing", { url }, place)),
    ...[...listed].filter((url) => !built.has(url)).map((url) => SiteError.of("SitemapExtra", { url }, place)),
  ];
}

/** html-validate with the project's rules (.htmlvalidate.mjs), loaded only when `check` runs. */
export async function htmlValidator(root: string): Promise<HtmlValidate> {
  const { HtmlValidate, StaticConfigLoader } = await import("html-validate");
  const config = (await importModule<{ default: ConfigData }>(pathToFileURL(join(root, ".htmlvalidate.mjs")).href))
    .default;
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

/** One thing html-validate says of a page, where it says it. */
interface HtmlMessage {
  rule: string;
  detail: string;
  line: number;
  col: number;
}

const isMessages = (value: unknown): value is HtmlMessage[] =>
  Array.isArray(value) &&
  value.every(
    (message) =>
      typeof message.rule === "string" &&
      typeof message.detail === "string" &&
      Number.isInteger(message.line) &&
      Number.isInteger(message.col),
  );

async function htmlMessages(validator: HtmlValidate, page: string, html: string): Promise<HtmlMessage[]> {
  const report = await validator.validateString(html, page);
  return report.results
    .flatMap((entry) => entry.messages)
    .map((message) => ({ rule: message.ruleId, detail: message.message, line: message.line, col: message.column }));
}

const htmlInvalid = (page: string, messages: HtmlMessage[]) =>
  messages.map(({ rule, detail, line, col }) =>
    SiteError.of("HtmlInvalid", { detail, rule }, { place: { file: page, line, col } }),
  );

export async function invalidHtml(validator: HtmlValidate, page: string, html: string): Promise<SiteError[]> {
  return htmlInvalid(page, await htmlMessages(validator, page, html));
}

/** Every check of the built pages, on a build's result: what `site check` and `site deploy` both refuse. */
export async function checkBuilt(
  root: string,
  result: { files: readonly OutputFile[]; pages: readonly { locale: { site: { url: string } } }[] },
): Promise<{ problems: SiteError[]; pages: number }> {
  // A page validated before, with the same rules, is not validated again: html-validate is most of a check.
  const validated = new EntryCache(root, "checks", isMessages);
  const rules = [packageVersion(root, "html-validate"), readFileSync(join(root, ".htmlvalidate.mjs"), "utf8")];
  let validator: HtmlValidate | undefined;
  const paths = new Set(result.files.map((file) => file.path));
  const pages = result.files.filter((file) => file.path.endsWith(".html"));
  const problems: SiteError[] = [];
  for (const page of pages) {
    const html = text(page);
    const key = validated.key(...rules, page.path, html);
    let messages = validated.get(key);
    if (!messages) {
      validator ??= await htmlValidator(root);
      messages = await htmlMessages(validator, page.path, html);
      validated.set(key, messages);
    }
    problems.push(...htmlInvalid(page.path, messages));
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
  validated.save();
  return { problems, pages: pages.length };
}

/** The site made in memory, as a build makes it, and checked there: nothing is written. */
export async function check(options: CheckOptions): Promise<CheckResult> {
  const started = performance.now();
  const stages: StageTimes = [];
  const result = await generateSite(options, stages);
  const checking = performance.now();
  const { problems, pages } = await checkBuilt(options.root, result);
  stages.push(["check", performance.now() - checking]);
  return { problems, warnings: result.warnings, pages, milliseconds: performance.now() - started, stages };
}
