/**
 * What the editor's operations share (editor.ts hands it to each): what `site serve` gave it, the
 * photos waiting for a save, one operation at a time, the saves that can be undone, and how many
 * copies of content/ and drafts it made in its work folder, each in a folder of its number.
 */
import type { ToolLanguage } from "../language.js";
import { createPhotoDesk, type PhotoDesk } from "./photos.js";

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

/** A save as undo puts it back: each file's bytes before it, and the hash of what the save wrote. */
export interface SavedChange {
  files: { path: string; before: Uint8Array; after: string }[];
}

/** The last save that can be undone, as the page names it on its button. */
export type UndoState = { file: string } | null;

export interface EditorState {
  options: EditorOptions;
  contentDir: string;
  work: string;
  photos: PhotoDesk;
  /** Runs one operation at a time: a save and an undo never interleave. */
  queue: <T>(task: () => Promise<T>) => Promise<T>;
  /** The saves that can be undone, the latest last. */
  undoStack: SavedChange[];
  /** The copies of content/ (edit-N) and the drafts (draft-N) made so far. */
  made: { copies: number; drafts: number };
}

export function editorState(options: EditorOptions): EditorState {
  const { contentDir, work } = options;
  return {
    options,
    contentDir,
    work,
    photos: createPhotoDesk({ contentDir, work, maxWaiting: options.photoRoom }),
    queue: serially(),
    undoStack: [],
    made: { copies: 0, drafts: 0 },
  };
}

export function undoState(state: EditorState): UndoState {
  const last = state.undoStack[state.undoStack.length - 1];
  return last ? { file: last.files.map((file) => file.path).join(", ") } : null;
}

/** One operation at a time: a save and an undo never interleave. */
function serially() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task, task);
    last = next.catch(() => {});
    return next;
  };
}
