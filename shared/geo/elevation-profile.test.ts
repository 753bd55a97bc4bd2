import { describe, expect, it } from "vitest";
import { elevationProfile, elevationRange } from "./elevation-profile";
import type { Position } from "./geometry";
import { trackLengthMetres } from "./track-stats";

/** Points 0.001° of longitude apart on the equator: about 111 m each. */
const eastward = (elevations: (number | null)[], startLongitude = 0): Position[] =>
  elevations.map((elevation, index) =>
    elevation === null ? [startLongitude + index * 0.001, 0] : [startLongitude + index * 0.001, 0, elevation],
  );

describe(elevationProfile.name, () => {
  it("keeps every point of a line shorter than the sample count, with its distance from the start", () => {
    const profile = elevationProfile([eastward([1000, 1010, 1030])]);
    expect(profile).toHaveLength(3);
    expect(profile!.map(([, elevation]) => elevation)).toEqual([1000, 1010, 1030]);
    expect(profile![0]![0]).toBe(0);
    expect(profile![2]![0]).toBeCloseTo(222, 0);
  });

  it("averages a long line into at most the sample count, ending at its length", () => {
    const elevations = Array.from({ length: 5_000 }, (_, index) => 1000 + index / 10);
    const line = eastward(elevations);
    const profile = elevationProfile([line], 100)!;
    expect(profile.length).toBe(100);
    expect(profile[0]![1]).toBeCloseTo(1002.5, 0);
    expect(profile[99]![1]).toBeCloseTo(1497.5, 0);
    expect(profile[99]![0]).toBeGreaterThan(trackLengthMetres([line]) * 0.98);
    const distances = profile.map(([distance]) => distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("skips points without an elevation but still counts the distance they cover", () => {
    const profile = elevationProfile([eastward([1000, null, null, 1100])])!;
    expect(profile.map(([, elevation]) => elevation)).toEqual([1000, 1100]);
    expect(profile[1]![0]).toBeCloseTo(334, 0);
  });

  it("does not travel the gap between segments", () => {
    const profile = elevationProfile([eastward([1000, 1000]), eastward([1200, 1200], 5)])!;
    expect(profile.at(-1)![0]).toBeCloseTo(222, 0);
  });

  it("is null for a line with no elevation at all", () => {
    expect(elevationProfile([eastward([null, null, null])])).toBeNull();
  });
});

describe(elevationRange.name, () => {
  it("finds the lowest and highest sample", () => {
    expect(
      elevationRange([
        [0, 1200],
        [10, 980.5],
        [20, 1450],
      ]),
    ).toEqual({ lowest: 980.5, highest: 1450 });
  });
});
