// The route's map on a guide page (spec §2.11 "Paid view"): a preview drawn in SVG (the line and
// its numbered markers) until the reader opens the interactive map (deferred-map.tsx).
import { useEffect } from "react";
import { DeferredMap } from "../../components/ui/deferred-map";
import { useT } from "../../lib/i18n";
import { ROUTE_MAP_SIZE_CLASSES, type RouteMapProps } from "./route-map-props";

const loadInteractiveMap = () => import("./interactive-route-map").then((module) => module.InteractiveRouteMap);

export function RouteMap(props: RouteMapProps) {
  const { onLoad } = props;
  const { t } = useT();
  // The preview is the map's first form: what waits for the map may start once it shows.
  useEffect(() => onLoad?.(), [onLoad]);
  return (
    <DeferredMap
      label={t("Map of {title}", { title: props.title })}
      testId={props.testId ?? "scout-route-map"}
      boxClassName={ROUTE_MAP_SIZE_CLASSES}
      preview={<RoutePreview {...props} />}
      load={loadInteractiveMap}
      props={props}
      onOpen={props.onOpen}
    />
  );
}

const MARKER_RADIUS = 22;

function RoutePreview({ title, preview: shape, color, markers = [] }: RouteMapProps) {
  const { t } = useT();
  return (
    <svg
      viewBox={`0 0 ${shape.width} ${shape.height}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={t("Preview of the route of {title}", { title })}
      className="size-full"
    >
      <path
        d={shape.path}
        fill="none"
        className="stroke-white"
        strokeWidth={9}
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
      <path
        d={shape.path}
        fill="none"
        stroke={color}
        strokeWidth={5}
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
      {markers.map((marker, index) => {
        const point = shape.markers[index]!;
        return (
          <g key={marker.key} aria-hidden="true">
            <circle cx={point.x} cy={point.y} r={MARKER_RADIUS} className="fill-dark-grey stroke-white" strokeWidth={4} />
            <text x={point.x} y={point.y} dy="0.35em" textAnchor="middle" fontSize={22} fontWeight={700} className="fill-white">
              {marker.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
