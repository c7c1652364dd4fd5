/**
 * The one gate for text that leaves the tool (cli/gate.ts): what the owner typed reaches a terminal
 * or GitHub's log as text. Every shape an attack found is fed through check, build, deploy's warnings,
 * menu, buffet and hours, and what they print is read by a port of the runner's own parser
 * (actions/runner, src/Runner.Common/ActionCommand.cs: TryParseV2, then TryParse): it finds no
 * command but the tool's own annotations.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { harmless, harmlessJson, oneLine, workflowCommand } from "../../cli/gate.js";
import { contentForTest, edit, runSite } from "./helpers.js";

interface RunnerCommand {
  command: string;
  properties: Record<string, string>;
  data: string;
}

/** The runner's unescaping of v2 properties and data, and of the legacy form (ActionCommand.cs). */
const unescapeProperty = (text: string) =>
  text.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%3A/g, ":").replace(/%2C/g, ",").replace(/%25/g, "%");
const unescapeData = (text: string) => text.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%25/g, "%");
const unescapeLegacy = (text: string) =>
  text.replace(/%3B/g, ";").replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%5D/g, "]").replace(/%25/g, "%");

/**
 * The commands GitHub's runner reads in a step's output: each line (split as .NET's ReadLine splits,
 * at CR, LF or both) tried as `::name props::data` after its leading white space, then as
 * `##[name props]data` anywhere in it. Stricter than the runner: any name counts, not only those it knows.
 */
function runnerCommands(output: string): RunnerCommand[] {
  const found: RunnerCommand[] = [];
  for (const line of output.split(/\r\n|\r|\n/)) {
    const trimmed = line.replace(/^\s+/, "");
    const end = trimmed.indexOf("::", 2);
    if (trimmed.startsWith("::") && end >= 0) {
      const info = trimmed.slice(2, end);
      const space = info.indexOf(" ");
      const properties: Record<string, string> = {};
      if (space > 0) {
        for (const pair of info
          .slice(space + 1)
          .trim()
          .split(",")
          .filter(Boolean)) {
          const at = pair.indexOf("=");
          if (at > 0 && at < pair.length - 1) properties[pair.slice(0, at)] = unescapeProperty(pair.slice(at + 1));
        }
      }
      const command = space < 0 ? info : info.slice(0, space);
      if (command) {
        found.push({ command, properties, data: unescapeData(trimmed.slice(end + 2)) });
        continue;
      }
    }
    const prefix = line.indexOf("##[");
    const close = prefix < 0 ? -1 : line.indexOf("]", prefix);
    if (close < 0) continue;
    const info = line.slice(prefix + 3, close);
    const space = info.indexOf(" ");
    const command = space < 0 ? info : info.slice(0, space);
    if (command) found.push({ command, properties: {}, data: unescapeLegacy(line.slice(close + 1)) });
  }
  return found;
}

describe("the runner's parser, as ported here", () => {
  it("reads both forms, anywhere a line allows them, with their escapes", () => {
    expect(runnerCommands("x\n  ::add-mask::secret\r::error file=a%0Db%3Ac,line=1::m%25")).toEqual([
      { command: "add-mask", properties: {}, data: "secret" },
      { command: "error", properties: { file: "a\rb:c", line: "1" }, data: "m%" },
    ]);
    expect(runnerCommands('content/buffet.yaml:25:11 date "##[stop-commands]tok" is not')).toEqual([
      { command: "stop-commands", properties: {}, data: 'tok" is not' },
    ]);
  });
});

describe("the gate", () => {
  it("writes control characters out, and the marks that turn text around, and halves of a character", () => {
    expect(oneLine("a\u001b[2Jb\rc\nd\te\u0007\u202ef\ud800")).toBe("a\\u001b[2Jb\\rc\\nd\\te\\u0007\\u202ef\\ud800");
    // A whole character of two halves is one character.
    expect(oneLine("😀")).toBe("😀");
  });

  it("leaves no command in a line: ##[ anywhere, :: after the leading spaces", () => {
    const text = 'date "##[stop-commands]tok"\n   ::add-mask::x\n::error file=README.md::Fake\na::b';
    expect(runnerCommands(harmless(text))).toEqual([]);
    // The owner reads the same words: an invisible space stands between the marks.
    expect(harmless(text).replace(/\u200b/g, "")).toBe(text);
    expect(harmless("a\u001b]0;title\u0007")).toBe("a\\u001b]0;title\\u0007");
  });

  it("makes the tool's own annotation one the runner reads back exactly, a file named with line breaks included", () => {
    const file = "content/pages/stray\r\n::error::x,y%.en.md";
    const line = workflowCommand("error", { file, line: 3, col: 1 }, 'date "##[stop-commands]tok"\r\n::warning::x');
    expect(line.split(/\r|\n/)).toHaveLength(1);
    expect(runnerCommands(line)).toEqual([
      {
        command: "error",
        properties: { file, line: "3", col: "1" },
        data: 'date "#\u200b#[stop-commands]tok"\r\n::warning::x',
      },
    ]);
  });

  it("keeps JSON what it was: every reader gets the owner's text back, no line holds a command", () => {
    const value = { message: 'date "##[stop-commands]tok"\n::error::x\u202e\u001b' };
    const json = harmlessJson(value);
    expect(runnerCommands(json)).toEqual([]);
    expect(JSON.parse(json)).toEqual(value);
  });
});

/** Output of a run as the runner reads it: stdout and stderr, each in its own stream. */
const ci = (dir: string, extra: Record<string, string> = {}) => ({
  GITHUB_ACTIONS: "true",
  GITHUB_WORKSPACE: dir,
  ...extra,
});

/**
 * Every command in a run's output is an annotation of the tool's own: `error` or `warning` on stdout,
 * naming a file of the repository, one for each line on stderr that names a mistake.
 */
function expectOnlyOwnAnnotations(dir: string, result: { stdout: string; stderr: string }, what: string) {
  expect(runnerCommands(result.stderr), `${what}: stderr`).toEqual([]);
  const commands = runnerCommands(result.stdout);
  for (const { command, properties } of commands) {
    expect(["error", "warning"], `${what}: ${command}`).toContain(command);
    expect(
      Object.keys(properties).every((name) => ["file", "line", "col"].includes(name)),
      what,
    ).toBe(true);
    if (properties.file) expect(existsSync(join(dir, properties.file)), `${what}: ${properties.file}`).toBe(true);
  }
  // The annotations are the tool's only commands: as many as its lines on stdout starting "::".
  expect(commands.length, what).toBe(result.stdout.split("\n").filter((line) => line.startsWith("::")).length);
  return commands;
}

describe("what the tool prints of hostile content", () => {
  it("is text in check, build and deploy: each mistake one annotation of its file, and no command of the owner's", () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    edit(content, "buffet.yaml", 'date: "2026-12-06"', 'date: "##[stop-commands]tok"');
    edit(content, "hours.yaml", "hours: 18:00-24:00", 'hours: "##[add-mask]secret"');
    edit(content, "site.yaml", "vatId: DE123456789", 'vatId: "##[error file=README.md,line=1]Fake"');
    const link = "[Link](javascript:##[stop-commands]tok) ![Foto](images/##[stop-commands]x.jpg)";
    edit(content, "pages/about.de.md", /\n$/, `\n\n${link}\n`);

    const check = runSite(["check"], dir, ci(dir));
    expect(check.status).toBe(1);
    const commands = expectOnlyOwnAnnotations(dir, check, "check");
    expect(commands.length).toBe(check.stderr.trimEnd().split("\n").length);
    expect(commands.length).toBe(5);

    const json = runSite(["check", "--json"], dir, ci(dir));
    expect(runnerCommands(json.stdout)).toEqual([]);
    const messages = JSON.parse(json.stdout).problems.map((problem: { message: string }) => problem.message);
    expect(messages).toContainEqual(expect.stringContaining('"##[stop-commands]tok"'));
  });

  it("names a page file named like a command, or with a line break, as text and as the annotation's file", () => {
    const dir = contentForTest();
    const about = join(dir, "content/pages/about.de.md");
    cpSync(about, join(dir, "content/pages/stray##[stop-commands]tok.en.md"));
    cpSync(about, join(dir, "content/pages/stray\r\n::error::x.en.md"));
    const check = runSite(["check"], dir, ci(dir));
    expect(check.status).toBe(1);
    const commands = expectOnlyOwnAnnotations(dir, check, "check");
    // The file named with a line break is the annotation's file, exactly, carried by %0D%0A.
    expect(commands.map((command) => command.properties.file).sort()).toEqual([
      "content/pages/stray\r\n::error::x.en.md",
      "content/pages/stray##[stop-commands]tok.en.md",
    ]);
    expect(check.stderr).toContain("content/pages/stray\\r\\n::error::x.en.md:1:1 ");
  });

  it("is text in a build that passes with a warning, and in deploy's warnings, where the deploy's secrets are", () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    edit(content, "i18n/de.yaml", /^heroSubtitle: .*$/m, "heroSubtitle: Hausgemacht ##[stop-commands]tok");
    const build = runSite(["build"], dir, ci(dir));
    expect(build.status, build.stderr).toBe(0);
    expect(expectOnlyOwnAnnotations(dir, build, "build").map((command) => command.command)).toEqual(["warning"]);

    // A deploy that shows the warning, then finds no server: every line of it read as the runner reads it.
    writeFileSync(
      join(content, "site.yaml"),
      `${readFileSync(join(content, "site.yaml"), "utf8")}deploy:\n  protocol: sftp\n  host: 127.0.0.1\n  port: 9\n  user: "##[stop-commands]tok"\n  folder: /site\n`,
    );
    const deploy = runSite(["deploy", "--dry-run"], dir, ci(dir, { SITE_DEPLOY_PASSWORD: "x" }));
    expect(deploy.status).toBe(1);
    expect(deploy.stderr).toContain("heroSubtitle");
    expectOnlyOwnAnnotations(dir, deploy, "deploy");
  });

  it("is text in the menu, the buffets and the hours as the owner reads them, also where a text starts a line", () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    edit(content, "menu.yaml", "en: Akara", 'en: "::error file=README.md::Fake dish"');
    edit(content, "menu.yaml", "de: Akara", 'de: "Akara ##[stop-commands]tok"');
    // A line break the owner escaped: the text after it starts a line of its own.
    edit(content, "menu.yaml", /de: Knusprige .*$/m, 'de: "Knusprig.\\n::add-mask::x\\n  ##[group]y"');
    edit(content, "buffet.yaml", "street: Baobabweg 7", 'street: "::add-mask::Baobabweg 7"');
    edit(content, "hours.yaml", "en: Christmas holidays", 'en: "##[stop-commands]tok holidays"');
    for (const command of ["menu", "buffet", "hours"]) {
      const result = runSite([command], dir, ci(dir));
      expect(result.status, `${command}: ${result.stderr}`).toBe(0);
      expect(runnerCommands(`${result.stdout}\n${result.stderr}`), command).toEqual([]);
    }
    const menu = runSite(["menu"], dir, ci(dir)).stdout;
    // The owner still reads her text, the marks kept apart by a space no one sees.
    expect(menu.replace(/\u200b/g, "")).toContain("::error file=README.md::Fake dish");
    expect(menu.replace(/\u200b/g, "")).toContain("Akara ##[stop-commands]tok");
  });
});
