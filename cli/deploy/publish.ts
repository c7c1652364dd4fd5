/**
 * A deploy, run against a connected server (remote.ts), in an order that keeps
 * the website whole at every instant:
 *
 * 1. take the folder's lock (`.site-deploy.lock`, renamed into place whole, so
 *    two deploys never run at once; lock.ts);
 * 2. read the manifest and pending journal; look at every path the deploy may
 *    touch (folder listings from the top, never through a link; a file's bytes
 *    read back where its size and time do not prove it unchanged); plan
 *    (plan.ts), and stop before any change if something is in the way;
 * 3. copy what the site replaces without having written it to the owner's
 *    computer (keepCopy), then write the pending journal: from here on, an
 *    interruption is completed by the next run, which first clears what this
 *    one may have left half done;
 * 4. upload each changed file under a temporary name and rename it over the
 *    old one (assets, then pages, then host configuration), so a visitor gets
 *    the old page or the new one, and never a page naming a missing asset;
 *    what stands there is looked at once more just before, and copied first
 *    if somebody changed it since step 2;
 * 5. delete the files an earlier deploy uploaded, unchanged since (looked at
 *    once more: one changed meanwhile stays), that the build no longer has
 *    (pages before assets), and the empty folders it made;
 * 6. write the manifest (each file's hash, size and the server's time for it),
 *    remove the journal, give back the lock.
 */
import { posix } from "node:path";
import { processIsAlive } from "../stages/output-lock.js";
import { clearLockAttempts, takeLock } from "./lock.js";
import {
  type DeployFile,
  type FileRecord,
  type Found,
  hashOf,
  knownUploads,
  manifestName,
  manifestText,
  needsReading,
  type Plan,
  pendingName,
  pendingText,
  planDeploy,
  readBackLimit,
  readRecords,
} from "./plan.js";
import { DeployConflicts, putFile, removeIfThere } from "./put.js";
import { isProblem, type Remote, type RemoteEntry, RemoteError } from "./remote.js";
import { checkKeptFolders, type KeptFile, replacedFiles } from "./replaced.js";
import { readRecordFile, repairInterrupted, survey } from "./survey.js";

export interface Progress {
  /** Files uploaded so far, of `totalFiles`. */
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
  /** The file being uploaded. */
  path: string;
}

export interface PublishOptions {
  /** The remote folder, as in site.yaml. */
  folder: string;
  dryRun?: boolean;
  /** Whether a process on this computer still runs (a lock it left is stale otherwise). */
  isAlive?: (pid: number) => boolean;
  onProgress?: (progress: Progress) => void;
  /** Replace a link where the site needs a file or folder (the link only, never what it points to). */
  replaceLinks?: boolean;
  /**
   * Keeps a copy of a file the deploy is about to replace though it cannot prove it wrote it; called
   * before that change. A string it gives back names the copy, where it is not `path` (a second one).
   */
  keepCopy?: (path: string, contents: Buffer) => unknown;
  /** Sees the plan before anything on the server changes; throwing stops the deploy there. */
  approve?: (plan: Plan) => void | Promise<void>;
  /** How often the deploy writes its lock again, to show it still runs (`heartbeatMs`; tests give 0). */
  heartbeatMs?: number;
  /** When the deploy began: its folder in .site-deploy/replaced/ on the server is named by it. */
  began?: Date;
}

export interface PublishResult {
  plan: Plan;
  /** Entries of the server's records the tool could never have written: ignored, never deleted. */
  refused: string[];
  /** Records that could not be read (so nothing they listed was deleted). */
  damaged: string[];
  /** Paths an interrupted deploy was changing, which this one completed. */
  completed: string[];
  uploadedBytes: number;
  /** Files deleted (a file the plan names may already have been gone). */
  removed: number;
  /** Folders a deploy created that were removed, now empty. */
  removedFolders: number;
  /** The files deleted or replaced, kept on the server in `keptIn` (.site-deploy/replaced/<when>/). */
  kept: readonly KeptFile[];
  keptIn: string;
}

const copyName = (named: unknown, path: string) => (typeof named === "string" && named ? named : path);

async function makeFolders(remote: Remote, folder: string, folders: readonly string[]) {
  for (const path of folders) {
    try {
      await remote.mkdir(posix.join(folder, path));
    } catch (failure) {
      if (!isProblem(failure, "exists")) throw failure;
    }
  }
}

export async function publish(
  remote: Remote,
  files: readonly DeployFile[],
  options: PublishOptions,
): Promise<PublishResult> {
  const isAlive = options.isAlive ?? processIsAlive;
  // The web folder itself may be a link (many hosts link /htdocs somewhere): the owner named it, so it is followed.
  const root = await remote.stat(options.folder);
  if (root?.kind !== "folder" && root?.kind !== "link") {
    throw new RemoteError("missing", options.folder, "the remote folder is not there");
  }
  // A dry run only reads, so it needs no lock and leaves none.
  if (options.dryRun) return publishLocked(remote, files, options, isAlive, async () => {});
  const { release, beat } = await takeLock(remote, options.folder, isAlive, options.heartbeatMs);
  let result: PublishResult;
  try {
    result = await publishLocked(remote, files, options, isAlive, beat);
  } catch (failure) {
    // After a lost connection the lock stays (the next run from here takes it over); the first failure is the one to report.
    await release().catch(() => {});
    throw failure;
  }
  await release();
  return result;
}

async function publishLocked(
  remote: Remote,
  files: readonly DeployFile[],
  options: PublishOptions,
  isAlive: (pid: number) => boolean,
  beat: () => Promise<void>,
): Promise<PublishResult> {
  const { folder } = options;
  const at = (path: string) => posix.join(folder, path);
  const unreadable: string[] = [];
  const records = readRecords(
    await readRecordFile(remote, at(manifestName), unreadable),
    await readRecordFile(remote, at(pendingName), unreadable),
  );
  records.damaged.push(...unreadable);
  const { known, interrupted } = knownUploads(records);
  // Before the survey, and before the new journal: until it is written, the old one still names these paths.
  // Every path it names, not only those whose file it changed: a file changed on the server goes up
  // again with the same bytes, and may have been stopped between its two renames too.
  if (records.pending && !options.dryRun) {
    const named = [...Object.keys(records.pending.next), ...Object.keys(records.pending.previous.files)];
    await repairInterrupted(remote, folder, [...new Set([...named, manifestName, pendingName])]);
  }

  // Where deleted and replaced files are kept on the server must be the tool's folder, not a link.
  await checkKeptFolders(remote, folder);
  const wanted = new Map(files.map((file) => [file.path, file]));
  const paths = [...new Set([...wanted.keys(), ...Object.keys(known.files)])];
  const view = await survey(remote, folder, paths, known.folders);
  // Where size and time do not settle whose a file is, its bytes do; a file the build replaces is kept for a copy.
  const readBack = new Map<string, Found>();
  const copies = new Map<string, Buffer>();
  for (const path of paths) {
    const found = view(path);
    if (!needsReading(known.files[path], found, wanted.get(path), remote.link !== undefined)) continue;
    const bytes = await remote.read(at(path));
    if (!bytes) {
      readBack.set(path, { kind: "missing" });
      continue;
    }
    readBack.set(path, { ...found, hash: hashOf(bytes) } as Found);
    if (wanted.has(path)) copies.set(path, bytes);
  }
  const plan = planDeploy(files, known, (path) => readBack.get(path) ?? view(path), {
    replaceLinks: options.replaceLinks,
  });
  const result: PublishResult = {
    plan,
    refused: records.refused,
    damaged: records.damaged,
    completed: interrupted,
    uploadedBytes: 0,
    removed: 0,
    removedFolders: 0,
    kept: [],
    keptIn: "",
  };
  if (plan.conflicts.length) throw new DeployConflicts(plan.conflicts);
  if (options.dryRun) return result;
  await options.approve?.(plan);

  await clearLockAttempts(remote, folder, isAlive);
  const recordsStale = Object.entries(plan.stays).some(([path, record]) => {
    const before = known.files[path];
    return before?.time !== record.time || before?.size !== record.size || before?.hashes.length !== 1;
  });
  const work =
    plan.upload.length + plan.remove.length + plan.removeFolders.length + plan.unlink.length > 0 ||
    records.pending ||
    records.damaged.length > 0 ||
    recordsStale;
  if (!work) return result;

  // Nothing anybody put on the server is lost: what the site replaces is copied to the owner's computer first.
  for (const drift of plan.drift) {
    if (drift.was === "missing") continue;
    const bytes = copies.get(drift.path);
    if (!options.keepCopy || !bytes) throw new Error(`no copy kept of ${drift.path}, which the deploy would replace`);
    drift.copy = copyName(await options.keepCopy(drift.path, bytes), drift.path);
  }

  // The commit point: from here on the next run knows which paths may be half done.
  await putFile(remote, folder, pendingName, Buffer.from(pendingText(plan.known, plan.next, plan.createFolders)));
  // Only the links the owner named: unlinking removes the link itself, never what it points to.
  for (const path of plan.unlink) await removeIfThere(remote, at(path));
  await makeFolders(remote, folder, plan.createFolders);

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
    if (!options.keepCopy) throw new Error(`no copy kept of ${path}, which the deploy would replace`);
    // The copy of what is replaced now: a second change during the deploy has a second copy, named.
    const copy = copyName(await options.keepCopy(path, bytes), path);
    const drift = plan.drift.find((entry) => entry.path === path);
    if (drift) Object.assign(drift, { was: "changed", copy });
    else plan.drift.push({ path, was: view(path).kind === "file" ? "changed" : "foreign", copy });
  };
  /** A file changed on the server since the survey, about to be replaced: a copy is kept first, as of any drift. */
  const keepWhatChanged = async (path: string): Promise<RemoteEntry | undefined> => {
    const { same, now } = await asSurveyed(path);
    if (same || !now) return now;
    if (now.kind !== "file") {
      throw new DeployConflicts([{ path, what: now.kind === "link" ? "link" : "folder-in-the-way" }]);
    }
    if ((now.size ?? 0) > readBackLimit) throw new DeployConflicts([{ path, what: "too-large" }]);
    const bytes = await remote.read(at(path));
    if (bytes) await copyToOwner(path, bytes);
    return now;
  };
  const aside = replacedFiles(remote, folder, options.began ?? new Date());
  /**
   * The version about to be replaced, kept on the server as a second name of its bytes. Where the
   * server refuses (another file system under the folder), its bytes are read: the tool's own, or copied.
   */
  const keepOld = async (path: string, now: RemoteEntry | undefined) => {
    if (!remote.link || now?.kind !== "file") return;
    try {
      await aside.keep(path, "link");
    } catch (failure) {
      if (!(failure instanceof RemoteError) || failure.problem === "lost") throw failure;
      const bytes = (now.size ?? 0) <= readBackLimit ? await remote.read(at(path)) : undefined;
      if (!bytes) throw failure;
      if (!known.files[path]?.hashes.includes(hashOf(bytes))) await copyToOwner(path, bytes);
    }
  };

  // The time the server gives each uploaded file as it goes into place, so the next deploy can tell
  // it is unchanged without reading it (a change made on the server later shows in its time).
  const placed = new Map<string, RemoteEntry | undefined>();
  const totalBytes = plan.upload.reduce((sum, file) => sum + file.contents.byteLength, 0);
  for (const [index, file] of plan.upload.entries()) {
    const before = result.uploadedBytes;
    const report = (bytes: number) =>
      options.onProgress?.({
        files: index,
        totalFiles: plan.upload.length,
        bytes: before + bytes,
        totalBytes,
        path: file.path,
      });
    placed.set(
      file.path,
      await putFile(remote, folder, file.path, file.contents, report, async () => {
        // The upload under a name of its own changed nothing yet: the lock is looked at before the rename,
        // after an upload however long.
        await beat();
        await keepOld(file.path, await keepWhatChanged(file.path));
      }),
    );
    result.uploadedBytes += file.contents.byteLength;
    options.onProgress?.({
      files: index + 1,
      totalFiles: plan.upload.length,
      bytes: result.uploadedBytes,
      totalBytes,
      path: file.path,
    });
  }

  for (const path of plan.remove) {
    await beat();
    // Changed on the server since the survey: no longer provably the tool's, so it stays, named.
    if (!(await asSurveyed(path)).same) {
      plan.kept.push({ path, why: "changed" });
      continue;
    }
    // Taken off the site, not lost: moved into .site-deploy/replaced/, as size and time are no proof to delete by.
    if (await aside.keep(path, "move")) result.removed++;
  }
  const folders = new Set([...known.folders.filter((path) => view(path).kind === "folder"), ...plan.createFolders]);
  for (const path of plan.removeFolders) {
    try {
      await remote.rmdir(at(path));
      folders.delete(path);
      result.removedFolders++;
    } catch (failure) {
      // Not empty (someone keeps a file of their own there): it stays, still the tool's to remove once empty.
      if (isProblem(failure, "lost")) throw failure;
    }
  }

  const manifest: Record<string, FileRecord> = { ...plan.stays };
  for (const file of plan.upload) {
    const entry = placed.get(file.path);
    const size = file.contents.byteLength;
    const time = entry?.kind === "file" && entry.size === size ? entry.time : undefined;
    manifest[file.path] = { hash: file.hash, size, ...(time === undefined ? {} : { time }) };
  }
  await putFile(remote, folder, manifestName, Buffer.from(manifestText(manifest, [...folders])));
  await removeIfThere(remote, at(pendingName));
  return { ...result, kept: aside.kept, keptIn: aside.folder };
}
