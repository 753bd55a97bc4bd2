import { describe, expect, it } from "vitest";
import { measures, measuresForLanguage, type UnitSystem } from "./units";

describe("a distance", () => {
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
    expect(measures(units).distance(miles, decimals)).toBe(expected);
  });

  it("takes the decimals from the length shown, so 6 miles is a short 9.7 km", () => {
    const hundredthsUnderTen = (shown: number) => (shown < 10 ? 2 : 1);
    expect(measures("imperial").distance(6, hundredthsUnderTen)).toBe("6 mi");
    expect(measures("metric").distance(6, hundredthsUnderTen)).toBe("9.66 km");
    expect(measures("metric").distance(8, hundredthsUnderTen)).toBe("12.9 km");
  });
});

describe("a preview trail's distance", () => {
  it.each<[number, UnitSystem, string]>([
    [3.4, "imperial", "3.40 mi"],
    [12.345, "imperial", "12.35 mi"],
    [0, "imperial", "0.00 mi"],
    [1.005, "imperial", "1.01 mi"],
    [3.4, "metric", "5.47 km"],
    [0, "metric", "0.00 km"],
    [10, "metric", "16.09 km"],
  ])("%d mi in %s → %j", (miles, units, expected) => {
    expect(measures(units).previewDistance(miles)).toBe(expected);
  });
});

describe("an elevation", () => {
  it.each<[number, UnitSystem, string]>([
    [1230, "imperial", "4,035 ft"],
    [0, "imperial", "0 ft"],
    [100, "imperial", "328 ft"],
    [1230, "metric", "1,230 m"],
    [1229.5, "metric", "1,230 m"],
    [87.4, "metric", "87 m"],
  ])("%d m in %s → %j", (metres, units, expected) => {
    expect(measures(units).elevation(metres)).toBe(expected);
  });
});

describe("figures in the page's language", () => {
  it("writes French (Canada) with a decimal comma and narrow-space groups, Spanish (Mexico) as in English", () => {
    expect(measures("metric", "fr").distance(12.35, 2)).toBe("19,88 km");
    expect(measures("imperial", "fr").elevation(1230)).toBe("4\u00a0035 ft");
    expect(measures("metric", "fr").previewDistance(3.4)).toBe("5,47 km");
    expect(measures("metric", "es").distance(1234)).toBe("1,986 km");
    expect(measures("metric", "es").distance(4.23)).toBe("6.8 km");
  });

  it("measures in miles for English and kilometres for French and Spanish when the reader is not known", () => {
    expect(measuresForLanguage("en").distance(120)).toBe("120 mi");
    expect(measuresForLanguage("fr").distance(120)).toBe("193 km");
    expect(measuresForLanguage("es").units).toBe("metric");
  });
});
