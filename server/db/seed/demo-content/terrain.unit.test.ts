import { describe, expect, it } from "vitest";
import { cellId, cellKeyOf, heightInCell } from "../../../modules/terrain/terrain-grid";
import type { MvumRoadFeature } from "./roads";
import { demoGroundHeight, generateDemoTerrain } from "./terrain";

const road = (coordinates: [number, number][]): MvumRoadFeature => ({
  type: "Feature",
  geometry: { type: "LineString", coordinates },
  properties: { NAME: "Forest Road 100", SYMBOL_NAME: "Road", SURFACETYPE: "NAT", SEASONAL: "yearlong" },
});

describe("the demo's ground", () => {
  const roads = [
    road([
      [-111.95, 40.55],
      [-111.85, 40.62],
    ]),
    road([
      [-111.85, 40.62],
      [-111.78, 40.66],
    ]),
  ];
  const cells = generateDemoTerrain(roads);

  it("has a cell under every vertex of every road, and no cell twice", () => {
    const ids = cells.map(cellId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [longitude, latitude] of roads.flatMap((feature) => feature.geometry.coordinates)) {
      expect(ids).toContain(cellId(cellKeyOf(longitude!, latitude!)));
    }
  });

  it("reads back the made-up ground's heights to within a few metres, mountains in the West and plains in the East", () => {
    const cell = cells.find((candidate) => cellId(candidate) === cellId(cellKeyOf(-111.85, 40.62)))!;
    expect(heightInCell(cell, -111.85, 40.62)).toBeCloseTo(demoGroundHeight(-111.85, 40.62), -1.5);
    expect(demoGroundHeight(-107, 39.5)).toBeGreaterThan(1800);
    expect(demoGroundHeight(-97, 38)).toBeLessThan(800);
  });
});
