// `npm run test:conformance`: the checks against the outside corpus in ../shared/data (third-party
// GPX/KML samples, the official GPX and sitemap schemas, the USFS ranger districts), run by
// vitest.conformance.config.ts. Without the corpus it checks nothing, says so, and exits 0.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const corpus = path.resolve(root, "../shared/data");

if (!existsSync(corpus)) {
  console.log("Conformance corpus not found at ../shared/data: conformance checks skipped");
  process.exit(0);
}

const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.conformance.config.ts", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
