/**
 * The `deploy:` section of content/site.yaml: where `node cli deploy` uploads
 * the site. Only what is not secret: the password comes from the environment,
 * the SSH agent, a key file or a prompt (cli/deploy/credentials.ts).
 */
import * as z from "zod";
import { says } from "../schema-parts.js";

export const deployProtocols = ["sftp", "ftps", "ftp"] as const;

/** A host name or an IP address, as the host's control panel shows it: nothing that could smuggle in options or a path. */
const hostPattern =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$|^\[?[0-9A-Fa-f:.]+\]?$/;

/**
 * A folder on the server: "/" (the web space itself, where IONOS and Strato log you in), an
 * absolute path or one relative to the login folder. Never empty (which folder would that
 * be?), never with "." or ".." parts, backslashes or control characters.
 */
export function isRemoteFolder(value: string): boolean {
  if (value === "/") return true;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (value.trim() !== value || value === "" || /[\\\u0000-\u001f\u007f]/.test(value)) return false;
  const parts = value.replace(/^\//, "").replace(/\/$/, "").split("/");
  return parts.every((part) => part !== "" && part !== "." && part !== "..");
}

export const deploySchema = z.strictObject({
  protocol: z.enum(deployProtocols, { error: says("NotDeployProtocol") }),
  host: z.string({ error: says("NotHostName") }).regex(hostPattern, { error: says("NotHostName") }),
  /** 22 for sftp, 21 for ftps and ftp when left out. */
  port: z
    .number({ error: says("NotPort") })
    .int({ error: says("NotPort") })
    .min(1, { error: says("NotPort") })
    .max(65535, { error: says("NotPort") })
    .optional(),
  user: z.string({ error: says("NotLoginName") }).regex(/^[^\s:]+$/, { error: says("NotLoginName") }),
  folder: z.string({ error: says("NotRemoteFolder") }).refine(isRemoteFolder, { error: says("NotRemoteFolder") }),
});

export type DeploySettings = z.output<typeof deploySchema>;
