import { describe, expect, it } from "vitest";
import { formatUnreadCount, metresToFeet, metresToMiles, roundTo, toPercent } from "./formatters";

describe(roundTo.name, () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [0.125, 2, 0.13],
    [12.3456, 1, 12.3],
    [0, 2, 0],
  ])("roundTo(%d, %d) = %d", (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});

describe(formatUnreadCount.name, () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [9, "9"],
    [10, "9+"],
    [120, "9+"],
  ])("%d → %j", (count, expected) => {
    expect(formatUnreadCount(count)).toBe(expected);
  });
});

describe(toPercent.name, () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.5, 50],
    [0.12345, 12.35],
    [0.1234, 12.34],
    [0.01005, 1.01],
    [1 / 3, 33.33],
  ])("%d → %d", (ratio, expected) => {
    expect(toPercent(ratio)).toBe(expected);
  });
});

describe(metresToMiles.name, () => {
  it.each([
    [1609.344, undefined, 1],
    [0, undefined, 0],
    [2414.016, undefined, 2],
    [2414.016, 1, 1.5],
    [10_000, 2, 6.21],
    [800, undefined, 0],
  ])("%d m (precision %s) → %d mi", (metres, precision, expected) => {
    expect(metresToMiles(metres, precision)).toBe(expected);
  });
});

describe(metresToFeet.name, () => {
  it.each([
    [1, undefined, 3],
    [1, 2, 3.28],
    [100, undefined, 328],
    [1000, 1, 3280.8],
  ])("%d m (precision %s) → %d ft", (metres, precision, expected) => {
    expect(metresToFeet(metres, precision)).toBe(expected);
  });
});
