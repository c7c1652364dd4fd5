/**
 * Real servers for the deploy tests, on 127.0.0.1 only: Debian's OpenSSH
 * (sshd with a throwaway host key, logging in as the user running the tests by
 * key) and pure-ftpd (FTPS with explicit TLS and a self-signed certificate made
 * here, one virtual user in its own password database). Each runs from a
 * temporary folder, one process for each connection to a port of its own
 * (ports.ts), and is stopped by the test file.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { credentials } from "../../cli/deploy/credentials.js";
import { connectSftp, type SftpConnection } from "../../cli/deploy/sftp.js";
import { contentForTest } from "./helpers.js";
import { perConnection } from "./ports.js";

const sshd = "/usr/sbin/sshd";
const pureFtpd = "/usr/sbin/pure-ftpd";
const purePw = "/usr/bin/pure-pw";

function need(path: string, install: string): void {
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: install Debian's ${install} (\`sudo apt-get install ${install}\`, as .ci/run does)`,
    );
  }
}

export interface SshServer {
  port: number;
  user: string;
  /** A folder on this machine that the server serves as it is (SFTP paths are absolute). */
  www: string;
  /** The private key the server accepts for `user`. */
  clientKey: string;
  /** The server's public host key, as /etc/ssh/ssh_host_ed25519_key.pub is on a host. */
  hostKeyFile: string;
  /** Gives the server a new host key, as a host that was replaced (or an attacker) would have. */
  changeHostKey(): Promise<void>;
  stop(): Promise<void>;
}

/** A connection to the test's sshd with its key, its host key trusted as on first use. */
export async function connectToSsh(server: SshServer, posixRename = true): Promise<SftpConnection> {
  return connectSftp(
    { host: "127.0.0.1", port: server.port, user: server.user },
    {
      credentials: credentials(
        { env: { SITE_DEPLOY_KEY: server.clientKey }, home: "/nonexistent", question: "" },
        (await import("ssh2")).default.utils.parseKey,
      ),
      knownHosts: [],
      trust: () => "",
      posixRename,
    },
  );
}

export async function startSshServer(): Promise<SshServer> {
  need(sshd, "openssh-server");
  const dir = mkdtempSync(join(tmpdir(), "site-sshd-"));
  const www = join(dir, "www");
  mkdirSync(www);
  const keygen = (file: string) =>
    execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "site-test", "-f", join(dir, file)]);
  keygen("host_key");
  keygen("client_key");
  writeFileSync(join(dir, "authorized_keys"), readFileSync(join(dir, "client_key.pub")));
  const user = userInfo().username;
  writeFileSync(
    join(dir, "sshd_config"),
    [
      `HostKey ${join(dir, "host_key")}`,
      `AuthorizedKeysFile ${join(dir, "authorized_keys")}`,
      // CI runs as root; nothing but 127.0.0.1 can reach this server.
      "PermitRootLogin yes",
      "PasswordAuthentication yes",
      "KbdInteractiveAuthentication no",
      "UsePAM no",
      "StrictModes no",
      "Subsystem sftp internal-sftp",
      "LogLevel ERROR",
      "",
    ].join("\n"),
  );
  // sshd insists on its privilege-separation folder, which the Debian service creates at boot.
  mkdirSync("/run/sshd", { recursive: true });
  const config = join(dir, "sshd_config");
  // A mistake in the configuration is said now, not at the first connection.
  execFileSync(sshd, ["-t", "-f", config], { stdio: ["ignore", "ignore", "pipe"] });
  // One sshd for each connection, as inetd starts it (-i): it reads its host key then.
  const server = await perConnection(sshd, ["-i", "-e", "-f", config], dir);
  return {
    port: server.port,
    user,
    www,
    clientKey: join(dir, "client_key"),
    hostKeyFile: join(dir, "host_key.pub"),
    async changeHostKey() {
      rmSync(join(dir, "host_key"));
      rmSync(join(dir, "host_key.pub"));
      keygen("host_key");
    },
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface FtpsServer {
  port: number;
  user: string;
  password: string;
  /** The FTP user's root ("/" over FTP), on this machine. */
  www: string;
  /** The self-signed certificate, for the client to trust. */
  certificate: Buffer;
  stop(): Promise<void>;
}

/** The uid pure-ftpd's virtual user writes as: Debian's "nobody" (pure-ftpd refuses root). */
const nobody = 65534;

export async function startFtpsServer(): Promise<FtpsServer> {
  need(pureFtpd, "pure-ftpd");
  need(purePw, "pure-ftpd");
  const dir = mkdtempSync(join(tmpdir(), "site-ftpd-"));
  const www = join(dir, "www");
  mkdirSync(www);
  chownSync(www, nobody, nobody);
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
    ],
    { stdio: "ignore" },
  );
  writeFileSync(
    join(dir, "pure-ftpd.pem"),
    Buffer.concat([readFileSync(join(dir, "key.pem")), readFileSync(join(dir, "cert.pem"))]),
    { mode: 0o600 },
  );
  const user = "site";
  const password = "correct horse battery staple";
  // pure-pw would hash with argon2 at a cost that makes every login take ~4 s; SHA-512 crypt is quick.
  const hash = execFileSync("openssl", ["passwd", "-6", password], { encoding: "utf8" }).trim();
  writeFileSync(join(dir, "passwd"), `${user}:${hash}:${nobody}:${nobody}::${www}/./::::::::::::\n`);
  execFileSync(purePw, ["mkdb", join(dir, "pure.pdb"), "-f", join(dir, "passwd")]);
  // One pure-ftpd for each connection, as inetd starts it; it binds each passive data port itself, port 0.
  const server = await perConnection(
    pureFtpd,
    [
      `--login=puredb:${join(dir, "pure.pdb")}`,
      "--noanonymous",
      "--chrooteveryone",
      "--dontresolve",
      "--displaydotfiles",
      // 3: TLS for the login and for every data connection.
      "--tls=3",
      `--certfile=${join(dir, "pure-ftpd.pem")}`,
      "--forcepassiveip=127.0.0.1",
      "--minuid=1",
    ],
    dir,
  );
  return {
    port: server.port,
    user,
    password,
    www,
    certificate: readFileSync(join(dir, "cert.pem")),
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A copy of the project whose site.yaml deploys to `server` (on 127.0.0.1) into `folder`, with an empty home folder. */
export function deployProject(server: { port: number; user: string }, protocol: string, folder: string): string {
  const project = contentForTest();
  mkdirSync(join(project, "home"));
  const section = `deploy:\n  protocol: ${protocol}\n  host: 127.0.0.1\n  port: ${server.port}\n  user: ${server.user}\n  folder: ${folder}\n`;
  writeFileSync(
    join(project, "content/site.yaml"),
    `${readFileSync(join(project, "content/site.yaml"), "utf8")}${section}`,
  );
  return project;
}

/** Where deploys keep, on the server, what they took off the site or replaced (cli/deploy/replaced.ts). */
export const keptPrefix = ".site-deploy/";

/**
 * A web folder's snapshot (path → hash) split in two: the site with the owner's files, and the
 * bytes deploys kept in .site-deploy/replaced/ (each hash once, however many deploys kept it).
 */
export function splitKept(files: Record<string, string>): { site: Record<string, string>; kept: Set<string> } {
  const site: Record<string, string> = {};
  const kept = new Set<string>();
  for (const [path, hash] of Object.entries(files)) {
    if (!path.startsWith(keptPrefix)) site[path] = hash;
    else if (!path.endsWith("/README.txt")) kept.add(hash);
  }
  return { site, kept };
}
