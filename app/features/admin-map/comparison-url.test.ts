import { describe, expect, it } from "vitest";
import { comparisonFromSearch, comparisonSearch } from "./comparison-url";

describe(comparisonFromSearch.name, () => {
  it("reads the view and both basemaps, and writes them back the same", () => {
    const search = "?center=-109.55%2C38.57&zoom=9.5&left=usgs-imagery&right=offline";
    const state = comparisonFromSearch(new URLSearchParams(search));
    expect(state).toEqual({ view: { center: [-109.55, 38.57], zoom: 9.5 }, left: "usgs-imagery", right: "offline" });
    expect(comparisonSearch(state)).toBe(search);
  });

  it("falls back to the offline and topo basemaps for names it does not know", () => {
    expect(comparisonFromSearch(new URLSearchParams("left=mars&right="))).toMatchObject({ left: "offline", right: "usgs-topo" });
  });
});
