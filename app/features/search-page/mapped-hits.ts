// The search results that have a point, and the bounds that hold them: shared by the map's preview
// (results-map.tsx) and the interactive map that loads in its place (interactive-results-map.tsx).
import type { SearchHit } from "../../../shared/contracts/search.contract";
import { boundsOf, paddedBounds, type Bounds } from "../../../shared/geo/geometry";

export interface MappedHit {
  key: string;
  title: string;
  href: string;
  longitude: number;
  latitude: number;
}

export interface ResultsMapProps {
  points: readonly MappedHit[];
}

export const RESULTS_MAP_BOX_CLASS = "h-64 lg:h-[420px]";

/** The hits that have a point, as markers. */
export function mappedHits(hits: readonly SearchHit[]): MappedHit[] {
  return hits.flatMap((hit) =>
    hit.latitude === null || hit.longitude === null || !hit.href
      ? []
      : [{ key: `${hit.index}-${hit.href}`, title: hit.title, href: hit.href, longitude: hit.longitude, latitude: hit.latitude }],
  );
}

const US_BOUNDS: Bounds = [
  [-125, 24],
  [-66, 50],
];

/** The results' bounds with a margin, or the lower 48 when none has a point. */
export function resultsBounds(points: readonly MappedHit[]): Bounds {
  if (points.length === 0) return US_BOUNDS;
  return paddedBounds(boundsOf(points.map(({ longitude, latitude }) => [longitude, latitude])), 0.2);
}
