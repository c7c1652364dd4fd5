import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "../../test-results",
  globalSetup: "./global-setup.ts",
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? "line" : "list",
  // The tests wait for what the page does, never for a time; these limits only end a test that waits
  // for something that never comes. Well above Playwright's defaults: on a machine busy with other
  // work (four workers on two cores, or the suite on one core beside other jobs) photos and pages
  // took longer than five, once ten, seconds to arrive.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumArgs,
    },
    // Recording a trace costs every test about a fifth of its time; after a failure,
    // run that spec again with --trace on.
    trace: "off",
  },
  // Tests tagged @phone or @desktop run at that width only; the rest at both.
  projects: [
    {
      name: "phone",
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
