#!/usr/bin/env node
// The `site` command: runs the CLI from its pre-built bundle (see bundle.js).
import { loadCli } from "./bundle.js";

const { main } = await loadCli();
await main(process.argv);
