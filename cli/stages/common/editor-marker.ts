/**
 * A word every file of the editor carries (its page, script and stylesheet, and
 * the site's script where it holds any of client/editor/: cli/bundle-recipe.cjs),
 * so the build can refuse output that contains the editor: it is served by
 * `site serve` only and must never be published.
 */
import { editorMarker } from "../../bundle-recipe.cjs";
import { SiteError } from "../../errors.js";

export { editorMarker };

const markerBytes = Buffer.from(editorMarker);

/** The build's own check: no file of the site may carry the editor (a stray import of client/editor/, say). */
export function refuseEditorIn(files: readonly { path: string; contents: string | Uint8Array }[]): void {
  for (const file of files) {
    const bytes =
      typeof file.contents === "string"
        ? Buffer.from(file.contents)
        : Buffer.from(file.contents.buffer, file.contents.byteOffset, file.contents.byteLength);
    if (bytes.includes(markerBytes)) throw SiteError.of("EditorInBuild", { file: file.path });
  }
}
