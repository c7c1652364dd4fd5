// node tree-sampler.mjs COMMAND ARGS…: runs COMMAND, then prints "tree-memory <largest RSS> <tree PSS>"
// (kB) on stderr: the peaks, sampled every 20 ms, of its largest process and of its whole tree.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const child = spawn(process.argv[2], process.argv.slice(3), { stdio: "ignore" });

/** Every process below `pid`, by the parents /proc names. */
function tree(pid) {
  const parents = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // Ended meanwhile.
    }
  }
  const found = [pid];
  for (let index = 0; index < found.length; index++) {
    for (const [process, parent] of parents) if (parent === found[index]) found.push(process);
  }
  return found;
}

/** A "Name:   1234 kB" line of a /proc file, in kB; 0 for a process that ended. */
function field(pid, file, name) {
  try {
    const found = new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(readFileSync(`/proc/${pid}/${file}`, "utf8"));
    return found ? Number(found[1]) : 0;
  } catch {
    return 0;
  }
}

let largest = 0;
let whole = 0;
const timer = setInterval(() => {
  let sum = 0;
  for (const pid of tree(child.pid)) {
    largest = Math.max(largest, field(pid, "status", "VmRSS"));
    sum += field(pid, "smaps_rollup", "Pss");
  }
  whole = Math.max(whole, sum);
}, 20);
child.on("exit", (code) => {
  clearInterval(timer);
  process.stderr.write(`tree-memory ${largest} ${whole}\n`);
  process.exitCode = code ?? 1;
});
