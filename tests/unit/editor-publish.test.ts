/**
 * Publishing from the editor of `site serve`, over its HTTP interface, against
 * a real OpenSSH server and pure-ftpd on 127.0.0.1: what the owner reads at
 * each step, what ends up on the server, and every refusal (a site that does
 * not build, a check that fails, a plan that changed, a wrong password, a
 * request from elsewhere), each with nothing uploaded.
 */
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { PublishEvent } from "../../cli/editor/publish.js";
import { type Preview, serve } from "../../cli/serve.js";
import { deployProject, type FtpsServer, type SshServer, startFtpsServer, startSshServer } from "./deploy-servers.js";
import { contentForTest, edit, root, snapshot, testNow } from "./helpers.js";
import { refusedPort } from "./ports.js";

let ssh: SshServer;
let ftps: FtpsServer;
beforeAll(async () => {
  process.env.SITE_NOW = testNow;
  [ssh, ftps] = await Promise.all([startSshServer(), startFtpsServer()]);
});
afterAll(async () => {
  delete process.env.SITE_NOW;
  await Promise.all([ssh?.stop(), ftps?.stop()]);
});

interface Editor {
  preview: Preview;
  project: string;
  token: string;
  base: string;
}

/** `site serve` of a project, its deploy going where `env` lets it log in, stopped when the test ends. */
async function startEditor(project: string, env: NodeJS.ProcessEnv, deploy = {}): Promise<Editor> {
  const preview = await serve({
    root,
    contentDir: join(project, "content"),
    port: 0,
    project,
    publish: { env: { SITE_LANG: "en", ...env }, home: join(project, "home"), deploy },
    log: () => {},
    warn: () => {},
  });
  onTestFinished(() => preview.close());
  const token = new URL(preview.editorUrl).searchParams.get("token") as string;
  return { preview, project, token, base: preview.url.replace(/\/$/, "") };
}

interface Answer {
  status: number;
  events: PublishEvent[];
  body: string;
}

/**
 * A request to the editor's interface; `onEvent` hears each line of a streamed answer as it arrives.
 * A host met for the first time is answered as `trust` says: trusted, as an owner who compared it.
 */
function call(
  editor: Editor,
  action: string,
  body: unknown,
  options: { headers?: Record<string, string>; onEvent?: (event: PublishEvent) => void; trust?: boolean } = {},
): Promise<Answer> {
  const target = new URL(editor.base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method: "POST",
        path: `/__edit/api/${action}`,
        headers: { "x-site-token": editor.token, "content-type": "application/json", ...options.headers },
      },
      (response) => {
        let body = "";
        const events: PublishEvent[] = [];
        let pending = "";
        response.setEncoding("utf8").on("data", (chunk: string) => {
          body += chunk;
          if (!response.headers["content-type"]?.startsWith("application/x-ndjson")) return;
          pending += chunk;
          const lines = pending.split("\n");
          pending = lines.pop() ?? "";
          for (const line of lines.filter(Boolean)) {
            const event = JSON.parse(line) as PublishEvent;
            events.push(event);
            if (event.type === "host") void call(editor, "publish/host", { trust: options.trust ?? true });
            options.onEvent?.(event);
          }
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, events, body }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ lang: "en", ...(body as object) }));
  });
}

const planOf = (answer: Answer) => answer.events.find((event) => event.type === "plan");
const last = (answer: Answer) => answer.events[answer.events.length - 1];

/** The files of the project's build, as the server should hold them. */
const built = (project: string) => {
  const { ".site-output": _marker, ...files } = snapshot(join(project, "dist"));
  return files;
};
/** The web folder's files but the deploy's own manifest. */
const online = (folder: string) => {
  const { ".site-deploy.json": _manifest, ...files } = snapshot(folder);
  return files;
};

let folders = 0;
function sshFolder(): string {
  const folder = join(ssh.www, `editor-${++folders}`);
  mkdirSync(folder);
  return folder;
}

describe("publishing from the editor over SFTP", () => {
  it("says what would change, then uploads exactly that and ends with the summary of site deploy", async () => {
    const folder = sshFolder();
    const project = deployProject(ssh, "sftp", folder);
    const editor = await startEditor(project, { SITE_DEPLOY_KEY: ssh.clientKey });

    const planned = await call(editor, "publish", { step: "plan" });
    expect(planned.status).toBe(200);
    expect(planned.events.map((event) => event.type)).toEqual(["step", "step", "host", "plan"]);
    expect(planned.events[0]).toEqual({ type: "step", text: "Checking the whole site, as node cli check does…" });
    // The first connection shows the host's fingerprint and waits until the owner trusts it.
    expect((planned.events[2] as { message: string }).message).toMatch(
      /^First connection to 127\.0\.0\.1: it shows its ED25519 key with the fingerprint SHA256:\S+$/,
    );
    const plan = planOf(planned) as Extract<PublishEvent, { type: "plan" }>;
    expect(plan.lines).toEqual(
      expect.arrayContaining([expect.stringMatching(/^would upload index\.html \(\d+\.\d KB\)$/)]),
    );
    expect(plan.summary).toMatch(
      new RegExp(
        `^Dry run: would upload (\\d+) files \\(\\d+\\.\\d KB\\) and delete 0 files on ${ssh.user}@127\\.0\\.0\\.1:${folder}; 0 unchanged\\. Nothing was changed$`,
      ),
    );
    // A dry run: nothing on the server yet.
    expect(readdirSync(folder)).toEqual([]);

    const progress: PublishEvent[] = [];
    const published = await call(
      editor,
      "publish",
      { step: "publish", plan: plan.plan },
      { onEvent: (event) => event.type === "progress" && progress.push(event) },
    );
    const done = last(published) as Extract<PublishEvent, { type: "done" }>;
    expect(done.type, JSON.stringify(published.events)).toBe("done");
    const files = plan.lines.length;
    expect(done.summary).toMatch(
      new RegExp(
        `^Deployed to ${ssh.user}@127\\.0\\.0\\.1:${folder}: uploaded ${files} files \\(\\d+\\.\\d KB\\), deleted 0 files, 0 unchanged, in \\d+\\.\\d\\d s$`,
      ),
    );
    // Progress streams while the files go up, and ends with every one of them.
    expect(progress.length).toBeGreaterThan(1);
    expect(progress[progress.length - 1]).toMatchObject({ files, totalFiles: files });
    expect((progress[progress.length - 1] as { text: string }).text).toMatch(/^Uploading: \d+ of \d+ files, /);
    // The server holds exactly the build, as site deploy would have left it.
    expect(online(folder)).toEqual(built(project));
    // No password was needed: the key did it.
    expect([...planned.events, ...published.events].some((event) => event.type === "password")).toBe(false);

    // Nothing changed since: the next plan has nothing to upload.
    const again = planOf(await call(editor, "publish", { step: "plan" })) as Extract<PublishEvent, { type: "plan" }>;
    expect(again.lines).toEqual([]);
    expect(again.summary).toContain(`would upload 0 files (0.0 KB) and delete 0 files`);
  });

  it("refuses while a check fails, with the check's lines, and uploads nothing", async () => {
    const folder = sshFolder();
    const project = deployProject(ssh, "sftp", folder);
    // A link the build takes but the check finds leads nowhere: a page that does not exist.
    edit(join(project, "content"), "pages/about.en.md", "## Our story", "See [our offers](#angebote).\n\n## Our story");
    const editor = await startEditor(project, { SITE_DEPLOY_KEY: ssh.clientKey });
    for (const step of [{ step: "plan" }, { step: "publish", plan: "0".repeat(32) }]) {
      const answer = await call(editor, "publish", step);
      const refused = last(answer) as Extract<PublishEvent, { type: "refused" }>;
      expect(refused).toMatchObject({
        type: "refused",
        message: "a check found 1 problem in the built pages, so nothing was published",
        hint: "the lines below say where, as node cli check would; correct them, then publish again",
      });
      expect(refused.lines).toEqual([
        expect.stringMatching(/^en\/about\/index\.html:\d+:\d+ link to "#angebote" has no target on this page/),
      ]);
    }
    expect(readdirSync(folder)).toEqual([]);
  });

  it("refuses while the site does not build, with the build's lines, and uploads nothing", async () => {
    const folder = sshFolder();
    const project = deployProject(ssh, "sftp", folder);
    const editor = await startEditor(project, { SITE_DEPLOY_KEY: ssh.clientKey });
    const failed = new Promise((resolve) =>
      editor.preview.events.on("build", (outcome: { ok: boolean }) => !outcome.ok && resolve(outcome)),
    );
    edit(join(project, "content"), "buffet.yaml", 'date: "2026-12-06"', 'date: "2026-11-31"');
    await failed;
    const answer = await call(editor, "publish", { step: "plan" });
    expect(answer.events).toEqual([
      {
        type: "refused",
        message: "the website does not build, so nothing was published",
        hint: "the lines below say why, as node cli build would; correct them, then publish again",
        lines: [expect.stringMatching(/buffet\.yaml:\d+:\d+ buffet 1: date "2026-11-31" is not a calendar date/)],
      },
    ]);
    // An editor in German while the terminal speaks English: the lines too. Before: German words, English lines.
    const german = await call(editor, "publish", { step: "plan", lang: "de" });
    expect(last(german)).toEqual(
      expect.objectContaining({
        type: "refused",
        message: "die Website lässt sich nicht bauen, also wurde nichts veröffentlicht",
        lines: [expect.stringMatching(/buffet\.yaml:\d+:\d+ buffet 1: date "2026-11-31" ist kein Kalenderdatum/)],
      }),
    );
    expect(readdirSync(folder)).toEqual([]);
  });

  it("sends the owner to the form's fields when no host is named yet, in her language, before checking anything", async () => {
    // The shipped content: its deploy: section is only a commented example.
    const project = contentForTest();
    mkdirSync(join(project, "home"));
    const editor = await startEditor(project, {});
    const answer = await call(editor, "publish", { step: "plan", lang: "de" });
    // Said at once: no "checking the whole site" first, which took half a minute on a large site.
    expect(answer.events.map((event) => event.type)).toEqual(["refused"]);
    // Before: "publishing stopped" (though nothing had started) and a hint about a YAML section.
    expect(last(answer)).toEqual({
      type: "refused",
      message: "die Website sagt noch nicht, wohin sie veröffentlicht werden soll, also wurde nichts veröffentlicht",
      hint: expect.stringContaining(
        "öffnen Sie „Angaben zum Restaurant“ in der Liste, füllen Sie „Veröffentlichen (site deploy)“",
      ),
      lines: [],
    });
  });

  it("explains a server it cannot reach with the form's fields, in the owner's language", async () => {
    const project = deployProject(ssh, "sftp", sshFolder());
    const closed = refusedPort;
    edit(join(project, "content"), "site.yaml", `port: ${ssh.port}`, `port: ${closed}`);
    const editor = await startEditor(project, {});
    const answer = await call(editor, "publish", { step: "plan", lang: "de" });
    // Before: "vergleichen Sie host und port unter deploy: in content/site.yaml …".
    expect(last(answer)).toMatchObject({
      type: "refused",
      lines: [
        `127.0.0.1 ist auf Port ${closed} nicht erreichbar (ECONNREFUSED) (vergleichen Sie Server und Port unter „Veröffentlichen (site deploy)“ in „Angaben zum Restaurant“ mit den Zugangsdaten Ihres Hosters, und prüfen Sie Ihre Internetverbindung)`,
      ],
    });
  });

  it("uploads nothing when the site changed after the owner saw what would change, and says so", async () => {
    const folder = sshFolder();
    const project = deployProject(ssh, "sftp", folder);
    const editor = await startEditor(project, { SITE_DEPLOY_KEY: ssh.clientKey });
    const plan = planOf(await call(editor, "publish", { step: "plan" })) as Extract<PublishEvent, { type: "plan" }>;
    edit(join(project, "content"), "pages/about.en.md", "## Our story", "## Our story so far");
    const answer = await call(editor, "publish", { step: "publish", plan: plan.plan });
    expect(last(answer)).toEqual({
      type: "changed",
      message: "the site or the server changed since you saw what would change, so nothing was uploaded",
      hint: "look at what would change now, then publish again",
    });
    expect(readdirSync(folder)).toEqual([]);
  });

  it("publishes one at a time: a second publish while one runs is refused", async () => {
    const folder = sshFolder();
    const project = deployProject(ssh, "sftp", folder);
    const editor = await startEditor(project, { SITE_DEPLOY_KEY: ssh.clientKey });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = call(editor, "publish", { step: "plan" }, { onEvent: () => started() });
    await running;
    const second = await call(editor, "publish", { step: "plan" });
    expect(second.events).toEqual([
      {
        type: "refused",
        message: "the site is being published already",
        hint: "wait until that finishes, in this tab or another one",
        lines: [],
      },
    ]);
    expect(last(await first).type).toBe("plan");
  });

  it("asks for the password only when no key logs in, and forgets one the server refused", async () => {
    const folder = sshFolder();
    const project = deployProject(ssh, "sftp", folder);
    mkdirSync(join(project, "home"), { recursive: true });
    const editor = await startEditor(project, { SSH_AUTH_SOCK: "" });
    const asked: PublishEvent[] = [];
    const answer = await call(
      editor,
      "publish",
      { step: "plan" },
      {
        onEvent: (event) => {
          if (event.type === "host") asked.push(event);
          if (event.type !== "password") return;
          asked.push(event);
          void call(editor, "publish/password", { password: "not the password" });
        },
      },
    );
    // The host's fingerprint first, the password only once the owner trusted it.
    expect(asked.map((event) => event.type)).toEqual(["host", "password"]);
    expect(asked.slice(1)).toEqual([
      {
        type: "password",
        message: `127.0.0.1 asks for the password of ${ssh.user}`,
        hint: "it is kept only while site serve runs, for this server, and never written anywhere",
      },
    ]);
    const refused = last(answer) as Extract<PublishEvent, { type: "refused" }>;
    expect(refused).toMatchObject({ type: "refused", message: "publishing stopped: the line below says why" });
    expect(refused.lines).toEqual([
      // The hint names the form's field, not an environment variable of the terminal's deploy.
      `127.0.0.1 refused the login of "${ssh.user}": wrong password (or user name) (check the password you typed, and the Login name under “Publishing (site deploy)” in “Facts about the restaurant”; your host's control panel can set a new password)`,
    ]);
    // Refused, so not kept: the next try asks again, and a cancelled question stops the deploy.
    const cancelled = await call(
      editor,
      "publish",
      { step: "plan" },
      { onEvent: (event) => event.type === "password" && void call(editor, "publish/password", {}) },
    );
    expect(cancelled.events.filter((event) => event.type === "password")).toHaveLength(1);
    expect((last(cancelled) as { lines: string[] }).lines[0]).toContain(
      "no password was given (publish again and type the password when the editor asks for it)",
    );
    expect(readdirSync(folder)).toEqual([]);
  });
});

describe("publishing from the editor over FTPS", () => {
  it("keeps the typed password for this run only: asked once, never written to disk", async () => {
    const name = `editor-${++folders}`;
    const local = join(ftps.www, name);
    mkdirSync(local);
    // pure-ftpd's user writes as "nobody".
    chownSync(local, 65534, 65534);
    const project = deployProject(ftps, "ftps", `/${name}`);
    const editor = await startEditor(project, {}, { tls: { ca: ftps.certificate } });
    const answered: string[] = [];
    const onEvent = (event: PublishEvent) => {
      if (event.type !== "password") return;
      answered.push(event.message);
      void call(editor, "publish/password", { password: ftps.password });
    };
    const plan = planOf(await call(editor, "publish", { step: "plan" }, { onEvent })) as Extract<
      PublishEvent,
      { type: "plan" }
    >;
    expect(answered).toEqual(["127.0.0.1 asks for the password of site"]);
    const published = await call(editor, "publish", { step: "publish", plan: plan.plan }, { onEvent });
    expect(last(published).type, JSON.stringify(published.events)).toBe("done");
    // Asked once in this run of site serve: the publish used the password the plan was given.
    expect(answered).toHaveLength(1);
    expect(online(local)).toEqual(built(project));
    // Nowhere in the project (content, dist/, .site-deploy/) nor on the server.
    for (const dir of [project, local]) {
      for (const file of readdirSync(dir, { recursive: true }) as string[]) {
        const path = join(dir, file);
        if (!statSync(path).isFile()) continue;
        expect(readFileSync(path).includes(ftps.password), path).toBe(false);
      }
    }
  });
});

describe("the publish interface", () => {
  it("answers only with the run's key, from this host and origin, and to JSON", async () => {
    const folder = sshFolder();
    const project = deployProject(ssh, "sftp", folder);
    const editor = await startEditor(project, { SITE_DEPLOY_KEY: ssh.clientKey });
    const plan = { step: "plan" };
    const attempts: [string, Answer][] = [
      ["no key", await call(editor, "publish", plan, { headers: { "x-site-token": "" } })],
      ["wrong key", await call(editor, "publish", plan, { headers: { "x-site-token": `${editor.token}x` } })],
      ["foreign Origin", await call(editor, "publish", plan, { headers: { origin: "https://evil.example" } })],
      ["foreign Host", await call(editor, "publish", plan, { headers: { host: "evil.example" } })],
      ["a page of another site", await call(editor, "publish", plan, { headers: { "sec-fetch-site": "cross-site" } })],
      [
        "a password from elsewhere",
        await call(editor, "publish/password", { password: "x" }, { headers: { origin: "https://evil.example" } }),
      ],
    ];
    for (const [name, answer] of attempts) expect(answer.status, name).toBe(403);
    const plain = await call(editor, "publish", plan, { headers: { "content-type": "text/plain" } });
    expect(plain.status).toBe(415);
    // With no question asked, an answer goes nowhere.
    expect(JSON.parse((await call(editor, "publish/password", { password: "x" })).body)).toEqual({ ok: false });
    expect(readdirSync(folder)).toEqual([]);
  });

  it("asks nothing more of a host the owner does not trust: no password, nothing sent, nothing stored", async () => {
    const folder = sshFolder();
    const project = deployProject(ssh, "sftp", folder);
    mkdirSync(join(project, "home"), { recursive: true });
    const editor = await startEditor(project, { SSH_AUTH_SOCK: "" });
    const answer = await call(editor, "publish", { step: "plan", lang: "de" }, { trust: false });
    expect(answer.events.some((event) => event.type === "password")).toBe(false);
    expect((last(answer) as { lines: string[] }).lines).toEqual([
      expect.stringMatching(
        /^127\.0\.0\.1 wurde nicht vertraut \(Fingerabdruck SHA256:\S+\): nichts wurde gesendet, kein Passwort abgefragt \(fragen Sie Ihren Hoster/,
      ),
    ]);
    expect(existsSync(join(project, ".site-deploy/known_hosts"))).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
  });
});
