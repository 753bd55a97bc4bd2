import { describe, expect, it } from "vitest";
import { usStateOutline } from "./state-outlines";

describe(usStateOutline.name, () => {
  it("gives Utah's outline where Utah is", async () => {
    const rings = (await usStateOutline("Utah"))!;
    const points = rings.flat();
    expect(Math.min(...points.map(([longitude]) => longitude))).toBeCloseTo(-114.05, 1);
    expect(Math.max(...points.map(([longitude]) => longitude))).toBeCloseTo(-109.04, 1);
    expect(Math.min(...points.map(([, latitude]) => latitude))).toBeCloseTo(37, 1);
    expect(Math.max(...points.map(([, latitude]) => latitude))).toBeCloseTo(42, 1);
  });

  it("keeps Alaska in one piece across the antimeridian", async () => {
    const points = (await usStateOutline("Alaska"))!.flat();
    expect(points.every(([longitude]) => longitude < 0)).toBe(true);
    expect(Math.min(...points.map(([longitude]) => longitude))).toBeGreaterThan(-190);
  });

  it("has no outline for a place us-atlas does not know", async () => {
    expect(await usStateOutline("Ontario")).toBeNull();
  });
});
