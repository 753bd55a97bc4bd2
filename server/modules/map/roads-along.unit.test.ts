import { describe, expect, it } from "vitest";
import type { Position } from "../../../shared/geo/geometry";
import { roadsAlong } from "./roads-along";

/** About 11 m per 0.0001° of latitude; at 38.5° N, 0.0001° of longitude is about 8.7 m. */
const northward = (longitude: number, fromLatitude: number, steps: number, step = 0.001): Position[] =>
  Array.from({ length: steps + 1 }, (_, index) => [longitude, fromLatitude + index * step]);

const road = (name: string, coordinates: Position[]) => ({ name, geometry: { type: "LineString" as const, coordinates } });

// A guide line 2.2 km long, due north.
const line = northward(-109.5, 38.5, 20);

describe(roadsAlong.name, () => {
  it("keeps a road the line drives along, traced 15 m to one side", () => {
    const alongside = road("FS 101", northward(-109.5 + 0.00017, 38.505, 8, 0.0015));
    expect(roadsAlong(line, [alongside]).map(({ name }) => name)).toEqual(["FS 101"]);
  });

  it("leaves out a road the line only crosses, and a road out of reach", () => {
    const crossing = road("FS 102", [
      [-109.51, 38.51],
      [-109.49, 38.51],
    ]);
    const parallelFarAway = road("FS 103", northward(-109.49, 38.5, 20));
    expect(roadsAlong(line, [crossing, parallelFarAway])).toEqual([]);
  });

  it("keeps a short spur driven whole, and reads a road in several parts", () => {
    const spur = road("FS 104A", northward(-109.5, 38.5101, 1, 0.0009));
    const inParts = {
      name: "FS 105",
      geometry: { type: "MultiLineString" as const, coordinates: [northward(-109.5001, 38.512, 5), northward(-109.6, 38.6, 1)] },
    };
    expect(roadsAlong(line, [spur, inParts]).map(({ name }) => name)).toEqual(["FS 104A", "FS 105"]);
  });

  it("finds nothing for a line of one point or a road that is not a line", () => {
    expect(roadsAlong([[-109.5, 38.5]], [road("FS 106", line)])).toEqual([]);
    expect(roadsAlong(line, [{ name: "Gate", geometry: { type: "Point" as const, coordinates: [-109.5, 38.505] } }])).toEqual([]);
  });
});
