// End-to-end tests drive Debian's Chromium; install it when missing, never skip.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const INSTALL = "apt-get update && apt-get install -y chromium";

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  console.log(`Chromium is missing; installing it: ${INSTALL}`);
  execSync(INSTALL, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}
