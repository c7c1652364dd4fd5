/**
 * The menu bar's links scroll sideways on a phone, and the stylesheet marks the one of the section
 * in view (`:target-current`, templates/styles/menu.css). This keeps the marked one in sight: once
 * the page stops scrolling, the row is scrolled to bring the marked link to its middle. Only the
 * row moves, never the page. Where the browser marks none, there is nothing to follow.
 */
export function startMenuBar(): void {
  const row = document.querySelector("[data-menu-bar] ul");
  if (!row || !CSS.supports("selector(:target-current)")) return;
  const still = matchMedia("(prefers-reduced-motion: reduce)");
  const follow = () => {
    const current = row.querySelector(":target-current")?.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    if (current) {
      row.scrollBy({
        left: current.left + current.width / 2 - box.left - box.width / 2,
        behavior: still.matches ? "instant" : "smooth",
      });
    }
  };
  // The mark moves when the frame after the scroll's end is drawn: the link is looked for in the one after.
  addEventListener("scrollend", () => requestAnimationFrame(() => requestAnimationFrame(follow)));
}
