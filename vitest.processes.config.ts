// The multi-process suite: real server processes from the build on one PostgreSQL (DATABASE_URL).
// Run after `npm run build`, as CI does: `npm run test:processes`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "processes",
    include: ["tests/processes/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
