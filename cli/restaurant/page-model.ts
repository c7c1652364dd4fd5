/**
 * What a page is made of by the time templates lay it out: the model stage
 * (cli/stages/4-model/model.ts) makes one PageModel per page and language, the render
 * and cards stages hand them to templates/. Types only, here below both, so
 * templates read them without importing a stage.
 */
import type { PhotoView } from "../content/contexts.js";
import type { Dictionary, Legal, Page, Site, ViewFacts, Views } from "../content/registry.js";
import type { PageId, ProseTemplateName } from "./routes.js";

export interface Assets {
  /** The stylesheet inlined in every page's head. */
  styles: string;
  /** The menu's rules, added to it on the menu page. */
  menuStyles: string;
  /** A page's own rules, added to it on that page only, by page id (templates/styles/pages/<id>.css). */
  pageStyles: Record<string, string>;
  script: string;
  /** The stylesheet for paper, linked with media="print": it never holds up the first paint. */
  printStyles: string;
  /** Font files to preload: the ones first paint needs. */
  preloadFonts: string[];
  favicon: string;
}

export interface Link {
  href: string;
  label: string;
}

export interface Alternate {
  lang: string;
  label: string;
  /** Path of the same page in that language. */
  path: string;
  /** Absolute URL of the same page in that language. */
  url: string;
}

/**
 * The views only a page's parts read (templates/Slot.tsx): the rest of each page is kept without
 * them, so an edit of these renders the parts alone.
 */
export const partViews = ["buffet"] as const satisfies readonly (keyof ViewFacts)[];

/**
 * The parts' names (templates/Slot.tsx `parts`), here where the render stage reads them without
 * loading the templates: a kept page that names another part is no page of this code's.
 */
export const partNames = ["buffetData", "buffetDialog", "buffetPromo", "cookieBanner"] as const;

/** A language's data as templates read it (templates/locale.tsx): its views written (writtenViews, cli/content/registry.ts). */
export type WrittenLocale = Omit<LocaleData, "views"> & { views: Views };

export interface LocaleData {
  lang: string;
  defaultLang: string;
  dict: Dictionary;
  site: Site;
  assets: Assets;
  nav: (Link & { id: PageId })[];
  /** Paths of this language's pages, by id (the owner's extra pages included). */
  paths: Record<PageId, string> & Record<string, string>;
  /** The owner's extra pages, linked from the footer. */
  extraLinks: Link[];
  /**
   * What the pages show of each content type that declares a view (cli/content/registry.ts), by type
   * name, as values: how they read in the language is written as a page renders (WrittenLocale).
   */
  views: ViewFacts;
  /** Every photo as page text shows it, by file ("images/kitchen.jpg"); the text gives the alt. */
  textPhotos: Record<string, PhotoView>;
}

/** The photos a page shows besides those in its text. */
export interface PagePhotos {
  /** At the top: loaded first, with high priority, and preloaded. */
  hero: PhotoView | undefined;
  gallery: PhotoView[];
}

export interface PageModel {
  /** The route id: a fixed page, an extra page's name, or "not-found". */
  id: PageId | "not-found" | (string & {});
  file: string;
  locale: LocaleData;
  path: string;
  url: string;
  title: string;
  description: string;
  alternates: Alternate[];
  body: PageBody;
  /** JSON-LD blocks, serialised once per language. */
  structuredData: string[];
  photos: PagePhotos;
  /** The picture a shared link shows (og:image), made by the cards stage (cli/stages/5-cards/cards.tsx). */
  card?: { url: string; alt: string };
}

export interface NotFoundMessage {
  lang: string;
  title: string;
  home: Link;
}

/** What the page's main part shows, by where its text comes from; a page of Markdown text names its template. */
export type PageBody =
  | { kind: "prose"; text: Page; template: ProseTemplateName }
  | { kind: "legal"; text: Legal }
  /** The 404 page's message in every language, the page's own first. */
  | { kind: "not-found"; messages: NotFoundMessage[] };
