import { describe, expect, it } from "vitest";
import { brokenLinks, htmlValidator, invalidHtml, placeholderProblems, sitemapProblems } from "../../cli/check.js";
import { formatError, type SiteError } from "../../cli/errors.js";
import { root } from "./helpers.js";

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
