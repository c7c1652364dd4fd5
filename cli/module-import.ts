/**
 * import() for the files that are ES modules only (chokidar, the project's .htmlvalidate.mjs). The
 * CLI runs as one CommonJS script (cli/bundle.js), where import() turns into require(), which Node 20
 * refuses for an ES module; bin.js hands in its own import() instead.
 */
let importer: (specifier: string) => Promise<unknown> = (specifier) => import(specifier);

export function setModuleImporter(importModule: (specifier: string) => Promise<unknown>): void {
  importer = importModule;
}

export const importModule = <Module>(specifier: string): Promise<Module> => importer(specifier) as Promise<Module>;
