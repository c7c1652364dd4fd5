/**
 * `site serve`: a preview that behaves like the production host (directory
 * index, the build's routing table: redirects, trailing slashes, each
 * language's 404 page with status 404), rebuilds when
 * content/, templates/, client/ or cli/ change and reloads the open tab over
 * server-sent events. Builds go to a temporary folder, never to dist/, and the
 * reload script is added to HTML responses only here, never to built files.
 * Its parts are in cli/preview/: the builds, the requests it answers, the
 * reload script and channel, its work folder; the editor behind it in cli/editor/.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { EventEmitter } from "node:events";
import { readFileSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { basename, join } from "node:path";
import { editorPath } from "./editor/page.js";
import { listenAlso, networkAddress } from "./editor/phone.js";
import type { PublisherOptions } from "./editor/publish.js";
import { type EditorServer, editorServer } from "./editor/server.js";
import { formatError, SiteError } from "./errors.js";
import { type ToolLanguage, toolLanguage } from "./language.js";
import { importModule } from "./module-import.js";
import { err, out, say } from "./output.js";
import { buildOnce, type PreviewBuilds, previewBuilds } from "./preview/builds.js";
import { liveClients } from "./preview/reload.js";
import { answerRequest, type PreviewServer } from "./preview/requests.js";
import { makeWorkFolder, removeStaleWork } from "./preview/work-folder.js";
import { machineEnvironment } from "./shared/time.js";
import { recoverOutput } from "./stages/9-write/write.js";

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
  /** A new key for the editor, not the one a run within the last day used (--new-key). */
  newKey?: boolean;
  /** The folder whose cache keeps the editor's key: the tool's own, or a test's. */
  keyRoot?: string;
  /** Terminal output; defaults to the console. */
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

export interface Preview {
  url: string;
  /** The editor's address, with its key. */
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
  const work = makeWorkFolder();
  const clients = liveClients();
  /** The moment the preview is shown as on ("Vorschau für den …"); now when unset. */
  let previewAt: number | undefined;
  /** The language of who chose it: the pages' note about it speaks hers. */
  let previewLang: ToolLanguage = toolLanguage();
  const builds = previewBuilds({
    root: options.root,
    contentDir: options.contentDir,
    work,
    now: () => previewAt,
    clients,
    events,
    log,
    warn,
  });
  const written = writtenFiles();
  let port = options.port;
  const editor = editorServer({
    newKey: options.newKey,
    keyRoot: options.keyRoot,
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
        return builds.schedule();
      },
    },
    refresh: (paths) => {
      written.add(paths);
      return builds.schedule();
    },
    publish: {
      // A deploy builds the site into the project's output folder first, as `site deploy` does.
      outDir: options.outDir ?? join(options.project ?? process.cwd(), "dist"),
      project: options.project ?? process.cwd(),
      buildProblems: () => builds.problems(),
      log,
      ...options.publish,
    },
  });
  const preview: PreviewServer = {
    editor,
    builds,
    clients,
    port: () => port,
    network,
    previewAt: () => previewAt,
    previewLang: () => previewLang,
  };
  const server = createServer((request, response) => {
    answerRequest(preview, request, response).catch((failure) => {
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
  port = await listen(server, options.port, work);
  const phoneListener = network
    ? await listenAlso(server, port, network).catch((failure: NodeJS.ErrnoException) => {
        server.close();
        rmSync(work, { recursive: true, force: true });
        throw SiteError.of("PhoneAddressUnusable", { address: network, reason: failure.code ?? failure.message });
      })
    : undefined;
  const watcher = await watchSources(options, editor, builds, written);
  await builds.schedule();

  return {
    url: `http://127.0.0.1:${port}/`,
    editorUrl: `http://127.0.0.1:${port}${editorPath}?token=${editor.token}`,
    ...(network ? { phoneUrl: `http://${network}:${port}${editorPath}?token=${editor.token}` } : {}),
    events,
    problems: () => builds.problems(),
    unsaved: () => editor.unsaved(),
    async close() {
      await watcher.close();
      phoneListener?.close();
      clients.end();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await builds.settled();
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** Listens on 127.0.0.1 at `port` (0: a free one); the port it got. A port taken is said so, and the work folder goes. */
async function listen(server: Server, port: number, work: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", (failure: NodeJS.ErrnoException) => {
      rmSync(work, { recursive: true, force: true });
      reject(failure.code === "EADDRINUSE" ? SiteError.of("PortInUse", { port }) : failure);
    });
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address();
  return typeof address === "object" && address ? address.port : port;
}

/** Files the editor just wrote: their change is built by the save itself, not again by the watcher. */
function writtenFiles() {
  const written = new Map<string, string>();
  const hashOf = (path: string) => {
    try {
      return createHash("sha256").update(readFileSync(path)).digest("hex");
    } catch {
      return undefined;
    }
  };
  return {
    /** The files a save or an undo wrote, as they are now. */
    add(paths: string[]): void {
      for (const path of paths) {
        const hash = hashOf(path);
        if (hash) written.set(path, hash);
      }
    },
    /** Whether a change the watcher saw is the editor's own write, still as it wrote it (said once a file). */
    isOwn(path: string): boolean {
      const expected = written.get(path);
      if (expected === undefined) return false;
      written.delete(path);
      return hashOf(path) === expected;
    },
  };
}

/**
 * Watches content/, templates/, client/ and cli/: a change the editor did not write itself builds
 * the preview again, once after a burst of them; any change bundles the editor's script again.
 */
async function watchSources(
  options: ServeOptions,
  editor: EditorServer,
  builds: PreviewBuilds,
  written: ReturnType<typeof writtenFiles>,
): Promise<{ close(): Promise<void> }> {
  // An ES module only: loaded as such (cli/module-import.ts).
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
    if (written.isOwn(path)) return;
    // Editors save in several steps; one build after the burst, not one per step.
    clearTimeout(timer);
    timer = setTimeout(() => void builds.schedule(), 80);
  });
  return {
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}

/** Opens the preview in the default browser; a machine without one just keeps serving. */
export function openBrowser(url: string, env: NodeJS.ProcessEnv = process.env): void {
  // As create-react-app and Vite read it: BROWSER=none opens nothing (a test, a machine without a screen).
  if (env.BROWSER === "none") return;
  const command = process.platform === "darwin" ? "open" : process.platform === "win32" ? "explorer" : "xdg-open";
  try {
    // With the machine's own clock: the tool's is Berlin's (shared/time.ts), the owner's browser keeps hers.
    const child = spawn(command, [url], { stdio: "ignore", detached: true, env: machineEnvironment(env) });
    child.on("error", () => {});
    child.unref();
  } catch {}
}
