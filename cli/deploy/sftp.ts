/**
 * The server over SFTP (ssh2): a connection made with the host key checked
 * before anything is sent and the login tried in turn (sftp-login.ts), then
 * the server's files over its session (sftp-remote.ts).
 */
import type { Client, SFTPWrapper } from "ssh2";
import { fingerprintOf, keyTypeName } from "./hostkeys.js";
import type { Remote, Target } from "./remote.js";
import { type LoginOptions, type LoginState, loginConfig, loginFailure, pausingClock } from "./sftp-login.js";
import { answer, sftpRemote } from "./sftp-remote.js";

export interface SftpOptions extends LoginOptions {
  /** Stores the key of a host met for the first time, once the login worked; returns the file it went to. */
  trust: (key: Buffer) => string;
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

export async function connectSftp(target: Target, options: SftpOptions): Promise<SftpConnection> {
  const { Client } = (await import("ssh2")).default;
  const client: Client = new Client();
  const state: LoginState = { passwordTried: false };
  let closed = false;
  // ssh2's own timeout would also run while the owner types the password: this one pauses then.
  const clock = pausingClock(options.timeoutMs ?? 20_000);
  const config = loginConfig(target, options, clock, state);

  try {
    await new Promise<void>((resolve, reject) => {
      clock.onTimeout(() =>
        reject(Object.assign(new Error("timeout"), { level: "client-timeout", code: "ETIMEDOUT" })),
      );
      clock.arm();
      client.once("ready", resolve);
      client.once("error", reject);
      client.connect(config);
    }).finally(() => clock.stop());
  } catch (failure) {
    client.end();
    throw loginFailure(failure, target, options, state);
  }
  // Every operation waits for its answer: without this, Nagle's algorithm and delayed ACKs add ~40 ms to each.
  client.setNoDelay(true);
  client.on("close", () => {
    closed = true;
  });
  // A connection that fails later is reported by the operation that meets it.
  client.on("error", () => {});

  const { verdict, offered } = state;
  const firstKey =
    verdict?.verdict === "unknown" && offered
      ? {
          fingerprint: fingerprintOf(offered),
          type: keyTypeName(offered),
          file: options.trust(offered),
          confirmed: state.confirmed === true,
        }
      : undefined;
  const sftp = await answer<SFTPWrapper>((done) => client.sftp(done));
  // What the server said it offers when the session began (ssh2 keeps it, but names it only inside).
  const offers = (sftp as unknown as { _extensions?: Record<string, string> })._extensions ?? {};
  const hardlink = (options.hardlink ?? true) && offers["hardlink@openssh.com"] === "1";
  return { remote: sftpRemote(client, sftp, options.posixRename ?? true, hardlink, () => closed), firstKey };
}
