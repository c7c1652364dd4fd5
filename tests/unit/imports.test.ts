/**
 * How the tool's files import each other, read from their import statements (TypeScript's own
 * scanner: static, type-only and literal dynamic imports alike). No two files may reach each
 * other through imports, the build's steps import only the steps before them, templates never
 * import a stage, and the message catalogue is a leaf: the rest of the tool imports it, never the
 * other way round.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { buildSync, type Metafile } from "esbuild";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { bundleOptions } from "../../cli/bundle-recipe.cjs";
import { root } from "./helpers.js";

const sourceFolders = ["cli", "client", "templates"];
const sourceFile = /\.(?:ts|tsx|js|cjs|mjs)$/;

const files = sourceFolders.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/")),
);
const known = new Set(files);

/** The project's file a relative specifier names: "./errors.js" is errors.ts, as TypeScript and esbuild resolve it. */
function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const path = join(dirname(from), specifier).split("\\").join("/");
  const stem = path.replace(/\.(?:js|jsx)$/, "");
  return [path, `${stem}.ts`, `${stem}.tsx`, `${path}/index.ts`].find((candidate) => known.has(candidate));
}

/** Each file with the files of the project it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), "utf8"), true, true);
    const targets = importedFiles.map(({ fileName }) => resolved(file, fileName));
    graph.set(file, [...new Set(targets.filter((target) => target !== undefined))]);
  }
  return graph;
}

/**
 * cli/stages/ from the ground up: what several steps use, the steps in the order a build runs them,
 * then what runs them (the workers' script, the build, site check's run of it). A file imports only
 * from its own layer's folder and the layers before it.
 */
const stageLayers = [
  "cli/stages/common/",
  "cli/stages/1-load/",
  "cli/stages/2-photos/",
  "cli/stages/3-assets/",
  "cli/stages/4-model/",
  "cli/stages/5-cards/",
  "cli/stages/6-render/",
  "cli/stages/7-fonts/",
  "cli/stages/8-hosting/",
  "cli/stages/9-write/",
  "cli/stages/jobs.ts",
  "cli/stages/build.ts",
  "cli/stages/check.ts",
];
const stageLayerOf = (file: string) => stageLayers.findIndex((layer) => file.startsWith(layer));

/** The file and every file it reaches through its imports. */
function reachable(graph: Map<string, string[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of graph.get(file) ?? []) visit(target);
  };
  visit(start);
  return seen;
}

/** The groups of files that reach each other (Tarjan's strongly connected components), each as a path round it. */
function circles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group);
  };
  for (const file of files) if (!index.has(file)) visit(file);
  // Named by one way round each group, so the message says which imports to undo.
  return found.map((group) => {
    const members = new Set(group);
    const path = [group[0]];
    for (let next = group[0]; ; ) {
      next = (graph.get(next) ?? []).find((target) => members.has(target) && !path.includes(target)) ?? group[0];
      path.push(next);
      if (next === group[0] || path.length > group.length) break;
    }
    return path.join(" → ");
  });
}

/** esbuild's metafile of the bundle, made once for the tests that read it. */
let bundleMetafile: Metafile | undefined;
const metafile = () => {
  bundleMetafile ??= buildSync(bundleOptions(root)).metafile;
  return bundleMetafile;
};

/**
 * As esbuild bundles it: what `start` loads through static imports, before it runs: the project's
 * files and the packages' (`files`), the packages by name, and Node's own modules.
 */
function loadedWith(start: string): { files: Set<string>; packages: Set<string>; builtins: Set<string> } {
  const { inputs } = metafile();
  const files = new Set([start]);
  const builtins = new Set<string>();
  for (const file of files) {
    for (const imported of inputs[file]?.imports ?? []) {
      if (imported.kind === "dynamic-import") continue;
      if (!imported.external) files.add(imported.path);
      else if (imported.path.startsWith("node:")) builtins.add(imported.path);
    }
  }
  const packages = new Set([...files].flatMap((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? []));
  return { files, packages, builtins };
}

describe("the tool's imports", () => {
  const graph = importGraph();

  it("are read from every file of cli/, client/ and templates/", () => {
    expect(graph.get("cli/errors.ts")).toContain("cli/messages/index.ts");
    expect(graph.get("cli/main.ts")).toContain("cli/commands/help.ts");
    // A dynamic import counts as much as a static one.
    expect(graph.get("cli/commands/build.ts")).toContain("cli/stages/build.ts");
  });

  it("form no circle: no file reaches itself through what it imports", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("run down the build's steps: a step imports what comes before it in the build and common/, never a later step nor build.ts", () => {
    const stageFiles = files.filter((file) => file.startsWith("cli/stages/"));
    // Every file and folder of cli/stages/ has its layer: `ls cli/stages` is the list above, in its order.
    expect(stageFiles.filter((file) => stageLayerOf(file) < 0)).toEqual([]);
    const listed = readdirSync(join(root, "cli/stages"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `cli/stages/${entry.name}/`);
    expect(listed.sort()).toEqual(stageLayers.filter((layer) => layer.endsWith("/")).sort());
    expect(graph.get("cli/stages/6-render/page-reader.ts")).toContain("cli/stages/6-render/html.ts");
    const upward = stageFiles.flatMap((file) =>
      (graph.get(file) ?? [])
        .filter((target) => target.startsWith("cli/stages/") && stageLayerOf(target) > stageLayerOf(file))
        .map((target) => `${file} → ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it("run one way between the build and the templates: the stages call templates/, which import nothing of cli/stages/", () => {
    // What templates read of a page (cli/restaurant/page-model.ts) lies below both.
    expect(graph.get("cli/stages/6-render/render-page.tsx")).toContain("templates/Document.tsx");
    const upward = [...graph]
      .filter(([file]) => file.startsWith("templates/"))
      .flatMap(([file, targets]) =>
        targets.filter((target) => target.startsWith("cli/stages/")).map((target) => `${file} → ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it("keep the content types below what reads and shows them: cli/content/ names templates, never imports them", () => {
    expect(graph.get("cli/content/types.ts")).toContain("cli/content/menu/type.ts");
    const below = ["cli/content/", "cli/shared/", "cli/messages/", "cli/errors.ts", "cli/file-writes.js"];
    const upward = [...graph]
      .filter(([file]) => file.startsWith("cli/content/"))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => !below.some((path) => target.startsWith(path)))
          .map((target) => `${file} → ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it("make the message catalogue a leaf: cli/messages/ imports nothing of the tool but the formats of dates and prices", () => {
    // The one module that writes dates and prices for the site, the tool and the messages alike, and what it stands on.
    const formats = reachable(graph, "cli/shared/format.ts");
    const outside = [...graph]
      .filter(([file]) => file.startsWith("cli/messages/"))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => !target.startsWith("cli/messages/") && !formats.has(target))
          .map((target) => `${file} → ${target}`),
      );
    expect([...formats].filter((file) => file.startsWith("cli/messages/"))).toEqual([]);
    expect(outside).toEqual([]);
  });

  it("never load a bundled CommonJS module with import(): split into a chunk, it would have no named exports", () => {
    const { inputs } = buildSync(bundleOptions(root)).metafile;
    const lazyCommonJs = Object.entries(inputs).flatMap(([file, input]) =>
      input.imports
        .filter((imported) => imported.kind === "dynamic-import" && !imported.external)
        .filter((imported) => inputs[imported.path]?.format === "cjs")
        .map((imported) => `${file} → ${imported.path}`),
    );
    expect(lazyCommonJs).toEqual([]);
  });

  it("leave the readers out of a build that reads nothing: zod, yaml, react-dom and htmlparser2 load with a file to read or a page to render", () => {
    const { files: loaded, packages } = loadedWith("cli/stages/build.ts");
    expect(loaded).toContain("cli/stages/6-render/render.tsx");
    const readers = ["zod", "yaml", "react-dom", "htmlparser2"];
    expect([...packages].filter((name) => readers.includes(name))).toEqual([]);
  });

  it("leave node:fs/promises out of a build: it brings readline with it, and only the preview's file server reads that way", () => {
    const { builtins } = loadedWith("cli/stages/build.ts");
    expect(builtins).toContain("node:fs");
    expect([...builtins].filter((name) => name === "node:fs/promises")).toEqual([]);
  });

  it("bundle of zod what the schemas use: none of its locales but the English it starts with", () => {
    // A namespace passed on as a value (`export { z }`) made esbuild keep all of zod's exports.
    const bundled = Object.values(metafile().outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([path]) => path),
    );
    expect(bundled.some((path) => path.includes("node_modules/zod/v4/classic/"))).toBe(true);
    expect(bundled.filter((path) => /node_modules\/zod\/v4\/locales\/(?!en\.js$)/.test(path))).toEqual([]);
  });

  it("leave Markdown's parser out of a YAML file's conversion: remark and rehype load with a Markdown file to convert", () => {
    // An edit of buffet.yaml or menu.yaml loads cli/stages/1-load/formats.ts.
    const { files: loaded, packages } = loadedWith("cli/stages/1-load/formats.ts");
    expect(loaded).toContain("cli/stages/1-load/yaml.ts");
    expect([...packages].filter((name) => /^(remark|rehype|micromark|mdast|hast)/.test(name))).toEqual([]);
    expect(loaded).not.toContain("cli/stages/1-load/markdown.ts");
  });

  it("leave the catalogue out of a share card's drawing: its published name, a hash of that code, stays when a message changes", () => {
    // As esbuild bundles it (cli/bundle-recipe.cjs fingerprints that), JSX's runtime included, which no import statement names.
    const inputs: Record<string, { imports: { path: string; external?: boolean }[] }> = buildSync(bundleOptions(root))
      .metafile.inputs;
    const drawing = new Set(["cli/stages/5-cards/card-drawing.tsx"]);
    for (const file of drawing) {
      for (const imported of inputs[file]?.imports ?? []) if (!imported.external) drawing.add(imported.path);
    }
    expect(drawing).toContain("templates/jsx-runtime.ts");
    // Before: through the templates' JSX runtime, which threw the catalogue's errors, every message.
    expect([...drawing].filter((file) => file.startsWith("cli/messages/") || file === "cli/errors.ts")).toEqual([]);
  });
});
