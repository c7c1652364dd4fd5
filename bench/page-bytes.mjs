// Bytes per page (bench/bench.mjs): HTML, CSS and JavaScript as visitors download them, and what the
// first paint of a phone needs, measured in Chromium.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/chromium.mjs";
import { startStaticHost } from "../tests/static-host.mjs";

export function filesBelow(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
export const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The JavaScript budget per page, gzip: the script and every inline script together. */
export const jsBudget = 3584;
/** What first paint may need, gzip: about TCP's first round trip (10 packets). */
export const firstPaintBudget = 14 * 1024;

/**
 * Sizes per page: the HTML (with the stylesheet inlined in its head), the CSS alone (inline or
 * linked; a stylesheet for print only is neither), and the script with every inline script. First
 * paint is measured by `firstPaintBytes`, in a browser.
 */
export function pageSizes(dist) {
  const read = (path) => readFileSync(join(dist, path));
  return filesBelow(dist)
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const html = readFileSync(file);
      const text = html.toString("utf8");
      const linked = [...text.matchAll(/<link rel="stylesheet" href="\/([^"]+)"(?! media="print")/g)].map((match) =>
        read(match[1]),
      );
      const inline = [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => Buffer.from(match[1]));
      const js = [
        ...[...text.matchAll(/<script src="\/([^"]+)"/g)].map((match) => read(match[1])),
        // Inline code counts too (the cookie banner's snippet); structured data is not code.
        ...[...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => Buffer.from(match[1])),
      ];
      const sum = (list, measure) => list.reduce((total, bytes) => total + measure(bytes), 0);
      const css = [...linked, ...inline];
      return {
        page: `/${relative(dist, file)}`.replace(/index\.html$/, ""),
        file,
        html: { raw: html.length, gzip: gzip(html), brotli: brotli(html) },
        css: {
          raw: sum(css, (b) => b.length),
          gzip: sum(css, gzip),
          brotli: sum(css, brotli),
          inline: inline.length > 0,
        },
        js: { raw: sum(js, (b) => b.length), gzip: sum(js, gzip), brotli: sum(js, brotli) },
        linkedCss: linked,
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

/**
 * First paint, per page: the render-blocking CSS (inline, or linked without media="print") and the
 * HTML up to the first element that starts below the first screen of a 390 × 844 phone, with
 * JavaScript off, gzip. The rest of a long page streams after it. Adds `firstPaint` to each page.
 */
export async function firstPaintBytes(dist, pages) {
  const server = await startStaticHost(dist);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const entry of pages) {
      const url = `${server.url}${entry.page.replace(/\\/g, "/")}`;
      await page.goto(url.endsWith(".html") || url.endsWith("/") ? url : `${url}/`);
      // The first element in the page's order whose box starts below the screen (fixed ones aside: they
      // are on it), as the offset in the HTML of its start tag.
      const marker = await page.evaluate(() => {
        const below = [...document.body.querySelectorAll("*")].find((element) => {
          const style = getComputedStyle(element);
          if (style.position === "fixed" || element.closest("[hidden], dialog:not([open])")) return false;
          const box = element.getBoundingClientRect();
          return box.height > 0 && box.top + scrollY >= innerHeight;
        });
        if (!below) return undefined;
        const index = [...document.body.querySelectorAll(below.tagName)].indexOf(below);
        return { tag: below.tagName.toLowerCase(), index };
      });
      const text = readFileSync(entry.file, "utf8");
      // The nth start tag of that name in the HTML is the element's start.
      let cut = text.length;
      if (marker) {
        const tags = [...text.matchAll(new RegExp(`<${marker.tag}[\\s>/]`, "g"))];
        const bodyAt = text.indexOf("<body");
        const inBody = tags.filter((match) => (match.index ?? 0) > bodyAt);
        cut = inBody[marker.index]?.index ?? text.length;
      }
      const upTo = Buffer.from(text.slice(0, cut));
      const sum = (list, measure) => list.reduce((total, bytes) => total + measure(bytes), 0);
      entry.firstPaint = {
        gzip: gzip(upTo) + sum(entry.linkedCss, gzip),
        brotli: brotli(upTo) + sum(entry.linkedCss, brotli),
        cutAt: marker ? `<${marker.tag}> ${cut} of ${text.length} B` : "whole page",
      };
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
  return pages;
}
