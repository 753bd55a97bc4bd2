// `npm test`: the whole suite, failing fast: lint, format, typecheck, migrations, unit and API tests, build,
// browser tests; it closes with one summary line counting every test that ran. Steps in one stage run
// side by side (each lane in order, its output printed when it ends); a stage starts when the one
// before it has passed.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { countResults, summaryLine } from "./summary.mjs";

const VITEST_REPORT = "test-results/vitest.json";
const PLAYWRIGHT_REPORT = "test-results/playwright.json";
const GOLDEN_COPY_DIR = "build/golden";

const step = (name, command, args) => ({ name, command, args });

/** Each stage is a list of lanes; each lane a list of steps run one after another. */
const stages = [
  [
    [
      step("system packages", "node", ["scripts/ensure-system-packages.mjs"]),
      // The route types lint and typecheck both read, written once before they start side by side.
      step("route types", "npx", ["react-router", "typegen"]),
    ],
  ],
  [
    // ESLint is one process on one core; the other lane keeps the second core busy.
    [step("lint", "npx", ["eslint", ".", "--max-warnings=0"])],
    [
      step("format", "npx", ["prettier", "--check", "."]),
      step("typecheck", "npx", ["tsc"]),
      // The migrations' snapshots agree with each other (no two migrations made from the same parent).
      step("migrations", "npx", ["drizzle-kit", "check"]),
      step("build", "npm", ["run", "build"]),
      // The seeded database and its photos, built once for this run: the API and browser tests start from it.
      step("golden copy", "npx", ["tsx", "tests/setup/golden-copy.ts", GOLDEN_COPY_DIR]),
    ],
  ],
  [
    [
      step("unit and API tests", "npx", [
        "vitest",
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${VITEST_REPORT}`,
      ]),
    ],
  ],
  [[step("end-to-end tests", "npx", ["playwright", "test", "--reporter=list,json"])]],
];

rmSync(VITEST_REPORT, { force: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });
mkdirSync("test-results", { recursive: true });

/** Runs a step; alone in its stage it prints as it goes, beside others it prints when it ends. */
function run({ name, command, args }, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT,
        GOLDEN_COPY_DIR,
        FORCE_COLOR: process.stdout.isTTY ? "1" : "0",
      },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    if (alone) console.log(`\n=== ${name} ===`);
    child.on("close", (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (!alone) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(output).toString()}`);
      console.log(`--- ${name}: ${status === 0 ? "passed" : "failed"} in ${seconds} s`);
      resolve(status === 0 ? null : name);
    });
  });
}

async function runLane(lane, alone) {
  for (const laneStep of lane) {
    const failed = await run(laneStep, alone);
    if (failed) return failed;
  }
  return null;
}

let failedStep = null;
for (const stage of stages) {
  const failures = (await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1)))).filter(Boolean);
  if (failures.length > 0) {
    failedStep = failures.join(", ");
    break;
  }
}

const counts = countResults([VITEST_REPORT, PLAYWRIGHT_REPORT]);
if (failedStep) console.error(`\n${failedStep} failed.`);
console.log(summaryLine(failedStep && counts.failed === 0 ? { ...counts, failed: 1 } : counts));
process.exit(failedStep ? 1 : 0);
