import { readFileSync, readdirSync } from "node:fs";
const dir = "/tmp/prof"; const file = readdirSync(dir).sort().pop();
const prof = JSON.parse(readFileSync(`${dir}/${file}`));
const byId = new Map(prof.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); const dt = prof.timeDeltas;
for (let i = 0; i < prof.samples.length; i++) self.set(prof.samples[i], (self.get(prof.samples[i]) ?? 0) + (dt[i] ?? 0));
// inclusive time by function name (count once per stack)
const incl = new Map();
for (const [id, t] of self) { const seen = new Set(); let cur = id; while (cur !== undefined) { const n = byId.get(cur); const k = `${n.callFrame.functionName || "(anon)"}`; if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + t); seen.add(k); } cur = parent.get(cur); } }
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log("total ms", (total / 1000).toFixed(0));
const want = process.argv.slice(2);
for (const [u, t] of [...incl].sort((a, b) => b[1] - a[1]).filter(([k]) => !want.length || want.includes(k)).slice(0, 45)) console.log((t / 1000).toFixed(1).padStart(7), u);
