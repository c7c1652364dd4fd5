/**
 * The routes table: every page, its slug (the same in every language), and
 * where its text comes from. German lives at the root, other languages under
 * their prefix: `/speisekarte/`, `/en/speisekarte/`.
 */
export const pages = [
  { id: "home", slug: "", source: "pages" },
  { id: "menu", slug: "speisekarte", source: "pages" },
  { id: "catering", slug: "catering", source: "pages" },
  { id: "shop", slug: "shop", source: "pages" },
  { id: "about", slug: "about", source: "pages" },
  { id: "events", slug: "events", source: "pages" },
  { id: "impressum", slug: "impressum", source: "legal" },
  { id: "datenschutz", slug: "datenschutz", source: "legal" },
] as const;

export type PageDefinition = (typeof pages)[number];
export type PageId = PageDefinition["id"];
export type ProsePageId = Extract<PageDefinition, { source: "pages" }>["id"];
export type LegalPageId = Extract<PageDefinition, { source: "legal" }>["id"];

export const prosePageIds = pages.filter((page) => page.source === "pages").map((page) => page.id) as ProsePageId[];
export const legalPageIds = pages.filter((page) => page.source === "legal").map((page) => page.id) as LegalPageId[];

/** The five links of the main navigation, in the seed's order. */
export const navigation = ["home", "about", "menu", "catering", "events"] as const satisfies readonly PageId[];

export const notFoundFile = "404.html";

export function pageById(id: PageId): PageDefinition {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`no page "${id}" in the routes table`);
  return page;
}

/** The URL path of a page in a language: "/", "/en/", "/speisekarte/", "/fr/speisekarte/". */
export function pagePath(id: PageId, lang: string, defaultLang: string): string {
  const { slug } = pageById(id);
  const prefix = lang === defaultLang ? "/" : `/${lang}/`;
  return slug ? `${prefix}${slug}/` : prefix;
}

/** The file a URL path is written to: "/en/speisekarte/" → "en/speisekarte/index.html". */
export function outputFileOf(path: string): string {
  return `${path.slice(1)}index.html`;
}
