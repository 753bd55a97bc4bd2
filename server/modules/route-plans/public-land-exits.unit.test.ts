import { describe, expect, it } from "vitest";
import type { MapGeometry } from "../../db/schema";
import { publicLandExits } from "./public-land-exits";

const forest: { geometry: MapGeometry } = {
  geometry: {
    type: "Polygon",
    coordinates: [
      [
        [-111, 40],
        [-110, 40],
        [-110, 41],
        [-111, 41],
        [-111, 40],
      ],
    ],
  },
};

describe("where a route leaves public land", () => {
  it("names the first position off the land each time the route leaves it, with the distance to it", () => {
    const line: [number, number][] = [
      [-110.5, 40.5],
      [-109.9, 40.5],
      [-109.8, 40.5],
      [-110.5, 40.6],
      [-111.2, 40.6],
    ];
    const exits = publicLandExits(line, [forest]);
    expect(exits.map(({ position }) => position)).toEqual([
      [-109.9, 40.5],
      [-111.2, 40.6],
    ]);
    expect(exits[0]!.distance_m).toBeGreaterThan(50_000);
    expect(exits[0]!.distance_m).toBeLessThan(51_500);
  });

  it("finds no exit for a route that never leaves, or never enters, or without lands", () => {
    expect(
      publicLandExits(
        [
          [-110.5, 40.5],
          [-110.4, 40.4],
        ],
        [forest],
      ),
    ).toEqual([]);
    expect(
      publicLandExits(
        [
          [-100, 40],
          [-99, 40],
        ],
        [forest],
      ),
    ).toEqual([]);
    expect(
      publicLandExits(
        [
          [-110.5, 40.5],
          [-100, 40],
        ],
        [],
      ),
    ).toEqual([]);
  });
});
