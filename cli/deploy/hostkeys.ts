/**
 * Is this really the owner's host? SFTP answers with the server's key, which
 * is checked the way OpenSSH checks it:
 *
 * - a key `~/.ssh/known_hosts` lists for the host is trusted, and a different
 *   key of the same type there is refused;
 * - otherwise the project's own `.site-deploy/known_hosts` decides: the key
 *   met at the first connection is stored there (trust on first use, the
 *   fingerprint printed so the owner can compare it with the host's), and a
 *   changed key is refused until the owner deletes the stored line.
 *
 * Pure functions over the files' text; reading and writing them is at the edge.
 */
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { replaceFile } from "../file-writes.js";

/** The project's file of trusted host keys, beside content/, in OpenSSH's format. */
export const projectKnownHosts = join(".site-deploy", "known_hosts");

export interface KnownHostsFile {
  /** As messages name it: "~/.ssh/known_hosts", ".site-deploy/known_hosts". */
  shown: string;
  text: string;
}

export type HostKeyVerdict =
  | { verdict: "trusted"; shown: string }
  | { verdict: "unknown" }
  | { verdict: "changed"; shown: string; expected: string };

/** The key type a key blob names in its first field ("ssh-ed25519"). */
export function keyTypeOf(blob: Buffer): string {
  if (blob.length < 4) return "";
  const length = blob.readUInt32BE(0);
  return blob.subarray(4, 4 + length).toString("latin1");
}

/** The key type as `ssh-keygen -l` names it in brackets: "ED25519", "ECDSA", "RSA". */
export function keyTypeName(blob: Buffer): string {
  const type = keyTypeOf(blob);
  if (type.startsWith("ecdsa-")) return "ECDSA";
  if (type.startsWith("sk-ecdsa-")) return "ECDSA-SK";
  if (type.startsWith("sk-ssh-ed25519")) return "ED25519-SK";
  return type.replace(/^ssh-/, "").toUpperCase();
}

/** As `ssh-keygen -l` prints it: "SHA256:" and the unpadded base64 of the key's sha256. */
export const fingerprintOf = (blob: Buffer) =>
  `SHA256:${createHash("sha256").update(blob).digest("base64").replace(/=+$/, "")}`;

/** How known_hosts names a host: the bare name on port 22, "[name]:port" on any other. */
export const hostEntryName = (host: string, port: number) =>
  port === 22 ? host.toLowerCase() : `[${host.toLowerCase()}]:${port}`;

const globToRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, ".*")
      .replace(/\?/g, ".")}$`,
    "i",
  );

/** Whether a known_hosts host field ("name,[name]:2222", "|1|salt|hash", "!bad,*.example") names `name`. */
function hostFieldMatches(field: string, name: string): boolean {
  if (field.startsWith("|1|")) {
    const [, , salt, hash] = field.split("|");
    if (!salt || !hash) return false;
    return createHmac("sha1", Buffer.from(salt, "base64")).update(name).digest("base64") === hash;
  }
  let matched = false;
  for (const pattern of field.split(",")) {
    const negated = pattern.startsWith("!");
    if (globToRegExp(negated ? pattern.slice(1) : pattern).test(name)) {
      if (negated) return false;
      matched = true;
    }
  }
  return matched;
}

interface Entry {
  type: string;
  key: Buffer;
}

/** The keys a known_hosts text lists for a host ("@cert-authority" and "@revoked" lines are not plain keys). */
function entriesFor(text: string, name: string): Entry[] {
  const entries: Entry[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith("@")) continue;
    const [hosts, type, key] = line.split(/\s+/);
    if (hosts && type && key && hostFieldMatches(hosts, name)) entries.push({ type, key: Buffer.from(key, "base64") });
  }
  return entries;
}

/** The key types the files know for a host: the connection asks for those first, as OpenSSH does. */
export function knownKeyTypes(files: readonly KnownHostsFile[], host: string, port: number): string[] {
  const name = hostEntryName(host, port);
  return [...new Set(files.flatMap((file) => entriesFor(file.text, name).map((entry) => entry.type)))];
}

/** The first file (in order) that knows the host decides: its key of this type is trusted, another key of this type refused. */
export function checkHostKey(
  files: readonly KnownHostsFile[],
  host: string,
  port: number,
  blob: Buffer,
): HostKeyVerdict {
  const name = hostEntryName(host, port);
  const type = keyTypeOf(blob);
  for (const { shown, text } of files) {
    const sameType = entriesFor(text, name).filter((entry) => entry.type === type);
    if (sameType.some((entry) => entry.key.equals(blob))) return { verdict: "trusted", shown };
    if (sameType.length > 0) return { verdict: "changed", shown, expected: fingerprintOf(sameType[0].key) };
  }
  return { verdict: "unknown" };
}

const header = [
  "# Host keys trusted by `node cli deploy` (OpenSSH known_hosts format). A changed key is refused;",
  "# delete a host's lines only when your host confirms it changed its key.",
  "# Von `node cli deploy` vertraute Serverschlüssel. Ein geänderter Schlüssel wird abgelehnt;",
  "# löschen Sie die Zeilen eines Servers nur, wenn Ihr Hoster bestätigt, dass er den Schlüssel geändert hat.",
].join("\n");

/** The project file with the host's key added, its fingerprint and the date in a comment above it. */
export function withHostKey(text: string, host: string, port: number, blob: Buffer, date: string): string {
  const base = text.trim() ? text.replace(/\n*$/, "\n") : `${header}\n`;
  const comment = `# ${hostEntryName(host, port)} ${fingerprintOf(blob)} first seen ${date}`;
  return `${base}${comment}\n${hostEntryName(host, port)} ${keyTypeOf(blob)} ${blob.toString("base64")}\n`;
}

const readText = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

/** The user's known_hosts first, then the project's. */
export function readKnownHosts(home: string, project: string): KnownHostsFile[] {
  const files = [
    { file: join(home, ".ssh", "known_hosts"), shown: "~/.ssh/known_hosts" },
    { file: join(project, projectKnownHosts), shown: projectKnownHosts },
  ];
  return files.flatMap(({ file, shown }) => {
    const text = readText(file);
    return text === undefined ? [] : [{ shown, text }];
  });
}

export function storeHostKey(project: string, host: string, port: number, blob: Buffer): string {
  const file = join(project, projectKnownHosts);
  replaceFile(file, withHostKey(readText(file) ?? "", host, port, blob, new Date().toISOString().slice(0, 10)));
  return file;
}
