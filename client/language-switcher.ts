/**
 * The switcher is a <details> with plain links and works without JavaScript;
 * this only makes it close like a menu: on Escape and on a click elsewhere.
 */
export function startLanguageSwitcher(): void {
  const switcher = document.querySelector<HTMLDetailsElement>("details[data-language-switcher]");
  if (!switcher) return;
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !switcher.open) return;
    // Focus on a link that is about to disappear moves to the summary instead.
    if (switcher.contains(document.activeElement)) switcher.querySelector("summary")?.focus();
    switcher.open = false;
  });
  document.addEventListener("click", (event) => {
    if (!switcher.contains(event.target as Node)) switcher.open = false;
  });
}
