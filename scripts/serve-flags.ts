// The Node flags `npm run serve` starts a production process with (ADR 0025), and those the importers
// run with (ADR 0076), read from the scripts themselves so that the benchmarks and the process tests
// run them exactly as an operator does.
import packageJson from "../package.json" with { type: "json" };

const flagsOf = (script: string): readonly string[] => script.split(/\s+/).filter((word) => word.startsWith("--"));

export const SERVE_NODE_FLAGS = flagsOf(packageJson.scripts.serve);
/**
 * A heap limit keeps an import's memory near what it uses (about 280 MB with a national file):
 * without one, V8 lets garbage pile up to well past that before collecting it.
 */
export const IMPORT_NODE_FLAGS = flagsOf(packageJson.scripts["import:roads"]);
