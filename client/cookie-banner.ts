import { BUFFET_DIALOG_DONE, COOKIE_ACCEPTED_KEY } from "../cli/shared/constants.js";
import { writeStorage } from "./storage.js";

/**
 * The banner's buttons. Whether it shows was decided before the first paint
 * (templates/CookieBanner.tsx): while no choice is stored, and, when the buffet
 * pop-up is about to open, only once it has closed (`data-waits`), so a guest
 * never meets both at once. Accept remembers "true"; Dismiss only hides it for
 * this page view, so it asks again on the next load.
 */
export function startCookieBanner(): void {
  const banner = document.querySelector<HTMLElement>("[data-cookie-banner]");
  if (!banner) return;
  if (banner.hasAttribute("data-waits")) {
    document.addEventListener(
      BUFFET_DIALOG_DONE,
      () => {
        banner.removeAttribute("data-waits");
        banner.hidden = false;
      },
      { once: true },
    );
  } else if (banner.hidden) return;
  banner.addEventListener("click", (event) => {
    const target = event.target as Element;
    const accept = target.closest("[data-cookie-accept]");
    if (accept) writeStorage("localStorage", COOKIE_ACCEPTED_KEY, "true");
    if (accept || target.closest("[data-cookie-dismiss]")) banner.hidden = true;
  });
}
