/**
 * The fonts: cut to the letters the pages show, grown by the next build when
 * the owner writes a new letter, under names (and a stylesheet) that stay.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PageReader } from "../../cli/stages/6-render/page-reader.js";
import { contentForTest, edit, root, runSite } from "./helpers.js";

const fontsource = (family: string, subset: string) =>
  readFileSync(join(root, `node_modules/@fontsource-variable/${family}/files/${family}-${subset}-wght-normal.woff2`));

const fontIn = (dir: string, face: string) => readFileSync(join(dir, "dist/fonts", `${face}.woff2`));
const styleOf = (page: string) => /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? "";

describe("the fonts", () => {
  it("keep the letters a visitor reads (text, alt texts, a script's words, the stylesheet's quotes), not the markup", () => {
    const page = [
      '<html><head><style>q::before{content:"\\201c"}</style><script>const x = "<>{}[]";</script>',
      '<script type="application/ld+json">{"offer":"100%"}</script></head>',
      '<body><p class="a_b" data-opening="{&quot;openUntil&quot;:&quot;Geöffnet · bis {{time}}&quot;}">',
      'Ça va &amp; Łukasz</p><img alt="Grüße" src="/a.jpg"></body></html>',
    ].join("");
    const { text } = new PageReader().read(Buffer.from(page).toString("latin1"));
    const has = (char: string) => text.includes(char);
    for (const char of ["Ç", "v", "&", "Ł", "ö", "·", "ü", "ß", "\u201c"]) expect(has(char), char).toBe(true);
    for (const char of ["<", ">", "{", "}", "[", "]", "%", "_", "=", '"']) expect(has(char), char).toBe(false);
  });

  it("are a fraction of the full families, preloaded by every page and cached by hosts for an hour", () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    for (const family of ["figtree", "bricolage-grotesque"]) {
      expect(fontIn(dir, `${family}-latin`).length).toBeLessThan(fontsource(family, "latin").length * 0.75);
    }
    const home = readFileSync(join(dir, "dist/index.html"), "utf8");
    const named = new Set([...home.matchAll(/\/fonts\/[\w.-]+\.woff2/g)].map(([path]) => path));
    expect([...named].sort()).toEqual(
      readdirSync(join(dir, "dist/fonts"))
        .map((name) => `/fonts/${name}`)
        .sort(),
    );
    expect(home).toContain('<link rel="preload" href="/fonts/figtree-latin.woff2" as="font"');
    const headers = readFileSync(join(dir, "dist/_headers"), "utf8");
    expect(headers).toContain("/fonts/figtree-latin.woff2\n  Cache-Control: public, max-age=3600\n");
  });

  it("gain a letter the owner writes with the next build, and the stylesheet and its policy stay as they were", () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    expect(runSite(["build"], dir).status).toBe(0);
    const page = () => readFileSync(join(dir, "dist/about/index.html"), "utf8");
    const policy = () => /Content-Security-Policy: .*/.exec(readFileSync(join(dir, "dist/_headers"), "utf8"))?.[0];
    const [style, before] = [styleOf(page()), policy()];
    // No page needs a letter beyond Latin-1: the latin-ext face is published as it came, and no browser loads it.
    expect(fontIn(dir, "figtree-latin-ext").equals(fontsource("figtree", "latin-ext"))).toBe(true);
    const latin = fontIn(dir, "figtree-latin");

    edit(content, "pages/about.de.md", /\n## /, "\nUnser Koch Łukasz kocht mit.\n\n## ");
    expect(runSite(["build"], dir).status).toBe(0);
    expect(fontIn(dir, "figtree-latin-ext").length).toBeLessThan(fontsource("figtree", "latin-ext").length / 2);
    expect(fontIn(dir, "figtree-latin").equals(latin)).toBe(true);
    // An nginx configuration written once (its policy holds the stylesheet's hash) stays right.
    expect(styleOf(page())).toBe(style);
    expect(policy()).toBe(before);
    const hash = createHash("sha256").update(style).digest("base64");
    expect(before).toContain(`'sha256-${hash}'`);
  });
});
