import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readPages } from "../../cli/stages/6-render/page-reading.js";
import { componentOf } from "../../cli/stages/6-render/render-page.js";
import { contentSecurityPolicy } from "../../cli/stages/8-hosting/csp.js";
import type { OutputFile } from "../../cli/stages/common/output-file.js";
import { contentForTest, edit, runSite } from "./helpers.js";

const page = (body: string): OutputFile => ({
  path: "en/index.html",
  contents: `<!DOCTYPE html><html><head></head><body>${body}</body></html>`,
});
/** The policy of `files`, their pages read as a build reads them. */
const policyOf = async (files: OutputFile[]) =>
  contentSecurityPolicy(files, (await readPages(files, undefined)).sources);
const directive = (policy: string, name: string) =>
  policy.split("; ").find((entry) => entry.startsWith(`${name} `)) ?? `(no ${name})`;

describe("the Content-Security-Policy", () => {
  it("allows an inline script and style element by their sha256 hash, never 'unsafe-inline'", async () => {
    const policy = await policyOf([page("<script>alert(1)</script><style>p{color:red}</style>")]);
    expect(directive(policy, "script-src")).toBe(
      "script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    );
    expect(directive(policy, "style-src")).toBe(
      "style-src 'self' 'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='",
    );
    expect(policy).not.toContain("unsafe-inline");
  });

  it("hashes the UTF-8 bytes the browser hashes, for text beyond ASCII, whether a page is text or bytes", async () => {
    const style = 'nav::after{content:"→ Süß"}';
    const expected = `'sha256-${createHash("sha256").update(Buffer.from(style, "utf8")).digest("base64")}'`;
    const asText = page(`<style>${style}</style>`);
    const asBytes = { ...asText, contents: Buffer.from(asText.contents) };
    for (const file of [asText, asBytes]) {
      expect(directive(await policyOf([file]), "style-src")).toBe(`style-src 'self' ${expected}`);
    }
  });

  it("needs no hash for structured data and external scripts, which are not inline code", async () => {
    const policy = await policyOf([
      page(
        '<script type="application/ld+json">{"@type":"Restaurant"}</script><script src="/assets/site.js" defer></script>',
      ),
    ]);
    expect(directive(policy, "script-src")).toBe("script-src 'self'");
  });

  it("refuses inline style attributes and event handlers, naming the page", async () => {
    await expect(policyOf([page('<p style="color:red">x</p>')])).rejects.toThrow(/en\/index\.html .*style=/);
    await expect(policyOf([page('<button onclick="go()">x</button>')])).rejects.toThrow(/en\/index\.html .*onclick=/);
  });

  it("allows data: images only where the stylesheet or a photo's placeholder uses them", async () => {
    const css = (contents: string): OutputFile => ({ path: "assets/site.1234567890.css", contents });
    expect(directive(await policyOf([page(""), css("a{color:red}")]), "img-src")).toBe("img-src 'self'");
    expect(directive(await policyOf([page(""), css('a{background:url("data:image/svg+xml,x")}')]), "img-src")).toBe(
      "img-src 'self' data:",
    );
    // The stylesheet inlined in a page's head counts the same.
    const inline = page('<style>a{background:url("data:image/svg+xml,x")}</style>');
    expect(directive(await policyOf([inline]), "img-src")).toBe("img-src 'self' data:");
    // A photo's placeholder: a few pixels inlined as an <img>.
    const placeholder = page('<img src="data:image/webp;base64,UklGR" alt=""/><img src="/a.jpg" alt="A"/>');
    expect(directive(await policyOf([placeholder]), "img-src")).toBe("img-src 'self' data:");
    expect(directive(await policyOf([page('<img src="/a.jpg" alt="data:"/>')]), "img-src")).toBe("img-src 'self'");
  });
});

describe("the Content-Security-Policy reads markup, never text", () => {
  it("counts no text or attribute value that only looks like code", async () => {
    const policy = await policyOf([
      page(
        '<meta name="description" content="Our cooking style=home style"><a href="/" title="partner onclick=yes">x</a>' +
          '<a href="/" title="<script>alert(1)</script>">y</a><p>Mama onload=Nyota &lt;script&gt;z&lt;/script&gt;</p>' +
          '<script type="application/ld+json">{"name":"<style>p{}</style>"}</script>',
      ),
    ]);
    expect(directive(policy, "script-src")).toBe("script-src 'self'");
    expect(directive(policy, "style-src")).toBe("style-src 'self'");
  });

  it("builds a site whose texts say style=, onclick= and <script> in every place text can go", () => {
    const dir = contentForTest();
    edit(dir, "content/site.yaml", "name: Mama Nyota", "name: Mama Nyota onload=1");
    edit(dir, "content/pages/about.en.md", /description: "[^"]*"/, 'description: "Our cooking style=home style"');
    edit(
      dir,
      "content/pages/about.en.md",
      "## Our story",
      '## Our story\n\nSee [our partner](https://partner.example/ "partner onclick=yes <script>x</script>").',
    );
    const result = runSite(["build"], dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const headers = readFileSync(join(dir, "dist/_headers"), "utf8");
    const scriptSrc = directive(/Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? "", "script-src");
    // The site's own inline scripts (the cookie banner's, the closure notices'), whatever the texts say.
    expect(scriptSrc.split(" ")).toHaveLength(4);
  });
});

describe("a template that sets an inline style or handler", () => {
  it("is refused while rendering, naming the template, the page and its language", () => {
    function Badge() {
      return <span style={{ color: "red" }}>new</span>;
    }
    let failure: unknown;
    try {
      renderToStaticMarkup(<Badge />);
    } catch (error) {
      failure = error;
    }
    expect(String(failure)).toMatch(/<span> has an inline style attribute/);
    // What renderPage reports as "template Badge failed while rendering /en/… (en)".
    expect(componentOf(failure)).toBe("Badge");
    function Clickable() {
      return (
        <button type="button" onClick={() => {}}>
          go
        </button>
      );
    }
    expect(() => renderToStaticMarkup(<Clickable />)).toThrow(/<button> has an onClick handler/);
  });
});
