/**
 * The routes table: every page, its slug (the same in every language), where
 * its text comes from and the template that lays it out, by its name in
 * templates/pages/index.ts (so this table, read by the catalogue and the
 * editor, stays free of React). German lives at the root, other languages
 * under their prefix: `/speisekarte/`, `/en/speisekarte/`.
 */
export const pages = [
  { id: "home", slug: "", source: "pages", template: "HomePage" },
  { id: "menu", slug: "speisekarte", source: "pages", template: "MenuPage" },
  { id: "catering", slug: "catering", source: "pages", template: "CateringPage" },
  { id: "shop", slug: "shop", source: "pages", template: "ShopPage" },
  { id: "about", slug: "about", source: "pages", template: "AboutPage" },
  { id: "events", slug: "events", source: "pages", template: "EventsPage" },
  { id: "contact", slug: "kontakt", source: "pages", template: "ContactPage" },
  { id: "impressum", slug: "impressum", source: "legal", template: "LegalPage" },
  { id: "datenschutz", slug: "datenschutz", source: "legal", template: "LegalPage" },
] as const;

export type FixedPage = (typeof pages)[number];
/** A further page the owner lists under `extraPages` in site.yaml: Markdown text in the standard page layout. */
export interface ExtraPage {
  id: string;
  slug: string;
  source: "pages";
  template: "ProsePage";
  extra: true;
}
export type PageDefinition = FixedPage | ExtraPage;
/** Where an extra page's text comes from: which files of that source belong is known once site.yaml's extraPages are. */
export const extraPageSource: ExtraPage["source"] = "pages";
export type PageId = FixedPage["id"];
/** The name of a template in templates/pages/index.ts that lays out a page of Markdown text. */
export type ProseTemplateName = Extract<PageDefinition, { source: "pages" }>["template"];
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
  const extra = extraPages.map(
    (slug): ExtraPage => ({ id: slug, slug, source: extraPageSource, template: "ProsePage", extra: true }),
  );
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

/** A page's address on the web: its path under site.yaml's `url`. */
export function absoluteUrl(site: { url: string }, path: string): string {
  return new URL(path, site.url).href;
}

/** The file a URL path is written to: "/en/speisekarte/" → "en/speisekarte/index.html". */
export function outputFileOf(path: string): string {
  return `${path.slice(1)}index.html`;
}
