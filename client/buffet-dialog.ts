import { BUFFET_SEEN_KEY } from "./constants.js";
import { trapFocus } from "./focus.js";
import { readStorage, writeStorage } from "./storage.js";

/**
 * The buffet pop-up: opens on the first page of a browser session only, so
 * moving between pages does not bring it back. Escape is the native
 * <dialog>'s own; the close buttons and a click on the backdrop close it too.
 */
export function startBuffetDialog(): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-buffet-dialog]");
  if (!dialog || readStorage("sessionStorage", BUFFET_SEEN_KEY)) return;
  writeStorage("sessionStorage", BUFFET_SEEN_KEY, "true");

  const release = trapFocus(dialog);
  dialog.addEventListener("close", () => release(), { once: true });
  dialog.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest("[data-buffet-close]")) return dialog.close();
    // A click on the ::backdrop reaches the dialog itself, outside its box.
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (target === dialog && (x < box.left || x > box.right || y < box.top || y > box.bottom)) dialog.close();
  });
  dialog.showModal();
}
