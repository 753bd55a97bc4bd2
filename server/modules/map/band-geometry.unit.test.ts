import { describe, expect, it } from "vitest";
import type { LineString } from "geojson";
import { projectX, projectY } from "../../../shared/map/web-mercator";
import { bandForZoom, bandGeometries, pixelAt } from "./band-geometry";

/** A line of n points about 15 m apart, winding at several scales as a track does. */
function wigglyLine(n: number, longitude = -109.5, latitude = 38.5): LineString {
  const coordinates = Array.from({ length: n }, (_, index) => [
    longitude + index * 0.00015,
    latitude + Math.sin(index / 40) * 0.01 + Math.sin(index / 3) * 0.0003 + (index % 2) * 0.00002,
  ]);
  return { type: "LineString", coordinates };
}

describe("band geometry", () => {
  it("projects to the unit square of web mercator", () => {
    expect(projectX(-180)).toBe(0);
    expect(projectX(0)).toBe(0.5);
    expect(projectY(0)).toBeCloseTo(0.5, 12);
    expect(projectY(85.051129)).toBeCloseTo(0, 6);
  });

  it("reads no band below zoom 6, then 6, 9 and 12", () => {
    expect([0, 5, 6, 8, 9, 11, 12, 16].map(bandForZoom)).toEqual([null, null, 6, 6, 9, 9, 12, 12]);
  });

  it("keeps fewer points in lower bands", () => {
    const bands = bandGeometries(wigglyLine(2000));
    expect(bands.map(({ band }) => band)).toEqual([6, 9, 12]);
    const counts = bands.map(({ geometry }) => (geometry as LineString).coordinates.length);
    expect(counts[0]).toBeLessThan(counts[1]!);
    expect(counts[1]).toBeLessThan(counts[2]!);
    expect(counts[0]).toBeLessThan(200);
  });

  it("drops a line shorter than a pixel at the band's lowest zoom", () => {
    // About 300 m long: under a pixel at zoom 6 (1.2 km), over one at zoom 9 (150 m).
    const bands = bandGeometries(wigglyLine(20));
    expect(bands.map(({ band }) => band)).toEqual([9, 12]);
  });

  it("boxes each band's geometry in the unit square", () => {
    const [first] = bandGeometries(wigglyLine(2000));
    const [minX, minY, maxX, maxY] = first!.box;
    expect(minX).toBeCloseTo(projectX(-109.5), 6);
    expect(maxX - minX).toBeGreaterThan(pixelAt(6));
    expect(maxY).toBeGreaterThanOrEqual(minY);
  });

  it("simplifies polygons and keeps their rings closed", () => {
    const ring = Array.from({ length: 400 }, (_, index) => {
      const angle = (index / 399) * 2 * Math.PI;
      return [-109 + Math.cos(angle) * 0.2, 38 + Math.sin(angle) * 0.2];
    });
    const bands = bandGeometries({ type: "Polygon", coordinates: [ring] });
    expect(bands).toHaveLength(3);
    for (const { geometry } of bands) {
      expect(geometry.type).toBe("Polygon");
      const outer = (geometry as { coordinates: number[][][] }).coordinates[0]!;
      expect(outer[0]).toEqual(outer.at(-1));
    }
  });
});
