/**
 * The server over FTP with explicit TLS (FTPS, basic-ftp), or plain FTP when
 * the owner asked for it with --insecure. The certificate is checked like a
 * browser checks one (a self-signed one needs NODE_EXTRA_CA_CERTS). FTP's
 * replies are vaguer than SFTP's: a 550 can mean "not there" or "not
 * allowed", so the target is looked at to tell.
 */
import { PassThrough, Readable } from "node:stream";
import type { ConnectionOptions } from "node:tls";
import type { Client, FTPError } from "basic-ftp";
import { SiteError } from "../errors.js";
import type { Credentials } from "./credentials.js";
import { type Remote, type RemoteEntry, RemoteError, type RemoteProblem, type Target } from "./remote.js";

export interface FtpOptions {
  credentials: Credentials;
  /** false: plain FTP (--insecure). */
  secure: boolean;
  /** Tests: the certificate authority of a self-signed server. */
  tls?: ConnectionOptions;
  /** Tests: act as on a server without MLST and MLSD (vsftpd), which only lists folders with LIST. */
  listOnly?: boolean;
  timeoutMs?: number;
}

const lostCodes = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED", "ERR_STREAM_DESTROYED"]);
const replyCode = (failure: unknown) => (failure as FTPError).code as unknown;

export async function connectFtp(target: Target, options: FtpOptions): Promise<Remote> {
  const { Client } = await import("basic-ftp");
  const client = new Client(options.timeoutMs ?? 30_000);
  const password = await options.credentials.password();
  const unreachable = (failure: unknown) =>
    SiteError.of(
      "DeployHostUnreachable",
      {
        host: target.host,
        port: target.port,
        reason: String((failure as { code?: unknown }).code ?? (failure as Error).message),
      },
      { cause: failure },
    );
  try {
    await client.connect(target.host, target.port);
  } catch (failure) {
    client.close();
    throw unreachable(failure);
  }
  try {
    if (options.secure) {
      try {
        // biome-ignore lint/correctness/useHookAtTopLevel: basic-ftp's method, not a React hook.
        await client.useTLS({ host: target.host, ...options.tls });
      } catch (failure) {
        const code = String((failure as { code?: unknown }).code ?? "");
        if (typeof replyCode(failure) === "number") throw SiteError.of("DeployNoTls", { host: target.host });
        if (/CERT|SIGNED|ALTNAME|ISSUER/.test(code)) {
          throw SiteError.of("DeployCertificateRefused", { host: target.host, reason: code }, { cause: failure });
        }
        throw unreachable(failure);
      }
    }
    if (password === undefined) {
      throw SiteError.of("DeployLoginFailed", { user: target.user, host: target.host, passwordTried: false });
    }
    try {
      await client.login(target.user, password);
    } catch (failure) {
      if (replyCode(failure) === 530) {
        throw SiteError.of("DeployLoginFailed", { user: target.user, host: target.host, passwordTried: true });
      }
      throw unreachable(failure);
    }
    // biome-ignore lint/correctness/useHookAtTopLevel: basic-ftp's method, not a React hook.
    await client.useDefaultSettings();
  } catch (failure) {
    client.close();
    throw failure;
  }
  if (options.listOnly) client.availableListCommands = ["LIST -a", "LIST"];
  return ftpRemote(client, !options.listOnly && (await client.features()).has("MLST"));
}

const parentOf = (path: string) => path.replace(/\/?[^/]*$/, "") || (path.startsWith("/") ? "/" : ".");

/** MLST/MLSD's "modify" fact (UTC, "YYYYMMDDHHMMSS[.sss]") as basic-ftp's listing reports it. */
const timeOf = (modify: string | undefined) => {
  const parts = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(?:\.(\d{1,3}))?$/.exec(modify ?? "");
  if (!parts) return undefined;
  const [, y, mo, d, h, mi, sec, ms = "0"] = parts;
  return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +sec, +ms.padEnd(3, "0"))).toISOString();
};

/** What an MLST reply says is at a path. */
function mlstEntry(message: string, name: string): RemoteEntry {
  const facts = Object.fromEntries(
    (/^\s*(\S*;)\s/m.exec(message.split("\n").slice(1).join("\n"))?.[1] ?? "")
      .split(";")
      .filter(Boolean)
      .map((fact) => {
        const at = fact.indexOf("=");
        return [fact.slice(0, at).toLowerCase(), fact.slice(at + 1)];
      }),
  );
  const type = (facts.type ?? "").toLowerCase();
  // "OS.unix=slink:<target>" (pure-ftpd, ProFTPD) or "OS.unix=symlink": a link, never followed.
  if (/^os\.unix=s(?:ym)?link/.test(type)) return { name, kind: "link" };
  // cdir and pdir: the folder itself or its parent, as some servers call "/" and ".".
  if (type === "dir" || type === "cdir" || type === "pdir") return { name, kind: "folder" };
  if (type !== "file") return { name, kind: "other" };
  return { name, kind: "file", size: Number(facts.size ?? Number.NaN), time: timeOf(facts.modify) };
}

/** A failure of an FTP command in the terms the deploy decides on. */
function ftpFailures(client: Client) {
  const problemOf = (failure: unknown): RemoteProblem => {
    const code = replyCode(failure);
    if (client.closed || (typeof code === "string" && lostCodes.has(code))) return "lost";
    if (/closed|FIN packet|Timeout/i.test((failure as Error).message ?? "")) return "lost";
    if (code === 452 || code === 552) return "full";
    if (code === 530 || code === 553) return "denied";
    return "failed";
  };
  const fail = (failure: unknown, path: string, problem = problemOf(failure)) =>
    new RemoteError(problem, path, (failure as Error).message ?? String(failure), failure);
  return { problemOf, fail };
}

/** What is at a path, and what a folder holds: by MLST and MLSD where the server has them, else by LIST. */
function ftpLookups(client: Client, hasMlst: boolean, { problemOf, fail }: ReturnType<typeof ftpFailures>) {
  async function stat(path: string): Promise<RemoteEntry | undefined> {
    const name = path.replace(/^.*\//, "");
    try {
      if (hasMlst) return mlstEntry((await client.send(`MLST ${path}`)).message, name);
      // Without MLST the parent's listing says what a path is, a link included (LIST's "l").
      if (name !== "" && name !== "." && name !== "..") {
        const entry = (await list(parentOf(path))).find((candidate) => candidate.name === name);
        return entry && { ...entry, name };
      }
    } catch (failure) {
      if (problemOf(failure) !== "failed") throw fail(failure, path);
    }
    if (hasMlst) return undefined;
    // Without MLST a folder is told by changing into it and back.
    const here = await client.pwd();
    try {
      await client.cd(path);
      await client.cd(here);
      return { name, kind: "folder" };
    } catch (failure) {
      if (problemOf(failure) !== "failed") throw fail(failure, path);
      return undefined;
    }
  }

  async function list(path: string): Promise<RemoteEntry[]> {
    try {
      // MLSD names a link "OS.unix=slink", LIST a line starting with "l" (basic-ftp: SymbolicLink);
      // a plain LIST's times are too coarse to compare.
      return (await client.list(path)).map((info): RemoteEntry => {
        if (info.isSymbolicLink) return { name: info.name, kind: "link" };
        if (info.isDirectory) return { name: info.name, kind: "folder" };
        if (!info.isFile) return { name: info.name, kind: "other" };
        return {
          name: info.name,
          kind: "file",
          size: info.size,
          time: hasMlst ? info.rawModifiedAt || undefined : undefined,
        };
      });
    } catch (failure) {
      throw fail(failure, path);
    }
  }

  return { stat, list, kind: async (path: string) => (await stat(path))?.kind };
}

function ftpRemote(client: Client, hasMlst: boolean): Remote {
  const failures = ftpFailures(client);
  const { problemOf, fail } = failures;
  const { stat, list, kind } = ftpLookups(client, hasMlst, failures);

  /** A 550 means "not there" or "not allowed": what is (or is not) at the path tells. */
  const sorted = async (failure: unknown, path: string, expectAt: string, exists: RemoteProblem) => {
    const problem = problemOf(failure);
    if (problem !== "failed") return fail(failure, path, problem);
    if (await kind(expectAt)) return fail(failure, path, exists);
    return fail(failure, path, (await kind(parentOf(expectAt))) ? "denied" : "missing");
  };

  return {
    stat,
    async read(path) {
      const chunks: Buffer[] = [];
      const sink = new PassThrough();
      sink.on("data", (chunk: Buffer) => chunks.push(chunk));
      try {
        await client.downloadTo(sink, path);
        return Buffer.concat(chunks);
      } catch (failure) {
        if (problemOf(failure) === "failed" && !(await kind(path))) return undefined;
        throw fail(failure, path);
      }
    },
    async write(path, contents, onBytes) {
      // FTP cannot create exclusively: what is there (a link too) is refused before STOR could write through it.
      if (await stat(path)) throw new RemoteError("exists", path, "something is already there");
      client.trackProgress((info) => onBytes?.(info.bytes));
      try {
        await client.uploadFrom(Readable.from([Buffer.from(contents)]), path);
      } catch (failure) {
        const problem = problemOf(failure);
        if (problem !== "failed") throw fail(failure, path, problem);
        throw fail(failure, path, (await kind(parentOf(path))) ? "denied" : "missing");
      } finally {
        client.trackProgress();
      }
    },
    async rename(from, to) {
      try {
        await client.rename(from, to);
      } catch (failure) {
        const problem = problemOf(failure);
        if (problem !== "failed") throw fail(failure, from, problem);
        if (!(await kind(from))) throw fail(failure, from, "missing");
        throw fail(failure, from, (await kind(to)) ? "exists" : "denied");
      }
    },
    async remove(path) {
      try {
        await client.remove(path);
      } catch (failure) {
        const problem = problemOf(failure);
        if (problem !== "failed") throw fail(failure, path, problem);
        throw fail(failure, path, (await kind(path)) ? "denied" : "missing");
      }
    },
    async mkdir(path) {
      try {
        await client.send(`MKD ${path}`);
      } catch (failure) {
        throw await sorted(failure, path, path, "exists");
      }
    },
    async rmdir(path) {
      try {
        await client.removeEmptyDir(path);
      } catch (failure) {
        const problem = problemOf(failure);
        throw fail(failure, path, problem === "failed" && !(await kind(path)) ? "missing" : problem);
      }
    },
    list,
    async close() {
      client.close();
    },
  };
}
