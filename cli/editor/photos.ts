/**
 * Photos the owner adds in the editor, from the computer or the phone. A photo
 * is checked as the photos stage checks every photo (its kind by its bytes,
 * never by its name; its size; every pixel decoded, so a damaged file is
 * found) and waits in the editor's work folder under a name of the tool's
 * making, until a save names it: then, and only when the whole site builds
 * with it and its alt text is there in every language, it is written into
 * content/images/, never over a file that is there.
 *
 * The editor also shows the photos already in content/images/: a small JPEG
 * of each, made here, and its size, for the frames the form draws.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  constants,
  copyFileSync,
  lstatSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, sep } from "node:path";
import { checkWritableFolder } from "../content/folders.js";
import { SiteError } from "../errors.js";
import { createFile, makeFolders } from "../file-writes.js";
import { photoProblem } from "../shared/urls.js";
import { inspectPhoto, maxPhotoBytes, type PhotoExtension, photoSlug } from "../stages/2-photos/photo-files.js";

/**
 * What the photos waiting for a save may take in the work folder together: a photo chosen and then
 * replaced, or left in a tab that was closed, is never saved. Past it, the oldest waiting go.
 */
export const maxWaitingBytes = 8 * maxPhotoBytes;
/** And how many may wait: each keeps a preview in memory, however small the photo. */
export const maxWaitingCount = 200;
/** The longest side of what the editor shows of a photo. */
const previewSide = 1200;
/** Longer than any photo's name; what is kept of it is shorter still. */
const maxNameLength = 255;
/** Names Windows keeps for its devices: a file so named cannot be opened there, whatever its extension. */
const windowsDevices = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;

export interface Upload {
  /** The key the page sends back when it saves a form that names the photo. */
  id: string;
  /** Where it goes: "images/kitchen.jpg". */
  file: string;
  width: number;
  height: number;
}

/** A photo waiting for a save, in the work folder. */
export interface Staged extends Upload {
  /** The bytes, in the work folder. */
  staged: string;
  size: number;
  preview: Buffer;
  /** The photo's bytes by their hash, and the name it came with: the same photo again is the same upload. */
  sameAs: string;
}

/** What a photo's name looks like to the owner: its last part, without a path a browser or an attacker put before it. */
export function shownName(original: string): string {
  const name = original.split(/[/\\]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is taken out.
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "photo").slice(0, 100);
}

/**
 * A name for a new photo in images/: the owner's name in small plain letters ("Küche am Abend.JPG"
 * → "kuche-am-abend.jpg"), its extension from what the bytes are, and a number added while another
 * photo has that name, or one that would read the same (photoSlug: "Kuche.png", "küche.jpg").
 */
export function safePhotoName(original: string, extension: PhotoExtension, taken: (slug: string) => boolean): string {
  let stem = photoSlug(shownName(original)).replace(/-+$/, "");
  if (windowsDevices.test(stem)) stem = `${stem}-photo`;
  for (let number = 1; ; number++) {
    const candidate = number === 1 ? stem : `${stem}-${number}`;
    if (!taken(candidate)) return `images/${candidate}.${extension}`;
  }
}

export function createPhotoDesk(options: { contentDir: string; work: string; maxWaiting?: number }) {
  const { contentDir } = options;
  const waiting = waitingPhotos(options);
  const shown = shownPhotos(contentDir);
  /** content/images/ is a folder of its own inside the content folder, or not there yet: never a link elsewhere. */
  const checkFolder = () => checkWritableFolder(join(contentDir, "images"));

  return {
    receive: waiting.receive,
    info: shown.info,

    /** What the editor shows of a photo: one in content/images/ or one waiting to be saved. */
    async preview(what: { file: string } | { upload: string }): Promise<Buffer | undefined> {
      return "upload" in what ? waiting.preview(what.upload) : shown.preview(what.file);
    },

    upload: waiting.upload,
    checkFolder,

    /** Copies waiting photos into a copy of the content folder, so its build sees them where they will be. */
    linkInto(copy: string, staged: readonly Staged[]): void {
      if (staged.length === 0) return;
      waiting.stillWaiting(staged);
      const images = join(copy, "images");
      makeFolders(images);
      // The copy's images/ is the tool's own folder: never a link that would lead the copy out of it.
      if (!lstatSync(images).isDirectory())
        throw SiteError.of("LinkOutOfContent", {}, { place: { file: images, line: 1, col: 1 } });
      for (const upload of staged) {
        // The copy's photos are links to the owner's: copying over one would write into the owner's file.
        try {
          copyFileSync(upload.staged, join(images, upload.file.split("/")[1]), constants.COPYFILE_EXCL);
        } catch (failure) {
          if ((failure as NodeJS.ErrnoException).code !== "EEXIST") throw failure;
          throw SiteError.of("EditorPhotoNameTaken", { file: `content/${upload.file}` });
        }
      }
    },

    /** Refuses a photo whose name a file in content/images/ has taken since it was added. */
    checkFree(staged: readonly Staged[]): void {
      for (const upload of staged) {
        if (lstatSync(join(contentDir, ...upload.file.split("/")), { throwIfNoEntry: false })) {
          throw SiteError.of("EditorPhotoNameTaken", { file: `content/${upload.file}` });
        }
      }
    },

    /**
     * Writes the photos a save names into content/images/, each only where nothing is: a file that
     * appeared there meanwhile is refused, and whatever this save wrote before it stays, unnamed.
     */
    commit(staged: readonly Staged[]): void {
      if (staged.length === 0) return;
      waiting.stillWaiting(staged);
      checkFolder();
      makeFolders(join(contentDir, "images"));
      for (const upload of staged) {
        try {
          createFile(join(contentDir, ...upload.file.split("/")), readFileSync(upload.staged));
        } catch (failure) {
          if ((failure as NodeJS.ErrnoException).code !== "EEXIST") throw failure;
          throw SiteError.of("EditorPhotoNameTaken", { file: `content/${upload.file}` });
        }
        waiting.forget(upload);
      }
    },
  };
}

/** The photos waiting for a save, in the work folder, the oldest first; past their room, the oldest go. */
function waitingPhotos(options: { contentDir: string; work: string; maxWaiting?: number }) {
  const { contentDir, maxWaiting = maxWaitingBytes } = options;
  /** The photos waiting for a save, the oldest first. */
  const uploads = new Map<string, Staged>();
  /** The keys of photos that waited and were let go for newer ones: a save naming one is told so. */
  const gone = new Set<string>();
  const folder = join(options.work, "uploads");

  const forget = (upload: Staged) => {
    uploads.delete(upload.id);
    rmSync(upload.staged, { force: true });
  };

  /** The slugs of the photos in images/ (by the published name they make) and of those waiting to be saved. */
  const takenSlugs = (waiting = true) => {
    const slugs = new Set<string>();
    try {
      for (const name of readdirSync(join(contentDir, "images"))) slugs.add(photoSlug(name));
    } catch {}
    if (waiting) for (const upload of uploads.values()) slugs.add(photoSlug(upload.file));
    return slugs;
  };

  /** Refuses a photo when those the page still holds (`keep`) fill the room themselves. */
  const checkRoom = (bytes: Buffer, keep: readonly string[]) => {
    const kept = [...uploads.values()].filter((upload) => keep.includes(upload.id));
    const keptBytes = kept.reduce((sum, upload) => sum + upload.size, 0);
    if (kept.length > 0 && (keptBytes + bytes.length > maxWaiting || kept.length >= maxWaitingCount)) {
      throw SiteError.of("EditorPhotosWaiting", {
        count: kept.length,
        megabytes: Math.ceil(keptBytes / 1024 / 1024),
      });
    }
  };

  /** Lets the oldest waiting photos go until the rest fit, never the newest one nor those the page holds. */
  const makeRoom = (newest: Staged, keep: readonly string[]) => {
    let waiting = 0;
    for (const each of uploads.values()) waiting += each.size;
    let count = uploads.size;
    for (const oldest of uploads.values()) {
      if (waiting <= maxWaiting && count <= maxWaitingCount) break;
      if (oldest === newest || keep.includes(oldest.id)) continue;
      waiting -= oldest.size;
      count--;
      gone.add(oldest.id);
      forget(oldest);
      // The keys let go are remembered for their message, the latest thousand of them.
      for (const key of gone) if (gone.size > 1000) gone.delete(key);
    }
  };

  return {
    forget,

    /**
     * Checks a photo the owner chose and keeps it until a save names it; a refusal says why. `keep`
     * names the waiting photos her page still holds: newer ones never push those out; when they
     * fill the room themselves, this photo is refused instead.
     */
    async receive(name: string, bytes: Buffer, keep: readonly string[] = []): Promise<Upload> {
      if (name.length > maxNameLength) throw SiteError.of("EditorPhotoName", { name: `${name.slice(0, 40)}…` });
      checkRoom(bytes, keep);
      const shown = shownName(name);
      if (bytes.length === 0) throw SiteError.of("EditorPhotoEmpty", { name: shown });
      // The same photo chosen again (a second try, a page reloaded): the upload it already is, and its
      // name; tries never count the name up (img-2042-4.heic).
      const sameAs = `${createHash("sha256").update(bytes).digest("hex")}:${shown}`;
      const again = [...uploads.values()].find((upload) => upload.sameAs === sameAs);
      if (again && !takenSlugs(false).has(photoSlug(again.file))) {
        uploads.delete(again.id);
        uploads.set(again.id, again);
        return { id: again.id, file: again.file, width: again.width, height: again.height };
      }
      const photo = await inspectPhoto(shown, bytes, previewSide);
      // Chosen with nothing awaited after: of two photos of one name, each gets its own.
      const slugs = takenSlugs();
      const file = safePhotoName(shown, photo.extension, (slug) => slugs.has(slug));
      const id = randomBytes(16).toString("base64url");
      const staged = join(folder, id);
      makeFolders(folder);
      writeFileSync(staged, bytes);
      const upload: Staged = {
        ...{ id, file, width: photo.width, height: photo.height },
        ...{ staged, size: bytes.length, preview: photo.preview, sameAs },
      };
      uploads.set(id, upload);
      makeRoom(upload, keep);
      return { id, file, width: upload.width, height: upload.height };
    },

    /** What the editor shows of a waiting photo. */
    preview: (id: string) => uploads.get(id)?.preview,

    /**
     * The waiting photo a save names by its key, if it goes where the save says; undefined otherwise.
     * One that waited and was let go for newer photos is refused with its own message.
     */
    upload(id: unknown, file: string): Staged | undefined {
      if (typeof id === "string" && gone.has(id)) throw SiteError.of("EditorPhotoGone", { file: `content/${file}` });
      const upload = typeof id === "string" ? uploads.get(id) : undefined;
      return upload && upload.file === file ? upload : undefined;
    },

    /** Refuses photos a save took that newer photos pushed out while its site was checked. */
    stillWaiting(staged: readonly Staged[]): void {
      const pushedOut = staged.find((upload) => uploads.get(upload.id) !== upload);
      if (pushedOut) throw SiteError.of("EditorPhotoGone", { file: `content/${pushedOut.file}` });
    },
  };
}

/** The photos in content/images/ as the editor shows them: a small JPEG of each, made here, and its size. */
function shownPhotos(contentDir: string) {
  const inspected = new Map<string, Promise<{ width: number; height: number; preview: Buffer }>>();

  /** A photo in content/images/ as the build would read it: a plain file inside the content folder, or nothing. */
  const contentPhoto = (file: string) => {
    if (typeof file !== "string" || file.length > 1000 || photoProblem(file)) return undefined;
    const path = join(contentDir, ...file.split("/"));
    try {
      const info = lstatSync(path);
      const root = realpathSync.native(contentDir);
      if (!info.isFile() || !realpathSync.native(path).startsWith(root + sep)) return undefined;
      // ctime too: a file replaced and its time set back (touch -d, cp -p) keeps its size and mtime, not its ctime.
      return { path, stamp: `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}` };
    } catch {
      return undefined;
    }
  };

  /** The size of a photo in content/images/ (upright), once read; undefined for anything else. */
  const info = async (file: string): Promise<{ width: number; height: number } | undefined> => {
    const found = contentPhoto(file);
    if (!found) return undefined;
    const key = `${found.path}:${found.stamp}`;
    let reading = inspected.get(key);
    if (!reading) {
      reading = inspectPhoto(file, readFileSync(found.path), previewSide);
      inspected.set(key, reading);
      reading.catch(() => inspected.delete(key));
    }
    try {
      const { width, height } = await reading;
      return { width, height };
    } catch {
      return undefined;
    }
  };

  return {
    info,
    async preview(file: string): Promise<Buffer | undefined> {
      const found = contentPhoto(file);
      if (!found) return undefined;
      await info(file);
      return (await inspected.get(`${found.path}:${found.stamp}`)?.catch(() => undefined))?.preview;
    },
  };
}

export type PhotoDesk = ReturnType<typeof createPhotoDesk>;
