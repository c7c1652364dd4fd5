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
 *    if somebody changed it since step 2 (last-look.ts);
 * 5. delete the files an earlier deploy uploaded, unchanged since (looked at
 *    once more: one changed meanwhile stays), that the build no longer has
 *    (pages before assets), and the empty folders it made;
 * 6. write the manifest (each file's hash, size and the server's time for it),
 *    remove the journal, give back the lock.
 */
import { posix } from "node:path";
import { processIsAlive } from "../stages/9-write/output-lock.js";
import { copyName, type LastLook, lastLook, type Surveyed } from "./last-look.js";
import { clearLockAttempts, takeLock } from "./lock.js";
import { type DeployFile, type Found, hashOf, needsReading, type Plan, planDeploy } from "./plan.js";
import { DeployConflicts, putFile, removeIfThere } from "./put.js";
import {
  type FileRecord,
  knownUploads,
  manifestName,
  manifestText,
  pendingName,
  pendingText,
  readRecords,
} from "./records.js";
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
  const seen = await surveyServer(remote, files, options);
  const { records, known, view, readBack } = seen;
  const plan = planDeploy(files, known, (path) => readBack.get(path) ?? view(path), {
    replaceLinks: options.replaceLinks,
  });
  const result: PublishResult = {
    plan,
    refused: records.refused,
    damaged: records.damaged,
    completed: seen.interrupted,
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
  if (!changesAnything(plan, seen)) return result;

  // Nothing anybody put on the server is lost: what the site replaces is copied to the owner's computer first.
  for (const drift of plan.drift) {
    if (drift.was === "missing") continue;
    const bytes = seen.copies.get(drift.path);
    if (!options.keepCopy || !bytes) throw new Error(`no copy kept of ${drift.path}, which the deploy would replace`);
    drift.copy = copyName(await options.keepCopy(drift.path, bytes), drift.path);
  }

  // The commit point: from here on the next run knows which paths may be half done.
  await putFile(remote, folder, pendingName, Buffer.from(pendingText(plan.known, plan.next, plan.createFolders)));
  // Only the links the owner named: unlinking removes the link itself, never what it points to.
  for (const path of plan.unlink) await removeIfThere(remote, at(path));
  await makeFolders(remote, folder, plan.createFolders);

  const aside = replacedFiles(remote, folder, options.began ?? new Date());
  const look = lastLook(remote, folder, plan, seen, options.keepCopy, aside);
  const placed = await uploadFiles(remote, folder, plan, options, result, beat, look);
  const folders = await removeOld(remote, folder, plan, seen, result, beat, look, aside);

  const manifest: Record<string, FileRecord> = { ...plan.stays };
  for (const file of plan.upload) {
    const entry = placed.get(file.path);
    const size = file.contents.byteLength;
    const time = entry?.kind === "file" && entry.size === size ? entry.time : undefined;
    manifest[file.path] = { hash: file.hash, size, ...(time === undefined ? {} : { time }) };
  }
  await putFile(remote, folder, manifestName, Buffer.from(manifestText(manifest, folders)));
  await removeIfThere(remote, at(pendingName));
  return { ...result, kept: aside.kept, keptIn: aside.folder };
}

/** What the deploy finds before it plans: the server's records, every path it may touch, the bytes that must be read. */
async function surveyServer(remote: Remote, files: readonly DeployFile[], options: PublishOptions) {
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
  return { records, known, interrupted, view, readBack, copies };
}

/** Whether the plan changes anything on the server: a file, a folder, the journal left behind, or the records. */
function changesAnything(plan: Plan, seen: Awaited<ReturnType<typeof surveyServer>>): boolean {
  const { records, known } = seen;
  const recordsStale = Object.entries(plan.stays).some(([path, record]) => {
    const before = known.files[path];
    return before?.time !== record.time || before?.size !== record.size || before?.hashes.length !== 1;
  });
  return Boolean(
    plan.upload.length + plan.remove.length + plan.removeFolders.length + plan.unlink.length > 0 ||
      records.pending ||
      records.damaged.length > 0 ||
      recordsStale,
  );
}

/**
 * Uploads each file of the plan under a name of its own and renames it into place, after a last look
 * at what stands there; the time the server gives each, so the next deploy can tell it is unchanged
 * without reading it (a change made on the server later shows in its time).
 */
async function uploadFiles(
  remote: Remote,
  folder: string,
  plan: Plan,
  options: PublishOptions,
  result: PublishResult,
  beat: () => Promise<void>,
  look: LastLook,
): Promise<Map<string, RemoteEntry | undefined>> {
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
        await look.keepOld(file.path, await look.keepWhatChanged(file.path));
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
  return placed;
}

/**
 * Takes the files the site no longer has off it (into .site-deploy/replaced/), each only while it is
 * as the survey found it, then the empty folders a deploy made; the folders the tool's records name now.
 */
async function removeOld(
  remote: Remote,
  folder: string,
  plan: Plan,
  seen: Surveyed,
  result: PublishResult,
  beat: () => Promise<void>,
  look: LastLook,
  aside: ReturnType<typeof replacedFiles>,
): Promise<string[]> {
  for (const path of plan.remove) {
    await beat();
    // Changed on the server since the survey: no longer provably the tool's, so it stays, named.
    if (!(await look.asSurveyed(path)).same) {
      plan.kept.push({ path, why: "changed" });
      continue;
    }
    // Taken off the site, not lost: moved into .site-deploy/replaced/, as size and time are no proof to delete by.
    if (await aside.keep(path, "move")) result.removed++;
  }
  const folders = new Set([
    ...seen.known.folders.filter((path) => seen.view(path).kind === "folder"),
    ...plan.createFolders,
  ]);
  for (const path of plan.removeFolders) {
    try {
      await remote.rmdir(posix.join(folder, path));
      folders.delete(path);
      result.removedFolders++;
    } catch (failure) {
      // Not empty (someone keeps a file of their own there): it stays, still the tool's to remove once empty.
      if (isProblem(failure, "lost")) throw failure;
    }
  }
  return [...folders];
}
