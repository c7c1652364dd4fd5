/**
 * `site serve`: a preview that behaves like the production host (directory
 * index, the build's routing table: redirects, trailing slashes, each
 * language's 404 page with status 404), rebuilds when
 * content/, templates/, client/ or cli/ change and reloads the open tab over
 * server-sent events. Builds go to a temporary folder, never to dist/, and the
 * reload script is added to HTML responses only here, never to built files.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { EventEmitter } from "node:events";
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { basename, extname, join } from "node:path";
import { ownHosts } from "./editor/access.js";
import { editorPath } from "./editor/page.js";
import { listenAlso, mustBringKey, networkAddress } from "./editor/phone.js";
import { clockScript, clockScriptPath } from "./editor/preview-time.js";
import type { PublisherOptions } from "./editor/publish.js";
import { editorServer } from "./editor/server.js";
import { describeFailure, formatError, SiteError } from "./errors.js";
import { type ToolLanguage, toolLanguage } from "./language.js";
import { render } from "./messages/index.js";
import { importModule } from "./modules.js";
import { err, out, say, seconds } from "./output.js";
import { recoverOutput } from "./stages/write.js";
import { contentTypes, resolveRequest } from "./static-files.js";

export interface ServeOptions {
  /** The tool's own folder (cli/, templates/, client/). */
  root: string;
  contentDir: string;
  /** 0 picks a free port. */
  port: number;
  /** The project's output folder: the preview never writes it, but completes it if a build died while writing it. */
  outDir?: string;
  /** Where the project is (its .site-deploy/ for publishing); the current folder unless given. */
  project?: string;
  /** Publishing from the editor, where a test needs it: the environment and home folder the deploy reads. */
  publish?: Pick<PublisherOptions, "env" | "home" | "deploy">;
  /**
   * Let the owner's phone in (--phone): listen on this address of the local network too (true:
   * the one networkAddress finds), every request from there let in only with the run's key.
   */
  phone?: string | true;
  /** Terminal output; defaults to the console. */
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

export interface BuildOutcome {
  ok: boolean;
  /** `file:line:col message` lines of a failed build, warnings of a good one. */
  lines: string[];
}

export interface Preview {
  url: string;
  /** The editor's address, with the key of this run. */
  editorUrl: string;
  /** The editor's address on the local network, with the key (--phone). */
  phoneUrl?: string;
  /** Emits "build" with a BuildOutcome after every build. */
  events: EventEmitter;
  /** The problems of the latest build; empty when it succeeded. */
  problems(): string[];
  /** The content files an open tab of the editor has changed and not saved. */
  unsaved(): string[];
  close(): Promise<void>;
}

export const reloadScriptPath = "/__site/reload.js";
const eventsPath = "/__site/events";
const problemsPath = "/__site/problems";
const snippet = `<script src="${reloadScriptPath}" defer></script>`;
const buildMetaName = "site-serve-build";

/** The folder a preview keeps its copies and drafts in: the system's temporary folder, named by its process. */
const workPrefix = "site-serve-";
const workMarker = ".site-serve-work";

/**
 * Removes what a preview stopped by force (a kill, a closed terminal) left: each check of a save left a
 * whole copy of content/. A folder goes only when everything says a preview made it: its name, its
 * marker naming a process that has ended, and this user as its owner; a running preview's stays.
 */
export function removeStaleWork(dir = tmpdir()): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(new RegExp(`^${workPrefix}(\\d+)-[^/]+$`).exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    const folder = join(dir, name);
    const info = lstatSync(folder, { throwIfNoEntry: false });
    if (!info?.isDirectory() || (process.getuid && info.uid !== process.getuid())) continue;
    let marked: string;
    try {
      marked = readFileSync(join(folder, workMarker), "utf8");
    } catch {
      continue;
    }
    if (marked !== `${pid}\n` || running(pid)) continue;
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Whether a process of this number still runs (one of another user's counts as running). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (failure) {
    return (failure as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

/** Served with the pages in serve mode only: reloads after a rebuild, shows build problems over the page. */
/** The overlay's words in the owner's language. */
const overlayTexts = (lang: ToolLanguage) => ({
  title: render("PreviewOverlayTitle", {}, lang).message,
  note: render("PreviewOverlayNote", {}, lang).message,
  hide: render("PreviewOverlayHide", {}, lang).message,
});

const reloadScript = (texts: ReturnType<typeof overlayTexts>) => `(() => {
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

/**
 * One build in a fresh `node cli/bin.js build` process. A new process per build
 * picks up changed templates and CLI code through bin.js's re-bundling with no
 * module-cache tricks, and a template that hangs or crashes cannot take the
 * preview down; the cost (about half a second) is the same as the owner's build.
 */
export function buildOnce(
  root: string,
  contentDir: string,
  outDir: string,
  copyOf?: string,
  lang?: ToolLanguage,
  /** The build's "now", as the preview is shown for another moment ("Vorschau für den …"). */
  now?: number,
): Promise<BuildOutcome> {
  // A copy of content/ (the editor's checks) reuses what builds of content/ converted.
  const cacheArgs = copyOf ? ["--cache-for", copyOf] : [];
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(root, "cli", "bin.js"), "build", "--content", contentDir, "--out", outDir, ...cacheArgs],
      // Its lines in the language of who reads them: the editor's, which may not be the terminal's.
      {
        stdio: ["ignore", "ignore", "pipe"],
        env: {
          ...process.env,
          ...(lang ? { SITE_LANG: lang } : {}),
          ...(now !== undefined ? { SITE_NOW: new Date(now).toISOString() } : {}),
        },
      },
    );
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const finish = (ok: boolean, extra: string[] = []) => {
      const lines = stderr.split("\n").filter((line) => line.trim() !== "");
      resolve({ ok, lines: [...lines, ...extra] });
    };
    const stopped = (code: string) =>
      formatError(SiteError.of("BuildStopped", { code }), { lang: lang ?? toolLanguage() });
    child.on("error", (failure) => finish(false, [stopped(failure.message)]));
    child.on("close", (code) => finish(code === 0, code === 0 || stderr ? [] : [stopped(String(code))]));
  });
}

export async function serve(options: ServeOptions): Promise<Preview> {
  const log = options.log ?? out;
  const warn = options.warn ?? err;
  const events = new EventEmitter();
  const network = options.phone === true ? networkAddress() : options.phone;
  if (options.phone && !network) throw SiteError.of("PhoneNoNetwork", {});
  if (options.outDir) {
    // The preview never needs dist/: one it must not complete is said in one line, and the preview starts anyway.
    await recoverOutput(options.outDir, { protect: { content: options.contentDir } }).catch((failure) => {
      if (!(failure instanceof SiteError)) throw failure;
      warn(formatError(failure, { lang: toolLanguage() }));
    });
  }
  removeStaleWork();
  const work = mkdtempSync(join(tmpdir(), `${workPrefix}${process.pid}-`));
  writeFileSync(join(work, workMarker), `${process.pid}\n`);
  const clients = new Set<ServerResponse>();
  let generation = 0;
  let current: string | undefined;
  let previous: string | undefined;
  let buildId = 0;
  let problems: string[] = [];
  /** The moment the preview is shown as on ("Vorschau für den …"); now when unset. */
  let previewAt: number | undefined;
  /** The language of who chose it: the pages' note about it speaks hers. */
  let previewLang: ToolLanguage = toolLanguage();

  const send = (event: string, data: unknown) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const rebuild = async () => {
    const started = performance.now();
    const outDir = join(work, `build-${++generation}`);
    const outcome = await buildOnce(options.root, options.contentDir, outDir, undefined, undefined, previewAt);
    for (const line of outcome.lines) warn(line);
    if (outcome.ok) {
      // Keep the one before for requests still reading it; older builds go.
      if (previous) await rm(previous, { recursive: true, force: true });
      previous = current;
      current = outDir;
      problems = [];
      buildId = generation;
      log(say("PreviewBuilt", { seconds: seconds(performance.now() - started) }));
      send("reload", { build: buildId });
    } else {
      await rm(outDir, { recursive: true, force: true });
      problems = outcome.lines;
      warn(say(current ? "PreviewKeepsLast" : "PreviewNothingYet", {}));
      send("problems", { problems });
    }
    events.emit("build", outcome);
  };

  // Changes that arrive during a build trigger exactly one more build after it. A rebuild that
  // fails inside the tool is said in one line; the next change still rebuilds.
  let running: Promise<void> | undefined;
  let again = false;
  const schedule = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await rebuild().catch((failure) => {
            for (const line of describeFailure(failure)) warn(line);
          });
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  // Files the editor just wrote: their change is built by the save itself, not again by the watcher.
  const written = new Map<string, string>();
  const hashOf = (path: string) => {
    try {
      return createHash("sha256").update(readFileSync(path)).digest("hex");
    } catch {
      return undefined;
    }
  };
  let port = options.port;
  const networkHost = () => (network ? `${network}:${port}` : undefined);
  const editor = editorServer({
    networkAddress: () => network,
    root: options.root,
    contentDir: options.contentDir,
    work,
    port: () => port,
    build: (contentDir, outDir, lang) =>
      buildOnce(options.root, contentDir, outDir, options.contentDir, lang, previewAt),
    previewTime: {
      get: () => previewAt,
      set: (at, lang) => {
        previewAt = at;
        previewLang = lang;
        return schedule();
      },
    },
    refresh: (paths) => {
      for (const path of paths) {
        const hash = hashOf(path);
        if (hash) written.set(path, hash);
      }
      return schedule();
    },
    publish: {
      // A deploy builds the site into the project's output folder first, as `site deploy` does.
      outDir: options.outDir ?? join(options.project ?? process.cwd(), "dist"),
      project: options.project ?? process.cwd(),
      buildProblems: () => problems,
      log,
      ...options.publish,
    },
  });

  const server = createServer((request, response) => {
    handle(request, response).catch((failure) => {
      // A tab closed or an upload given up while it was read: no one waits for an answer, nothing went wrong here.
      if ((failure as NodeJS.ErrnoException)?.code === "ECONNRESET" && request.socket.destroyed) {
        response.destroy();
        return;
      }
      const detail = failure instanceof Error ? failure.message : String(failure);
      warn(say("PreviewRequestFailed", { url: request.url ?? "", detail }));
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? "/";
    const path = url.split("?")[0];
    if (path.startsWith(editorPath.slice(0, -1)) && (await editor.handle(request, response))) return;
    // Unpublished edits and the build's problems are for this computer only, not for a page that rebound its name.
    const host = request.headers.host ?? "";
    if (!ownHosts(port, network).includes(host)) {
      const { message, hint } = render("PreviewForeignHost", { host: host.slice(0, 100) }, toolLanguage());
      return reply(response, request, 403, contentTypes[".txt"], `${message} (${hint})\n`);
    }
    // The owner's phone (or anyone on her network) sees them only with the key the editor gave it.
    if (mustBringKey(request.socket.remoteAddress, host, networkHost()) && !editor.admits(request)) {
      const { message, hint } = render("EditorKeyRefused", {}, toolLanguage());
      return reply(response, request, 403, contentTypes[".txt"], `${message} (${hint})\n`);
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    if (path === eventsPath) {
      response.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-store",
        connection: "keep-alive",
      });
      response.write(`event: hello\ndata: ${JSON.stringify({ build: buildId, problems })}\n\n`);
      clients.add(response);
      request.on("close", () => clients.delete(response));
      return;
    }
    if (path === clockScriptPath) {
      const script = previewAt === undefined ? "" : clockScript(previewAt, previewLang);
      return reply(response, request, 200, contentTypes[".js"], script);
    }
    if (path === reloadScriptPath) {
      return reply(response, request, 200, contentTypes[".js"], reloadScript(overlayTexts(toolLanguage())));
    }
    if (path === problemsPath)
      return reply(response, request, 200, contentTypes[".json"], JSON.stringify({ problems }));
    // The build answering this request, even if another one finishes meanwhile.
    const [dir, build] = [current, buildId];
    if (!dir) {
      const lang = toolLanguage();
      const notBuilt = render("PreviewNotBuilt", {}, lang).message;
      const page = `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${notBuilt}</title>${withReloadScript("", build, previewAt !== undefined)}<body><p>${notBuilt}</p></body></html>`;
      return reply(response, request, 503, contentTypes[".html"], page);
    }
    const resolution = await resolveRequest(dir, url);
    if (resolution.kind === "redirect") {
      response.writeHead(301, { location: resolution.location, "cache-control": "no-store" }).end();
      return;
    }
    if (resolution.kind === "bad-request") return reply(response, request, 400, contentTypes[".txt"], "Bad request\n");
    const [status, file] =
      resolution.kind === "file" ? [200, resolution.file] : [404, join(dir, ...resolution.page.split("/"))];
    const body = await readFile(file).catch(() => undefined);
    if (!body) return reply(response, request, 404, contentTypes[".txt"], "Not found\n");
    const type = contentTypes[extname(file)] ?? "application/octet-stream";
    reply(
      response,
      request,
      status,
      type,
      type.startsWith("text/html") ? withReloadScript(body.toString("utf8"), build, previewAt !== undefined) : body,
    );
  };

  await new Promise<void>((resolve, reject) => {
    server.once("error", (failure: NodeJS.ErrnoException) => {
      rmSync(work, { recursive: true, force: true });
      reject(failure.code === "EADDRINUSE" ? SiteError.of("PortInUse", { port: options.port }) : failure);
    });
    server.listen(options.port, "127.0.0.1", resolve);
  });
  const address = server.address();
  port = typeof address === "object" && address ? address.port : options.port;
  const phoneListener = network
    ? await listenAlso(server, port, network).catch((failure: NodeJS.ErrnoException) => {
        server.close();
        rmSync(work, { recursive: true, force: true });
        throw SiteError.of("PhoneAddressUnusable", { address: network, reason: failure.code ?? failure.message });
      })
    : undefined;

  // An ES module only: loaded as such (cli/modules.ts).
  const { watch } = await importModule<typeof import("chokidar")>("chokidar");
  const watcher = watch(
    [options.contentDir, join(options.root, "templates"), join(options.root, "client"), join(options.root, "cli")],
    {
      ignoreInitial: true,
      // Editors' swap and backup files are not content.
      ignored: (path: string) => /^\.|~$|\.swp$|\.tmp$/.test(basename(path)),
    },
  );
  await new Promise<void>((resolve) => watcher.once("ready", () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  watcher.on("all", (_event, path) => {
    editor.invalidate();
    const expected = written.get(path);
    if (expected !== undefined) {
      written.delete(path);
      if (hashOf(path) === expected) return;
    }
    // Editors save in several steps; one build after the burst, not one per step.
    clearTimeout(timer);
    timer = setTimeout(() => void schedule(), 80);
  });

  await schedule();

  return {
    url: `http://127.0.0.1:${port}/`,
    editorUrl: `http://127.0.0.1:${port}${editorPath}?token=${editor.token}`,
    ...(network ? { phoneUrl: `http://${network}:${port}${editorPath}?token=${editor.token}` } : {}),
    events,
    problems: () => problems,
    unsaved: () => editor.unsaved(),
    async close() {
      clearTimeout(timer);
      await watcher.close();
      phoneListener?.close();
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await running;
      await rm(work, { recursive: true, force: true });
    },
  };
}

/**
 * The reload script goes into pages only as they are served; built files never
 * contain it. The page also names the build it came from.
 */
export function withReloadScript(html: string, build: number, clock = false): string {
  // The clock first, not deferred: it is set before any of the page's own scripts asks for the time.
  const tags = `<meta name="${buildMetaName}" content="${build}">${clock ? `<script src="${clockScriptPath}"></script>` : ""}${snippet}`;
  return html.includes("</head>") ? html.replace("</head>", `${tags}</head>`) : `${html}${tags}`;
}

function reply(
  response: ServerResponse,
  request: IncomingMessage,
  status: number,
  type: string,
  body: string | Buffer,
): void {
  response.writeHead(status, {
    "content-type": type,
    "content-length": Buffer.byteLength(body),
    // A preview must never show a stale page after a rebuild.
    "cache-control": "no-store",
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/** Opens the preview in the default browser; a machine without one just keeps serving. */
export function openBrowser(url: string, env: NodeJS.ProcessEnv = process.env): void {
  // As create-react-app and Vite read it: BROWSER=none opens nothing (a test, a machine without a screen).
  if (env.BROWSER === "none") return;
  const command = process.platform === "darwin" ? "open" : process.platform === "win32" ? "explorer" : "xdg-open";
  try {
    const child = spawn(command, [url], { stdio: "ignore", detached: true });
    child.on("error", () => {});
    child.unref();
  } catch {}
}
