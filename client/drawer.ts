import { DRAWER_CLOSE_THRESHOLD, DRAWER_VELOCITY_THRESHOLD } from "../cli/shared/constants.js";
import { focusableIn, trapFocus } from "./focus.js";

/**
 * The bottom drawer with the nav links on phones. Without JavaScript the menu
 * button is a link to the footer navigation; here it becomes a button that
 * opens the drawer. CSS animates on `data-state` (open | closed); this file
 * only switches the state, follows the pointer while dragging and sets
 * `hidden` once the closing transition has finished (at once when there is
 * none, as under prefers-reduced-motion).
 */
export function startDrawer(): void {
  const opener = document.querySelector<HTMLElement>("[data-drawer-open]");
  const drawer = document.getElementById(opener?.dataset.drawerOpen ?? "");
  const panel = drawer?.querySelector<HTMLElement>(".drawer__panel");
  if (!opener || !drawer || !panel) return;
  let release: ((restore?: boolean) => void) | undefined;

  opener.setAttribute("role", "button");
  opener.setAttribute("aria-controls", drawer.id);
  opener.setAttribute("aria-expanded", "false");

  const close = (restoreFocus = true) => {
    if (drawer.dataset.state !== "open") return;
    drawer.dataset.state = "closed";
    opener.setAttribute("aria-expanded", "false");
    release?.(restoreFocus);
    // getAnimations() flushes style, so it sees the transitions just started.
    Promise.all(drawer.getAnimations({ subtree: true }).map((animation) => animation.finished)).then(
      () => {
        if (drawer.dataset.state === "closed") drawer.hidden = true;
      },
      // Cancelled: the drawer was opened again before it finished closing.
      () => {},
    );
  };

  // Opening: by a tap, a click, Enter, and Space (below).
  opener.addEventListener("click", (event) => {
    event.preventDefault();
    drawer.hidden = false;
    // Taller than the window (a short phone, one held sideways, large text): it scrolls under the finger.
    // Measuring it computes the closed style first, too, so the change to "open" transitions.
    panel.toggleAttribute("data-scrolls", panel.scrollHeight > panel.clientHeight);
    drawer.dataset.state = "open";
    opener.setAttribute("aria-expanded", "true");
    release = trapFocus(drawer);
    focusableIn(drawer)[0]?.focus();
  });
  // A link with role="button" must answer Space like a button does: as a click.
  opener.addEventListener("keydown", (event) => {
    if (event.key !== " ") return;
    event.preventDefault();
    opener.click();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") close();
  });
  drawer.addEventListener("click", (event) => {
    const target = event.target as Element;
    // A chosen link navigates away; focus stays where the visitor put it.
    if (target.closest("a")) close(false);
    else if (target.closest("[data-drawer-close]")) close();
  });

  // Dragging: follow the pointer down, then close past the distance or speed
  // threshold, or spring back. The pointer is captured only once it moves,
  // so a tap on a link still reaches the link. While a pointer is down the
  // drawer's text cannot be selected (CSS, on data-dragging) and nothing in it
  // starts a native drag: with a mouse, either would make Chromium take the
  // pointer (pointercancel) mid-drag, and a selection left behind would do so
  // on every later press.
  let startY: number | undefined;
  let startTime = 0;
  let offset = 0;
  panel.addEventListener("pointerdown", (event) => {
    if (!event.isPrimary || event.button !== 0) return;
    startY = event.clientY;
    startTime = performance.now();
    offset = 0;
    drawer.dataset.dragging = "";
  });
  panel.addEventListener("pointermove", (event) => {
    if (startY === undefined) return;
    offset = Math.max(0, event.clientY - startY);
    if (!offset) return;
    if (!panel.hasPointerCapture(event.pointerId)) panel.setPointerCapture(event.pointerId);
    panel.style.transition = "none";
    panel.style.transform = `translateY(${offset}px)`;
  });
  // A link or image would otherwise be dragged out of the drawer; a click still follows the link.
  panel.addEventListener("dragstart", (event) => event.preventDefault());
  const endDrag = (event: PointerEvent) => {
    if (startY === undefined) return;
    startY = undefined;
    delete drawer.dataset.dragging;
    if (!offset) return;
    const velocity = offset / Math.max(1, performance.now() - startTime);
    const far = offset > panel.getBoundingClientRect().height * DRAWER_CLOSE_THRESHOLD;
    // Clearing both at once transitions from where the finger let go.
    panel.style.transition = "";
    panel.style.transform = "";
    // A cancelled gesture (the browser took the pointer) only springs back.
    if (event.type === "pointerup" && (far || velocity > DRAWER_VELOCITY_THRESHOLD)) close();
  };
  panel.addEventListener("pointerup", endDrag);
  panel.addEventListener("pointercancel", endDrag);
}
