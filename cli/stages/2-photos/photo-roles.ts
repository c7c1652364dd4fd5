/**
 * What a photo is on a page: the roles it plays there (hero, gallery, portrait,
 * dish, in the text) with the widths each needs, the photo once processed, and
 * the view templates render it from; the places in the content that name it are
 * the load step's (`PhotoUse`, cli/stages/1-load/across-files.ts).
 * Shared by the photos stage (cli/stages/2-photos/photos.ts), the page model and the editor.
 */

import type { PhotoView } from "../../content/contexts.js";
import type { Focus, PhotoRole } from "../../shared/frames.js";

export type { PhotoRole };

export interface RoleSpec {
  /** The widths made, in pixels (fewer when the photo is smaller). */
  widths: number[];
  /** The widest it is shown, in CSS pixels: a smaller photo looks blurry (a warning). */
  shown: number;
  /** How wide it is shown, as templates/styles lay it out, for the browser to pick a width. */
  sizes: string;
}

/** Mirrors templates/styles/photos.css: change one, change the other. */
export const photoRoles: Record<PhotoRole, RoleSpec> = {
  // Below the page heading, as wide as the page's content (72rem less the gutters).
  hero: { widths: [480, 720, 960, 1440, 1920], shown: 1100, sizes: "(min-width: 72rem) 67rem, 94vw" },
  // Two columns on a phone, three from 40rem on.
  gallery: { widths: [360, 720], shown: 352, sizes: "(min-width: 72rem) 22rem, (min-width: 40rem) 30vw, 46vw" },
  // The chef card's round portrait.
  portrait: { widths: [240, 360, 480], shown: 216, sizes: "(min-width: 48em) 14rem, 9rem" },
  // Beside a dish on the menu.
  dish: { widths: [128, 256], shown: 112, sizes: "7rem" },
  // In a page's text, as wide as the text column.
  prose: { widths: [480, 720, 1080, 1440], shown: 680, sizes: "(min-width: 46rem) 42rem, 92vw" },
};

/** The home page shows its hero photo in the round slot beside the welcome. */
export const homeHeroSizes = "(min-width: 48em) 26rem, 12rem";

export interface Variant {
  format: "avif" | "webp" | "jpeg";
  width: number;
  height: number;
  /** In the output: "assets/kitchen-960.1a2b3c4d5e.avif". */
  path: string;
  contents: Buffer;
}

export interface ProcessedPhoto {
  file: string;
  /** Upright, of the largest variant. */
  width: number;
  height: number;
  variants: Variant[];
  /** A few pixels of the photo as a data: URI, shown blurred until the photo arrives. */
  placeholder: string;
  /** Upright, as the owner's file has it, when that is wider than the largest variant could be. */
  narrowedFrom?: { width: number; height: number };
}

export type PhotoLibrary = ReadonlyMap<string, ProcessedPhoto>;

/** The formats every photo is published in, with their settings; the last is the fallback. */
export const formats = [
  // Effort 3 of 9: a third of the time of the default, a few percent larger files.
  { format: "avif", type: "image/avif", options: { quality: 52, effort: 3 } },
  { format: "webp", type: "image/webp", options: { quality: 74, effort: 4 } },
  { format: "jpeg", type: "image/jpeg", options: { quality: 76, mozjpeg: true } },
] as const;

/** The classes of templates/styles/photos.css that move a photo's focus into its frame; none for the middle. */
export function focusClass(focus: Focus | undefined): string {
  if (!focus) return "";
  return [focus.x !== 50 && `photo--x${focus.x}`, focus.y !== 50 && `photo--y${focus.y}`].filter(Boolean).join(" ");
}

export function photoView(
  photo: ProcessedPhoto,
  options: { alt: string; sizes: string; priority?: boolean; focus?: Focus },
) {
  const srcset = (format: Variant["format"]) =>
    photo.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `/${variant.path} ${variant.width}w`)
      .join(", ");
  const jpegs = photo.variants.filter((variant) => variant.format === "jpeg");
  // The fallback for browsers without srcset: a middle width.
  const fallback = jpegs[Math.min(1, jpegs.length - 1)];
  return {
    alt: options.alt,
    width: photo.width,
    height: photo.height,
    sources: formats
      .filter((format) => format.format !== "jpeg")
      .map((format) => ({ type: format.type, srcset: srcset(format.format) })),
    src: `/${fallback.path}`,
    srcset: srcset("jpeg"),
    sizes: options.sizes,
    placeholder: photo.placeholder,
    priority: options.priority ?? false,
    focusClass: focusClass(options.focus),
    ...(options.focus ? { focusPosition: `${options.focus.x}% ${options.focus.y}%` } : {}),
  } satisfies PhotoView;
}

/** The widths of a photo that is `available` pixels wide: those of its roles below that, and its own. */
export function widthsFor(roles: readonly PhotoRole[], available: number): number[] {
  const wanted = [...new Set(roles.flatMap((role) => photoRoles[role].widths))].sort((a, b) => a - b);
  const top = Math.min(available, wanted[wanted.length - 1]);
  return [...wanted.filter((width) => width < top), top];
}
