import { validateStyleMin, type StyleSpecification } from "@maplibre/maplibre-gl-style-spec";
import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_FILTERS } from "../../../shared/domain/map-filters";
import { offlineBasemapStyle } from "../../../shared/map/offline-basemap-style";
import { guideLayerFilter } from "./guide-layer-filter";
import {
  BASEMAPS,
  GUIDE_LAYER_IDS,
  HIGHLIGHT_LAYER_IDS,
  LIST_LAYER_IDS,
  availableBasemaps,
  basemapStyle,
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

const EMPTY_BASE: StyleSpecification = { version: 8, sources: {}, layers: [] };

describe("map styles", () => {
  it.each(BASEMAPS.map((basemap) => basemap.id))("%s basemap with our layers is valid", (id) => {
    const base = basemapStyle(id);
    // OpenFreeMap's style is fetched at run time; our layers are checked on an empty base there.
    const style = withOverlays(typeof base === "string" ? (id === "offline" ? offlineBasemapStyle() : EMPTY_BASE) : base, [
      "public-lands",
      "roads",
    ]);
    expect(validateStyleMin(style)).toEqual([]);
  });

  it("stays valid with every filter and highlight set", () => {
    const filters = guideLayerFilters(
      guideLayerFilter({
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
      }),
    );
    const refs = [
      { kind: "trail", id: 1 },
      { kind: "scout-route", id: 2 },
      { kind: "orv-park", id: 3 },
    ] as const;
    const style = withFilters(withOverlays(offlineBasemapStyle(), []), {
      ...filters,
      ...highlightFilters(refs, HIGHLIGHT_LAYER_IDS),
      ...highlightFilters([], LIST_LAYER_IDS),
    });
    expect(Object.keys(filters)).toEqual(
      [...GUIDE_LAYER_IDS].sort((a, b) => Object.keys(filters).indexOf(a) - Object.keys(filters).indexOf(b)),
    );
    expect(validateStyleMin(style)).toEqual([]);
  });

  it("offers the online basemaps only when configured", () => {
    expect(availableBasemaps(false).map((basemap) => basemap.id)).toEqual(["offline"]);
    expect(availableBasemaps(true).map((basemap) => basemap.id)).toEqual(["offline", "openfreemap", "usgs-topo", "usgs-imagery"]);
  });
});
