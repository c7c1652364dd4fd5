/**
 * Builds the site once into a temporary folder with the real CLI and serves
 * it on a free loopback port; the workers read the address from the
 * environment, which they inherit from this process.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startStaticHost } from "../static-host.mjs";
import { buildNow } from "./now.js";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

export default async function globalSetup() {
  const out = await mkdtemp(join(tmpdir(), "site-browser-"));
  execFileSync(process.execPath, [join(projectRoot, "cli/bin.js"), "build", "--out", out], {
    cwd: projectRoot,
    // A fixed day before the shipped buffet: the pages show it, and the run does not depend on today's date.
    env: { ...process.env, SITE_NOW: buildNow },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const server = await startStaticHost(out);
  process.env.SITE_TEST_URL = server.url;
  return async () => {
    await server.close();
    await rm(out, { recursive: true, force: true });
  };
}
