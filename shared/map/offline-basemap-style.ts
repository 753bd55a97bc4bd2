// The offline basemap (DESIGN §9) as plain style data: Natural Earth land and water from
// mapeo-offline-map, US state lines from us-atlas and Noto Sans glyphs from tileserver-gl-styles,
// all served by server/modules/basemaps, so a map draws with no internet and in tests.
import type { StyleSpecification } from "@maplibre/maplibre-gl-style-spec";

export const OFFLINE_BASEMAP_PATH = "/basemaps/offline";
export const OFFLINE_STYLE_URL = `${OFFLINE_BASEMAP_PATH}/style.json`;

/** MapLibre fills in `{fontstack}` and `{range}`. */
export const GLYPHS_URL = "/basemaps/fonts/{fontstack}/{range}.pbf";
/** The one font the offline glyphs have; every text layer of ours names it. */
export const OFFLINE_FONT = "Noto Sans Regular";

/**
 * The datasets the offline basemap is drawn from, each a layer of its vector tiles. Tiles, not one
 * GeoJSON file: a first view of the lower 48 reads four small tiles instead of parsing and indexing
 * the world's coastlines in the browser (issue 13).
 */
export const OFFLINE_DATASETS = ["land", "lakes", "rivers", "countries", "states", "state-labels"] as const;
export type OfflineDataset = (typeof OFFLINE_DATASETS)[number];
/** Natural Earth's detail is spent by this zoom; the map enlarges its tiles beyond it. */
export const OFFLINE_TILE_MAXZOOM = 6;
export const OFFLINE_TILES_PATH = `${OFFLINE_BASEMAP_PATH}/tiles`;
const OFFLINE_SOURCE = "offline";

export const OFFLINE_COLORS = {
  water: "#a8cfe8",
  land: "#efe9dc",
  river: "#8fc0e0",
  country: "#7d7465",
  state: "#a89f8e",
  label: "#5f574a",
} as const;

const ATTRIBUTION = "Natural Earth; US Census Bureau (us-atlas)";

export function offlineBasemapStyle(): StyleSpecification {
  const ofKind = (dataset: OfflineDataset) => ({ source: OFFLINE_SOURCE, "source-layer": dataset });
  return {
    version: 8,
    name: "Trailguide offline",
    glyphs: GLYPHS_URL,
    sources: {
      [OFFLINE_SOURCE]: {
        type: "vector",
        tiles: [`${OFFLINE_TILES_PATH}/{z}/{x}/{y}.mvt`],
        maxzoom: OFFLINE_TILE_MAXZOOM,
        attribution: ATTRIBUTION,
      },
    },
    layers: [
      { id: "water", type: "background", paint: { "background-color": OFFLINE_COLORS.water } },
      { id: "land", type: "fill", ...ofKind("land"), paint: { "fill-color": OFFLINE_COLORS.land } },
      { id: "lakes", type: "fill", ...ofKind("lakes"), paint: { "fill-color": OFFLINE_COLORS.water } },
      {
        id: "rivers",
        type: "line",
        ...ofKind("rivers"),
        minzoom: 4,
        layout: { "line-join": "round", "line-cap": "round" },
        paint: {
          "line-color": OFFLINE_COLORS.river,
          "line-width": ["interpolate", ["linear"], ["zoom"], 4, 0.5, 10, 2],
        },
      },
      {
        id: "state-lines",
        type: "line",
        ...ofKind("states"),
        paint: {
          "line-color": OFFLINE_COLORS.state,
          "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.6, 10, 1.6],
          "line-dasharray": [3, 2],
        },
      },
      {
        id: "country-lines",
        type: "line",
        ...ofKind("countries"),
        layout: { "line-join": "round" },
        paint: {
          "line-color": OFFLINE_COLORS.country,
          "line-width": ["interpolate", ["linear"], ["zoom"], 2, 0.8, 10, 2.5],
        },
      },
      {
        id: "state-labels",
        type: "symbol",
        ...ofKind("state-labels"),
        minzoom: 3.5,
        maxzoom: 9,
        layout: {
          "text-field": ["get", "name"],
          "text-font": [OFFLINE_FONT],
          "text-size": ["interpolate", ["linear"], ["zoom"], 4, 11, 8, 16],
          "text-transform": "uppercase",
          "text-letter-spacing": 0.1,
          "text-max-width": 8,
        },
        paint: {
          "text-color": OFFLINE_COLORS.label,
          "text-halo-color": "rgba(255, 255, 255, 0.8)",
          "text-halo-width": 1.2,
        },
      },
    ],
  };
}
