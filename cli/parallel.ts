/**
 * Rendering on a second thread for large sites: the other half of the
 * languages is loaded, converted and rendered by a worker running the same
 * bundle, while the main thread does its half. Small sites (like the shipped
 * one) stay on one thread, where starting a worker would cost more than it saves.
 *
 * The worker only ever reports success. On any mistake the caller builds again
 * on one thread, so errors are always reported by the same code, in the same order.
 */
import { readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { loadContent } from "./content/load.js";
import { type Assets, buildPageModels } from "./model.js";
import { renderPage } from "./render.js";
import type { OutputFile } from "./write.js";

/** Below this many page files a second thread does not pay for its start-up (~0.15 s here). */
const pageFilesForParallel = 150;

interface RenderJob {
  contentDir: string;
  languages: string[];
  assets: Assets;
}

const moduleUrl = import.meta.url;

/**
 * The languages a worker should take, or none. Only the bundled CLI can start
 * a worker (it loads its own file), and SITE_THREADS=1 keeps everything on one thread.
 */
export function workerLanguages(contentDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!moduleUrl.endsWith(".mjs") || env.SITE_THREADS === "1" || availableParallelism() < 2) return [];
  try {
    const pageFiles = readdirSync(join(contentDir, "pages")).filter((name) => name.endsWith(".md")).length;
    if (pageFiles < pageFilesForParallel) return [];
    const languages = readdirSync(join(contentDir, "i18n"))
      .filter((name) => /^[a-z]{2}\.yaml$/.test(name))
      .map((name) => name.slice(0, 2))
      .sort();
    return languages.slice(Math.ceil(languages.length / 2));
  } catch {
    return [];
  }
}

/** The rendered pages of `languages`, or undefined when anything went wrong there. */
export function renderOnWorker(job: RenderJob): Promise<OutputFile[] | undefined> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL(moduleUrl), { workerData: { siteRenderJob: job } });
    worker.once("message", (files: OutputFile[] | undefined) => resolve(files));
    worker.once("error", () => resolve(undefined));
    worker.once("exit", () => resolve(undefined));
  });
}

function runJob(job: RenderJob): OutputFile[] | undefined {
  try {
    const content = loadContent(job.contentDir, { pageLanguages: job.languages });
    // The 404 page is the main thread's, whichever language is the default.
    return buildPageModels(content, job.assets, job.languages)
      .filter((page) => page.id !== "not-found")
      .map(renderPage);
  } catch {
    return undefined;
  }
}

if (!isMainThread && workerData?.siteRenderJob) {
  parentPort?.postMessage(runJob(workerData.siteRenderJob as RenderJob));
}
