/**
 * `npm run build`, `check`, `serve`… as a developer types them on a fresh clone, and as Netlify and
 * Cloudflare Pages run the build: npm runs each script with `sh -c`, and a package's own `bin` is not
 * on the PATH of its own scripts.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { root, testNow } from "./helpers.js";

const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;

/**
 * The project as a fresh clone has it after `npm ci`: its tracked files, the installed packages (linked,
 * not copied) and no cache, no dist/. Shared by the tests here, which each write something different.
 */
function freshClone(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-clone-"));
  const skipped = new Set(["node_modules", "dist", ".git", ".site-build", ".site-deploy", "test-results"]);
  for (const name of readdirSync(root)) {
    if (!skipped.has(name)) cpSync(join(root, name), join(dir, name), { recursive: true });
  }
  mkdirSync(join(dir, "node_modules"));
  for (const name of readdirSync(join(root, "node_modules"))) {
    if (name === ".cache") continue;
    if (name === ".package-lock.json") copyFileSync(join(root, "node_modules", name), join(dir, "node_modules", name));
    else symlinkSync(join(root, "node_modules", name), join(dir, "node_modules", name));
  }
  return dir;
}

const clone = freshClone();
afterAll(() => rmSync(clone, { recursive: true, force: true }));

/** `npm run <script>` in the clone, as a developer runs it. */
function npmRun(script: string, ...args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
    cwd: clone,
    encoding: "utf8",
    env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en", GITHUB_ACTIONS: "" },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run", () => {
  it("build writes the site to dist/ on a fresh clone, the tool's own bundle included", () => {
    const run = npmRun("build");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Wrote 30 pages, \d+ files/);
    expect(existsSync(join(clone, "dist/index.html"))).toBe(true);
    expect(existsSync(join(clone, "dist/en/speisekarte/index.html"))).toBe(true);
  });

  it("check checks the site and finds no problem", () => {
    const run = npmRun("check");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("buffet prints the buffets as visitors read them", () => {
    const run = npmRun("buffet");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Sonntag");
  });

  it("schemas writes the JSON Schemas editors read", () => {
    rmSync(join(clone, "content/schemas/buffet.schema.json"));
    const run = npmRun("schemas");
    expect(run.status).toBe(0);
    expect(JSON.parse(readFileSync(join(clone, "content/schemas/buffet.schema.json"), "utf8"))).toHaveProperty(
      "properties",
    );
  });

  it("hosting writes the nginx configuration", () => {
    rmSync(join(clone, "docs/nginx.conf"));
    const run = npmRun("hosting");
    expect(run.status).toBe(0);
    expect(readFileSync(join(clone, "docs/nginx.conf"), "utf8")).toContain("server {");
  });

  it("serve starts the preview and prints its address", async () => {
    const child = spawn("npm", ["run", "--silent", "serve", "--", "--port", "0"], {
      cwd: clone,
      env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en", BROWSER: "none" },
      detached: true,
    });
    let output = "";
    const address = await new Promise<string>((resolve, reject) => {
      const seen = (chunk: Buffer) => {
        output += chunk;
        const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
        if (found) resolve(found[0]);
      };
      child.stdout.on("data", seen);
      child.stderr.on("data", seen);
      child.on("exit", (code) => reject(new Error(`serve ended (${code}): ${output}`)));
    });
    try {
      const page = await fetch(address);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html lang="de"');
    } finally {
      process.kill(-(child.pid as number), "SIGINT");
    }
  });

  it("finds what every script starts: the tool as node cli, the other programs among the installed packages", () => {
    for (const name of ["build", "check", "buffet", "schemas", "hosting", "serve"]) {
      expect(scripts[name], name).toMatch(/^node cli /);
    }
    for (const [name, command] of Object.entries(scripts)) {
      for (const step of command.split("&&").map((part) => part.trim().split(/\s+/))) {
        const [program, first] = step;
        if (program === "npm") expect(scripts[step[2]], `${name}: ${step.join(" ")}`).toBeDefined();
        else if (program === "node") expect(existsSync(join(clone, first)), `${name}: ${first}`).toBe(true);
        else expect(existsSync(join(clone, "node_modules/.bin", program)), `${name}: ${program}`).toBe(true);
      }
    }
  });
});
