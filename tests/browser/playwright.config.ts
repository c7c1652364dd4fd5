import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/** Debian's Chromium (or SITE_CHROMIUM); Playwright's own browser where neither exists. */
const executablePath = [process.env.SITE_CHROMIUM, "/usr/bin/chromium"].find((path) => path && existsSync(path));

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: "../../test-results",
  globalSetup: "./global-setup.ts",
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? "line" : "list",
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
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
