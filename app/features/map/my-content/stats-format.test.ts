import { describe, expect, it } from "vitest";
import { measures } from "../../../../shared/domain/units";
import { formatCoordinates, formatTrackLength, formatTrackStats } from "./stats-format";

describe(formatTrackStats.name, () => {
  const track = { length_m: 5_471, elevation_gain_m: 375, elevation_loss_m: 298.7 };

  it("shows miles and feet up and down", () => {
    expect(formatTrackStats(track, measures("imperial"))).toBe("3.4 mi · 1,230 ft up · 980 ft down");
  });

  it("shows kilometres and metres up and down to a metric reader", () => {
    expect(formatTrackStats(track, measures("metric"))).toBe("5.47 km · 375 m up · 299 m down");
  });

  it("shows only the length when the track has no elevations", () => {
    expect(formatTrackStats({ length_m: 160_934.4, elevation_gain_m: null, elevation_loss_m: null }, measures("imperial"))).toBe(
      "100 mi",
    );
  });
});

describe(formatTrackLength.name, () => {
  it("keeps two decimals under ten, one above", () => {
    expect(formatTrackLength(400, measures("imperial"))).toBe("0.25 mi");
    expect(formatTrackLength(400, measures("metric"))).toBe("0.4 km");
    expect(formatTrackLength(12_345, measures("metric"))).toBe("12.3 km");
  });
});

describe(formatCoordinates.name, () => {
  it("rounds to about a metre", () => {
    expect(formatCoordinates(38.5733333, -109.549999)).toBe("38.57333, -109.55000");
  });
});
