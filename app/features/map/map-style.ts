// What the main map draws, as plain style data (DESIGN §9): the basemaps on offer and our layers on
// top of any of them. The map component only hands these to MapLibre; tests validate every style.
import type {
  ExpressionSpecification,
  LayerSpecification,
  SourceSpecification,
  StyleSpecification,
} from "@maplibre/maplibre-gl-style-spec";
import { CONDITION_COLOURS } from "../../../shared/domain/condition-reports";
import { UNRATED_COLOR } from "../../../shared/domain/difficulty";
import { TRAIL_CONDITIONS } from "../../../shared/domain/trail-conditions";
import { HILLSHADE_LAYER_ID, HILLSHADE_SOURCE_ID, hillshadeOverlay, type BasemapSources } from "../../../shared/map/basemaps";
import { GLYPHS_URL, OFFLINE_FONT as MAP_FONT } from "../../../shared/map/offline-basemap-style";
import type { ContentRef, OverlayId } from "../../../shared/map/map-url-state";
import { GUIDE_TILE_SET, GUIDE_TILES_TEMPLATE, type GuideTileLayer } from "../../../shared/map/guide-tiles";
import {
  LAND_AGENCIES,
  OTHER_LAND_COLOR,
  VERSIONED_LAYERS,
  landAndRoadLayers,
  tileJsonPath,
} from "../../../shared/map/land-and-road-layers";

export { MAP_FONT, LAND_AGENCIES, OTHER_LAND_COLOR };

// ---- Our layers ---------------------------------------------------------------------------

/** The guide layers come in one tile set (ADR 0091); public lands and roads each in their own. */
export const GUIDES_SOURCE = GUIDE_TILE_SET;

export const MEASURE_SOURCE = "measure";
export const SHARED_CONTENT_SOURCE = "shared-content";
/** Recent condition reports (GeoJSON from /api/v2/map/condition-reports/), drawn under "conditions". */
export const CONDITIONS_SOURCE = "condition-reports";
export const CONDITIONS_LAYER_ID = "condition-reports";

function tileSources(): Record<string, SourceSpecification> {
  return {
    ...Object.fromEntries(VERSIONED_LAYERS.map((layer) => [layer, { type: "vector", url: tileJsonPath(layer) }])),
    [GUIDES_SOURCE]: { type: "vector", tiles: [GUIDE_TILES_TEMPLATE], maxzoom: 14 },
  };
}

const HIGHLIGHT_COLOR = "#00FFFF";
const LIST_COLOR = "#202020";
const NOTHING: ExpressionSpecification = ["==", ["get", "id"], -1];
const lineColor: ExpressionSpecification = ["to-color", ["coalesce", ["get", "color"], UNRATED_COLOR], UNRATED_COLOR];
const notCluster: ExpressionSpecification = ["!", ["has", "point_count"]];

/** The layers whose features open a card on click, top first. */
export const GUIDE_LAYER_IDS = ["orv-parks", "trailheads", "scout-routes-line", "trails-line"] as const;
export const CLUSTER_LAYER_ID = "trailhead-clusters";
export const PUBLIC_LANDS_LAYER_ID = "public-lands-fill";

/** Highlight layers: hover/selection in cyan, the items of an open list in a dark ring. */
export const HIGHLIGHT_LAYER_IDS = [
  "trails-highlight",
  "scout-routes-highlight",
  "trailheads-highlight",
  "orv-parks-highlight",
] as const;
export const LIST_LAYER_IDS = ["trails-list", "scout-routes-list", "trailheads-list", "orv-parks-list"] as const;

/** Layers of each overlay the switcher turns on and off. */
export const OVERLAY_LAYERS: Record<OverlayId, string[]> = {
  "public-lands": ["public-lands-fill", "public-lands-outline"],
  roads: ["roads-line"],
  hillshade: [HILLSHADE_LAYER_ID],
  conditions: [CONDITIONS_LAYER_ID],
};

/** A report's marker colour by its condition (CONDITION_COLOURS); every condition has its own. */
export function conditionColour(): ExpressionSpecification {
  return [
    "match",
    ["get", "condition"],
    ...TRAIL_CONDITIONS.flatMap((condition) => [condition, CONDITION_COLOURS[condition]]),
    CONDITION_COLOURS.other,
  ] as unknown as ExpressionSpecification;
}

/** Base filter of each guide layer, before the user's filters are added. */
const GUIDE_LAYER_BASE: Record<(typeof GUIDE_LAYER_IDS)[number], ExpressionSpecification | null> = {
  "trails-line": null,
  "scout-routes-line": null,
  trailheads: notCluster,
  "orv-parks": null,
};

export function overlayLayers(visibleOverlays: readonly OverlayId[]): LayerSpecification[] {
  const visibility = (overlay: OverlayId) => (visibleOverlays.includes(overlay) ? "visible" : "none");
  return [
    ...landAndRoadLayers({ publicLands: visibility("public-lands"), roads: visibility("roads") }),
    { ...lineHighlight("trails", "trails-list", LIST_COLOR, 9) },
    { ...lineHighlight("scout-routes", "scout-routes-list", LIST_COLOR, 9) },
    { ...lineHighlight("trails", "trails-highlight", HIGHLIGHT_COLOR, 11) },
    { ...lineHighlight("scout-routes", "scout-routes-highlight", HIGHLIGHT_COLOR, 11) },
    {
      id: "trails-casing",
      type: "line",
      source: GUIDES_SOURCE,
      "source-layer": "trails",
      layout: { "line-cap": "round", "line-join": "round" },
      paint: { "line-color": "#ffffff", "line-width": 6.5, "line-opacity": 0.85 },
    },
    {
      id: "trails-line",
      type: "line",
      source: GUIDES_SOURCE,
      "source-layer": "trails",
      layout: { "line-cap": "round", "line-join": "round" },
      paint: { "line-color": lineColor, "line-width": 4 },
    },
    {
      // Spec §9 "Route line": width 4, round caps, dash [0.25, 1.5], difficulty colour or pink.
      id: "scout-routes-line",
      type: "line",
      source: GUIDES_SOURCE,
      "source-layer": "scout-routes",
      layout: { "line-cap": "round", "line-join": "round" },
      paint: { "line-color": lineColor, "line-width": 4, "line-dasharray": [0.25, 1.5] },
    },
    pointHighlight("orv-parks", "orv-parks-list", LIST_COLOR, 13),
    pointHighlight("trailheads", "trailheads-list", LIST_COLOR, 12),
    pointHighlight("orv-parks", "orv-parks-highlight", HIGHLIGHT_COLOR, 14),
    pointHighlight("trailheads", "trailheads-highlight", HIGHLIGHT_COLOR, 13),
    {
      id: "orv-parks",
      type: "circle",
      source: GUIDES_SOURCE,
      "source-layer": "orv-parks",
      paint: {
        "circle-radius": 8,
        "circle-color": "#5c3d1e",
        "circle-stroke-color": "#ffffff",
        "circle-stroke-width": 2.5,
      },
    },
    {
      id: CLUSTER_LAYER_ID,
      type: "circle",
      source: GUIDES_SOURCE,
      "source-layer": "trailheads",
      filter: ["has", "point_count"],
      paint: {
        "circle-color": "#2d7a1c",
        "circle-opacity": 0.9,
        "circle-radius": ["step", ["to-number", ["get", "point_count"]], 13, 10, 17, 50, 22, 200, 27],
        "circle-stroke-color": "#ffffff",
        "circle-stroke-width": 2,
      },
    },
    {
      id: "trailhead-cluster-count",
      type: "symbol",
      source: GUIDES_SOURCE,
      "source-layer": "trailheads",
      filter: ["has", "point_count"],
      layout: {
        "text-field": ["to-string", ["get", "point_count"]],
        "text-font": [MAP_FONT],
        "text-size": 13,
        "text-allow-overlap": true,
      },
      paint: { "text-color": "#ffffff" },
    },
    {
      id: "trailheads",
      type: "circle",
      source: GUIDES_SOURCE,
      "source-layer": "trailheads",
      filter: notCluster,
      paint: {
        "circle-radius": ["interpolate", ["linear"], ["zoom"], 4, 5, 12, 7],
        "circle-color": lineColor,
        "circle-stroke-color": "#ffffff",
        "circle-stroke-width": 2,
      },
    },
    {
      // White-ringed, so a report reads on light, dark and imagery basemaps alike.
      id: CONDITIONS_LAYER_ID,
      type: "circle",
      source: CONDITIONS_SOURCE,
      layout: { visibility: visibility("conditions") },
      paint: {
        "circle-radius": ["interpolate", ["linear"], ["zoom"], 4, 6, 12, 9],
        "circle-color": conditionColour(),
        "circle-stroke-color": "#ffffff",
        "circle-stroke-width": 2.5,
      },
    },
    {
      id: "shared-content-line",
      type: "line",
      source: SHARED_CONTENT_SOURCE,
      filter: ["in", ["geometry-type"], ["literal", ["LineString", "MultiLineString"]]],
      layout: { "line-cap": "round", "line-join": "round" },
      paint: { "line-color": "#5c0099", "line-width": 4 },
    },
    {
      id: "shared-content-points",
      type: "circle",
      source: SHARED_CONTENT_SOURCE,
      filter: ["==", ["geometry-type"], "Point"],
      paint: { "circle-radius": 6, "circle-color": "#5c0099", "circle-stroke-color": "#ffffff", "circle-stroke-width": 2 },
    },
    {
      id: "measure-line",
      type: "line",
      source: MEASURE_SOURCE,
      filter: ["==", ["geometry-type"], "LineString"],
      layout: { "line-cap": "round", "line-join": "round" },
      paint: { "line-color": "#202020", "line-width": 3, "line-dasharray": [2, 1] },
    },
    {
      id: "measure-points",
      type: "circle",
      source: MEASURE_SOURCE,
      filter: ["==", ["geometry-type"], "Point"],
      paint: { "circle-radius": 5, "circle-color": "#ffffff", "circle-stroke-color": "#202020", "circle-stroke-width": 2 },
    },
  ];
}

function lineHighlight(
  layer: Extract<GuideTileLayer, "trails" | "scout-routes">,
  id: string,
  color: string,
  width: number,
): LayerSpecification {
  return {
    id,
    type: "line",
    source: GUIDES_SOURCE,
    "source-layer": layer,
    filter: NOTHING,
    layout: { "line-cap": "round", "line-join": "round" },
    paint: { "line-color": color, "line-width": width, "line-opacity": 0.85 },
  };
}

function pointHighlight(
  layer: Extract<GuideTileLayer, "trailheads" | "orv-parks">,
  id: string,
  color: string,
  radius: number,
): LayerSpecification {
  return {
    id,
    type: "circle",
    source: GUIDES_SOURCE,
    "source-layer": layer,
    filter: NOTHING,
    paint: { "circle-radius": radius, "circle-color": color, "circle-opacity": 0.85 },
  };
}

const EMPTY_COLLECTION = { type: "FeatureCollection" as const, features: [] };

export function overlaySources(): Record<string, SourceSpecification> {
  return {
    ...tileSources(),
    [MEASURE_SOURCE]: { type: "geojson", data: EMPTY_COLLECTION },
    [SHARED_CONTENT_SOURCE]: { type: "geojson", data: EMPTY_COLLECTION },
    [CONDITIONS_SOURCE]: { type: "geojson", data: EMPTY_COLLECTION },
  };
}

/**
 * Any basemap with our sources and layers on top; our glyphs when the basemap brings none. With
 * online sources, the hillshade overlay lies on the basemap, under everything of ours.
 */
export function withOverlays(
  base: StyleSpecification,
  visibleOverlays: readonly OverlayId[],
  sources: BasemapSources | null,
): StyleSpecification {
  const hillshade = sources ? hillshadeOverlay(sources) : null;
  const hillshadeLayers: LayerSpecification[] = hillshade
    ? [{ ...hillshade.layer, layout: { visibility: visibleOverlays.includes("hillshade") ? "visible" : "none" } }]
    : [];
  return {
    ...base,
    glyphs: base.glyphs ?? GLYPHS_URL,
    sources: { ...base.sources, ...overlaySources(), ...(hillshade ? { [HILLSHADE_SOURCE_ID]: hillshade.source } : {}) },
    layers: [...base.layers, ...hillshadeLayers, ...overlayLayers(visibleOverlays)],
  };
}

/** The filter of each guide layer for the user's filters. */
export function guideLayerFilters(userFilter: ExpressionSpecification): Record<string, ExpressionSpecification> {
  return Object.fromEntries(
    Object.entries(GUIDE_LAYER_BASE).map(([layerId, base]) => [
      layerId,
      base ? (["all", base, userFilter] as ExpressionSpecification) : userFilter,
    ]),
  );
}

/** Which features each highlight layer picks out: any of the given guides. */
export function highlightFilters(
  refs: readonly ContentRef[],
  layerIds: readonly string[],
): Record<string, ExpressionSpecification> {
  const matching = (kinds: readonly ContentRef["kind"][], extra?: ExpressionSpecification): ExpressionSpecification => {
    const ids = refs.filter((ref) => kinds.includes(ref.kind)).map((ref) => ref.id);
    if (ids.length === 0) return NOTHING;
    const byId: ExpressionSpecification = ["in", ["to-number", ["get", "id"]], ["literal", ids]];
    return extra ? ["all", extra, byId] : byId;
  };
  const [trails, routes, trailheads, parks] = layerIds;
  return {
    [trails!]: matching(["trail"]),
    [routes!]: matching(["scout-route"]),
    // A trailhead carries its guide's kind and id; only the two line kinds have trailheads.
    [trailheads!]: refs.some((ref) => ref.kind !== "orv-park")
      ? [
          "any",
          ...(["trail", "scout-route"] as const).map((kind): ExpressionSpecification =>
            matching([kind], ["all", notCluster, ["==", ["get", "kind"], kind]] as ExpressionSpecification),
          ),
        ]
      : NOTHING,
    [parks!]: matching(["orv-park"]),
  };
}
