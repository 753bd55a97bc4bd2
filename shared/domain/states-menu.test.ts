import { describe, expect, it } from "vitest";
import { groupStatesByCountry, groupStatesForMenu, stateHref, type MenuState } from "./states-menu";

function state(code: string, country_code: string | null, content_count = 3, title = code): MenuState {
  return { code, slug: code.toLowerCase(), title, country_code, content_count };
}

describe(groupStatesForMenu.name, () => {
  it("orders the groups United States, Canada, Mexico whatever the input order", () => {
    const groups = groupStatesForMenu([state("CHH", "MX"), state("BC", "CAN"), state("UT", "US")]);
    expect(groups.map((group) => group.label)).toEqual(["United States", "Canada", "Mexico"]);
  });

  it.each([
    ["a state without content", [state("UT", "US", 0)], []],
    ["a state with an unknown country", [state("XX", "FR")], []],
    ["a state without a country", [state("XX", null)], []],
    ["a country with no states", [state("UT", "US")], [{ label: "United States", codes: ["UT"] }]],
    [
      "states of one country, sorted by title",
      [state("UT", "US", 1, "Utah"), state("AZ", "US", 2, "Arizona"), state("CO", "US", 0, "Colorado")],
      [{ label: "United States", codes: ["AZ", "UT"] }],
    ],
    [
      "all three countries",
      [state("SON", "MX"), state("AB", "CAN"), state("NV", "US"), state("BC", "CAN")],
      [
        { label: "United States", codes: ["NV"] },
        { label: "Canada", codes: ["AB", "BC"] },
        { label: "Mexico", codes: ["SON"] },
      ],
    ],
  ])("%s", (_case, states, expected) => {
    const groups = groupStatesForMenu(states).map(({ label, options }) => ({ label, codes: options.map((s) => s.code) }));
    expect(groups).toEqual(expected);
  });

  it("keeps every field of the states it is given", () => {
    const utah = { ...state("UT", "US"), extra: "kept" };
    expect(groupStatesForMenu([utah])[0]?.options[0]).toBe(utah);
  });
});

describe(stateHref.name, () => {
  it.each([
    [{ code: "UT", slug: "utah", country_code: "US" }, "/US/utah"],
    [{ code: "BC", slug: "british-columbia", country_code: "CAN" }, "/CAN/british-columbia"],
    [{ code: "UT", slug: null, country_code: "US" }, "/states/UT"],
    [{ code: "UT", slug: "", country_code: "US" }, "/states/UT"],
    [{ code: "UT", slug: "utah", country_code: null }, "/states/UT"],
    [{ code: "UT", slug: null, country_code: null }, "/states/UT"],
  ])("%j → %s", (menuState, expected) => {
    expect(stateHref(menuState)).toBe(expected);
  });
});

describe(groupStatesByCountry.name, () => {
  it("keeps every state, states without content too", () => {
    const groups = groupStatesByCountry([
      { code: "SON", title: "Sonora", country_code: "MX", content_count: 0 },
      { code: "UT", title: "Utah", country_code: "US", content_count: 0 },
      { code: "AZ", title: "Arizona", country_code: "US", content_count: 5 },
    ]);
    expect(groups.map(({ label, options }) => ({ label, codes: options.map((state) => state.code) }))).toEqual([
      { label: "United States", codes: ["AZ", "UT"] },
      { label: "Mexico", codes: ["SON"] },
    ]);
  });
});
