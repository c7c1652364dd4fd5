/**
 * Focus handling for the modal widgets (buffet dialog, drawer), after
 * a11y-dialog: remember what had focus, keep Tab inside, give focus back.
 */
// What the two hold: links and buttons (a summary may join). Every page carries this
// script, so form fields join the list only with a widget that has them.
const focusableSelector = 'a[href],button:not([disabled]),summary,[tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** Traps Tab inside `container`; the returned function releases it and restores focus. */
export function trapFocus(container: HTMLElement): (restore?: boolean) => void {
  const opener = document.activeElement as HTMLElement | null;
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    const items = focusableIn(container);
    // Nothing focusable on screen (the layout hid the container): never trap the visitor.
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    // Wrap at the ends, and pull focus back in if it ever got outside.
    if (!container.contains(active) || active === (event.shiftKey ? first : last)) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  };
  document.addEventListener("keydown", onKeydown);
  return (restore = true) => {
    document.removeEventListener("keydown", onKeydown);
    if (!restore) return;
    if (opener && opener !== document.body) return opener.focus();
    // Nothing had focus (the pop-up opened by itself): the start of the page has it again, so Tab goes
    // on from there, the skip link first, not from where the dialog sits at the page's end.
    const { body } = document;
    body.tabIndex = -1;
    body.focus({ preventScroll: true });
    body.removeAttribute("tabindex");
  };
}
