/**
 * Write stage: the whole site goes into a fresh folder beside the output and
 * replaces it only when every file is written, so a failed build never leaves
 * a half-written dist/ behind.
 */
import { mkdirSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

export interface OutputFile {
  /** Relative to the output folder, with "/" separators. */
  path: string;
  contents: string | Uint8Array;
}

export async function writeAtomically(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const parent = dirname(outDir);
  const staging = join(parent, `.${basename(outDir)}.building-${process.pid}`);
  const previous = join(parent, `.${basename(outDir)}.previous-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  try {
    // Folders one after another, synchronously: hundreds of awaited mkdir calls cost more than the writes.
    const folders = new Set(files.map((file) => dirname(join(staging, file.path))));
    for (const folder of [...folders].sort()) mkdirSync(folder, { recursive: true });
    await Promise.all(files.map((file) => writeFile(join(staging, file.path), file.contents)));
    const hadPrevious = await rename(outDir, previous).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return false;
        throw error;
      },
    );
    await rename(staging, outDir);
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  } catch (failure) {
    await rm(staging, { recursive: true, force: true });
    throw failure;
  }
}
