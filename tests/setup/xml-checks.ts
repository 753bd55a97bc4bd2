// Checks of the XML files we write, by independent programs the test script installs (xmllint,
// gpsbabel). Schemas are read from ../shared/data, where CI keeps them.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";

const SCHEMAS = path.resolve("../shared/data/xsd");

function writeTemporary(text: string, name: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "xml-check-")), name);
  writeFileSync(file, text);
  return file;
}

/** xmllint exits non-zero, with the reason on stderr, when the document does not validate. */
export function expectValidAgainstSchema(
  xml: string,
  schema: "gpx-1.1.xsd" | "sitemap.xsd" | "siteindex.xsd",
  name = "document.xml",
): void {
  const file = writeTemporary(xml, name);
  expect(() =>
    execFileSync("xmllint", ["--noout", "--schema", path.join(SCHEMAS, schema), file], { stdio: "pipe" }),
  ).not.toThrow();
}

/**
 * The document after gpsbabel has read it and written it back, as GPX unless told: formats are
 * gpsbabel's (gpx, kml, geojson), an output format may carry options ("kml,points=0").
 */
export function throughGpsbabel(text: string, inFormat = "gpx", outFormat = inFormat): string {
  const input = writeTemporary(text, `in.${inFormat}`);
  const output = path.join(path.dirname(input), `out.${outFormat.split(",")[0]}`);
  execFileSync("/usr/bin/gpsbabel", ["-i", inFormat, "-f", input, "-o", outFormat, "-F", output], { stdio: "pipe" });
  return readFileSync(output, "utf8");
}
