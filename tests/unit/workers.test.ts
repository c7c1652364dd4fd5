/**
 * The tool's own work that goes wrong ends the command with one sentence and exit code 1, on every
 * Node: a worker thread or the image process that dies holding jobs, work nothing will settle.
 * Each run draws cards no earlier run drew (a new name), so they are made in the image process, and
 * converts Markdown no earlier run converted (a new folder), enough of it for a worker thread.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { makeScalingContent } from "../../bench/scaling-content.mjs";
import { contentForTest, edit, root, testNow } from "./helpers.js";

/** `site <command>` in `dir` with the fault SITE_FAULT names (tests/unit/worker-faults.mjs). */
function runWithFault(fault: string, command: string, dir: string) {
  const preload = pathToFileURL(join(root, "tests/unit/worker-faults.mjs")).href;
  const result = spawnSync(process.execPath, ["--import", preload, join(root, "cli/bin.js"), command], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en", GITHUB_ACTIONS: "", DEBUG: "", SITE_FAULT: fault },
  });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

/** Gives the restaurant a name no run has drawn: every page's share card shows it. */
function newCards(dir: string): string {
  const name = `Mama Nyota ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  edit(join(dir, "content"), "site.yaml", "name: Mama Nyota\n", `name: ${name}\n`);
  return dir;
}

/** A copy of the content whose share cards no run has drawn yet. */
const contentWithNewCards = () => newCards(contentForTest());

/**
 * A project folder whose content has over 150 Markdown files (three languages, seven copies of each
 * page) and share cards no run has drawn yet.
 */
function contentWithMuchMarkdown(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-markdown-"));
  cpSync(makeScalingContent(join(dir, "scaled"), { languages: 3, copies: 7 }).dir, join(dir, "content"), {
    recursive: true,
  });
  return newCards(dir);
}

describe("work in workers", () => {
  it("ends the build with one sentence and exit code 1 when a worker thread dies holding a job, leaving no dist/", () => {
    const dir = contentWithMuchMarkdown();
    const run = runWithFault("worker", "build", dir);
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^internal error \(a bug in the tool, not in your content\): Error: a worker thread ended/,
    );
    expect(run.stderr).not.toMatch(/unsettled| {4}at /);
    expect(existsSync(join(dir, "dist"))).toBe(false);
  });

  it("ends the Markdown's worker threads before the share cards are drawn, so the pages render in their memory", () => {
    const dir = contentWithMuchMarkdown();
    const run = runWithFault("watch", "build", dir);
    expect(run.status).toBe(0);
    expect(run.stderr.trim().split("\n")).toEqual(["watch: a worker thread ended", "watch: the image process starts"]);
  });

  it("ends the build with one sentence and exit code 1 when the image process dies holding a job, leaving no dist/", () => {
    const dir = contentWithNewCards();
    const run = runWithFault("image", "build", dir);
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^internal error \(a bug in the tool, not in your content\): Error: the image process ended \(exit code 3\) without answering its jobs/,
    );
    expect(existsSync(join(dir, "dist"))).toBe(false);
  });

  it("draws the share cards in the tool's own process when the image process cannot start", () => {
    const dir = contentWithNewCards();
    const run = runWithFault("no-image", "build", dir);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(readdirSync(join(dir, "dist/assets")).filter((name) => name.endsWith(".png")).length).toBeGreaterThan(0);
  });

  it("leaves no image process running when the tool is killed while it draws", async () => {
    const dir = contentWithNewCards();
    const build = spawn(process.execPath, [join(root, "cli/bin.js"), "build"], {
      cwd: dir,
      stdio: "ignore",
      env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en" },
    });
    const ended = new Promise((resolve) => build.once("exit", resolve));
    /** The tool's child that is Node running a line of code: the image process. */
    const imageProcess = () =>
      spawnSync("pgrep", ["-P", String(build.pid), "-f", "const setup"], { encoding: "utf8" }).stdout.trim();
    let pid = "";
    while (!pid && build.exitCode === null) {
      pid = imageProcess();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(pid).toMatch(/^\d+$/);
    build.kill("SIGKILL");
    await ended;
    // Its channel to the tool is closed: it ends by itself, whatever it was drawing.
    while (spawnSync("kill", ["-0", pid]).status === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }, 120_000);

  it("ends a command that nothing will finish with one sentence and exit code 1, not Node's exit code 13", () => {
    // Pages no check has validated yet: each goes to html-validate, which never answers.
    const dir = contentWithNewCards();
    const run = runWithFault("unsettled", "check", dir);
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^internal error \(a bug in the tool, not in your content\): Error: the command stopped with work that nothing will finish \(run the command again with DEBUG=site/,
    );
  });
});
