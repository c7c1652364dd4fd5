/**
 * What the registry's functions are given besides a file's value: a rule
 * across files (RuleContext), a view for one language (ViewContext), with the
 * photos as the photos stage made them (PhotoView). Apart from the registry, so
 * the modules that declare views need not import it, nor the photos stage.
 */
import type { Place } from "../errors.js";
import type { PhotoRole } from "../shared/frames.js";
import type { Dictionary } from "./dictionary/schema.js";
import type { PagePhoto, Photo } from "./schema-parts.js";
import type { Site } from "./site/schema.js";

/** What a rule across files knows besides the file's own value. */
export interface RuleContext {
  /** The site's language codes, the default language first. */
  languages: string[];
  /** The place of the value at a key path of the file. */
  placeOf: (path: readonly PropertyKey[]) => Place;
}

/**
 * What a view is given besides the file's value: the page's language, its texts, the restaurant's
 * facts, the build's "now" (what is over is left out) and the photos as the photos stage made them.
 */
export interface ViewContext {
  lang: string;
  dict: Dictionary;
  site: Site;
  now: Date;
  /** A photo as shown where its role puts it, its alt text in this language; none when it was not made. */
  photo: (photo: Photo | PagePhoto, role: PhotoRole) => PhotoView | undefined;
  /** The owner's words as this language sets them (French spacing and apostrophes), however they were typed. */
  typeset: (text: string) => string;
}

/** What a view's writing is given (`write`): the page's language and its texts, whose `dateLocale` Intl writes in. */
export interface WriteContext {
  lang: string;
  dict: Dictionary;
}

/** What a template needs to show a photo. */
export interface PhotoView {
  /** Empty for a decorative photo: screen readers skip it. */
  alt: string;
  width: number;
  height: number;
  /** AVIF, then WebP: the browser takes the first type it can show. */
  sources: { type: string; srcset: string }[];
  /** The JPEG fallback. */
  src: string;
  srcset: string;
  sizes: string;
  placeholder: string;
  /** The largest photo above the fold: loaded at once, with high priority, and preloaded. */
  priority: boolean;
  /** Classes that keep the owner's chosen part of the photo in its frame ("photo--x30 photo--y20"); empty: the middle. */
  focusClass: string;
  /** The same point as CSS writes it, for what draws the photo outside a page (a share card). */
  focusPosition?: string;
}
