/** sitemap.xml with language alternates, and robots.txt pointing at it. */
import type { PageModel } from "./model.js";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemap(pages: readonly PageModel[]): string {
  const entries = pages
    .filter((page) => page.id !== "not-found")
    .map((page) => {
      const links = page.alternates.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.lang}" href="${escapeXml(alternate.url)}"/>`,
      );
      const fallback = page.alternates.find((alternate) => alternate.lang === page.locale.defaultLang);
      if (fallback) {
        links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fallback.url)}"/>`);
      }
      return `  <url>\n    <loc>${escapeXml(page.url)}</loc>\n${links.join("\n")}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`;
}
