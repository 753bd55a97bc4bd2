import { describe, expect, it } from "vitest";
import { stateCrumbs, stateSummary } from "./state-summary";

describe(stateSummary.name, () => {
  it("counts what the state has", () => {
    expect(stateSummary("Utah", { trail_count: 28, scout_route_count: 13, orv_park_count: 2, region_count: 3 })).toBe(
      "Off-roading in Utah: 28 trail guides, 13 scout routes and 2 ORV parks across 3 regions.",
    );
  });

  it("uses the singular for one and leaves out regions when there are none", () => {
    expect(stateSummary("Yukon", { trail_count: 1, scout_route_count: 0, orv_park_count: 1, region_count: 0 })).toBe(
      "Off-roading in Yukon: 1 trail guide, 0 scout routes and 1 ORV park.",
    );
  });
});

describe(stateCrumbs.name, () => {
  it("goes Home > country > state", () => {
    expect(stateCrumbs({ country_code: "CAN", title: "Yukon" }).map((crumb) => crumb.name)).toEqual(["Home", "Canada", "Yukon"]);
  });
});
