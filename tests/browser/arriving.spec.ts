/**
 * A page whose HTML arrives in pieces, as on a slow line or a slow phone: the browser paints
 * what it has so far, and nothing it painted may move when the rest comes. A server in front of
 * the test site holds each page's HTML at chosen places until the test lets it go on, after the
 * browser has drawn a frame with the part it has.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { test as base, expect, skipBuffetDialog, slugs } from "./fixtures.js";

/**
 * Holds a page's HTML before each cut until `next()` is called: before each of `cuts` (where the
 * markup matches) or, without them, before `pieces - 1` start tags evenly spread over its body.
 */
interface PiecesServer {
  url: string;
  cuts: RegExp[];
  pieces: number;
  next: () => void;
}

const test = base.extend<{ pieces: PiecesServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  pieces: async ({}, use) => {
    const site = process.env.SITE_TEST_URL as string;
    const waiting: (() => void)[] = [];
    let released = 0;
    const gate = (index: number) => new Promise<void>((go) => (index < released ? go() : waiting.push(go)));
    const pieces: PiecesServer = {
      url: "",
      cuts: [],
      pieces: 9,
      next: () => {
        released++;
        for (const go of waiting.splice(0)) go();
      },
    };
    const server: Server = createServer(async (request, response) => {
      const answer = await fetch(new URL(request.url as string, site));
      const type = answer.headers.get("content-type") ?? "";
      response.writeHead(answer.status, { "content-type": type, "cache-control": "no-store" });
      if (!type.startsWith("text/html")) {
        response.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      const html = await answer.text();
      let from = 0;
      for (const [index, at] of cutsOf(html, pieces).entries()) {
        response.write(html.slice(from, at));
        from = at;
        // A frame drawn with this much, then the rest of the page up to the next cut.
        while (released <= index) await gate(index);
      }
      response.end(html.slice(from));
    });
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    pieces.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await use(pieces);
    pieces.next = () => {};
    for (let index = 0; index < 10; index++) released++;
    for (const go of waiting.splice(0)) go();
    await new Promise((closed) => server.close(closed));
  },
  baseURL: async ({ pieces }, use) => {
    await use(pieces.url);
  },
});

/** Where the server cuts `html`: before the markup `pieces.cuts` match, or before evenly spread start tags. */
function cutsOf(html: string, pieces: PiecesServer): number[] {
  if (pieces.cuts.length === 0) {
    const body = html.indexOf("<body");
    const tags = [...html.slice(body).matchAll(/<(?!\/)/g)].map((match) => body + (match.index as number));
    return Array.from(
      { length: pieces.pieces - 1 },
      (_, index) => tags[Math.floor((tags.length * (index + 1)) / pieces.pieces)],
    );
  }
  let from = 0;
  return pieces.cuts.map((cut) => {
    const at = html.slice(from).search(cut) + from;
    if (at < from) throw new Error(`${cut} is not in the page`);
    from = at;
    return at;
  });
}

/** Until the browser has drawn a frame with what it has: two animation frames. */
const drawn = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The layout shift the page has had so far, as Chrome scores it, with what moved. */
const shifts = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[];
    observer.disconnect();
    return entries.flatMap((entry) =>
      entry.sources.map(
        (source) =>
          `${(source.node as Element | undefined)?.getAttribute?.("class") || source.node?.nodeName || "a part of a box"} ` +
          `from ${source.previousRect.x},${source.previousRect.y} to ${source.currentRect.x},${source.currentRect.y}`,
      ),
    );
  });

test.describe("a page that arrives in pieces", () => {
  test.beforeEach(async ({ page }) => {
    await skipBuffetDialog(page);
    // A web font arriving late moves text anywhere (see overlap.spec.ts): without them, only the pieces could.
    await page.route("**/*.woff2", (route) => route.abort());
  });

  test("moves nothing it has painted: the header and the action bar show whole", async ({ page, pieces }) => {
    // Cut inside the header after the logo, and in the action bar after its first link and before the switcher.
    pieces.cuts = [/<nav class="site-nav"/, /<a [^>]*action-bar__link--reserve/, /<nav class="language-switcher"/];
    await page.goto("/en/about/", { waitUntil: "commit" });
    for (const _ of pieces.cuts) {
      await drawn(page);
      pieces.next();
    }
    await page.waitForLoadState("load");
    await drawn(page);
    expect(await shifts(page)).toEqual([]);
    // And all of it is there in the end.
    await expect(page.locator(".site-header .logo")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Choose language" }).locator("summary")).toBeVisible();
  });

  /** Lets the page arrive in its pieces, a frame drawn after each, to its end. */
  const arrive = async (page: Page, pieces: PiecesServer, path: string) => {
    await page.goto(path, { waitUntil: "commit" });
    for (let piece = 1; piece < pieces.pieces; piece++) {
      await drawn(page);
      pieces.next();
    }
    await page.waitForLoadState("load");
    await drawn(page);
  };

  for (const path of [...slugs.map((slug) => `/${slug}`), "/404.html", "/en/", "/fr/speisekarte/"]) {
    test(`${path} in nine pieces moves nothing it has painted`, async ({ page, pieces }) => {
      await arrive(page, pieces, path);
      expect(await shifts(page)).toEqual([]);
    });
  }
});
