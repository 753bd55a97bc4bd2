// A small map of the search results' trailheads and places (ADR 0013): their points drawn in SVG
// until the reader opens the interactive map (deferred-map.tsx). Results without a point are left off.
import { routePreviewShape } from "../../../shared/map/route-preview";
import { DeferredMap } from "../../components/ui/deferred-map";
import { useT } from "../../lib/i18n";
import { RESULTS_MAP_BOX_CLASS, resultsBounds, type ResultsMapProps } from "./mapped-hits";

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
