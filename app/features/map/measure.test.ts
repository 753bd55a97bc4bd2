import { describe, expect, it } from "vitest";
import { formatMeasuredDistance, measureGeoJson } from "./measure";

describe(formatMeasuredDistance.name, () => {
  it("reads nothing as 0 ft", () => {
    expect(formatMeasuredDistance([], "imperial")).toBe("0 ft");
    expect(formatMeasuredDistance([[-111, 39]], "imperial")).toBe("0 ft");
    expect(formatMeasuredDistance([], "metric")).toBe("0 m");
  });

  it("gives feet for short distances and miles for longer ones", () => {
    // 0.001 degree of latitude is about 111 m.
    expect(
      formatMeasuredDistance(
        [
          [-111, 39],
          [-111, 39.001],
        ],
        "imperial",
      ),
    ).toBe("365 ft");
    // One degree of latitude is about 69.1 miles; the legs add up.
    expect(
      formatMeasuredDistance(
        [
          [-111, 39],
          [-111, 39.5],
          [-111, 40],
        ],
        "imperial",
      ),
    ).toBe("69.09 mi");
  });

  it("gives metres for short distances and kilometres for longer ones to a metric reader", () => {
    const short: [number, number][] = [
      [-111, 39],
      [-111, 39.0005],
    ];
    expect(formatMeasuredDistance(short, "metric")).toBe("56 m");
    expect(formatMeasuredDistance([...short, [-111, 39.001]], "metric")).toBe("0.11 km");
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

  it("writes the number the page's way: a decimal comma in French", () => {
    const long: [number, number][] = [
      [-111, 39],
      [-111, 39.5],
    ];
    expect(formatMeasuredDistance(long, "metric", "fr")).toMatch(/^55,\d\d km$/);
    expect(formatMeasuredDistance(long, "metric", "en")).toMatch(/^55\.\d\d km$/);
  });
});
