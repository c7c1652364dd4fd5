import { lstatSync } from "node:fs";
import { SiteError } from "../errors.js";

/** The folders of the content folder that no content type reads: the photos, and the JSON Schemas `site schemas` writes. */
export const photoFolder = "images";
export const schemaFolder = "schemas";

/**
 * A folder inside the content folder that the tool writes into (images/, schemas/): a folder of its
 * own there, or not there yet. A link, which would lead the writing elsewhere, or a file is refused.
 */
export function checkWritableFolder(folder: string): void {
  const info = lstatSync(folder, { throwIfNoEntry: false });
  if (!info || info.isDirectory()) return;
  const place = { place: { file: folder, line: 1, col: 1 } };
  throw info.isSymbolicLink()
    ? SiteError.of("LinkOutOfContent", {}, place)
    : SiteError.of("NotAFile", { folder: false }, place);
}

/** A file the tool replaces inside such a folder: a file, or not there yet; never a link it would replace. */
export function checkReplaceableFile(file: string): void {
  if (lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink())
    throw SiteError.of("LinkOutOfContent", {}, { place: { file, line: 1, col: 1 } });
}
