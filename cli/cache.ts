/**
 * The build cache in node_modules/.cache/site: results
 * that depend only on their inputs and on the tool itself, kept between
 * builds, so the owner's usual build (one file changed, often buffet.yaml)
 * redoes only the work that file needs. Every key includes the tool's
 * fingerprint: after a change to cli/ or to the installed packages nothing old
 * is reused. Every file carries a checksum: a damaged one reads as empty and
 * is made again, never trusted and never fatal.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { replaceFile } from "./files.js";

export function cacheFolder(root: string): string {
  return join(root, "node_modules", ".cache", "site");
}

const fingerprints = new Map<string, string>();

/** A hash of the tool's own code (cli/) and of the installed packages (package-lock.json). */
export function toolFingerprint(root: string): string {
  let fingerprint = fingerprints.get(root);
  if (!fingerprint) {
    const hash = createHash("sha256");
    const files = readdirSync(join(root, "cli"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of [...files, join(root, "package-lock.json")]) {
      hash.update(file).update(readFileSync(file));
    }
    fingerprint = hash.digest("hex");
    fingerprints.set(root, fingerprint);
  }
  return fingerprint;
}

/**
 * The installed version of a package, for cache keys: read from its folder, since some
 * packages (sharp, lightningcss) export no package.json to require.resolve. "" if absent.
 */
export function packageVersion(root: string, name: string): string {
  try {
    return JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")).version;
  } catch {
    return "";
  }
}

export function hashOf(...parts: string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex").slice(0, 32);
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

/** Cache files not used for this long are removed (the benchmark's content sets, deleted folders). */
const unusedFor = 7 * 24 * 3600 * 1000;

/**
 * One file of entries, each a value made from some inputs. Entries used by a
 * build are kept when it saves; the rest are dropped, so a file never grows
 * beyond one site's worth. `isValue` checks what is read back, so even a file
 * that passes its checksum cannot hand a template something of the wrong shape.
 */
export class BuildCache<Value> {
  private readonly stored: Record<string, unknown>;
  private readonly used: Record<string, Value> = {};
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly fingerprint: string,
    private readonly isValue: (value: unknown) => value is Value,
  ) {
    const stored = readChecked(file);
    this.stored =
      stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  }

  /** The cache named `name` (one per content folder, say) of the tool at `root`. */
  static open<Value>(root: string, name: string, isValue: (value: unknown) => value is Value): BuildCache<Value> {
    return new BuildCache(join(cacheFolder(root), `${name}.cache`), toolFingerprint(root), isValue);
  }

  /** The key of a result made from these inputs by this version of the tool. */
  key(...inputs: string[]): string {
    return hashOf(this.fingerprint, ...inputs);
  }

  get(key: string): Value | undefined {
    const value = this.stored[key];
    if (value === undefined || !this.holds(value)) return undefined;
    this.used[key] = value;
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

const blobHeader = "site-blob";

/**
 * A folder of files made from some inputs (processed photos, share cards), for
 * results too large to keep as JSON in a BuildCache. Each file starts with a
 * line "site-blob <crc32> <length>": one that is cut short or overwritten reads
 * as missing and is made again. Files unused for a week are removed.
 */
export class FileCache {
  private constructor(private readonly folder: string) {}

  static open(root: string, name: string): FileCache {
    return new FileCache(join(cacheFolder(root), name));
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
      return body;
    } catch {
      return undefined;
    }
  }

  set(key: string, body: Uint8Array): void {
    try {
      replaceFile(this.path(key), Buffer.concat([Buffer.from(`${blobHeader} ${crc32(body)} ${body.length}\n`), body]));
    } catch {
      // A read-only or full disk only costs time on the next build.
    }
  }

  /** Removes the files no build used for a week. */
  prune(): void {
    try {
      for (const name of readdirSync(this.folder)) {
        const path = join(this.folder, name);
        if (Date.now() - statSync(path).mtimeMs > unusedFor) rmSync(path, { force: true });
      }
    } catch {}
  }
}
