import { describe, expect, it } from "vitest";
import { distanceMetres, type Bounds, type Position } from "../geo/geometry";
import { FEET_PER_METRE, METRES_PER_MILE } from "../domain/formatters";
import { measures } from "../domain/units";
import { clipRing, PRINT_MAP_HEIGHT, PRINT_MAP_WIDTH, printMapShape, printProjection, scaleBarFor } from "./print-map";

const bounds: Bounds = [
  [-109.6, 38.5],
  [-109.5, 38.6],
];
const line: Position[] = [
  [-109.6, 38.5],
  [-109.55, 38.57],
  [-109.5, 38.6],
];

const pointsOf = (path: string) =>
  [...path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => ({ x: Number(x), y: Number(y) }));

describe(printMapShape.name, () => {
  it("fits the route's bounds in the landscape frame, centred, north up", () => {
    const shape = printMapShape(line, bounds, measures("imperial"));
    expect([shape.width, shape.height]).toEqual([PRINT_MAP_WIDTH, PRINT_MAP_HEIGHT]);
    const points = pointsOf(shape.path);
    for (const point of points) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(PRINT_MAP_WIDTH);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(PRINT_MAP_HEIGHT);
    }
    // South-west start is lower left of the north-east end; the box is taller than wide here, so
    // the height is filled to the margin and the route is centred across.
    expect(shape.start.x).toBeLessThan(shape.end.x);
    expect(shape.start.y).toBeGreaterThan(shape.end.y);
    expect(shape.end.y).toBeCloseTo(70, 0);
    expect(shape.start.y).toBeCloseTo(PRINT_MAP_HEIGHT - 70, 0);
    expect((shape.start.x + shape.end.x) / 2).toBeCloseTo(PRINT_MAP_WIDTH / 2, 0);
  });

  it("places waypoint markers where their coordinates fall on the line", () => {
    const shape = printMapShape(line, bounds, measures("imperial"), { markers: [{ longitude: -109.55, latitude: 38.57 }] });
    expect(pointsOf(shape.path)).toContainEqual(shape.markers[0]);
  });

  it("measures the ground: the scale bar's length covers the distance its label says", () => {
    const { place, metresPerUnit } = printProjection(bounds);
    // Two points a known distance apart on the middle latitude.
    const west = place(-109.6, 38.55);
    const east = place(-109.5, 38.55);
    const metres = distanceMetres([-109.6, 38.55], [-109.5, 38.55]);
    expect((east.x - west.x) * metresPerUnit).toBeCloseTo(metres, -1);

    const imperial = printMapShape(line, bounds, measures("imperial")).scaleBar;
    expect(imperial.label).toBe("2 mi");
    // Within the bar's drawing precision (a tenth of a unit).
    expect(Math.abs(imperial.length * metresPerUnit - 2 * METRES_PER_MILE)).toBeLessThan(metresPerUnit / 10);
    const metric = printMapShape(line, bounds, measures("metric")).scaleBar;
    expect(metric.label).toBe("5 km");
    expect(Math.abs(metric.length * metresPerUnit - 5000)).toBeLessThan(metresPerUnit / 10);
  });

  it("shades an area crossed by the route, cut to the frame", () => {
    const area = {
      type: "Polygon" as const,
      coordinates: [
        [
          [-112, 36],
          [-107, 36],
          [-107, 41],
          [-112, 41],
          [-112, 36],
        ] as Position[],
      ],
    };
    const [path] = printMapShape(line, bounds, measures("imperial"), { areas: [area] }).areas;
    const corners = pointsOf(path!);
    expect(corners.length).toBe(4);
    for (const corner of corners) {
      expect(Math.abs(corner.x)).toBeLessThan(PRINT_MAP_WIDTH + 6);
      expect(Math.abs(corner.y)).toBeLessThan(PRINT_MAP_HEIGHT + 6);
    }
  });
});

describe(scaleBarFor.name, () => {
  it.each([
    // metres per unit, units, label, metres the bar stands for
    [10, "imperial", "1 mi", METRES_PER_MILE],
    [1, "imperial", "500 ft", 500 / FEET_PER_METRE],
    [4, "imperial", "0.5 mi", METRES_PER_MILE / 2],
    [0.5, "metric", "100 m", 100],
    [50, "metric", "10 km", 10_000],
  ] as const)("%d m per unit in %s reads %s", (metresPerUnit, units, label, metres) => {
    const bar = scaleBarFor(metresPerUnit, measures(units));
    expect(bar.label).toBe(label);
    expect(bar.length).toBeCloseTo(metres / metresPerUnit, 0);
    expect(bar.length).toBeLessThanOrEqual(PRINT_MAP_WIDTH / 4);
  });
});

describe(clipRing.name, () => {
  it("keeps what is inside the box and cuts the rest along its edges", () => {
    const ring = [
      { x: -10, y: 5 },
      { x: 5, y: 5 },
      { x: 5, y: 20 },
    ];
    const clipped = clipRing(ring, { left: 0, top: 0, right: 10, bottom: 10 });
    for (const point of clipped) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(10);
    }
    expect(clipped).toContainEqual({ x: 5, y: 5 });
  });
});
