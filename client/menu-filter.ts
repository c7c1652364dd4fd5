/**
 * The menu's filter works without JavaScript: the stylesheet hides dishes by
 * the form's state and counts the filters that are on (templates/styles/menu.css),
 * and the menu's own rules hide a section its choices empty, with its link in
 * the jump bar (templates/menu-filter-rules.ts). This adds what CSS cannot: the
 * status line says how many dishes are left (a polite live region, so a screen
 * reader hears it), and the submit button closes the filter onto the dishes. It
 * also hides the emptied sections and shows the note that nothing is left
 * itself, for a section with more ways to empty than its rules write out.
 */
export function startMenuFilter(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-menu-filter]");
  const menu = document.querySelector<HTMLElement>("[data-menu]");
  const status = form?.querySelector<HTMLElement>("[data-menu-filter-status]");
  if (!form || !menu || !status) return;
  const template = status.dataset.template ?? "";
  const bar = document.querySelector("[data-menu-bar]");

  const update = () => {
    let shown = 0;
    for (const section of menu.querySelectorAll<HTMLElement>(".menu-section")) {
      let left = 0;
      // The stylesheet has already applied the form's state. Style, not layout: a section
      // out of sight is not laid out (content-visibility), and asking for its boxes would.
      for (const dish of section.querySelectorAll(".dish")) if (getComputedStyle(dish).display !== "none") left++;
      section.hidden = left === 0;
      const link = bar?.querySelector(`a[href="#${section.id}"]`)?.parentElement;
      if (link) link.hidden = section.hidden;
      shown += left;
    }
    menu.toggleAttribute("data-empty", shown === 0);
    status.textContent = template.replace("{{shown}}", String(shown));
  };
  form.addEventListener("change", update);
  // "reset" fires before the controls change back.
  form.addEventListener("reset", () => setTimeout(update));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    form.hidePopover?.();
    // The dishes from their start: what is left may all lie above where the guest was.
    menu.querySelector<HTMLElement>(".menu-section:not([hidden])")?.scrollIntoView();
  });
  // A browser that restores the controls' state on "back" shows a narrowed menu: say so.
  if (form.querySelector("input:checked:not([value=''])")) update();
}
