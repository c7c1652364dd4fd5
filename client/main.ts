import { startBuffetDialog } from "./buffet-dialog.js";
import { startCookieBanner } from "./cookie-banner.js";
import { startDrawer } from "./drawer.js";
import { startLanguageSwitcher } from "./language-switcher.js";
import { startMenuFilter } from "./menu-filter.js";
import { startNotFound } from "./not-found.js";

/**
 * Each widget starts on its own: one that fails (no storage, missing
 * markup, an old browser) leaves the page and the others working.
 */
for (const start of [
  startNotFound,
  startCookieBanner,
  startDrawer,
  startLanguageSwitcher,
  startBuffetDialog,
  startMenuFilter,
]) {
  try {
    start();
  } catch (error) {
    console.error(error);
  }
}
