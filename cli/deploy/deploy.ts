/**
 * `site deploy` from end to end: build (the files go up from memory, exactly
 * what dist/ now holds), pass the same gate as `site check` (nothing goes up
 * while a check fails, nor while a warning that changes what visitors read is
 * unconfirmed), read where to from content/site.yaml, connect, and publish
 * (publish.ts). The server's failures become the owner's messages here.
 *
 * Callable from code (the editor of `site serve` uses it): `deploy(options)`
 * with `dryRun` for what would change, `onProgress` while files go up,
 * `prompt` for a password only when the server asks for one, and `confirm`
 * for the warnings; `deployReport` (cli/commands/deploy.ts) turns the result
 * into the lines the command prints.
 */
import { lstatSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, relative } from "node:path";
import { parseDocument } from "yaml";
import { SiteError, SiteErrors } from "../errors.js";
import { makeFolders } from "../file-writes.js";
import { toolLanguage } from "../language.js";
import type { MessageName } from "../messages/index.js";
import type { Content } from "../stages/1-load/load.js";
import { yamlSchema } from "../stages/1-load/yaml.js";
import { build, generateSite } from "../stages/build.js";
import { checkBuilt } from "../stages/check.js";
import { credentials } from "./credentials.js";
import { projectKnownHosts, readKnownHosts, storeHostKey } from "./hostkeys.js";
import { LockBusy } from "./lock.js";
import { type Conflict, deployFiles, type Plan } from "./plan.js";
import { type Progress, type PublishResult, publish } from "./publish.js";
import { DeployConflicts } from "./put.js";
import { type Remote, RemoteError, type Target } from "./remote.js";

export interface DeployOptions {
  /** The tool's own folder. */
  root: string;
  contentDir: string;
  outDir: string;
  /** Where the command runs: the project, which keeps .site-deploy/ (known_hosts, copies of replaced files). */
  project: string;
  dryRun?: boolean;
  insecure?: boolean;
  /** Publish although a warning changes what visitors read, without asking (--yes). */
  yes?: boolean;
  /** Replace a link on the server where the site needs a file or folder: the link only, never what it points to. */
  replaceLinks?: boolean;
  env?: NodeJS.ProcessEnv;
  home?: string;
  /** Reads a password without echo; undefined where nobody can type. `target`: whose password it is. */
  prompt?: (question: string, target: Target & { protocol: string }) => Promise<string | undefined>;
  /**
   * Asks whether to trust a host met for the first time, its fingerprint shown, before anything is
   * sent and before any password is asked; undefined where nobody can answer (trusted on first use).
   */
  trustHost?: (key: { host: string; fingerprint: string; type: string; file: string }) => Promise<boolean | undefined>;
  /** Asks whether to publish despite these warnings (already shown through `notify`); undefined or false: not published. */
  confirm?: (warnings: readonly SiteError[]) => Promise<boolean | undefined>;
  /** Lines for the owner while the deploy runs (the build's warnings, first contact with a host, plain FTP). */
  notify?: (notice: SiteError) => void;
  onProgress?: (progress: Progress) => void;
  /** Sees the plan, and where it goes ("user@host:folder"), before anything on the server changes; throwing stops the deploy there. */
  approve?: (plan: Plan, target: string) => void | Promise<void>;
  /** Tests: a self-signed FTPS server's certificate, a server without posix-rename or hardlink, a stopped process, a wrapped connection. */
  tls?: import("node:tls").ConnectionOptions;
  posixRename?: boolean;
  hardlink?: boolean;
  isAlive?: (pid: number) => boolean;
  wrap?: (remote: Remote) => Remote;
}

export interface DeployResult {
  content: Content;
  /** The build's warnings, each already passed to `notify` before anything went up. */
  warnings: SiteError[];
  /** "user@host:folder". */
  target: string;
  result: PublishResult;
  /** Where copies of the files the deploy replaced without having written them are kept (relative to the project). */
  copies?: string;
  milliseconds: number;
}

const defaultPorts = { sftp: 22, ftps: 21, ftp: 21 } as const;

/** Warnings about text visitors will read otherwise than the owner wrote it: a deploy stops on them until confirmed. */
export const visitorWarnings: ReadonlySet<MessageName> = new Set<MessageName>(["TextCutByComment", "BuffetOver"]);

const conflictMessages: Record<Conflict["what"], MessageName> = {
  link: "DeployLinkRefused",
  "file-in-the-way": "DeployFileInTheWay",
  "folder-in-the-way": "DeployFolderInTheWay",
  "too-large": "DeployTooLargeToKeep",
  "kept-folder": "DeployKeptFolderInvalid",
};

/** A remote failure in the owner's words. */
export function explain(failure: unknown, target: Target, folder: string): unknown {
  if (failure instanceof LockBusy) {
    const { host, pid, since } = failure.holder;
    return SiteError.of("DeployBusy", {
      folder,
      holder: [host, pid ? `pid ${pid}` : undefined].filter(Boolean).join(", ") || "?",
      since: since ?? "?",
    });
  }
  if (failure instanceof DeployConflicts) {
    return new SiteErrors(
      failure.conflicts.map((conflict) =>
        SiteError.of(conflictMessages[conflict.what] as "DeployLinkRefused", {
          path: conflict.path,
          host: target.host,
        }),
      ),
    );
  }
  if (!(failure instanceof RemoteError)) return failure;
  const host = target.host;
  const options = { cause: failure };
  switch (failure.problem) {
    case "lost":
      return SiteError.of("DeployConnectionLost", { host }, options);
    case "full":
      return SiteError.of("DeployDiskFull", { host, path: failure.path }, options);
    case "denied":
      return SiteError.of("DeployFolderNotWritable", { host, path: failure.path }, options);
    case "missing":
      if (failure.path === folder) return SiteError.of("DeployFolderMissing", { host, folder }, options);
      break;
  }
  const detail = (failure.cause as Error | undefined)?.message?.split("\n")[0] ?? failure.problem;
  return SiteError.of("DeployRemoteFailed", { host, path: failure.path, detail }, options);
}

async function connect(target: Target, protocol: "sftp" | "ftps" | "ftp", options: DeployOptions) {
  const env = options.env ?? process.env;
  const home = options.home ?? homedir();
  const question = SiteError.of("DeployPasswordPrompt", { user: target.user, host: target.host });
  const { prompt } = options;
  const ask = prompt && ((text: string) => prompt(text, { ...target, protocol }));
  const sources = { env, home, prompt: ask, question: question.texts(toolLanguage(env)).message };
  // Key files and the agent are SSH's; FTP knows only the password.
  // ssh2 is CommonJS: Node names only some of its exports, and `utils` is not among them.
  const ssh2 = protocol === "sftp" ? (await import("ssh2")).default : undefined;
  const secrets = credentials(sources, ssh2?.utils.parseKey);
  if (protocol !== "sftp") {
    const { connectFtp } = await import("./ftp.js");
    return connectFtp(target, { credentials: secrets, secure: protocol === "ftps", tls: options.tls });
  }
  const { connectSftp } = await import("./sftp.js");
  const connection = await connectSftp(target, {
    credentials: secrets,
    knownHosts: readKnownHosts(home, options.project),
    trust: (key) => storeHostKey(options.project, target.host, target.port, key),
    // In CI nobody reads a fingerprint: only a key already listed is trusted there.
    trustOnFirstUse: env.GITHUB_ACTIONS !== "true",
    confirmKey:
      options.trustHost &&
      ((key) =>
        options.trustHost?.({ ...key, host: target.host, file: projectKnownHosts }) ?? Promise.resolve(undefined)),
    posixRename: options.posixRename,
    hardlink: options.hardlink,
  });
  // A key the owner confirmed was shown to her before; one trusted unasked is shown now.
  if (connection.firstKey && !connection.firstKey.confirmed) {
    options.notify?.(
      SiteError.of("DeployHostKeyTrusted", {
        host: target.host,
        fingerprint: connection.firstKey.fingerprint,
        type: connection.firstKey.type,
        file: relative(options.project, connection.firstKey.file) || projectKnownHosts,
      }),
    );
  }
  return connection.remote;
}

/**
 * Where copies of replaced files go: a new folder under the project's .site-deploy/replaced/,
 * made on the first copy. Never written through a link: every folder on the way is checked or new.
 */
export function copiesFolder(project: string, now: Date) {
  const base = join(project, ".site-deploy");
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let folder = join(base, "replaced", stamp);
  let made = false;
  const realFolder = (path: string) => {
    const info = lstatSync(path, { throwIfNoEntry: false });
    if (!info) mkdirSync(path);
    else if (!info.isDirectory()) throw SiteError.of("DeployCopiesFolderInvalid", { folder: relative(project, path) });
  };
  return {
    get shown() {
      return relative(project, folder);
    },
    keep(path: string, contents: Buffer) {
      if (!made) {
        realFolder(base);
        realFolder(join(base, "replaced"));
        // A new folder of its own for each deploy: nothing in it can be a link someone left.
        for (let attempt = 2; ; attempt++) {
          try {
            mkdirSync(folder);
            break;
          } catch (failure) {
            if ((failure as NodeJS.ErrnoException).code !== "EEXIST") throw failure;
            folder = join(base, "replaced", `${stamp}-${attempt}`);
          }
        }
        made = true;
      }
      const file = join(folder, ...path.split("/"));
      makeFolders(dirname(file));
      // A file changed again on the server during the deploy: its second copy goes beside the first.
      for (let copy = 1; ; copy++) {
        try {
          writeFileSync(copy === 1 ? file : `${file}.${copy}`, contents, { flag: "wx" });
          return copy === 1 ? path : `${path}.${copy}`;
        } catch (failure) {
          if ((failure as NodeJS.ErrnoException).code !== "EEXIST") throw failure;
        }
      }
    },
    get used() {
      return made;
    },
  };
}

/**
 * The gate before anything is uploaded: every check `site check` runs, then the warnings that
 * change what visitors read, confirmed by the owner or by --yes.
 */
async function gate(options: DeployOptions, built: Parameters<typeof checkBuilt>[1] & { warnings: SiteError[] }) {
  const { problems } = await checkBuilt(options.root, built);
  for (const warning of built.warnings) options.notify?.(warning);
  if (problems.length > 0) {
    throw new SiteErrors([...problems, SiteError.of("DeployCheckFailed", { problems: problems.length })]);
  }
  const stopping = built.warnings.filter((warning) => visitorWarnings.has(warning.code));
  if (stopping.length === 0 || options.yes || options.dryRun) return;
  if (!(await options.confirm?.(stopping))) {
    throw SiteError.of("DeployWarningsNotConfirmed", { warnings: stopping.length });
  }
}

/**
 * Whether site.yaml has a deploy: section, read before anything is built or checked: the owner
 * without one hears so at once. A file that cannot be read is left to the build to name.
 */
export async function deployConfigured(contentDir: string): Promise<boolean> {
  let text: string;
  try {
    text = readFileSync(join(contentDir, "site.yaml"), "utf8");
  } catch {
    return true;
  }
  const doc = parseDocument(text, yamlSchema);
  return doc.errors.length > 0 || doc.has("deploy");
}

/** Says at once that site.yaml names no host, before the build and its checks. */
export async function requireDeploySettings(contentDir: string, project: string): Promise<void> {
  if (!(await deployConfigured(contentDir))) {
    throw SiteError.of("DeployNotConfigured", { file: relative(project, join(contentDir, "site.yaml")) });
  }
}

export async function deploy(options: DeployOptions): Promise<DeployResult> {
  const started = performance.now();
  await requireDeploySettings(options.contentDir, options.project);
  // A dry run changes nothing, dist/ included; a deploy publishes exactly what the build writes there.
  const built = options.dryRun
    ? await generateSite({ root: options.root, contentDir: options.contentDir })
    : await build({
        root: options.root,
        contentDir: options.contentDir,
        outDir: options.outDir,
        protect: { project: [options.project, options.root] },
      });
  const settings = built.content.site.deploy;
  if (!settings) {
    throw SiteError.of("DeployNotConfigured", {
      file: relative(options.project, join(options.contentDir, "site.yaml")),
    });
  }
  await gate(options, built);
  const target: Target = {
    host: settings.host,
    port: settings.port ?? defaultPorts[settings.protocol],
    user: settings.user,
  };
  if (settings.protocol === "ftp") {
    if (!options.insecure) throw SiteError.of("DeployInsecureRefused", { host: target.host });
    options.notify?.(SiteError.of("DeployInsecureWarning", { host: target.host }));
  }
  const files = deployFiles(built.files);
  const shown = `${target.user}@${target.host}:${settings.folder}`;
  const { approve } = options;
  const connected = await connect(target, settings.protocol, options);
  const remote = options.wrap ? options.wrap(connected) : connected;
  const copies = copiesFolder(options.project, new Date());
  try {
    const result = await publish(remote, files, {
      folder: settings.folder,
      dryRun: options.dryRun,
      isAlive: options.isAlive,
      onProgress: options.onProgress,
      replaceLinks: options.replaceLinks,
      keepCopy: (path, contents) => copies.keep(path, contents),
      approve: approve && ((plan) => approve(plan, shown)),
    });
    return {
      content: built.content,
      warnings: built.warnings,
      target: shown,
      result,
      ...(copies.used ? { copies: copies.shown } : {}),
      milliseconds: performance.now() - started,
    };
  } catch (failure) {
    throw explain(failure, target, settings.folder);
  } finally {
    await connected.close().catch(() => {});
  }
}
