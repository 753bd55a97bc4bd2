import { createExpression, validateStyleMin, type StyleSpecification } from "@maplibre/maplibre-gl-style-spec";
import { describe, expect, it } from "vitest";
import { CONDITION_COLOURS } from "../../../shared/domain/condition-reports";
import { DEFAULT_MAP_FILTERS } from "../../../shared/domain/map-filters";
import { TRAIL_CONDITIONS } from "../../../shared/domain/trail-conditions";
import {
  BASEMAPS,
  DEFAULT_BASEMAP_SOURCES,
  NOTHING_REACHABLE,
  availableBasemaps,
  basemapStyle,
  shownBasemap,
} from "../../../shared/map/basemaps";
import { offlineBasemapStyle } from "../../../shared/map/offline-basemap-style";
import { guideLayerFilter } from "./guide-layer-filter";
import {
  GUIDE_LAYER_IDS,
  CONDITIONS_LAYER_ID,
  HIGHLIGHT_LAYER_IDS,
  LIST_LAYER_IDS,
  conditionColour,
  guideLayerFilters,
  highlightFilters,
  withOverlays,
} from "./map-style";

/** A style with the given layers' filters replaced, as setFilter would leave it. */
function withFilters(style: StyleSpecification, filters: Record<string, unknown>): StyleSpecification {
  return {
    ...style,
    layers: style.layers.map((layer) =>
      layer.id in filters ? ({ ...layer, filter: filters[layer.id] } as typeof layer) : layer,
    ),
  };
}

/** "#rrggbb" as MapLibre prints a colour. */
const rgbaOf = (hex: string) => `rgba(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(",")},1)`;

const EMPTY_BASE: StyleSpecification = { version: 8, sources: {}, layers: [] };

describe("map styles", () => {
  it.each(BASEMAPS.map((basemap) => basemap.id))("%s basemap with our layers and the hillshade is valid", (id) => {
    const base = basemapStyle(id, DEFAULT_BASEMAP_SOURCES);
    // The streets style is fetched at run time; our layers are checked on an empty base there.
    const style = withOverlays(
      typeof base === "string" ? (id === "offline" ? offlineBasemapStyle() : EMPTY_BASE) : base,
      ["public-lands", "roads", "hillshade", "conditions"],
      DEFAULT_BASEMAP_SOURCES,
    );
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.layers.map((layer) => layer.id)).toContain("hillshade");
    expect(style.layers.find((layer) => layer.id === CONDITIONS_LAYER_ID)?.layout).toEqual({ visibility: "visible" });
  });

  it("colours each condition's reports by its own colour, all of them different", () => {
    const parsed = createExpression(conditionColour(), "paint", { type: "color" } as never);
    if (parsed.result !== "success") throw new Error(JSON.stringify(parsed.value));
    const colourOf = (condition: string) =>
      (
        parsed.value.evaluate({ zoom: 10 }, { type: "Point", properties: { condition } } as never) as { toString(): string }
      ).toString();
    const colours = TRAIL_CONDITIONS.map(colourOf);
    expect(colours).toEqual(TRAIL_CONDITIONS.map((condition) => rgbaOf(CONDITION_COLOURS[condition])));
    expect(new Set(colours).size).toBe(TRAIL_CONDITIONS.length);
  });

  it("keeps the hillshade out of a map with no online sources", () => {
    const style = withOverlays(offlineBasemapStyle(), ["hillshade"], null);
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.layers.map((layer) => layer.id)).not.toContain("hillshade");
  });

  it("stays valid with every filter and highlight set", () => {
    const filters = guideLayerFilters(
      guideLayerFilter(
        {
          ...DEFAULT_MAP_FILTERS,
          kinds: ["trails", "orv-parks"],
          difficulty: [2, 7],
          minLengthMiles: 1,
          maxLengthMiles: 30,
          state: "UT",
          concerns: ["Mud", "Width"],
          minRating: 3,
          previewOnly: true,
          badgeOfHonorOnly: true,
          fitsMyRig: true,
        },
        ["Width", "Height"],
      ),
    );
    const refs = [
      { kind: "trail", id: 1 },
      { kind: "scout-route", id: 2 },
      { kind: "orv-park", id: 3 },
    ] as const;
    const style = withFilters(withOverlays(offlineBasemapStyle(), [], null), {
      ...filters,
      ...highlightFilters(refs, HIGHLIGHT_LAYER_IDS),
      ...highlightFilters([], LIST_LAYER_IDS),
    });
    expect(Object.keys(filters)).toEqual(
      [...GUIDE_LAYER_IDS].sort((a, b) => Object.keys(filters).indexOf(a) - Object.keys(filters).indexOf(b)),
    );
    expect(validateStyleMin(style)).toEqual([]);
  });

  it("offers the online basemaps when their sources are configured, and the offline one always", () => {
    expect(availableBasemaps(null).map((basemap) => basemap.id)).toEqual(["offline"]);
    expect(availableBasemaps(DEFAULT_BASEMAP_SOURCES).map((basemap) => basemap.id)).toEqual([
      "openfreemap",
      "usgs-topo",
      "usgs-imagery",
      "offline",
    ]);
  });

  it("shows the offline basemap in place of one whose source cannot be reached, and says which", () => {
    const reachable = { ...NOTHING_REACHABLE, "usgs-topo": true };
    expect(shownBasemap("usgs-topo", DEFAULT_BASEMAP_SOURCES, reachable)).toEqual({ shown: "usgs-topo", unreachable: null });
    expect(shownBasemap("openfreemap", DEFAULT_BASEMAP_SOURCES, reachable)).toEqual({
      shown: "offline",
      unreachable: "openfreemap",
    });
    expect(shownBasemap("offline", DEFAULT_BASEMAP_SOURCES, NOTHING_REACHABLE)).toEqual({ shown: "offline", unreachable: null });
  });
});
