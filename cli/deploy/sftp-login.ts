/**
 * How the deploy logs in over SSH (ssh2): the host key checked before anything is sent (hostkeys.ts),
 * asked of the owner for a host met for the first time; then the agent, each key, and the password
 * (as itself, or as "keyboard-interactive"), asked only when no key logs in. The clock that ends a
 * connection that never answers waits while the owner types or compares.
 */
import type { ConnectConfig } from "ssh2";
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
import type { Target } from "./remote.js";

/** What the login needs: the owner's keys and password, and the host keys known. */
export interface LoginOptions {
  credentials: Credentials;
  knownHosts: readonly KnownHostsFile[];
  /** false: a host whose key no known_hosts file lists is refused (CI, where nobody reads the fingerprint). */
  trustOnFirstUse?: boolean;
  /**
   * Asked about a key no known_hosts file lists, before anything is sent and before any password:
   * true trusts it, false refuses it; undefined where nobody can answer (trusted on first use).
   */
  confirmKey?: (key: { fingerprint: string; type: string }) => Promise<boolean | undefined>;
}

const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
]);

/** RSA keys are listed as ssh-rsa but asked for by signature algorithm. */
const algorithmsFor = (type: string) => (type === "ssh-rsa" ? ["rsa-sha2-512", "rsa-sha2-256", "ssh-rsa"] : [type]);

/** A clock that ends a connection that does not answer within `timeoutMs`, paused while the owner is asked. */
export function pausingClock(timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let timedOut: (() => void) | undefined;
  return {
    /** What happens when the time is up. */
    onTimeout(run: () => void): void {
      timedOut = run;
    },
    /** Starts the time again from its beginning. */
    arm(): void {
      clearTimeout(timer);
      timer = setTimeout(() => timedOut?.(), timeoutMs);
    },
    /** Stops the time: the owner is asked, or the connection is made. */
    stop(): void {
      clearTimeout(timer);
    },
  };
}

type Clock = ReturnType<typeof pausingClock>;

/** What the login found out, for the sentence that says why it failed, and for the first key met. */
export interface LoginState {
  verdict?: HostKeyVerdict;
  offered?: Buffer;
  passwordTried: boolean;
  /** The owner's answer about a key met for the first time: undefined where nobody was asked. */
  confirmed?: boolean;
}

/** ssh2's settings for this target: the host key's check and the ways to log in, in their order. */
export function loginConfig(target: Target, options: LoginOptions, clock: Clock, state: LoginState): ConnectConfig {
  const knownTypes = knownKeyTypes(options.knownHosts, target.host, target.port);
  return {
    host: target.host,
    port: target.port,
    username: target.user,
    readyTimeout: 0,
    keepaliveInterval: 10_000,
    keepaliveCountMax: 3,
    // Asking for the key types already known avoids trusting a second key of another type on first use.
    ...(knownTypes.length ? { algorithms: { serverHostKey: { prepend: knownTypes.flatMap(algorithmsFor) } } } : {}),
    hostVerifier: (key: Buffer, verify: (trusted: boolean) => void) => {
      state.offered = key;
      state.verdict = checkHostKey(options.knownHosts, target.host, target.port, key);
      if (state.verdict.verdict !== "unknown") return state.verdict.verdict !== "changed";
      if (options.trustOnFirstUse === false || !options.confirmKey) return options.trustOnFirstUse ?? true;
      // The owner compares the fingerprint at her own pace: the clock waits, as it does for a password.
      clock.stop();
      options.confirmKey({ fingerprint: fingerprintOf(key), type: keyTypeName(key) }).then(
        (answer) => {
          state.confirmed = answer;
          clock.arm();
          verify(answer !== false);
        },
        () => {
          state.confirmed = false;
          clock.arm();
          verify(false);
        },
      );
      return undefined;
    },
    authHandler: authHandler(target, options, clock, state) as ConnectConfig["authHandler"],
  } as ConnectConfig;
}

/** The ways to log in, tried in turn: the agent, each key, the password, the password as "keyboard-interactive". */
function authHandler(target: Target, options: LoginOptions, clock: Clock, state: LoginState) {
  const askPassword = async () => {
    clock.stop();
    try {
      return await options.credentials.password();
    } finally {
      clock.arm();
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
      state.passwordTried = true;
      return { type: "password", username: target.user, password };
    },
    async () => {
      // Some hosts ask for the password as "keyboard-interactive" instead.
      const password = await askPassword();
      if (password === undefined) return undefined;
      state.passwordTried = true;
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
  return (_left: unknown, _partial: unknown, done: (auth: unknown) => void) => {
    void (async () => {
      while (next < methods.length) {
        const method = await methods[next++]();
        if (method) return done(method);
      }
      done(false);
    })();
  };
}

/** Why the connection was not made, in the owner's words: the host key, the login, or the host not reached. */
export function loginFailure(failure: unknown, target: Target, options: LoginOptions, state: LoginState): SiteError {
  const { verdict, offered, confirmed } = state;
  if (verdict?.verdict === "changed" && offered) {
    return SiteError.of("DeployHostKeyChanged", {
      host: target.host,
      file: verdict.shown,
      expected: verdict.expected,
      offered: fingerprintOf(offered),
    });
  }
  if (verdict?.verdict === "unknown" && offered && confirmed === false) {
    return SiteError.of("DeployHostKeyNotTrusted", { host: target.host, fingerprint: fingerprintOf(offered) });
  }
  if (verdict?.verdict === "unknown" && offered && options.trustOnFirstUse === false) {
    return SiteError.of("DeployHostKeyUnknown", {
      host: target.host,
      fingerprint: fingerprintOf(offered),
      type: keyTypeName(offered),
    });
  }
  const error = failure as Error & { level?: string; code?: string };
  if (error.level === "client-authentication") {
    return SiteError.of(
      "DeployLoginFailed",
      { user: target.user, host: target.host, passwordTried: state.passwordTried },
      { cause: failure },
    );
  }
  return SiteError.of(
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
