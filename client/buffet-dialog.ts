import { BUFFET_DIALOG_DONE, BUFFET_SEEN_KEY } from "../cli/shared/constants.js";
import { trapFocus } from "./focus.js";
import { readStorage, writeStorage } from "./storage.js";

/**
 * The buffet pop-up: opens on the first page of a browser session only, so
 * moving between pages does not bring it back. Escape is the native
 * <dialog>'s own; the close buttons and a click on the backdrop close it too.
 * Once it is closed, or when it will not open, the overlays waiting for it go on.
 */
export function startBuffetDialog(): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-buffet-dialog]");
  if (!dialog) return;
  const done = () => {
    document.dispatchEvent(new Event(BUFFET_DIALOG_DONE));
  };
  // Hidden by client/events.ts when every buffet in it is over.
  if (dialog.hidden || readStorage("sessionStorage", BUFFET_SEEN_KEY)) {
    done();
    return;
  }
  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest("[data-buffet-close]")) return dialog.close();
    // A click on the ::backdrop reaches the dialog itself, outside its box.
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (target === dialog && (x < box.left || x > box.right || y < box.top || y > box.bottom)) dialog.close();
  });
  // A guest who has already tapped or clicked something (the drawer, the languages, the menu's
  // filter) before the page has loaded is not interrupted: the pop-up, and the cookie banner
  // after it, wait for the next page.
  let busy = false;
  addEventListener("click", () => (busy = true));
  // Opened once the page has loaded and painted: showModal() makes the rest of the page inert
  // and moves focus, which recalculates every element's style and forces a layout. Done inside
  // this script's task, or while the web fonts still reflow the page, that joined the page's
  // own first layout into one long, blocking task (Lighthouse: 60–160 ms of blocking time).
  whenLoaded(() =>
    setTimeout(() => {
      if (busy) return;
      const release = trapFocus(dialog);
      // Past main.ts's guard by now: a browser without showModal() only misses the pop-up.
      try {
        dialog.showModal();
      } catch (error) {
        release(false);
        done();
        console.error(error);
        return;
      }
      dialog.addEventListener(
        "close",
        () => {
          release();
          done();
        },
        { once: true },
      );
      writeStorage("sessionStorage", BUFFET_SEEN_KEY, "true");
    }),
  );
}

/** Runs `then` after the load event (fonts and photos in) and the frame after it. */
function whenLoaded(then: () => void): void {
  const next = () => requestAnimationFrame(then);
  if (document.readyState === "complete") next();
  else addEventListener("load", next, { once: true });
}
