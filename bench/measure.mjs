// The bench's clock (bench/bench.mjs): whole processes timed from outside, alone or in turn with
// another command, on the Nodes the speed rows run on.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const bin = join(root, "cli/bin.js");
export const runs = Number(process.env.BENCH_RUNS ?? 7);
/** Runs of the rows whose single run takes seconds. */
export const slowRuns = Number(process.env.BENCH_SLOW_RUNS ?? 5);
export const timeBinary = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;
export const env = { ...process.env, SITE_NOW: "2026-11-15T12:00:00+01:00", SITE_LANG: "en" };
delete env.DEBUG;
delete env.SITE_TIMINGS;
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const stats = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

export const pad = (value, width) => String(value).padStart(width);
export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** Whether a Node has a compile cache the tool uses (cli/bundle.js): 22.1 and later. */
export const hasCompileCache = (node) =>
  spawnSync(node, ["-p", "typeof require('node:module').enableCompileCache"], { encoding: "utf8" }).stdout.trim() ===
  "function";
/**
 * The Nodes the speed rows run on: this one, and Node 24 (the budgets' Node) unless this one is a 24.
 * Node 24 is BENCH_NODE24, else the registry's package in the folder .ci/run installs it into.
 */
export function benchNodes() {
  const major = (node) =>
    spawnSync(node, ["-p", "process.versions.node.split('.')[0]"], { encoding: "utf8" }).stdout.trim();
  const here = { path: process.execPath, version: process.version };
  if (major(here.path) === "24") return [here];
  let path = process.env.BENCH_NODE24;
  if (!path) {
    const folder = join(process.env.TMPDIR || "/tmp", "site-ci-node", "24");
    const name = `node-${process.platform}-${process.arch}`;
    path = join(folder, "node_modules", name, "bin", "node");
    if (!existsSync(path)) {
      const made = spawnSync(
        "npm",
        ["install", "--prefix", folder, "--no-save", "--no-audit", "--no-fund", `${name}@24`],
        {
          encoding: "utf8",
        },
      );
      if (made.status !== 0) throw new Error(`Node 24 could not be installed from the npm registry:\n${made.stderr}`);
    }
  }
  if (major(path) !== "24") throw new Error(`${path} is not a Node 24`);
  const version = spawnSync(path, ["--version"], { encoding: "utf8" }).stdout.trim();
  return [here, { path, version }];
}

/**
 * One whole process, timed from outside: wall milliseconds and, with /usr/bin/time, its peak memory
 * and the processor time of all its threads (user and system): the work, however it was spread.
 * @typedef {{ command: string, args: string[], before?: () => void, status?: number, cwd?: string, env?: object }} Command
 * @param {Command} run
 */
export function timeOnce({ command, args, before = () => {}, status = 0, cwd = root, env: extra = {} }) {
  before();
  const wrapped = timeBinary ? [timeBinary, ["-v", command, ...args]] : [command, args];
  const started = process.hrtime.bigint();
  const result = spawnSync(wrapped[0], wrapped[1], { cwd, env: { ...env, ...extra }, encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== status) {
    throw new Error(`${command} ${args.join(" ")} ended with ${result.status}:\n${result.stderr}`);
  }
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr ?? "");
  const cpu = /User time \(seconds\): ([\d.]+)\s+System time \(seconds\): ([\d.]+)/.exec(result.stderr ?? "");
  return {
    ms,
    cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined,
    peakMb: peak ? Number(peak[1]) / 1024 : undefined,
    stdout: result.stdout,
  };
}

export const summary = (samples) => ({
  ...stats(samples.map((sample) => sample.ms)),
  cpuMs: samples.every((sample) => sample.cpuMs !== undefined)
    ? median(samples.map((sample) => sample.cpuMs))
    : undefined,
  peakMb: Math.max(0, ...samples.map((sample) => sample.peakMb ?? 0)) || undefined,
});

/**
 * The least wall time any spreading of a run's work over this machine's cores could reach: its processor
 * time divided by the cores. A budget below it asks for less work, not for more of it at once.
 */
export const cores = availableParallelism();
export const cpuOf = (summary, share = 1) => (summary.cpuMs === undefined ? "-" : seconds(summary.cpuMs / share));
export const floorOf = (summary) => cpuOf(summary, cores);

/** A command alone: `count` timed runs after one warm-up. */
export function timeAlone(run, count = runs) {
  timeOnce({ ...run, before: () => {} });
  return summary(Array.from({ length: count }, () => timeOnce(run)));
}

/** Two commands in turn, A B A B …, after a warm-up of each; the ratio is the median of A/B over the pairs. */
export function timePaired(a, b, count = runs) {
  timeOnce({ ...a, before: () => {} });
  timeOnce({ ...b, before: () => {} });
  const pairs = Array.from({ length: count }, () => [timeOnce(a), timeOnce(b)]);
  return {
    a: summary(pairs.map(([sample]) => sample)),
    b: summary(pairs.map(([, sample]) => sample)),
    ratio: median(pairs.map(([x, y]) => x.ms / y.ms)),
  };
}
