/**
 * Publishing from the editor: the same deploy as `site deploy` (cli/deploy/),
 * in two steps the owner sees. First the site is checked as `site check`
 * checks it and a dry run says what would change; then, once the owner
 * agrees, the deploy runs and uploads exactly that plan (a plan that differs
 * by then, because the site or the server changed, stops it before anything is
 * touched). Each step reports as it goes: a line of JSON per event, streamed
 * to the page (server.ts).
 *
 * The password, when the server asks for one, comes from the page and is kept
 * in this process's memory only, for the host and user it was given for; a
 * refused login forgets it.
 */
import { createHash } from "node:crypto";
import { homedir } from "node:os";
import { codeChanged } from "../code-changes.js";
import type { DeployOptions, DeployResult } from "../deploy/deploy.js";
import type { Plan } from "../deploy/plan.js";
import { deployReport } from "../deploy/report.js";
import { describeFailure, formatError, SiteError, SiteErrors } from "../errors.js";
import { type ToolLanguage, toolLanguage } from "../language.js";
import { render } from "../messages/index.js";
import { kilobytes } from "../output.js";

/** One thing that happened, as the page shows it. */
export type PublishEvent =
  | { type: "step"; text: string }
  | { type: "password"; message: string; hint?: string }
  /** A host met for the first time: its fingerprint to compare, asked before anything is sent and before any password. */
  | { type: "host"; message: string; hint?: string }
  | { type: "notice"; text: string }
  | { type: "progress"; files: number; totalFiles: number; bytes: number; totalBytes: number; text: string }
  /** Nothing was published: the site does not build, a check failed, or the deploy stopped. */
  | { type: "refused"; message: string; hint?: string; lines: string[] }
  /** What would change (a dry run), and its fingerprint, which the publish step is given back. */
  | { type: "plan"; lines: string[]; warnings: string[]; summary: string; plan: string }
  /** The plan differed from the one the owner saw by the time the deploy would have carried it out: nothing changed. */
  | { type: "changed"; message: string; hint?: string }
  | { type: "done"; lines: string[]; warnings: string[]; summary: string };

export interface PublisherOptions {
  root: string;
  contentDir: string;
  /** The output folder a deploy builds into first, as `site deploy` does. */
  outDir: string;
  /** The project: its .site-deploy/known_hosts. */
  project: string;
  /** The lines of the preview's last build when it failed; none when the site builds. */
  buildProblems: () => readonly string[];
  /** The terminal `site serve` runs in: the summary goes there too. */
  log: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  home?: string;
  /** Tests: options of the deploy that only a test needs (a self-signed certificate). */
  deploy?: Partial<DeployOptions>;
  /** Whether the tool's code changed since `site serve` started; cli/code-changes.ts by default. */
  codeChanged?: () => Promise<boolean>;
}

/** The plan the owner agreed to, as a short fingerprint: what goes up with which bytes, what is deleted, where. */
function fingerprint(plan: Plan, target: string): string {
  const what = [target, plan.upload.map((file) => [file.path, file.hash]), plan.remove];
  return createHash("sha256").update(JSON.stringify(what)).digest("hex").slice(0, 32);
}

/** The plan a deploy was about to carry out differed from the one the owner saw. */
class PlanChanged extends Error {
  constructor() {
    super("the plan changed since the owner saw it");
  }
}

const targetKey = (target: { protocol: string; user: string; host: string; port: number }) =>
  `${target.protocol}://${target.user}@${target.host}:${target.port}`;

/** A message of the catalogue as one line: its sentence, its hint after it in brackets. */
function text(name: Parameters<typeof render>[0], params: object, lang: ToolLanguage): string {
  const { message, hint } = render(name, params as never, lang);
  return hint ? `${message} (${hint})` : message;
}

/** A failure's lines as the page shows them. */
const linesOf = (options: PublisherOptions, failure: unknown, lang: ToolLanguage) =>
  describeFailure(failure, { lang, inForm: true }, options.env ?? process.env);

/**
 * The questions a deploy asks the page while it runs (a password, whether to trust a host met for
 * the first time), each waiting for the page's answer, and the passwords given in this run.
 */
function pageQuestions() {
  const passwords = new Map<string, string>();
  /** The page's answer to the password question asked now. */
  let waiting: ((password: string | undefined) => void) | undefined;
  /** The page's answer to the question whether to trust a host met for the first time. */
  let trusting: ((trusted: boolean) => void) | undefined;
  return {
    passwords,
    /** Asks the page for a password; undefined: the owner cancelled. */
    async password(ask: () => void): Promise<string | undefined> {
      const password = await new Promise<string | undefined>((resolve) => {
        waiting = resolve;
        ask();
      });
      waiting = undefined;
      return password;
    },
    /** Asks the page whether a host met for the first time is trusted. */
    async trusted(ask: () => void): Promise<boolean> {
      const trusted = await new Promise<boolean>((resolve) => {
        trusting = resolve;
        ask();
      });
      trusting = undefined;
      return trusted;
    },
    /** The page's answer to the password question; false when none is asked. */
    answer(password: string | undefined): boolean {
      if (!waiting) return false;
      waiting(password);
      return true;
    },
    /** The page's answer to the host question; false when none is asked. */
    trust(trusted: boolean): boolean {
      if (!trusting) return false;
      trusting(trusted);
      return true;
    },
    /** A step ended: a question still open is answered no. */
    close(): void {
      waiting?.(undefined);
      waiting = undefined;
      trusting?.(false);
      trusting = undefined;
    },
  };
}

type PageQuestions = ReturnType<typeof pageQuestions>;

/** The site as `site check` sees it: the lines of every problem, none when it may be published. */
async function checkBeforePublish(
  options: PublisherOptions,
  lang: ToolLanguage,
  emit: (event: PublishEvent) => void,
): Promise<boolean> {
  // The preview shows what the tool's code makes now; this process would publish what it made when it started.
  if (await (options.codeChanged ?? codeChanged)()) {
    emit({ type: "refused", ...render("EditorPublishCodeChanged", {}, lang), lines: [] });
    return false;
  }
  const broken = options.buildProblems();
  // The preview's lines are in the terminal's language; in another, the check below finds them again.
  if (broken.length > 0 && lang === toolLanguage()) {
    emit({ type: "refused", ...render("EditorPublishNotBuilding", {}, lang), lines: [...broken] });
    return false;
  }
  emit({ type: "step", text: text("EditorPublishChecking", {}, lang) });
  try {
    // Loaded when the owner publishes: the editor starts without the build and the checkers.
    const { check } = await import("../stages/check.js");
    const result = await check({ root: options.root, contentDir: options.contentDir });
    if (result.problems.length === 0) return true;
    const lines = result.problems.map((problem) => formatError(problem, { lang }));
    emit({
      type: "refused",
      ...render("EditorPublishCheckFailed", { problems: result.problems.length }, lang),
      lines,
    });
  } catch (failure) {
    if (!(failure instanceof SiteError || failure instanceof SiteErrors)) throw failure;
    emit({ type: "refused", ...render("EditorPublishNotBuilding", {}, lang), lines: linesOf(options, failure, lang) });
  }
  return false;
}

/** A deploy as `site deploy` runs it, its password asked of the page and its progress sent there. */
async function deployFromPage(
  options: PublisherOptions,
  questions: PageQuestions,
  lang: ToolLanguage,
  emit: (event: PublishEvent) => void,
  extra: Partial<DeployOptions>,
): Promise<DeployResult> {
  const { deploy } = await import("../deploy/deploy.js");
  const { passwords } = questions;
  let asked: string | undefined;
  let lastProgress = 0;
  try {
    return await deploy({
      root: options.root,
      contentDir: options.contentDir,
      outDir: options.outDir,
      project: options.project,
      env: options.env,
      home: options.home ?? homedir(),
      prompt: async (_question, target) => {
        const key = targetKey(target);
        const known = passwords.get(key);
        if (known !== undefined) {
          asked = key;
          return known;
        }
        const question = render("EditorPasswordNeeded", { user: target.user, host: target.host }, lang);
        const password = await questions.password(() => emit({ type: "password", ...question }));
        if (password !== undefined) {
          passwords.set(key, password);
          asked = key;
        }
        return password;
      },
      trustHost: (key) => questions.trusted(() => emit({ type: "host", ...render("DeployHostKeyNew", key, lang) })),
      notify: (notice) => emit({ type: "notice", text: formatError(notice, { lang }) }),
      onProgress: (progress) => {
        // A line per file, and a few a second while a large one goes up.
        const now = performance.now();
        if (progress.bytes < progress.totalBytes && now - lastProgress < 100) return;
        lastProgress = now;
        const words = {
          files: progress.files,
          totalFiles: progress.totalFiles,
          size: kilobytes(progress.bytes, lang),
          totalSize: kilobytes(progress.totalBytes, lang),
        };
        emit({ type: "progress", ...progress, text: text("DeployProgress", words, lang) });
      },
      ...options.deploy,
      ...extra,
    });
  } catch (failure) {
    // A password the server refused is not kept for the next try.
    if (asked && failure instanceof SiteError && failure.code === "DeployLoginFailed") passwords.delete(asked);
    throw failure;
  }
}

export function createPublisher(options: PublisherOptions) {
  const questions = pageQuestions();
  let running = false;

  /** Runs one step at a time: a second publish while one runs is refused. */
  const exclusive = async (lang: ToolLanguage, emit: (event: PublishEvent) => void, step: () => Promise<void>) => {
    if (running) {
      emit({ type: "refused", ...render("EditorPublishBusy", {}, lang), lines: [] });
      return;
    }
    running = true;
    try {
      await step();
    } catch (failure) {
      // No host named yet: the owner is sent to the form's fields for it, not to a YAML section.
      if (failure instanceof SiteError && failure.code === "DeployNotConfigured") {
        emit({ type: "refused", ...render("EditorPublishNoHost", {}, lang), lines: [] });
        return;
      }
      emit({ type: "refused", ...render("EditorPublishStopped", {}, lang), lines: linesOf(options, failure, lang) });
    } finally {
      running = false;
      questions.close();
    }
  };

  return {
    /** Checks the site, then says what a deploy would change. */
    plan(lang: ToolLanguage, emit: (event: PublishEvent) => void): Promise<void> {
      return exclusive(lang, emit, async () => {
        // No host named: said at once, before the site is checked.
        await (await import("../deploy/deploy.js")).requireDeploySettings(options.contentDir, options.project);
        if (!(await checkBeforePublish(options, lang, emit))) return;
        emit({ type: "step", text: text("EditorPublishReading", {}, lang) });
        const done = await deployFromPage(options, questions, lang, emit, { dryRun: true });
        const plan = fingerprint(done.result.plan, done.target);
        emit({ type: "plan", ...reportOf(done, true, lang), plan });
      });
    },

    /** Checks the site again and publishes it, if the deploy would do what the owner saw (`seen`). */
    publish(lang: ToolLanguage, seen: string, emit: (event: PublishEvent) => void): Promise<void> {
      return exclusive(lang, emit, async () => {
        await (await import("../deploy/deploy.js")).requireDeploySettings(options.contentDir, options.project);
        if (!(await checkBeforePublish(options, lang, emit))) return;
        emit({ type: "step", text: text("EditorPublishUploading", {}, lang) });
        try {
          const done = await deployFromPage(options, questions, lang, emit, {
            // The owner saw the build's warnings with the plan and chose "Publish now": that is the answer.
            confirm: async () => true,
            approve: (plan, target) => {
              if (fingerprint(plan, target) !== seen) throw new PlanChanged();
            },
          });
          const report = reportOf(done, false, lang);
          options.log(report.summary);
          emit({ type: "done", ...report });
        } catch (failure) {
          if (!(failure instanceof PlanChanged)) throw failure;
          emit({ type: "changed", ...render("EditorPublishPlanChanged", {}, lang) });
        }
      });
    },

    /** The page's answer to the password question; undefined: the owner cancelled. */
    answer: (password: string | undefined): boolean => questions.answer(password),

    /** The page's answer to whether a host met for the first time is trusted. */
    trust: (trusted: boolean): boolean => questions.trust(trusted),
  };
}

/** The lines site deploy prints, as the page shows them: notices, each file, and the summary last. */
function reportOf(done: DeployResult, dryRun: boolean, lang: ToolLanguage) {
  const lines = deployReport(done, dryRun, lang);
  const out = lines.filter((line) => line.stream === "out").map((line) => line.text);
  return {
    warnings: lines.filter((line) => line.stream === "err").map((line) => line.text),
    lines: out.slice(0, -1),
    summary: out[out.length - 1] ?? "",
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
