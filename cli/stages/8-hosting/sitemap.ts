/** sitemap.xml with language alternates, and robots.txt pointing at it. */
import type { Content } from "../1-load/load.js";
import { alternatesOf } from "../4-model/model.js";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every page of every language, from the routes alone: no page text is needed to list them. */
export function sitemap(content: Content): string {
  const entries = content.routes.flatMap((route) => {
    const alternates = alternatesOf(content, route.id);
    const links = alternates.map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${alternate.lang}" href="${escapeXml(alternate.url)}"/>`,
    );
    links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(alternates[0].url)}"/>`);
    return alternates.map((page) => `  <url>\n    <loc>${escapeXml(page.url)}</loc>\n${links.join("\n")}\n  </url>`);
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
