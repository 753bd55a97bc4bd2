import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: "test-results/e2e",
  // Each worker starts its own server on its own copy of the seeded database (tests/e2e/fixtures.ts).
  fullyParallel: false,
  workers: 2,
  // One retry, counted: a test that passes only on it is listed as flaky by the reporter and in the
  // run's closing line (ADR 0084), and is a bug to fix, not a pass to forget.
  retries: 1,
  reporter: [["list"]],
  // Upper bounds, not waits: CI machines of this kind have run the suite up to four times slower than
  // usual (35 minutes instead of 9), and a journey that takes 20 s there must still pass.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    screenshot: "only-on-failure",
    // Recording a trace for every test costs an eighth of the run; a failure keeps its screenshot, and
    // `npx playwright test --trace on <spec>` records one when a failure needs more.
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--enable-unsafe-swiftshader",
      ],
    },
  },
});
