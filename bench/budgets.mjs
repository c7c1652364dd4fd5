// How the bench prints its budgets (bench/bench.mjs): a row as it is measured, and at the end every
// budget with a column per Node.
import { pad } from "./measure.mjs";

export const shown = (value, unit) =>
  unit === "×" ? `${value.toFixed(2)}×` : unit === "%" ? `${value.toFixed(0)} %` : `${value.toFixed(0)} ${unit}`;
export const held = (row) => (row.atLeast ? row.value >= row.limit : row.value <= row.limit);
export const limitOf = (row) => `${row.atLeast ? "≥" : "≤"} ${shown(row.limit, row.unit)}`;
export const rowLine = (row) =>
  `${row.name.padEnd(62)}${pad(shown(row.value, row.unit), 10)}${pad(limitOf(row), 11)}   ${held(row) ? "pass" : "MISSED"}${row.node ? ` on ${row.node}` : ""}${row.detail ? `  (${row.detail})` : ""}`;

/** Every budget, a column per Node; the last column's Node (`budgetNode`) decides. Returns how many it missed. */
export function budgetTable(rows, columns, budgetNode) {
  const names = [...new Set(rows.map((row) => row.name))];
  console.log(
    `\n${"budget".padEnd(62)}${pad("limit", 11)}${columns.map((column) => pad(column, 12)).join("")}   result`,
  );
  for (const name of names) {
    const measured = rows.filter((row) => row.name === name);
    const decisive = measured.find((row) => row.node === budgetNode) ?? measured.find((row) => !row.node);
    const cells = columns.map((column) => {
      const row =
        measured.find((candidate) => candidate.node === column) ?? measured.find((candidate) => !candidate.node);
      return pad(row ? shown(row.value, row.unit) : "-", 12);
    });
    console.log(
      `${name.padEnd(62)}${pad(limitOf(decisive), 11)}${cells.join("")}   ${held(decisive) ? "pass" : "MISSED"}`,
    );
  }
  const missed = names.filter((name) => {
    const measured = rows.filter((row) => row.name === name);
    const decisive = measured.find((row) => row.node === budgetNode) ?? measured.find((row) => !row.node);
    return !held(decisive);
  }).length;
  return missed;
}
