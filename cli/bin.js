#!/usr/bin/env node
// The `site` command: runs the CLI from its pre-built bundle (see bundle.js).
import { loadCli, toolRoot } from "./bundle.js";

// DEBUG=site prints internal errors with their stack: then it names cli/ and templates/ lines, not bundle chunks.
if ((process.env.DEBUG ?? "").split(/[\s,]+/).some((name) => name === "site" || name === "*")) {
  process.setSourceMapsEnabled(true);
}

const { main } = await loadCli();
await main(process.argv, toolRoot);
