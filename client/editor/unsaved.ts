/**
 * What this tab has changed and not saved, told to site serve whenever that changes: stopping the
 * preview then says so in the terminal, where the owner stops it (cli/editor/unsaved.ts).
 */
import { tellUnsaved } from "./api.js";
import { page } from "./state.js";

/** This tab's own key, for what it tells site serve about changes not saved. */
const tab = crypto.randomUUID();
let reported: string | undefined = "";

/**
 * Tells site serve which files this tab has changed and not saved, whenever that changes: stopping
 * the preview then says so in the terminal, where the owner stops it.
 */
export function reportUnsaved(leaving = false): void {
  const { current } = page;
  const files = !leaving && current ? [...current.dirty].sort() : [];
  const said = files.join("\n");
  if (said === reported) return;
  reported = said;
  // Not heard (site serve busy or gone): the next change tells it again.
  void tellUnsaved(tab, files, leaving).then((heard) => {
    if (!heard && reported === said) reported = undefined;
  });
}

/** The files of the open form with changes not saved: each change is told to site serve. */
export class Changed extends Set<string> {
  override add(file: string): this {
    super.add(file);
    reportUnsaved();
    return this;
  }

  override delete(file: string): boolean {
    const had = super.delete(file);
    reportUnsaved();
    return had;
  }

  override clear(): void {
    super.clear();
    reportUnsaved();
  }
}
