/**
 * Web Storage that never throws. With cookies blocked, even reading
 * `window.localStorage` throws a SecurityError; Safari's private mode used to
 * throw on every write. A failed read counts as "nothing stored", a failed
 * write is forgotten, and the page carries on.
 */
type Area = "localStorage" | "sessionStorage";

export function readStorage(area: Area, key: string): string | null | undefined {
  try {
    return window[area].getItem(key);
  } catch {
    // Nothing stored, as far as the page can tell: undefined, like null.
  }
}

export function writeStorage(area: Area, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // Nothing to remember with: the choice lasts for this page view.
  }
}
