// The memory of a command's whole process tree, for the bench's peak row: /usr/bin/time reports the
// largest single process, and a build runs several (its image process, esbuild's service). Sampled
// every 20 ms from /proc (Linux): the largest process's resident size, and the tree's proportional
// set size summed (memory shared between processes counted once). Elsewhere it returns nothing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { env, root } from "./measure.mjs";

const sampler = fileURLToPath(new URL("tree-sampler.mjs", import.meta.url));

/**
 * @param {import("./measure.mjs").Command} run
 * @returns {{ largestMb: number, treeMb: number } | undefined}
 */
export function treeMemory({ command, args, before = () => {}, cwd = root, env: extra = {} }) {
  if (!existsSync("/proc/self/smaps_rollup")) return undefined;
  before();
  const result = spawnSync(process.execPath, [sampler, command, ...args], {
    cwd,
    env: { ...env, ...extra },
    encoding: "utf8",
  });
  const found = /^tree-memory (\d+) (\d+)$/m.exec(result.stderr ?? "");
  return found ? { largestMb: Number(found[1]) / 1024, treeMb: Number(found[2]) / 1024 } : undefined;
}
