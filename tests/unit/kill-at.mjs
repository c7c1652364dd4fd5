// Loaded into `site build` with `node --import`: the process kills itself (SIGKILL, no clean-up)
// at the moment of its write stage that SITE_KILL_AT names, found by the file-system call the
// tool makes there, so the kill lands at that moment however fast or slow the machine is.
//   staging:N  before the Nth file is written into the staging folder
//   journal:N  after the journal's commit, once N files have been moved into the output
//   tree:N     before the Nth file of a first build's output is written, beside its place
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { basename, dirname } from "node:path";

const [moment, count] = (process.env.SITE_KILL_AT ?? "").split(":");
const limit = Number(count);
const die = () => process.kill(process.pid, "SIGKILL");

if (moment === "staging") {
  const writeFileSync = fs.writeFileSync;
  let staged = 0;
  fs.writeFileSync = (path, ...rest) => {
    if (/^staging-\d+$/.test(basename(dirname(String(path)))) && ++staged === limit) die();
    return writeFileSync(path, ...rest);
  };
} else if (moment === "tree") {
  const writeFileSync = fs.writeFileSync;
  let made = 0;
  fs.writeFileSync = (path, ...rest) => {
    if (/[/\\]tree-\d+[/\\]/.test(String(path)) && ++made === limit) die();
    return writeFileSync(path, ...rest);
  };
} else if (moment === "journal") {
  const renameSync = fs.renameSync;
  let committed = false;
  let moved = 0;
  fs.renameSync = (from, to) => {
    renameSync(from, to);
    if (committed && ++moved === limit) die();
    if (basename(String(to)) === "journal") committed = true;
  };
} else if (moment) {
  throw new Error(`SITE_KILL_AT="${process.env.SITE_KILL_AT}": expected staging:N, journal:N or tree:N`);
}
syncBuiltinESMExports();
