/**
 * Random damage to the shipped content: whatever the owner's editor does to a
 * file, the tool answers with `file:line:col` lines (or builds), never with a
 * crash. Seeded, so a failure reproduces; fast-check prints the seed and path.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { describeFailure, SiteError, SiteErrors } from "../../cli/errors.js";
import { loadContent } from "../../cli/stages/1-load/load.js";
import { buildPageModels } from "../../cli/stages/4-model/model.js";
import { renderPage } from "../../cli/stages/6-render/render-page.js";
import { markerText } from "../../cli/stages/9-write/output-folder.js";
import { outputMarker } from "../../cli/stages/common/output-file.js";
import { copyContent, runSite } from "./helpers.js";

// FUZZ_SEED explores other damage; the fixed default keeps CI reproducible.
const seed = Number(process.env.FUZZ_SEED ?? 20251102);
const dir = copyContent();
const content = join(dir, "content");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files = [
  "site.yaml",
  "buffet.yaml",
  "i18n/de.yaml",
  "i18n/en.yaml",
  "i18n/fr.yaml",
  "pages/home.de.md",
  "pages/about.en.md",
  "pages/menu.fr.md",
  "legal/impressum.md",
  "legal/datenschutz.md",
];
const originals = new Map(files.map((file) => [file, readFileSync(join(content, file), "utf8")]));

type Mutation = (text: string) => string;

const onLine = (index: number, change: (line: string) => string[]): Mutation => {
  return (text) => {
    const lines = text.split("\n");
    const at = index % lines.length;
    lines.splice(at, 1, ...change(lines[at]));
    return lines.join("\n");
  };
};
const replaceValue = (line: string, value: string) => {
  const colon = line.indexOf(": ");
  return colon >= 0 ? `${line.slice(0, colon + 2)}${value}` : `${line}${value}`;
};

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map((index) => onLine(index, () => [])),
  fc
    .tuple(fc.nat(), fc.constantFrom("[1, 2]", "{ a: 1 }", "42", "3.5", "true", "null", "~", '""', "- x", "2025-11-02"))
    .map(([index, value]) => onLine(index, (line) => [replaceValue(line, value)])),
  fc.tuple(fc.nat(), fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 })).map(
    ([position, insert]): Mutation =>
      (text) => {
        const at = position % (text.length + 1);
        return text.slice(0, at) + insert + text.slice(at);
      },
  ),
  fc
    .tuple(fc.nat(), fc.integer({ min: 200, max: 20_000 }), fc.constantFrom("x", "é", "🍲", " "))
    .map(([index, length, unit]) => onLine(index, (line) => [replaceValue(line, unit.repeat(length))])),
  fc
    .tuple(fc.nat(), fc.integer({ min: -4, max: 4 }))
    .map(([index, shift]) =>
      onLine(index, (line) => [shift >= 0 ? `${" ".repeat(shift || 1)}${line}` : line.replace(/^ {1,4}/, "")]),
    ),
  fc.nat().map((index) => onLine(index, (line) => [line, line])),
  fc.nat().map(
    (length): Mutation =>
      (text) =>
        text.slice(0, length % text.length),
  ),
);

const damage = fc.record({
  file: fc.constantFrom(...files),
  mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
});

const assets = {
  styles: "body{margin:0}",
  menuStyles: "",
  pageStyles: {},
  script: "/a.js",
  printStyles: "/print.css",
  preloadFonts: [],
  favicon: "/favicon.svg",
};

/** Load and render the damaged content; returns the owner's error lines, or [] when it still builds. */
async function attempt(file: string, text: string): Promise<string[]> {
  writeFileSync(join(content, file), text);
  try {
    const { content: loaded } = await loadContent(content);
    for (const page of buildPageModels(loaded, assets, new Date("2026-11-18T12:00:00+01:00"))) renderPage(page);
    return [];
  } catch (failure) {
    if (!(failure instanceof SiteError || failure instanceof SiteErrors)) throw failure;
    const errors = failure instanceof SiteErrors ? failure.errors : [failure];
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error.place, error.message).toBeDefined();
      expect(error.place?.line).toBeGreaterThanOrEqual(1);
      expect(error.place?.col).toBeGreaterThanOrEqual(1);
    }
    return describeFailure(failure, dir);
  } finally {
    writeFileSync(join(content, file), originals.get(file) as string);
  }
}

const apply = (file: string, mutations: Mutation[]) =>
  mutations.reduce((text, change) => change(text), originals.get(file) as string);

/**
 * A fixed number of cases, so every run tries the same damage, with a budget
 * of time far above what they take: about 10 s and 2 s on an idle two-core
 * machine, several times that at a load average of 15, where the 60 s default
 * ran out.
 */
const budget = { timeout: 10 * 60_000 };

describe("damaged content", () => {
  it("never crashes the loader: it builds, or every problem has a file, line and column", budget, async () => {
    await fc.assert(
      fc.asyncProperty(damage, async ({ file, mutations }) => {
        for (const line of await attempt(file, apply(file, mutations))) {
          expect(line).toMatch(/^content\/[\w./-]+:\d+:\d+ \S/);
          expect(line).not.toMatch(/Internal error|\n\s+at /);
        }
      }),
      { seed, numRuns: 150 },
    );
  });

  it("fails the real build with exit 1 and `file:line:col` lines, leaving dist/ untouched", budget, async () => {
    const broken: { file: string; text: string }[] = [];
    for (const { file, mutations } of fc.sample(damage, { seed: seed + 1, numRuns: 100 })) {
      const text = apply(file, mutations);
      if ((await attempt(file, text)).length > 0) broken.push({ file, text });
      if (broken.length === 4) break;
    }
    expect(broken).toHaveLength(4);
    const dist = join(dir, "dist");
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, "index.html"), "the last upload");
    writeFileSync(join(dist, outputMarker), markerText);
    for (const { file, text } of broken) {
      writeFileSync(join(content, file), text);
      const result = runSite(["build"], dir);
      writeFileSync(join(content, file), originals.get(file) as string);
      expect(result.status, result.stderr).toBe(1);
      expect(result.stdout).toBe("");
      const lines = result.stderr.trimEnd().split("\n");
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatch(/^content\/[\w./-]+:\d+:\d+ \S/);
      expect(readFileSync(join(dist, "index.html"), "utf8")).toBe("the last upload");
      expect(existsSync(join(dist, "404.html"))).toBe(false);
    }
  });
});
