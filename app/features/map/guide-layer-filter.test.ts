import { featureFilter } from "@maplibre/maplibre-gl-style-spec";
import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_FILTERS, type MapFilters } from "../../../shared/domain/map-filters";
import { guideLayerFilter, isFilterEmpty } from "./guide-layer-filter";

type Properties = Record<string, string | number | boolean>;

const trail: Properties = {
  id: 1,
  kind: "trail",
  difficulty: 5,
  length_mi: 12.5,
  rating: 4.5,
  state: "UT",
  concerns: "|Mud|Width|",
  preview: false,
  boh: true,
};
const unratedRoute: Properties = { ...trail, id: 2, kind: "scout-route", difficulty: 0, concerns: "", boh: false, preview: true };
const park: Properties = { id: 3, kind: "orv-park", difficulty: 0, state: "CO", rating: 3.8 };

function shows(filters: Partial<MapFilters>, properties: Properties, rulingOut: string[] = []): boolean {
  const compiled = featureFilter(guideLayerFilter({ ...DEFAULT_MAP_FILTERS, ...filters }, rulingOut), "layers[0].filter");
  return compiled.filter({ zoom: 10 }, { type: 1, properties, geometry: [] } as never);
}

describe(guideLayerFilter.name, () => {
  it("narrows nothing at the defaults", () => {
    expect(isFilterEmpty(guideLayerFilter(DEFAULT_MAP_FILTERS))).toBe(true);
    for (const feature of [trail, unratedRoute, park]) expect(shows({}, feature)).toBe(true);
  });

  it.each([
    ["content type", { kinds: ["scout-routes", "orv-parks"] }, [false, true, true]],
    ["difficulty range (unrated and parks left out)", { difficulty: [4, 6] }, [true, false, false]],
    ["difficulty range that misses", { difficulty: [7, 10] }, [false, false, false]],
    ["minimum length", { minLengthMiles: 13 }, [false, false, false]],
    ["maximum length", { maxLengthMiles: 20 }, [true, true, false]],
    ["state", { state: "CO" }, [false, false, true]],
    ["any of the concerns", { concerns: ["Deep Sand", "Width"] }, [true, false, false]],
    ["a concern nobody lists", { concerns: ["Height"] }, [false, false, false]],
    ["minimum rating", { minRating: 4 }, [true, true, false]],
    ["All-Access Preview only", { previewOnly: true }, [false, true, false]],
    ["Badge of Honor only", { badgeOfHonorOnly: true }, [true, false, false]],
  ] as [string, Partial<MapFilters>, boolean[]][])("filters by %s", (_name, filters, expected) => {
    expect([trail, unratedRoute, park].map((feature) => shows(filters, feature))).toEqual(expected);
  });

  it.each([
    ["a rig nothing rules out: trails only", [], [true, false, false]],
    ["a rig that a listed concern rules out", ["Width", "Height"], [false, false, false]],
    ["a rig only unlisted concerns rule out", ["Height", "Body Damage"], [true, false, false]],
  ] as [string, string[], boolean[]][])("fits my rig, for %s", (_name, rulingOut, expected) => {
    expect([trail, unratedRoute, park].map((feature) => shows({ fitsMyRig: true }, feature, rulingOut))).toEqual(expected);
  });

  it("leaves the rig's concerns alone while fits my rig is off", () => {
    expect(shows({}, trail, ["Width"])).toBe(true);
  });

  it("does not match a concern that is only part of another's name", () => {
    expect(shows({ concerns: ["Mild Off Camber"] }, { ...trail, concerns: "|Extreme Off Camber|" })).toBe(false);
  });

  it("shows an open list's guides alone", () => {
    const onlyList = (properties: Properties, refs: { kind: "trail" | "scout-route" | "orv-park"; id: number }[]) =>
      featureFilter(guideLayerFilter(DEFAULT_MAP_FILTERS, [], refs), "layers[0].filter").filter({ zoom: 10 }, {
        type: 1,
        properties,
        geometry: [],
      } as never);
    const list = [
      { kind: "trail" as const, id: 1 },
      { kind: "orv-park" as const, id: 3 },
    ];
    expect(onlyList(trail, list)).toBe(true);
    expect(onlyList(park, list)).toBe(true);
    expect(onlyList(unratedRoute, list)).toBe(false);
    expect(onlyList({ ...trail, kind: "scout-route" }, list)).toBe(false);
    expect(onlyList(trail, [])).toBe(false);
  });
});
