/**
 * How much a command says, and how: a progress line on a terminal only, --quiet (mistakes alone),
 * --verbose (each stage and each cache), and `site check --json` for editors and CI tools.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { progressLine } from "../../cli/progress.js";
import { contentForTest, edit, positionOf, root, runSite, testNow } from "./helpers.js";

/** The escape character that starts a terminal's control sequences. */
const esc = "\u001b";

/** A terminal as the progress line sees it: what was written to it, in order. */
function terminal(isTTY: boolean, columns = 80) {
  const written: string[] = [];
  return { isTTY, columns, written, write: (text: string) => written.push(text) };
}

/** What a terminal shows after `written`: each carriage return starts the line again, ESC[K clears its rest. */
function screen(written: string[]): string {
  let line = "";
  for (const part of written.join("").split(new RegExp(`(\r|${esc}\\[K|${esc}\\[\\d+m)`))) {
    if (part === "\r") line = "";
    else if (!part.startsWith("\u001b")) line += part;
  }
  return line;
}

describe("the progress line", () => {
  it("rewrites one line of a terminal, and clears it before what comes next", () => {
    const stream = terminal(true);
    let clock = 0;
    const line = progressLine({ stream, env: {}, now: () => clock });
    expect(line).toBeDefined();
    line?.show("Photos 1/3 · a.heic");
    clock += 1000;
    line?.show("Photos 2/3 · b.heic");
    expect(stream.written.every((part) => part.startsWith("\r"))).toBe(true);
    expect(screen(stream.written)).toBe("Photos 2/3 · b.heic");
    line?.clear();
    expect(screen(stream.written)).toBe("");
  });

  it("is drawn at most every 80 ms, but always when the work is done", () => {
    const stream = terminal(true);
    const clock = 0;
    const line = progressLine({ stream, env: {}, now: () => clock });
    line?.show("Share cards 1/3");
    line?.show("Share cards 2/3");
    expect(screen(stream.written)).toBe("Share cards 1/3");
    line?.show("Share cards 3/3", true);
    expect(screen(stream.written)).toBe("Share cards 3/3");
  });

  it("fits the terminal's width, and shows no control character of a file's name", () => {
    const stream = terminal(true, 30);
    const line = progressLine({ stream, env: {} });
    line?.show("Photos 7/20 · a-very-long-photo-name-from-a-phone\u001b]0;title\u0007.heic");
    const shown = screen(stream.written);
    expect([...shown]).toHaveLength(29);
    expect(shown.endsWith("…")).toBe(true);
    expect(stream.written.join("")).not.toContain("\u0007");
    expect(stream.written.join("")).not.toContain(`${esc}]`);
  });

  it("is dimmed, unless NO_COLOR is set", () => {
    const coloured = terminal(true);
    progressLine({ stream: coloured, env: {} })?.show("Fonts 1/4");
    expect(coloured.written.join("")).toContain("\u001b[2m");
    const plain = terminal(true);
    progressLine({ stream: plain, env: { NO_COLOR: "1" } })?.show("Fonts 1/4");
    expect(plain.written.join("")).not.toMatch(new RegExp(`${esc}\\[\\d+m`));
    expect(screen(plain.written)).toBe("Fonts 1/4");
  });

  it("is not there when nobody watches: piped, in CI, on a dumb terminal, or with --quiet", () => {
    expect(progressLine({ stream: terminal(false), env: {} })).toBeUndefined();
    expect(progressLine({ stream: terminal(true), env: { CI: "true" } })).toBeUndefined();
    expect(progressLine({ stream: terminal(true), env: { GITHUB_ACTIONS: "true" } })).toBeUndefined();
    expect(progressLine({ stream: terminal(true), env: { TERM: "dumb" } })).toBeUndefined();
    expect(progressLine({ stream: terminal(true), env: {}, quiet: true })).toBeUndefined();
  });
});

/** A copy of the content whose share cards no run drew yet: a build with long work to show. */
function contentWithWork(): string {
  const dir = contentForTest();
  const name = `Mama Nyota ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  edit(join(dir, "content"), "site.yaml", "name: Mama Nyota\n", `name: ${name}\n`);
  return dir;
}

/** `site build` on a terminal of its own (util-linux's script gives it one): everything the terminal got. */
function buildOnTerminal(dir: string, env: Record<string, string> = {}): string {
  const result = spawnSync(
    "script",
    ["-qec", `"${process.execPath}" "${join(root, "cli/bin.js")}" build`, "/dev/null"],
    {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en", GITHUB_ACTIONS: "", CI: "", TERM: "xterm", ...env },
    },
  );
  expect(result.status).toBe(0);
  return result.stdout;
}

// A first build of new cards on a busy machine: the limit only ends a run that never comes back.
describe("site build on a terminal", { timeout: 180_000 }, () => {
  it("shows its long work on one line that rewrites itself, then the summary on a clean line", () => {
    const output = buildOnTerminal(contentWithWork());
    expect(output).toMatch(new RegExp(`\r(${esc}\\[2m)?Share cards \\d+/\\d+`));
    const summary = output.split("\r").filter((part) => part.includes("Wrote"));
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatch(new RegExp(`^(${esc}\\[K)?Wrote 30 pages`));
  });

  it("shows it in German where the tool speaks German", () => {
    expect(buildOnTerminal(contentWithWork(), { SITE_LANG: "de" })).toMatch(/Vorschaubilder \d+\/\d+/);
  });

  it("shows none when its output goes to a file or a pipe, as in CI: only the summary", () => {
    const run = runSite(["build"], contentWithWork());
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/^Wrote 30 pages, \d+ files \([\d.]+ KB\) to dist\/ in [\d.]+ s\n$/);
  });
});

describe("a failure of any command", () => {
  it("is said the same way by every command: one line of the catalogue, exit code 1, its annotation in GitHub Actions", () => {
    const dir = contentForTest();
    const missing = join(dir, "no-such-folder");
    const line = `the content folder "${missing}" does not exist (run the command in the project folder (the one with content/), or name the folder with --content)`;
    for (const command of [
      ["build"],
      ["check"],
      ["buffet"],
      ["menu"],
      ["hours"],
      ["schemas"],
      ["hosting"],
      ["deploy"],
    ]) {
      const result = runSite([...command, "--content", missing], dir, { GITHUB_ACTIONS: "true" });
      expect(result.stderr, command[0]).toBe(`${line}\n`);
      expect(result.stdout, command[0]).toBe(`::error::${line}\n`);
      expect(result.status, command[0]).toBe(1);
    }
    // Before: `site schemas` made the folder it was given, for a misspelt name too.
    expect(existsSync(missing)).toBe(false);
  });
});

describe("--quiet", () => {
  it("prints nothing when all went well, on every command that reports", () => {
    const dir = contentForTest();
    for (const args of [
      ["build", "--quiet"],
      ["-q", "check"],
      ["schemas", "-q"],
    ]) {
      const run = runSite(args, dir);
      expect(run.status, args.join(" ")).toBe(0);
      expect(run.stdout + run.stderr, args.join(" ")).toBe("");
    }
  });

  it("leaves out warnings, but prints every mistake", () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    // A buffet that is over: a warning, the build goes on.
    const warned = runSite(["build", "--quiet"], dir, { SITE_NOW: "2031-01-01T12:00:00+01:00" });
    expect(warned.status).toBe(0);
    expect(warned.stdout + warned.stderr).toBe("");
    edit(content, "buffet.yaml", /date: "\d{4}-\d{2}-\d{2}"/, 'date: "2026-11-31"');
    const failed = runSite(["build", "--quiet"], dir);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toBe("");
    expect(failed.stderr).toMatch(
      new RegExp(`^content/buffet\\.yaml:${positionOf(content, "buffet.yaml", '"2026-11-31"')} .*2026-11-31`),
    );
  });

  it("cannot be asked for together with --verbose: one line says so", () => {
    const run = runSite(["build", "--quiet", "--verbose"], contentForTest());
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/^--verbose and --quiet cannot be used together/);
  });
});

describe("--verbose", () => {
  it("adds each stage with its time and what each cache did, on stderr, stdout keeping the summary", () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    const run = runSite(["build", "--verbose"], dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Wrote 30 pages/);
    expect(run.stdout.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/^Stages: start-up \d+ ms · load \d+ ms · .* write \d+ ms$/m);
    // Built again unchanged: every content file and every page comes from the caches, nothing is made.
    const caches = /^Caches \(kept \/ made\): (.*)$/m.exec(run.stderr)?.[1] ?? "";
    expect(caches).toMatch(/content files \d+ \/ 0/);
    // The 30 pages without their parts, and the parts: per language the cookie banner, the events' data,
    // the pop-up with its menu link and without, the home page's block.
    expect(caches).toMatch(/pages and their parts rendered 45 \/ 0/);
    expect(caches).toMatch(/share cards \d+ \/ 0/);
  });

  it("names the caches that made something when content changed, in German too", () => {
    const dir = contentForTest();
    expect(runSite(["build"], dir).status).toBe(0);
    edit(join(dir, "content"), "pages/shop.en.md", 'title: "Shop"', `title: "Shop ${Date.now().toString(36)}"`);
    const run = runSite(["check", "--verbose"], dir, { SITE_LANG: "de" });
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/^Schritte: .* check \d+ ms$/m);
    expect(run.stderr).toMatch(/Vorschaubilder \d+ \/ 1/);
  });
});

describe("site check --json", () => {
  interface Report {
    ok: boolean;
    pages: number;
    problems: { severity: string; file?: string; line?: number; column?: number; rule: string; message: string }[];
  }
  const checkJson = (dir: string, env: Record<string, string> = {}) => {
    const run = runSite(["check", "--json"], dir, env);
    return { ...run, report: JSON.parse(run.stdout) as Report };
  };

  it("prints one JSON document and nothing else when all is well", () => {
    const run = checkJson(contentForTest(), { GITHUB_ACTIONS: "true" });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.report).toEqual({ ok: true, pages: 30, problems: [], warnings: [] });
  });

  it("lists the same mistakes the lines show, each with its file, line, column, rule, message and hint", () => {
    const dir = contentForTest();
    const content = join(dir, "content");
    edit(content, "buffet.yaml", /date: "\d{4}-\d{2}-\d{2}"/, 'date: "2026-11-31"');
    edit(content, "hours.yaml", "18:00-24:00", "18:00-25:00");
    const lines = runSite(["check"], dir).stderr.trim().split("\n");
    const run = checkJson(dir);
    expect(run.status).toBe(1);
    expect(run.report.ok).toBe(false);
    expect(run.report.problems).toHaveLength(lines.length);
    for (const [index, problem] of run.report.problems.entries()) {
      expect(problem.severity).toBe("error");
      expect(problem.rule).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(lines[index]).toBe(
        `${problem.file}:${problem.line}:${problem.column} ${problem.message} (${(problem as { hint?: string }).hint})`,
      );
    }
    expect(run.report.problems[0]).toMatchObject({ file: "content/buffet.yaml", rule: expect.any(String) });
  });

  it("says the messages in the tool's language, the rules the same in every language", () => {
    const dir = contentForTest();
    edit(join(dir, "content"), "buffet.yaml", /date: "\d{4}-\d{2}-\d{2}"/, 'date: "2026-11-31"');
    const english = checkJson(dir).report.problems;
    const german = checkJson(dir, { SITE_LANG: "de" }).report.problems;
    expect(german.map((problem) => problem.rule)).toEqual(english.map((problem) => problem.rule));
    expect(german[0].message).not.toBe(english[0].message);
    expect(german[0].message).toContain("2026-11-31");
  });
});
