import { describe, expect, it } from "vitest";
import type { Position } from "../../../shared/geo/geometry";
import { moveItem, moveTrailhead, nearestPointIndex, reverseLine, trimLine, withElevations } from "./line-edits";

const line: Position[] = [
  [-109.5, 38.5, 1200],
  [-109.4, 38.6, 1250],
  [-109.3, 38.7, 1300],
  [-109.2, 38.8, 1350],
];

describe("trimLine", () => {
  it("removes the points before the chosen one, which becomes the trailhead", () => {
    expect(trimLine(line, 1, "before")).toEqual(line.slice(1));
  });

  it("removes the points after the chosen one, which becomes the trail end", () => {
    expect(trimLine(line, 2, "after")).toEqual(line.slice(0, 3));
  });

  it("refuses a trim that would leave fewer than two points", () => {
    expect(trimLine(line, 3, "before")).toBeNull();
    expect(trimLine(line, 0, "after")).toBeNull();
    expect(trimLine(line, 7, "after")).toBeNull();
  });
});

describe("reverseLine", () => {
  it("makes the trail end the trailhead and keeps elevations with their points", () => {
    const reversed = reverseLine(line);
    expect(reversed[0]).toEqual([-109.2, 38.8, 1350]);
    expect(reversed.at(-1)).toEqual([-109.5, 38.5, 1200]);
    expect(line[0]).toEqual([-109.5, 38.5, 1200]);
  });
});

describe("moveTrailhead", () => {
  it("moves only the first point", () => {
    const moved = moveTrailhead(line, -109.55, 38.45);
    expect(moved[0]).toEqual([-109.55, 38.45]);
    expect(moved.slice(1)).toEqual(line.slice(1));
  });
});

describe("moveItem", () => {
  it("swaps an item with its neighbour and leaves the ends alone", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});

describe("withElevations", () => {
  it("keeps the elevation of unmoved points and none for new ones", () => {
    const edited: Position[] = [
      [-109.5, 38.5],
      [-109.45, 38.55],
      [-109.4, 38.6],
    ];
    expect(withElevations(edited, line)).toEqual([
      [-109.5, 38.5, 1200],
      [-109.45, 38.55],
      [-109.4, 38.6, 1250],
    ]);
  });
});

describe("nearestPointIndex", () => {
  it("finds the point closest to a click", () => {
    expect(nearestPointIndex(line, -109.31, 38.69)).toBe(2);
  });
});
