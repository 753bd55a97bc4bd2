import { describe, expect, it } from "vitest";
import { generateLine } from "./lines";
import { createRandom } from "./prng";

describe(generateLine.name, () => {
  it("climbs and drops like a trail: within a few hundred metres of where it began, never to the sea", () => {
    const random = createRandom(7);
    for (let index = 0; index < 300; index += 1) {
      const startElevation = random.float(1_200, 2_800);
      const line = generateLine(random, [-109.5, 38.5], {
        targetMiles: random.float(3, 30),
        isLoop: random.chance(0.3),
        startElevation,
      });
      const elevations = line.geojson.coordinates.map((point) => point[2]!);
      expect(elevations[0]).toBeCloseTo(startElevation, 0);
      expect(Math.max(...elevations) - Math.min(...elevations)).toBeLessThan(1_000);
      expect(Math.min(...elevations)).toBeGreaterThan(0);
    }
  });

  it("leaves elevation out of a line that has none", () => {
    const line = generateLine(createRandom(1), [-109.5, 38.5], { targetMiles: 5, isLoop: false, startElevation: null });
    expect(line.geojson.coordinates.every((point) => point.length === 2)).toBe(true);
  });
});
