/**
 * The editor on a phone's narrow screen: it opens with what the owner edits most (the buffet, the
 * opening hours, the photos of the home page), one tap each, and the list of every file folds away
 * behind one button ("Alle Inhalte (21)") instead of filling the first screen. Wider screens show
 * the list beside the form as before (editor.css).
 */
import type { Session } from "./api.js";
import { h } from "./dom.js";

/** Narrower than this, the list folds away (as editor.css's own media query). */
export const phoneQuery = "(max-width: 600px)";

/** What the owner edits most, in the order she meets it: ids of the session's entries. */
export function mostEdited(session: Session, defaultLanguage: string): { id: string; label: string }[] {
  const words = session.words.ui;
  const byId = new Map(session.entries.map((entry) => [entry.id, entry]));
  const home = `pages/home.${defaultLanguage}.md`;
  return [
    byId.has("buffet.yaml") ? { id: "buffet.yaml", label: byId.get("buffet.yaml")?.name ?? "" } : undefined,
    byId.has("hours.yaml") ? { id: "hours.yaml", label: byId.get("hours.yaml")?.name ?? "" } : undefined,
    byId.has(home) ? { id: home, label: words.quickPhotos } : undefined,
  ].filter((item): item is { id: string; label: string } => item !== undefined);
}

/** The file a phone opens with when the address names none: the buffet. */
export const phoneStart = (session: Session) =>
  window.matchMedia(phoneQuery).matches && session.entries.some((entry) => entry.id === "buffet.yaml")
    ? "buffet.yaml"
    : undefined;

/**
 * The row above the list: the files edited most, and the button that shows or hides the whole list
 * (hidden on wide screens, where the list always shows).
 */
export function phoneNav(
  session: Session,
  defaultLanguage: string,
  list: HTMLElement,
  link: (id: string, label: string) => HTMLAnchorElement,
): HTMLElement {
  const words = session.words.ui;
  list.id = "files-list";
  const toggle = h(
    "button",
    { type: "button", class: "files-toggle", "aria-expanded": "false", "aria-controls": list.id },
    words.allContent.replace("{count}", String(session.entries.length)),
  );
  toggle.addEventListener("click", () => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    list.classList.toggle("shown", open);
  });
  const quick = h(
    "ul",
    { class: "quick-links", "aria-label": words.quickTitle },
    mostEdited(session, defaultLanguage).map((item) => h("li", {}, link(item.id, item.label))),
  );
  return h("div", { class: "phone-nav" }, quick, toggle);
}
