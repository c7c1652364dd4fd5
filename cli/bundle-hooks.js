// Node's loader hooks for a bundle that runs from memory (cli/bundle.js, where the cache folder cannot
// be written, or lies where the packages cannot be found from): a URL in the bundle's folder is one of its files.

/** @type {string} */
let base;
/** @type {Record<string, string>} */
let files;

/** @param {string} url */
const served = (url) => url.startsWith(base) && Object.hasOwn(files, url.slice(base.length));

/** @param {{ base: string, files: Record<string, string> }} data */
export function initialize(data) {
  ({ base, files } = data);
}

/** @type {import("node:module").ResolveHook} */
export async function resolve(specifier, context, next) {
  const url = context.parentURL && /^\.\.?\//.test(specifier) ? new URL(specifier, context.parentURL).href : specifier;
  return served(url) ? { url, format: "module", shortCircuit: true } : next(specifier, context);
}

/** @type {import("node:module").LoadHook} */
export async function load(url, context, next) {
  return served(url)
    ? { format: "module", source: files[url.slice(base.length)], shortCircuit: true }
    : next(url, context);
}
