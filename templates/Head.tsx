import type { PageModel } from "../cli/restaurant/page-model.js";
import { useContent } from "./locale.js";
import { menuFilterStyles } from "./menu-filter-rules.js";
import { cardSize } from "./ShareCard.js";
import { Slot } from "./Slot.js";
import { StructuredData } from "./StructuredData.js";

const ogLocales: Record<string, string> = { de: "de_DE", en: "en_GB", fr: "fr_FR" };
const ogLocale = (lang: string, dateLocale?: string) => ogLocales[lang] ?? dateLocale?.replace("-", "_") ?? lang;

export function Head({ page }: { page: PageModel }) {
  const { locale } = page;
  const { assets, site } = locale;
  const defaultAlternate = page.alternates.find((alternate) => alternate.lang === locale.defaultLang);
  const hero = page.photos.hero?.priority ? page.photos.hero : undefined;
  const menu = useContent("menu");
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      {page.id !== "not-found" && <link rel="canonical" href={page.url} />}
      {page.alternates.map((alternate) => (
        <link key={alternate.lang} rel="alternate" hrefLang={alternate.lang} href={alternate.url} />
      ))}
      {defaultAlternate && <link rel="alternate" hrefLang="x-default" href={defaultAlternate.url} />}
      <meta name="theme-color" content="#7a2e12" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={page.url} />
      <meta property="og:locale" content={ogLocale(locale.lang, locale.dict.dateLocale)} />
      {page.alternates
        .filter((alternate) => alternate.lang !== locale.lang)
        .map((alternate) => (
          <meta key={alternate.lang} property="og:locale:alternate" content={ogLocale(alternate.lang)} />
        ))}
      {page.card && (
        <>
          <meta property="og:image" content={page.card.url} />
          <meta property="og:image:width" content={String(cardSize.width)} />
          <meta property="og:image:height" content={String(cardSize.height)} />
          <meta property="og:image:alt" content={page.card.alt} />
        </>
      )}
      <meta name="twitter:card" content={page.card ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={page.description} />
      {page.card && <meta name="twitter:image" content={page.card.url} />}
      {hero && (
        // The largest photo above the fold starts loading with the fonts, before the parser reaches it.
        <link
          rel="preload"
          as="image"
          type={hero.sources[0].type}
          imageSrcSet={hero.sources[0].srcset}
          imageSizes={hero.sizes}
          fetchPriority="high"
        />
      )}
      {assets.preloadFonts.map((font) => (
        <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      <style
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the stylesheet built by lightningcss from templates/styles, and the menu filter's rules for this menu (ids only).
        dangerouslySetInnerHTML={{
          __html:
            (page.id === "menu"
              ? assets.styles + assets.menuStyles + (menu ? menuFilterStyles(menu) : "")
              : assets.styles) + (Object.hasOwn(assets.pageStyles, page.id) ? assets.pageStyles[page.id] : ""),
        }}
      />
      <link rel="stylesheet" href={assets.printStyles} media="print" />
      <link rel="icon" href={assets.favicon} type="image/svg+xml" />
      <script src={assets.script} defer />
      {page.structuredData.map((json) => (
        <StructuredData key={json} json={json} />
      ))}
      {/* The 404 page names the restaurant only: it is no page of a buffet. */}
      {page.id !== "not-found" && <Slot part="buffetData" />}
    </head>
  );
}
