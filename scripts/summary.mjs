// Prints one closing line, "Total: N passed, N failed", from Vitest and Playwright JSON reports; a
// browser test that passed only on its retry is counted as passed and named as flaky.
import { existsSync, readFileSync } from "node:fs";

export function countResults(files) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let flaky = 0;
  for (const file of files) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    if (report.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      skipped += report.stats.skipped;
      flaky += report.stats.flaky;
    } else {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + report.numTodoTests;
    }
  }
  return { passed, failed, skipped, flaky };
}

export function summaryLine({ passed, failed, skipped, flaky }) {
  const notes = [skipped && `${skipped} skipped`, flaky && `${flaky} flaky (passed on retry)`].filter(Boolean);
  return `Total: ${passed} passed, ${failed} failed${notes.map((note) => `, ${note}`).join("")}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(summaryLine(countResults(process.argv.slice(2))));
}
