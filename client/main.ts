// biome-ignore-all assist/source/organizeImports: the script holds the widgets in the order they are imported here.
import { startBuffetDialog } from "./buffet-dialog.js";
import { startCookieBanner } from "./cookie-banner.js";
import { startDrawer } from "./drawer.js";
import { startEvents } from "./events.js";
import { startLanguageSwitcher } from "./language-switcher.js";
import { startMenuBar } from "./menu-bar.js";
import { startMenuFilter } from "./menu-filter.js";
import { startNotFound } from "./not-found.js";
import { startOpeningHours } from "../cli/shared/opening-hours.js";

/**
 * Each widget starts on its own: one that fails (no storage, missing
 * markup, an old browser) leaves the page and the others working.
 */
// The buffets first: the pop-up opens only while one is still to come. The cookie
// banner before the pop-up: it listens for the pop-up to be done.
for (const start of [
  startEvents,
  startNotFound,
  startCookieBanner,
  startDrawer,
  startLanguageSwitcher,
  startBuffetDialog,
  startMenuFilter,
  startMenuBar,
  startOpeningHours,
]) {
  try {
    start();
  } catch (error) {
    console.error(error);
  }
}
