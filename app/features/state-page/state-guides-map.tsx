// The state's guides on a small map: its outline and a dot in each guide's difficulty colour at the
// trailhead, drawn from the loader's shape with no map library. The whole map opens the trail map
// filtered to the state.
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import type { StateMapShape } from "./state-map-shape.server";

/** In view box units (the longer side is 1000): about 5 px on the page. */
const DOT_RADIUS = 20;

export function StateGuidesMap({ shape, stateTitle, to }: { shape: StateMapShape; stateTitle: string; to: string }) {
  const { t, plural } = useT();
  return (
    <Link to={to} className="group block overflow-hidden rounded-xl bg-[#a8cfe8]/40 ring-1 ring-grey/15 hover:ring-brand-green">
      <svg
        viewBox={`0 0 ${shape.width} ${shape.height}`}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label={plural(
          shape.points.length,
          "Map of {count} guide trailhead in {state}",
          "Map of {count} guide trailheads in {state}",
          {
            state: stateTitle,
          },
        )}
        className="h-64 w-full md:h-80"
      >
        <path d={shape.outline} className="fill-[#efe9dc] stroke-[#a89f8e]" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
        {shape.points.map((point, index) => (
          <circle
            key={index}
            cx={point.x}
            cy={point.y}
            r={DOT_RADIUS}
            fill={point.color}
            className="stroke-white"
            strokeWidth={3}
          />
        ))}
      </svg>
      <span className="block bg-white px-4 py-3 font-semibold text-dark-grey group-hover:underline">
        {t("Open the trail map")}
      </span>
    </Link>
  );
}
