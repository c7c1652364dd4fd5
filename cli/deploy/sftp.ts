/**
 * The server over SFTP (ssh2): the host key checked before anything is sent
 * (hostkeys.ts), files replaced by OpenSSH's posix-rename where the server
 * offers it, and each failure sorted into what the deploy decides on.
 */
import type { Client, ConnectConfig, SFTPWrapper, Stats } from "ssh2";
import { SiteError } from "../errors.js";
import type { Credentials } from "./credentials.js";
import {
  checkHostKey,
  fingerprintOf,
  type HostKeyVerdict,
  type KnownHostsFile,
  keyTypeName,
  knownKeyTypes,
} from "./hostkeys.js";
import { type Remote, type RemoteEntry, RemoteError, type RemoteProblem } from "./remote.js";

export interface Target {
  host: string;
  port: number;
  user: string;
}

export interface SftpOptions {
  credentials: Credentials;
  knownHosts: readonly KnownHostsFile[];
  /** Stores the key of a host met for the first time, once the login worked; returns the file it went to. */
  trust: (key: Buffer) => string;
  /** false: a host whose key no known_hosts file lists is refused (CI, where nobody reads the fingerprint). */
  trustOnFirstUse?: boolean;
  /**
   * Asked about a key no known_hosts file lists, before anything is sent and before any password:
   * true trusts it, false refuses it; undefined where nobody can answer (trusted on first use).
   */
  confirmKey?: (key: { fingerprint: string; type: string }) => Promise<boolean | undefined>;
  /** Tests: act as on a server without the posix-rename extension. */
  posixRename?: boolean;
  /** Tests: act as on a server without the hardlink extension. */
  hardlink?: boolean;
  timeoutMs?: number;
}

export interface SftpConnection {
  remote: Remote;
  /** Set when the host was met for the first time: its fingerprint, where it is now stored, and whether the owner confirmed it. */
  firstKey?: { fingerprint: string; type: string; file: string; confirmed: boolean };
}

// SFTP version 3 status codes (draft-ietf-secsh-filexfer-02, 7).
const NO_SUCH_FILE = 2;
const PERMISSION_DENIED = 3;
const NO_CONNECTION = 6;
const CONNECTION_LOST = 7;

const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
]);

/** OpenSSH's statvfs answer as ssh2 gives it: the C struct's field names, 64-bit numbers. */
export interface StatVfs {
  f_bavail: number | bigint;
  f_frsize: number | bigint;
}

/** The bytes the server's user may still write where `statvfs` looked. */
export const spaceLeft = (info: StatVfs): number => Number(info.f_bavail) * Number(info.f_frsize);

const answer = <T>(start: (done: (error: Error | undefined | null, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => start((error, value) => (error ? reject(error) : resolve(value as T))));

/** RSA keys are listed as ssh-rsa but asked for by signature algorithm. */
const algorithmsFor = (type: string) => (type === "ssh-rsa" ? ["rsa-sha2-512", "rsa-sha2-256", "ssh-rsa"] : [type]);

export async function connectSftp(target: Target, options: SftpOptions): Promise<SftpConnection> {
  const { Client } = (await import("ssh2")).default;
  const client: Client = new Client();
  let verdict: HostKeyVerdict | undefined;
  let offered: Buffer | undefined;
  let passwordTried = false;
  /** The owner's answer about a key met for the first time: undefined where nobody was asked. */
  let confirmed: boolean | undefined;
  let closed = false;
  // ssh2's own timeout would also run while the owner types the password: this one pauses then.
  const timeoutMs = options.timeoutMs ?? 20_000;
  let timer: NodeJS.Timeout | undefined;
  let timedOut: (() => void) | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => timedOut?.(), timeoutMs);
  };
  const askPassword = async () => {
    clearTimeout(timer);
    try {
      return await options.credentials.password();
    } finally {
      arm();
    }
  };

  const methods: (() => Promise<ConnectConfig["authHandler"] | object | undefined>)[] = [
    async () =>
      options.credentials.agent
        ? { type: "agent", username: target.user, agent: options.credentials.agent }
        : undefined,
    ...options.credentials.keys.map(({ key }) => async () => ({ type: "publickey", username: target.user, key })),
    async () => {
      const password = await askPassword();
      if (password === undefined) return undefined;
      passwordTried = true;
      return { type: "password", username: target.user, password };
    },
    async () => {
      // Some hosts ask for the password as "keyboard-interactive" instead.
      const password = await askPassword();
      if (password === undefined) return undefined;
      passwordTried = true;
      return {
        type: "keyboard-interactive",
        username: target.user,
        prompt: (
          _name: string,
          _text: string,
          _lang: string,
          prompts: unknown[],
          finish: (answers: string[]) => void,
        ) => finish(prompts.map(() => password)),
      };
    },
  ];
  let next = 0;
  const authHandler = (_left: unknown, _partial: unknown, done: (auth: unknown) => void) => {
    void (async () => {
      while (next < methods.length) {
        const method = await methods[next++]();
        if (method) return done(method);
      }
      done(false);
    })();
  };

  const knownTypes = knownKeyTypes(options.knownHosts, target.host, target.port);
  const config: ConnectConfig = {
    host: target.host,
    port: target.port,
    username: target.user,
    readyTimeout: 0,
    keepaliveInterval: 10_000,
    keepaliveCountMax: 3,
    // Asking for the key types already known avoids trusting a second key of another type on first use.
    ...(knownTypes.length ? { algorithms: { serverHostKey: { prepend: knownTypes.flatMap(algorithmsFor) } } } : {}),
    hostVerifier: (key: Buffer, verify: (trusted: boolean) => void) => {
      offered = key;
      verdict = checkHostKey(options.knownHosts, target.host, target.port, key);
      if (verdict.verdict !== "unknown") return verdict.verdict !== "changed";
      if (options.trustOnFirstUse === false || !options.confirmKey) return options.trustOnFirstUse ?? true;
      // The owner compares the fingerprint at her own pace: the clock waits, as it does for a password.
      clearTimeout(timer);
      options.confirmKey({ fingerprint: fingerprintOf(key), type: keyTypeName(key) }).then(
        (answer) => {
          confirmed = answer;
          arm();
          verify(answer !== false);
        },
        () => {
          confirmed = false;
          arm();
          verify(false);
        },
      );
      return undefined;
    },
    authHandler: authHandler as ConnectConfig["authHandler"],
  } as ConnectConfig;

  try {
    await new Promise<void>((resolve, reject) => {
      timedOut = () => reject(Object.assign(new Error("timeout"), { level: "client-timeout", code: "ETIMEDOUT" }));
      arm();
      client.once("ready", resolve);
      client.once("error", reject);
      client.connect(config);
    }).finally(() => clearTimeout(timer));
  } catch (failure) {
    client.end();
    if (verdict?.verdict === "changed" && offered) {
      throw SiteError.of("DeployHostKeyChanged", {
        host: target.host,
        file: verdict.shown,
        expected: verdict.expected,
        offered: fingerprintOf(offered),
      });
    }
    if (verdict?.verdict === "unknown" && offered && confirmed === false) {
      throw SiteError.of("DeployHostKeyNotTrusted", { host: target.host, fingerprint: fingerprintOf(offered) });
    }
    if (verdict?.verdict === "unknown" && offered && options.trustOnFirstUse === false) {
      throw SiteError.of("DeployHostKeyUnknown", {
        host: target.host,
        fingerprint: fingerprintOf(offered),
        type: keyTypeName(offered),
      });
    }
    const error = failure as Error & { level?: string; code?: string };
    if (error.level === "client-authentication") {
      throw SiteError.of(
        "DeployLoginFailed",
        { user: target.user, host: target.host, passwordTried },
        { cause: failure },
      );
    }
    throw SiteError.of(
      "DeployHostUnreachable",
      {
        host: target.host,
        port: target.port,
        reason:
          unreachableCodes.has(error.code ?? "") || error.level === "client-timeout"
            ? (error.code ?? "timeout")
            : error.message,
      },
      { cause: failure },
    );
  }
  // Every operation waits for its answer: without this, Nagle's algorithm and delayed ACKs add ~40 ms to each.
  client.setNoDelay(true);
  client.on("close", () => {
    closed = true;
  });
  // A connection that fails later is reported by the operation that meets it.
  client.on("error", () => {});

  const firstKey =
    verdict?.verdict === "unknown" && offered
      ? {
          fingerprint: fingerprintOf(offered),
          type: keyTypeName(offered),
          file: options.trust(offered),
          confirmed: confirmed === true,
        }
      : undefined;
  const sftp = await answer<SFTPWrapper>((done) => client.sftp(done));
  // What the server said it offers when the session began (ssh2 keeps it, but names it only inside).
  const offers = (sftp as unknown as { _extensions?: Record<string, string> })._extensions ?? {};
  const hardlink = (options.hardlink ?? true) && offers["hardlink@openssh.com"] === "1";
  return { remote: sftpRemote(client, sftp, options.posixRename ?? true, hardlink, () => closed), firstKey };
}

function sftpRemote(
  client: Client,
  sftp: SFTPWrapper,
  posixRenameWanted: boolean,
  hardlink: boolean,
  isClosed: () => boolean,
): Remote {
  let posixRename = posixRenameWanted;
  // An operation under way when the connection goes is never answered: it fails with the connection.
  const lost = () => Object.assign(new Error("the connection was closed"), { code: CONNECTION_LOST });
  const gone = new Promise<never>((_, reject) => client.once("close", () => reject(lost())));
  gone.catch(() => {});
  const call = <T>(start: (done: (error: Error | undefined | null, value?: T) => void) => void) =>
    isClosed() ? Promise.reject(lost()) : Promise.race([answer(start), gone]);
  const problemOf = (failure: unknown): RemoteProblem => {
    const code = (failure as { code?: unknown }).code;
    if (isClosed() || code === NO_CONNECTION || code === CONNECTION_LOST) return "lost";
    if (code === NO_SUCH_FILE) return "missing";
    if (code === PERMISSION_DENIED) return "denied";
    return "failed";
  };
  const fail = (failure: unknown, path: string, problem = problemOf(failure)) =>
    new RemoteError(problem, path, (failure as Error).message ?? String(failure), failure);
  // lstat: a link is reported as a link, never as what it points to.
  const stat = async (path: string): Promise<Stats | undefined> => {
    try {
      return await call<Stats>((done) => sftp.lstat(path, done));
    } catch (failure) {
      if (problemOf(failure) === "missing") return undefined;
      throw fail(failure, path);
    }
  };
  const entryOf = (name: string, stats: Stats): RemoteEntry => {
    if (stats.isSymbolicLink()) return { name, kind: "link" };
    if (stats.isDirectory()) return { name, kind: "folder" };
    if (!stats.isFile()) return { name, kind: "other" };
    // A server that reports no time gives none to compare: such a file is proven by its bytes.
    const time = Number.isSafeInteger(stats.mtime) && stats.mtime > 0 ? String(stats.mtime) : undefined;
    return { name, kind: "file", size: stats.size, time };
  };
  /** OpenSSH answers a generic "failure" for EEXIST, ENOTEMPTY and ENOSPC alike: look at the target to tell. */
  const sorted = async (failure: unknown, path: string, target?: string) => {
    const problem = problemOf(failure);
    if (problem !== "failed") return fail(failure, path, problem);
    if (target !== undefined && (await stat(target))) return fail(failure, path, "exists");
    return fail(failure, path);
  };
  const diskFull = async (path: string, needed: number) => {
    try {
      const info = await call<StatVfs>((done) => sftp.ext_openssh_statvfs(path, done));
      return spaceLeft(info) < needed;
    } catch {
      return false;
    }
  };

  const remote: Remote = {
    async stat(path) {
      const stats = await stat(path);
      return stats && entryOf(path.replace(/^.*\//, ""), stats);
    },
    async read(path) {
      try {
        return await call<Buffer>((done) => sftp.readFile(path, done));
      } catch (failure) {
        if (problemOf(failure) === "missing") return undefined;
        throw fail(failure, path);
      }
    },
    async write(path, contents, onBytes) {
      const bytes = Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength);
      let handle: Buffer;
      try {
        // O_CREAT|O_EXCL: never opens what is there, a link included, so nothing is written through one.
        handle = await call<Buffer>((done) => sftp.open(path, "wx", done));
      } catch (failure) {
        throw await sorted(failure, path, path);
      }
      try {
        // Sequential pieces: progress for a large file, and a failure that names how far it got.
        const piece = 256 * 1024;
        for (let offset = 0; offset < bytes.length; offset += piece) {
          const length = Math.min(piece, bytes.length - offset);
          await call((done) => sftp.write(handle, bytes, offset, length, offset, done));
          onBytes?.(offset + length);
        }
        await call((done) => sftp.close(handle, done));
      } catch (failure) {
        sftp.close(handle, () => {});
        const problem = problemOf(failure);
        if (problem === "failed" && (await diskFull(path.replace(/[^/]*$/, "") || ".", bytes.length))) {
          throw fail(failure, path, "full");
        }
        throw fail(failure, path, problem);
      }
    },
    async rename(from, to) {
      try {
        if (posixRename) {
          try {
            await call((done) => sftp.ext_openssh_rename(from, to, done));
            return;
          } catch (failure) {
            // Thrown at once, before anything is sent, by a server without the extension.
            if (!/does not support/.test((failure as Error).message)) throw failure;
            posixRename = false;
          }
        }
        await call((done) => sftp.rename(from, to, done));
      } catch (failure) {
        throw await sorted(failure, from, to);
      }
    },
    async remove(path) {
      try {
        await call((done) => sftp.unlink(path, done));
      } catch (failure) {
        throw fail(failure, path);
      }
    },
    async mkdir(path) {
      try {
        await call((done) => sftp.mkdir(path, done));
      } catch (failure) {
        throw await sorted(failure, path, path);
      }
    },
    async rmdir(path) {
      try {
        await call((done) => sftp.rmdir(path, done));
      } catch (failure) {
        throw fail(failure, path);
      }
    },
    async list(path) {
      try {
        const entries = await call<{ filename: string; attrs: Stats }[]>((done) => sftp.readdir(path, done));
        // OpenSSH's server describes each entry as lstat does: a link stays a link.
        return entries.map((entry) => entryOf(entry.filename, entry.attrs));
      } catch (failure) {
        throw fail(failure, path);
      }
    },
    async close() {
      client.end();
    },
  };
  if (hardlink) {
    remote.link = async (from, to) => {
      try {
        await call((done) => sftp.ext_openssh_hardlink(from, to, done));
      } catch (failure) {
        throw await sorted(failure, from, to);
      }
    };
  }
  return remote;
}
