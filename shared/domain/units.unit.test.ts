import { describe, expect, it } from "vitest";
import { formatDistance, formatElevation, formatPreviewDistance, type UnitSystem } from "./units";

describe(formatDistance.name, () => {
  it.each<[number, UnitSystem, number | undefined, string]>([
    // Cards and parks: one decimal under 10, whole above.
    [3.456, "imperial", undefined, "3.5 mi"],
    [12.6, "imperial", undefined, "13 mi"],
    [1234, "imperial", undefined, "1,234 mi"],
    [0, "imperial", undefined, "0 mi"],
    [3.456, "metric", undefined, "5.6 km"],
    [5, "metric", undefined, "8 km"],
    [12.6, "metric", undefined, "20 km"],
    [1234, "metric", undefined, "1,986 km"],
    // Guide facts: as stored, up to two decimals.
    [12.35, "imperial", 2, "12.35 mi"],
    [7, "imperial", 2, "7 mi"],
    [12.35, "metric", 2, "19.88 km"],
    [1, "metric", 2, "1.61 km"],
  ])("%d mi in %s (decimals %s) → %j", (miles, units, decimals, expected) => {
    expect(formatDistance(miles, units, decimals)).toBe(expected);
  });

  it("takes the decimals from the length shown, so 6 miles is a short 9.7 km", () => {
    const hundredthsUnderTen = (shown: number) => (shown < 10 ? 2 : 1);
    expect(formatDistance(6, "imperial", hundredthsUnderTen)).toBe("6 mi");
    expect(formatDistance(6, "metric", hundredthsUnderTen)).toBe("9.66 km");
    expect(formatDistance(8, "metric", hundredthsUnderTen)).toBe("12.9 km");
  });
});

describe(formatPreviewDistance.name, () => {
  it.each<[number, UnitSystem, string]>([
    [3.4, "imperial", "3.40 mi"],
    [12.345, "imperial", "12.35 mi"],
    [0, "imperial", "0.00 mi"],
    [1.005, "imperial", "1.01 mi"],
    [3.4, "metric", "5.47 km"],
    [0, "metric", "0.00 km"],
    [10, "metric", "16.09 km"],
  ])("%d mi in %s → %j", (miles, units, expected) => {
    expect(formatPreviewDistance(miles, units)).toBe(expected);
  });
});

describe(formatElevation.name, () => {
  it.each<[number, UnitSystem, string]>([
    [1230, "imperial", "4,035 ft"],
    [0, "imperial", "0 ft"],
    [100, "imperial", "328 ft"],
    [1230, "metric", "1,230 m"],
    [1229.5, "metric", "1,230 m"],
    [87.4, "metric", "87 m"],
  ])("%d m in %s → %j", (metres, units, expected) => {
    expect(formatElevation(metres, units)).toBe(expected);
  });
});
