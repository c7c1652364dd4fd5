/**
 * Every built page is read for its policy and its letters; a rebuild takes what
 * an earlier build read from the same bytes, and reads only the pages that changed.
 */
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cacheFolder, EntryCache } from "../../cli/cache.js";
import { isPageReading, readPages } from "../../cli/stages/6-render/page-reading.js";
import type { OutputFile } from "../../cli/stages/common/output-file.js";
import { root } from "./helpers.js";

const scope = `test-${process.pid}`;
/** The cache of one build: each reading is given it fresh, and it keeps what that reading used. */
const cached = async (files: OutputFile[]) => {
  const cache = new EntryCache(root, "pages", isPageReading, scope);
  try {
    return await readPages(files, cache);
  } finally {
    cache.save();
  }
};
afterAll(() => {
  for (const name of readdirSync(cacheFolder(root))) {
    if (name.startsWith(`pages-${scope}`)) rmSync(join(cacheFolder(root), name), { force: true });
  }
});

const page = (path: string, body: string): OutputFile => ({
  path,
  contents: Buffer.from(
    `<!DOCTYPE html><html><head><style>q::before{content:"\\201e"}</style></head><body>${body}</body></html>`,
  ),
});
const site = (home: string) => [
  page("index.html", `<p>${home}</p><script>go()</script>`),
  page("en/index.html", '<p>Ça va</p><img alt="Grüße" src="data:image/webp;base64,AAAA">'),
  { path: "assets/site.css", contents: "p{color:red}" },
];
const letters = (result: Awaited<ReturnType<typeof readPages>>) =>
  String.fromCodePoint(...[...result.characters.codes].sort());

describe("reading the built pages", () => {
  it("reads an unchanged page once, and finds in the cache what reading it finds", async () => {
    const uncached = await readPages(site("Willkommen"), undefined);
    const first = await cached(site("Willkommen"));
    const second = await cached(site("Willkommen"));
    expect([uncached.read, first.read, second.read]).toEqual([2, 2, 0]);
    for (const result of [first, second]) {
      expect(result.sources).toEqual(uncached.sources);
      expect(letters(result)).toBe(letters(uncached));
    }
    expect(uncached.sources.scripts.size).toBe(1);
    expect(uncached.sources.styles.size).toBe(1);
    expect(uncached.sources.dataImages).toBe(true);
    for (const char of ["W", "Ç", "ü", "ß", "\u201e"]) expect(letters(second)).toContain(char);
    for (const char of ["<", "{", "(", "="]) expect(letters(second)).not.toContain(char);
  });

  it("reads again the page that changed, and its new letter comes with it", async () => {
    await cached(site("Willkommen"));
    const changed = await cached(site("Witajcie, Łukasz"));
    expect(changed.read).toBe(1);
    expect(letters(changed)).toContain("Ł");
  });

  it("refuses a page with an inline handler at every build, also once its reading is cached", async () => {
    const pages = [page("about/index.html", '<button onclick="steal()">Hi</button>')];
    for (let build = 0; build < 2; build++) {
      await expect(cached(pages)).rejects.toThrow(/about\/index\.html .*onclick=/);
    }
  });
});
