/**
 * Every URL that reaches a page from content passes one allow-list (cli/shared/urls.ts):
 * inline links, reference definitions, autolinks and YAML alike, in any spelling
 * an attacker or a slip of the keyboard produces.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { domainToASCII } from "node:url";
import { describe, expect, it } from "vitest";
import { describeFailure } from "../../cli/errors.js";
import { linkProblem } from "../../cli/shared/urls.js";
import { loadContent } from "../../cli/stages/1-load/load.js";
import { renderMarkdown } from "../../cli/stages/1-load/markdown.js";
import { contentForTest, edit, positionOf, runSite } from "./helpers.js";

/** The lines the owner would read for this page text in about.en.md, and the page's HTML when it builds. */
async function withAboutText(body: string): Promise<{ problems: string[]; html?: string }> {
  const dir = contentForTest();
  const file = join(dir, "content/pages/about.en.md");
  writeFileSync(file, `---\ntitle: "About us"\ndescription: "Our story."\n---\n\n${body}\n`);
  try {
    const { content } = await loadContent(join(dir, "content"));
    return { problems: [], html: content.page.en.about.html };
  } catch (failure) {
    return { problems: describeFailure(failure, dir) };
  }
}

describe("the link allow-list", () => {
  it("lets https:, mailto:, tel:, site paths and anchors through", () => {
    for (const url of [
      "https://wolt.example/mama-nyota",
      "mailto:hallo@mama-nyota.example?subject=Cateringanfrage",
      "tel:+493012345678",
      "/en/catering/",
      "/",
      "#contact",
      // A file of the site may have a dot in its name; only a host's ending makes it another website.
      "/sitemap.xml",
      "/en/buffet-2026-12-06-1400.ics",
      "/assets/site.1a2b3c4d.css",
    ]) {
      expect(linkProblem(url), url).toBeUndefined();
    }
  });

  it("refuses other schemes in any spelling, other hosts, hidden characters and relative paths", () => {
    const refused: [string, string][] = [
      ["javascript:alert(1)", "scheme"],
      ["JaVaScRiPt:alert(1)", "scheme"],
      [" javascript:alert(1)", "hidden"],
      ["java\tscript:alert(1)", "hidden"],
      ["data:text/html,<script>alert(1)</script>", "scheme"],
      ["vbscript:msgbox(1)", "scheme"],
      ["http://mama-nyota.example/", "scheme"],
      ["//evil.example/", "otherHost"],
      ["/\\evil.example", "hidden"],
      ["/\t/evil.example", "hidden"],
      ["https://mama-nyota.example@evil.example/", "badHttps"],
      ["https:evil.example", "badHttps"],
      ["catering/", "relative"],
      ["www.instagram.com/mamanyota", "noScheme"],
      ["instagram.com/mamanyota", "noScheme"],
      ["/www.instagram.com/mamanyota", "hostAsPath"],
      ["/instagram.com", "hostAsPath"],
      ["", "empty"],
    ];
    for (const [url, problem] of refused) expect(linkProblem(url), JSON.stringify(url)).toBe(problem);
  });

  it("refuses a host name with characters no host name has, which the server's files would take as their own", () => {
    for (const url of [
      "https://mama-nyota.example$arg_to",
      "https://mama-nyota.example;break",
      "https://mama-nyota.example{return}",
      'https://mama-nyota.example"x',
      "https://[::1]/",
    ]) {
      expect(linkProblem(url), url).toBe("badHost");
    }
  });

  it("refuses a host name that mixes alphabets to look like another, however it is written", () => {
    for (const url of [
      "https://www.lieferando.example".replace("ndo", "\u043endo"), // Cyrillic о
      "https://bestellen.mama-nyota.example".replace("nyota", "ny\u03bfta"), // Greek ο
      "https://w%D0%BElt.example/x", // the Cyrillic о percent-encoded, as Markdown writes it
      `https://${domainToASCII("w\u043elt.example")}/x`, // and in its xn-- form
    ]) {
      expect(linkProblem(url), url).toBe("lookalike");
    }
  });

  it("lets a host name in one alphabet through, umlauts and accents, Cyrillic, Japanese alike", () => {
    for (const url of [
      "https://bäckerei-müller.example/",
      `https://${domainToASCII("bäckerei-müller.example")}/`,
      "https://café-ngozi.example/",
      "https://\u043f\u0440\u0438\u043c\u0435\u0440.example/",
      "https://\u6771\u4eac\u3068\u304d\u3087\u3046.example/",
      "https://my_shop.example/",
    ]) {
      expect(linkProblem(url), url).toBeUndefined();
    }
  });
});

describe("links in page text", () => {
  it("refuses a javascript: reference definition at the definition, and publishes nothing", async () => {
    const result = await withAboutText("See [the menu][r2].\n\n[r2]: javascript:alert(document.domain)");
    expect(result.problems).toEqual([
      'content/pages/about.en.md:8:1 link "javascript:alert(document.domain)" uses "javascript:", which the website does not allow (links start with https://, mailto:, tel: or / for a page of this website)',
    ]);
  });

  it("refuses every way of spelling a script or another host", async () => {
    for (const [body, problem] of [
      ["[x](JaVaScRiPt:alert(1))", 'uses "javascript:"'],
      ["[x](&#106;avascript:alert(1))", 'uses "javascript:"'],
      ["<javascript:alert(1)>", 'uses "javascript:"'],
      ["[x](data:text/html;base64,PHNjcmlwdD4=)", 'uses "data:"'],
      ["[x](//evil.example/)", "leads to another website"],
      ["[x](</\\evil.example>)", 'contains spaces, invisible characters or "\\"'],
      ["[x][y]\n\n[y]: //evil.example/", "leads to another website"],
      ["[x](http://mama-nyota.example/)", 'uses "http:"'],
    ]) {
      const result = await withAboutText(body);
      expect(result.problems, body).toHaveLength(1);
      expect(result.problems[0], body).toMatch(/^content\/pages\/about\.en\.md:\d+:\d+ link /);
      expect(result.problems[0], body).toContain(problem);
    }
  });

  it("keeps a link whose scheme is in capitals, written in small letters", async () => {
    const result = await withAboutText(
      "[x](HTTPS://wolt.example/X), [m](MAILTO:hallo@mama-nyota.example), [t](Tel:+4930123) and [r][r].\n\n[r]: Https://wolt.example/r",
    );
    expect(result.problems).toEqual([]);
    expect(result.html).toContain('<a href="https://wolt.example/X" target="_blank" rel="noopener noreferrer">x</a>');
    expect(result.html).toContain('<a href="mailto:hallo@mama-nyota.example">m</a>');
    expect(result.html).toContain('<a href="tel:+4930123">t</a>');
    expect(result.html).toContain('<a href="https://wolt.example/r" target="_blank" rel="noopener noreferrer">r</a>');
    // No link lost its address on the way.
    expect(result.html).not.toMatch(/<a>/);
  });

  it("keeps every link the allow-list lets through: a place for the maps app, a space written %20", async () => {
    const result = await withAboutText(
      "[Route in der Karten-App](geo:52.4787,13.4373), [PDF](https://wolt.example/Speise%20karte.pdf) and [PDF](<https://wolt.example/Speise karte.pdf>).",
    );
    expect(result.problems).toEqual([]);
    expect(result.html).toContain('<a href="geo:52.4787,13.4373">Route in der Karten-App</a>');
    expect(result.html).toContain('<a href="https://wolt.example/Speise%20karte.pdf"');
    expect(result.html).not.toMatch(/<a>/);
  });

  it("refuses a space at the start of an address, which browsers drop", async () => {
    const result = await withAboutText("[x](%20javascript:alert(1)) and [y](< https://wolt.example/>).");
    expect(result.problems).toHaveLength(2);
  });

  it("links bare addresses as GitHub does, an e-mail address's @ typed as a character reference too", () => {
    const html = (body: string) =>
      renderMarkdown({ file: "pages/x.md", body, lineOffset: 0, facts: new Map() }).html.replace(
        /<\/?span[^>]*>|<wbr \/>/g,
        "",
      );
    expect(html("Write to hallo@mama-nyota.example.")).toBe(
      '<p>Write to <a href="mailto:hallo@mama-nyota.example">hallo@mama-nyota.example</a>.</p>',
    );
    expect(html("Write to hallo&#64;mama-nyota.example.")).toBe(
      '<p>Write to <a href="mailto:hallo@mama-nyota.example">hallo@mama-nyota.example</a>.</p>',
    );
    expect(html("Order at HTTPS://wolt.example/x")).toBe(
      '<p>Order at <a href="https://wolt.example/x" target="_blank" rel="noopener noreferrer">HTTPS://wolt.example/x</a></p>',
    );
    expect(html("Order at wolt.example or hallo_at_mama-nyota.example.")).toBe(
      "<p>Order at wolt.example or hallo_at_mama-nyota.example.</p>",
    );
  });

  it("reads a text without a bare address as it would with the search for them: tables, footnotes, struck-out text, task lists", () => {
    const html = (body: string) => renderMarkdown({ file: "pages/x.md", body, lineOffset: 0, facts: new Map() }).html;
    const text = [
      "## Preise",
      "",
      "| Gericht | Preis |",
      "| :-- | --: |",
      "| Jollof | 12,50 € |",
      "",
      "Mit ~~Erdnuss~~ Sesam[^1] und *viel* **Liebe**, [Karte](/speisekarte/).",
      "",
      "- [x] Reis",
      "- [ ] Kochbananen",
      "",
      "[^1]: Aus Ghana.",
    ].join("\n");
    // A first paragraph with "&" has the text searched for bare addresses; without it, it is not.
    const searched = html(`&\n\n${text}`);
    expect(searched.startsWith("<p>&#x26;</p>\n")).toBe(true);
    expect(html(text)).toBe(searched.slice("<p>&#x26;</p>\n".length));
    expect(html(text)).toContain("<table>");
    expect(html(text)).toContain("<del>Erdnuss</del>");
    expect(html(text)).toContain('type="checkbox"');
    expect(html(text)).toContain("data-footnote-ref");
  });

  it("refuses a reference-style image, which would load from another host", async () => {
    const result = await withAboutText("![p][p]\n\n[p]: https://evil.example/track.png");
    expect(result.problems).toEqual([
      'content/pages/about.en.md:6:1 the photo "[p]" is not in images/ (photos come only from content/images/: put the file there and write ![what it shows](images/name.jpg))',
    ]);
  });

  it("refuses a photo from another host, or from outside images/", async () => {
    const result = await withAboutText(
      "![A plate](https://evil.example/track.png)\n\n![A plate](../site.yaml)\n\n![A plate](/images/x.jpg)",
    );
    expect(result.problems).toEqual([
      'content/pages/about.en.md:6:1 the photo "https://evil.example/track.png" is not in images/ (photos come only from content/images/: put the file there and write ![what it shows](images/name.jpg))',
      'content/pages/about.en.md:8:1 the photo "../site.yaml" is not in images/ (photos come only from content/images/: put the file there and write ![what it shows](images/name.jpg))',
      'content/pages/about.en.md:10:1 the photo "/images/x.jpg" is not in images/ (photos come only from content/images/: put the file there and write ![what it shows](images/name.jpg))',
    ]);
  });

  it("fills site facts into reference definitions", async () => {
    const result = await withAboutText("Visit [our site][home].\n\n[home]: {{site.url}}/en/");
    expect(result.problems).toEqual([]);
    expect(result.html).toContain(
      '<a href="https://mama-nyota.example/en/" target="_blank" rel="noopener noreferrer">our site</a>',
    );
  });

  it("keeps good reference links, marking the ones to other sites", async () => {
    const result = await withAboutText(
      "[Wolt][w], [catering][c] and [mail][m].\n\n[w]: https://wolt.example/x\n[c]: /en/catering/\n[m]: mailto:hallo@mama-nyota.example",
    );
    expect(result.problems).toEqual([]);
    expect(result.html).toContain(
      '<a href="https://wolt.example/x" target="_blank" rel="noopener noreferrer">Wolt</a>',
    );
    expect(result.html).toContain('<a href="/en/catering/">catering</a>');
    expect(result.html).toContain('<a href="mailto:hallo@mama-nyota.example">mail</a>');
  });
});

describe("links from YAML", () => {
  it("refuse another host and hidden characters as well as other schemes", () => {
    const dir = contentForTest();
    edit(
      dir,
      "content/site.yaml",
      "orderUrl: https://bestellen.mama-nyota.example",
      'orderUrl: "https://mama-nyota.example@evil.example/"',
    );
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `content/site.yaml:${positionOf(dir, "content/site.yaml", '"https://mama')} orderUrl "https://mama-nyota.example@evil.example/" must be an https:// address (copy the whole address from the browser's address bar, starting with https://)\n`,
    );
  });
});

describe("a built site", () => {
  it("has no link outside the allow-list on any page", () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    const pages = readdirSync(join(dir, "dist"), { recursive: true }).filter((path) => String(path).endsWith(".html"));
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const html = readFileSync(join(dir, "dist", String(page)), "utf8");
      for (const [, url] of html.matchAll(/\shref="([^"]*)"/g)) {
        const decoded = url.replace(/&amp;/g, "&");
        expect(linkProblem(decoded), `${page}: ${url}`).toBeUndefined();
      }
    }
  });
});
