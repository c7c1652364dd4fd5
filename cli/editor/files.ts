/**
 * The files the editor may open: those the registry declares, found in the
 * content folder, and nothing else. A request names a file by its path
 * relative to content/; it is served only when that exact string is one of
 * the files listed here, so "../", absolute, encoded or linked paths never
 * reach the file system. Writing checks again that the file is a plain file
 * inside the content folder, as the loader does when it reads.
 */
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, realpathSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { allTypes, type ContentType, registry } from "../content/registry.js";
import { SiteError } from "../errors.js";
import { contentText, readContentBytes, readContentText } from "../stages/1-load/read.js";
import { readValue } from "./yaml-edit.js";

/** How a file opens: a form from its schema, all languages side by side, or a text area. */
export type EditorKind = "form" | "languages" | "text";

export interface EditorEntry {
  /** What a request names: a file's path in content/, or a type's name for a group of files. */
  id: string;
  /** The registry's name of its type. */
  type: string;
  kind: EditorKind;
  /** The files it covers, relative to content/, with the language each is in. */
  files: { path: string; lang?: string }[];
  /** The page's name, for Markdown pages. */
  page?: string;
}

const langPattern = "[a-z]{2}";
const pagePattern = "[a-z0-9]+(?:-[a-z0-9]+)*";

/** A type's path as a pattern for a file name: `pages/{page}.{lang}.md` → groups page and lang. */
function fileNamePattern(name: string): RegExp {
  const source = name
    .split(/(\{lang\}|\{page\})/)
    .map((part) =>
      part === "{lang}"
        ? `(?<lang>${langPattern})`
        : part === "{page}"
          ? `(?<page>${pagePattern})`
          : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`);
}

/** The plain files (no links, no folders) directly in a folder of content/. */
function plainFiles(contentDir: string, folder: string): string[] {
  const dir = join(contentDir, folder);
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/**
 * Every file of the registry's types that is in the content folder now, grouped as the editor opens them.
 * `defaultLanguage` goes first among the languages.
 */
export function editorEntries(contentDir: string, defaultLanguage = "de"): EditorEntry[] {
  const entries: EditorEntry[] = [];
  for (const type of allTypes()) {
    const slash = type.path.lastIndexOf("/");
    const folder = slash < 0 ? "" : type.path.slice(0, slash);
    const pattern = fileNamePattern(type.path.slice(slash + 1));
    const found = plainFiles(contentDir, folder)
      .map((name) => ({ name, match: pattern.exec(name) }))
      .filter((file): file is { name: string; match: RegExpExecArray } => file.match !== null)
      .map(({ name, match }) => ({
        path: folder ? `${folder}/${name}` : name,
        lang: match.groups?.lang,
        page: match.groups?.page,
      }));
    if (found.length === 0) continue;
    const byLanguage = (a: { lang?: string }, b: { lang?: string }) =>
      Number(b.lang === defaultLanguage) - Number(a.lang === defaultLanguage) ||
      (a.lang ?? "").localeCompare(b.lang ?? "");
    if (type.format === "yaml" && type.path.includes("{lang}") && !type.path.includes("{page}")) {
      // A text in every language: the languages side by side, saved together.
      const files = found.sort(byLanguage).map(({ path, lang }) => ({ path, lang }));
      entries.push({ id: type.name, type: type.name, kind: "languages", files });
    } else {
      const kind: EditorKind = type.format === "yaml" ? "form" : "text";
      const sorted = found.sort((a, b) => (a.page ?? "").localeCompare(b.page ?? "") || byLanguage(a, b));
      for (const { path, lang, page } of sorted) {
        entries.push({ id: path, type: type.name, kind, files: [{ path, lang }], page });
      }
    }
  }
  return entries;
}

/** The entry a request names, or a refusal: only an id listed by editorEntries is ever opened. */
export function entryById(contentDir: string, id: unknown, defaultLanguage?: string): EditorEntry {
  const entry =
    typeof id === "string"
      ? editorEntries(contentDir, defaultLanguage).find((candidate) => candidate.id === id)
      : undefined;
  if (!entry) throw SiteError.of("EditorNotContent", { path: typeof id === "string" ? id.slice(0, 80) : "" });
  return entry;
}

/** The registry's type of an entry. */
export const entryType = (entry: EditorEntry) =>
  allTypes().find((type) => type.name === entry.type) as ContentType<unknown>;

/** site.yaml's default language as written, so the languages are listed in the site's order. */
export function defaultLanguage(contentDir: string): string {
  try {
    const { value } = readValue(readEntryFile(contentDir, registry.site.path));
    const code = (value as { defaultLanguage?: unknown } | null)?.defaultLanguage;
    return typeof code === "string" ? code : "de";
  } catch {
    return "de";
  }
}

/** What tells two versions of a file apart: the hash of its bytes. */
export const contentHash = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

/**
 * A file as the editor reads it: its text, its hash over the bytes on disk, and its line ends, all of
 * one reading (a file changed between two would give a hash of one version and the text of another).
 */
export function readForEdit(contentDir: string, path: string) {
  const file = join(contentDir, path);
  const bytes = readContentBytes(contentDir, file);
  return { text: contentText(file, bytes), hash: contentHash(bytes), crlf: bytes.includes("\r\n"), bytes };
}

/** A listed file's text, read as the build reads it (links out of content/ refused there). */
export function readEntryFile(contentDir: string, path: string): string {
  return readContentText(contentDir, join(contentDir, path));
}

/**
 * The absolute path a listed file is written to, after checking it is still a
 * plain file (not a link) in a folder that is inside the content folder.
 */
export function writablePath(contentDir: string, path: string): string {
  const file = join(contentDir, path);
  const info = lstatSync(file, { throwIfNoEntry: false });
  const place = { file, line: 1, col: 1 };
  const root = realpathSync.native(contentDir);
  if (info?.isSymbolicLink()) {
    let real = "";
    try {
      real = realpathSync.native(file);
    } catch {}
    throw SiteError.of(real.startsWith(root + sep) ? "EditorLinkedFile" : "LinkOutOfContent", {}, { place });
  }
  if (!info?.isFile()) throw SiteError.of("FileMissing", {}, { place });
  const folder = realpathSync.native(dirname(file));
  if (folder !== root && !folder.startsWith(root + sep)) throw SiteError.of("LinkOutOfContent", {}, { place });
  return file;
}
