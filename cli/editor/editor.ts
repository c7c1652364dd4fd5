/**
 * What the editor does with the owner's files, as plain operations the HTTP
 * layer (server.ts) calls: open a file as a form (its JSON Schema, its value),
 * check a value while the owner types, save it, undo the last save, and build
 * a draft of a Markdown page for its preview. A save goes through the same
 * checks as the build (the file's schema, the rules across files, then a whole
 * build of the site in a temporary copy) and writes only when all pass, in
 * place (yaml-edit.ts) and atomically (cli/files.js).
 */
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import * as z from "zod";
import { SiteError, SiteErrors } from "../errors.js";
import { replaceFile } from "../files.js";
import type { ToolLanguage } from "../language.js";
import { wordsIn } from "../messages/editor-words.js";
import { frameNames, isValueMessage, type MessageName, type MessageParams, render } from "../messages/index.js";
import { allTypes, type ContentType, registry } from "../restaurant/registry.js";
import { pages } from "../restaurant/routes.js";
import { frameRatios, framesOf, roundFrames } from "../shared/frames.js";
import { photoProblem } from "../shared/urls.js";
import { loadMarkdown, loadYaml, type MarkdownContext } from "../stages/load/formats.js";
import { loadContent } from "../stages/load/load.js";
import { factsOf } from "../stages/load/placeholders.js";
import { readContentBytes } from "../stages/load/read.js";
import { parseYaml } from "../stages/load/yaml.js";
import { photoRoles } from "../stages/photo-roles.js";
import { type EditorEntry, editorEntries, entryById, readEntryFile, writablePath } from "./files.js";
import { pagePhotosOf, sharedPhotos, withoutEmptyAlts } from "./page-photos.js";
import { createPhotoDesk, maxUploadBytes, type PhotoDesk } from "./photos.js";
import { isOrigins, type Origins, pathAt, readValue, rewriteFrontMatter, writeValue } from "./yaml-edit.js";

/** The photos in content/images/ ("images/kitchen.jpg"), offered where a form asks for a photo's file. */
function photosIn(contentDir: string): string[] {
  const folder = join(contentDir, "images");
  if (!existsSync(folder)) return [];
  const names = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return names
    .map((entry) => relative(contentDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((path) => !photoProblem(path))
    .sort()
    .slice(0, 1000);
}

/** A mistake as the form shows it: at a field (its key path in a file), or in the list above the form. */
export interface Problem {
  /** The file, relative to content/. */
  file?: string;
  at?: (string | number)[];
  line?: number;
  col?: number;
  message: string;
  hint?: string;
  /** What it says under the field at `at`, whose label names the key and which shows the value: "is not a time of day". */
  atField?: { message: string; hint?: string };
}

/**
 * A value's problem as said under its own field: without the key path and the value, which the
 * field's label and the field show already ("buffet 3: location.street is missing" → "fill this in").
 */
function textsAtField(error: SiteError, lang: ToolLanguage): Problem["atField"] {
  const params = error.params as { value?: string };
  if (["ValueMissing", "DictionaryTextMissing", "EmptyText"].includes(error.code) || params.value === '""') {
    return render("EditorFillIn", {}, lang);
  }
  if (!isValueMessage(error.code)) return undefined;
  // The value stays: it is what the sentence is about ('"25:00" ist keine Uhrzeit').
  const said = render(error.code, { ...error.params, key: "" } as never, lang);
  const hint = said.formHint ?? said.hint;
  // Every message starts with its key: without it, the value (or the verb) comes first.
  const message = (said.formMessage ?? said.message).trim().replace(/^: /, "");
  return { message, ...(hint ? { hint } : {}) };
}

/** What the owner sends for one file: the form's value (or the text), and the version it started from. */
export interface FileChange {
  /** The hash of the file as the form was opened. */
  base: string;
  value?: unknown;
  origins?: Origins;
  text?: string;
}

export type Outcome =
  | { ok: true; message?: string; hashes: Record<string, string>; undo: UndoState }
  | { ok: false; problems: Problem[]; lines?: string[]; message: string; hint?: string }
  | { ok: false; conflict: string[]; message: string; hint?: string; hashes: Record<string, string> };

export type UndoState = { file: string } | null;

export interface EditorOptions {
  /** The tool's folder (for the build). */
  root: string;
  contentDir: string;
  /** A folder the editor may fill with copies and drafts; the preview removes it when it stops. */
  work: string;
  /** One build of the site from a content folder into an output folder, as `site serve` runs it, its lines in `lang`. */
  build: (contentDir: string, outDir: string, lang: ToolLanguage) => Promise<{ ok: boolean; lines: string[] }>;
  /** Rebuilds the preview after the editor wrote these files; resolves once it shows them. */
  refresh: (paths: string[]) => Promise<void>;
  /** The room of the photos waiting for a save, where a test needs a small one (cli/editor/photos.ts). */
  photoRoom?: number;
}

const hashOf = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

const message = <N extends MessageName>(name: N, params: MessageParams<N>, lang: ToolLanguage) =>
  render(name, params, lang);

/** One operation at a time: a save and an undo never interleave. */
function serially() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task, task);
    last = next.catch(() => {});
    return next;
  };
}

/** Where a path leads, links followed; undefined when it leads nowhere. */
function realPathOf(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/**
 * Why a text is no YAML the form can read, in the loader's words where it has them ("line 47,
 * column 1: the [ here has no closing ]"), else in the parser's.
 */
function yamlReason(text: string, failure: unknown, lang: ToolLanguage): { reason: string; at?: [number, number] } {
  try {
    parseYaml("", text);
  } catch (error) {
    if (error instanceof SiteError) {
      const words = wordsIn(lang).ui;
      const place = error.place ? `${words.line} ${error.place.line}, ${words.column} ${error.place.col}: ` : "";
      const at: [number, number] | undefined = error.place ? [error.place.line, error.place.col] : undefined;
      return { reason: `${place}${error.texts(lang).message}`, ...(at ? { at } : {}) };
    }
  }
  return { reason: failure instanceof Error ? failure.message.split("\n")[0] : String(failure) };
}

/** A file as the editor reads it: its text, its hash over the bytes on disk, and its line ends. */
function readFile(contentDir: string, path: string) {
  const bytes = readContentBytes(contentDir, join(contentDir, path));
  return { text: readEntryFile(contentDir, path), hash: hashOf(bytes), crlf: bytes.includes("\r\n"), bytes };
}

export function createEditor(options: EditorOptions) {
  const { contentDir, work } = options;
  const undoStack: { files: { path: string; before: Uint8Array; after: string }[] }[] = [];
  const queue = serially();
  const photos = createPhotoDesk({ contentDir, work, maxWaiting: options.photoRoom });
  let copies = 0;
  let drafts = 0;

  const typeOf = (entry: EditorEntry) => allTypes().find((type) => type.name === entry.type) as ContentType<unknown>;

  /** site.yaml's default language as written, so the languages are listed in the site's order. */
  const defaultLanguage = () => {
    try {
      const { value } = readValue(readEntryFile(contentDir, registry.site.path));
      const code = (value as { defaultLanguage?: unknown } | null)?.defaultLanguage;
      return typeof code === "string" ? code : "de";
    } catch {
      return "de";
    }
  };

  const problemOf = (error: SiteError, lang: ToolLanguage, root = contentDir, texts: Record<string, string> = {}) => {
    const { message: text, hint } = error.texts(lang);
    const file = error.place ? relative(root, error.place.file).split(sep).join("/") : undefined;
    const problem: Problem = { message: text, hint, file, line: error.place?.line, col: error.place?.col };
    if (error.path) {
      problem.at = [...error.path].map((key) => (typeof key === "number" ? key : String(key)));
      problem.atField = textsAtField(error, lang);
    } else if (file && texts[file] !== undefined && error.place && file.endsWith(".yaml")) {
      problem.at = pathAt(texts[file], error.place.line, error.place.col);
    }
    return problem;
  };

  const problemsOf = (failure: unknown, lang: ToolLanguage, root?: string, texts?: Record<string, string>) => {
    if (failure instanceof SiteErrors) return failure.errors.map((error) => problemOf(error, lang, root, texts));
    if (failure instanceof SiteError) return [problemOf(failure, lang, root, texts)];
    throw failure;
  };

  /** The facts Markdown may use, from site.yaml as it is now. */
  const markdownContext = async (): Promise<MarkdownContext> => {
    try {
      const text = readEntryFile(contentDir, registry.site.path);
      const { value } = await loadYaml(registry.site, join(contentDir, registry.site.path), text);
      return { facts: factsOf(value), unreliable: new Set() };
    } catch {
      return { facts: new Map(), unreliable: new Set(["site"]) };
    }
  };

  /** The new text of each changed file, or the problems of a change that cannot be written at all. */
  const newTexts = (entry: EditorEntry, changes: Record<string, FileChange>) => {
    const texts: Record<string, string> = {};
    for (const [path, change] of Object.entries(changes)) {
      if (!entry.files.some((file) => file.path === path)) throw SiteError.of("EditorNotContent", { path });
      const current = readFile(contentDir, path);
      if (typeof change.text === "string") texts[path] = change.text.replace(/\r\n?/g, "\n");
      else if (change.value !== undefined && entry.kind !== "text") {
        if (change.origins !== undefined && !isOrigins(change.origins)) throw SiteError.of("EditorRequestInvalid", {});
        texts[path] = writeValue(current.text, change.value, change.origins);
      } else throw SiteError.of("EditorRequestInvalid", {});
    }
    return texts;
  };

  /**
   * The photos added in the editor that a change names (`uploads`: where each goes → the key the page
   * was given for it); a key that is not one of this run's, or that goes elsewhere, is refused.
   */
  const stagedFor = (texts: Record<string, string>, uploads: Record<string, string> = {}): Staged[] => {
    const staged: Staged[] = [];
    for (const [file, id] of Object.entries(uploads)) {
      const upload = photos.upload(id, file);
      if (!upload) throw SiteError.of("EditorRequestInvalid", {});
      if (Object.values(texts).some((text) => text.includes(file))) staged.push(upload);
    }
    if (staged.length > 0) photos.checkFolder();
    photos.checkFree(staged);
    return staged;
  };

  /** The checks of one file alone, as the build reads it: its schema, or its Markdown. */
  const checkFiles = async (entry: EditorEntry, texts: Record<string, string>, lang: ToolLanguage) => {
    const type = typeOf(entry);
    const problems: Problem[] = [];
    for (const [path, text] of Object.entries(texts)) {
      const file = join(contentDir, path);
      try {
        if (type.format === "yaml") await loadYaml(type, file, text);
        else await loadMarkdown(type as ContentType<object>, file, text, await markdownContext());
      } catch (failure) {
        problems.push(...problemsOf(failure, lang, contentDir, texts));
      }
    }
    return problems;
  };

  /**
   * A copy of the content folder with the changed files in it, for checks that need the whole site.
   * Nothing written into the copy may reach a file of the owner's: a link that leads to a file or
   * folder in content/ leads to its copy instead (so the copy's build reads what the build reads), a
   * link out of content/ keeps its target (refused by the copy's build as by the build), and a changed
   * file is written only into a folder of the copy.
   */
  const copyWith = (texts: Record<string, string>, staged: Staged[] = []) => {
    const dir = join(work, `edit-${++copies}`);
    const copy = join(dir, "content");
    mkdirSync(dir, { recursive: true });
    // The folder itself, wherever a link to it leads: the copy is a folder of the tool's, never a link.
    const realContent = realpathSync.native(contentDir);
    // Photos are linked, not copied: a save costs no copy of every photo, and the build knows them as the
    // same files (cli/stages/photos.ts). Nothing writes to a file of the copy; edited texts replace theirs.
    cpSync(realContent, copy, {
      recursive: true,
      filter: (source, target) => {
        // A pipe or a socket some program left here is never read by the build, and cpSync cannot copy it.
        const info = lstatSync(source, { throwIfNoEntry: false });
        if (!info || !(info.isFile() || info.isDirectory() || info.isSymbolicLink())) return false;
        if (info.isFile() && relative(realContent, source).startsWith(`images${sep}`)) {
          try {
            linkSync(source, target);
            return false;
          } catch {}
        }
        if (!info.isSymbolicLink()) return true;
        // A link leads where it led: into content/, to the same place in the copy; out of it, or to nothing,
        // to the same place as before, which the copy's build refuses as the build does.
        const real = realPathOf(source);
        const inside = real !== undefined && (real === realContent || real.startsWith(realContent + sep));
        symlinkSync(
          inside ? join(copy, relative(realContent, real)) : resolve(dirname(source), readlinkSync(source)),
          target,
        );
        return false;
      },
    });
    const realCopy = realpathSync.native(copy);
    for (const [path, text] of Object.entries(texts)) {
      const folder = realPathOf(dirname(join(copy, path)));
      if (folder === undefined || (folder !== realCopy && !folder.startsWith(realCopy + sep))) {
        throw SiteError.of("LinkOutOfContent", {}, { place: { file: join(contentDir, path), line: 1, col: 1 } });
      }
      // Written in the copy's folder, over the copy's own link if the file was one.
      replaceFile(join(folder, basename(path)), text);
    }
    photos.linkInto(copy, staged);
    return { dir, copy };
  };

  /** The content folder as a build's lines name it: from where the tool runs. */
  const shownFolder = () => relative(process.cwd(), contentDir) || contentDir;

  /** A build's lines as the owner reads them: they name the copy, the owner knows the files by their place in content/. */
  const linesOf = (lines: string[], copy: string) =>
    lines.map((line) => line.split(copy).join(contentDir).split(relative(process.cwd(), copy)).join(shownFolder()));

  /** "content/menu.yaml:207:17 the alt text…" as a problem of that file, at the key there when it is YAML. */
  const problemOfLine = (line: string, texts: Record<string, string>): Problem | undefined => {
    const prefix = [contentDir, shownFolder()]
      .map((folder) => `${folder}${sep}`)
      .find((start) => line.startsWith(start));
    const match = prefix ? /^([^:\n]+):(\d+):(\d+) (.+)$/s.exec(line.slice(prefix.length)) : null;
    if (!match) return undefined;
    const file = match[1].split(sep).join("/");
    const problem: Problem = { file, line: Number(match[2]), col: Number(match[3]), message: match[4] };
    if (file.endsWith(".yaml")) {
      try {
        problem.at = pathAt(texts[file] ?? readEntryFile(contentDir, file), problem.line ?? 1, problem.col ?? 1);
      } catch {}
    }
    return problem;
  };

  /** A save refused for a photo that no longer waits: the problem, and that nothing was saved. */
  const photoGone = (failure: SiteError, lang: ToolLanguage): Outcome => ({
    ok: false,
    problems: [problemOf(failure, lang)],
    ...message("EditorProblems", { count: 1 }, lang),
  });

  /** A failed build's lines: each that names a place in a content file a problem the form shows at its field. */
  const problemsOfLines = (lines: string[], texts: Record<string, string>) => {
    const problems = lines.map((line) => problemOfLine(line, texts));
    const rest = lines.filter((_line, index) => !problems[index]);
    return {
      problems: problems.filter((problem) => problem !== undefined),
      ...(rest.length > 0 ? { lines: rest } : {}),
    };
  };

  /** Problems the whole site has with these texts: the rules across files, then a build. */
  const checkSite = async (texts: Record<string, string>, lang: ToolLanguage, staged: Staged[] = []) => {
    const { dir, copy } = copyWith(texts, staged);
    try {
      try {
        await loadContent(copy);
      } catch (failure) {
        return { problems: problemsOf(failure, lang, copy, texts) };
      }
      const outcome = await options.build(copy, join(dir, "out"), lang);
      return outcome.ok ? { problems: [] } : problemsOfLines(linesOf(outcome.lines, copy), texts);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  const undoState = (): UndoState => {
    const last = undoStack[undoStack.length - 1];
    return last ? { file: last.files.map((file) => file.path).join(", ") } : null;
  };

  const shownName = (paths: string[]) => paths.map((path) => `content/${path}`).join(", ");

  return {
    /** The nav of the editor: every file it opens, with what the owner calls it. */
    session(lang: ToolLanguage) {
      const words = wordsIn(lang);
      const site = defaultLanguage();
      const languages = new Map(languagesOf(site).map(({ code, name }) => [code, name]));
      const entries = editorEntries(contentDir, site).map((entry) => {
        const file = entry.files[0];
        // A page by what it is and its language ("About us · English"); a type of one file or one table, by what it holds.
        const language = file?.lang && (languages.get(file.lang) ?? file.lang);
        const page = entry.page && [words.pages[entry.page] ?? entry.page, language].filter(Boolean).join(" · ");
        return {
          id: entry.id,
          type: entry.type,
          kind: entry.kind,
          name: page || (words.types[entry.type] ?? entry.id),
          group: words.types[entry.type] ?? entry.type,
        };
      });
      const leave = message("EditorUnsavedChanges", {}, lang);
      // Said by the page when site serve has stopped: the page cannot ask for it then.
      const noAnswer = message("EditorNoAnswer", {}, lang);
      // A photo too large is said before it is sent: a browser may show a refused upload as a network error.
      const limit = maxUploadBytes / 1024 / 1024;
      const photoTooBig = message("EditorPhotoTooBig", { megabytes: 0, limit }, lang);
      return {
        lang,
        words: { ...words, leave, photoTooBig, noAnswer },
        maxPhotoBytes: maxUploadBytes,
        entries,
        undo: undoState(),
      };
    },

    /** A file (or the languages of a dictionary) as the form edits it. */
    async open(id: unknown, lang: ToolLanguage) {
      const site = defaultLanguage();
      const entry = entryById(contentDir, id, site);
      const type = typeOf(entry);
      const files = entry.files.map(({ path, lang: fileLang }) => {
        const { text, hash } = readFile(contentDir, path);
        if (type.format !== "yaml") return { path, lang: fileLang, hash, text };
        try {
          const { value, numbers } = readValue(text);
          return { path, lang: fileLang, hash, value, numbers };
        } catch (failure) {
          // Opened as text, the caret where the mistake is (the page shows the lines' numbers).
          const { reason, at } = yamlReason(text, failure, lang);
          const { message: note, hint } = message("EditorOpenedAsText", { reason }, lang);
          return { path, lang: fileLang, hash, text, note: `${note} (${hint})`, ...(at ? { at } : {}) };
        }
      });
      const asText = files.some((file) => "note" in file);
      const schema =
        type.format === "yaml" && !asText
          ? z.toJSONSchema(await type.schema(), { io: "input", unrepresentable: "any" })
          : undefined;
      return {
        id: entry.id,
        type: entry.type,
        kind: asText ? "text" : entry.kind,
        format: type.format,
        schema,
        files,
        languages: languagesOf(site),
        choices: choiceLabels(lang, site),
        photos: photosIn(contentDir),
        frames: framesByKey(type, entry.page, lang),
        pagePhotos: files.length === 1 ? await pagePhotosOf(type, files[0].text, sharedPhotos(entry, site)) : undefined,
        preview: previewPath(entry, site),
        undo: undoState(),
      };
    },

    /** The problems a change would have, for the form while the owner types (this file's own checks). */
    async check(id: unknown, changes: Record<string, FileChange>, lang: ToolLanguage): Promise<Problem[]> {
      const entry = entryById(contentDir, id);
      try {
        return await checkFiles(entry, newTexts(entry, changes), lang);
      } catch (failure) {
        return problemsOf(failure, lang);
      }
    },

    /** Saves a change when the whole site still builds with it, and the files are as the form found them. */
    save(
      id: unknown,
      changes: Record<string, FileChange>,
      lang: ToolLanguage,
      uploads: Record<string, string> = {},
    ): Promise<Outcome> {
      return queue(async () => {
        const entry = entryById(contentDir, id);
        // Only the entry's own files are ever read or written, whatever else the request names.
        for (const path of Object.keys(changes)) {
          if (!entry.files.some((file) => file.path === path)) throw SiteError.of("EditorNotContent", { path });
        }
        const conflicts = () =>
          Object.entries(changes)
            .filter(([path, change]) => readFile(contentDir, path).hash !== change.base)
            .map(([path]) => path);
        const conflict = (paths: string[]): Outcome => ({
          ok: false,
          conflict: paths,
          ...message("EditorChangedOnDisk", { file: shownName(paths) }, lang),
          hashes: Object.fromEntries(paths.map((path) => [path, readFile(contentDir, path).hash])),
        });
        let texts: Record<string, string>;
        let staged: Staged[];
        try {
          if (conflicts().length > 0) return conflict(conflicts());
          texts = newTexts(entry, changes);
          staged = stagedFor(texts, uploads);
        } catch (failure) {
          if (failure instanceof SiteError && failure.code === "EditorPhotoNameTaken") {
            return { ok: false, problems: [], ...failure.texts(lang) };
          }
          if (failure instanceof SiteError && failure.code === "EditorPhotoGone") return photoGone(failure, lang);
          const problems = problemsOf(failure, lang);
          return { ok: false, problems, ...message("EditorProblems", { count: problems.length }, lang) };
        }
        const before = Object.fromEntries(Object.keys(texts).map((path) => [path, readFile(contentDir, path)]));
        const changed = Object.keys(texts).filter((path) => texts[path] !== before[path].text);
        if (changed.length === 0) {
          return { ok: true, message: message("EditorUnchanged", {}, lang).message, hashes: {}, undo: undoState() };
        }
        const own = await checkFiles(entry, texts, lang);
        if (own.length > 0)
          return { ok: false, problems: own, ...message("EditorProblems", { count: own.length }, lang) };
        let site: Awaited<ReturnType<typeof checkSite>>;
        try {
          site = await checkSite(texts, lang, staged);
        } catch (failure) {
          // A photo of this save pushed out by newer ones while its own checks ran.
          if (failure instanceof SiteError && failure.code === "EditorPhotoGone") return photoGone(failure, lang);
          throw failure;
        }
        if (site.problems.length > 0) {
          return {
            ok: false,
            problems: site.problems,
            ...(site.lines ? { lines: site.lines } : {}),
            ...message("EditorProblems", { count: site.problems.length }, lang),
          };
        }
        if (site.lines)
          return { ok: false, problems: [], lines: site.lines, ...message("EditorSiteWouldBreak", {}, lang) };
        // The build took a while: a file changed on disk meanwhile is not overwritten.
        const late = conflicts();
        if (late.length > 0) return conflict(late);
        // Every file is found writable before the first is written: a save is whole or not at all.
        let targets: string[];
        try {
          targets = changed.map((path) => writablePath(contentDir, path));
        } catch (failure) {
          const problems = problemsOf(failure, lang);
          return { ok: false, problems, ...message("EditorProblems", { count: problems.length }, lang) };
        }
        // The photos first: a file that names a photo not there yet would not build.
        try {
          photos.commit(staged);
        } catch (failure) {
          if (!(failure instanceof SiteError)) throw failure;
          return { ok: false, problems: [], ...failure.texts(lang) };
        }
        const hashes: Record<string, string> = {};
        try {
          for (const [index, path] of changed.entries()) {
            const text = before[path].crlf ? texts[path].replace(/\n/g, "\r\n") : texts[path];
            // Asked again the moment before the rename: a folder swapped for a link meanwhile is refused.
            replaceFile(targets[index], text, { beforeRename: () => writablePath(contentDir, path) });
            hashes[path] = hashOf(text);
          }
        } catch (failure) {
          const problems = problemsOf(failure, lang);
          return { ok: false, problems, ...message("EditorProblems", { count: problems.length }, lang) };
        }
        undoStack.push({ files: changed.map((path) => ({ path, before: before[path].bytes, after: hashes[path] })) });
        if (undoStack.length > 50) undoStack.shift();
        await options.refresh(changed.map((path) => join(contentDir, path)));
        return {
          ok: true,
          message: message("EditorSaved", { file: shownName(changed) }, lang).message,
          hashes: Object.fromEntries(Object.keys(texts).map((path) => [path, readFile(contentDir, path).hash])),
          undo: undoState(),
        };
      });
    },

    /** Puts back the files of the last save, unless they were changed since. */
    undo(lang: ToolLanguage): Promise<Outcome> {
      return queue(async () => {
        const last = undoStack[undoStack.length - 1];
        if (!last) return { ok: false, problems: [], ...message("EditorNothingToUndo", {}, lang) };
        const changed = last.files.filter((file) => readFile(contentDir, file.path).hash !== file.after);
        if (changed.length > 0) {
          const paths = changed.map((file) => file.path);
          return {
            ok: false,
            conflict: paths,
            ...message("EditorUndoChanged", { file: shownName(paths) }, lang),
            hashes: {},
          };
        }
        // Every file is found writable before the first is put back: an undo is whole or not at all.
        let targets: string[];
        try {
          targets = last.files.map((file) => writablePath(contentDir, file.path));
        } catch (failure) {
          const problems = problemsOf(failure, lang);
          return { ok: false, problems, ...message("EditorProblems", { count: problems.length }, lang) };
        }
        for (const [index, file] of last.files.entries()) {
          replaceFile(targets[index], file.before, { beforeRename: () => writablePath(contentDir, file.path) });
        }
        undoStack.pop();
        await options.refresh(last.files.map((file) => join(contentDir, file.path)));
        return {
          ok: true,
          message: message("EditorUndone", { file: shownName(last.files.map((file) => file.path)) }, lang).message,
          hashes: Object.fromEntries(last.files.map((file) => [file.path, readFile(contentDir, file.path).hash])),
          undo: undoState(),
        };
      });
    },

    /** A build of the site with a draft of a page, for its preview; undefined when a newer draft came first. */
    draft: latestOnly(
      async (
        id: unknown,
        text: unknown,
        lang: ToolLanguage,
        uploads: Record<string, string> = {},
      ): Promise<{ problems: Problem[]; lines?: string[]; url?: string }> => {
        const entry = entryById(contentDir, id);
        if (entry.kind !== "text" || typeof text !== "string" || entry.files.length !== 1) {
          throw SiteError.of("EditorRequestInvalid", {});
        }
        const path = entry.files[0].path;
        const texts = { [path]: text.replace(/\r\n?/g, "\n") };
        const problems = await checkFiles(entry, texts, lang);
        if (problems.length > 0) return { problems };
        // In turn with saves: a save that takes a waiting photo into content/ never does so while a draft copies it.
        return queue(async () => {
          const number = ++drafts;
          let staged: Staged[];
          try {
            staged = stagedFor(texts, uploads);
          } catch (failure) {
            // A photo the page names that newer ones pushed out: the preview says so, as a save would.
            if (failure instanceof SiteError && failure.code === "EditorPhotoGone") {
              return { problems: [problemOf(failure, lang)] };
            }
            throw failure;
          }
          const { dir, copy } = copyWith(texts, staged);
          const out = join(work, `draft-${number}`);
          try {
            const outcome = await options.build(copy, out, lang);
            if (!outcome.ok) return problemsOfLines(linesOf(outcome.lines, copy), texts);
          } finally {
            rmSync(dir, { recursive: true, force: true });
          }
          // Two drafts are kept: the one shown, and the one a page may still be loading from.
          rmSync(join(work, `draft-${number - 2}`), { recursive: true, force: true });
          return { problems: [], url: `/__edit/draft/${number}${previewPath(entry, defaultLanguage())}` };
        });
      },
    ),

    /**
     * A page's photos in its front matter (`hero`, `gallery`), as the form edits them: read from the
     * text, or, given a value, written into the text in place (its other keys and comments kept).
     */
    async frontMatter(id: unknown, text: unknown, value: unknown, origins: unknown) {
      const entry = entryById(contentDir, id);
      const type = typeOf(entry);
      if (entry.kind !== "text" || typeof text !== "string" || text.length > maxText) {
        throw SiteError.of("EditorRequestInvalid", {});
      }
      const shared = sharedPhotos(entry, defaultLanguage());
      if (value === undefined) return { value: (await pagePhotosOf(type, text, shared))?.value ?? null };
      const keys = Object.keys(type.photos ?? {});
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        throw SiteError.of("EditorRequestInvalid", {});
      }
      if (origins !== undefined && !isOrigins(origins)) throw SiteError.of("EditorRequestInvalid", {});
      try {
        const written = rewriteFrontMatter(text, (front) => {
          const current = readValue(front).value ?? {};
          if (typeof current !== "object" || Array.isArray(current)) throw new Error("not a mapping");
          const merged: Record<string, unknown> = { ...(current as Record<string, unknown>) };
          for (const key of keys) {
            const next = shared
              ? withoutEmptyAlts((value as Record<string, unknown>)[key])
              : (value as Record<string, unknown>)[key];
            if (next === undefined) delete merged[key];
            else merged[key] = next;
          }
          return writeValue(front, merged, origins as Origins | undefined);
        });
        return written === undefined ? { problems: [] } : { text: written };
      } catch {
        // The front matter is no YAML the form can write into: the owner mends it as text first.
        return { problems: [] };
      }
    },

    /** Photos the owner adds: checked, kept until a save names them, shown (photos.ts). */
    photos,

    /** The folder of a draft build, if it is still kept. */
    draftFolder(number: number): string | undefined {
      return Number.isInteger(number) && number > drafts - 2 && number <= drafts
        ? join(work, `draft-${number}`)
        : undefined;
    },
  };

  function languagesOf(site: string) {
    const dictionaries = editorEntries(contentDir, site).find((entry) => entry.type === registry.dictionary.name);
    return (dictionaries?.files ?? []).map(({ path, lang }) => {
      let name = lang ?? path;
      try {
        const { value } = readValue(readEntryFile(contentDir, path));
        const written = (value as { languageName?: unknown } | null)?.languageName;
        if (typeof written === "string") name = written;
      } catch {}
      return { code: lang ?? "", name };
    });
  }

  /**
   * The labels of a list of choices, from the dictionaries' groups of the same name (allergens, additives):
   * in the editor's language when the site has it, else in the site's default language.
   */
  function choiceLabels(lang: ToolLanguage, site: string): Record<string, Record<string, string>> {
    const dictionaries = editorEntries(contentDir, site).find((entry) => entry.type === registry.dictionary.name);
    const file = dictionaries?.files.find((candidate) => candidate.lang === lang) ?? dictionaries?.files[0];
    if (!file) return {};
    try {
      const { value } = readValue(readEntryFile(contentDir, file.path));
      const groups: Record<string, Record<string, string>> = {};
      for (const [key, group] of Object.entries((value ?? {}) as Record<string, unknown>)) {
        if (group && typeof group === "object" && !Array.isArray(group)) {
          groups[key] = Object.fromEntries(
            Object.entries(group).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
          );
        }
      }
      return groups;
    } catch {
      return {};
    }
  }
}

/** A text longer than any content file may be (the loader refuses them long before). */
const maxText = 2 * 1024 * 1024;

/** "the top photo…" → "The top photo…": a frame's name as a caption. */
const caption = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The frames the photos of a type are cut to, by the key that names them (`hero`, `gallery`, a
 * dish's or the chef's `photo`), in the editor's language, with the widest each is shown.
 */
function framesByKey(type: ContentType<unknown>, page: string | undefined, lang: ToolLanguage) {
  const frames: Record<string, { name: string; label: string; ratio: number; round: boolean; shown: number }[]> = {};
  for (const [key, role] of Object.entries(type.photos ?? {})) {
    frames[key] = framesOf(role, page).map((name) => ({
      name,
      label: caption(frameNames[name][lang]),
      ratio: frameRatios[name],
      round: roundFrames.has(name),
      shown: photoRoles[role].shown,
    }));
  }
  return frames;
}

/** Runs one call at a time, and drops the answer of a call a newer one overtook. */
function latestOnly<Args extends unknown[], Result>(task: (...args: Args) => Promise<Result>) {
  let newest = 0;
  let running: Promise<unknown> = Promise.resolve();
  return async (...args: Args): Promise<Result | undefined> => {
    const ticket = ++newest;
    await running.catch(() => {});
    if (ticket !== newest) return undefined;
    const current = task(...args);
    running = current;
    return current;
  };
}

/** Where the preview shows what an entry changes: a page's own address, else the home page. */
function previewPath(entry: EditorEntry, defaultLanguage: string): string {
  if (!entry.page) return "/";
  const file = entry.files[0];
  const slug = pages.find((page) => page.id === entry.page)?.slug ?? entry.page;
  const prefix = !file.lang || file.lang === defaultLanguage ? "/" : `/${file.lang}/`;
  return slug ? `${prefix}${slug}/` : prefix;
}

export type Editor = ReturnType<typeof createEditor>;
type Staged = NonNullable<ReturnType<PhotoDesk["upload"]>>;
