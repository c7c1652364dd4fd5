/**
 * The server as a deploy sees it: a handful of file operations, the same for
 * SFTP (sftp.ts) and FTPS (ftp.ts). Everything above this interface is plain
 * logic over values (plan.ts, publish.ts); tests wrap it to stop a deploy
 * after any operation, as a lost connection or a kill would.
 */

/** The server a deploy connects to, and the user it logs in as. */
export interface Target {
  host: string;
  port: number;
  user: string;
}

/** What went wrong with one operation, in the terms the deploy decides on. */
export type RemoteProblem =
  /** The path (or its folder) is not there. */
  | "missing"
  /** A rename could not replace what is already at the target. */
  | "exists"
  /** The server does not let this user write here. */
  | "denied"
  /** The disk or the web space's quota is full. */
  | "full"
  /** The connection is gone: nothing more can be done in this run. */
  | "lost"
  | "failed";

export class RemoteError extends Error {
  readonly problem: RemoteProblem;
  readonly path: string;

  constructor(problem: RemoteProblem, path: string, detail: string, cause?: unknown) {
    super(`${problem}: ${path}: ${detail}`, { cause });
    this.name = "RemoteError";
    this.problem = problem;
    this.path = path;
  }
}

export const isProblem = (failure: unknown, problem: RemoteProblem): failure is RemoteError =>
  failure instanceof RemoteError && failure.problem === problem;

export interface RemoteEntry {
  name: string;
  /** A symbolic link is a "link", whatever it points to: the deploy never follows one. */
  kind: "file" | "folder" | "link" | "other";
  /** A file's size in bytes. */
  size?: number;
  /** A file's modification time as the server reports it (compared, never computed with). */
  time?: string;
}

/** Paths are the server's own ("/htdocs/index.html", or relative to the login folder), "/" separated. */
export interface Remote {
  /** What is at `path` itself (a link is not followed), or undefined when nothing is. */
  stat(path: string): Promise<RemoteEntry | undefined>;
  /** A file's bytes, or undefined when it is not there. */
  read(path: string): Promise<Buffer | undefined>;
  /**
   * Creates a file where nothing is; RemoteError "exists" when something is there (a link is never
   * written through). `onBytes` hears how many bytes are written so far.
   */
  write(path: string, contents: Uint8Array, onBytes?: (bytes: number) => void): Promise<void>;
  /**
   * Renames `from` to `to`, replacing a file at `to` in one step where the server can.
   * Throws RemoteError "exists" on a server that cannot rename onto an existing file, and when
   * `to` is a folder that is not empty.
   */
  rename(from: string, to: string): Promise<void>;
  /**
   * Makes `to` a second name of the file at `from` (a hard link: no byte is copied); RemoteError
   * "exists" when something is at `to`. Only where the server offers it (OpenSSH's hardlink@openssh.com).
   */
  link?(from: string, to: string): Promise<void>;
  /** Removes a file, or a link itself; RemoteError "missing" when it is not there. */
  remove(path: string): Promise<void>;
  /** Creates one folder; RemoteError "exists" when something is there. */
  mkdir(path: string): Promise<void>;
  /** Removes an empty folder. */
  rmdir(path: string): Promise<void>;
  /** The entries of a folder, links as links (a server may leave out hidden ones). */
  list(path: string): Promise<RemoteEntry[]>;
  close(): Promise<void>;
}
