/**
 * The menu bar's links scroll sideways on a phone, and the stylesheet marks the one of the section
 * in view (`:target-current`, templates/styles/menu.css). This keeps the marked one in sight: once
 * the page stops scrolling, a link cut at the row's edge or beyond it is brought to the middle.
 * Where the browser marks none, there is nothing to follow.
 */
export function startMenuBar(): void {
  const row = document.querySelector<HTMLElement>("[data-menu-bar] .menu-bar__sections");
  if (!row || !CSS.supports("selector(:target-current)")) return;
  const still = matchMedia("(prefers-reduced-motion: reduce)");
  const follow = (links: HTMLElement) => {
    const current = links.querySelector(":target-current")?.getBoundingClientRect();
    const box = links.getBoundingClientRect();
    if (!current || (current.left >= box.left && current.right <= box.right)) return;
    links.scrollBy({
      left: current.left - box.left - (box.width - current.width) / 2,
      behavior: still.matches ? "instant" : "smooth",
    });
  };
  // The mark moves when the frame after the scroll's end is drawn: the link is looked for in the one after.
  addEventListener("scrollend", () => requestAnimationFrame(() => requestAnimationFrame(() => follow(row))));
}
