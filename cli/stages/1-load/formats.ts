/**
 * The parse and validate links of a content file's chain, one function per
 * format: text in, typed value (with its places and warnings) out, or every
 * mistake of the file thrown. Pure functions of their inputs, so the loader
 * can keep their results in the build cache; this module is loaded only when
 * some file is read afresh (yaml, zod and remark take longer to load than a
 * cached site takes to build), and remark only when that file is Markdown.
 */

import type * as z from "zod";
import type { ContentType } from "../../content/registry.js";
import { ErrorList, SiteError, SiteErrors } from "../../errors.js";
import type { MessageName } from "../../messages/index.js";
import { editorMarker } from "../common/editor-marker.js";
import { splitFrontMatter } from "./front-matter.js";
import type { TextLink, TextPhoto } from "./markdown.js";
import { checkPlaceholders, findPlaceholder } from "./placeholders.js";
import { type Places, placesOf, type YamlSource } from "./places.js";
import { hyphenateHeading } from "./typography.js";
import { validate } from "./validate.js";
import { parseYaml } from "./yaml.js";
import type { TextProblem } from "./yaml-values.js";

/** A warning as the cache keeps it. */
export interface StoredWarning {
  code: MessageName;
  params: object;
  place?: { file: string; line: number; col: number };
}

export interface Loaded<Value> {
  value: Value;
  /** Where each value starts, for checks across files made after the file came from the cache. */
  places: Places;
  warnings: StoredWarning[];
  /** Markdown only: the photos its text shows. */
  photos?: TextPhoto[];
  /** Markdown only: its links to addresses on the site. */
  links?: TextLink[];
}

const stored = (warning: SiteError): StoredWarning => ({
  code: warning.code ?? "InternalError",
  params: warning.params ?? {},
  place: warning.place,
});

/** A text YAML made that the owner cannot have meant, named as the file's other messages name its values. */
function textMistake(
  problem: TextProblem,
  source: YamlSource,
  labelOf?: (path: readonly PropertyKey[], data: unknown) => string | undefined,
): SiteError {
  const key = labelOf?.(problem.path, source.data) ?? problem.path.join(".");
  const options = { place: problem.place, path: problem.path };
  switch (problem.kind) {
    case "control":
      return SiteError.of("ControlInText", { key, code: problem.code, typed: problem.typed }, options);
    case "halfCharacter":
      return SiteError.of("HalfCharacter", { key, typed: problem.typed }, options);
    case "invisible":
      return SiteError.of("InvisibleText", { key, codes: problem.codes }, options);
    case "editorMarker":
      return SiteError.of("EditorMarkerInText", { key, marker: editorMarker }, options);
    case "unknownKey":
      return SiteError.of(
        "UnknownKey",
        { key: problem.key, parent: problem.path.length > 0 ? key : "", guess: "" },
        { place: problem.place, path: [...problem.path, problem.key] },
      );
  }
}

/** The checks every YAML text gets, a file's or a page's front matter: the texts YAML made, placeholders, then the schema. */
function checkYaml<Value>(
  schema: z.ZodType<Value>,
  source: YamlSource,
  problems: readonly TextProblem[],
  fields: boolean,
  labelOf?: ContentType<Value>["label"],
): Value {
  const errors = new ErrorList();
  for (const problem of problems) errors.add(textMistake(problem, source, labelOf));
  const gaps = new ErrorList();
  checkPlaceholders(source, gaps, fields, labelOf);
  // One mistake a value: "{{platform" is not also a text that lacks {{platform}}, nor a text with an escape more.
  const reported = new Set(errors.errors.map((error) => error.path?.join(".")));
  for (const gap of gaps.errors) if (!reported.has(gap.path?.join("."))) errors.add(gap);
  const result = validate(schema, source, [], labelOf);
  if (!result.ok || errors.errors.length > 0) {
    for (const error of errors.errors) reported.add(error.path?.join("."));
    const invalid = result.ok ? [] : result.errors.filter((error) => !reported.has(error.path?.join(".")));
    throw new SiteErrors([...errors.errors, ...invalid]);
  }
  return result.value;
}

/**
 * A value cut at " #" is worth a warning only if the whole text, quoted as the hint says, is a
 * valid value there: `protocol: sftp   # sftp or ftps` is a comment on purpose, and quoting it
 * would make the value invalid; a comment that is a placeholder ("# TODO") is one on purpose too.
 */
function cutTextWarnings(schema: z.ZodType, data: unknown, warnings: readonly SiteError[], fields: boolean) {
  return warnings.filter((warning) => {
    if (warning.code !== "TextCutByComment" || !warning.path) return true;
    const { full } = warning.params as { full: string };
    if (findPlaceholder(full, { allowFields: fields })) return false;
    const whole = structuredClone(data) as Record<PropertyKey, unknown>;
    let node = whole;
    for (const key of warning.path.slice(0, -1)) node = node[key] as Record<PropertyKey, unknown>;
    node[warning.path[warning.path.length - 1]] = full;
    return schema.safeParse(whole).success;
  });
}

export async function loadYaml<Value>(type: ContentType<Value>, file: string, text: string): Promise<Loaded<Value>> {
  const schema = await type.schema();
  const { source, warnings, problems } = parseYaml(file, text);
  const value = checkYaml(schema, source, problems, type.fields ?? false, type.label);
  const kept = cutTextWarnings(schema, source.data, warnings, type.fields ?? false);
  return { value, places: placesOf(source), warnings: kept.map(stored) };
}

export interface MarkdownContext {
  /** `site.name`, `site.address.street`, … → their text. */
  facts: ReadonlyMap<string, string>;
  /** Facts site.yaml has a mistake in: Markdown that uses them is not checked again. */
  unreliable: ReadonlySet<string>;
  /** The language the file is written in: its headings break by that language's rules (none when only checked). */
  lang?: string;
}

const titleOf = (value: object) => ("title" in value && typeof value.title === "string" ? value.title : "");

/** Front matter (validated against the type's schema) and the text as HTML. */
export async function loadMarkdown<Value extends object>(
  type: ContentType<Value>,
  file: string,
  text: string,
  context: MarkdownContext,
): Promise<Loaded<Value & { html: string; heading: string }>> {
  // remark and rehype load with the first Markdown file to convert: an edit of a YAML file loads neither.
  const [schema, { renderMarkdown }] = await Promise.all([type.schema(), import("./markdown.js")]);
  const split = splitFrontMatter(text);
  if (!split) {
    const first = text.split("\n", 1)[0].trimEnd();
    if (first !== "---") {
      const name = first.startsWith("---") ? "FrontMatterFirstLine" : "FrontMatterMissing";
      throw SiteError.of(
        name,
        { first: first.slice(0, 40) },
        { place: { file, line: 1, col: first.startsWith("---") ? 4 : 1 } },
      );
    }
    throw SiteError.of("FrontMatterUnclosed", {}, { place: { file, line: 1, col: 1 } });
  }
  // Blank lines and comments only: no YAML to read, every field is missing.
  const front = split.yaml.split("\n").every((line) => /^\s*(#.*)?$/.test(line))
    ? undefined
    : parseYaml(file, split.yaml, 1);
  const errors = new ErrorList();
  const emptyFront: YamlSource = {
    file,
    data: {},
    placeOf: () => ({ file, line: 2, col: 1 }),
    placeOfKey: () => ({ file, line: 2, col: 1 }),
  };
  const source = front?.source ?? emptyFront;
  const value = errors.collect(() => checkYaml(schema, source, front?.problems ?? [], false));
  const body = errors.collect(() =>
    renderMarkdown({
      file,
      body: split.body,
      lineOffset: split.bodyOffset,
      facts: context.facts,
      unreliable: context.unreliable,
      lang: context.lang,
    }),
  );
  if (value === undefined || body === undefined || errors.errors.length > 0) throw new SiteErrors(errors.errors);
  return {
    // The title as the page's heading shows it: with soft hyphens in its long words.
    value: { ...value, html: body.html, heading: hyphenateHeading(titleOf(value), context.lang) },
    places: placesOf(source),
    warnings: cutTextWarnings(schema, source.data, front?.warnings ?? [], false).map(stored),
    photos: body.photos,
    links: body.links,
  };
}
