// A server for the tests on a port of its own: it binds port 0 of 127.0.0.1 and prints the port the
// kernel gave, one line on stdout. A process of its own, so that a test waiting for the CLI (spawnSync)
// does not keep it from answering. For programs that cannot bind port 0 themselves:
//   node tests/port-server.mjs each-connection COMMAND ARGS…  runs COMMAND for each connection, the
//     connection its stdin and stdout, as inetd does (sshd -i, pure-ftpd); their stderr is this one's
//   node tests/port-server.mjs forward PATH                    passes each connection on to the Unix socket PATH
// SIGTERM ends it with every connection and process it started.
import { spawn } from "node:child_process";
import { connect, createServer } from "node:net";

const [mode, ...rest] = process.argv.slice(2);
/** @type {Set<{ destroy(): void } | import("node:child_process").ChildProcess>} */
const open = new Set();

/** @param {import("node:net").Socket} socket */
function eachConnection(socket) {
  const [command, ...args] = rest;
  const child = spawn(command, args, { stdio: [socket, socket, "inherit"] });
  // The process holds the connection now; this one lets go of it.
  socket.destroy();
  open.add(child);
  child.on("exit", () => open.delete(child));
}

/** @param {import("node:net").Socket} socket */
function forward(socket) {
  const target = connect(rest[0]);
  for (const end of [socket, target]) {
    open.add(end);
    end.on("close", () => open.delete(end));
    end.on("error", () => {
      socket.destroy();
      target.destroy();
    });
  }
  socket.pipe(target).pipe(socket);
}

if (mode !== "each-connection" && mode !== "forward") throw new Error(`unknown mode ${mode}`);
// Paused: for each-connection, the connection is the process's to read, not this one's.
const server = createServer({ pauseOnConnect: mode === "each-connection" }, (socket) => {
  if (mode === "each-connection") eachConnection(socket);
  else forward(socket);
});
server.listen(0, "127.0.0.1", () => {
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  process.stdout.write(`${address.port}\n`);
});
process.once("SIGTERM", () => {
  server.close();
  for (const end of open) {
    if ("kill" in end) end.kill("SIGTERM");
    else end.destroy();
  }
  process.exitCode = 0;
});
