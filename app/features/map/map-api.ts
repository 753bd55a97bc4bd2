// The calls the map page makes: guides in view (GET /api/v2/map/guides/), one guide's card for
// `active-content`, a list for `active-list`, a shared item for `shared-content`, and the recent
// condition reports in view (GET /api/v2/map/condition-reports/).
import type { ConditionReportFeatures } from "../../../shared/contracts/condition-reports.contract";
import type { RigFitMark } from "../../../shared/contracts/garage.contract";
import type { ListDetail } from "../../../shared/contracts/lists.contract";
import type { SharedContent } from "../../../shared/contracts/user-content.contract";
import type { Bounds } from "../../../shared/geo/geometry";
import { mapFiltersToSearchParams, type MapFilters } from "../../../shared/domain/map-filters";
import { apiFetch } from "../../lib/api-client";
import type { ContentKind, ContentRef } from "../../../shared/map/map-url-state";
import type { MapImport } from "../../../shared/contracts/map.contract";
import { GUIDE_SEGMENTS } from "../../../shared/domain/guide-href";

/** One guide as the map's list and card show it. */
export interface MapGuide {
  kind: ContentKind;
  id: number;
  title: string;
  href: string;
  photo: string | null;
  difficulty: number;
  color: string;
  label: string;
  length_mi: number | null;
  rating: number | null;
  review_count: number | null;
  town: string | null;
  state: string | null;
  preview: boolean;
  boh: boolean;
  /** [longitude, latitude] */
  trailhead: [number, number] | null;
  /** Under "fits my rig": the trail's verdict for the reader's rig. */
  rig_fit?: RigFitMark;
}

export interface MapGuidesPage {
  count: number;
  results: MapGuide[];
}

export const GUIDES_IN_VIEW_LIMIT = 50;

/** "west,south,east,north" to five decimals, within the world (a wrapped view goes past ±180). */
function bboxParam([[west, south], [east, north]]: Bounds): string {
  const round = (value: number) => value.toFixed(5).replace(/\.?0+$/, "");
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  return [clamp(west, 180), clamp(south, 90), clamp(east, 180), clamp(north, 90)].map(round).join(",");
}

export function guidesInViewPath(bounds: Bounds, filters: MapFilters): string {
  const [[west, south], [east, north]] = bounds;
  const params = mapFiltersToSearchParams(filters);
  const round = (value: number) => value.toFixed(5).replace(/\.?0+$/, "");
  params.set("bbox", [west, south, east, north].map(round).join(","));
  params.set("limit", String(GUIDES_IN_VIEW_LIMIT));
  return `/api/v2/map/guides/?${params.toString().replaceAll("%2C", ",").replaceAll("%7C", "|")}`;
}

export function fetchGuidesInView(bounds: Bounds, filters: MapFilters, signal: AbortSignal): Promise<MapGuidesPage> {
  return apiFetch<MapGuidesPage>(guidesInViewPath(bounds, filters), { signal });
}

/** The recent counting condition reports with a point inside the view (paid readers: every trail's). */
export function fetchConditionReports(bounds: Bounds, signal: AbortSignal): Promise<ConditionReportFeatures> {
  return apiFetch<ConditionReportFeatures>(`/api/v2/map/condition-reports/?bbox=${bboxParam(bounds)}`, { signal });
}

/** Each imported dataset: its layer, source, feature count and date. */
export async function fetchImports(signal: AbortSignal): Promise<MapImport[]> {
  const { imports } = await apiFetch<{ imports: MapImport[] }>("/api/v2/map/imports/", { signal });
  return imports;
}

export function fetchList(uuid: string, signal: AbortSignal): Promise<ListDetail> {
  return apiFetch<ListDetail>(`/api/v2/lists/${uuid}/`, { signal });
}

/** A shared track or waypoint of My Content (app/features/map/my-content owns the rest of it). */
export function fetchSharedContent(uuid: string, signal: AbortSignal): Promise<SharedContent> {
  return apiFetch<SharedContent>(`/api/v2/user-content/shared/${uuid}/`, { signal });
}

interface GuideDetail {
  id: number;
  title: string;
  slug: string;
  state: { country_code: string; slug: string; code?: string } | null;
  nearest_town_name?: string;
  difficulty_props?: { color: string; label: string };
  technical_rating_low?: number | null;
  difficulty?: number | null;
  length?: number;
  review_average?: number;
  review_count?: number;
  is_preview?: boolean;
  is_boh?: boolean;
  /** A trail's or scout route's hero photo URL. */
  hero_file_name?: string | null;
  /** An ORV park's card photo. */
  hero_photo?: { resized_medium: string } | null;
  bounds?: Bounds;
  latitude?: number;
  longitude?: number;
}

const DETAIL_PATH: Record<ContentKind, (id: number) => string> = {
  trail: (id) => `/api/v3/trails/${id}/`,
  "scout-route": (id) => `/api/v3/scout-routes/${id}/`,
  "orv-park": (id) => `/api/v2/orv-parks/${id}/`,
};

/** A guide named in the address, with where to fly: its bounds when the reader may see its line. */
export interface ActiveGuide {
  guide: MapGuide;
  bounds: Bounds | null;
}

export async function fetchActiveGuide(ref: ContentRef, signal?: AbortSignal): Promise<ActiveGuide> {
  const detail = await apiFetch<GuideDetail>(DETAIL_PATH[ref.kind](ref.id), { signal });
  const point: [number, number] | null =
    detail.longitude != null && detail.latitude != null ? [detail.longitude, detail.latitude] : null;
  const segment = ref.kind === "orv-park" ? detail.slug : detail.slug || String(detail.id);
  const href = detail.state
    ? `/${detail.state.country_code}/${detail.state.slug}/${GUIDE_SEGMENTS[ref.kind]}/${segment}`
    : `/${GUIDE_SEGMENTS[ref.kind]}/${segment}`;
  return {
    guide: {
      kind: ref.kind,
      id: detail.id,
      title: detail.title,
      href,
      photo: detail.hero_file_name ?? detail.hero_photo?.resized_medium ?? null,
      difficulty: detail.technical_rating_low ?? detail.difficulty ?? 0,
      color: detail.difficulty_props?.color ?? "",
      label: detail.difficulty_props?.label ?? "",
      length_mi: detail.length ?? null,
      rating: detail.review_average ?? null,
      review_count: detail.review_count ?? null,
      town: detail.nearest_town_name ?? null,
      state: detail.state?.code ?? null,
      preview: detail.is_preview ?? false,
      boh: detail.is_boh ?? false,
      trailhead: point,
    },
    bounds: detail.bounds ?? (point ? [point, point] : null),
  };
}
