import { describe, expect, it } from "vitest";
import { parseSearchParams } from "./parse-search-params";
import { hasFilters, pageNumbers, searchPageHref } from "./search-params";

const parse = (search: string) => parseSearchParams(new URLSearchParams(search));

describe(parseSearchParams.name, () => {
  it("reads every key of the URL", () => {
    expect(
      parse(
        "q=moab&type=trails&state=ut&difficulty-min=3&difficulty-max=8&length-min=2&length-max=20&rating-min=4&fits-my-rig=1&sort=rating&page=3",
      ),
    ).toEqual({
      q: "moab",
      type: "trails",
      state: "UT",
      "difficulty-min": 3,
      "difficulty-max": 8,
      "length-min": 2,
      "length-max": 20,
      "rating-min": 4,
      "fits-my-rig": true,
      sort: "rating",
      page: 3,
    });
  });

  it("drops only the keys that do not parse", () => {
    expect(parse("q=rubicon&type=users&sort=random&page=x&difficulty-min=99&length-max=")).toEqual({
      q: "rubicon",
      sort: "relevance",
      page: 1,
    });
  });
});

describe(searchPageHref.name, () => {
  const query = parse("q=moab&type=trails&page=2");

  it("changes one key and goes back to page 1", () => {
    expect(searchPageHref(query, { state: "UT" })).toBe("/search?q=moab&type=trails&state=UT");
    expect(searchPageHref(query, { type: undefined })).toBe("/search?q=moab");
  });

  it("keeps the rest when paging, and leaves defaults out", () => {
    expect(searchPageHref(query, { page: 3 })).toBe("/search?q=moab&type=trails&page=3");
    expect(searchPageHref(query, { page: 1 })).toBe("/search?q=moab&type=trails");
    expect(searchPageHref(parse(""), {})).toBe("/search");
    expect(searchPageHref(parse("q=a b&sort=newest"))).toBe("/search?q=a+b&sort=newest");
    expect(searchPageHref(parse("q=moab&fits-my-rig=true"), { page: 2 })).toBe("/search?q=moab&fits-my-rig=1&page=2");
  });

  it("knows when filters are set", () => {
    expect(hasFilters(query)).toBe(true);
    expect(hasFilters(parse("q=moab&sort=rating"))).toBe(false);
  });
});

describe(pageNumbers.name, () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [5, 12, [1, null, 4, 5, 6, null, 12]],
    [12, 12, [1, null, 11, 12]],
  ])("page %i of %i → %j", (current, last, expected) => {
    expect(pageNumbers(current, last)).toEqual(expected);
  });
});
