import { describe, expect, it } from "vitest";
import { formatCoordinates, formatLengthMiles, formatTrackStats } from "./stats-format";

describe(formatTrackStats.name, () => {
  it("shows miles and feet up and down", () => {
    expect(formatTrackStats({ length_m: 5_471, elevation_gain_m: 375, elevation_loss_m: 298.7 })).toBe(
      "3.4 mi · 1,230 ft up · 980 ft down",
    );
  });

  it("shows only the length when the track has no elevations", () => {
    expect(formatTrackStats({ length_m: 160_934.4, elevation_gain_m: null, elevation_loss_m: null })).toBe("100 mi");
  });
});

describe(formatLengthMiles.name, () => {
  it("keeps two decimals for short tracks", () => {
    expect(formatLengthMiles(400)).toBe("0.25 mi");
  });
});

describe(formatCoordinates.name, () => {
  it("rounds to about a metre", () => {
    expect(formatCoordinates(38.5733333, -109.549999)).toBe("38.57333, -109.55000");
  });
});
