/**
 * The server's files over an SFTP session (ssh2): each operation answered or failed with the
 * connection, each failure sorted into what the deploy decides on (remote.ts); files replaced by
 * OpenSSH's posix-rename where the server offers it, kept as a second name by its hardlink.
 */
import type { Client, SFTPWrapper, Stats } from "ssh2";
import { type Remote, type RemoteEntry, RemoteError, type RemoteProblem } from "./remote.js";

// SFTP version 3 status codes (draft-ietf-secsh-filexfer-02, 7).
const NO_SUCH_FILE = 2;
const PERMISSION_DENIED = 3;
const NO_CONNECTION = 6;
const CONNECTION_LOST = 7;

/** OpenSSH's statvfs answer as ssh2 gives it: the C struct's field names, 64-bit numbers. */
export interface StatVfs {
  f_bavail: number | bigint;
  f_frsize: number | bigint;
}

/** The bytes the server's user may still write where `statvfs` looked. */
export const spaceLeft = (info: StatVfs): number => Number(info.f_bavail) * Number(info.f_frsize);

/** A callback of ssh2's as a promise. */
export const answer = <T>(start: (done: (error: Error | undefined | null, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => start((error, value) => (error ? reject(error) : resolve(value as T))));

/** How each operation is asked and its failure sorted, on one session. */
function sessionCalls(client: Client, sftp: SFTPWrapper, isClosed: () => boolean) {
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
  return { call, problemOf, fail, stat, sorted, diskFull };
}

type SessionCalls = ReturnType<typeof sessionCalls>;

const entryOf = (name: string, stats: Stats): RemoteEntry => {
  if (stats.isSymbolicLink()) return { name, kind: "link" };
  if (stats.isDirectory()) return { name, kind: "folder" };
  if (!stats.isFile()) return { name, kind: "other" };
  // A server that reports no time gives none to compare: such a file is proven by its bytes.
  const time = Number.isSafeInteger(stats.mtime) && stats.mtime > 0 ? String(stats.mtime) : undefined;
  return { name, kind: "file", size: stats.size, time };
};

/** Creates a file where nothing is and writes its bytes, in pieces. */
async function writeNew(
  calls: SessionCalls,
  sftp: SFTPWrapper,
  path: string,
  contents: Uint8Array,
  onBytes?: (bytes: number) => void,
): Promise<void> {
  const { call, fail, problemOf, sorted, diskFull } = calls;
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
}

export function sftpRemote(
  client: Client,
  sftp: SFTPWrapper,
  posixRenameWanted: boolean,
  hardlink: boolean,
  isClosed: () => boolean,
): Remote {
  let posixRename = posixRenameWanted;
  const calls = sessionCalls(client, sftp, isClosed);
  const { call, problemOf, fail, stat, sorted } = calls;

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
    write: (path, contents, onBytes) => writeNew(calls, sftp, path, contents, onBytes),
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
