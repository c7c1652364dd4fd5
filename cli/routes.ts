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
  { id: "contact", slug: "kontakt", source: "pages" },
  { id: "impressum", slug: "impressum", source: "legal" },
  { id: "datenschutz", slug: "datenschutz", source: "legal" },
] as const;

export type FixedPage = (typeof pages)[number];
/** A further page the owner lists under `extraPages` in site.yaml: Markdown text in the standard page layout. */
export interface ExtraPage {
  id: string;
  slug: string;
  source: "pages";
  extra: true;
}
export type PageDefinition = FixedPage | ExtraPage;
export type PageId = FixedPage["id"];
export type LegalPageId = Extract<FixedPage, { source: "legal" }>["id"];

export const legalPageIds = pages.filter((page) => page.source === "legal").map((page) => page.id) as LegalPageId[];

/** Names an extra page may not have: the tool's own folders and files, and the 404 page. */
export const reservedPageNames = [
  "assets",
  "not-found",
  "404",
  "index",
  "sitemap",
  "robots",
  "favicon",
  "__site",
  "__edit",
];

/** The five links of the main navigation, in the seed's order. */
export const navigation = ["home", "about", "menu", "catering", "events"] as const satisfies readonly PageId[];

export const notFoundFile = "404.html";

/** The 404 page of a language, served for a miss under its prefix: "/404.html", "/en/404.html". */
export function notFoundPath(lang: string, defaultLang: string): string {
  return lang === defaultLang ? `/${notFoundFile}` : `/${lang}/${notFoundFile}`;
}

/** The routes of a site: the fixed pages, with the owner's extra pages after the prose pages. */
export function routesWith(extraPages: readonly string[]): PageDefinition[] {
  const extra = extraPages.map((slug): ExtraPage => ({ id: slug, slug, source: "pages", extra: true }));
  return [
    ...pages.filter((page) => page.source === "pages"),
    ...extra,
    ...pages.filter((page) => page.source === "legal"),
  ];
}

export function pageById(id: string, routes: readonly PageDefinition[] = pages): PageDefinition {
  const page = routes.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`no page "${id}" in the routes table`);
  return page;
}

/** The URL path of a page in a language: "/", "/en/", "/speisekarte/", "/fr/speisekarte/". */
export function pagePath(id: string, lang: string, defaultLang: string, routes?: readonly PageDefinition[]): string {
  const { slug } = pageById(id, routes);
  const prefix = lang === defaultLang ? "/" : `/${lang}/`;
  return slug ? `${prefix}${slug}/` : prefix;
}

/** The file a URL path is written to: "/en/speisekarte/" → "en/speisekarte/index.html". */
export function outputFileOf(path: string): string {
  return `${path.slice(1)}index.html`;
}
