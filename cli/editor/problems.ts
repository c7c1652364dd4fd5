/**
 * Mistakes as the editor's form shows them: each at its field (its key path in a file) where it
 * has one, else in the list above the form. They come from the checks of one file (a SiteError),
 * from the lines of a build of a copy of content/, and from a text that is no YAML at all.
 */
import { relative, sep } from "node:path";
import { SiteError, SiteErrors } from "../errors.js";
import type { ToolLanguage } from "../language.js";
import { wordsIn } from "../messages/editor-words.js";
import { isValueMessage, render } from "../messages/index.js";
import { parseYaml } from "../stages/1-load/yaml.js";
import { readEntryFile } from "./files.js";
import { pathAt } from "./yaml-edit.js";

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

/**
 * A mistake of a file in `root` (content/, or a copy of it) as the form shows it; `texts` are the
 * files' new texts, where a YAML file's place finds its key.
 */
export function problemOf(
  error: SiteError,
  lang: ToolLanguage,
  root: string,
  texts: Record<string, string> = {},
): Problem {
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
}

/** The problems of a failure, each mistake of the owner's its own; anything else is thrown on. */
export function problemsOf(
  failure: unknown,
  lang: ToolLanguage,
  root: string,
  texts?: Record<string, string>,
): Problem[] {
  if (failure instanceof SiteErrors) return failure.errors.map((error) => problemOf(error, lang, root, texts));
  if (failure instanceof SiteError) return [problemOf(failure, lang, root, texts)];
  throw failure;
}

/**
 * Why a text is no YAML the form can read, in the loader's words where it has them ("line 47,
 * column 1: the [ here has no closing ]"), else in the parser's.
 */
export function yamlReason(
  text: string,
  failure: unknown,
  lang: ToolLanguage,
): { reason: string; at?: [number, number] } {
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

/** The content folder as a build's lines name it: from where the tool runs. */
const shownFolder = (contentDir: string) => relative(process.cwd(), contentDir) || contentDir;

/** A build's lines as the owner reads them: they name the copy, the owner knows the files by their place in content/. */
export function linesOf(contentDir: string, lines: string[], copy: string): string[] {
  return lines.map((line) =>
    line.split(copy).join(contentDir).split(relative(process.cwd(), copy)).join(shownFolder(contentDir)),
  );
}

/** "content/menu.yaml:207:17 the alt text…" as a problem of that file, at the key there when it is YAML. */
function problemOfLine(contentDir: string, line: string, texts: Record<string, string>): Problem | undefined {
  const prefix = [contentDir, shownFolder(contentDir)]
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
}

/** A failed build's lines: each that names a place in a content file a problem the form shows at its field. */
export function problemsOfLines(
  contentDir: string,
  lines: string[],
  texts: Record<string, string>,
): { problems: Problem[]; lines?: string[] } {
  const problems = lines.map((line) => problemOfLine(contentDir, line, texts));
  const rest = lines.filter((_line, index) => !problems[index]);
  return {
    problems: problems.filter((problem) => problem !== undefined),
    ...(rest.length > 0 ? { lines: rest } : {}),
  };
}
