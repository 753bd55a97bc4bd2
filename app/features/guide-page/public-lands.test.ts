import { describe, expect, it } from "vitest";
import { publicLandLabel } from "./public-lands";

describe("publicLandLabel", () => {
  it("names the unit, then the district", () => {
    expect(publicLandLabel({ agency: "USFS", unit: "Manti-La Sal National Forest", name: "Moab Ranger District" })).toBe(
      "Manti-La Sal National Forest, Moab Ranger District",
    );
  });

  it("says the name once when the unit is missing or the same", () => {
    expect(publicLandLabel({ agency: "BLM", unit: "", name: "Sand Flats Recreation Area" })).toBe("Sand Flats Recreation Area");
    expect(publicLandLabel({ agency: "NPS", unit: "Arches National Park", name: "Arches National Park" })).toBe(
      "Arches National Park",
    );
  });
});
