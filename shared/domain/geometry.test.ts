import { describe, expect, it } from "vitest";
import { boundsOf, distanceMetres, lineLengthMetres } from "./geometry";

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
