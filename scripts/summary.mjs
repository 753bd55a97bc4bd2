// Prints one closing line, "Total: N passed, N failed", from Vitest and Playwright JSON reports.
import { existsSync, readFileSync } from "node:fs";

export function countResults(files) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of files) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    if (report.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      skipped += report.stats.skipped;
    } else {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + report.numTodoTests;
    }
  }
  return { passed, failed, skipped };
}

export function summaryLine({ passed, failed, skipped }) {
  return `Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(summaryLine(countResults(process.argv.slice(2))));
}
