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
    // Each file has its own database and ports, and its processes mostly wait on one another: three
    // files at a time keep the two cores busy (94 s one by one, 54 s three at a time).
    fileParallelism: true,
    maxWorkers: 3,
  },
});
