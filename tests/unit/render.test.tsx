import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { cacheActivity, cacheFolder, PackedCache } from "../../cli/cache.js";
import { formatError, SiteErrors } from "../../cli/errors.js";
import type { PageModel } from "../../cli/restaurant/page-model.js";
import { pages as routes } from "../../cli/restaurant/routes.js";
import { readPages } from "../../cli/stages/6-render/page-reading.js";
import { modelText, renderPages, withoutPartViews } from "../../cli/stages/6-render/render.js";
import { hoistedAhead, renderPage, renderPart } from "../../cli/stages/6-render/render-page.js";
import { generateSite } from "../../cli/stages/build.js";
import { editorMarker } from "../../cli/stages/common/editor-marker.js";
import type { OutputFile } from "../../cli/stages/common/output-file.js";
import { BuffetPromo } from "../../templates/BuffetPromo.js";
import { Footer } from "../../templates/Footer.js";
import { LocaleProvider, useLocale } from "../../templates/locale.js";
import { contentForTest, edit, root, shippedContent } from "./helpers.js";

let site: Awaited<ReturnType<typeof generateSite>>;
const html = (file: OutputFile) => String(file.contents);
const htmlPages = () => site.files.filter((file) => file.path.endsWith(".html"));
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

beforeAll(async () => {
  site = await generateSite({ root, contentDir: shippedContent });
});

describe("rendered pages", () => {
  it("writes every route of every language and a 404 page per language", () => {
    const expected = ["de", "en", "fr"].flatMap((lang) =>
      routes.map((route) => `${lang === "de" ? "" : `${lang}/`}${route.slug ? `${route.slug}/` : ""}index.html`),
    );
    expect(
      htmlPages()
        .map((file) => file.path)
        .sort(),
    ).toEqual([...expected, "404.html", "en/404.html", "fr/404.html"].sort());
    expect(expected).toHaveLength(27);
  });

  it("gives each page its language, canonical URL and language alternates", () => {
    for (const page of site.pages.filter((model) => model.id !== "not-found")) {
      const file = htmlPages().find((candidate) => candidate.path === page.file) as OutputFile;
      const text = html(file);
      const prefix = page.locale.lang === "de" ? "/" : `/${page.locale.lang}/`;
      expect(page.path.startsWith(prefix)).toBe(true);
      expect(text).toContain(`<html lang="${page.locale.lang}">`);
      expect(text).toContain(`<link rel="canonical" href="https://mama-nyota.example${page.path}"/>`);
      const slug = page.path.slice(prefix.length);
      const alternates = [...text.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (match) => [match[1], match[2]],
      );
      expect(alternates).toEqual([
        ["de", `https://mama-nyota.example/${slug}`],
        ["en", `https://mama-nyota.example/en/${slug}`],
        ["fr", `https://mama-nyota.example/fr/${slug}`],
        ["x-default", `https://mama-nyota.example/${slug}`],
      ]);
      expect(text).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      expect(text).toContain(`<meta property="og:url" content="https://mama-nyota.example${page.path}"/>`);
    }
  });

  it("asks for catering with the subject Cateringanfrage in every language", () => {
    for (const lang of ["", "en/", "fr/"]) {
      for (const path of [`${lang}index.html`, `${lang}catering/index.html`]) {
        const page = html(htmlPages().find((file) => file.path === path) as OutputFile);
        // The page's own requests: the header, the phone's bar, the drawer and the home page's visit card
        // ask for a table, by the reservation's e-mail.
        const text = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
        const mailtos = [...text.matchAll(/href="(mailto:[^"]+\?[^"]+)"/g)]
          .map((match) => new URL(match[1].replace(/&amp;/g, "&")))
          .filter((mailto) => mailto.searchParams.get("subject") !== "Reservierungsanfrage");
        expect(mailtos.length, path).toBeGreaterThan(0);
        for (const mailto of mailtos) {
          expect(mailto.pathname).toBe("hallo@mama-nyota.example");
          expect(mailto.searchParams.get("subject")).toBe("Cateringanfrage");
        }
      }
    }
  });

  it("opens every external link in a new tab without handing over the opener", () => {
    for (const file of htmlPages()) {
      let external = 0;
      for (const [tag] of html(file).matchAll(/<a\s[^>]*>/g)) {
        const href = attribute(tag, "href") ?? "";
        if (!/^https?:/.test(href)) continue;
        external++;
        expect(attribute(tag, "target"), `${file.path}: ${tag}`).toBe("_blank");
        expect(attribute(tag, "rel"), `${file.path}: ${tag}`).toBe("noopener noreferrer");
      }
      // At least the header's "Order now" button leaves the site from every page.
      expect(external, file.path).toBeGreaterThan(0);
    }
  });

  it("shows the buffet date written out in each language", () => {
    const home = (path: string) => html(htmlPages().find((file) => file.path === path) as OutputFile);
    expect(home("index.html")).toContain("Sonntag, 6. Dezember 2026");
    expect(home("en/index.html")).toContain("Sunday, 6 December 2026");
    expect(home("fr/index.html")).toContain("dimanche 6 décembre 2026");
    for (const path of ["index.html", "en/index.html", "fr/index.html"]) {
      expect(home(path)).toMatch(/<time dateTime="14:00">14:00<\/time>–<time dateTime="20:00">20:00<\/time>/);
    }
  });

  it("describes the restaurant on every page and the buffet as a FoodEvent", () => {
    for (const file of htmlPages()) {
      const blocks = [...html(file).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
        JSON.parse(match[1]),
      );
      const restaurant = blocks.find((block) => block["@type"] === "Restaurant");
      expect(restaurant, file.path).toMatchObject({
        name: "Mama Nyota",
        address: { streetAddress: "Baobabweg 7", postalCode: "12043", addressLocality: "Berlin" },
      });
      if (file.path.endsWith("404.html")) continue;
      expect(
        blocks.find((block) => block["@type"] === "FoodEvent"),
        file.path,
      ).toMatchObject({
        startDate: "2026-12-06T14:00:00+01:00",
        endDate: "2026-12-06T20:00:00+01:00",
      });
    }
  });

  it("shows the 404 message in every language, its own first, and no language switcher", () => {
    for (const [path, lang, heading, navigation] of [
      ["404.html", "de", "Hoppla! Seite nicht gefunden", 'href="/speisekarte/"'],
      ["en/404.html", "en", "Oops! Page not found", 'href="/en/speisekarte/"'],
      ["fr/404.html", "fr", "Oups\u202f! Page introuvable", 'href="/fr/speisekarte/"'],
    ]) {
      const text = html(htmlPages().find((file) => file.path === path) as OutputFile);
      expect(text, path).toContain(`<html lang="${lang}">`);
      expect(text, path).toContain(`<h1>${heading}</h1>`);
      expect(text, path).toContain(navigation);
      // The seed's words are on every one of them.
      expect(text, path).toContain("Oops! Page not found");
      expect(text, path).toContain("Return to Home");
      expect(text, path).not.toContain("data-language-switcher");
      // The buffet pop-up as on any page a visitor may land on first.
      expect(text, path).toMatch(/<dialog[^>]*data-buffet-dialog/);
    }
  });

  it("marks legal texts as German on English and French pages", () => {
    const text = html(htmlPages().find((file) => file.path === "en/impressum/index.html") as OutputFile);
    expect(text).toContain('<html lang="en">');
    expect(text).toContain('<header class="page-heading" lang="de"><h1>Impressum</h1>');
    expect(text).toMatch(/<div lang="de"><div class="prose prose--legal">/);
  });
});

describe("template failures", () => {
  it("refuses to read texts outside the locale provider", () => {
    expect(() => renderToStaticMarkup(<Footer alternates={undefined} />)).toThrow(
      "useLocale() was called outside <LocaleProvider>",
    );
  });

  it("names the page, the language and the component that failed", () => {
    const menu = site.pages.find((page) => page.id === "menu" && page.locale.lang === "en") as PageModel;
    // A page whose text lost its fields, as a template mistake would meet it.
    const broken = { ...menu, body: { kind: "prose", template: "MenuPage", text: undefined } } as unknown as PageModel;
    expect(() => renderPage(broken)).toThrow(/^template MenuPage failed while rendering \/en\/speisekarte\/ \(en\): /);
  });

  it("lets this thread's other work go on while it renders many pages: the workers get their next share cards", async () => {
    const pages = Array.from({ length: 30 }, () => site.pages).flat();
    let rendering = true;
    let turns = 0;
    const turn = () => {
      if (!rendering) return;
      turns++;
      setImmediate(turn);
    };
    setImmediate(turn);
    const files = await renderPages(pages);
    rendering = false;
    expect(files).toHaveLength(pages.length);
    // Rendered in one go, nothing else would run until the last page: not one turn.
    expect(turns).toBeGreaterThan(3);
  });

  it("refuses a page that carries the editor, also when an earlier build rendered it: the cache never keeps one", async () => {
    const scope = randomBytes(8).toString("hex");
    onTestFinished(() => rmSync(join(cacheFolder(root), `rendered-${scope}.cache`), { force: true }));
    const about = site.pages.find((page) => page.id === "about" && page.locale.lang === "en") as PageModel;
    // A template that imported the editor would show its word; no content can (the load refuses it).
    const carrying = { ...about, title: `Our ${editorMarker} table` };
    const refusal = "en/about/index.html contains the editor of site serve, which must never be published";
    for (let build = 0; build < 2; build++) {
      const cache = new PackedCache(root, "rendered", scope);
      await expect(renderPages([about, carrying], cache)).rejects.toThrow(refusal);
      cache.save();
    }
    // The page without it was kept, and is taken from the cache.
    const activity = () => cacheActivity().find((cache) => cache.name === "rendered") ?? { kept: 0, made: 0 };
    const before = activity();
    await renderPages([about], new PackedCache(root, "rendered", scope));
    expect(activity().made).toBe(before.made);
    expect(activity().kept).toBeGreaterThan(before.kept);
  });

  it("reports a template that fails on many pages once, with the first page and how many more", async () => {
    const menus = site.pages.filter((page) => page.id === "menu");
    const broken = menus.map(
      (page) => ({ ...page, body: { kind: "prose", template: "MenuPage", text: undefined } }) as unknown as PageModel,
    );
    const others = site.pages.filter((page) => page.id !== "menu");
    let failure: unknown;
    try {
      await renderPages([...others, ...broken]);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(SiteErrors);
    const lines = (failure as SiteErrors).errors.map((error) => formatError(error));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^template MenuPage failed while rendering ${broken[0].path} \\(${broken[0].locale.lang}\\) and 2 more pages: `,
      ),
    );
  });
});

describe("content switches", () => {
  it("leaves the buffet out everywhere when buffet.yaml says not to show it", async () => {
    const dir = contentForTest();
    edit(dir, "content/buffet.yaml", "show: true", "show: false");
    const hidden = await generateSite({ root, contentDir: join(dir, "content") });
    for (const file of hidden.files.filter((candidate) => candidate.path.endsWith(".html"))) {
      expect(html(file)).not.toMatch(/<dialog[^>]*data-buffet-dialog/);
      expect(html(file)).not.toContain("FoodEvent");
      expect(html(file)).not.toContain('class="buffet-promo"');
    }
  });

  it("adds the extra pages listed in site.yaml in every language and links them from the footer", async () => {
    const dir = contentForTest();
    const { appendFileSync, writeFileSync } = await import("node:fs");
    appendFileSync(join(dir, "content/site.yaml"), "extraPages:\n  - karriere\n");
    for (const [lang, title] of [
      ["de", "Karriere"],
      ["en", "Careers"],
      ["fr", "Carrières"],
    ]) {
      writeFileSync(
        join(dir, `content/pages/karriere.${lang}.md`),
        `---\ntitle: ${title}\ndescription: ${title} bei Mama Nyota.\n---\n\nWrite to {{site.email}}.\n`,
      );
    }
    const extended = await generateSite({ root, contentDir: join(dir, "content") });
    const page = (path: string) => html(extended.files.find((file) => file.path === path) as OutputFile);
    expect(page("karriere/index.html")).toMatch(/<h1>Karriere<\/h1>.*Write to hallo@mama-nyota\.example/s);
    expect(page("fr/karriere/index.html")).toContain(
      '<link rel="canonical" href="https://mama-nyota.example/fr/karriere/"/>',
    );
    expect(page("en/about/index.html")).toContain('<a href="/en/karriere/">Careers</a>');
    expect(extended.files.filter((file) => file.path.endsWith(".html"))).toHaveLength(33);
  });
});

describe("a page's parts: what the buffets show, rendered once per language", () => {
  // A Sunday with both shipped buffets still to come.
  const now = new Date("2026-11-15T12:00:00+01:00");
  const rendered = () => cacheActivity().find((cache) => cache.name === "rendered") ?? { kept: 0, made: 0 };
  const textOf = (files: OutputFile[]) => files.map((file) => String(file.contents));

  it("renders after a buffet edit only the parts, and every page is the page rendered whole", async () => {
    const dir = contentForTest();
    const before = await generateSite({ root, contentDir: join(dir, "content"), now });
    edit(dir, "content/buffet.yaml", 'from: "14:00"', 'from: "14:30"');
    const after = await generateSite({ root, contentDir: join(dir, "content"), now });
    const scope = randomBytes(8).toString("hex");
    onTestFinished(() => rmSync(join(cacheFolder(root), `rendered-${scope}.cache`), { force: true }));

    const first = new PackedCache(root, "rendered", scope);
    const firstFiles = await renderPages(before.pages, first);
    first.save();
    expect(textOf(firstFiles)).toEqual(before.pages.map((page) => String(renderPage(page).contents)));

    const made = rendered().made;
    const files = await renderPages(after.pages, new PackedCache(root, "rendered", scope));
    // Per language: the cookie banner, the events' structured data, the pop-up with its menu link and
    // without (on the menu), the home page's block. No page around them.
    expect(rendered().made - made).toBe(3 * 5);
    expect(textOf(files)).toEqual(after.pages.map((page) => String(renderPage(page).contents)));
    const home = String(files.find((file) => file.path === "index.html")?.contents);
    expect(home).toContain('<time dateTime="14:30">14:30</time>');
    expect(home).toContain('"startDate":"2026-12-06T14:30:00+01:00"');
    expect(home).toMatch(/<section class="buffet-promo".*14:30.*<dialog class="buffet-dialog".*14:30/s);
  });

  it("reads a page from its pieces as it reads the page whole: the same hashes, the same letters", async () => {
    const site = await generateSite({ root, contentDir: shippedContent, now });
    const scope = randomBytes(8).toString("hex");
    onTestFinished(() => rmSync(join(cacheFolder(root), `rendered-${scope}.cache`), { force: true }));
    const files = await renderPages(site.pages, new PackedCache(root, "rendered", scope));
    expect(files.every((file) => (file.made?.length ?? 0) > 1)).toBe(true);
    const pieces = await readPages(files, undefined);
    const whole = await readPages(
      files.map(({ path, contents }) => ({ path, contents })),
      undefined,
    );
    expect(pieces.sources).toEqual(whole.sources);
    expect([...pieces.characters.codes].sort()).toEqual([...whole.characters.codes].sort());
    // The events' structured data are read from their part, not from the page around it.
    expect(whole.sources.scripts.size).toBeGreaterThan(0);
  });

  it("refuses a template that reads the buffets outside a part: its page is kept without them", () => {
    const shell = withoutPartViews()(site.pages[0].locale);
    expect(() =>
      renderToStaticMarkup(
        <LocaleProvider value={shell}>
          <BuffetPromo />
        </LocaleProvider>,
      ),
    ).toThrow("the buffet view is read outside a part (templates/Slot.tsx), the only templates that show it");
  });

  it("refuses a template that reads the buffets from the language's views, as the page is kept without them", () => {
    const { locale } = site.pages[0];
    const shell = withoutPartViews()(locale);
    function ReadsViews() {
      const { views } = useLocale();
      return <p>{(views as { buffet?: unknown[] }).buffet?.length ?? 0}</p>;
    }
    expect(() =>
      renderToStaticMarkup(
        <LocaleProvider value={shell}>
          <ReadsViews />
        </LocaleProvider>,
      ),
    ).toThrow("the buffet view is read outside a part (templates/Slot.tsx), the only templates that show it");
    // What the cache key reads is the language without them.
    const { buffet: _left, ...views } = locale.views;
    expect(modelText(shell)).toBe(modelText({ ...locale, views }));
  });

  it("renders again a kept page that names a part this code has not, or props it cannot read: no build fails on it", async () => {
    const scope = randomBytes(8).toString("hex");
    const file = join(cacheFolder(root), `rendered-${scope}.cache`);
    onTestFinished(() => rmSync(file, { force: true }));
    const pages = site.pages.filter((page) => page.id === "home" || page.id === "menu");
    const first = new PackedCache(root, "rendered", scope);
    await renderPages(pages, first);
    first.save();
    const whole = pages.map((page) => String(renderPage(page).contents));
    for (const forged of [
      (use: { part: string; props: string }) => ({ ...use, part: "toString" }),
      (use: { part: string; props: string }) => ({ ...use, props: "{not json" }),
    ]) {
      rewritePack(file, (entry) => {
        // A page kept without its parts: the cuts' length, the cuts, the bytes (render.tsx).
        if (entry.length < 4 || entry[4] !== "[".charCodeAt(0)) return entry;
        const length = entry.readUInt32BE(0);
        const cuts = JSON.parse(entry.subarray(4, 4 + length).toString()) as [
          number,
          { part: string; props: string } | null,
        ][];
        const text = Buffer.from(JSON.stringify(cuts.map(([at, use]) => [at, use && forged(use)])));
        const head = Buffer.alloc(4);
        head.writeUInt32BE(text.length);
        return Buffer.concat([head, text, entry.subarray(4 + length)]);
      });
      const files = await renderPages(pages, new PackedCache(root, "rendered", scope));
      expect(textOf(files)).toEqual(whole);
    }
  });
});

/** Rewrites each entry of a PackedCache file (cli/cache.ts) with `change`, its checksum made to hold again. */
function rewritePack(file: string, change: (entry: Buffer) => Buffer): void {
  const bytes = readFileSync(file);
  const newline = bytes.indexOf(10);
  const length = Number(bytes.subarray(0, newline).toString("latin1").split(" ")[2]);
  const rest = bytes.subarray(newline + 1);
  const index = JSON.parse(rest.subarray(0, length).toString()) as Record<string, [number, number]>;
  const body = rest.subarray(length);
  const entries = Object.entries(index).map(
    ([key, [at, size]]) => [key, change(body.subarray(at, at + size))] as const,
  );
  const newIndex: Record<string, [number, number]> = {};
  let offset = 0;
  for (const [key, entry] of entries) {
    newIndex[key] = [offset, entry.length];
    offset += entry.length;
  }
  const all = Buffer.concat([Buffer.from(JSON.stringify(newIndex)), ...entries.map(([, entry]) => entry)]);
  const head = Buffer.byteLength(JSON.stringify(newIndex));
  writeFileSync(file, Buffer.concat([Buffer.from(`site-pack ${crc32(all)} ${head}\n`), all]));
}

describe("a part rendered on its own", () => {
  it("is refused when it holds what react-dom moves into the page's head, which a part cannot reach", () => {
    const alone = (element: ReactElement) => hoistedAhead(renderToStaticMarkup(element));
    expect(
      alone(
        <div>
          {/* biome-ignore lint/a11y/useAltText: what the part shows does not matter here. */}
          <img src="/buffet.jpg" />
        </div>,
      ),
    ).toBe('<link rel="preload" as="image" href="/buffet.jpg"/>');
    expect(
      alone(
        <p>
          <title>Buffet</title>
        </p>,
      ),
    ).toBe("<title>");
    expect(
      alone(
        <p>
          <meta name="x" content="y" />
        </p>,
      ),
    ).toBe('<meta name="x" content="y"/>');
    // What the parts hold today stays where it is: a lazy photo, a data: placeholder, an inline script.
    expect(
      alone(
        <div>
          <img src="/buffet.jpg" alt="" loading="lazy" />
        </div>,
      ),
    ).toBeUndefined();
    expect(
      alone(
        <div>
          <img src="data:image/webp;base64,AAAA" alt="" />
        </div>,
      ),
    ).toBeUndefined();
    expect(alone(<script type="application/ld+json">{"{}"}</script>)).toBeUndefined();
    const [page] = site.pages;
    const withPhoto = { buffetPromo: () => <img src="/buffet.jpg" alt="Das Buffet" /> };
    expect(() => renderPart(page, page.locale, { part: "buffetPromo", props: "{}" }, withPhoto)).toThrow(
      `template (unknown component) failed while rendering / (de): the part buffetPromo (templates/Slot.tsx) holds <link rel="preload" as="image" href="/buffet.jpg"/>, which react-dom moves into the page's head`,
    );
    for (const page of site.pages.slice(0, 1)) {
      for (const part of ["cookieBanner", "buffetData", "buffetPromo"] as const) {
        expect(hoistedAhead(renderPart(page, page.locale, { part, props: "{}" }))).toBeUndefined();
      }
    }
  });
});

describe("a page's model, as its cache key reads it", () => {
  it("is the same text however V8 holds its strings: one cut from a longer French text, one read back", () => {
    const cut = "Français Deutsch".slice(9);
    const read = JSON.parse('"Deutsch"') as string;
    expect(cut).toBe(read);
    expect(modelText({ label: cut, list: [cut] })).toBe(modelText({ label: read, list: [read] }));
  });

  it("tells apart what JSON alone would blur: undefined, a Map, a Set, a Date and its text", () => {
    const texts = [
      { value: undefined },
      { value: null },
      { value: new Map([["a", 1]]) },
      { value: new Set(["a"]) },
      { value: { a: 1 } },
      { value: new Date("2026-12-06T14:00:00Z") },
      { value: "2026-12-06T14:00:00.000Z" },
      { value: Number.NaN },
      {},
    ].map(modelText);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("refuses a function, so a page holding one is rendered every time instead of kept by half its model", () => {
    expect(() => modelText({ show: () => "x" })).toThrow();
  });
});
