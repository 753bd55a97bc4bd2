import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["shared/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.unit.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["server/**/*.test.ts"],
          exclude: ["server/**/*.unit.test.ts"],
          globalSetup: ["tests/setup/golden-database.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
