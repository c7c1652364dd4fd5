/**
 * The site type (content/site.yaml) as a page shows it besides its facts,
 * which templates read as they are (`useLocale().site`): the chef's portrait,
 * made by the photos stage, with its alt text in the page's language.
 */

import type { PhotoView, ViewContext } from "../contexts.js";
import type { Site } from "./schema.js";

export interface SiteView {
  /** The chef card's portrait, when site.yaml names one. */
  chefPhoto: PhotoView | undefined;
}

export function siteView(site: Site, { photo }: ViewContext): SiteView {
  return { chefPhoto: site.chef.photo && photo(site.chef.photo, "portrait") };
}
