/**
 * The parse and validate links of the load stage's chain, for every file of one load: read and
 * decode every time (the text is the cache key), then parse and validate, or take what an earlier
 * build did for the same text. Markdown files go all at once: when many are new, a worker thread
 * converts a share of them. Each file's mistakes are kept apart and join the load's in the files'
 * order, however the conversions interleave.
 */
import { relative, resolve } from "node:path";
import type { EntryCache } from "../../cache.js";
import type { ContentType } from "../../content/registry.js";
import { ErrorList, SiteError, SiteErrors } from "../../errors.js";
import type { ProgressReporter } from "../../progress.js";
import { converted, received } from "../common/job-results.js";
import type { WorkerPool } from "../common/workers.js";
import type { Loaded, MarkdownContext, StoredWarning } from "./formats.js";
import { readContentText } from "./read.js";

/** A file's result as the build cache keeps it. */
export type CachedFile = Loaded<unknown>;

export function isCachedFile(value: unknown): value is CachedFile {
  const entry = value as CachedFile | null;
  return (
    entry !== null &&
    typeof entry === "object" &&
    "value" in entry &&
    typeof entry.places === "object" &&
    entry.places !== null &&
    Array.isArray(entry.warnings)
  );
}

export interface LoadOptions {
  /** Files an earlier build read without a mistake, keyed by their text, type and what else they depend on. */
  cache?: EntryCache<CachedFile>;
  /** Worker threads for converting many Markdown files at once (cli/stages/common/workers.ts). */
  pool?: WorkerPool;
  /** Told as each Markdown file not kept from an earlier build is converted. */
  progress?: ProgressReporter;
}

/**
 * From this many Markdown files to convert on, a worker thread converts a share of them (in one
 * job, as one message each way) while this thread converts the rest; a worker's start costs about
 * as much as converting a hundred.
 */
const filesForWorkers = 150;
/** This thread's share: it also answers the worker and stays ahead while the worker starts. */
const shareHere = 0.6;

/** A Markdown file to convert: of its type, in its language. */
export interface MarkdownFile {
  type: ContentType<unknown>;
  file: string;
  lang: string;
}

/** What the workers' Markdown job is given (cli/stages/jobs.ts): files of the types named by their name, with their text. */
export interface MarkdownBatch {
  context: MarkdownContext;
  files: { type: string; file: string; text: string; lang: string }[];
}

/** A file's conversion, its mistakes apart until it is taken. */
export interface Conversion<Value> {
  loaded: Loaded<Value> | undefined;
  mistakes: ErrorList;
}

/**
 * A file's result with the files its warnings, photos and links are placed in named by `name`: kept relative
 * to the content folder, read back under the folder of the build that reads it.
 */
function placedIn<Value>(loaded: Loaded<Value>, name: (path: string) => string): Loaded<Value> {
  const moved = <T extends { place?: { file: string } }>(item: T): T =>
    item.place ? { ...item, place: { ...item.place, file: name(item.place.file) } } : item;
  return {
    ...loaded,
    warnings: loaded.warnings.map(moved),
    ...(loaded.photos ? { photos: loaded.photos.map(moved) } : {}),
    ...(loaded.links ? { links: loaded.links.map(moved) } : {}),
  };
}

const revive = (warning: StoredWarning) =>
  SiteError.of(warning.code, warning.params as never, warning.place ? { place: warning.place } : {});

/** The conversions of one load, whose mistakes and warnings join `errors` and `warnings` as each is taken. */
export function converter(contentDir: string, options: LoadOptions, errors: ErrorList, warnings: SiteError[]) {
  const formats = () => import("./formats.js");

  const lookup = <Value>(type: ContentType<unknown>, file: string, ...dependsOn: string[]) => {
    const text = errors.collect(() => readContentText(contentDir, file));
    if (text === undefined) return undefined;
    // Named from the content folder: a copy of it (the editor's checks) finds what the original's builds
    // converted, and the other way round; each names its own files (`placedIn`).
    const key = options.cache?.key(type.name, relative(contentDir, file), text, ...dependsOn);
    // The one place content is taken on trust: stored by this very code for this type and text, checksummed.
    const kept = key ? (options.cache?.get(key) as Loaded<Value> | undefined) : undefined;
    const hit = kept && placedIn(kept, (path) => resolve(contentDir, path));
    return { text, hit, key };
  };
  type Found<Value> = NonNullable<ReturnType<typeof lookup<Value>>>;
  const convert = async <Value>(
    found: Found<Value>,
    parse: (text: string) => Promise<Loaded<Value>>,
  ): Promise<Conversion<Value>> => {
    const mistakes = new ErrorList();
    const loaded = found.hit ?? (await collectAsync(mistakes, () => parse(found.text)));
    if (loaded && found.key && !found.hit)
      options.cache?.set(
        found.key,
        placedIn(loaded, (path) => relative(contentDir, path)),
      );
    return { loaded, mistakes };
  };

  /** A converted file taken in the files' order: its warnings and mistakes join the load's. */
  const take = <Value>(conversion: Conversion<Value> | undefined) => {
    if (!conversion) return undefined;
    errors.errors.push(...conversion.mistakes.errors);
    if (conversion.loaded) warnings.push(...conversion.loaded.warnings.map(revive));
    return conversion.loaded;
  };

  const yamlFile = async <Value>(type: ContentType<Value>, file: string) => {
    const found = lookup<Value>(type, file);
    return take(found && (await convert(found, async (text) => (await formats()).loadYaml(type, file, text))));
  };

  /** Every Markdown file at once, each conversion to be taken in turn. */
  const markdownFiles = (files: MarkdownFile[], context: MarkdownContext) => {
    const dependsOn = [JSON.stringify([...context.facts]), JSON.stringify([...context.unreliable])];
    const found = files.map(({ type, file }) => lookup<unknown>(type, file, ...dependsOn));
    const missing = found.flatMap((entry, index) => (entry && !entry.hit ? [index] : []));
    const sent =
      options.pool && missing.length >= filesForWorkers ? missing.slice(Math.ceil(missing.length * shareHere)) : [];
    const place = new Map(sent.map((index, position) => [index, position]));
    const here = (index: number) => async (text: string) =>
      (await formats()).loadMarkdown(files[index].type as ContentType<object>, files[index].file, text, {
        ...context,
        lang: files[index].lang,
      }) as Promise<Loaded<unknown>>;
    const batch =
      sent.length > 0 && options.pool
        ? options.pool.run(
            "markdown",
            {
              context,
              files: sent.map((index) => ({
                type: files[index].type.name,
                file: files[index].file,
                text: found[index]?.text ?? "",
                lang: files[index].lang,
              })),
            },
            async (input: MarkdownBatch) =>
              Promise.all(
                input.files.map((_file, position) => converted(() => here(sent[position])(input.files[position].text))),
              ),
          )
        : undefined;
    // Observed at once: a failure is reported where its first file is awaited.
    batch?.catch(() => {});
    const conversions = files.map((_file, index): Promise<Conversion<unknown> | undefined> => {
      const entry = found[index];
      if (!entry) return Promise.resolve(undefined);
      const position = place.get(index);
      if (batch === undefined || position === undefined) return convert(entry, here(index));
      return convert(entry, async () => {
        const result = (await batch)[position];
        if ("mistakes" in result) throw new SiteErrors(result.mistakes.map(received));
        return result.loaded as Loaded<unknown>;
      });
    });
    // Nothing left unobserved should one of them fail before its turn.
    for (const conversion of conversions) conversion.catch(() => {});
    const converting = files.flatMap((_file, index) => (found[index] && !found[index].hit ? [conversions[index]] : []));
    let done = 0;
    for (const conversion of converting) {
      conversion.then(
        () => options.progress?.("markdown", ++done, converting.length),
        () => {},
      );
    }
    return conversions;
  };

  return { yamlFile, markdownFiles, take };
}

/** Runs an async step, keeping its SiteError(s) instead of stopping at the first. */
async function collectAsync<T>(errors: ErrorList, step: () => Promise<T>): Promise<T | undefined> {
  try {
    return await step();
  } catch (failure) {
    if (failure instanceof SiteErrors || failure instanceof SiteError) {
      errors.collect(() => {
        throw failure;
      });
      return undefined;
    }
    throw failure;
  }
}
