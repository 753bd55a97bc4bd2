import { describe, expect, it } from "vitest";
import { groupStatesByCountry } from "./sign-up-states";

describe("groupStatesByCountry", () => {
  it("orders countries US, Canada, Mexico and states by title, leaving out empty countries", () => {
    const groups = groupStatesByCountry([
      { code: "SON", title: "Sonora", country_code: "MX" },
      { code: "UT", title: "Utah", country_code: "US" },
      { code: "AZ", title: "Arizona", country_code: "US" },
      { code: "BCN", title: "Baja California", country_code: "MX" },
    ]);
    expect(groups).toEqual([
      {
        label: "United States",
        states: [
          { code: "AZ", title: "Arizona" },
          { code: "UT", title: "Utah" },
        ],
      },
      {
        label: "Mexico",
        states: [
          { code: "BCN", title: "Baja California" },
          { code: "SON", title: "Sonora" },
        ],
      },
    ]);
  });
});
