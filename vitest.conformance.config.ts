// The conformance step, `npm run test:conformance` (scripts/conformance.mjs): the checks that need the
// outside corpus in ../shared/data. Every third-party GPX/KML sample imports, the USFS ranger districts
// import, and every test file that validates our GPX exports and sitemaps (through
// tests/setup/xml-checks.ts) runs again against the official schemas instead of our own small ones.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const xsdCheckedFiles = readdirSync("server", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => path.join("server", file))
  .filter((file) => readFileSync(file, "utf8").includes("tests/setup/xml-checks"))
  .sort();

export default defineConfig({
  test: {
    name: "conformance",
    include: ["tests/conformance/**/*.test.ts", ...xsdCheckedFiles],
    environment: "node",
    // As the API tests (vitest.config.ts): a worker per core, sharing loaded modules between files.
    maxWorkers: "100%",
    isolate: false,
    globalSetup: ["tests/setup/golden-database.ts"],
    env: { CONFORMANCE_XSD_DIR: path.resolve("../shared/data/xsd") },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
