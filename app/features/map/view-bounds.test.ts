import { describe, expect, it } from "vitest";
import { viewBounds } from "./view-bounds";

describe(viewBounds.name, () => {
  it("spans 360 degrees of longitude across a 512-pixel map at zoom 0, centred on the view", () => {
    const [[west, south], [east, north]] = viewBounds({ center: [0, 0], zoom: 0 }, 512, 512);
    expect(west).toBeCloseTo(-180);
    expect(east).toBeCloseTo(180);
    expect(north).toBeCloseTo(85.05, 1);
    expect(south).toBeCloseTo(-85.05, 1);
  });

  it("halves the span with each zoom level and keeps the centre", () => {
    const [[west, south], [east, north]] = viewBounds({ center: [-111.5, 38.5], zoom: 10 }, 1024, 600);
    expect(east - west).toBeCloseTo((1024 / (512 * 2 ** 10)) * 360);
    expect((east + west) / 2).toBeCloseTo(-111.5);
    expect(south).toBeLessThan(38.5);
    expect(north).toBeGreaterThan(38.5);
  });

  it("stays within the world when zoomed far out", () => {
    const [[west, south], [east, north]] = viewBounds({ center: [-98.6, 39.8], zoom: 1 }, 2000, 2000);
    expect(west).toBe(-180);
    expect(east).toBe(180);
    expect(south).toBeGreaterThanOrEqual(-85.06);
    expect(north).toBeLessThanOrEqual(85.06);
  });
});
