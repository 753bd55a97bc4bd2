// The Node flags `npm run serve` starts a production process with (ADR 0025), read from the script
// itself so that the benchmarks and the process tests run the server exactly as production does.
import packageJson from "../package.json" with { type: "json" };

export const SERVE_NODE_FLAGS: readonly string[] = packageJson.scripts.serve.split(/\s+/).filter((word) => word.startsWith("--"));
