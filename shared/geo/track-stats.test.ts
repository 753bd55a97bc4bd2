import { describe, expect, it } from "vitest";
import type { Position } from "./geometry";
import { ELEVATION_NOISE_METRES, elevationChange, trackLengthMetres, trackStats } from "./track-stats";

const withElevations = (elevations: number[]): Position[] =>
  elevations.map((elevation, index) => [-109.5 + index * 0.001, 38.5, elevation]);

describe(trackLengthMetres.name, () => {
  it("adds the legs of every segment and leaves out the gap between segments", () => {
    const first: Position[] = [
      [0, 0],
      [0, 1],
    ];
    const second: Position[] = [
      [10, 0],
      [10, 1],
    ];
    expect(trackLengthMetres([first])).toBeCloseTo(111_195, -2);
    expect(trackLengthMetres([first, second])).toBeCloseTo(2 * 111_195, -2);
  });

  it("is zero for a single point", () => {
    expect(trackLengthMetres([[[0, 0]]])).toBe(0);
  });
});

describe(elevationChange.name, () => {
  it("counts a steady climb and descent in full", () => {
    expect(elevationChange([withElevations([1000, 1010, 1020, 1005, 990])])).toEqual({ gain: 20, loss: 30 });
  });

  it(`ignores jitter below ${ELEVATION_NOISE_METRES} m`, () => {
    expect(elevationChange([withElevations([1000, 1001, 999, 1002, 1000, 1001.5, 999.2])])).toEqual({ gain: 0, loss: 0 });
  });

  it("counts a slow climb made of small steps once it passes the threshold", () => {
    // 1 m per point: the threshold is crossed every third point, so all 9 m are counted.
    expect(elevationChange([withElevations([100, 101, 102, 103, 104, 105, 106, 107, 108, 109])])).toEqual({ gain: 9, loss: 0 });
  });

  it("treats each segment on its own, so the jump between segments is not a climb", () => {
    expect(elevationChange([withElevations([100, 110]), withElevations([500, 490])])).toEqual({ gain: 10, loss: 10 });
  });

  it("skips points without an elevation", () => {
    const points: Position[] = [
      [0, 0, 100],
      [0, 0.001],
      [0, 0.002, 120],
    ];
    expect(elevationChange([points])).toEqual({ gain: 20, loss: 0 });
  });

  it("has no figures for a track without elevations", () => {
    expect(
      elevationChange([
        [
          [0, 0],
          [0, 1],
        ],
      ]),
    ).toBeNull();
  });
});

describe(trackStats.name, () => {
  it("gathers length, climb, descent and the point count", () => {
    const stats = trackStats([withElevations([1000, 1020, 1010])]);
    expect(stats.pointCount).toBe(3);
    expect(stats.elevationGainMetres).toBe(20);
    expect(stats.elevationLossMetres).toBe(10);
    expect(stats.lengthMetres).toBeCloseTo(2 * 87.1, 0);
  });

  it("gives null climb and descent without elevations", () => {
    const stats = trackStats([
      [
        [0, 0],
        [1, 0],
      ],
    ]);
    expect(stats.elevationGainMetres).toBeNull();
    expect(stats.elevationLossMetres).toBeNull();
  });
});
