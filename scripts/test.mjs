// `npm test`: the whole suite, failing fast: lint, format, typecheck, migrations, unit and API tests, build,
// browser tests; it closes with one summary line counting every test that ran.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { countResults, summaryLine } from "./summary.mjs";

const VITEST_REPORT = "test-results/vitest.json";
const PLAYWRIGHT_REPORT = "test-results/playwright.json";

const steps = [
  ["system packages", "node", ["scripts/ensure-system-packages.mjs"]],
  ["lint", "npm", ["run", "lint"]],
  ["format", "npx", ["prettier", "--check", "."]],
  ["typecheck", "npm", ["run", "typecheck"]],
  // The migrations' snapshots agree with each other (no two migrations made from the same parent).
  ["migrations", "npx", ["drizzle-kit", "check"]],
  ["unit and API tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_REPORT}`]],
  ["build", "npm", ["run", "build"]],
  ["end-to-end tests", "npx", ["playwright", "test", "--reporter=list,json"]],
];

rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });
mkdirSync("test-results", { recursive: true });

let failedStep = null;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT },
  });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const counts = countResults([VITEST_REPORT, PLAYWRIGHT_REPORT]);
if (failedStep) console.error(`\n${failedStep} failed.`);
console.log(summaryLine(failedStep && counts.failed === 0 ? { ...counts, failed: 1 } : counts));
process.exit(failedStep ? 1 : 0);
