/**
 * The build cache in node_modules/.cache/site: results that depend only on
 * their inputs and on the tool itself, kept between builds, so the owner's
 * usual build (one file changed, often buffet.yaml) redoes only the work that
 * file needs. Every key includes the tool's fingerprint: after a change to
 * cli/ or to the installed packages nothing old is reused. Only successes are
 * stored; a file with a mistake is read afresh every time and reported.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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

export function hashOf(...parts: string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex").slice(0, 32);
}

/** Cache files not used for this long are removed (the benchmark's content sets, deleted folders). */
const unusedFor = 7 * 24 * 3600 * 1000;

/**
 * One JSON file of entries for one content folder. Entries used by a build
 * are kept when it saves; the rest are dropped, so the file never grows
 * beyond one site's worth.
 */
export class ContentCache<Value> {
  private readonly stored: Record<string, Value>;
  private readonly used: Record<string, Value> = {};
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly fingerprint: string,
  ) {
    this.stored = ContentCache.read(file);
  }

  /** The cache of one content folder for the tool at `root`. */
  static open<Value>(root: string, contentDir: string, kind: string): ContentCache<Value> {
    const file = join(cacheFolder(root), "content", `${kind}-${hashOf(contentDir)}.json`);
    return new ContentCache<Value>(file, toolFingerprint(root));
  }

  private static read(file: string) {
    try {
      const stored = JSON.parse(readFileSync(file, "utf8"));
      if (stored && typeof stored === "object" && !Array.isArray(stored)) return stored;
    } catch {}
    // Missing or damaged: the build converts everything and writes a new one.
    return {};
  }

  /** The key of a result made from these inputs by this version of the tool. */
  key(...inputs: string[]): string {
    return hashOf(this.fingerprint, ...inputs);
  }

  get(key: string): Value | undefined {
    const value = this.stored[key];
    if (value !== undefined) this.used[key] = value;
    return value;
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
      const folder = join(this.file, "..");
      mkdirSync(folder, { recursive: true });
      const staging = `${this.file}.${process.pid}.tmp`;
      writeFileSync(staging, JSON.stringify(this.used));
      renameSync(staging, this.file);
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (Date.now() - statSync(path).mtimeMs > unusedFor) rmSync(path, { force: true });
      }
    } catch {
      // A read-only or full disk only costs time on the next build.
    }
  }
}
