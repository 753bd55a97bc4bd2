// Everything /map keeps in its address besides the filters (docs/decisions/0011-map-page.md): the
// view (`center=lng,lat&zoom=z`), the basemap, the extra layers, and the spec §2.2 keys that open
// a card, a panel, a tool, a list or shared content. A bad value falls back to its default. Shared,
// so that other pages (a list's page) link to a view of the map.
import {
  DEFAULT_MAP_FILTERS,
  mapFiltersFromSearchParams,
  mapFiltersToSearchParams,
  type MapFilters,
} from "../domain/map-filters";

export interface MapView {
  /** [longitude, latitude] */
  center: [number, number];
  zoom: number;
}

/** The lower 48 with room for Alaska's edge: where a first visit starts. */
export const DEFAULT_VIEW: MapView = { center: [-98.6, 39.8], zoom: 3.6 };

export const BASEMAP_IDS = ["offline", "openfreemap", "usgs-topo", "usgs-imagery"] as const;
export type BasemapId = (typeof BASEMAP_IDS)[number];

export const OVERLAY_IDS = ["public-lands", "roads", "hillshade", "conditions"] as const;
export type OverlayId = (typeof OVERLAY_IDS)[number];

export const MAP_TOOLS = ["measure", "draw-track", "add-waypoint", "plan-trip"] as const;
export type MapTool = (typeof MAP_TOOLS)[number];

export const MAP_TABS = ["results", "filters", "my-content", "trip"] as const;
export type MapTab = (typeof MAP_TABS)[number];

export const CONTENT_KINDS = ["trail", "scout-route", "orv-park"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One guide on the map: `trail-12`, `scout-route-5` or `orv-park-3` in the address. */
export interface ContentRef {
  kind: ContentKind;
  id: number;
}

export const MAP_URL_KEYS = {
  center: "center",
  zoom: "zoom",
  basemap: "basemap",
  layers: "layers",
  activeContent: "active-content",
  sharedContent: "shared-content",
  activeTab: "active-tab",
  activeTool: "active-tool",
  activeList: "active-list",
} as const;

export interface MapUrlState {
  filters: MapFilters;
  view: MapView;
  basemap: BasemapId;
  overlays: OverlayId[];
  activeContent: ContentRef | null;
  sharedContent: string | null;
  activeTab: MapTab;
  activeTool: MapTool | null;
  activeList: string | null;
}

export const DEFAULT_MAP_URL_STATE: MapUrlState = {
  filters: DEFAULT_MAP_FILTERS,
  view: DEFAULT_VIEW,
  basemap: "openfreemap",
  overlays: [],
  activeContent: null,
  sharedContent: null,
  activeTab: "results",
  activeTool: null,
  activeList: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value != null && (values as readonly string[]).includes(value) ? (value as T) : null;

export function parseContentRef(value: string | null): ContentRef | null {
  const match = /^(trail|scout-route|orv-park)-([1-9]\d{0,9})$/.exec(value ?? "");
  return match ? { kind: match[1] as ContentKind, id: Number(match[2]) } : null;
}

export const formatContentRef = ({ kind, id }: ContentRef): string => `${kind}-${id}`;

export function parseView(params: URLSearchParams): MapView {
  const zoom = Number(params.get(MAP_URL_KEYS.zoom));
  const [longitude, latitude] = (params.get(MAP_URL_KEYS.center) ?? "").split(",").map(Number);
  const isValidCenter =
    longitude != null &&
    latitude != null &&
    Number.isFinite(longitude) &&
    Number.isFinite(latitude) &&
    Math.abs(longitude) <= 180 &&
    Math.abs(latitude) <= 85;
  const isValidZoom = params.has(MAP_URL_KEYS.zoom) && Number.isFinite(zoom) && zoom >= 0 && zoom <= 22;
  return {
    center: isValidCenter ? [longitude, latitude] : DEFAULT_VIEW.center,
    zoom: isValidZoom ? zoom : DEFAULT_VIEW.zoom,
  };
}

/** Five decimals is about a metre; two decimals of zoom is finer than a pinch can tell. */
export function formatView({ center: [longitude, latitude], zoom }: MapView): { center: string; zoom: string } {
  const round = (value: number, decimals: number) => String(Number(value.toFixed(decimals)));
  return { center: `${round(longitude, 5)},${round(latitude, 5)}`, zoom: round(zoom, 2) };
}

export function mapUrlStateFromSearchParams(params: URLSearchParams): MapUrlState {
  const keys = MAP_URL_KEYS;
  const sharedContent = params.get(keys.sharedContent);
  const activeList = params.get(keys.activeList);
  const overlays = (params.get(keys.layers) ?? "").split(",").filter((id): id is OverlayId => oneOf(OVERLAY_IDS, id) != null);
  return {
    filters: mapFiltersFromSearchParams(params),
    view: parseView(params),
    basemap: oneOf(BASEMAP_IDS, params.get(keys.basemap)) ?? DEFAULT_MAP_URL_STATE.basemap,
    overlays: OVERLAY_IDS.filter((id) => overlays.includes(id)),
    activeContent: parseContentRef(params.get(keys.activeContent)),
    sharedContent: sharedContent && UUID.test(sharedContent) ? sharedContent.toLowerCase() : null,
    activeTab: oneOf(MAP_TABS, params.get(keys.activeTab)) ?? DEFAULT_MAP_URL_STATE.activeTab,
    activeTool: oneOf(MAP_TOOLS, params.get(keys.activeTool)),
    activeList: activeList && UUID.test(activeList) ? activeList.toLowerCase() : null,
  };
}

/** The address of a state: only what differs from the defaults, filters first, then the view. */
export function mapUrlStateToSearchParams(state: MapUrlState): URLSearchParams {
  const keys = MAP_URL_KEYS;
  const params = mapFiltersToSearchParams(state.filters);
  const view = formatView(state.view);
  params.set(keys.center, view.center);
  params.set(keys.zoom, view.zoom);
  if (state.basemap !== DEFAULT_MAP_URL_STATE.basemap) params.set(keys.basemap, state.basemap);
  if (state.overlays.length > 0) params.set(keys.layers, state.overlays.join(","));
  if (state.activeContent) params.set(keys.activeContent, formatContentRef(state.activeContent));
  if (state.sharedContent) params.set(keys.sharedContent, state.sharedContent);
  if (state.activeTab !== DEFAULT_MAP_URL_STATE.activeTab) params.set(keys.activeTab, state.activeTab);
  if (state.activeTool) params.set(keys.activeTool, state.activeTool);
  if (state.activeList) params.set(keys.activeList, state.activeList);
  return params;
}

/** The query string of a state; commas stay readable (`center=-111.5,39.2`). */
export function mapUrlSearch(state: MapUrlState): string {
  return `?${mapUrlStateToSearchParams(state).toString().replaceAll("%2C", ",").replaceAll("%7C", "|")}`;
}
