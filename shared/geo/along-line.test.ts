import { describe, expect, it } from "vitest";
import { distanceMetres, type Position } from "./geometry";
import { distancesAlongLine, waypointLegs } from "./along-line";

// A line due east along the equator, then north: 0.01° is about 1,113 m either way.
const line: Position[] = [
  [0, 0],
  [0.01, 0],
  [0.01, 0.01],
];
const leg = distanceMetres([0, 0], [0.01, 0]);

describe(waypointLegs.name, () => {
  it("measures each waypoint along the line from the start and from the one before", () => {
    const legs = waypointLegs(line, [
      { longitude: 0, latitude: 0 },
      { longitude: 0.005, latitude: 0.0001 },
      { longitude: 0.01, latitude: 0.005 },
      { longitude: 0.01, latitude: 0.01 },
    ]);
    expect(legs.map((entry) => Math.round(entry.fromStart))).toEqual([
      0,
      Math.round(leg / 2),
      Math.round(leg * 1.5),
      Math.round(leg * 2),
    ]);
    expect(legs.map((entry) => Math.round(entry.fromPrevious))).toEqual([
      0,
      Math.round(leg / 2),
      Math.round(leg),
      Math.round(leg / 2),
    ]);
  });

  it("places a waypoint off the line at the nearest point of the line", () => {
    const [atMiddle] = distancesAlongLine(line, [{ longitude: 0.005, latitude: -0.002 }]);
    expect(atMiddle).toBeCloseTo(leg / 2, -1);
  });

  it("follows an out-and-back line on from the previous waypoint instead of going back to the first pass", () => {
    const outAndBack: Position[] = [
      [0, 0],
      [0.02, 0],
      [0, 0],
    ];
    const [turnaround, onTheWayBack] = distancesAlongLine(outAndBack, [
      { longitude: 0.02, latitude: 0 },
      { longitude: 0.01, latitude: 0 },
    ]);
    expect(turnaround).toBeCloseTo(2 * leg, -1);
    expect(onTheWayBack).toBeCloseTo(3 * leg, -1);
  });
});
