// Public lands and roads as the main map draws them (DESIGN §9), shared with the guide map, which
// draws them from an offline pack's tiles when the phone has no signal (ADR 0059).
import type { ExpressionSpecification, LayerSpecification } from "@maplibre/maplibre-gl-style-spec";

/**
 * The imported layers: their tiles are served under the version of their last import, at URLs a
 * CDN keeps for good, which the layer's TileJSON names (ADR 0077).
 */
export const VERSIONED_LAYERS = ["public-lands", "roads"] as const;
export type VersionedLayer = (typeof VERSIONED_LAYERS)[number];

export const isVersionedLayer = (layer: string): layer is VersionedLayer =>
  (VERSIONED_LAYERS as readonly string[]).includes(layer);

/** Where a map reads the layer's current tile URLs. */
export const tileJsonPath = (layer: VersionedLayer) => `/tiles/${layer}.json`;

/** Public lands by agency: USFS green, BLM yellow, NPS purple, state blue, the rest grey. */
export const LAND_AGENCIES = [
  {
    key: "USFS",
    label: "Forest Service (USFS)",
    color: "#2f8a3b",
    names: ["USFS", "FS", "FOREST SERVICE", "USDA FOREST SERVICE"],
  },
  { key: "BLM", label: "Bureau of Land Management", color: "#e9c21b", names: ["BLM", "BUREAU OF LAND MANAGEMENT"] },
  { key: "NPS", label: "National Park Service", color: "#7d3fb2", names: ["NPS", "NATIONAL PARK SERVICE"] },
  {
    key: "STATE",
    label: "State land",
    color: "#2f7fc9",
    names: ["STATE", "STAT", "SDOL", "SFW", "SPR", "SDNR", "SLB", "SDC", "SDF"],
  },
] as const;
export const OTHER_LAND_COLOR = "#8c8c8c";

function agencyColor(): ExpressionSpecification {
  const branches = LAND_AGENCIES.flatMap((agency): [string[], string] => [[...agency.names], agency.color]);
  return [
    "match",
    ["upcase", ["to-string", ["coalesce", ["get", "agency"], ""]]],
    ...branches,
    OTHER_LAND_COLOR,
  ] as ExpressionSpecification;
}

type Visibility = "visible" | "none";

/** The public-land fill and outline and the road lines, on the sources "public-lands" and "roads". */
export function landAndRoadLayers(visibility: { publicLands: Visibility; roads: Visibility }): LayerSpecification[] {
  return [
    {
      id: "public-lands-fill",
      type: "fill",
      source: "public-lands",
      "source-layer": "public-lands",
      layout: { visibility: visibility.publicLands },
      paint: { "fill-color": agencyColor(), "fill-opacity": 0.28 },
    },
    {
      id: "public-lands-outline",
      type: "line",
      source: "public-lands",
      "source-layer": "public-lands",
      layout: { visibility: visibility.publicLands },
      paint: { "line-color": agencyColor(), "line-width": ["interpolate", ["linear"], ["zoom"], 5, 0.5, 12, 1.5] },
    },
    {
      id: "roads-line",
      type: "line",
      source: "roads",
      "source-layer": "roads",
      layout: { visibility: visibility.roads, "line-cap": "round", "line-join": "round" },
      paint: {
        "line-color": ["match", ["get", "surface"], ["paved", "asphalt"], "#6b5d4f", "#9c6b30"],
        "line-width": ["interpolate", ["linear"], ["zoom"], 6, 0.6, 14, 2.5],
        "line-dasharray": [2, 1],
      },
    },
  ];
}
