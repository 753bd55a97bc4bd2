import { describe, expect, it } from "vitest";
import type { Position } from "./geometry";
import { simplifiedWithin, simplifyForRoute } from "./simplify";

// A wiggly line of 5,000 points: a sine wave with noise-free structure at every scale.
const wiggly: Position[] = Array.from({ length: 5_000 }, (_, index) => [
  -111 + index * 0.0001,
  40 + 0.01 * Math.sin(index / 25) + 0.001 * Math.sin(index / 3),
  1500 + index / 10,
]);

describe("simplifyForRoute", () => {
  it.each([250, 100, 2])("keeps at most %i points, the first and last among them", (limit) => {
    const route = simplifyForRoute(wiggly, limit);
    expect(route.length).toBeLessThanOrEqual(limit);
    expect(route[0]).toEqual(wiggly[0]);
    expect(route.at(-1)).toEqual(wiggly.at(-1));
  });

  it("keeps the shape: close to the limit rather than far below it, elevations kept", () => {
    const route = simplifyForRoute(wiggly, 250);
    expect(route.length).toBeGreaterThan(200);
    expect(route.every((position) => position.length === 3)).toBe(true);
    // Points stay in the order they were recorded.
    const order = route.map((position) => wiggly.indexOf(position));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("leaves a short line as it is", () => {
    expect(simplifyForRoute(wiggly.slice(0, 10), 250)).toEqual(wiggly.slice(0, 10));
  });
});

describe("simplifiedWithin", () => {
  it("keeps a straight run's ends only, without elevations", () => {
    const straight: Position[] = Array.from({ length: 100 }, (_, index) => [-111 + index * 0.001, 40, 1500 + index]);
    expect(simplifiedWithin(straight, 0.00002)).toEqual([
      [-111, 40],
      [-111 + 99 * 0.001, 40],
    ]);
  });

  it("keeps the bends a reader would see, and fewer points than it was given", () => {
    const preview = simplifiedWithin(wiggly, 0.00002);
    expect(preview.length).toBeLessThan(wiggly.length);
    expect(preview.length).toBeGreaterThan(wiggly.length / 20);
    expect(preview.every((position) => position.length === 2)).toBe(true);
  });
});
