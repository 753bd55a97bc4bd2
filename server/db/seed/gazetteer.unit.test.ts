import { describe, expect, it } from "vitest";
import { readGazetteerStates, toStates, toTowns } from "./gazetteer";
import { slugify } from "../../../shared/domain/slugify";

const city = (name: string, admin1: string, admin2: string, country = "US") => ({
  name,
  lat: "38.5",
  lng: "-109.5",
  country,
  admin1,
  admin2,
});

describe(slugify.name, () => {
  it.each([
    ["Nuevo León", "nuevo-leon"],
    ["St. George", "st-george"],
    ["Coeur d'Alene", "coeur-dalene"],
    ["  Mexico City ", "mexico-city"],
  ])("%s -> %s", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe(toStates.name, () => {
  it("maps GeoNames divisions to postal and ISO codes and drops other countries", () => {
    const states = toStates([
      { code: "US.UT", name: "Utah" },
      { code: "CA.02", name: "British Columbia" },
      { code: "MX.19", name: "Nuevo León" },
      { code: "FR.11", name: "Île-de-France" },
    ]);
    expect(states).toEqual([
      { code: "BC", slug: "british-columbia", title: "British Columbia", countryCode: "CAN" },
      { code: "NLE", slug: "nuevo-leon", title: "Nuevo León", countryCode: "MX" },
      { code: "UT", slug: "utah", title: "Utah", countryCode: "US" },
    ]);
  });

  it("finds 96 states, provinces and territories in the package, with unique codes and slugs", async () => {
    const states = await readGazetteerStates();
    expect(states).toHaveLength(96);
    expect(new Set(states.map((state) => state.code)).size).toBe(96);
    expect(new Set(states.map((state) => `${state.countryCode}/${state.slug}`)).size).toBe(96);
  });
});

describe(toTowns.name, () => {
  const counties = [
    { code: "US.UT.019", name: "Grand County" },
    { code: "US.UT.037", name: "San Juan County" },
    { code: "US.LA.015", name: "Bossier Parish" },
    { code: "CA.02.5941", name: "Cariboo Regional District" },
  ];

  it("drops the word County from US counties only", () => {
    const towns = toTowns(
      [city("Moab", "UT", "019"), city("Benton", "LA", "015"), city("100 Mile House", "02", "5941", "CA")],
      counties,
    );
    expect(towns.map((town) => [town.stateCode, town.countyName])).toEqual([
      ["UT", "Grand"],
      ["LA", "Bossier Parish"],
      ["BC", "Cariboo Regional District"],
    ]);
    expect(towns[0]).toEqual(expect.objectContaining({ name: "Moab", slug: "moab", latitude: 38.5, longitude: -109.5 }));
  });

  it("keeps slugs unique per state: county first, then a number", () => {
    const towns = toTowns(
      [
        city("Bluff", "UT", "037"),
        city("Bluff", "UT", "019"),
        city("Bluff", "UT", "019"),
        city("Bluff", "UT", "999"),
        city("Bluff", "LA", "015"),
      ],
      counties,
    );
    expect(towns.map((town) => town.slug)).toEqual(["bluff", "bluff-grand", "bluff-grand-2", "bluff-2", "bluff"]);
  });
});
