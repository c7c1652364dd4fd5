import { spawn, spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { makeScalingContent } from "../../bench/scaling-content.mjs";
import { uncatalogued } from "../../cli/commands/help.js";
import { createProgram } from "../../cli/main.js";
import { generateSite } from "../../cli/stages/build.js";
import { contentForTest, copyTool, edit, positionOf, root, runSite, snapshot, testNow } from "./helpers.js";

const project = contentForTest;

describe("site build", () => {
  it("writes 27 pages, a 404 page per language, sitemap and robots.txt, and says so in one line", () => {
    const dir = project();
    const result = runSite(["build"], dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Wrote 30 pages, \d+ files \([\d.]+ KB\) to dist\/ in [\d.]+ s\n$/);
    const files = Object.keys(snapshot(join(dir, "dist")));
    expect(files.filter((file) => file.endsWith("index.html"))).toHaveLength(27);
    for (const file of ["404.html", "en/404.html", "fr/404.html", "sitemap.xml", "robots.txt", "favicon.svg"])
      expect(files).toContain(file);
    expect(files.some((file) => /^assets\/site\.[0-9a-f]{10}\.js$/.test(file))).toBe(true);
    // The stylesheet is in every page's head, so first paint needs no second request; the only
    // stylesheet file is for paper, which never holds up the first paint.
    expect(files.filter((file) => file.endsWith(".css"))).toEqual([
      expect.stringMatching(/^assets\/print\.[0-9a-f]{10}\.css$/),
    ]);
    const head = readFileSync(join(dir, "dist/index.html"), "utf8").split("</head>")[0];
    expect(head).toMatch(/<style>.*\.site-header\{.*<\/style>/s);
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([expect.stringMatching(/ media="print"/)]);
    // The menu's rules only where the menu is: the other pages' first paint is about 1 KB smaller.
    expect(head).not.toContain(".menu-filter");
    const menuHead = readFileSync(join(dir, "dist/fr/speisekarte/index.html"), "utf8").split("</head>")[0];
    expect(menuHead).toMatch(/<style>.*\.site-header\{.*\.menu-filter\{.*<\/style>/s);
  });

  it("lists every page with its language alternates in the sitemap", () => {
    const dir = project();
    runSite(["build", "--out", "public"], dir);
    const sitemap = readFileSync(join(dir, "public/sitemap.xml"), "utf8");
    expect(sitemap.match(/<loc>/g)).toHaveLength(27);
    expect(sitemap).toContain("<loc>https://mama-nyota.example/fr/speisekarte/</loc>");
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://mama-nyota.example/en/speisekarte/"/>',
    );
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://mama-nyota.example/speisekarte/"/>',
    );
    expect(readFileSync(join(dir, "public/robots.txt"), "utf8")).toContain(
      "Sitemap: https://mama-nyota.example/sitemap.xml",
    );
  });

  it("gives byte-identical output for the same content", () => {
    const dir = project();
    runSite(["build", "--out", "first"], dir);
    // The second build takes the converted Markdown from the build cache: it must make the same bytes.
    runSite(["build", "--out", "second"], dir);
    expect(snapshot(join(dir, "second"))).toEqual(snapshot(join(dir, "first")));
  });

  it("shows an edited page and a changed fact in the next build, never an earlier version", () => {
    const dir = project();
    expect(runSite(["build"], dir).status).toBe(0);
    const page = (path: string) => readFileSync(join(dir, "dist", path, "index.html"), "utf8");
    expect(page("en/about")).toContain("It all started at a big kitchen table");
    expect(page("catering")).toContain("hallo@mama-nyota.example");

    expect(page("")).toContain(`<time dateTime="14:00">14:00</time>`);
    edit(dir, "content/pages/about.en.md", "It all started at a big kitchen table", "It began at a long kitchen table");
    edit(dir, "content/site.yaml", "hallo@mama-nyota.example", "essen@mama-nyota.example");
    edit(dir, "content/buffet.yaml", 'from: "14:00"', 'from: "15:30"');
    expect(runSite(["build"], dir).status).toBe(0);
    expect(page("")).toContain(`<time dateTime="15:30">15:30</time>`);
    expect(page("en/about")).toContain("It began at a long kitchen table");
    expect(page("en/about")).not.toContain("It all started");
    // The address comes into shop.de.md as {{site.email}}: that page changes with site.yaml.
    expect(page("shop")).toContain("essen@mama-nyota.example");
    expect(page("shop")).not.toContain("hallo@mama-nyota.example");
  });

  it("checks content it read before as strictly as new content: a new language meets the extra pages", () => {
    const dir = project();
    writeFileSync(
      join(dir, "content/site.yaml"),
      `${readFileSync(join(dir, "content/site.yaml"), "utf8")}extraPages:\n  - es\n`,
    );
    for (const lang of ["de", "en", "fr"]) {
      writeFileSync(
        join(dir, `content/pages/es.${lang}.md`),
        "---\ntitle: Español\ndescription: Hola.\n---\n\nHola.\n",
      );
    }
    expect(runSite(["build"], dir).stderr).toBe("");
    // site.yaml is unchanged, but "es" is now a language as well as a page.
    writeFileSync(join(dir, "content/i18n/es.yaml"), readFileSync(join(dir, "content/i18n/en.yaml")));
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `content/site.yaml:${positionOf(dir, "content/site.yaml", "es\n")} extra page "es" is already a page or language of the site (choose another name)\n`,
    );
  });

  it("leaves the last good dist/ byte-identical when the content is broken", () => {
    const dir = project();
    expect(runSite(["build"], dir).status).toBe(0);
    const before = snapshot(join(dir, "dist"));
    edit(dir, "content/buffet.yaml", '"2026-12-06"', '"2026-11-31"');
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `content/buffet.yaml:${positionOf(dir, "content/buffet.yaml", '"2026-11-31"')} buffet 1: date "2026-11-31" is not a calendar date (write it as "YYYY-MM-DD" in quotes, like "2025-11-02")\n`,
    );
    expect(snapshot(join(dir, "dist"))).toEqual(before);
    expect(readdirSync(dir).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("prints no stack trace for malformed YAML", () => {
    const dir = project();
    writeFileSync(join(dir, "content/site.yaml"), "name: [Mama Nyota\n");
    const result = runSite(["build"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^content\/site\.yaml:1:7 the \[ here has no closing \] /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dir, "dist"))).toBe(false);
  });

  it("answers --help and --version", () => {
    const help = runSite(["--help"], root);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("build [options]");
    expect(help.stdout).toContain("check [options]");
    const version = runSite(["--version"], root);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version);
  });

  it("answers --help in German where the tool speaks German, every command and option", () => {
    const help = runSite(["--help"], root, { SITE_LANG: "de" });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Aufruf: site \[Optionen\] \[Befehl\]\n\nBaut die Website des Restaurants/);
    expect(help.stdout).toContain("Befehle:\n  build [Optionen]    content/ prüfen und jede Seite in jeder Sprache");
    const set = runSite(["buffet", "set", "--help"], root, { LANG: "de_DE.UTF-8", SITE_LANG: "" });
    expect(set.stdout).toContain("  --date <JJJJ-MM-TT>  der Tag des Buffets\n");
    expect(set.stdout).toContain("  --from <HH:MM>       Beginn, 24 Stunden, Berliner Zeit\n");
    const build = runSite(["build", "--help"], root, { SITE_LANG: "de" });
    expect(build.stdout).toContain('  --out <Ordner>      Ausgabeordner (Vorgabe: "dist")\n');
    expect(build.stdout).not.toMatch(/Usage|Options|default|display help|<dir>/);
    // Every description of every command and option, and every name of an option's value, is a text of
    // the catalogue, which has its German; commander's own among them.
    expect(uncatalogued(createProgram(root))).toEqual([]);
  });

  it("answers a mistyped command line with one line in the tool's language, exit code 1", () => {
    const cases: [args: string[], en: string, de: string][] = [
      [
        ["biuld"],
        'site has no command "biuld" (did you mean "build"? "node cli --help" lists the commands)',
        'site hat keinen Befehl "biuld" (meinten Sie "build"? "node cli --help" zeigt die Befehle)',
      ],
      [
        ["publish"],
        'site has no command "publish" ("node cli --help" lists the commands)',
        'site hat keinen Befehl "publish" ("node cli --help" zeigt die Befehle)',
      ],
      [
        ["buffet", "sett"],
        'site buffet has no command "sett" (did you mean "set"? "node cli buffet --help" lists the commands)',
        'site buffet hat keinen Befehl "sett" (meinten Sie "set"? "node cli buffet --help" zeigt die Befehle)',
      ],
      [
        ["build", "--otu", "public"],
        'site build has no option "--otu" (did you mean "--out"? "node cli build --help" lists the options)',
        'site build hat keine Option "--otu" (meinten Sie "--out"? "node cli build --help" zeigt die Optionen)',
      ],
      [
        ["build", "--out"],
        'option --out needs a value (write it after the option: --out <dir>; "node cli build --help" lists the options)',
        'die Option --out braucht einen Wert (schreiben Sie ihn hinter die Option: --out <Ordner>; "node cli build --help" zeigt die Optionen)',
      ],
      [
        ["build", "public"],
        'site build got more words than it takes (options start with --; "node cli build --help" shows how to call it)',
        'site build hat mehr Wörter bekommen, als er nimmt (Optionen beginnen mit --; "node cli build --help" zeigt, wie man ihn aufruft)',
      ],
    ];
    const dir = project();
    for (const [args, en, de] of cases) {
      for (const [lang, line] of [
        ["en", en],
        ["de", de],
      ]) {
        const result = runSite(args, dir, { SITE_LANG: lang });
        expect(result.stderr, args.join(" ")).toBe(`${line}\n`);
        expect(result.status).toBe(1);
        expect(result.stdout).toBe("");
      }
    }
    expect(existsSync(join(dir, "dist"))).toBe(false);
  });
});

describe("site check", () => {
  it("passes on the shipped content", () => {
    const dir = project();
    const result = runSite(["check"], dir);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Checked 30 pages in [\d.]+ s: no problems\n$/);
  });

  it("fails on a link to a page that does not exist, naming the page's text and the link's place in it", () => {
    const dir = project();
    edit(dir, "content/pages/events.en.md", /\n*$/, "\n\nSee our [gallery](/en/gallery/).\n");
    const where = positionOf(join(dir, "content"), "pages/events.en.md", "[gallery]");
    for (const command of ["check", "build"]) {
      const result = runSite([command], dir);
      expect(result.status).toBe(1);
      // Before: "en/events/index.html:…", a file the owner never opens, and only from site check.
      expect(result.stderr).toBe(
        `content/pages/events.en.md:${where} link "/en/gallery/" leads to no page of this website (copy the address from the browser while the preview (node cli serve) shows that page, without http://127.0.0.1:8080 in front)\n`,
      );
    }
  });

  it("fails on a link to a part of a page that is not there, naming the built page", () => {
    const dir = project();
    edit(dir, "content/pages/events.en.md", /\n*$/, "\n\nSee [below](#gallery).\n");
    const result = runSite(["check"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^en\/events\/index\.html:\d+:\d+ link to "#gallery" has no target on this page \(/m);
    expect(result.stderr).toMatch(/^1 problem in 30 pages$/m);
  });

  it("reports content mistakes as the build does", () => {
    const dir = project();
    edit(dir, "content/site.yaml", "orderUrl: https://", "orderUrl: javascript://");
    const result = runSite(["check"], dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^content\/site\.yaml:\d+:\d+ orderUrl "javascript:\/\/[^"]*" must be an https:\/\/ address \(copy the whole address/,
    );
  });
});

/** A copy of the tool with content, to break a template in (helpers.ts), removed when the test ends. */
function toolCopy(): string {
  const dir = copyTool();
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const runTool = (dir: string, lang: "en" | "de") =>
  spawnSync(process.execPath, [join(dir, "cli/bin.js"), "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, SITE_NOW: testNow, SITE_LANG: lang },
  });

describe("a mistake in a template", () => {
  it("is reported once, naming the template, the first page and how many more, in the tool's language", () => {
    const dir = toolCopy();
    edit(
      dir,
      "templates/BuffetDetails.tsx",
      '<dl className="buffet-details">',
      '<dl className="buffet-details" style={{ color: "red" }}>',
    );
    const en = runTool(dir, "en");
    expect(en.stderr).toBe(
      "template BuffetDetails failed while rendering / (de) and 29 more pages: <dl> has an inline style attribute, which the Content-Security-Policy blocks (a mistake in templates/, not in your content: give the element a class and style it in templates/styles/)\n",
    );
    expect(en.status).toBe(1);
    expect(runTool(dir, "de").stderr).toBe(
      "Vorlage BuffetDetails scheiterte beim Erzeugen von / (de) und 29 weiteren Seiten: <dl> hat ein Inline-Attribut style, das die Content-Security-Policy blockiert (ein Fehler in templates/, nicht in Ihren Inhalten: geben Sie dem Element eine Klasse und gestalten Sie sie in templates/styles/)\n",
    );
    expect(existsSync(join(dir, "dist"))).toBe(false);
  });

  it("that esbuild cannot read is one line at its file, line and column, without a stack", () => {
    const dir = toolCopy();
    edit(dir, "templates/BuffetDetails.tsx", "const t = useText();", "const t = useText(;");
    const [line, col] = positionOf(dir, "templates/BuffetDetails.tsx", "useText(;").split(":").map(Number);
    const where = `templates/BuffetDetails.tsx:${line}:${col + "useText(".length}`;
    const en = runTool(dir, "en");
    expect(en.stderr).toBe(
      `${where} the tool's code cannot be read here: Unexpected ";" (a mistake in cli/, templates/ or client/, not in your content: correct this line, or undo the last change to the file)\n`,
    );
    expect(en.status).toBe(1);
    expect(runTool(dir, "de").stderr).toBe(
      `${where} der Code des Werkzeugs lässt sich hier nicht lesen: Unexpected ";" (ein Fehler in cli/, templates/ oder client/, nicht in Ihren Inhalten: korrigieren Sie diese Zeile oder machen Sie die letzte Änderung an der Datei rückgängig)\n`,
    );
  });
});

describe("the browser script", () => {
  it("is made with the tool's bundle: once it is made, a build starts no esbuild", () => {
    const dir = toolCopy();
    expect(runTool(dir, "en").status).toBe(0);
    const scriptOf = () => readdirSync(join(dir, "dist/assets")).filter((name) => /^site\.[0-9a-f]+\.js$/.test(name));
    const [script] = scriptOf();
    const bytes = readFileSync(join(dir, "dist/assets", script));
    // An esbuild that cannot start: the packages' lockfile is the same, so the bundle stays.
    rmSync(join(dir, "node_modules/esbuild"));
    mkdirSync(join(dir, "node_modules/esbuild"));
    writeFileSync(join(dir, "node_modules/esbuild/package.json"), '{ "name": "esbuild", "main": "main.js" }\n');
    writeFileSync(join(dir, "node_modules/esbuild/main.js"), 'throw new Error("esbuild was started");\n');
    edit(dir, "content/site.yaml", /^/, "# edited\n");
    const again = runTool(dir, "en");
    expect(again.stderr).toBe("");
    expect(again.status).toBe(0);
    expect(scriptOf()).toEqual([script]);
    expect(readFileSync(join(dir, "dist/assets", script)).equals(bytes)).toBe(true);
  });

  it("that imports the editor is refused, from the bundle and from the sources, and nothing is written", async () => {
    const dir = toolCopy();
    // A stray import: even one helper of the editor's.
    edit(dir, "client/main.ts", /^/, 'import { h } from "./editor/dom.js";\nconsole.log(h);\n');
    const en = runTool(dir, "en");
    expect(en.stderr).toMatch(
      /^assets\/site\.[0-9a-f]+\.js contains the editor of site serve, which must never be published \(the editor's code belongs in client\/editor\/[^\n]+\)\n$/,
    );
    expect(en.status).toBe(1);
    expect(existsSync(join(dir, "dist"))).toBe(false);
    await expect(generateSite({ root: dir, contentDir: join(dir, "content"), now: new Date(testNow) })).rejects.toThrow(
      /^assets\/site\.[0-9a-f]+\.js contains the editor of site serve/,
    );
  });

  it("that esbuild cannot read is one line at its file, line and column, without a stack", () => {
    const dir = toolCopy();
    edit(dir, "client/drawer.ts", "export function startDrawer(): void {", "export function startDrawer(): void {{");
    const en = runTool(dir, "en");
    expect(en.stderr).toMatch(/^client\/drawer\.ts:\d+:\d+ the tool's code cannot be read here: [^\n]+\n$/);
    expect(en.status).toBe(1);
    expect(existsSync(join(dir, "dist"))).toBe(false);
  });
});

describe("the stylesheets", () => {
  it("are made with the tool's bundle: once it is made, a build loads no lightningcss", () => {
    const dir = toolCopy();
    expect(runTool(dir, "en").status).toBe(0);
    const home = readFileSync(join(dir, "dist/index.html"), "utf8");
    // A lightningcss that cannot load: the packages' lockfile is the same, so the bundle stays.
    rmSync(join(dir, "node_modules/lightningcss"));
    mkdirSync(join(dir, "node_modules/lightningcss"));
    writeFileSync(
      join(dir, "node_modules/lightningcss/package.json"),
      '{ "name": "lightningcss", "main": "main.js" }\n',
    );
    writeFileSync(join(dir, "node_modules/lightningcss/main.js"), 'throw new Error("lightningcss was loaded");\n');
    edit(dir, "content/site.yaml", /^/, "# edited\n");
    const again = runTool(dir, "en");
    expect(again.stderr).toBe("");
    expect(again.status).toBe(0);
    expect(readFileSync(join(dir, "dist/index.html"), "utf8")).toBe(home);
  });

  it("that lightningcss cannot read are one line at the file, line and column, and nothing is written", () => {
    const dir = toolCopy();
    edit(dir, "templates/styles/offer.css", /$/, "\n.offer {\n  ] color: red;\n}\n");
    const [line, col] = positionOf(dir, "templates/styles/offer.css", "] color").split(":").map(Number);
    // At the semicolon, where the declaration the stray bracket began cannot go on.
    const where = `templates/styles/offer.css:${line}:${col + "] color: red".length}`;
    const en = runTool(dir, "en");
    expect(en.stderr).toBe(
      `${where} the tool's code cannot be read here: Unexpected token Semicolon (a mistake in cli/, templates/ or client/, not in your content: correct this line, or undo the last change to the file)\n`,
    );
    expect(en.status).toBe(1);
    expect(runTool(dir, "de").stderr).toBe(
      `${where} der Code des Werkzeugs lässt sich hier nicht lesen: Unexpected token Semicolon (ein Fehler in cli/, templates/ oder client/, nicht in Ihren Inhalten: korrigieren Sie diese Zeile oder machen Sie die letzte Änderung an der Datei rückgängig)\n`,
    );
    expect(existsSync(join(dir, "dist"))).toBe(false);
  });

  it("with bytes that are no UTF-8 are one line at the first of them, not a page with U+FFFD", () => {
    const dir = toolCopy();
    const file = join(dir, "templates/styles/offer.css");
    // "café" as Latin-1 wrote it: é is the one byte E9.
    writeFileSync(
      file,
      Buffer.concat([readFileSync(file), Buffer.from('\n.offer::after { content: "caf\xe9"; }\n', "latin1")]),
    );
    const [line, col] = positionOf(dir, "templates/styles/offer.css", "caf").split(":").map(Number);
    const en = runTool(dir, "en");
    expect(en.stderr).toBe(
      `templates/styles/offer.css:${line}:${col + "caf".length} the tool's code cannot be read here: not valid UTF-8 (a mistake in cli/, templates/ or client/, not in your content: correct this line, or undo the last change to the file)\n`,
    );
    expect(en.status).toBe(1);
    expect(existsSync(join(dir, "dist"))).toBe(false);
  });
});

const runIn = (dir: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(dir, "cli/bin.js"), ...args], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en", DEBUG: "", ...env },
  });

describe("code the browser shares with the CLI (cli/content/hours/view.ts uses cli/shared/opening-hours.ts)", () => {
  it("is the code the next command runs once it changes, not the old one", () => {
    const dir = toolCopy();
    expect(runIn(dir, ["hours"]).stdout).not.toContain("open, says the edited script");
    edit(
      dir,
      "cli/shared/opening-hours.ts",
      "const opening = openingAt(data, now);",
      'return "open, says the edited script";',
    );
    const result = runIn(dir, ["hours"]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("open, says the edited script");
  });

  it("broken, makes the next command fail on it, at its line and column, and never run the old code", () => {
    const dir = toolCopy();
    expect(runIn(dir, ["build"]).status).toBe(0);
    edit(
      dir,
      "cli/shared/opening-hours.ts",
      "const opening = openingAt(data, now);",
      "const opening = openingAt(data, now;",
    );
    const [line, col] = positionOf(dir, "cli/shared/opening-hours.ts", "now;").split(":").map(Number);
    for (const command of [["build"], ["hours"]]) {
      const result = runIn(dir, command);
      expect(result.stderr).toBe(
        `cli/shared/opening-hours.ts:${line}:${col + "now".length} the tool's code cannot be read here: Expected ")" but found ";" (a mistake in cli/, templates/ or client/, not in your content: correct this line, or undo the last change to the file)\n`,
      );
      expect(result.status).toBe(1);
    }
  });
});

describe("a site of 810 pages, whose Markdown a worker thread converts in part", () => {
  it("reports a mistake in a file the worker converted exactly as one converted on the main thread", () => {
    const small = contentForTest();
    const large = contentForTest();
    rmSync(join(large, "content"), { recursive: true });
    makeScalingContent(join(large, "content"), { languages: 10, copies: 10 });
    // The legal texts come last: a worker converts the last files of a large site.
    for (const dir of [small, large]) {
      edit(join(dir, "content"), "legal/impressum.md", /\n## /, '\n<div class="x">boxed</div>\n\n## ');
    }
    const expected = runSite(["build"], small);
    expect(expected.status).toBe(1);
    expect(expected.stderr).toMatch(/^content\/legal\/impressum\.md:\d+:1 HTML is not allowed in a page's text/);
    const result = runSite(["build"], large);
    expect(result.stderr).toBe(expected.stderr);
    expect(result.status).toBe(1);
    expect(existsSync(join(large, "dist"))).toBe(false);
  });
});

describe("a failure the CLI cannot report itself", () => {
  it("of its cache folder (a file where the folder goes) is one line, and the command still works", () => {
    const dir = toolCopy();
    writeFileSync(join(dir, "node_modules/.cache"), "not a folder\n");
    const result = runIn(dir, ["build"]);
    expect(result.stderr).toBe(
      `the tool cannot keep its cache in "node_modules/.cache/site": a file stands where a folder should be; it works, but slower (make the folder writable for you, or delete it: the tool makes it again)\n`,
    );
    expect(result.status).toBe(0);
    expect(existsSync(join(dir, "dist/index.html"))).toBe(true);
  });

  it("of its cache folder (a link that leads nowhere) says so, not that a file is there, and the command still works", () => {
    const dir = toolCopy();
    rmSync(join(dir, "node_modules/.cache"), { recursive: true, force: true });
    mkdirSync(join(dir, "node_modules/.cache"));
    symlinkSync(join(dir, "moved-away"), join(dir, "node_modules/.cache/site"));
    const result = runIn(dir, ["build"]);
    expect(result.stderr).toBe(
      `the tool cannot keep its cache in "node_modules/.cache/site": a folder on the way is missing or is a link that leads nowhere; it works, but slower (make the folder writable for you, or delete it: the tool makes it again)\n`,
    );
    expect(result.status).toBe(0);
    expect(existsSync(join(dir, "dist/index.html"))).toBe(true);
  });

  it("of its cache folder (a link into a folder that refuses new entries, as /proc does) ends, and the command still works", () => {
    const dir = toolCopy();
    rmSync(join(dir, "node_modules/.cache"), { recursive: true, force: true });
    mkdirSync(join(dir, "node_modules/.cache"));
    symlinkSync("/proc", join(dir, "node_modules/.cache/site"));
    // Node's own mkdir -p tries again for ever there: a hang shows as the timeout's signal.
    const result = spawnSync(process.execPath, [join(dir, "cli/bin.js"), "build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en", DEBUG: "" },
      timeout: 120_000,
    });
    expect(result.signal).toBe(null);
    expect(result.stderr).toMatch(/^the tool cannot keep its cache in "node_modules\/\.cache\/site": [^\n]*\n$/);
    expect(result.status).toBe(0);
    expect(existsSync(join(dir, "dist/index.html"))).toBe(true);
  });

  it("of its cache folder, said to nobody (site build 2>&1 | head, the reader gone), still lets the build finish", async () => {
    const dir = toolCopy();
    writeFileSync(join(dir, "node_modules/.cache"), "not a folder\n");
    const child = spawn(process.execPath, [join(dir, "cli/bin.js"), "build"], {
      cwd: dir,
      env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en", DEBUG: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    onTestFinished(() => {
      child.kill();
    });
    const ended = new Promise<number | null>((resolve) => child.on("exit", resolve));
    // Nobody reads what it says: each line it writes finds the pipe closed.
    child.stdout.destroy();
    child.stderr.destroy();
    expect(await ended).toBe(0);
    expect(existsSync(join(dir, "dist/index.html"))).toBe(true);
  });

  it("of its error stream, which takes no line (2>/dev/full, a full disk), ends the build with exit code 1 instead of trying again for ever", async () => {
    const dir = toolCopy();
    // A warning to say: the tool cannot keep its cache.
    writeFileSync(join(dir, "node_modules/.cache"), "not a folder\n");
    const full = openSync("/dev/full", "w");
    onTestFinished(() => closeSync(full));
    const child = spawn(process.execPath, [join(dir, "cli/bin.js"), "build"], {
      cwd: dir,
      env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en", DEBUG: "" },
      stdio: ["ignore", "pipe", full],
    });
    onTestFinished(() => {
      child.kill();
    });
    let stdout = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
    });
    const ended = new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(await ended).toBe(1);
    expect(stdout).toMatch(/^Wrote 30 pages, /);
    expect(existsSync(join(dir, "dist/index.html"))).toBe(true);
  });

  it("of its output stream, which takes no line (>/dev/full, a full disk), is said on the error stream in the catalogue's words", async () => {
    const dir = toolCopy();
    const full = openSync("/dev/full", "w");
    onTestFinished(() => closeSync(full));
    const result = spawnSync(process.execPath, [join(dir, "cli/bin.js"), "build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en", DEBUG: "" },
      stdio: ["ignore", full, "pipe"],
      timeout: 120_000,
    });
    expect(result.stderr).toBe(
      "what the command says cannot be written out: the disk is full (send it to a file on a disk with room, or make room, and run the command again)\n",
    );
    expect(result.status).toBe(1);
    // The summary was the last thing to say: the site is written.
    expect(existsSync(join(dir, "dist/index.html"))).toBe(true);
  });

  it("while starting (no esbuild to bundle with) is one line of the catalogue, with its stack under DEBUG=site", () => {
    const dir = toolCopy();
    rmSync(join(dir, "node_modules/esbuild"));
    const result = runIn(dir, ["build"]);
    expect(result.stderr).toMatch(
      /^internal error \(a bug in the tool, not in your content\): Error: Cannot find package 'esbuild'[^\n]*\n$/,
    );
    expect(result.status).toBe(1);
    const debug = runIn(dir, ["build"], { DEBUG: "site" });
    expect(debug.stderr.split("\n")[0]).toMatch(/^internal error .*Cannot find package 'esbuild'/);
    expect(debug.stderr).toMatch(/\n\s+at \S+ \(node:internal\/modules\/esm\/resolve:\d+:\d+\)\n/);
  });

  it("a promise rejected with nobody waiting is one line of the catalogue; DEBUG=site adds its stack at the source's lines", () => {
    const dir = toolCopy();
    edit(
      dir,
      "cli/main.ts",
      "  const program = createProgram(root);",
      '  Promise.reject(new Error("nobody waits for this"));\n  const program = createProgram(root);',
    );
    const result = runIn(dir, ["--version"]);
    expect(result.stderr).toBe(
      "internal error (a bug in the tool, not in your content): Error: nobody waits for this (run the command again with DEBUG=site to see the details, and send them to whoever maintains the tool)\n",
    );
    expect(result.status).toBe(1);
    const debug = runIn(dir, ["--version"], { DEBUG: "site" });
    const [line] = positionOf(dir, "cli/main.ts", "Promise.reject").split(":");
    expect(debug.stderr).toContain(`${join(dir, "cli/main.ts")}:${line}:`);
  });
});
