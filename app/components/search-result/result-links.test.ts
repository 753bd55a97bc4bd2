import { describe, expect, it } from "vitest";
import { formattedPlaceLine, isExternalResult, resultHref, resultPlaceLine } from "./result-links";

describe(resultHref.name, () => {
  it("prefers the site's href, then the external url", () => {
    expect(resultHref({ href: "/US/utah", url: undefined })).toBe("/US/utah");
    expect(resultHref({ url: "https://help.example/articles/x" })).toBe("https://help.example/articles/x");
    expect(isExternalResult({ url: "https://help.example/articles/x" })).toBe(true);
    expect(isExternalResult({ href: "/US/utah" })).toBe(false);
  });
});

describe(resultPlaceLine.name, () => {
  it.each([
    [{ nearest_town_name: "Moab", state_title: "Utah", state_code: "UT" }, "Moab, Utah"],
    [{ nearest_town_name: "Moab", state_title: null, state_code: "UT" }, "Moab, UT"],
    [{ nearest_town_name: null, state_title: "Utah", state_code: "UT" }, "Utah"],
    [{ nearest_town_name: null, state_title: null, state_code: null }, ""],
  ])("%j → %j", (result, expected) => {
    expect(resultPlaceLine(result)).toBe(expected);
  });

  it("builds the highlighted line from the escaped fields", () => {
    expect(
      formattedPlaceLine({ state_code: "UT", _formatted: { title: "", nearest_town_name: "<em>Moab</em>", state_title: null } }),
    ).toBe("<em>Moab</em>, UT");
  });
});
