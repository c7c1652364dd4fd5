/**
 * The live preview of a page while the owner types: a build of the site with a draft of its text,
 * in a copy of content/, shown from the work folder (/__edit/draft/N/…). Only the newest draft is
 * built; the one shown and the one before it are kept.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { SiteError } from "../errors.js";
import type { ToolLanguage } from "../language.js";
import { pages } from "../restaurant/routes.js";
import { checkFiles } from "./checks.js";
import { copyWith } from "./content-copy.js";
import { defaultLanguage, type EditorEntry, entryById } from "./files.js";
import type { Staged } from "./photos.js";
import { linesOf, type Problem, problemOf, problemsOfLines } from "./problems.js";
import { stagedFor } from "./save.js";
import type { EditorState } from "./state.js";

/** Where the preview shows what an entry changes: a page's own address, else the home page. */
export function previewPath(entry: EditorEntry, defaultLanguage: string): string {
  if (!entry.page) return "/";
  const file = entry.files[0];
  const slug = pages.find((page) => page.id === entry.page)?.slug ?? entry.page;
  const prefix = !file.lang || file.lang === defaultLanguage ? "/" : `/${file.lang}/`;
  return slug ? `${prefix}${slug}/` : prefix;
}

/** Runs one call at a time, and drops the answer of a call a newer one overtook. */
export function latestOnly<Args extends unknown[], Result>(task: (...args: Args) => Promise<Result>) {
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

/** A build of the site with a draft of a page, for its preview: its address, or the problems that stop it. */
export async function buildDraft(
  state: EditorState,
  id: unknown,
  text: unknown,
  lang: ToolLanguage,
  uploads: Record<string, string> = {},
): Promise<{ problems: Problem[]; lines?: string[]; url?: string }> {
  const entry = entryById(state.contentDir, id);
  if (entry.kind !== "text" || typeof text !== "string" || entry.files.length !== 1) {
    throw SiteError.of("EditorRequestInvalid", {});
  }
  const path = entry.files[0].path;
  const texts = { [path]: text.replace(/\r\n?/g, "\n") };
  const problems = await checkFiles(state.contentDir, entry, texts, lang);
  if (problems.length > 0) return { problems };
  // In turn with saves: a save that takes a waiting photo into content/ never does so while a draft copies it.
  return state.queue(async () => {
    const number = ++state.made.drafts;
    let staged: Staged[];
    try {
      staged = stagedFor(state, texts, uploads);
    } catch (failure) {
      // A photo the page names that newer ones pushed out: the preview says so, as a save would.
      if (failure instanceof SiteError && failure.code === "EditorPhotoGone") {
        return { problems: [problemOf(failure, lang, state.contentDir)] };
      }
      throw failure;
    }
    const { dir, copy } = copyWith(state, texts, staged);
    const out = join(state.work, `draft-${number}`);
    try {
      const outcome = await state.options.build(copy, out, lang);
      if (!outcome.ok) return problemsOfLines(state.contentDir, linesOf(state.contentDir, outcome.lines, copy), texts);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Two drafts are kept: the one shown, and the one a page may still be loading from.
    rmSync(join(state.work, `draft-${number - 2}`), { recursive: true, force: true });
    return { problems: [], url: `/__edit/draft/${number}${previewPath(entry, defaultLanguage(state.contentDir))}` };
  });
}

/** The folder of a draft build, if it is still kept. */
export function draftFolder(state: EditorState, number: number): string | undefined {
  const { drafts } = state.made;
  return Number.isInteger(number) && number > drafts - 2 && number <= drafts
    ? join(state.work, `draft-${number}`)
    : undefined;
}
