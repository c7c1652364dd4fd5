/**
 * Two deploys racing for one remote folder's lock, step by step: one deploy's requests about the
 * lock's place are paced (Pacing: the SFTP and FTP tests each wrap their client's calls), and the
 * other's moves are put between them at every point in turn. Each race is judged as the owner would:
 * one deploy in, the other refused as busy, the site of the one that deployed, no lock left behind.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LockBusy, LockLost } from "../../cli/deploy/lock.js";
import { deployFiles } from "../../cli/deploy/plan.js";
import { publish } from "../../cli/deploy/publish.js";
import { lockName } from "../../cli/deploy/records.js";
import type { Remote } from "../../cli/deploy/remote.js";

/** A web folder as the server names it (`remote`), and as this machine does (`local`). */
export interface RaceFolder {
  local: string;
  remote: string;
}

/** How a deploy's requests about `place` (the path, or inside it) go: the n-th waits for `before(n)`, and `after(n)` hears its answer. */
export interface Pacing {
  place: string;
  sent: number;
  before: (step: number) => Promise<void>;
  after: (step: number) => void;
}

/** Whether a request's arguments name `place` or a path inside it: as a path, or at the end of an FTP command. */
export const isAbout = (place: string, args: unknown[]) =>
  args.some(
    (arg) =>
      typeof arg === "string" &&
      [arg, arg.replace(/^[A-Z]+ /, "")].some((path) => path === place || path.startsWith(`${place}/`)),
  );

/** Waiting on state, not on the clock: `until(holds)` looks again at every `wake()`. */
export function conditions() {
  let waiting: (() => void)[] = [];
  return {
    wake: () => {
      const woken = waiting;
      waiting = [];
      for (const resolve of woken) resolve();
    },
    until: async (holds: () => boolean) => {
      while (!holds()) await new Promise<void>((resolve) => waiting.push(resolve));
    },
  };
}

export const racePage = (index: number) => `<!DOCTYPE html><html><body>deploy ${index}</body></html>\n`;
const site = (index: number) => deployFiles([{ path: "index.html", contents: racePage(index) }]);

/** Refused as the owner should read it: busy. A deploy that held the lock and lost it was let in. */
const outcomeOf = (failure: unknown) =>
  failure instanceof LockBusy ? "refused" : failure instanceof LockLost ? "lost" : String(failure);

/**
 * Deploys started together against `folder` (the server's name), each holding the lock (inside, past
 * `approve`) until every other has either been refused or come inside too: how many were ever inside at once.
 */
export async function together(
  folder: string,
  remotes: Remote[],
  onChange: (inside: ReadonlySet<number>, settled: ReadonlySet<number>) => void = () => {},
) {
  const inside = new Set<number>();
  let most = 0;
  const settled = new Set<number>();
  const { wake, until } = conditions();
  const changed = () => {
    most = Math.max(most, inside.size);
    onChange(inside, settled);
    wake();
  };
  const outcomes = await Promise.all(
    remotes.map((remote, index) =>
      publish(remote, site(index), {
        folder,
        isAlive: (pid) => pid === process.pid,
        approve: async () => {
          inside.add(index);
          changed();
          await until(() =>
            [...remotes.keys()].every((other) => other === index || settled.has(other) || inside.has(other)),
          );
        },
      })
        .then(() => "deployed", outcomeOf)
        .finally(() => {
          inside.delete(index);
          settled.add(index);
          changed();
        }),
    ),
  );
  return { outcomes, most };
}

/** What the owner finds in `folder` once the deploys are done: the page, and what is left of a lock. */
function aftermath(folder: RaceFolder, deployed: number) {
  const index = join(folder.local, "index.html");
  return {
    left: readdirSync(folder.local).filter((name) => name.startsWith(lockName)),
    page: existsSync(index) ? readFileSync(index, "utf8") : undefined,
    expectedPage: deployed >= 0 ? racePage(deployed) : undefined,
  };
}

/**
 * Two deploys that read the same stale lock in `folder`, the first (`a`) making its two moves at given
 * points of the second's requests about the lock's place: it claims the stale lock once the second
 * had `claimAfter` of them answered, and puts its own lock in place once the second had `landAfter`.
 */
async function staleLockRace(
  a: Remote,
  b: Remote,
  pacing: { now?: Pacing },
  folder: RaceFolder,
  claimAfter: number,
  landAfter: number,
) {
  const lock = `${folder.remote}/${lockName}`;
  const { wake, until } = conditions();
  // Once in, or refused, a deploy's moves wait for nothing.
  const over = [false, false];
  let answered = 0;
  let asked = 0;
  let claim: "ahead" | "started" | "done" = "ahead";
  let land: "ahead" | "started" | "done" = "ahead";
  const first: Remote = {
    ...a,
    async rename(from, to) {
      const move =
        from === lock && claim === "ahead"
          ? "claim"
          : to === lock && claim === "done" && land === "ahead"
            ? "land"
            : undefined;
      if (!move) return a.rename(from, to);
      if (move === "claim") claim = "started";
      else land = "started";
      await until(() => over[1] || answered >= (move === "claim" ? claimAfter : landAfter));
      try {
        return await a.rename(from, to);
      } finally {
        if (move === "claim") claim = "done";
        else land = "done";
        wake();
      }
    },
  };
  pacing.now = {
    place: lock,
    sent: 0,
    before: async (step) => {
      if (over[1]) return;
      asked = step;
      await until(
        () =>
          over[0] || over[1] || ((step <= claimAfter || claim === "done") && (step <= landAfter || land === "done")),
      );
    },
    after: (step) => {
      answered = step;
      wake();
    },
  };
  try {
    const { outcomes, most } = await together(folder.remote, [first, b], (inside, settled) => {
      for (const index of [0, 1]) over[index] = inside.has(index) || settled.has(index);
      wake();
    });
    // How many requests the second deploy sent about the lock while it was taking it.
    return { outcomes, most, asked, ...aftermath(folder, outcomes.indexOf("deployed")) };
  } finally {
    pacing.now = undefined;
  }
}

/**
 * Every interleaving of the first deploy's claim of a stale lock and its own lock's arrival with the
 * second deploy's requests about the lock's place, `b` being paced by `pacing`; `folder` gives a
 * fresh web folder holding a stale lock. The races that went wrong, and how many were run.
 */
export async function everyStaleLockRace(a: Remote, b: Remote, pacing: { now?: Pacing }, folder: () => RaceFolder) {
  const wrong: unknown[] = [];
  let runs = 0;
  for (let claimAfter = 0; claimAfter < 40; claimAfter++) {
    let askedAtFirst = 0;
    for (let landAfter = claimAfter; landAfter < 40; landAfter++) {
      const race = await staleLockRace(a, b, pacing, folder(), claimAfter, landAfter);
      runs++;
      if (landAfter === claimAfter) askedAtFirst = race.asked;
      const { outcomes, most, left, page, expectedPage } = race;
      if (outcomes.sort().join() !== "deployed,refused" || most !== 1 || left.length > 0 || page !== expectedPage) {
        wrong.push({ claimAfter, landAfter, outcomes, most, left, page });
      }
      // Past the requests the second deploy sent, every later point is the same interleaving.
      if (race.asked <= landAfter) break;
    }
    if (askedAtFirst <= claimAfter) break;
  }
  return { wrong, runs };
}

/**
 * A deploy (`b`) started once the first (`a`, paced by `pacing`, writing its lock again before each
 * change) had `after` of its requests about the lock's place answered, while the first waits; once
 * in, the second waits until the first is done, then looks at its lock.
 */
async function secondDeployAt(a: Remote, pacing: { now?: Pacing }, b: Remote, folder: RaceFolder, after: number) {
  const lock = `${folder.remote}/${lockName}`;
  const { wake, until } = conditions();
  let answered = 0;
  let firstDone = false;
  let secondOver = false;
  let lockStood: boolean | undefined;
  pacing.now = {
    place: lock,
    sent: 0,
    before: (step) => until(() => step <= after || secondOver),
    after: (step) => {
      answered = step;
      wake();
    },
  };
  const deploy = (remote: Remote, index: number, approve?: () => Promise<void>) =>
    publish(remote, site(index), {
      folder: folder.remote,
      isAlive: (pid) => pid === process.pid,
      approve,
      heartbeatMs: 0,
    }).then(() => "deployed", outcomeOf);
  try {
    const first = deploy(a, 0).finally(() => {
      firstDone = true;
      wake();
    });
    await until(() => answered >= after || firstDone);
    const startedAfterFirst = firstDone;
    const second = deploy(b, 1, async () => {
      secondOver = true;
      wake();
      await until(() => firstDone);
      // The first deploy is done: what holds the place is the second one's lock.
      lockStood = existsSync(join(folder.local, lockName, "holder.json"));
    }).finally(() => {
      secondOver = true;
      wake();
    });
    const outcomes = await Promise.all([first, second]);
    return { outcomes, startedAfterFirst, lockStood, ...aftermath(folder, outcomes[1] === "deployed" ? 1 : 0) };
  } finally {
    pacing.now = undefined;
  }
}

/**
 * A second deploy started at each of the first's requests about the lock's place in turn: before it
 * takes the lock, while it holds it, while it gives it back, once it is done. The races that went
 * wrong, and how many were run.
 */
export async function everySecondDeploy(a: Remote, pacing: { now?: Pacing }, b: Remote, folder: () => RaceFolder) {
  const wrong: unknown[] = [];
  let runs = 0;
  for (let after = 0; after < 100; after++) {
    const race = await secondDeployAt(a, pacing, b, folder(), after);
    runs++;
    const { outcomes, lockStood, left, page, expectedPage } = race;
    const expected = ["deployed,refused", "deployed,deployed", "refused,deployed"].includes(outcomes.join());
    if (!expected || lockStood === false || left.length > 0 || page !== expectedPage) {
      wrong.push({ after, outcomes, lockStood, left, page });
    }
    if (race.startedAfterFirst) break;
  }
  return { wrong, runs };
}
