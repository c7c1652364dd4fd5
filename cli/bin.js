#!/usr/bin/env node
// The `site` command: runs the CLI from its pre-built bundle (see bundle.js).
import { loadCli, SourceUnreadable, toolRoot } from "./bundle.js";

// DEBUG=site prints internal errors with their stack: then it names cli/ and templates/ lines, not bundle chunks.
if ((process.env.DEBUG ?? "").split(/[\s,]+/).some((name) => name === "site" || name === "*")) {
  process.setSourceMapsEnabled(true);
}

/** @type {Awaited<ReturnType<typeof loadCli>> | undefined} */
let cli;
try {
  cli = await loadCli();
} catch (failure) {
  // A mistake in cli/ or templates/ that esbuild found: one line naming the place, like any other mistake.
  if (!(failure instanceof SourceUnreadable)) throw failure;
  console.error(failure.message);
  process.exitCode = 1;
}
await cli?.main(process.argv, toolRoot);
