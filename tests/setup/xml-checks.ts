// Checks of the XML files we write, by independent programs the test script installs (xmllint,
// gpsbabel). The default suite validates against the small schemas of tests/fixtures/xsd, written for
// this project; `npm run test:conformance` sets CONFORMANCE_XSD_DIR to the official schemas
// (../shared/data/xsd) and runs the same checks against them.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

const SCHEMAS = process.env.CONFORMANCE_XSD_DIR ?? fileURLToPath(new URL("../fixtures/xsd/", import.meta.url));

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
 * A sitemap whose pages name their other-language addresses (ADR 0064). sitemap.xsd admits elements
 * of other namespaces only where a schema declares them ("strict"), so it is read together with the
 * declaration of `<xhtml:link rel="alternate" hreflang href>` that search engines document.
 */
export function expectValidSitemapWithAlternates(xml: string, name = "sitemap.xml"): void {
  const schema = writeTemporary(
    `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.w3.org/1999/xhtml" elementFormDefault="qualified">
  <xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="${path.join(SCHEMAS, "sitemap.xsd")}"/>
  <xsd:element name="link">
    <xsd:complexType>
      <xsd:attribute name="rel" use="required">
        <xsd:simpleType><xsd:restriction base="xsd:string"><xsd:enumeration value="alternate"/></xsd:restriction></xsd:simpleType>
      </xsd:attribute>
      <xsd:attribute name="hreflang" type="xsd:language" use="required"/>
      <xsd:attribute name="href" type="xsd:anyURI" use="required"/>
    </xsd:complexType>
  </xsd:element>
</xsd:schema>
`,
    "sitemap-alternates.xsd",
  );
  const file = writeTemporary(xml, name);
  expect(() => execFileSync("xmllint", ["--noout", "--schema", schema, file], { stdio: "pipe" })).not.toThrow();
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
