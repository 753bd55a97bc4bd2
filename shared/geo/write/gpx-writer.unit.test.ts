import { describe, expect, it } from "vitest";
import { writeGpx } from "./gpx-writer";
import { escapeXml, formatDecimal } from "./xml-text";

describe(formatDecimal.name, () => {
  it("never writes an exponent, which xsd:decimal refuses", () => {
    expect(formatDecimal(1e-7)).toBe("0.0000001");
    expect(formatDecimal(-109.5)).toBe("-109.5");
    expect(formatDecimal(0)).toBe("0");
  });
});

describe(escapeXml.name, () => {
  it("escapes markup and drops characters XML 1.0 forbids", () => {
    expect(escapeXml(`<a href="x">Tom's & co\u0001</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom&apos;s &amp; co&lt;/a&gt;");
  });
});

describe(writeGpx.name, () => {
  it("writes waypoints before tracks and one trkseg per segment", () => {
    const gpx = writeGpx({
      name: "Trip",
      waypoints: [{ latitude: 38.5, longitude: -109.5, name: "Camp", symbol: "camp", type: "Camping" }],
      tracks: [
        {
          name: "Loop",
          segments: [
            [
              [-109.5, 38.5, 1500],
              [-109.4, 38.6],
            ],
            [[-109.3, 38.7]],
          ],
        },
      ],
    });
    expect(gpx).toContain('<wpt lat="38.5" lon="-109.5"><name>Camp</name><sym>camp</sym><type>Camping</type></wpt>');
    expect(gpx.indexOf("<wpt")).toBeLessThan(gpx.indexOf("<trk>"));
    expect(gpx.match(/<trkseg>/g)).toHaveLength(2);
    expect(gpx).toContain('<trkpt lat="38.5" lon="-109.5"><ele>1500</ele></trkpt>');
    expect(gpx).toContain('<trkpt lat="38.6" lon="-109.4"/>');
  });
});
