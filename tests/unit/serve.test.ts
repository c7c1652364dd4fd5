import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { SiteError } from "../../cli/errors.js";
import { reloadScriptPath } from "../../cli/preview/reload.js";
import { removeStaleWork } from "../../cli/preview/work-folder.js";
import { openBrowser, type Preview, serve } from "../../cli/serve.js";
import { keepRestaurantTime } from "../../cli/shared/time.js";
import { generateSite } from "../../cli/stages/build.js";
import { copyContent, copyTool, edit, positionOf, root, runSite, shippedContent, testNow } from "./helpers.js";
import { refusedPort } from "./ports.js";

interface ServerEvent {
  event: string;
  data: { build?: number; problems?: string[] };
}

/** The reload channel as the open tab sees it: every server-sent event, in order. */
function listen(url: string) {
  const events: ServerEvent[] = [];
  const waiters: (() => void)[] = [];
  const req = request(url, (response) => {
    let buffer = "";
    response.setEncoding("utf8").on("data", (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "{}");
        events.push({ event, data });
        for (const wake of waiters.splice(0)) wake();
        end = buffer.indexOf("\n\n");
      }
    });
  });
  req.on("error", () => {});
  req.end();
  return {
    events,
    /** The first event named `name` after the first `after` events. */
    async next(name: string, after: number): Promise<ServerEvent> {
      for (;;) {
        const found = events.slice(after).find((event) => event.event === name);
        if (found) return found;
        await new Promise<void>((wake) => waiters.push(wake));
      }
    },
    close: () => req.destroy(),
  };
}

const distStamp = () => {
  const dist = join(root, "dist");
  return existsSync(dist) ? statSync(dist).mtimeMs : "absent";
};

describe("site serve", () => {
  let dir: string;
  let content: string;
  let preview: Preview;
  let channel: ReturnType<typeof listen>;
  let distBefore: number | string;
  const terminal: string[] = [];
  const terminalWaiters: (() => void)[] = [];
  /** The first terminal line that `matches`, as soon as the preview prints it. */
  async function terminalLine(matches: (line: string) => boolean): Promise<string> {
    for (;;) {
      const found = terminal.find(matches);
      if (found !== undefined) return found;
      await new Promise<void>((wake) => terminalWaiters.push(wake));
    }
  }
  const print = (line: string) => {
    terminal.push(line);
    for (const wake of terminalWaiters.splice(0)) wake();
  };

  beforeAll(async () => {
    distBefore = distStamp();
    process.env.SITE_NOW = testNow;
    dir = copyContent();
    content = join(dir, "content");
    preview = await serve({
      root,
      contentDir: content,
      port: 0,
      log: print,
      warn: print,
    });
    channel = listen(`${preview.url}__site/events`);
    await channel.next("hello", 0);
  });

  afterAll(async () => {
    channel?.close();
    await preview?.close();
    delete process.env.SITE_NOW;
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(new URL(path, preview.url), { redirect: "manual" });

  it("serves pages like the production host: index files, the routing table's redirects, each language's 404 page", async () => {
    const home = await get("/en/");
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await home.text()).toContain('<html lang="en"');

    const bare = await get("/en/speisekarte?x=1");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/en/speisekarte/?x=1");

    const missing = await get("/no/such/page/");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<h1>Hoppla! Seite nicht gefunden</h1>");
    for (const [path, heading] of [
      ["/en/no/such/page/", "Oops! Page not found"],
      ["/fr/rien", "Oups\u202f! Page introuvable"],
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toContain(`<h1>${heading}</h1>`);
    }

    // The default language lives at the root, as on every host.
    for (const [path, location] of [
      ["/de", "/"],
      ["/de/", "/"],
      ["/de/catering/", "/catering/"],
      ["/de/speisekarte?x=1", "/speisekarte/?x=1"],
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get("location"), path).toBe(location);
    }

    expect((await get("/../../etc/passwd")).status).toBe(404);
    expect((await get("/sitemap.xml")).headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect((await get("/favicon.svg")).headers.get("content-type")).toBe("image/svg+xml");
    const script = /src="(\/assets\/site\.[0-9a-f]+\.js)"/.exec(await (await get("/")).text())?.[1];
    expect((await get(script as string)).headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("adds the reload script to served pages only, as an external script", async () => {
    expect(await (await get("/")).text()).toContain(`<script src="${reloadScriptPath}" defer></script></head>`);
    const script = await get(reloadScriptPath);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toContain("new EventSource");

    const { files } = await generateSite({ root, contentDir: content });
    const html = files.filter((file) => file.path.endsWith(".html"));
    expect(html.length).toBeGreaterThan(0);
    for (const file of html) expect(String(file.contents)).not.toContain("__site");
  });

  it("rebuilds when content changes and tells the open tab to reload", async () => {
    const seen = channel.events.length;
    edit(
      content,
      "i18n/en.yaml",
      "buffetTitle: African all-you-can-eat buffet",
      "buffetTitle: Sunday feast of Mama Nyota",
    );
    const reload = await channel.next("reload", seen);
    expect(reload.data.build).toBeGreaterThan(1);
    expect(await (await get("/en/")).text()).toContain("Sunday feast of Mama Nyota");
  });

  it("keeps rebuilding after a rebuild that failed inside the tool, and says so in one line", async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    try {
      // The first rebuild fails after it is built, as when its old build folder cannot be removed.
      preview.events.once("build", () => {
        throw new Error("the disk went away");
      });
      const seen = channel.events.length;
      edit(content, "i18n/en.yaml", "heroTitle: African cooking with heart", "heroTitle: Cooking from Lagos");
      const failed = await channel.next("reload", seen);
      expect(await terminalLine((line) => line.includes("the disk went away"))).toBe(
        "internal error (a bug in the tool, not in your content): Error: the disk went away " +
          "(run the command again with DEBUG=site to see the details, and send them to whoever maintains the tool)",
      );

      edit(content, "i18n/en.yaml", "heroTitle: Cooking from Lagos", "heroTitle: Cooking from Dakar");
      const next = await channel.next("reload", channel.events.indexOf(failed) + 1);
      expect(next.data.build).toBeGreaterThan(failed.data.build as number);
      expect(await (await get("/en/")).text()).toContain("Cooking from Dakar");
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", record);
    }
  });

  /** Makes buffet.yaml say `show: maybe` and waits until the preview reports it; returns where it is. */
  async function breakBuffet(): Promise<string> {
    const seen = channel.events.length;
    const [line, col] = positionOf(content, "buffet.yaml", "show: true").split(":").map(Number);
    edit(content, "buffet.yaml", "show: true", "show: maybe");
    await channel.next("problems", seen);
    return `${line}:${col + "show: ".length}`;
  }

  /** Puts buffet.yaml back as shipped and waits for the rebuild that follows. */
  async function restoreBuffet(): Promise<void> {
    const seen = channel.events.length;
    writeFileSync(join(content, "buffet.yaml"), readFileSync(join(shippedContent, "buffet.yaml")));
    await channel.next("reload", seen);
  }

  it("shows a content mistake in the terminal and the overlay, and keeps serving the last good pages", async () => {
    const lastGood = await (await get("/en/")).text();
    const seen = channel.events.length;
    const place = await breakBuffet();
    try {
      const problems = await channel.next("problems", seen);
      const expected = `buffet.yaml:${place} show "maybe" must be true or false (write true or false, without quotes)`;
      expect(problems.data.problems).toContainEqual(expect.stringMatching(/buffet\.yaml:\d+:\d+ show "maybe"/));
      expect(problems.data.problems?.find((entry) => entry.includes('"maybe"'))?.endsWith(expected)).toBe(true);

      const overlay = (await (await get("/__site/problems")).json()) as { problems: string[] };
      expect(overlay.problems.some((entry) => entry.endsWith(expected))).toBe(true);
      expect(terminal.some((entry) => entry.endsWith(expected))).toBe(true);

      const page = await get("/en/");
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(lastGood);
    } finally {
      await restoreBuffet();
    }
  });

  it("clears the overlay and reloads once the mistake is fixed", async () => {
    await breakBuffet();
    expect(preview.problems()).not.toEqual([]);
    await restoreBuffet();
    expect(preview.problems()).toEqual([]);
    const hello = listen(`${preview.url}__site/events`);
    expect((await hello.next("hello", 0)).data.problems).toEqual([]);
    hello.close();
  });

  it("never writes to the project's dist/", () => {
    expect(distStamp()).toBe(distBefore);
  });

  it("refuses a port that is already in use", async () => {
    const port = Number(new URL(preview.url).port);
    const second = serve({ root, contentDir: content, port, log: () => {}, warn: () => {} });
    await expect(second).rejects.toThrow(SiteError);
    await expect(second).rejects.toThrow(`port ${port} is already in use`);
  });
});

describe("site serve on the command line", () => {
  it("refuses a port that is not a number, in one line", () => {
    const result = runSite(["serve", "--port", "eighty"], root);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      '--port "eighty" is not a port number (use a number from 1 to 65535, e.g. --port 8080)\n',
    );
  });

  it("prints the address, serves the site and stops cleanly on Ctrl+C", async () => {
    const dir = copyContent();
    const child = spawn(process.execPath, [join(root, "cli/bin.js"), "serve", "--port", "0"], {
      cwd: dir,
      env: { ...process.env, SITE_NOW: testNow },
    });
    let stdout = "";
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        stdout += chunk;
        const match = /Preview at (http:\/\/\S+) /.exec(stdout);
        if (match) resolve(match[1]);
      });
      child.on("exit", () => reject(new Error(`serve stopped: ${stdout}`)));
    });
    const page = await fetch(new URL("/fr/", url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="fr"');
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(stdout).toContain("\nStopped the preview.\n");
    expect(existsSync(join(dir, "dist"))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });

  it("names on Ctrl+C the files an editor tab has changed and not saved, as the tabs last said", async () => {
    const dir = copyContent();
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const child = spawn(process.execPath, [join(root, "cli/bin.js"), "serve", "--port", "0"], {
      cwd: dir,
      env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "de" },
    });
    let stdout = "";
    const editor = await new Promise<URL>((resolve, reject) => {
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        stdout += chunk;
        const match = /im Browser bearbeiten unter (http:\/\/\S+) /.exec(stdout);
        if (match) resolve(new URL(match[1]));
      });
      child.on("exit", () => reject(new Error(`serve stopped: ${stdout}`)));
    });
    const tell = (body: unknown) =>
      fetch(new URL("/__edit/api/unsaved", editor), {
        method: "POST",
        headers: { "x-site-token": editor.searchParams.get("token") ?? "", "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await tell({ tab: "a", files: ["buffet.yaml"] })).status).toBe(200);
    expect((await tell({ tab: "b", files: ["pages/about.de.md", "buffet.yaml"] })).status).toBe(200);
    // A tab that saved, or closed, says it holds nothing any more.
    expect((await tell({ tab: "a", files: [] })).status).toBe(200);
    // Nothing but the editor's own files reaches the terminal.
    for (const files of [["../../etc/passwd"], ["buffet.yaml\u001b[2J"], "buffet.yaml", ["passwort.yaml"]]) {
      expect((await tell({ tab: "c", files })).status).toBe(400);
    }
    expect((await tell({ tab: "x".repeat(65), files: ["menu.yaml"] })).status).toBe(400);
    // Only the latest twenty tabs are kept: a flood of made-up tabs pushes out only itself.
    expect((await tell({ tab: "old", files: ["menu.yaml"] })).status).toBe(200);
    for (let tab = 0; tab < 20; tab++) await tell({ tab: `flood-${tab}`, files: ["hours.yaml"] });
    const heard = await fetch(new URL("/__edit/api/unsaved", editor), {
      headers: { "x-site-token": editor.searchParams.get("token") ?? "" },
    });
    expect((await heard.json()).files).toEqual(["hours.yaml"]);
    for (let tab = 0; tab < 20; tab++) await tell({ tab: `flood-${tab}`, files: [] });
    expect((await tell({ tab: "b", files: ["pages/about.de.md", "buffet.yaml"] })).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(stdout).toContain(
      "\nVorschau beendet. Ein Tab des Editors hat noch nicht gespeicherte Änderungen an content/buffet.yaml, content/pages/about.de.md (kopieren Sie sie aus dem Tab, bevor Sie ihn schließen: sie stehen nicht in der Datei, und ein neu gestartetes node cli serve kann sie nicht speichern)\n",
    );
  });
});

describe("publishing from site serve", () => {
  it("is refused once the tool's code changed since it started, which the preview shows and the publish would not", async () => {
    const tool = copyTool();
    onTestFinished(() => rmSync(tool, { recursive: true, force: true }));
    // A host named, on a port nobody answers: the plan goes as far as the deploy's connection.
    const site = join(tool, "content/site.yaml");
    writeFileSync(
      site,
      `${readFileSync(site, "utf8")}deploy:\n  protocol: sftp\n  host: 127.0.0.1\n  port: ${refusedPort}\n  user: owner\n  folder: /srv/site\n`,
    );
    const child = spawn(process.execPath, [join(tool, "cli/bin.js"), "serve", "--port", "0"], {
      cwd: tool,
      env: { ...process.env, SITE_NOW: testNow, SITE_LANG: "en" },
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    onTestFinished(() => {
      child.kill("SIGINT");
      return exited.then(() => undefined);
    });
    let stdout = "";
    const editor = await new Promise<URL>((resolve, reject) => {
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        stdout += chunk;
        const match = /Edit the content in the browser at (http:\/\/\S+) /.exec(stdout);
        if (match) resolve(new URL(match[1]));
      });
      child.on("exit", () => reject(new Error(`serve stopped: ${stdout}`)));
    });
    const plan = async (lang: string) => {
      const answer = await fetch(new URL("/__edit/api/publish", editor), {
        method: "POST",
        headers: { "x-site-token": editor.searchParams.get("token") ?? "", "content-type": "application/json" },
        body: JSON.stringify({ step: "plan", lang }),
      });
      return (await answer.text())
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line));
    };
    // The code it started with: the site is checked, and the deploy tries the host.
    const before = await plan("en");
    expect(before[0]).toEqual({ type: "step", text: expect.stringMatching(/^Checking/) });
    expect(before.at(-1)).toMatchObject({ type: "refused" });
    expect(JSON.stringify(before)).not.toContain("code changed");

    edit(tool, "templates/styles/offer.css", /$/, "\n.offer { outline: 1px solid; }\n");
    expect(await plan("en")).toEqual([
      {
        type: "refused",
        message: "the tool's code changed since site serve started, so nothing was published",
        hint: "the preview shows the new code, a publish from here would not: stop site serve (Ctrl+C), start it again, then publish",
        lines: [],
      },
    ]);
    expect(await plan("de")).toEqual([
      expect.objectContaining({
        type: "refused",
        message: "der Code des Werkzeugs hat sich geändert, seit site serve läuft, also wurde nichts veröffentlicht",
      }),
    ]);
  }, 120_000);
});

describe("a request given up while it is read", () => {
  it("is no internal error: a photo upload the tab dropped halfway leaves the terminal quiet", async () => {
    process.env.SITE_NOW = testNow;
    const dir = copyContent();
    const lines: string[] = [];
    const preview = await serve({
      root,
      contentDir: join(dir, "content"),
      port: 0,
      log: () => {},
      warn: (line) => lines.push(line),
    });
    try {
      const { port, searchParams } = new URL(preview.editorUrl);
      for (let attempt = 0; attempt < 3; attempt++) {
        const socket = connect(Number(port), "127.0.0.1");
        await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
        const head = [
          "POST /__edit/api/photo?lang=en&name=big.jpg HTTP/1.1",
          `Host: 127.0.0.1:${port}`,
          `x-site-token: ${searchParams.get("token")}`,
          "content-type: application/octet-stream",
          "content-length: 5000000",
          "",
          "",
        ].join("\r\n");
        // Half a megabyte of the five announced, then the tab is closed.
        await new Promise<void>((resolve) =>
          socket.write(Buffer.concat([Buffer.from(head), Buffer.alloc(500_000)]), () => resolve()),
        );
        socket.destroy();
      }
    } finally {
      await preview.close();
      delete process.env.SITE_NOW;
      rmSync(dir, { recursive: true, force: true });
    }
    // Before: "Internal error while serving /__edit/api/photo?name=big.jpg: aborted", once per upload.
    expect(lines).toEqual([]);
  });
});

describe("what a preview stopped by force left", () => {
  it("is removed by the next preview, and only what a preview provably made and no running one uses", () => {
    const dir = mkdtempSync(join(tmpdir(), "site-serve-stale-"));
    try {
      // A process that has ended: its number is no one's now.
      const ended = spawnSync(process.execPath, ["-e", "0"]).pid as number;
      const folder = (name: string, marker?: string) => {
        mkdirSync(join(dir, name, "edit-3", "content"), { recursive: true });
        writeFileSync(join(dir, name, "edit-3", "content", "buffet.yaml"), "events: []\n");
        if (marker !== undefined) writeFileSync(join(dir, name, ".site-serve-work"), marker);
        return join(dir, name);
      };
      const stale = folder(`site-serve-${ended}-a1B2c3`, `${ended}\n`);
      const live = folder(`site-serve-${process.ppid}-d4E5f6`, `${process.ppid}\n`);
      const unmarked = folder(`site-serve-${ended}-g7H8i9`);
      const otherMarker = folder(`site-serve-${ended}-j1K2l3`, `${process.ppid}\n`);
      const target = folder("elsewhere", `${ended}\n`);
      symlinkSync(target, join(dir, `site-serve-${ended}-m4N5o6`));
      removeStaleWork(dir);
      // Before: every kill left a whole copy of content/ behind for good.
      expect(existsSync(stale)).toBe(false);
      for (const kept of [live, unmarked, otherMarker, target, join(dir, `site-serve-${ended}-m4N5o6`)]) {
        expect(existsSync(kept), kept).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is looked for in the system's temporary folder when a preview starts", async () => {
    const ended = spawnSync(process.execPath, ["-e", "0"]).pid as number;
    const stale = join(tmpdir(), `site-serve-${ended}-p7Q8r9`);
    mkdirSync(stale);
    writeFileSync(join(stale, ".site-serve-work"), `${ended}\n`);
    const project = copyContent();
    const preview = await serve({ root, contentDir: join(project, "content"), port: 0, log: () => {}, warn: () => {} });
    try {
      expect(existsSync(stale)).toBe(false);
    } finally {
      await preview.close();
      rmSync(stale, { recursive: true, force: true });
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe("the owner's browser", () => {
  it("is opened with the machine's own clock, not the tool's Berlin one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "site-opener-"));
    const said = join(dir, "opened");
    // A stand-in for xdg-open: it writes down the zone it was given.
    writeFileSync(join(dir, "xdg-open"), `#!/bin/sh\necho "\${TZ-none} $1" > "${said}"\n`, { mode: 0o755 });
    const before = { TZ: process.env.TZ, PATH: process.env.PATH };
    try {
      process.env.TZ = "Asia/Tokyo";
      keepRestaurantTime();
      expect(process.env.TZ).toBe("Europe/Berlin");
      openBrowser("http://127.0.0.1:8080/", { ...process.env, PATH: `${dir}:${process.env.PATH}` });
      await expect
        .poll(() => (existsSync(said) ? readFileSync(said, "utf8") : ""))
        .toBe("Asia/Tokyo http://127.0.0.1:8080/\n");
    } finally {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
