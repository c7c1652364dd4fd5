/**
 * One Markdown file: its front matter, validated against the page's schema,
 * and its body as HTML. Loaded only when a file is not in the build cache:
 * remark and gray-matter take longer to load than a cached site to build.
 */
import matter from "gray-matter";
import { parse } from "yaml";
import type * as z from "zod";
import { ErrorList, SiteError } from "../errors.js";
import type { CachedPage } from "./load.js";
import { renderMarkdown } from "./markdown.js";
import { checkPlaceholders, findPlaceholder } from "./placeholders.js";
import { legalFrontMatterSchema, pageFrontMatterSchema } from "./schemas.js";
import { validate } from "./validate.js";
import { parseYaml } from "./yaml.js";

const frontMatterSchemas = { page: pageFrontMatterSchema, legal: legalFrontMatterSchema };
export type MarkdownKind = keyof typeof frontMatterSchemas;

export interface MarkdownSource {
  file: string;
  text: string;
  kind: MarkdownKind;
}

/**
 * The front matter's fields and the body as `html`; throws every mistake in the file.
 * `facts`: `site.name`, `site.address.street`, … → their text.
 */
export function convertMarkdownFile(
  source: MarkdownSource,
  facts: ReadonlyMap<string, string>,
  unreliable: ReadonlySet<string> = new Set(),
): CachedPage {
  const { file, text } = source;
  const schema = frontMatterSchemas[source.kind];
  const parsed = splitFrontMatter(file, text);
  const bodyOffset = lineCount(text.slice(0, text.length - parsed.content.length));
  const fields = new ErrorList();
  const data = fields.collect(() => frontMatter(file, parsed.matter, schema));
  const html = fields.collect(() =>
    renderMarkdown({ file, body: parsed.content, lineOffset: bodyOffset, facts, unreliable }),
  );
  fields.throwIfAny();
  return { ...(data as CachedPage), html: html as string };
}

/**
 * Front matter, validated. Most files are fine, so they take the quick road
 * (plain parse, no positions); a file with any problem is read again with
 * source positions, which is what the error messages need.
 */
function frontMatter<S extends z.ZodObject>(file: string, text: string, schema: S): z.infer<S> {
  const quick = schema.safeParse(quickParse(text));
  if (
    quick.success &&
    !Object.values(quick.data).some((value) => typeof value === "string" && findPlaceholder(value))
  ) {
    return quick.data;
  }
  // The front matter text starts right after the opening "---", on that same line.
  const source = parseYaml(file, text, { lineOffset: text.startsWith("\n") ? 0 : 1 });
  const errors = new ErrorList();
  checkPlaceholders(source, errors, false);
  const data = errors.collect(() => validate(schema, source));
  errors.throwIfAny();
  return data as z.infer<S>;
}

function quickParse(text: string): unknown {
  try {
    return parse(text, { uniqueKeys: true });
  } catch {
    return undefined;
  }
}

/** gray-matter reads text after the opening "---" as a language name and throws a bare Error for unknown ones. */
function splitFrontMatter(file: string, text: string) {
  const language = /^---(?!-)([^\n]*)/.exec(text)?.[1].trim();
  if (language) {
    throw new SiteError(`the first line must be just "---", not "---${language}"`, {
      place: { file, line: 1, col: 4 },
      hint: "move the text after --- to the next line",
    });
  }
  try {
    return matter(text, { engines: { yaml: () => ({}) } });
  } catch (failure) {
    throw new SiteError("the front matter cannot be read", {
      place: { file, line: 1, col: 1 },
      hint: 'start the file with a line "---", then title: and description:, then a line "---"',
      cause: failure,
    });
  }
}

function lineCount(text: string): number {
  let lines = 0;
  for (const char of text) if (char === "\n") lines++;
  return lines;
}
