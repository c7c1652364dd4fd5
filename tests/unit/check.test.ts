import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { cacheActivity } from "../../cli/cache.js";
import { formatError, type SiteError } from "../../cli/errors.js";
import {
  brokenLinks,
  checkBuilt,
  htmlValidator,
  invalidHtml,
  placeholderProblems,
  sitemapProblems,
} from "../../cli/stages/check.js";
import { contentForTest, edit, positionOf, root, runSite, shippedContent } from "./helpers.js";

/** Problems as the owner reads them. */
const lines = (problems: SiteError[]) => problems.map((problem) => formatError(problem));

const page = (body: string) =>
  `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><title>Test</title></head><body>${body}</body></html>`;

describe("site check, page by page", () => {
  it("reports invalid HTML with the page, line and column", async () => {
    const validator = await htmlValidator(root);
    expect(await invalidHtml(validator, "about/index.html", page("<main><p>ok</p></main>"))).toEqual([]);
    const problems = lines(
      await invalidHtml(validator, "about/index.html", page('<main><p id="x">a</p><p id="x">b</p></main>')),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^about\/index\.html:1:\d+ .*"x".* \(html-validate no-dup-id\) \(/);
    // The validator's configuration is resolved once and serves every page after.
    expect(lines(await invalidHtml(validator, "en/index.html", page("<main><div><p>a</div></main>")))).toEqual([
      expect.stringMatching(/^en\/index\.html:1:\d+ .*\(html-validate /),
    ]);
  });

  it("validates a page once: unchanged, its problems come back as they were, changed, it is validated again", async () => {
    const marker = `${process.pid}-${Date.now()}`;
    const built = (second: string) => ({
      files: [
        { path: "index.html", contents: page(`<main><p id="x">${marker}</p><p id="x">b</p></main>`) },
        { path: "en/index.html", contents: page(`<main><p>${second}</p></main>`) },
      ],
      pages: [{ locale: { site: { url: "https://mama-nyota.example/" } } }],
    });
    const validated = () => cacheActivity().find((cache) => cache.name === "checks") ?? { kept: 0, made: 0 };
    const invalid = (problems: SiteError[]) => lines(problems).filter((line) => line.includes("html-validate"));
    const first = await checkBuilt(root, built(marker));
    expect(invalid(first.problems)).toEqual([expect.stringMatching(/^index\.html:1:\d+ .*"x".*no-dup-id/)]);
    const before = validated();
    const again = await checkBuilt(root, built(marker));
    expect(lines(again.problems)).toEqual(lines(first.problems));
    expect(validated()).toEqual({ ...before, kept: before.kept + 2 });
    // The English page changed: it alone is validated again, and its new mistake is found.
    const changed = await checkBuilt(root, built(`<b id="y">${marker}</b><b id="y"></b>`));
    expect(validated()).toEqual({ ...before, kept: before.kept + 3, made: before.made + 1 });
    expect(invalid(changed.problems)).toEqual([
      expect.stringMatching(/^index\.html:1:\d+ .*no-dup-id/),
      expect.stringMatching(/^en\/index\.html:1:\d+ .*"y".*no-dup-id/),
    ]);
  });

  it("finds links to files the build does not have, and anchors without a target", () => {
    const files = new Set(["index.html", "en/index.html", "assets/site.css"]);
    const html = page(
      '<a href="/en/">en</a><a href="/fr/">fr</a><a href="#main">skip</a><link href="/assets/site.css"/>',
    );
    expect(lines(brokenLinks("index.html", html, files))).toEqual([
      expect.stringMatching(/^index\.html:1:\d+ href="\/fr\/" points to no file in the build \(/),
      expect.stringMatching(/^index\.html:1:\d+ link to "#main" has no target on this page \(/),
    ]);
  });

  it("finds every candidate of a srcset that the build does not have, and lets photo placeholders be", () => {
    const files = new Set(["about/index.html", "assets/a-480.1.avif", "assets/a-960.1.avif", "assets/a-480.1.jpg"]);
    const html = page(
      '<picture><source type="image/avif" srcset="/assets/a-480.1.avif 480w, /assets/a-960.1.avif 960w"/>' +
        '<img src="/assets/a-480.1.jpg" srcset="/assets/a-480.1.jpg 480w, /assets/a-960.1.jpg 960w" alt="A"/></picture>' +
        '<img src="data:image/webp;base64,UklGRkoAAABXRUJQ" alt=""/>',
    );
    expect(lines(brokenLinks("about/index.html", html, files))).toEqual([
      expect.stringMatching(
        /^about\/index\.html:1:\d+ srcset="\/assets\/a-960\.1\.jpg" points to no file in the build \(/,
      ),
    ]);
  });

  it("applies the content's link allow-list to every link of the built pages", () => {
    const files = new Set(["index.html"]);
    const html = page(
      '<a href="javascript:alert(1)">a</a><a href="//evil.example/">b</a><a href="https://ok.example/">c</a><p>href="javascript:x"</p>',
    );
    expect(lines(brokenLinks("index.html", html, files))).toEqual([
      expect.stringMatching(
        /^index\.html:1:\d+ href="javascript:alert\(1\)" is neither a site path nor an https:, mailto: or tel: link/,
      ),
      expect.stringMatching(
        /^index\.html:1:\d+ href="\/\/evil\.example\/" is neither a site path nor an https:, mailto: or tel: link/,
      ),
    ]);
  });

  it("finds placeholder text that slipped into a page, structured data included", () => {
    expect(placeholderProblems("menu/index.html", page("<p>Bald.</p>"))).toEqual([]);
    expect(
      lines(
        placeholderProblems("menu/index.html", page('<script type="application/ld+json">{"name":"[Name]"}</script>')),
      ),
    ).toEqual([
      expect.stringMatching(/^menu\/index\.html:1:\d+ a placeholder in brackets "\[Name\]" is in the page \(/),
    ]);
    // Markup is not text: an attribute value is not read as words of the page, and text is not read as markup.
    expect(placeholderProblems("menu/index.html", page('<p title="x">&lt;b&gt;Bald&lt;/b&gt;</p>'))).toEqual([]);
  });

  it("wants the sitemap to list exactly the pages that were built", () => {
    const sitemap =
      "<urlset><url><loc>https://r.example/</loc></url><url><loc>https://r.example/old/</loc></url></urlset>";
    expect(lines(sitemapProblems(sitemap, "https://r.example", ["index.html", "en/index.html", "404.html"]))).toEqual([
      "sitemap.xml:1:1 page https://r.example/en/ is missing from the sitemap",
      "sitemap.xml:1:1 https://r.example/old/ is listed but was not built",
    ]);
  });
});

describe("site check and site build in GitHub Actions", () => {
  const actions = (workspace: string) => ({ GITHUB_ACTIONS: "true", GITHUB_WORKSPACE: workspace });

  it("annotate each mistake on its file and line, the file relative to the repository's root", () => {
    const repository = mkdtempSync(join(tmpdir(), "site-repository-"));
    onTestFinished(() => rmSync(repository, { recursive: true, force: true }));
    // The site in a folder of the repository, as an owner's repository may hold it.
    cpSync(shippedContent, join(repository, "site/content"), { recursive: true });
    const site = join(repository, "site");
    edit(join(site, "content"), "buffet.yaml", /date: "2026-12-06"/, 'date: "2026-11-31"');
    const at = positionOf(join(site, "content"), "buffet.yaml", '"2026-11-31"').split(":");
    for (const command of ["check", "build"]) {
      const result = runSite([command], site, actions(repository));
      expect(result.status).toBe(1);
      // The line the owner reads, and the annotation GitHub shows on the changed line.
      expect(result.stderr).toMatch(new RegExp(`^content/buffet\\.yaml:${at[0]}:${at[1]} `, "m"));
      expect(result.stdout).toMatch(
        new RegExp(`^::error file=site/content/buffet\\.yaml,line=${at[0]},col=${at[1]}::\\S.*"2026-11-31"`, "m"),
      );
    }
    // Outside GitHub Actions: no annotation.
    expect(runSite(["check"], site, { GITHUB_ACTIONS: "" }).stdout).not.toContain("::error");
  });

  it("print a link's line breaks and escape codes written out: one line each, no command of GitHub's or the terminal's", () => {
    const project = contentForTest();
    const content = join(project, "content");
    edit(content, "pages/about.en.md", /\n$/, "\nSee [x](/a%0A::error::FORGED%0A) and [y](/%1B[2J%1B[31mRED).\n");
    const result = runSite(["build"], project, actions(project));
    expect(result.status).toBe(1);
    for (const output of [result.stdout, result.stderr]) {
      // Nothing the page's text holds starts a line, and the terminal gets no escape code.
      expect(output).not.toMatch(/^::error::FORGED/m);
      expect(output).not.toContain("\u001b");
    }
    expect(result.stderr).toContain("/a\\n::error::FORGED\\n");
    expect(result.stderr).toContain("/\\u001b[2J\\u001b[31mRED");
  });

  it("annotate a mistake in a built page with the page named, and a warning as a warning", () => {
    const project = contentForTest();
    const content = join(project, "content");
    edit(content, "pages/about.en.md", /\n$/, "\nSee [our offers](#angebote).\n");
    edit(content, "i18n/en.yaml", "orderNow: Order now", "orderNow: Order now #1 in Berlin");
    const result = runSite(["check"], project, actions(project));
    expect(result.status).toBe(1);
    const where = positionOf(content, "i18n/en.yaml", "#1 in Berlin").split(":");
    expect(result.stdout).toContain(
      `::warning file=content/i18n/en.yaml,line=${where[0]},col=${where[1]}::warning: orderNow: the text from " #" on is left out ("#1 in Berlin"): YAML reads it as a comment (to keep it, put the whole text in quotes: orderNow: "Order now #1 in Berlin")\n`,
    );
    expect(result.stdout).toMatch(
      /^::error::en\/about\/index\.html:\d+:\d+ link to "#angebote" has no target on this page/m,
    );
  });
});
