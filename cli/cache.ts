/**
 * What builds keep between runs, in node_modules/.cache/site: named caches
 * behind one interface, so the owner's usual build (one file changed, often
 * buffet.yaml) redoes only the work that file needs.
 *
 * Each cache names the module whose code makes its values (`makers`), and
 * every key includes that code's fingerprint: the text of the module and of
 * everything it imports, as esbuild bundled it (cli/bundle.js reads them from
 * its metafile), with the versions of the packages it loads. An edit in cli/,
 * templates/ or client/ that changes what a cache holds is therefore never
 * served old, and one that does not leaves the cache alone. Every file carries
 * a checksum: a damaged one reads as missing and is made again, never trusted
 * and never fatal. Deleting the folder is always safe.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { sourceFingerprints } from "./bundle-recipe.cjs";
import { activity, type CacheName, cacheFolder } from "./cache-folder.js";
import { replaceFile } from "./file-writes.js";

/** Each cache, and the module whose code (with all it imports) makes what it keeps. */
const makers: Record<CacheName, string> = {
  /** Content files read without a mistake: a YAML file's validated data, a Markdown file's HTML. */
  content: "cli/stages/1-load/load.ts",
  /** Each page as HTML, by a hash of its model: a page whose model did not change is not rendered again. */
  rendered: "cli/stages/6-render/render.tsx",
  /** What each built page was read for: its inline code's hashes, its letters. */
  pages: "cli/stages/6-render/page-reading.ts",
  /** A photo's content hash, found by its size and time stamp. */
  "photo-hashes": "cli/stages/2-photos/photos.ts",
  /** Photos in every format and width. */
  photos: "cli/stages/2-photos/photos.ts",
  /** The fonts cut to the pages' letters (which letters go into which face is decided there too). */
  fonts: "cli/stages/7-fonts/fonts.ts",
  /** The share cards (their names too: another drawing is another name). */
  cards: "cli/stages/5-cards/card-drawing.tsx",
  /** What html-validate said of each built page, by its HTML (`site check`, `site deploy`). */
  checks: "cli/stages/check.ts",
};

export { type CacheName, cacheActivity, cacheFolder } from "./cache-folder.js";

/** The fingerprints of the running bundle (cli/bundle.js writes them beside it), by module. */
let bundled: Record<string, string> | undefined | null = null;
function bundledFingerprints(): Record<string, string> | undefined {
  if (bundled === null) {
    try {
      bundled = JSON.parse(readFileSync(new URL("code.json", import.meta.url), "utf8"));
    } catch {
      bundled = undefined;
    }
  }
  return bundled ?? undefined;
}

const fromSources = new Map<string, Record<string, string>>();
/**
 * Run from the sources (the unit tests) or from a bundle kept only in memory, the fingerprints are
 * taken as a bundle made now would hold them (cli/bundle-recipe.cjs): the same, so a card has one name.
 */
function sourceFingerprintsOf(root: string): Record<string, string> {
  let fingerprints = fromSources.get(root);
  if (!fingerprints) {
    fingerprints = sourceFingerprints(root);
    fromSources.set(root, fingerprints);
  }
  return fingerprints;
}

/** The fingerprint of the code that makes what cache `name` keeps. */
export function codeFingerprint(root: string, name: CacheName): string {
  const fingerprint = (bundledFingerprints() ?? sourceFingerprintsOf(root))[makers[name]];
  if (!fingerprint) throw new Error(`no fingerprint for ${makers[name]}: it is not part of the bundle`);
  return fingerprint;
}

export function hashOf(...parts: string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex").slice(0, 32);
}

/**
 * The installed version of a package, for what a build publishes (a share card's name): read from
 * its folder, since some packages (sharp, lightningcss) export no package.json to require.resolve.
 */
export function packageVersion(root: string, name: string): string {
  try {
    return JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")).version;
  } catch {
    return "";
  }
}

const header = "site-cache";

/** The JSON in a cache file, if its checksum holds: the first line is "site-cache <crc32>". */
function readChecked(file: string): unknown {
  try {
    const text = readFileSync(file, "utf8");
    const newline = text.indexOf("\n");
    const [name, sum] = text.slice(0, newline).split(" ");
    const body = text.slice(newline + 1);
    if (newline < 0 || name !== header || sum !== String(crc32(body))) return undefined;
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function writeChecked(file: string, value: unknown): void {
  const body = JSON.stringify(value);
  replaceFile(file, `${header} ${crc32(body)}\n${body}`);
}

/** Cache files and stored files not used for this long are removed (the benchmark's content sets, deleted folders). */
const unusedFor = 7 * 24 * 3600 * 1000;

/** The key of a value made from `inputs` by the code of cache `name` as it is now. */
class Keys {
  private readonly fingerprint: string;
  private readonly counts: { kept: number; made: number };

  constructor(root: string, name: CacheName) {
    this.fingerprint = codeFingerprint(root, name);
    this.counts = activity.get(name) ?? { kept: 0, made: 0 };
    activity.set(name, this.counts);
  }

  /** Counts what the cache did: `kept` when it handed a value back, else `made`. */
  protected tally(found: boolean): void {
    if (found) this.counts.kept++;
    else this.counts.made++;
  }

  key(...inputs: string[]): string {
    return hashOf(this.fingerprint, ...inputs);
  }
}

/**
 * Entries of JSON in one file, each a value made from some inputs. Entries used
 * by a build are kept when it saves; the rest are dropped, so a file never grows
 * beyond one site's worth. `isValue` checks what is read back, so even a file
 * that passes its checksum cannot hand a template something of the wrong shape.
 */
export class EntryCache<Value> extends Keys {
  private readonly stored: Record<string, unknown>;
  private readonly used: Record<string, Value> = {};
  private changed = false;
  private readonly file: string;

  /**
   * The cache `name` of the tool at `root`; `scope` keeps one file per content folder (the
   * benchmark's and the tests' sets do not take turns).
   */
  constructor(
    root: string,
    name: CacheName,
    private readonly isValue: (value: unknown) => value is Value,
    scope?: string,
  ) {
    super(root, name);
    this.file = join(cacheFolder(root), `${name}${scope ? `-${scope}` : ""}.cache`);
    const stored = readChecked(this.file);
    this.stored =
      stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  }

  get(key: string): Value | undefined {
    const value = this.stored[key];
    if (value === undefined || !this.holds(value)) return undefined;
    this.used[key] = value;
    this.tally(true);
    return value;
  }

  /** A check that throws on what it never expected (a null where an object goes) says no. */
  private holds(value: unknown): value is Value {
    try {
      return this.isValue(value);
    } catch {
      return false;
    }
  }

  set(key: string, value: Value): void {
    this.used[key] = value;
    this.changed = true;
    this.tally(false);
  }

  /** Writes the entries this build used, if any is new or any old one went unused. */
  save(): void {
    const dropped = Object.keys(this.stored).some((key) => !(key in this.used));
    if (!this.changed && !dropped) return;
    try {
      writeChecked(this.file, this.used);
      const folder = join(this.file, "..");
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (name.endsWith(".cache") && Date.now() - statSync(path).mtimeMs > unusedFor) rmSync(path, { force: true });
      }
    } catch {
      // A read-only or full disk only costs time on the next build.
    }
  }
}

const packHeader = "site-pack";

/**
 * Entries of bytes packed into one file (a scope's rendered pages): read back as views into the
 * file's bytes, never decoded into strings, and written from views into what the build made. The
 * file is "site-pack <crc32 of the rest> <length of the index>", a newline, the index ({ key:
 * [offset, length] }) as JSON and the bytes. As with EntryCache, a save keeps the entries this build used.
 */
export class PackedCache extends Keys {
  private readonly file: string;
  private readonly bytes: Buffer;
  private readonly index: Record<string, [number, number]> = {};
  private readonly used = new Map<string, Uint8Array[]>();
  private changed = false;

  constructor(root: string, name: CacheName, scope?: string) {
    super(root, name);
    this.file = join(cacheFolder(root), `${name}${scope ? `-${scope}` : ""}.cache`);
    this.bytes = Buffer.alloc(0);
    try {
      const bytes = readFileSync(this.file);
      const newline = bytes.indexOf(10);
      const [name, sum, length] = bytes.subarray(0, Math.max(0, newline)).toString("latin1").split(" ");
      const rest = bytes.subarray(newline + 1);
      if (newline < 0 || name !== packHeader || String(crc32(rest)) !== sum) return;
      const index: unknown = JSON.parse(rest.subarray(0, Number(length)).toString("utf8"));
      const body = rest.subarray(Number(length));
      const fits = (entry: unknown) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        entry.every((n) => Number.isSafeInteger(n) && n >= 0) &&
        entry[0] + entry[1] <= body.length;
      if (!index || typeof index !== "object" || !Object.values(index).every(fits)) return;
      this.index = index as Record<string, [number, number]>;
      this.bytes = body;
    } catch {
      // Missing or damaged: every entry is made again.
    }
  }

  get(key: string): Buffer | undefined {
    const entry = this.index[key];
    if (!entry) return undefined;
    const value = this.bytes.subarray(entry[0], entry[0] + entry[1]);
    this.used.set(key, [value]);
    this.tally(true);
    return value;
  }

  /** `parts`, kept as they are until the save writes them one after the other. */
  set(key: string, parts: Uint8Array[]): void {
    this.used.set(key, parts);
    this.changed = true;
    this.tally(false);
  }

  save(): void {
    const dropped = Object.keys(this.index).some((key) => !this.used.has(key));
    if (!this.changed && !dropped) return;
    const index: Record<string, [number, number]> = {};
    const parts: Uint8Array[] = [];
    let offset = 0;
    for (const [key, value] of this.used) {
      const length = value.reduce((sum, part) => sum + part.byteLength, 0);
      index[key] = [offset, length];
      parts.push(...value);
      offset += length;
    }
    const head = Buffer.from(JSON.stringify(index));
    // In parts: 810 pages are about 30 MB, which joined (twice) would sit in memory beside the pages.
    const sum = parts.reduce((running, part) => crc32(part, running), crc32(head));
    try {
      replaceFile(this.file, [Buffer.from(`${packHeader} ${sum} ${head.length}\n`), head, ...parts]);
    } catch {
      // A read-only or full disk only costs time on the next build.
    }
  }
}

const blobHeader = "site-blob";

/**
 * A folder of files made from some inputs (processed photos, share cards, fonts), for
 * results too large to keep as JSON in an EntryCache. Each file starts with a
 * line "site-blob <crc32> <length>": one that is cut short or overwritten reads
 * as missing and is made again. Files unused for a week are removed.
 */
export class FileStore extends Keys {
  private readonly folder: string;
  private written = false;

  constructor(root: string, name: CacheName) {
    super(root, name);
    this.folder = join(cacheFolder(root), name);
  }

  private path(key: string): string {
    if (!/^[\w.-]+$/.test(key)) throw new Error(`not a cache key: ${key}`);
    return join(this.folder, key);
  }

  get(key: string): Buffer | undefined {
    const file = this.path(key);
    try {
      const bytes = readFileSync(file);
      const newline = bytes.indexOf(10);
      const [name, sum, length] = bytes.subarray(0, Math.max(0, newline)).toString("latin1").split(" ");
      const body = bytes.subarray(newline + 1);
      if (newline < 0 || name !== blobHeader || body.length !== Number(length) || String(crc32(body)) !== sum) {
        return undefined;
      }
      // Used today: kept for another week.
      if (Date.now() - statSync(file).mtimeMs > 24 * 3600 * 1000) utimesSync(file, new Date(), new Date());
      this.tally(true);
      return body;
    } catch {
      return undefined;
    }
  }

  set(key: string, body: Uint8Array): void {
    this.written = true;
    this.tally(false);
    try {
      replaceFile(this.path(key), Buffer.concat([Buffer.from(`${blobHeader} ${crc32(body)} ${body.length}\n`), body]));
    } catch {
      // A read-only or full disk only costs time on the next build.
    }
  }

  /** Removes the files no build used for a week, when this build added some: one that only reads them leaves them be. */
  prune(): void {
    if (!this.written) return;
    try {
      for (const name of readdirSync(this.folder)) {
        const path = join(this.folder, name);
        if (Date.now() - statSync(path).mtimeMs > unusedFor) rmSync(path, { force: true });
      }
    } catch {}
  }
}
