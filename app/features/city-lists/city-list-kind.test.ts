import { describe, expect, it } from "vitest";
import { cityListHeading, cityListKindOf, cityListPath } from "./city-list-kind";

describe(cityListKindOf.name, () => {
  it.each([
    ["/US/utah/moab/best-trails", "best-trails"],
    ["/US/utah/moab/beginner-trails", "beginner-trails"],
    ["/beginner-trails/utah/moab/", "beginner-trails"],
    ["/best-trails/utah/moab", "best-trails"],
    ["/US/utah/moab/beginner-trails/", "beginner-trails"],
    // A French or Spanish address names the same list.
    ["/fr/beginner-trails/utah/moab", "beginner-trails"],
    ["/es/beginner-trails", "beginner-trails"],
    ["/fr/US/utah/moab/best-trails", "best-trails"],
  ] as const)("%s -> %s", (path, kind) => {
    expect(cityListKindOf(path)).toBe(kind);
  });
});

describe("city list paths and headings", () => {
  it("builds the canonical path under the state", () => {
    expect(cityListPath({ country_code: "US", slug: "utah" }, "moab", "beginner-trails")).toBe("/US/utah/moab/beginner-trails");
  });

  it("names the list, the town and the state", () => {
    expect(cityListHeading("best-trails", "Moab", "Utah")).toBe("Best Trails near Moab, Utah");
  });
});
