import { describe, expect, it } from "vitest";
import type { Position } from "../geo/geometry";
import { routePreviewShape } from "./route-preview";

describe(routePreviewShape.name, () => {
  const bounds: [[number, number], [number, number]] = [
    [-109.6, 38.5],
    [-109.5, 38.6],
  ];

  it("fits the route inside the view box, north up, with a margin", () => {
    const line: Position[] = [
      [-109.6, 38.5],
      [-109.5, 38.6],
    ];
    const shape = routePreviewShape(line, bounds);
    expect(shape.width).toBeLessThanOrEqual(1000);
    expect(shape.height).toBeLessThanOrEqual(1000);
    expect(Math.max(shape.width, shape.height)).toBe(1000);
    // South-west corner is bottom left, north-east top right.
    const [x1, y1, x2, y2] = shape.path.match(/[\d.]+/g)!.map(Number);
    expect([x1, y1, x2, y2].map((value) => value!.toFixed(1))).toEqual(
      [60, shape.height - 60, shape.width - 60, 60].map((value) => value.toFixed(1)),
    );
  });

  it("keeps the route's shape: a wide route gets a wide box", () => {
    const wide = routePreviewShape(
      [
        [-110, 38.5],
        [-109, 38.52],
      ],
      [
        [-110, 38.5],
        [-109, 38.52],
      ],
    );
    expect(wide.width).toBe(1000);
    expect(wide.height).toBeLessThan(200);
  });

  it("thins points that the preview cannot show, keeping the ends", () => {
    const dense: Position[] = Array.from({ length: 5000 }, (_, index) => [-109.6 + index * 0.00002, 38.5 + index * 0.00002]);
    const shape = routePreviewShape(dense, bounds);
    const commands = shape.path.match(/[ML]/g) ?? [];
    expect(commands.length).toBeLessThan(10);
    expect(shape.path.startsWith("M60 ")).toBe(true);
  });

  it("places markers where the line passes", () => {
    const shape = routePreviewShape(
      [
        [-109.6, 38.5],
        [-109.5, 38.6],
      ],
      bounds,
      [{ longitude: -109.5, latitude: 38.6 }],
    );
    expect(shape.markers[0]!.x).toBeCloseTo(shape.width - 60, 1);
    expect(shape.markers[0]!.y).toBe(60);
  });
});
