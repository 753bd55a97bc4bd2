import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_FILTERS } from "../domain/map-filters";
import {
  DEFAULT_MAP_URL_STATE,
  DEFAULT_VIEW,
  mapUrlSearch,
  mapUrlStateFromSearchParams,
  parseContentRef,
  type MapUrlState,
} from "./map-url-state";

const parse = (search: string) => mapUrlStateFromSearchParams(new URLSearchParams(search));

describe("map URL state", () => {
  it("starts at the defaults with an empty query", () => {
    expect(parse("")).toEqual(DEFAULT_MAP_URL_STATE);
  });

  it("reads the view, the basemap, the layers and the spec §2.2 keys", () => {
    expect(
      parse(
        "center=-111.5,39.25&zoom=9.5&basemap=usgs-topo&layers=roads,public-lands&active-content=scout-route-5" +
          "&active-tab=my-content&active-tool=measure&active-list=0b9f6a8e-6a43-4a8e-9d7e-3f2b8c1d2e4f" +
          "&shared-content=1B9F6A8E-6A43-4A8E-9D7E-3F2B8C1D2E4F",
      ),
    ).toEqual({
      ...DEFAULT_MAP_URL_STATE,
      view: { center: [-111.5, 39.25], zoom: 9.5 },
      basemap: "usgs-topo",
      overlays: ["public-lands", "roads"],
      activeContent: { kind: "scout-route", id: 5 },
      activeTab: "my-content",
      activeTool: "measure",
      activeList: "0b9f6a8e-6a43-4a8e-9d7e-3f2b8c1d2e4f",
      sharedContent: "1b9f6a8e-6a43-4a8e-9d7e-3f2b8c1d2e4f",
    });
  });

  it.each([
    "center=200,10&zoom=5",
    "center=abc&zoom=x",
    "center=-111&zoom=30",
    "basemap=google&layers=secret",
    "active-content=trail-0&active-tab=nope&active-tool=paint&active-list=12",
  ])("falls back to the defaults for bad values: %s", (search) => {
    const state = parse(search);
    expect(state.view.center).toEqual(DEFAULT_VIEW.center);
    expect(state.basemap).toBe(DEFAULT_MAP_URL_STATE.basemap);
    expect(state.overlays).toEqual([]);
    expect(state.activeContent).toBeNull();
    expect(state.activeTab).toBe("results");
    expect(state.activeTool).toBeNull();
    expect(state.activeList).toBeNull();
  });

  it("keeps the Recent conditions layer in the address beside the others, in one order", () => {
    const state = parse("layers=conditions,roads");
    expect(state.overlays).toEqual(["roads", "conditions"]);
    expect(mapUrlSearch(state)).toContain("layers=roads,conditions");
  });

  it("round-trips filters and view through a compact, readable query", () => {
    const state: MapUrlState = {
      ...DEFAULT_MAP_URL_STATE,
      filters: {
        ...DEFAULT_MAP_FILTERS,
        kinds: ["trails"],
        difficulty: [3, 6],
        concerns: ["Mud", "Deep Sand"],
        previewOnly: true,
      },
      view: { center: [-111.123456789, 39.987654321], zoom: 10.126 },
      overlays: ["public-lands"],
      activeContent: { kind: "trail", id: 12 },
    };
    const search = mapUrlSearch(state);
    expect(search).toBe(
      "?types=trails&difficulty-min=3&difficulty-max=6&concerns=Mud|Deep+Sand&preview=1" +
        "&center=-111.12346,39.98765&zoom=10.13&layers=public-lands&active-content=trail-12",
    );
    expect(parse(search)).toEqual({ ...state, view: { center: [-111.12346, 39.98765], zoom: 10.13 } });
  });
});

describe(parseContentRef.name, () => {
  it.each([
    ["trail-12", { kind: "trail", id: 12 }],
    ["scout-route-5", { kind: "scout-route", id: 5 }],
    ["orv-park-3", { kind: "orv-park", id: 3 }],
    ["trails-12", null],
    ["trail-", null],
    ["trail-01", null],
    [null, null],
  ])("%s", (value, expected) => {
    expect(parseContentRef(value)).toEqual(expected);
  });
});
