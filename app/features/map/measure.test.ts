import { describe, expect, it } from "vitest";
import { formatMeasuredDistance, measureGeoJson } from "./measure";

describe(formatMeasuredDistance.name, () => {
  it("reads nothing as 0 ft", () => {
    expect(formatMeasuredDistance([])).toBe("0 ft");
    expect(formatMeasuredDistance([[-111, 39]])).toBe("0 ft");
  });

  it("gives feet for short distances and miles for longer ones", () => {
    // 0.001 degree of latitude is about 111 m.
    expect(
      formatMeasuredDistance([
        [-111, 39],
        [-111, 39.001],
      ]),
    ).toBe("365 ft");
    // One degree of latitude is about 69.1 miles; the legs add up.
    expect(
      formatMeasuredDistance([
        [-111, 39],
        [-111, 39.5],
        [-111, 40],
      ]),
    ).toBe("69.09 mi");
  });
});

describe(measureGeoJson.name, () => {
  it("draws the points, and the line once there are two", () => {
    expect(measureGeoJson([[-111, 39]]).features.map((feature) => feature.geometry.type)).toEqual(["Point"]);
    expect(
      measureGeoJson([
        [-111, 39],
        [-110, 39],
      ]).features.map((feature) => feature.geometry.type),
    ).toEqual(["LineString", "Point", "Point"]);
  });
});
