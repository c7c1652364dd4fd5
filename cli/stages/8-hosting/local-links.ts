/**
 * Addresses on the site itself: the file a local address is served from, as the host serves it
 * (an index.html for a folder), and the texts' links that lead to none, found by the build at their
 * place in content/ before a page that holds them is written.
 */
import { SiteError } from "../../errors.js";
import type { TextLink } from "../1-load/markdown.js";

/** The file a local URL path is served from, or undefined if the build has none. */
export function resolveLocal(path: string, files: ReadonlySet<string>): string | undefined {
  let clean: string;
  try {
    clean = decodeURI(path.replace(/[?#].*$/, "")).slice(1);
  } catch {
    return undefined;
  }
  const candidates = clean === "" || clean.endsWith("/") ? [`${clean}index.html`] : [clean, `${clean}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}

/** A mistake at each link of a text to an address on the site that no file of the build answers. */
export function linksToNothing(links: readonly TextLink[], files: ReadonlySet<string>): SiteError[] {
  return links
    .filter((link) => !resolveLocal(link.url, files))
    .map((link) => SiteError.of("LinkToNoPage", { url: link.url }, { place: link.place }));
}
