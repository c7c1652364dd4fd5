/**
 * The menu bar's links scroll sideways on a phone, and the stylesheet marks the one of the section
 * in view (`:target-current`, templates/styles/menu.css). This keeps the marked one in sight: once
 * the page stops scrolling, the marked link is scrolled to the middle of the row, and only the row
 * moves (`container: "nearest"`, known wherever the mark is). Where the browser marks none, there
 * is nothing to follow.
 */
export function startMenuBar(): void {
  const row = document.querySelector("[data-menu-bar] ul");
  if (!row || !CSS.supports("selector(:target-current)")) return;
  const still = matchMedia("(prefers-reduced-motion: reduce)");
  const follow = () =>
    row.querySelector(":target-current")?.scrollIntoView({
      container: "nearest",
      block: "nearest",
      inline: "center",
      behavior: still.matches ? "instant" : "smooth",
    } as ScrollIntoViewOptions);
  // The mark moves when the frame after the scroll's end is drawn: the link is looked for in the one after.
  addEventListener("scrollend", () => requestAnimationFrame(() => requestAnimationFrame(follow)));
}
