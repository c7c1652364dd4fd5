import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  // As in tsconfig.json: templates render through templates/jsx-runtime.ts.
  resolve: {
    alias: { "site-jsx/jsx-runtime": fileURLToPath(new URL("../templates/jsx-runtime.ts", import.meta.url)) },
  },
  // The production runtime, as the build uses: the development one would bypass it.
  oxc: { jsx: { development: false } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    // The tool's messages in English, whatever the machine's locale (tests that want German say so),
    // and "now" a fixed day before the shipped buffets (tests/unit/helpers.ts), never today's date.
    env: { SITE_LANG: "en", SITE_NOW: "2026-11-18T12:00:00+01:00" },
    // A test file per core (Vitest's default leaves one idle): the tests mostly wait for the processes
    // and servers they start. On two cores the unit tests take 4¾ minutes instead of 6.
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
