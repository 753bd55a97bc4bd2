// The conformance run validates against the official schemas of the corpus, not the small ones of
// tests/fixtures/xsd: every file that uses tests/setup/xml-checks.ts runs here with CONFORMANCE_XSD_DIR
// set (vitest.conformance.config.ts). Our own GPX 1.1 fixtures are valid GPX by the official schema too.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GPX_FIXTURES } from "../fixtures/fixtures";
import { expectValidAgainstSchema } from "../setup/xml-checks";
import { OFFICIAL_XSD } from "./corpus";

describe("the official schemas", () => {
  it("are the ones xml-checks validates against in this run", () => {
    expect(process.env.CONFORMANCE_XSD_DIR).toBe(OFFICIAL_XSD);
    for (const schema of ["gpx-1.1.xsd", "sitemap.xsd", "siteindex.xsd"]) {
      expect(existsSync(path.join(OFFICIAL_XSD, schema)), schema).toBe(true);
    }
  });

  it.each([
    "gpx-1.1-all-fields.gpx",
    "unicode-bom.gpx",
    "tracks-and-segments.gpx",
    "empty-trk.gpx",
    "ridge-loops.gpx",
    "run-gpxtpx.gpx",
    "trek.gpx",
  ])("accept our GPX 1.1 fixture %s", (name) => {
    expectValidAgainstSchema(readFileSync(path.join(GPX_FIXTURES, name), "utf8"), "gpx-1.1.xsd", name);
  });
});
