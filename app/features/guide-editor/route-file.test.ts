import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readContentFile } from "../../../shared/geo/read/read-file";
import { RouteFileError, readRouteFile } from "./route-file";

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/gpx/${name}`, import.meta.url));
const pick = (name: string, bytes: Uint8Array = fixture(name)) => new File([new Uint8Array(bytes)], name);

describe("reading a guide's route from a file", () => {
  it("takes the first GPX track as the line, elevation kept, and its waypoints with their names", async () => {
    const route = await readRouteFile(pick("ridge-loops.gpx"));
    expect(route.line.length).toBeGreaterThan(100);
    expect(route.line[0]).toHaveLength(3);
    expect(route.waypoints).toHaveLength(12);
    expect(route.waypoints[0]!.name).not.toBe("");
  });

  it("joins the lines of a KML multi-geometry in order", async () => {
    const content = readContentFile(fixture("multigeometry.kml"));
    const route = await readRouteFile(pick("multigeometry.kml"));
    expect(route.line).toEqual(content.tracks[0]!.segments.flat());
    expect(route.line.length).toBeGreaterThanOrEqual(4);
  });

  it("says so when a file has no line", async () => {
    await expect(readRouteFile(pick("empty-trk.gpx"))).rejects.toThrow(
      "This file could not be read: no tracks, routes or waypoints with coordinates found.",
    );
    const onlyAWaypoint = new TextEncoder().encode('<gpx version="1.1"><wpt lat="39.5" lon="-106"><name>Camp</name></wpt></gpx>');
    await expect(readRouteFile(pick("camp.gpx", onlyAWaypoint))).rejects.toThrow(
      new RouteFileError("This file has no track or line with at least two points."),
    );
  });

  it("says where a broken file breaks, as My Content's import does", async () => {
    const broken = new TextEncoder().encode('<gpx version="1.1">\n<trk><trkseg>\n</gpx>');
    await expect(readRouteFile(pick("broken.gpx", broken))).rejects.toThrow(/^This file could not be read: line 3/);
  });

  it("refuses what is neither GPX, KML nor GeoJSON", async () => {
    await expect(readRouteFile(pick("notes.gpx", new TextEncoder().encode("not a track")))).rejects.toThrow(
      "This file could not be read: not a GPX, KML or GeoJSON file.",
    );
  });
});
