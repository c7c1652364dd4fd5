/**
 * What the preview adds to the pages it serves, and only to them (built files never hold it): a script
 * that reloads the page after a rebuild and shows a failed build's problems over it, the channel of
 * server-sent events it listens on, and the build the page came from.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { clockScriptPath } from "../editor/preview-time.js";
import type { ToolLanguage } from "../language.js";
import { render } from "../messages/index.js";

export const reloadScriptPath = "/__site/reload.js";
export const eventsPath = "/__site/events";
export const problemsPath = "/__site/problems";
const snippet = `<script src="${reloadScriptPath}" defer></script>`;
const buildMetaName = "site-serve-build";

/** The overlay's words in the owner's language. */
const overlayTexts = (lang: ToolLanguage) => ({
  title: render("PreviewOverlayTitle", {}, lang).message,
  note: render("PreviewOverlayNote", {}, lang).message,
  hide: render("PreviewOverlayHide", {}, lang).message,
});

/** Served with the pages in serve mode only: reloads after a rebuild, shows build problems over the page. */
export const reloadScript = (lang: ToolLanguage) => {
  const texts = overlayTexts(lang);
  return `(() => {
  const texts = ${JSON.stringify(texts).replace(/</g, "\\u003c")};
  const source = new EventSource(${JSON.stringify(eventsPath)});
  // The build this page came from, so a build that finished before the channel opened still reloads it.
  const served = document.querySelector('meta[name="${buildMetaName}"]');
  let build = served ? Number(served.content) : undefined;
  let overlay;
  const show = (problems) => {
    if (problems.length === 0) {
      hide();
      return;
    }
    if (!overlay) {
      // A modal <dialog> sits in the top layer, above the page's own modals (the buffet pop-up),
      // which would otherwise cover it and make it inert. Styles go through the CSSOM: no inline style attribute.
      overlay = document.createElement("dialog");
      overlay.id = "site-build-problems";
      overlay.setAttribute("role", "alertdialog");
      overlay.setAttribute("aria-labelledby", "site-build-problems-title");
      overlay.setAttribute("aria-describedby", "site-build-problems-list");
      Object.assign(overlay.style, {
        position: "fixed", inset: "0", width: "100%", height: "100%", maxWidth: "none", maxHeight: "none",
        margin: "0", border: "0", boxSizing: "border-box", overflow: "auto", padding: "2rem",
        background: "rgba(20, 12, 8, 0.94)", color: "#fff", font: "16px/1.5 system-ui, sans-serif",
      });
      overlay.addEventListener("cancel", (event) => {
        event.preventDefault();
        hide();
      });
      document.body.append(overlay);
      overlay.showModal();
    }
    const title = document.createElement("h2");
    title.id = "site-build-problems-title";
    title.textContent = texts.title;
    const list = document.createElement("pre");
    list.id = "site-build-problems-list";
    list.style.whiteSpace = "pre-wrap";
    list.style.font = "15px/1.5 ui-monospace, monospace";
    list.textContent = problems.join("\\n");
    const note = document.createElement("p");
    note.textContent = texts.note;
    const close = document.createElement("button");
    close.type = "button";
    close.textContent = texts.hide;
    close.addEventListener("click", hide);
    overlay.replaceChildren(title, list, note, close);
  };
  const hide = () => {
    overlay?.close();
    overlay?.remove();
    overlay = undefined;
  };
  // The page's own pop-up may open after the problems did; the problems go back on top of it.
  new MutationObserver((records) => {
    const opened = records.some(
      (record) => record.target !== overlay && record.target.localName === "dialog" && record.target.open,
    );
    if (overlay && opened) {
      overlay.close();
      overlay.showModal();
    }
  }).observe(document.documentElement, { subtree: true, attributeFilter: ["open"] });
  source.addEventListener("hello", (event) => {
    const state = JSON.parse(event.data);
    // Another build than this page's means the pages changed before or while the channel was closed.
    if (build !== undefined && state.build !== build) location.reload();
    build = state.build;
    show(state.problems);
  });
  source.addEventListener("reload", () => location.reload());
  source.addEventListener("problems", (event) => show(JSON.parse(event.data).problems));
})();
`;
};

/**
 * The reload script goes into pages only as they are served; built files never
 * contain it. The page also names the build it came from.
 */
export function withReloadScript(html: string, build: number, clock = false): string {
  // The clock first, not deferred: it is set before any of the page's own scripts asks for the time.
  const tags = `<meta name="${buildMetaName}" content="${build}">${clock ? `<script src="${clockScriptPath}"></script>` : ""}${snippet}`;
  return html.includes("</head>") ? html.replace("</head>", `${tags}</head>`) : `${html}${tags}`;
}

/** The pages open in a browser, each listening for the preview's news on the channel of events. */
export function liveClients() {
  const clients = new Set<ServerResponse>();
  return {
    /** A page's channel: told at once which build it should show and the problems of the latest. */
    listen(request: IncomingMessage, response: ServerResponse, hello: { build: number; problems: string[] }): void {
      response.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-store",
        connection: "keep-alive",
      });
      response.write(`event: hello\ndata: ${JSON.stringify(hello)}\n\n`);
      clients.add(response);
      request.on("close", () => clients.delete(response));
    },
    /** Tells every open page: "reload" after a good build, "problems" after a failed one. */
    send(event: string, data: unknown): void {
      for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    /** Ends every channel: the preview stops. */
    end(): void {
      for (const client of clients) client.end();
    },
  };
}

export type LiveClients = ReturnType<typeof liveClients>;
