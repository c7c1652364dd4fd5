/**
 * The editor's page: the list of content on the left (nav.ts), the open file's form on the right
 * (open.ts), checked while the owner types (checks.ts), saving and undoing below it (save.ts), and
 * the preview's time and "Publish" in the top bar. Served by `site serve` only
 * (cli/editor/server.ts), never part of the built site.
 */
import { getSession, lang, type Refusal, setNoAnswer } from "./api.js";
import { h } from "./dom.js";
import { drawNav } from "./nav.js";
import { open } from "./open.js";
import { phoneStart } from "./phone-nav.js";
import { previewTimeControl } from "./preview-time.js";
import { publishButton } from "./publish.js";
import { submit } from "./save.js";
import { fileParam, leaveAllowed, main, page, pageAddress, words } from "./state.js";
import { reportUnsaved } from "./unsaved.js";

async function start(): Promise<void> {
  const answer = await getSession();
  if (answer.status !== 200) {
    const refusal = answer.data as unknown as Refusal;
    main.replaceChildren(h("p", { class: "error" }, `${refusal.message} (${refusal.hint ?? ""})`));
    return;
  }
  const session = answer.data;
  page.session = session;
  setNoAnswer(session.words.noAnswer);
  drawTopLinks();
  drawNav((id) => void open(id));
  // Back and forward between files; a jump within the page (the skip link) fires popstate too and is no new file.
  window.addEventListener("popstate", () => {
    const id = fileParam() ?? phoneStart(session) ?? session.entries[0]?.id;
    if (id === page.current?.opened.id) return;
    // Back to another file with changes not saved: asked as a click in the list is; staying puts the address back.
    if (!leaveAllowed()) {
      if (page.current) history.pushState(null, "", pageAddress(page.current.opened.id));
      return;
    }
    void open(id);
  });
  window.addEventListener("beforeunload", (event) => {
    if (page.current && page.current.dirty.size > 0) event.preventDefault();
  });
  // Gone (closed, reloaded, another address): its changes go with it. Back from the browser's cache: still there.
  window.addEventListener("pagehide", () => reportUnsaved(true));
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) reportUnsaved();
  });
  // The page opens with the focus where a page's starts (its skip link first); a file chosen later moves it to the form.
  // A phone opens with the buffet, what she edits most; a wide screen with the list's first file.
  await open(fileParam() ?? phoneStart(session) ?? session.entries[0]?.id, true);
}

function drawTopLinks(): void {
  const links = document.getElementById("top-links") as HTMLElement;
  const other = lang === "de" ? "en" : "de";
  links.replaceChildren(
    h(
      "a",
      { href: "/", target: "_blank", rel: "noopener", class: "preview-link" },
      words().openPreview,
      h("span", { class: "visually-hidden" }, ` ${words().opensInNewTab}`),
    ),
    previewTimeControl(words(), page.session.previewAt),
    h(
      "a",
      { href: pageAddress(fileParam() ?? undefined, other), lang: other, hreflang: other, class: "language-link" },
      other === "de" ? "Deutsch" : "English",
    ),
    publishButton(words(), {
      unsaved: () => Boolean(page.current && page.current.dirty.size > 0),
      save: async () => {
        const state = page.current;
        if (!state) return true;
        await submit(state);
        return page.current === state && state.dirty.size === 0;
      },
    }),
  );
}

void start();
