// The address of /admin/basemap-comparison: the shared view (`center=lng,lat&zoom=z`, as on /map)
// and the basemap of each map (`left`, `right`), so a comparison can be shared and survives reload.
import { BASEMAP_IDS, formatView, parseView, type BasemapId, type MapView } from "../../../shared/map/map-url-state";

export interface ComparisonState {
  view: MapView;
  left: BasemapId;
  right: BasemapId;
}

export const COMPARED_SIDES = ["left", "right"] as const;
export type ComparedSide = (typeof COMPARED_SIDES)[number];

const DEFAULTS: Record<ComparedSide, BasemapId> = { left: "offline", right: "usgs-topo" };

const basemapOf = (value: string | null, side: ComparedSide): BasemapId =>
  (BASEMAP_IDS as readonly (string | null)[]).includes(value) ? (value as BasemapId) : DEFAULTS[side];

export function comparisonFromSearch(params: URLSearchParams): ComparisonState {
  return { view: parseView(params), left: basemapOf(params.get("left"), "left"), right: basemapOf(params.get("right"), "right") };
}

export function comparisonSearch({ view, left, right }: ComparisonState): string {
  return `?${new URLSearchParams({ ...formatView(view), left, right }).toString()}`;
}
