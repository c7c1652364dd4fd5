#!/usr/bin/env node
// The `site` command. Runs the CLI from one pre-bundled file so start-up does
// not pay for transpiling TypeScript or resolving hundreds of modules.
import { ensureBundle } from "./bundle.js";

const entry = await ensureBundle();
const { main } = await import(entry);
await main(process.argv);
