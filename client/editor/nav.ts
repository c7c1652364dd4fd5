/**
 * The list of files on the left: every file the editor opens, grouped by what it holds, the many pages
 * folded away under their group's name; on a phone, the files she edits most above it (phone-nav.ts).
 */
import type { Session } from "./api.js";
import { append, h, reveal } from "./dom.js";
import { phoneNav } from "./phone-nav.js";
import { leaveAllowed, page, pageAddress } from "./state.js";

/** Draws the list; `open` opens a file chosen in it. */
export function drawNav(open: (id: string) => void): void {
  const { session } = page;
  /** A link to a file of the list: opened in place, the address following it. */
  const fileLink = (id: string, label: string): HTMLAnchorElement => {
    const link = h("a", { href: pageAddress(id), "data-file": id }, label);
    link.addEventListener("click", (event) => {
      event.preventDefault();
      if (!leaveAllowed()) return;
      history.pushState(null, "", pageAddress(id));
      open(id);
    });
    return link;
  };
  const nav = document.getElementById("files") as HTMLElement;
  const title = nav.querySelector("h2") as HTMLElement;
  const groups = new Map<string, Session["entries"]>();
  for (const entry of session.entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  const list = h("ul", { class: "nav-groups" });
  for (const [group, entries] of groups) {
    const links = entries.map((entry) => h("li", {}, fileLink(entry.id, entry.name ?? entry.id)));
    // A file of its own (the buffet) is one link; the pages are listed under their group's name.
    const single = entries.length === 1 && entries[0].kind !== "text";
    // The many pages fold away under their group's name until one of them is open.
    append(
      list,
      h(
        "li",
        {},
        single
          ? links[0].firstChild
          : h("details", { class: "nav-group" }, h("summary", {}, group), h("ul", {}, links)),
      ),
    );
  }
  nav.replaceChildren(title, phoneNav(session, defaultLanguageOf(session), list, fileLink), list);
}

/** The site's default language: its pages come first in the list (cli/editor/files.ts). */
const defaultLanguageOf = (session: Session) =>
  session.entries.map((entry) => /^pages\/[^/]+\.([a-z]{2})\.md$/.exec(entry.id)?.[1]).find(Boolean) ?? "de";

/** Marks the open file in the list, and shows it there. */
export function markCurrent(id: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("#files a[data-file]")) {
    if (link.dataset.file === id) {
      link.setAttribute("aria-current", "page");
      reveal(link);
    } else link.removeAttribute("aria-current");
  }
}
