/**
 * The menu's filter works without JavaScript: the stylesheet hides dishes by
 * the form's state (templates/styles/menu.css). This adds what CSS cannot:
 * the status line says how many dishes are left (a polite live region, so a
 * screen reader hears it), sections left without a dish hide, and a note
 * shows when nothing is left.
 */
export function startMenuFilter(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-menu-filter]");
  const menu = document.querySelector<HTMLElement>("[data-menu]");
  const status = form?.querySelector<HTMLElement>("[data-menu-filter-status]");
  if (!form || !menu || !status) return;
  const template = status.dataset.template ?? "";

  const update = () => {
    let shown = 0;
    for (const section of menu.querySelectorAll<HTMLElement>("[data-menu-section]")) {
      section.hidden = false;
      let left = 0;
      // The stylesheet has already applied the form's state: a hidden dish has no layout box.
      for (const dish of section.querySelectorAll<HTMLElement>(".dish")) if (dish.offsetParent) left++;
      section.hidden = left === 0;
      shown += left;
    }
    menu.toggleAttribute("data-empty", shown === 0);
    status.textContent = template.replace("{{shown}}", String(shown));
  };
  form.addEventListener("change", update);
  // "reset" fires before the controls change back.
  form.addEventListener("reset", () => setTimeout(update));
  // A browser that restores the controls' state on "back" shows a narrowed menu: say so, and show why.
  if (form.querySelector("input:checked:not([value=''])")) {
    const allergens = form.querySelector<HTMLDetailsElement>("[data-menu-filter-allergens]");
    if (allergens?.querySelector("input:checked")) allergens.open = true;
    update();
  }
}
