/**
 * Servers for the tests, each on a port of its own: the port is the one the kernel gave a server that
 * bound port 0, never one a test found free a moment earlier and hoped would stay so while another
 * test file ran. A program that cannot bind port 0 itself is handed the connections of such a server
 * (tests/port-server.mjs, a process of its own): sshd and pure-ftpd each one as inetd hands it, nginx
 * through its Unix socket.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface Listening {
  /** The port of 127.0.0.1 the server listens on. */
  port: number;
  /** What its processes wrote on stderr, for a failure to show. */
  output(): string;
  /** Stops listening and ends every connection and process it started. */
  close(): Promise<void>;
}

/**
 * A port where nothing listens, for the tests of a host that does not answer: below 1024, where no
 * server of the tests listens and which the kernel never gives for port 0.
 */
export const refusedPort = 1;

const script = fileURLToPath(new URL("../port-server.mjs", import.meta.url));

async function portServer(args: string[], cwd?: string): Promise<Listening> {
  const child = spawn(process.execPath, [script, ...args], { cwd, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const port = await new Promise<number>((resolve, reject) => {
    let said = "";
    child.stdout.on("data", (chunk) => {
      said += chunk;
      if (said.endsWith("\n")) resolve(Number(said));
    });
    child.once("exit", (code) => reject(new Error(`the port server stopped (exit ${code}): ${output}`)));
  });
  return {
    port,
    output: () => output,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Runs `command` for each connection, the connection its stdin and stdout, as inetd does (`sshd -i`, pure-ftpd). */
export const perConnection = (command: string, args: readonly string[], cwd: string) =>
  portServer(["each-connection", command, ...args], cwd);

/** Passes each connection on to the Unix socket at `path`, byte for byte (TLS too). */
export const forwardTo = (path: string) => portServer(["forward", path]);
