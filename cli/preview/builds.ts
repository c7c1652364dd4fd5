/**
 * The preview's builds: each in a fresh `node cli/bin.js build` process, into a new folder of the work
 * folder; the latest good one is served (and the one before it, for requests still reading it), and
 * changes that arrive during a build ask for exactly one more after it.
 */
import { spawn } from "node:child_process";
import type { EventEmitter } from "node:events";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { describeFailure, formatError, SiteError } from "../errors.js";
import { type ToolLanguage, toolLanguage } from "../language.js";
import { say, seconds } from "../output.js";
import type { LiveClients } from "./reload.js";

export interface BuildOutcome {
  ok: boolean;
  /** `file:line:col message` lines of a failed build, warnings of a good one. */
  lines: string[];
}

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

export interface PreviewBuildOptions {
  root: string;
  contentDir: string;
  /** The work folder the builds go into. */
  work: string;
  /** The moment the preview is shown as on ("Vorschau für den …"); undefined: now. */
  now: () => number | undefined;
  /** The pages open in a browser: told to reload, or shown the problems. */
  clients: LiveClients;
  /** Emits "build" with a BuildOutcome after every build. */
  events: EventEmitter;
  log: (line: string) => void;
  warn: (line: string) => void;
}

/** The preview's builds: `schedule` asks for one; the latest good build's folder and number, the latest's problems. */
export function previewBuilds(options: PreviewBuildOptions) {
  const { log, warn } = options;
  let generation = 0;
  let current: string | undefined;
  let previous: string | undefined;
  let buildId = 0;
  let problems: string[] = [];

  const rebuild = async () => {
    const started = performance.now();
    const outDir = join(options.work, `build-${++generation}`);
    const outcome = await buildOnce(options.root, options.contentDir, outDir, undefined, undefined, options.now());
    for (const line of outcome.lines) warn(line);
    if (outcome.ok) {
      // Keep the one before for requests still reading it; older builds go.
      if (previous) await rm(previous, { recursive: true, force: true });
      previous = current;
      current = outDir;
      problems = [];
      buildId = generation;
      log(say("PreviewBuilt", { seconds: seconds(performance.now() - started) }));
      options.clients.send("reload", { build: buildId });
    } else {
      await rm(outDir, { recursive: true, force: true });
      problems = outcome.lines;
      warn(say(current ? "PreviewKeepsLast" : "PreviewNothingYet", {}));
      options.clients.send("problems", { problems });
    }
    options.events.emit("build", outcome);
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

  return {
    schedule,
    /** The folder of the latest good build (undefined before the first) and its number. */
    latest: () => ({ dir: current, build: buildId }),
    /** The problems of the latest build; empty when it succeeded. */
    problems: () => problems,
    /** Settles once the builds running now are done. */
    settled: () => running,
  };
}

export type PreviewBuilds = ReturnType<typeof previewBuilds>;
