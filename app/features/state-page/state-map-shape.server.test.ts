import { describe, expect, it } from "vitest";
import type { Position } from "../../../shared/geo/geometry";
import { stateMapShape } from "./state-map-shape.server";

const square: Position[] = [
  [-114, 37],
  [-109, 37],
  [-109, 42],
  [-114, 42],
  [-114, 37],
];
const guides = [
  { trailhead: [-109.55, 38.57] as [number, number], color: "#FAD201" },
  { trailhead: [-111.9, 40.7] as [number, number], color: "#00A651" },
];

describe(stateMapShape.name, () => {
  it("draws the outline closed and every trailhead inside it, in its colour", () => {
    const shape = stateMapShape([square], guides)!;
    expect(shape.outline).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+Z$/);
    expect(shape.points.map(({ color }) => color)).toEqual(["#FAD201", "#00A651"]);
    for (const point of shape.points) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(shape.width);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(shape.height);
    }
    // Moab is east and south of Salt Lake City: right of it and lower.
    expect(shape.points[0]!.x).toBeGreaterThan(shape.points[1]!.x);
    expect(shape.points[0]!.y).toBeGreaterThan(shape.points[1]!.y);
  });

  it("frames the trailheads alone where the state's outline is not known", () => {
    const shape = stateMapShape(null, guides)!;
    expect(shape.outline).toBe("");
    expect(shape.points).toHaveLength(2);
  });

  it("is null for a state with no guide to show", () => {
    expect(stateMapShape([square], [])).toBeNull();
  });
});
