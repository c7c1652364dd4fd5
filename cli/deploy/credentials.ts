/**
 * Where a deploy's secrets come from: never from content/. In the order they
 * are tried: the SSH agent (SSH_AUTH_SOCK), a key file (SITE_DEPLOY_KEY, else
 * ~/.ssh/id_ed25519, id_ecdsa, id_rsa), then a password from
 * SITE_DEPLOY_PASSWORD or, in a terminal, typed at a prompt that shows nothing.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { SiteError } from "../errors.js";
import { say } from "../output.js";

export interface Credentials {
  agent?: string;
  keys: { file: string; key: Buffer }[];
  /** Asked for only when the server wants a password, and at most once. */
  password: () => Promise<string | undefined>;
}

export interface CredentialSources {
  env: NodeJS.ProcessEnv;
  home: string;
  /** Reads a password without showing it; undefined where nobody can type one (CI, a pipe). */
  prompt?: (question: string) => Promise<string | undefined>;
  question: string;
}

/** The key files to try: SITE_DEPLOY_KEY, which must be usable, else the usual ones that are. */
function keyFiles(env: NodeJS.ProcessEnv, home: string, parseKey: (key: Buffer) => unknown): Credentials["keys"] {
  const usable = (key: Buffer) => !(parseKey(key) instanceof Error);
  if (env.SITE_DEPLOY_KEY) {
    const file = resolve(env.SITE_DEPLOY_KEY);
    let key: Buffer;
    try {
      key = readFileSync(file);
    } catch {
      throw SiteError.of("DeployKeyUnusable", { file: env.SITE_DEPLOY_KEY, reason: "missing" });
    }
    // One protected by a passphrase is the agent's job.
    if (!usable(key)) throw SiteError.of("DeployKeyUnusable", { file: env.SITE_DEPLOY_KEY, reason: "unreadable" });
    return [{ file, key }];
  }
  return ["id_ed25519", "id_ecdsa", "id_rsa"].flatMap((name) => {
    const file = join(home, ".ssh", name);
    try {
      const key = readFileSync(file);
      return usable(key) ? [{ file, key }] : [];
    } catch {
      return [];
    }
  });
}

/** `parseKey`: ssh2's, for SFTP; without it (FTP knows only the password) no key or agent is used. */
export function credentials(sources: CredentialSources, parseKey?: (key: Buffer) => unknown): Credentials {
  const { env, home } = sources;
  const keys = parseKey ? keyFiles(env, home, parseKey) : [];
  let asked: Promise<string | undefined> | undefined;
  const password = () => {
    if (env.SITE_DEPLOY_PASSWORD) return Promise.resolve(env.SITE_DEPLOY_PASSWORD);
    asked ??= sources.prompt ? sources.prompt(sources.question) : Promise.resolve(undefined);
    return asked;
  };
  return { agent: (parseKey && env.SSH_AUTH_SOCK) || undefined, keys, password };
}

/**
 * Reads a line from the terminal without echoing it (Backspace works, Ctrl+C stops);
 * undefined when standard input is not a terminal.
 */
export function promptHidden(question: string): Promise<string | undefined> {
  const input = process.stdin;
  if (!input.isTTY) return Promise.resolve(undefined);
  process.stderr.write(question);
  return new Promise((done) => {
    let typed = "";
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    const finish = (value: string | undefined) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stderr.write("\n");
      done(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish(typed);
        if (char === "\u0003") {
          finish(undefined);
          process.kill(process.pid, "SIGINT");
          return;
        }
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else if (char >= " ") typed += char;
      }
    };
    input.on("data", onData);
  });
}

/** Asks a yes-or-no question on the terminal; true only for "y", "yes", "j" or "ja". undefined where nobody can answer. */
export async function promptYes(question: string): Promise<boolean | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const { createInterface } = await import("node:readline/promises");
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^(?:y|yes|j|ja)$/i.test((await terminal.question(question)).trim());
  } finally {
    terminal.close();
  }
}

/**
 * Shows a host's fingerprint met for the first time and asks whether to trust it, before any
 * password; undefined where nobody can answer (the key is then trusted on first use and shown after).
 */
export async function promptTrust(key: {
  host: string;
  fingerprint: string;
  type: string;
  file: string;
}): Promise<boolean | undefined> {
  if (!process.stdin.isTTY) return undefined;
  process.stderr.write(`${say("DeployHostKeyNew", key)}\n`);
  return promptYes(say("DeployTrustPrompt", { host: key.host }));
}
