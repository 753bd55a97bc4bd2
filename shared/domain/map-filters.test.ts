import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAP_FILTERS,
  mapFiltersFromSearchParams,
  mapFiltersQuerySchema,
  mapFiltersToSearchParams,
  type MapFilters,
} from "./map-filters";

describe("map filters in the address", () => {
  it("leaves every key out at the defaults, so a plain map has a plain address", () => {
    expect(mapFiltersToSearchParams(DEFAULT_MAP_FILTERS).toString()).toBe("");
    expect(mapFiltersFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_MAP_FILTERS);
  });

  it("survives a round trip through the query string", () => {
    const filters: MapFilters = {
      kinds: ["trails", "orv-parks"],
      difficulty: [3, 6],
      minLengthMiles: 2.5,
      maxLengthMiles: 20,
      state: "UT",
      concerns: ["Mud", "Narrow Shelf Road"],
      minRating: 4,
      previewOnly: true,
      badgeOfHonorOnly: true,
      fitsMyRig: true,
    };
    const address = mapFiltersToSearchParams(filters).toString();
    expect(mapFiltersFromSearchParams(new URLSearchParams(address))).toEqual(filters);
  });

  it("ignores a hand-edited value that does not validate instead of failing the page", () => {
    const filters = mapFiltersFromSearchParams(
      new URLSearchParams("types=boats&difficulty-min=0&rating-min=9&state=UT&difficulty-max=4"),
    );
    expect(filters.kinds).toEqual(DEFAULT_MAP_FILTERS.kinds);
    expect(filters.difficulty).toEqual([1, 4]);
    expect(filters.minRating).toBeNull();
    expect(filters.state).toBe("UT");
  });

  it("drops a range whose ends are the wrong way round", () => {
    const filters = mapFiltersFromSearchParams(
      new URLSearchParams("difficulty-min=8&difficulty-max=2&length-min=9&length-max=3"),
    );
    expect(filters.difficulty).toEqual([1, 10]);
    expect(filters.minLengthMiles).toBe(9);
    expect(filters.maxLengthMiles).toBeNull();
  });
});

describe("map filters the API accepts", () => {
  it.each([
    ["an unknown content type", { types: "boats" }],
    ["a rating outside 1-5", { "rating-min": "6" }],
    ["an unknown point of concern", { concerns: "Lava" }],
    ["a reversed difficulty range", { "difficulty-min": "7", "difficulty-max": "3" }],
    ["a reversed length range", { "length-min": "7", "length-max": "3" }],
  ])("refuses %s", (_, query) => {
    expect(mapFiltersQuerySchema.safeParse(query).success).toBe(false);
  });

  it("reads a state code in either case", () => {
    expect(mapFiltersQuerySchema.parse({ state: "ut" }).state).toBe("UT");
  });
});
