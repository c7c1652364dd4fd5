/**
 * Builds the site once into a temporary folder with the real CLI and serves
 * it on a free loopback port; the workers read the address from the
 * environment, which they inherit from this process. A second site, the
 * shipped content with photos (tests/photo-content.mjs), is served beside it
 * for the photo tests (SITE_PHOTOS_URL).
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makePhotoContent } from "../photo-content.mjs";
import { startStaticHost } from "../static-host.mjs";
import { buildNow } from "./now.js";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Builds `content` (the shipped one by default) into a new temporary folder. */
async function buildSite(content?: string): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), "site-browser-"));
  execFileSync(
    process.execPath,
    [join(projectRoot, "cli/bin.js"), "build", "--out", out, ...(content ? ["--content", content] : [])],
    {
      cwd: projectRoot,
      // A fixed day before the shipped buffet: the pages show it, and the run does not depend on today's date.
      env: { ...process.env, SITE_NOW: buildNow },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  return out;
}

export default async function globalSetup() {
  const out = await buildSite();
  const photoContent = await mkdtemp(join(tmpdir(), "site-photos-"));
  await makePhotoContent(join(photoContent, "content"));
  const photoOut = await buildSite(join(photoContent, "content"));
  const server = await startStaticHost(out);
  const photoServer = await startStaticHost(photoOut);
  process.env.SITE_TEST_URL = server.url;
  process.env.SITE_PHOTOS_URL = photoServer.url;
  return async () => {
    await server.close();
    await photoServer.close();
    for (const folder of [out, photoOut, photoContent]) await rm(folder, { recursive: true, force: true });
  };
}
