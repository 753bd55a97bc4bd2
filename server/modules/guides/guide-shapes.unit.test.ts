import { describe, expect, it } from "vitest";
import { teaserOf } from "./guide-shapes";
import { buildGpx } from "./gpx";

describe("teaserOf", () => {
  it("keeps the first two sentences as plain text", () => {
    expect(teaserOf("<p>Climb the <b>rim</b>. See the valley!</p><p>Then drop down. Camp.</p>")).toBe(
      "Climb the rim. See the valley!",
    );
  });

  it("keeps a decimal inside its sentence, so the length stays as written", () => {
    expect(teaserOf("<p>A 14.7-mile loop over slickrock. Bring 2.5 gallons of water. Air down first.</p>")).toBe(
      "A 14.7-mile loop over slickrock. Bring 2.5 gallons of water.",
    );
  });

  it("starts with the guide's first sentence, not a section heading", () => {
    expect(teaserOf("<h2>Overview</h2><p>A shelf road above the river. It is narrow.</p><h3>Camping</h3><p>Sites.</p>")).toBe(
      "A shelf road above the river. It is narrow.",
    );
  });

  it("drops markup and scripts, and cuts a long run-on sentence", () => {
    expect(teaserOf("<script>alert(1)</script><p>No full stop here</p>")).toBe("No full stop here");
    const teaser = teaserOf(`<p>${"word ".repeat(200)}</p>`);
    expect(teaser.length).toBe(280);
    expect(teaser.endsWith("…")).toBe(true);
  });
});

describe("buildGpx", () => {
  it("writes the line as one track and escapes names", () => {
    const xml = buildGpx(
      {
        title: 'Fins "N" Things',
        geojson: {
          type: "LineString",
          coordinates: [
            [-109.5, 38.5],
            [-109.49, 38.51, 1400],
          ],
        },
      },
      [{ name: "Gate <1>", waypointType: "gate", latitude: 38.5, longitude: -109.5 }],
    );
    expect(xml).toContain('<gpx version="1.1" creator="Trailguide" xmlns="http://www.topografix.com/GPX/1/1">');
    expect(xml).toContain("<name>Fins &quot;N&quot; Things</name>");
    expect(xml).toContain('<wpt lat="38.5" lon="-109.5"><name>Gate &lt;1&gt;</name><type>gate</type></wpt>');
    expect(xml).toContain('<trkpt lat="38.5" lon="-109.5"/>');
    expect(xml).toContain('<trkpt lat="38.51" lon="-109.49"><ele>1400</ele></trkpt>');
  });
});
