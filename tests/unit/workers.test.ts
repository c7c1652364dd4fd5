/**
 * The tool's own work that goes wrong ends the command with one sentence and exit code 1, on every
 * Node: a buffer a worker cannot move, a worker that dies holding jobs, work nothing will settle.
 * Each run draws cards no earlier run drew (a new title), so they are made in worker threads.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
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

/** A copy of the content whose share cards (every page's: they show the restaurant's name) no run has drawn yet. */
function contentWithNewCards(): string {
  const dir = contentForTest();
  const name = `Mama Nyota ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  edit(join(dir, "content"), "site.yaml", "name: Mama Nyota\n", `name: ${name}\n`);
  return dir;
}

describe("work in worker threads", () => {
  it("arrives when Node cannot move a worker's buffer, as Node 22 and later cannot move sharp's", () => {
    const dir = contentWithNewCards();
    const run = runWithFault("transfer", "build", dir);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const cards = readdirSync(join(dir, "dist/assets")).filter((name) => name.endsWith(".png"));
    expect(cards.length).toBeGreaterThan(0);
  });

  it("ends the build with one sentence and exit code 1 when a worker dies holding a job, leaving no dist/", () => {
    const dir = contentWithNewCards();
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

  it("ends a command that nothing will finish with one sentence and exit code 1, not Node's exit code 13", () => {
    const dir = contentForTest();
    const run = runWithFault("unsettled", "check", dir);
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^internal error \(a bug in the tool, not in your content\): Error: the command stopped with work that nothing will finish \(run the command again with DEBUG=site/,
    );
  });
});
