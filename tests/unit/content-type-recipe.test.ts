/**
 * The recipe of docs/architecture.md, "Adding a content type", followed to the letter in a copy of
 * the project: each file as the recipe shows it, the list's line and the template's name as its
 * steps say, and nothing else. Then the real `site` command builds, checks and writes the JSON
 * Schemas of the copy, TypeScript checks the new files, and the copy's editor opens them.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyTool, root, testNow } from "./helpers.js";

/** Every code block of the recipe that names its file in its first line, by that file. */
function recipeFiles(): Map<string, string> {
  const doc = readFileSync(join(root, "docs", "architecture.md"), "utf8");
  const start = doc.indexOf("## Adding a content type");
  const section = doc.slice(start, doc.indexOf("\n## ", start + 1));
  const files = new Map<string, string>();
  for (const [, indent, body] of section.matchAll(/^( *)```[a-z]+\n([\s\S]*?)^ *```$/gm)) {
    const lines = body.split("\n").map((line) => line.slice(indent.length));
    const named = /^(?:\/\/|#) ((?:cli|templates|content)\/\S+)$/.exec(lines[0]);
    if (named) files.set(named[1], lines.slice(1).join("\n"));
  }
  return files;
}

/** Steps 3 and 4: the type's import and its name at the end of the list; the template's import and its name. */
function addLines(project: string, type: string, template: string): void {
  const edit = (file: string, importLine: string, list: RegExp, name: string) => {
    const path = join(project, file);
    const text = readFileSync(path, "utf8");
    const lastImport = text.lastIndexOf("\nimport ");
    const afterImports = text.indexOf("\n", lastImport + 1) + 1;
    const listed = `${text.slice(0, afterImports)}${importLine}\n${text.slice(afterImports)}`.replace(
      list,
      (_, start: string, items: string, end: string) =>
        `${start}${[items.trim(), name].filter(Boolean).join(", ")}${end}`,
    );
    expect(listed, `${file} has a place for ${name}`).not.toBe(text);
    writeFileSync(path, listed);
  };
  edit("cli/content/types.ts", `import { ${type} } from "./${type}/type.js";`, /(contentTypes = \[)([^\]]*)(\])/, type);
  edit(
    "templates/sections/index.ts",
    `import { ${template} } from "./${template}.js";`,
    /(sectionTemplates\b[\s\S]*?= \{ ?)([^}]*?)( ?\})/,
    template,
  );
}

const notices: Record<string, string> = {
  de: "---\ntitle: Betriebsferien\n---\n\n**{{site.name}}** macht vom 1. bis 14. August Ferien.\n",
  en: "---\ntitle: Summer break\n---\n\n**{{site.name}}** is closed from 1 to 14 August.\n",
  fr: "---\ntitle: Congés\n---\n\n**{{site.name}}** est fermé pendant l'été.\n",
};

let project: string;
const site = (args: string[]) =>
  spawnSync(process.execPath, [join(project, "cli", "bin.js"), ...args], {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en", GITHUB_ACTIONS: "" },
  });
const page = (file: string) => readFileSync(join(project, "dist", file), "utf8");

// A fresh copy bundles its code and makes every photo once: minutes on a loaded machine, not seconds.
const slow = 300_000;

beforeAll(() => {
  project = copyTool();
  const files = recipeFiles();
  expect([...files.keys()].sort()).toEqual([
    "cli/content/notice/schema.ts",
    "cli/content/notice/type.ts",
    "cli/content/press/schema.ts",
    "cli/content/press/type.ts",
    "content/press.yaml",
    "templates/sections/HomeNotice.tsx",
    "templates/sections/PressList.tsx",
  ]);
  for (const [file, text] of files) {
    // Only new files: the recipe changes no file the project has but by the lines of steps 3 and 4.
    expect(existsSync(join(project, file)), file).toBe(false);
    mkdirSync(dirname(join(project, file)), { recursive: true });
    writeFileSync(join(project, file), text);
  }
  addLines(project, "press", "PressList");
  addLines(project, "notice", "HomeNotice");
  mkdirSync(join(project, "content", "notice"));
  for (const [lang, text] of Object.entries(notices))
    writeFileSync(join(project, "content", "notice", `${lang}.md`), text);
  const built = site(["build"]);
  expect(built.stderr).toBe("");
  expect(built.status).toBe(0);
}, slow);

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("a content type added as docs/architecture.md says", () => {
  it("is shown on the page it names, in each of the site's languages, and on no other", () => {
    const german = page("about/index.html");
    expect(german).toMatch(/<h2 id="press-heading">Presse<\/h2>/);
    expect(german).toContain('href="https://kuechenblatt.example/jollof"');
    expect(german).toContain("Jollof am Baobabweg");
    expect(german).toContain("14. März 2026");
    // After the about page's own content, inside its main part.
    expect(german.indexOf("press-heading")).toBeLessThan(german.indexOf("</main>"));
    expect(german.indexOf("press-heading")).toBeGreaterThan(german.indexOf('<main id="main"'));
    expect(page("en/about/index.html")).toContain("Jollof on Baobabweg");
    expect(page("en/about/index.html")).toContain("14 March 2026");
    expect(page("fr/about/index.html")).toContain("Le jollof du Baobabweg");
    expect(page("index.html")).not.toContain("press-heading");
  });

  it("is validated as every type is: a text missing a language names the file, line and column, dist/ untouched", () => {
    const content = join(project, "broken");
    cpSync(join(project, "content"), content, { recursive: true });
    const file = join(content, "press.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("      fr: Le jollof du Baobabweg\n", ""));
    const before = page("about/index.html");
    const failed = site(["build", "--content", "broken"]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('broken/press.yaml:8:7 articles.0.title has no text in the language "fr"');
    expect(page("about/index.html")).toBe(before);
  });

  it("has its JSON Schema, written by site schemas with the title its declaration gives", () => {
    const written = site(["schemas"]);
    expect(written.status).toBe(0);
    const schema = JSON.parse(readFileSync(join(project, "content", "schemas", "press.schema.json"), "utf8"));
    expect(schema.title).toBe("press.yaml: what was written about the restaurant");
    expect(Object.keys(schema.properties)).toEqual(["heading", "articles"]);
    expect(existsSync(join(project, "content", "schemas", "notice.schema.json"))).toBe(true);
  });

  it("is a form in the editor, made from its schema", async () => {
    const { createEditor } = await import(pathToFileURL(join(project, "cli", "editor", "editor.ts")).href);
    const work = mkdtempSync(join(tmpdir(), "site-recipe-editor-"));
    try {
      const editor = createEditor({
        root: project,
        contentDir: join(project, "content"),
        work,
        build: async () => ({ ok: true, lines: [] }),
        refresh: async () => {},
      });
      const opened = await editor.open("press.yaml", "en");
      expect(opened).toMatchObject({ type: "press", kind: "form", format: "yaml" });
      expect(Object.keys(opened.schema.properties)).toEqual(["heading", "articles"]);
      expect(opened.files[0].value.articles[0].outlet).toBe("Berliner Küchenblatt");
      expect(await editor.open("notice/fr.md", "en")).toMatchObject({ type: "notice", kind: "text" });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it("of Markdown shows each language's file on the page it names, its text as HTML with the site's facts", () => {
    const german = page("index.html");
    // Its title as a page's heading shows it: with soft hyphens where the long word may break.
    expect(german).toContain('<h2 id="notice-heading">Be\u00adtriebs\u00adfe\u00adri\u00aden</h2>');
    expect(german).toContain("<strong>Mama Nyota</strong> macht vom 1. bis 14. August Ferien.");
    expect(page("en/index.html")).toContain("<strong>Mama Nyota</strong> is closed from 1 to 14 August.");
    // French spacing and apostrophes, as on every French page.
    expect(page("fr/index.html")).toContain("<strong>Mama Nyota</strong> est fermé pendant l\u2019été.");
    expect(page("about/index.html")).not.toContain("notice-heading");
  });

  it("of Markdown is read like a page: a language's missing file is named", () => {
    const content = join(project, "without-french");
    cpSync(join(project, "content"), content, { recursive: true });
    rmSync(join(content, "notice", "fr.md"));
    const failed = site(["check", "--content", "without-french"]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain("without-french/notice/fr.md:1:1 file is missing");
  });

  it(
    "type-checks: the template reads the view's own type, with no declaration besides the recipe's",
    () => {
      const config = join(project, "tsconfig.recipe.json");
      const include = ["cli/content/press", "cli/content/notice", "templates/sections"];
      writeFileSync(config, JSON.stringify({ extends: "./tsconfig.json", include }));
      const tsc = spawnSync(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", config], {
        cwd: project,
        encoding: "utf8",
      });
      expect(tsc.stdout).toBe("");
      expect(tsc.status).toBe(0);
    },
    slow,
  );
});
