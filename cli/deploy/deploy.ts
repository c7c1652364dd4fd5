/**
 * `site deploy` from end to end: build (the files go up from memory, exactly
 * what dist/ now holds), read where to from content/site.yaml, connect, and
 * publish (publish.ts). The server's failures become the owner's messages here.
 */
import { homedir } from "node:os";
import { join, relative } from "node:path";
import { build, generateSite } from "../build.js";
import type { Content } from "../content/load.js";
import { SiteError } from "../errors.js";
import { toolLanguage } from "../language.js";
import { credentials } from "./credentials.js";
import { projectKnownHosts, readKnownHosts, storeHostKey } from "./hostkeys.js";
import { deployFiles, type Plan } from "./plan.js";
import { LockBusy, type Progress, type PublishResult, publish } from "./publish.js";
import { type Remote, RemoteError } from "./remote.js";
import type { Target } from "./sftp.js";

export interface DeployOptions {
  /** The tool's own folder. */
  root: string;
  contentDir: string;
  outDir: string;
  /** Where the command runs: the project, which keeps .site-deploy/known_hosts. */
  project: string;
  dryRun?: boolean;
  insecure?: boolean;
  env?: NodeJS.ProcessEnv;
  home?: string;
  /** Reads a password without echo; undefined where nobody can type. `target`: whose password it is. */
  prompt?: (question: string, target: Target & { protocol: string }) => Promise<string | undefined>;
  /** Lines for the owner while the deploy runs (first contact with a host, a warning). */
  notify?: (notice: SiteError) => void;
  onProgress?: (progress: Progress) => void;
  /** Sees the plan, and where it goes ("user@host:folder"), before anything on the server changes; throwing stops the deploy there. */
  approve?: (plan: Plan, target: string) => void | Promise<void>;
  /** Tests: a self-signed FTPS server's certificate, a server without posix-rename, a stopped process, a wrapped connection. */
  tls?: import("node:tls").ConnectionOptions;
  posixRename?: boolean;
  isAlive?: (pid: number) => boolean;
  wrap?: (remote: Remote) => Remote;
}

export interface DeployResult {
  content: Content;
  warnings: SiteError[];
  /** "user@host:folder". */
  target: string;
  result: PublishResult;
  milliseconds: number;
}

const defaultPorts = { sftp: 22, ftps: 21, ftp: 21 } as const;

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
    posixRename: options.posixRename,
  });
  if (connection.firstKey) {
    options.notify?.(
      SiteError.of("DeployHostKeyTrusted", {
        host: target.host,
        fingerprint: connection.firstKey.fingerprint,
        file: relative(options.project, connection.firstKey.file) || projectKnownHosts,
      }),
    );
  }
  return connection.remote;
}

export async function deploy(options: DeployOptions): Promise<DeployResult> {
  const started = performance.now();
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
  try {
    const result = await publish(remote, files, {
      folder: settings.folder,
      dryRun: options.dryRun,
      isAlive: options.isAlive,
      onProgress: options.onProgress,
      approve: approve && ((plan) => approve(plan, shown)),
    });
    return {
      content: built.content,
      warnings: built.warnings,
      target: shown,
      result,
      milliseconds: performance.now() - started,
    };
  } catch (failure) {
    throw explain(failure, target, settings.folder);
  } finally {
    await connected.close().catch(() => {});
  }
}
