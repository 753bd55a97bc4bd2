import { readFileSync } from "node:fs";
import { gpx, kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import type { Feature } from "geojson";
import { describe, expect, it } from "vitest";
import { RouteFileError, routeFromFeatures } from "./route-file";

const sample = (name: string) =>
  new DOMParser().parseFromString(
    readFileSync(new URL(`../../../tests/fixtures/gpx/${name}`, import.meta.url), "utf8"),
    "text/xml",
  );

describe("routeFromFeatures", () => {
  it("takes the first GPX track as the line, elevation kept, and its waypoints with their names", () => {
    const route = routeFromFeatures(gpx(sample("ridge-loops.gpx")).features);
    expect(route.line.length).toBeGreaterThan(100);
    expect(route.line[0]).toHaveLength(3);
    expect(route.waypoints).toHaveLength(12);
    expect(route.waypoints[0]!.name).not.toBe("");
  });

  it("joins the lines of a KML multi-geometry in order", () => {
    const route = routeFromFeatures(kml(sample("multigeometry.kml")).features as Feature[]);
    expect(route.line.length).toBeGreaterThanOrEqual(4);
    expect(route.waypoints).toEqual([]);
  });

  it("says so when a file has no line", () => {
    expect(() => routeFromFeatures(gpx(sample("empty-trk.gpx")).features)).toThrow(RouteFileError);
  });
});
