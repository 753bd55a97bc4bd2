// The tests use a few Debian programs: Chromium for the browser tests, xmllint for XML schema
// checks, ogrinfo to decode vector tiles independently and gpsbabel for GPX round trips and pdftoppm to look at printed pages. Install what is missing (as root), or stop with the command that does; never skip.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const REQUIRED = [
  { program: process.env.CHROME_PATH ?? "/usr/bin/chromium", debianPackage: "chromium" },
  { program: "/usr/bin/xmllint", debianPackage: "libxml2-utils" },
  { program: "/usr/bin/ogrinfo", debianPackage: "gdal-bin" },
  { program: "/usr/bin/gpsbabel", debianPackage: "gpsbabel" },
  { program: "/usr/bin/pdftoppm", debianPackage: "poppler-utils" },
];

const missing = REQUIRED.filter(({ program }) => !existsSync(program)).map(({ debianPackage }) => debianPackage);
if (missing.length > 0) {
  const install = `apt-get update && apt-get install -y ${missing.join(" ")}`;
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages: ${missing.join(", ")}. Install them with:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
  console.log(`Installing missing Debian packages: ${install}`);
  execSync(install, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}
