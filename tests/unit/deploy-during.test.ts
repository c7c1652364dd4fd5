/**
 * site deploy while somebody else works on the server (real OpenSSH on 127.0.0.1): a file changed
 * during the deploy, a second deploy taking over the same stale lock, a lock of another container
 * with the same host name, a deploy stopped by a lost connection and started again in the same
 * process (the editor publishes many times in one), names of the tool's making held by links or
 * folders, and the free space the server reports.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statfsSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import type { SFTPWrapper } from "ssh2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copiesFolder } from "../../cli/deploy/deploy.js";
import { LockBusy, LockLost } from "../../cli/deploy/lock.js";
import { deployFiles } from "../../cli/deploy/plan.js";
import { publish } from "../../cli/deploy/publish.js";
import { DeployConflicts } from "../../cli/deploy/put.js";
import { lockName, manifestName } from "../../cli/deploy/records.js";
import { type Remote, RemoteError } from "../../cli/deploy/remote.js";
import { deployReport } from "../../cli/deploy/report.js";
import { answer, sftpRemote, spaceLeft } from "../../cli/deploy/sftp-remote.js";
import { connectToSsh, type SshServer, startSshServer } from "./deploy-servers.js";
import { everySecondDeploy, everyStaleLockRace, isAbout, type Pacing, together } from "./lock-races.js";

let server: SshServer;
beforeAll(async () => {
  server = await startSshServer();
});
afterAll(async () => {
  await server?.stop();
});

const connect = (posixRename = true) => connectToSsh(server, posixRename);

/** A connection to the test server, closed when `use` is done. */
async function withRemote<T>(use: (remote: Remote) => Promise<T>, posixRename = true): Promise<T> {
  const { remote } = await connect(posixRename);
  try {
    return await use(remote);
  } finally {
    await remote.close();
  }
}

let folders = 0;
function webFolder(own: Record<string, string> = {}): string {
  const folder = join(server.www, `during-${++folders}`);
  mkdirSync(folder);
  for (const [path, text] of Object.entries(own)) {
    mkdirSync(join(folder, path, ".."), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

const page = (css: string, text: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/${css}"></head><body>${text}</body></html>\n`;

describe("a file changed on the server while a deploy runs", () => {
  it("is copied to the owner's computer before the deploy replaces it, and left in place where the site dropped it", async () => {
    const folder = webFolder();
    await withRemote(async (remote) => {
      await publish(
        remote,
        deployFiles([
          { path: "speisekarte/index.html", contents: page("assets/a.1.css", "Menu 1") },
          { path: "aktion/index.html", contents: page("assets/a.1.css", "This week's offer") },
          { path: "assets/a.1.css", contents: "a{}\n" },
        ]),
        { folder },
      );
      // The new stylesheet goes up first; while it does, a colleague edits two pages on the server.
      const colleagues = {
        "speisekarte/index.html": "<p>the colleague's menu, typed on the server</p>\n",
        "aktion/index.html": "<p>the offer, extended on the server</p>\n",
      };
      const editing: Remote = {
        ...remote,
        async write(path, contents, onBytes) {
          if (path.endsWith(".a.2.css.site-deploy-new")) {
            for (const [file, text] of Object.entries(colleagues)) writeFileSync(join(folder, file), text);
          }
          return remote.write(path, contents, onBytes);
        },
      };
      const copies: Record<string, string> = {};
      const done = await publish(
        editing,
        deployFiles([
          { path: "speisekarte/index.html", contents: page("assets/a.2.css", "Menu 2") },
          { path: "assets/a.2.css", contents: "b{}\n" },
        ]),
        {
          folder,
          keepCopy: (path, bytes) => {
            copies[path] = bytes.toString("utf8");
          },
        },
      );
      // The page the site needs is the new one, and the colleague's version is on the owner's computer.
      expect(readFileSync(join(folder, "speisekarte/index.html"), "utf8")).toContain("Menu 2");
      expect(copies).toEqual({ "speisekarte/index.html": colleagues["speisekarte/index.html"] });
      expect(done.plan.drift).toEqual([
        { path: "speisekarte/index.html", was: "changed", copy: "speisekarte/index.html" },
      ]);
      // The page the site no longer has is no longer provably the tool's: it stays, named.
      expect(readFileSync(join(folder, "aktion/index.html"), "utf8")).toBe(colleagues["aktion/index.html"]);
      expect(done.plan.kept).toEqual([{ path: "aktion/index.html", why: "changed" }]);
      // The old stylesheet, unchanged since the tool wrote it, goes as before.
      expect(done.removed).toBe(1);
      expect(existsSync(join(folder, "assets/a.1.css"))).toBe(false);
      // Nor does the next deploy delete it: the manifest no longer names it.
      const manifest = JSON.parse(readFileSync(join(folder, manifestName), "utf8"));
      expect(Object.keys(manifest.files).sort()).toEqual(["assets/a.2.css", "speisekarte/index.html"]);
    });
  });

  it("is never taken for the tool's own when it keeps its size: the next deploy keeps a copy rather than delete it", async () => {
    const folder = webFolder();
    const menu = (price: string) => page("assets/a.css", `Jollof ${price} €`);
    await withRemote(async (remote) => {
      await publish(remote, deployFiles([{ path: "index.html", contents: page("assets/a.css", "home 1") }]), {
        folder,
      });
      // The menu goes up; once it is in place, and a second later (the server's times are seconds),
      // a colleague fixes its price on the server: the same number of bytes.
      const fixing: Remote = {
        ...remote,
        async rename(from, to) {
          await remote.rename(from, to);
          if (to === join(folder, "menu/index.html")) {
            const later = Date.now() + 1100;
            while (Date.now() < later) await new Promise((resolve) => setTimeout(resolve, 50));
            writeFileSync(join(folder, "menu/index.html"), menu("13,50"));
          }
        },
      };
      const files = deployFiles([
        { path: "index.html", contents: page("assets/a.css", "home 2") },
        { path: "menu/index.html", contents: menu("12,50") },
      ]);
      await publish(fixing, files, { folder });
      expect(readFileSync(join(folder, "menu/index.html"), "utf8")).toBe(menu("13,50"));

      // The next build no longer has the page: it is not the tool's to delete.
      const done = await publish(
        remote,
        deployFiles([{ path: "index.html", contents: page("assets/a.css", "home 2") }]),
        { folder },
      );
      expect(done.plan.remove).toEqual([]);
      expect(done.plan.kept).toEqual([{ path: "menu/index.html", why: "changed" }]);
      expect(readFileSync(join(folder, "menu/index.html"), "utf8")).toBe(menu("13,50"));
    });
  });
});

describe("what the owner reads after a deploy", () => {
  it("names the copy of the version it replaced when a file changed before the deploy and again during it", async () => {
    const folder = webFolder();
    const project = mkdtempSync(join(tmpdir(), "site-copies-"));
    const home = (text: string) => deployFiles([{ path: "index.html", contents: `<p>${text}</p>\n` }]);
    const copies = copiesFolder(project, new Date("2026-11-27T10:00:00Z"));
    const result = await withRemote(async (remote) => {
      await publish(remote, home("1"), { folder });
      writeFileSync(join(folder, "index.html"), "edit ONE, a longer text\n");
      const editing: Remote = {
        ...remote,
        async write(path, contents, onBytes) {
          if (path.endsWith(".index.html.site-deploy-new")) writeFileSync(join(folder, "index.html"), "edit TWO!\n");
          return remote.write(path, contents, onBytes);
        },
      };
      return publish(editing, home("2"), { folder, keepCopy: (path, bytes) => copies.keep(path, bytes) });
    });
    const lines = deployReport(
      { content: undefined as never, warnings: [], target: "test", result, copies: copies.shown, milliseconds: 1 },
      false,
      "en",
    ).map((line) => line.text);
    const named = lines.find((line) => line.includes("index.html"));
    expect(named).toContain(`${copies.shown}/index.html.2`);
    expect(readFileSync(join(project, copies.shown, "index.html.2"), "utf8")).toBe("edit TWO!\n");
    expect(readFileSync(join(project, copies.shown, "index.html"), "utf8")).toBe("edit ONE, a longer text\n");
  });
});

describe("the lock", () => {
  /** A lock as a deploy of this computer leaves it when it is killed: its process has ended. */
  const staleLock = (folder: string, holder: Record<string, unknown>) => {
    mkdirSync(join(folder, lockName));
    writeFileSync(join(folder, lockName, "holder.json"), JSON.stringify(holder));
  };
  const site = (text: string) => deployFiles([{ path: "index.html", contents: page("a.css", text) }]);

  it("is taken over by one of two deploys that find the same stale lock; the other is refused", async () => {
    const folder = webFolder();
    staleLock(folder, { host: hostname(), pid: 999_999_999, since: "2026-01-01T00:00:00.000Z" });
    const { remote: a } = await connect();
    const { remote: b } = await connect();
    try {
      // B read the stale lock too, and claims it only once A has put its own lock in its place (or was
      // refused: B may find the place A emptied and take it first; its lock then goes at its end).
      let aHolds!: () => void;
      const aHasTheLock = new Promise<void>((resolve) => {
        aHolds = resolve;
      });
      const first: Remote = {
        ...a,
        async rename(from, to) {
          await a.rename(from, to);
          if (to === join(folder, lockName) && from.includes(`${lockName}.`)) aHolds();
        },
      };
      const second: Remote = {
        ...b,
        async rename(from, to) {
          if (from === join(folder, lockName)) await aHasTheLock;
          return b.rename(from, to);
        },
      };
      const { outcomes, most } = await together(folder, [first, second], (_, settled) => {
        if (settled.has(0)) aHolds();
      });
      expect(most).toBe(1);
      expect(outcomes.sort()).toEqual(["deployed", "refused"]);
      expect(readdirSync(folder).filter((name) => name.startsWith(lockName))).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  /** A connection to the test server whose requests about a place are paced by `pacing.now`, one at a time as the deploy sends them. */
  async function pacedConnection(pacing: { now?: Pacing }, posixRename = true): Promise<Remote> {
    const ssh2 = (await import("ssh2")).default;
    const client = new ssh2.Client();
    await new Promise<void>((resolve, reject) => {
      client.once("ready", resolve).once("error", reject);
      client.connect({
        host: "127.0.0.1",
        port: server.port,
        username: server.user,
        privateKey: readFileSync(server.clientKey),
      });
    });
    // As the tool's own connection: no delayed acknowledgements between requests.
    client.setNoDelay(true);
    const sftp = await answer<SFTPWrapper>((done) => client.sftp(done));
    const paced = new Proxy(sftp, {
      get(target, key) {
        const value = Reflect.get(target, key);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const pace = pacing.now;
          if (!pace || !isAbout(pace.place, args)) return Reflect.apply(value, target, args);
          // Every request of the SFTP remote ends with its callback.
          const done = args.pop() as (...reply: unknown[]) => void;
          const step = ++pace.sent;
          void pace.before(step).then(() =>
            Reflect.apply(value, target, [
              ...args,
              (...reply: unknown[]) => {
                pace.after(step);
                done(...reply);
              },
            ]),
          );
        };
      },
    });
    return sftpRemote(client, paced, posixRename, false, () => false);
  }

  it("is taken over by one of two deploys that find the same stale lock, wherever the other's claim and lock fall among its steps", async () => {
    const { remote: a } = await connect();
    const pacing: { now?: Pacing } = {};
    const b = await pacedConnection(pacing);
    try {
      const { wrong, runs } = await everyStaleLockRace(a, b, pacing, () => {
        const folder = webFolder();
        staleLock(folder, { host: hostname(), pid: 999_999_999, since: "2026-01-01T00:00:00.000Z" });
        return { local: folder, remote: folder };
      });
      expect(wrong).toEqual([]);
      // The second deploy's way to the lock, the places empty and taken, were walked through.
      expect(runs).toBeGreaterThan(10);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it.each([
    ["that renames over a file", true],
    ["that cannot rename over a file: the lock's file steps aside as it is written again", false],
  ])(
    "is refused to a deploy that starts while another holds it, and free to it once given back, whichever step it starts at, on a server %s",
    async (_, posixRename) => {
      const pacing: { now?: Pacing } = {};
      const a = await pacedConnection(pacing, posixRename);
      const { remote: b } = await connect();
      try {
        const { wrong, runs } = await everySecondDeploy(a, pacing, b, () => {
          const folder = webFolder();
          return { local: folder, remote: folder };
        });
        expect(wrong).toEqual([]);
        // Before the first took the lock, while it held it, while it gave it back, and once it was done.
        expect(runs).toBeGreaterThan(5);
      } finally {
        await a.close();
        await b.close();
      }
    },
  );

  it("put back when the lock it claimed was no longer the stale one, or cleared when a third deploy took the place", async () => {
    const folder = webFolder();
    staleLock(folder, { host: hostname(), pid: 999_999_999, since: "2026-01-01T00:00:00.000Z" });
    const live = { host: "elsewhere", pid: 1, since: "2026-11-27T10:00:00.000Z", token: "live" };
    const third = { host: "third", pid: 2, since: "2026-11-27T10:00:01.000Z", token: "third" };
    await withRemote(async (remote) => {
      const racing: Remote = {
        ...remote,
        async rename(from, to) {
          if (from !== join(folder, lockName)) return remote.rename(from, to);
          // Between reading the stale lock and claiming it, another deploy took it over: its live lock
          // is what gets claimed. Then a third deploy takes the empty place before it can go back.
          writeFileSync(join(folder, lockName, "holder.json"), JSON.stringify(live));
          await remote.rename(from, to);
          staleLock(folder, third);
        },
      };
      await expect(publish(racing, site("home"), { folder })).rejects.toBeInstanceOf(LockBusy);
    });
    // The third deploy's lock stands; the live lock moved away is gone (its deploy stops at its next
    // step, finding the lock not its own), and no folder of a claim is left behind.
    expect(JSON.parse(readFileSync(join(folder, lockName, "holder.json"), "utf8"))).toEqual(third);
    expect(readdirSync(folder)).toEqual([lockName]);
  });

  it("of an earlier start of this computer, and one of this process an older version wrote, are taken over; one of another computer is not", async () => {
    const rebooted = webFolder();
    const own = JSON.parse(
      await withRemote(async (remote) => {
        // This process's own holder, as it writes it: the same container, its start of the system.
        let written = "";
        const watching: Remote = {
          ...remote,
          async write(path, contents, onBytes) {
            if (path.endsWith("/holder.json")) written = Buffer.from(contents).toString("utf8");
            return remote.write(path, contents, onBytes);
          },
        };
        await publish(watching, site("first"), { folder: rebooted });
        return written;
      }),
    );
    // This computer names itself (/etc/machine-id), as Debian does: the rules below rest on that.
    expect(own.machine).toMatch(/^[0-9a-f]{16}$/);
    // The same computer and container before a power cut: another boot, its process number alive today.
    staleLock(rebooted, { ...own, pid: process.ppid, token: "before", boot: "an earlier boot" });
    await withRemote((remote) => publish(remote, site("after the power cut"), { folder: rebooted }));
    expect(readFileSync(join(rebooted, "index.html"), "utf8")).toContain("after the power cut");

    // Another computer of the same host name (two Raspberry Pis as they come): another boot too, and
    // the process space's name every Linux computer gives its first one. Its deploy may well run.
    const twin = webFolder();
    staleLock(twin, { ...own, pid: 999_999_999, token: "twin", boot: "its own boot", machine: "another computer" });
    await withRemote(async (remote) => {
      await expect(publish(remote, site("home"), { folder: twin })).rejects.toBeInstanceOf(LockBusy);
    });
    expect(existsSync(join(twin, "index.html"))).toBe(false);

    // No token: written by an older version, so by no deploy of this process, though its number is ours.
    const older = webFolder();
    staleLock(older, { host: hostname(), pid: process.pid, since: "2026-01-01T00:00:00.000Z" });
    await withRemote((remote) => publish(remote, site("home"), { folder: older }));
    expect(readdirSync(older).sort()).toEqual([manifestName, "index.html"]);
  });

  it("of a deploy stopped by a lost connection is taken over by the next deploy of the same process", async () => {
    const folder = webFolder();
    const files = deployFiles([
      { path: "index.html", contents: page("assets/a.css", "home") },
      { path: "about/index.html", contents: page("assets/a.css", "about") },
      { path: "assets/a.css", contents: "a{}\n" },
    ]);
    await withRemote(async (remote) => {
      let writes = 0;
      const dropping: Remote = {
        ...remote,
        async write(path, contents, onBytes) {
          if (++writes === 4) throw new RemoteError("lost", path, "the connection was lost");
          return remote.write(path, contents, onBytes);
        },
        // The lock cannot be given back over a lost connection: neither moved nor removed.
        async rename(from, to) {
          if (writes >= 4) throw new RemoteError("lost", from, "the connection was lost");
          return remote.rename(from, to);
        },
        rmdir: async (path) => {
          throw new RemoteError("lost", path, "the connection was lost");
        },
        remove: async (path) => {
          throw new RemoteError("lost", path, "the connection was lost");
        },
      };
      await expect(publish(dropping, files, { folder })).rejects.toThrow(/connection was lost/);
      expect(existsSync(join(folder, lockName))).toBe(true);
    });
    // Publishing again from the same process (the editor's second click): this process runs, its deploy does not.
    await withRemote(async (remote) => {
      const done = await publish(remote, files, { folder });
      expect(done.completed.length).toBeGreaterThan(0);
    });
    expect(readdirSync(folder).sort()).toEqual([manifestName, "about", "assets", "index.html"].sort());
  });

  it("of another container or computer with the same host name is not taken over", async () => {
    const folder = webFolder();
    // Its process number means nothing here: no process of this computer has it, yet it may well run.
    staleLock(folder, { host: hostname(), pid: 999_999_999, since: "2026-01-01T00:00:00.000Z", space: "elsewhere" });
    await withRemote(async (remote) => {
      await expect(publish(remote, site("home"), { folder })).rejects.toBeInstanceOf(LockBusy);
    });
    expect(existsSync(join(folder, "index.html"))).toBe(false);
  });

  it("of another computer is taken over once the server shows it silent for 15 minutes, and not before", async () => {
    // A CI run cancelled mid-upload: its runner is gone, and no process of this computer can tell.
    const fresh = webFolder();
    staleLock(fresh, { host: "fv-az123-456", pid: 2515, since: "2026-11-27T09:00:00.000Z" });
    const quiet = (folder: string, minutes: number) => {
      const then = new Date(Date.now() - minutes * 60_000);
      utimesSync(join(folder, lockName, "holder.json"), then, then);
    };
    quiet(fresh, 14);
    await withRemote(async (remote) => {
      await expect(publish(remote, site("home"), { folder: fresh })).rejects.toBeInstanceOf(LockBusy);
    });
    expect(existsSync(join(fresh, "index.html"))).toBe(false);

    const silent = webFolder();
    staleLock(silent, { host: "fv-az123-456", pid: 2515, since: "2026-11-27T09:00:00.000Z" });
    quiet(silent, 16);
    await withRemote((remote) => publish(remote, site("home"), { folder: silent }));
    expect(readdirSync(silent).sort()).toEqual([manifestName, "index.html"]);
  });

  it("is written again while the deploy runs, which stops once another deploy took it over", async () => {
    const folder = webFolder();
    const holder = join(folder, lockName, "holder.json");
    const files = deployFiles([
      { path: "a.html", contents: "<p>a</p>\n" },
      { path: "b.html", contents: "<p>b</p>\n" },
      { path: "c.html", contents: "<p>c</p>\n" },
    ]);
    let renames = 0;
    let beaten = false;
    await withRemote(async (remote) => {
      const watching: Remote = {
        ...remote,
        async rename(from, to) {
          await remote.rename(from, to);
          if (to === join(folder, lockName)) {
            // The lock as if written long ago: the next file's heartbeat writes it again.
            const then = new Date(Date.now() - 20 * 60_000);
            utimesSync(holder, then, then);
          } else if (to === join(folder, "a.html")) {
            beaten = Date.now() - statSync(holder).mtimeMs < 10 * 60_000;
          }
        },
        async write(path, contents, onBytes) {
          await remote.write(path, contents, onBytes);
          if (path === join(folder, ".b.html.site-deploy-new") && ++renames === 1) {
            // While b.html goes up, another deploy takes the lock over: this one must not change anything more.
            writeFileSync(holder, JSON.stringify({ host: "elsewhere", pid: 1, since: "now", token: "theirs" }));
          }
        },
      };
      await expect(publish(watching, files, { folder, heartbeatMs: 0 })).rejects.toBeInstanceOf(LockLost);
    });
    expect(beaten).toBe(true);
    expect(existsSync(join(folder, "a.html"))).toBe(true);
    expect(existsSync(join(folder, "b.html"))).toBe(false);
    expect(existsSync(join(folder, "c.html"))).toBe(false);
    expect(JSON.parse(readFileSync(holder, "utf8")).token).toBe("theirs");
  });

  it("leaves a link at a lock attempt's name alone, and what it points to", async () => {
    const folder = webFolder();
    const elsewhere = webFolder({ "holder.json": '{"note":"the owner\'s file"}\n', "other.txt": "mine\n" });
    const tag = createHash("sha256").update(hostname()).digest("hex").slice(0, 8);
    symlinkSync(elsewhere, join(folder, `${lockName}.${tag}.999999999.deadbeef`));
    await withRemote((remote) => publish(remote, site("home"), { folder }));
    expect(readdirSync(elsewhere).sort()).toEqual(["holder.json", "other.txt"]);
    expect(existsSync(join(folder, `${lockName}.${tag}.999999999.deadbeef`))).toBe(true);
  });
});

describe("the tool's own names on the server", () => {
  it("stops before changing anything where a folder stands at the manifest's name, and moves nothing aside", async () => {
    const folder = webFolder({ [`${manifestName}/notes.txt`]: "someone's folder\n" });
    await withRemote(async (remote) => {
      const failure = await publish(remote, deployFiles([{ path: "index.html", contents: "<p>home</p>\n" }]), {
        folder,
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DeployConflicts);
      expect((failure as DeployConflicts).conflicts).toEqual([{ path: manifestName, what: "folder-in-the-way" }]);
    });
    expect(readdirSync(folder)).toEqual([manifestName]);
    expect(readFileSync(join(folder, manifestName, "notes.txt"), "utf8")).toBe("someone's folder\n");
  });

  it("are cleared by the next deploy when one was stopped between its two renames, on a server that cannot rename over a file", async () => {
    const folder = webFolder();
    const files = deployFiles([
      { path: "index.html", contents: "<p>home</p>\n" },
      { path: "menu.html", contents: "<p>menu 1</p>\n" },
    ]);
    await withRemote(async (remote) => {
      await publish(remote, files, { folder });
      // Changed on the server: the same build puts it back, and is stopped once the old file stepped aside.
      writeFileSync(join(folder, "menu.html"), "changed on the server\n");
      let stopped = false;
      const stopping: Remote = {
        ...remote,
        async rename(from, to) {
          if (stopped) throw new RemoteError("lost", to, "the connection was lost");
          await remote.rename(from, to);
          stopped = to.endsWith(".menu.html.site-deploy-old");
        },
      };
      await expect(publish(stopping, files, { folder, isAlive: () => false, keepCopy: () => {} })).rejects.toThrow();
      expect(readdirSync(folder)).toContain(".menu.html.site-deploy-old");
      await publish(remote, files, { folder, isAlive: () => false, keepCopy: () => {} });
      const next = deployFiles([
        { path: "index.html", contents: "<p>home</p>\n" },
        { path: "menu.html", contents: "<p>menu 2</p>\n" },
      ]);
      await publish(remote, next, { folder, isAlive: () => false, keepCopy: () => {} });
    }, false);
    // Besides the site, only the folder where deploys keep what they replaced.
    expect(readdirSync(folder).sort()).toEqual([".site-deploy", manifestName, "index.html", "menu.html"].sort());
    expect(readFileSync(join(folder, "menu.html"), "utf8")).toBe("<p>menu 2</p>\n");
  });
});

describe("the free space the server reports", () => {
  it("is the space its user may still write, as the file system there counts it", async () => {
    const folder = webFolder();
    const ssh2 = (await import("ssh2")).default;
    const connection = new ssh2.Client();
    const info = await new Promise<{ f_bavail: bigint | number; f_frsize: bigint | number }>((resolve, reject) => {
      connection
        .on("ready", () =>
          connection.sftp((error, sftp) => {
            if (error) return reject(error);
            sftp.ext_openssh_statvfs(folder, (failure, stats) => (failure ? reject(failure) : resolve(stats)));
          }),
        )
        .on("error", reject)
        .connect({
          host: "127.0.0.1",
          port: server.port,
          username: server.user,
          privateKey: readFileSync(server.clientKey),
        });
    }).finally(() => connection.end());
    const local = statfsSync(folder);
    const left = spaceLeft(info);
    expect(Number.isFinite(left)).toBe(true);
    // The same file system, asked a moment apart: within a megabyte.
    expect(Math.abs(left - local.bavail * local.bsize)).toBeLessThan(1024 * 1024);
  });
});
