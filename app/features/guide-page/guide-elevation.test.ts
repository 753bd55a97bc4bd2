import { describe, expect, it } from "vitest";
import { guideElevation } from "./guide-elevation";

describe(guideElevation.name, () => {
  it("gives the profile and the climb and descent of a line with elevations", () => {
    const elevation = guideElevation([
      [-109.5, 38.5, 1400],
      [-109.49, 38.5, 1450],
      [-109.48, 38.5, 1420],
    ]);
    expect(elevation?.gainMetres).toBe(50);
    expect(elevation?.lossMetres).toBe(30);
    expect(elevation?.profile.map(([, metres]) => metres)).toEqual([1400, 1450, 1420]);
  });

  it("is null for a line without elevations", () => {
    expect(
      guideElevation([
        [-109.5, 38.5],
        [-109.49, 38.5],
      ]),
    ).toBeNull();
  });
});
