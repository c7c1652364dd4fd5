/**
 * The last look at a path on the server before a deploy replaces or deletes what stands there:
 * someone may work on the server while a deploy runs. What changed since the survey is copied to the
 * owner's computer first (keepCopy), named in the report as any drift is; what the site replaces is
 * kept on the server as a second name of its bytes (replaced.ts).
 */
import { posix } from "node:path";
import { type Found, hashOf, type Plan, readBackLimit } from "./plan.js";
import { DeployConflicts } from "./put.js";
import type { KnownUploads } from "./records.js";
import { type Remote, type RemoteEntry, RemoteError } from "./remote.js";
import type { replacedFiles } from "./replaced.js";

/** What a deploy found on the server before it changed anything. */
export interface Surveyed {
  known: KnownUploads;
  /** Each path as the survey found it. */
  view: (path: string) => Found;
  /** The paths whose bytes were read, with their hash: their size and time alone proved nothing. */
  readBack: Map<string, Found>;
}

/** The name a copy on the owner's computer was given: the one keepCopy says, else the path. */
export const copyName = (named: unknown, path: string) => (typeof named === "string" && named ? named : path);

export function lastLook(
  remote: Remote,
  folder: string,
  plan: Plan,
  seen: Surveyed,
  keepCopy: ((path: string, contents: Buffer) => unknown) | undefined,
  aside: ReturnType<typeof replacedFiles>,
) {
  const at = (path: string) => posix.join(folder, path);
  const { known, view, readBack } = seen;

  /**
   * Whether the server still shows `path` as the survey found it: nothing there, or a file of the same
   * size and time (without a time, the same bytes). Someone may work on the server while a deploy runs;
   * asked at the last moment before the deploy replaces or deletes the file.
   */
  const asSurveyed = async (path: string): Promise<{ same: boolean; now?: RemoteEntry }> => {
    const then = readBack.get(path) ?? view(path);
    const now = await remote.stat(at(path));
    if (!now) return { same: true };
    if (then.kind !== now.kind) return { same: false, now };
    if (then.kind !== "file") return { same: true, now };
    if (now.size !== then.size) return { same: false, now };
    if (then.time !== undefined && now.time !== undefined) return { same: now.time === then.time, now };
    const bytes = then.hash === undefined ? undefined : await remote.read(at(path));
    return { same: bytes !== undefined && hashOf(bytes) === then.hash, now };
  };

  /** A copy on the owner's computer of what is about to be replaced, named in the report as any drift's. */
  const copyToOwner = async (path: string, bytes: Buffer) => {
    if (!keepCopy) throw new Error(`no copy kept of ${path}, which the deploy would replace`);
    // The copy of what is replaced now: a second change during the deploy has a second copy, named.
    const copy = copyName(await keepCopy(path, bytes), path);
    const drift = plan.drift.find((entry) => entry.path === path);
    if (drift) Object.assign(drift, { was: "changed", copy });
    else plan.drift.push({ path, was: view(path).kind === "file" ? "changed" : "foreign", copy });
  };

  return {
    asSurveyed,

    /** A file changed on the server since the survey, about to be replaced: a copy is kept first, as of any drift. */
    async keepWhatChanged(path: string): Promise<RemoteEntry | undefined> {
      const { same, now } = await asSurveyed(path);
      if (same || !now) return now;
      if (now.kind !== "file") {
        throw new DeployConflicts([{ path, what: now.kind === "link" ? "link" : "folder-in-the-way" }]);
      }
      if ((now.size ?? 0) > readBackLimit) throw new DeployConflicts([{ path, what: "too-large" }]);
      const bytes = await remote.read(at(path));
      if (bytes) await copyToOwner(path, bytes);
      return now;
    },

    /**
     * The version about to be replaced, kept on the server as a second name of its bytes. Where the
     * server refuses (another file system under the folder), its bytes are read: the tool's own, or copied.
     */
    async keepOld(path: string, now: RemoteEntry | undefined): Promise<void> {
      if (!remote.link || now?.kind !== "file") return;
      try {
        await aside.keep(path, "link");
      } catch (failure) {
        if (!(failure instanceof RemoteError) || failure.problem === "lost") throw failure;
        const bytes = (now.size ?? 0) <= readBackLimit ? await remote.read(at(path)) : undefined;
        if (!bytes) throw failure;
        if (!known.files[path]?.hashes.includes(hashOf(bytes))) await copyToOwner(path, bytes);
      }
    },
  };
}

export type LastLook = ReturnType<typeof lastLook>;
