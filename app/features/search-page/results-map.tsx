// A small map of the search results' trailheads and places (ADR 0013): their points drawn in SVG
// until the reader opens the interactive map (deferred-map.tsx). Results without a point are left off.
import type { SearchHit } from "../../../shared/contracts/search.contract";
import type { Bounds } from "../../../shared/domain/geometry";
import { routePreviewShape } from "../../../shared/map/route-preview";
import { DeferredMap } from "../../components/ui/deferred-map";
import { useT } from "../../lib/i18n";

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
  const lngs = points.map((point) => point.longitude);
  const lats = points.map((point) => point.latitude);
  return [
    [Math.min(...lngs) - 0.2, Math.min(...lats) - 0.2],
    [Math.max(...lngs) + 0.2, Math.max(...lats) + 0.2],
  ];
}

const loadInteractiveMap = () => import("./interactive-results-map").then((module) => module.InteractiveResultsMap);

export function ResultsMap({ points }: ResultsMapProps) {
  const { t } = useT();
  return (
    <DeferredMap
      label={t("Map of the results")}
      testId="search-results-map"
      boxClassName={RESULTS_MAP_BOX_CLASS}
      preview={<ResultsPreview points={points} />}
      load={loadInteractiveMap}
      props={{ points }}
    />
  );
}

function ResultsPreview({ points }: ResultsMapProps) {
  const shape = routePreviewShape([], resultsBounds(points), points);
  const { t, number } = useT();
  return (
    <svg
      viewBox={`0 0 ${shape.width} ${shape.height}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={t("Preview of where the {count} results on this page are", { count: number(points.length) })}
      className="size-full"
    >
      {shape.markers.map((point, index) => (
        <circle
          key={points[index]!.key}
          cx={point.x}
          cy={point.y}
          r={14}
          className="fill-brand-green-dark stroke-white"
          strokeWidth={5}
        />
      ))}
    </svg>
  );
}
