import { describe, expect, it } from "vitest";
import { boundsOf, densified, distanceMetres, lineLengthMetres, paddedBounds } from "./geometry";

describe(boundsOf.name, () => {
  it("takes the south-west and north-east corners", () => {
    expect(
      boundsOf([
        [-109.5, 38.6],
        [-109.4, 38.5, 1500],
        [-109.6, 38.7],
      ]),
    ).toEqual([
      [-109.6, 38.5],
      [-109.4, 38.7],
    ]);
  });
});

describe(distanceMetres.name, () => {
  it("measures one degree of latitude as about 111 km", () => {
    expect(distanceMetres([-109.5, 38], [-109.5, 39])).toBeCloseTo(111_195, -2);
  });
});

describe(lineLengthMetres.name, () => {
  it("adds the legs of a line", () => {
    const line: [number, number][] = [
      [0, 0],
      [0, 1],
      [0, 2],
    ];
    expect(lineLengthMetres(line)).toBeCloseTo(2 * 111_195, -2);
  });
});

describe(densified.name, () => {
  it("adds evenly spaced points along each segment so no gap is wider than asked, keeping every point it had", () => {
    // About 1,112 m north, then 556 m east (at the equator).
    const line: [number, number][] = [
      [0, 0],
      [0, 0.01],
      [0.005, 0.01],
    ];
    const dense = densified(line, 300);
    expect(dense).toHaveLength(1 + 4 + 2);
    expect(dense[0]).toEqual([0, 0]);
    expect(dense[2]).toEqual([0, 0.005]);
    expect(dense[4]).toEqual([0, 0.01]);
    expect(dense.at(-1)).toEqual([0.005, 0.01]);
    for (let index = 1; index < dense.length; index += 1) {
      expect(distanceMetres(dense[index - 1]!, dense[index]!)).toBeLessThanOrEqual(300);
    }
    expect(lineLengthMetres(dense)).toBeCloseTo(lineLengthMetres(line), 6);
  });

  it("leaves a line of one point, and points closer than the gap, as they are", () => {
    expect(densified([[1, 2]], 100)).toEqual([[1, 2]]);
    expect(
      densified(
        [
          [1, 2],
          [1.0001, 2],
        ],
        100,
      ),
    ).toEqual([
      [1, 2],
      [1.0001, 2],
    ]);
  });
});

describe(paddedBounds.name, () => {
  it("grows the bounds by the margin on every side", () => {
    expect(
      paddedBounds(
        [
          [-109.6, 38.5],
          [-109.4, 38.7],
        ],
        0.5,
      ),
    ).toEqual([
      [-110.1, 38],
      [-108.9, 39.2],
    ]);
  });
});
