/**
 * The frames a photo is cut to where the site shows it, as
 * templates/styles/photos.css lays them out (change one, change the other),
 * and how much of a photo a frame keeps. Plain values: the photos stage warns
 * with them, and the editor's page draws the same frames for the owner.
 */

/** Where a photo is shown: this decides the widths it is made in and the frames it is cut to. */
export type PhotoRole = "hero" | "gallery" | "portrait" | "dish" | "prose";

export type FrameName = "heroPhone" | "heroWide" | "homeHero" | "tile" | "portrait" | "dish";

/** Width ÷ height of each frame; a round frame is a square cut to a circle. */
export const frameRatios: Record<FrameName, number> = {
  // .photo--hero: 3 / 2 on a phone, 5 / 2 from 48em on.
  heroPhone: 3 / 2,
  heroWide: 5 / 2,
  // .photo--round beside the welcome on the home page.
  homeHero: 1,
  // .gallery > li and .photo--tile.
  tile: 4 / 3,
  // .photo--round in the chef's card.
  portrait: 1,
  // .photo--dish.
  dish: 1,
};

/** Frames cut to a circle: the corners of their square are not seen either. */
export const roundFrames: ReadonlySet<FrameName> = new Set(["homeHero", "portrait"]);

/** The frames a photo in this role is cut to; a photo in a page's text keeps its own shape. */
export function framesOf(role: PhotoRole, page?: string): FrameName[] {
  switch (role) {
    case "hero":
      return page === "home" ? ["homeHero"] : ["heroPhone", "heroWide"];
    case "gallery":
      return ["tile"];
    case "portrait":
      return ["portrait"];
    case "dish":
      return ["dish"];
    case "prose":
      return [];
  }
}

/** The part of a photo that stays where a frame cuts it, in percent across and down: the middle is 50, 50. */
export interface Focus {
  x: number;
  y: number;
}

/** The step, in percent, a photo's focus is kept in: the stylesheet has a rule for each (templates/styles/photos.css). */
export const focusStep = 10;

/** A point rounded to the stylesheet's step, and kept within the photo. */
export const toFocusStep = (value: number) => Math.max(0, Math.min(100, Math.round(value / focusStep) * focusStep));

/** "30% 20%" → { x: 30, y: 20 }: across, then down, each from 0 to 100, rounded to the stylesheet's step. */
export function parseFocus(value: string): Focus | undefined {
  const match = /^\s*(\d{1,3})\s*%\s+(\d{1,3})\s*%\s*$/.exec(value);
  if (!match) return undefined;
  const [x, y] = [Number(match[1]), Number(match[2])];
  if (x > 100 || y > 100) return undefined;
  return { x: toFocusStep(x), y: toFocusStep(y) };
}

/** Below this share of a photo kept, a frame cuts away most of it: the owner is told. */
export const mostCutAway = 0.5;

/** The share of a photo's area a frame of `ratio` shows when the photo covers it (object-fit: cover). */
export function keptShare(width: number, height: number, ratio: number): number {
  if (width <= 0 || height <= 0) return 1;
  const own = width / height;
  return Math.min(own / ratio, ratio / own);
}

/** The frame of a role that keeps least of a photo, with that share. */
export function tightestFrame(
  width: number,
  height: number,
  frames: readonly FrameName[],
): { frame: FrameName; share: number } | undefined {
  let tightest: { frame: FrameName; share: number } | undefined;
  for (const frame of frames) {
    const share = keptShare(width, height, frameRatios[frame]);
    if (!tightest || share < tightest.share) tightest = { frame, share };
  }
  return tightest;
}
