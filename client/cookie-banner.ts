import { COOKIE_ACCEPTED_KEY } from "./constants.js";
import { readStorage, writeStorage } from "./storage.js";

/**
 * Shown while no choice is stored. Accept remembers "true"; Dismiss only
 * hides it for this page view, so it asks again on the next load.
 */
export function startCookieBanner(): void {
  const banner = document.querySelector<HTMLElement>("[data-cookie-banner]");
  if (!banner || readStorage("localStorage", COOKIE_ACCEPTED_KEY) !== null) return;
  banner.addEventListener("click", (event) => {
    const target = event.target as Element;
    const accept = target.closest("[data-cookie-accept]");
    if (accept) writeStorage("localStorage", COOKIE_ACCEPTED_KEY, "true");
    if (accept || target.closest("[data-cookie-dismiss]")) banner.hidden = true;
  });
  banner.hidden = false;
}
