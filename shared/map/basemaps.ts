// The basemaps every map of the site offers (issue 14, ADR 0028): the offline one that ships with
// the app, and online ones people recognise (streets, USGS topo, satellite) plus hillshade shading,
// from free public sources by default, each replaceable by configuration. Plain data: the map
// components only hand these to MapLibre, and tests validate every style.
import type { StyleSpecification } from "@maplibre/maplibre-gl-style-spec";
import { GLYPHS_URL, OFFLINE_STYLE_URL } from "./offline-basemap-style";
import type { BasemapId } from "./map-url-state";

/** Where the online basemaps come from; the server's configuration, sent to the browser. */
export interface BasemapSources {
  /** A MapLibre style of a street and outdoor vector map (roads, tracks, towns, labels). */
  streetsStyleUrl: string;
  /** Raster tiles, `{z}/{x}/{y}` filled in: a topographic map. */
  topoTilesUrl: string;
  topoAttribution: string;
  /** Raster tiles of satellite or aerial imagery. */
  imageryTilesUrl: string;
  imageryAttribution: string;
  /** Elevation tiles (Terrarium or Mapbox Terrain-RGB encoding) shaded as hillshade. */
  hillshadeTilesUrl: string;
  hillshadeEncoding: "terrarium" | "mapbox";
  hillshadeAttribution: string;
}

const USGS_ATTRIBUTION = "USGS The National Map";

/** Free public sources that allow this use; none needs a key. */
export const DEFAULT_BASEMAP_SOURCES: BasemapSources = {
  streetsStyleUrl: "https://tiles.openfreemap.org/styles/liberty",
  topoTilesUrl: "https://basemap.nationalmap.gov/arcgis/rest/services/USGSTopo/MapServer/tile/{z}/{y}/{x}",
  topoAttribution: USGS_ATTRIBUTION,
  imageryTilesUrl: "https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/{z}/{y}/{x}",
  imageryAttribution: USGS_ATTRIBUTION,
  hillshadeTilesUrl: "https://s3.amazonaws.com/elevation-tiles-prod/terrarium/{z}/{x}/{y}.png",
  hillshadeEncoding: "terrarium",
  hillshadeAttribution: "Terrain Tiles (Mapzen, AWS Open Data): USGS 3DEP, SRTM, GMTED2010, ETOPO1",
};

/** The online sources a map can fail to reach, each checked on its own. */
export const ONLINE_SOURCES = ["openfreemap", "usgs-topo", "usgs-imagery", "hillshade"] as const;
export type OnlineSource = (typeof ONLINE_SOURCES)[number];
export type SourceReachability = Record<OnlineSource, boolean>;

/** Where the browser asks which online sources answer (server/modules/basemaps). */
export const BASEMAP_STATUS_PATH = "/basemaps/status";

export const NOTHING_REACHABLE: SourceReachability = {
  openfreemap: false,
  "usgs-topo": false,
  "usgs-imagery": false,
  hillshade: false,
};

/** The URL of each online source that answers when the source is up: its style, or its world tile. */
export function probeUrls(sources: BasemapSources): Record<OnlineSource, string> {
  const worldTile = (url: string) => url.replace("{z}", "0").replace("{x}", "0").replace("{y}", "0");
  return {
    openfreemap: sources.streetsStyleUrl,
    "usgs-topo": worldTile(sources.topoTilesUrl),
    "usgs-imagery": worldTile(sources.imageryTilesUrl),
    hillshade: worldTile(sources.hillshadeTilesUrl),
  };
}

export interface BasemapOption {
  id: BasemapId;
  label: string;
  isOnline: boolean;
}

export const BASEMAPS: readonly BasemapOption[] = [
  { id: "openfreemap", label: "Streets", isOnline: true },
  { id: "usgs-topo", label: "USGS Topo", isOnline: true },
  { id: "usgs-imagery", label: "Satellite", isOnline: true },
  { id: "offline", label: "Basic (works offline)", isOnline: false },
];

/** The basemaps on offer: all with online sources configured, else the offline one alone. */
export function availableBasemaps(sources: BasemapSources | null): BasemapOption[] {
  return BASEMAPS.filter((basemap) => sources !== null || !basemap.isOnline);
}

/** The basemap a map shows for `wanted`: itself when it can, else the offline one, saying what it replaced. */
export function shownBasemap(
  wanted: BasemapId,
  sources: BasemapSources | null,
  reachable: SourceReachability,
): { shown: BasemapId; unreachable: BasemapId | null } {
  if (wanted === "offline") return { shown: "offline", unreachable: null };
  if (sources === null) return { shown: "offline", unreachable: null };
  return reachable[wanted] ? { shown: wanted, unreachable: null } : { shown: "offline", unreachable: wanted };
}

function rasterStyle(tiles: string, attribution: string): StyleSpecification {
  return {
    version: 8,
    glyphs: GLYPHS_URL,
    sources: { basemap: { type: "raster", tiles: [tiles], tileSize: 256, maxzoom: 16, attribution } },
    layers: [
      { id: "basemap-background", type: "background", paint: { "background-color": "#dfe6d8" } },
      { id: "basemap", type: "raster", source: "basemap" },
    ],
  };
}

/** A style URL MapLibre fetches, or a style it takes as it is. */
export function basemapStyle(id: BasemapId, sources: BasemapSources | null): string | StyleSpecification {
  if (id === "offline" || sources === null) return OFFLINE_STYLE_URL;
  switch (id) {
    case "openfreemap":
      return sources.streetsStyleUrl;
    case "usgs-topo":
      return rasterStyle(sources.topoTilesUrl, sources.topoAttribution);
    case "usgs-imagery":
      return rasterStyle(sources.imageryTilesUrl, sources.imageryAttribution);
  }
}

export const HILLSHADE_SOURCE_ID = "hillshade-dem";
export const HILLSHADE_LAYER_ID = "hillshade";

/** The hillshade overlay's source and layer, drawn under our lines. */
export function hillshadeOverlay(sources: BasemapSources) {
  return {
    source: {
      type: "raster-dem" as const,
      tiles: [sources.hillshadeTilesUrl],
      tileSize: 256,
      maxzoom: 15,
      encoding: sources.hillshadeEncoding,
      attribution: sources.hillshadeAttribution,
    },
    layer: {
      id: HILLSHADE_LAYER_ID,
      type: "hillshade" as const,
      source: HILLSHADE_SOURCE_ID,
      paint: { "hillshade-exaggeration": 0.4, "hillshade-shadow-color": "#473b24" },
    },
  };
}
