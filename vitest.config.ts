import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine, whose main
    // process mostly waits. The test files do the work, so every core runs one.
    maxWorkers: "100%",
    projects: [
      {
        test: {
          name: "unit",
          include: ["shared/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.unit.test.ts", "scripts/**/*.unit.test.ts"],
          environment: "node",
          // As for the API tests: a worker keeps modules loaded between files (the two files that stub
          // globals put them back after each test). 29 s to 12 s on its own.
          isolate: false,
        },
      },
      {
        test: {
          name: "api",
          include: ["server/**/*.test.ts"],
          exclude: ["server/**/*.unit.test.ts"],
          globalSetup: ["tests/setup/golden-database.ts"],
          // The API test files share no module state, so a worker keeps the server's modules loaded
          // between files instead of importing them again for each.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
