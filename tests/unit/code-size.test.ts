/**
 * How long the code is to read: no function over one screen (120 lines) and no file over 400,
 * measured with TypeScript's own parser over cli/, client/, templates/ and the benchmark (bench/).
 * A step that outgrows a screen gets a module of its own, the way cli/deploy/ has one a step. The
 * message catalogue (cli/messages/) is a list of sentences, not code to follow; the tests are not
 * measured.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { root } from "./helpers.js";

const maxFunctionLines = 120;
const maxFileLines = 400;

const measuredFolders = ["cli", "client", "templates", "bench"];
const notMeasured = ["cli/messages/"];
const sourceFile = /\.(?:ts|tsx|js|cjs|mjs)$/;

const files = measuredFolders.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .filter((file) => !notMeasured.some((folder) => file.startsWith(folder))),
);

/** A source's functions with their lines, from the line of their first word to that of their closing brace. */
function functionsOf(name: string, text: string): { name: string; line: number; lines: number }[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const found: { name: string; line: number; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = lineOf(node.getStart(source));
      found.push({ name: nameOf(node, source), line: first, lines: lineOf(node.end) - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A function as a reader finds it: by its own name, else by the name of what holds it (`const save = () => …`). */
function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const own = (node as { name?: ts.Node }).name;
  if (own) return own.getText(source);
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText(source);
  return "(a function without a name)";
}

/** What is over a limit, one line each: "cli/x.ts: 512 lines", "cli/x.ts:40 save: 131 lines". */
function overLimits(): string[] {
  const over: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    if (lines > maxFileLines) over.push(`${file}: ${lines} lines`);
    for (const found of functionsOf(file, text)) {
      if (found.lines > maxFunctionLines) over.push(`${file}:${found.line} ${found.name}: ${found.lines} lines`);
    }
  }
  return over;
}

describe("the code", () => {
  const over = overLimits();

  it("is read from every source file of cli/, client/, templates/ and bench/, but the catalogue's", () => {
    expect(files).toContain("cli/main.ts");
    expect(files).toContain("bench/bench.mjs");
    expect(files).toContain("cli/bundle.js");
    expect(files).toContain("client/editor/main.ts");
    expect(files).toContain("templates/Document.tsx");
    expect(files.filter((file) => file.startsWith("cli/messages/"))).toEqual([]);
  });

  it("measures a function from its first line to its closing brace, arrows and methods alike", () => {
    const body = (count: number) => Array.from({ length: count - 2 }, () => "  work();").join("\n");
    const text = [
      `export function long() {\n${body(121)}\n}`,
      `const short = () => {\n${body(120)}\n};`,
      `class Desk {\n  save() {\n${body(125)}\n  }\n}`,
    ].join("\n");
    expect(functionsOf("sample.ts", text)).toEqual([
      { name: "long", line: 1, lines: 121 },
      { name: "short", line: 122, lines: 120 },
      { name: "save", line: 243, lines: 125 },
    ]);
  });

  it(`has no function over ${maxFunctionLines} lines and no file over ${maxFileLines}`, () => {
    expect(over).toEqual([]);
  });
});
